#if os(Linux)
  /// A JSON value as the String Catalog's reader needs it, read straight from the file's bytes.
  ///
  /// `JSONDecoder` spent some 6 ms of a `render` process on the catalog, almost all of it the
  /// Swift runtime looking up, the first time, the metadata and conformances of each nested
  /// `Decodable` type (the statically linked tool's conformance tables are long), and
  /// `JSONSerialization` was slower still, its `Any` bridged a cast at a time. A reader over the
  /// bytes into this one enum needs none of that: the 160 KB catalog reads in well under a
  /// millisecond. It takes the JSON of RFC 8259; what it refuses, the catalog test sees.
  enum CatalogJSON: Equatable {
    /// Members in the file's order (a later one of the same key wins, as `JSONSerialization`'s
    /// does): a dictionary a reader builds once from the few it asks for, rather than one per
    /// object read.
    case object([Member])
    case array([CatalogJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value `bytes` hold, or nil when they are not JSON. A member whose key and depth
    /// (of its object: 0 for the outermost) `skipping` is true of is left out, its value passed
    /// over without being read into strings, and so without being checked as closely: a
    /// locale's reading skips the catalog's other languages, most of its text.
    static func parse(
      _ bytes: [UInt8], skipping: (_ key: String, _ depth: Int) -> Bool = { _, _ in false }
    ) -> CatalogJSON? {
      withoutActuallyEscaping(skipping) { skipping in
        bytes.withUnsafeBufferPointer { buffer in
          var reader = Reader(bytes: buffer, skipping: skipping)
          guard let value = reader.value(depth: 0) else { return nil }
          reader.skipWhitespace()
          return reader.index == buffer.count ? value : nil
        }
      }
    }

    struct Member: Equatable {
      let key: String
      let value: CatalogJSON
    }

    subscript(key: String) -> CatalogJSON? {
      if case .object(let members) = self { members.last { $0.key == key }?.value } else { nil }
    }

    var string: String? {
      if case .string(let string) = self { string } else { nil }
    }

    var number: Double? {
      if case .number(let number) = self { number } else { nil }
    }

    var bool: Bool? {
      if case .bool(let bool) = self { bool } else { nil }
    }

    /// An object's members by key, each read by `read` and left out where it gives nil.
    func members<Value>(_ read: (CatalogJSON) -> Value?) -> [String: Value]? {
      guard case .object(let members) = self else { return nil }
      var values: [String: Value] = [:]
      values.reserveCapacity(members.count)
      for member in members {
        values[member.key] = read(member.value)
      }
      return values
    }

    var isObject: Bool {
      if case .object = self { true } else { false }
    }

    private struct Reader {
      let bytes: UnsafeBufferPointer<UInt8>
      let skipping: (String, Int) -> Bool
      var index = 0

      /// Deeper nesting than any catalog has is refused rather than recursed into.
      static let maximumDepth = 64

      mutating func skipWhitespace() {
        while index < bytes.count {
          switch bytes[index] {
          case 0x20, 0x09, 0x0A, 0x0D: index += 1
          default: return
          }
        }
      }

      mutating func value(depth: Int) -> CatalogJSON? {
        skipWhitespace()
        guard index < bytes.count, depth < Self.maximumDepth else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(CatalogJSON.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
      }

      private mutating func object(depth: Int) -> CatalogJSON? {
        index += 1
        var members: [Member] = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
            return nil
          }
          skipWhitespace()
          guard consume(UInt8(ascii: ":")) else { return nil }
          if skipping(key, depth) {
            guard skipValue() else { return nil }
          } else {
            guard let value = value(depth: depth + 1) else { return nil }
            members.append(Member(key: key, value: value))
          }
          skipWhitespace()
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}")) ? .object(members) : nil
      }

      private mutating func array(depth: Int) -> CatalogJSON? {
        index += 1
        var elements: [CatalogJSON] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
          guard let element = value(depth: depth + 1) else { return nil }
          elements.append(element)
          skipWhitespace()
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]")) ? .array(elements) : nil
      }

      /// A string from its opening quote: its bytes as they are when it has no escape, else
      /// decoded into UTF-8 (`\u` escapes, surrogate pairs joined).
      private mutating func string() -> String? {
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
          bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20
        {
          index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
          index += 1
          return String(validating: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var decoded = Array(bytes[start..<index])
        while index < bytes.count {
          let byte = bytes[index]
          index += 1
          switch byte {
          case UInt8(ascii: "\""):
            return String(validating: decoded, as: UTF8.self)
          case UInt8(ascii: "\\"):
            guard let scalar = escape() else { return nil }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
          case ..<0x20:
            return nil
          default:
            decoded.append(byte)
          }
        }
        return nil
      }

      /// Passes over one value: a string to its closing quote, brackets to the one that closes
      /// them (counting those outside strings), anything else to the comma or bracket after it;
      /// false at the end of the bytes.
      private mutating func skipValue() -> Bool {
        skipWhitespace()
        var open = 0
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
              index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { return false }
            if open == 0 {
              index += 1
              return true
            }
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            open += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if open == 0 { return true }
            open -= 1
            if open == 0 {
              index += 1
              return true
            }
          case UInt8(ascii: ","):
            if open == 0 { return true }
          default:
            break
          }
          index += 1
        }
        return false
      }

      /// The character an escape after its backslash stands for.
      private mutating func escape() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
          return Unicode.Scalar(letter)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
          guard let unit = hexUnit() else { return nil }
          guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit) }
          guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = hexUnit(),
            (0xDC00...0xDFFF).contains(low)
          else { return nil }
          return Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
        default: return nil
        }
      }

      private mutating func hexUnit() -> UInt32? {
        guard index + 4 <= bytes.count,
          let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return unit
      }

      private mutating func number() -> CatalogJSON? {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map(CatalogJSON.number)
      }

      /// A byte a JSON number may hold; `Double` then refuses what is not one.
      private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
          UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
          true
        default: false
        }
      }

      private mutating func literal(_ word: StaticString, _ value: CatalogJSON) -> CatalogJSON? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
          (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else { return nil }
        index += count
        return value
      }

      private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
      }
    }
  }
#endif
