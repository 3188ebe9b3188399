import Foundation

/// What Foundation's JSON parsers get wrong for a person fixing a file by hand, found on the
/// raw bytes:
///
/// - A key written twice in one object, however it is spelled (`"width"` and `"w\u0069dth"`
///   are one key). `JSONDecoder` keeps the first value and `JSONSerialization` the last, so
///   the file would silently mean one of two things.
/// - A trailing comma (`{"width": 393,}`), which Foundation accepts and JSON does not, so a
///   file the tool reads would fail in every other JSON reader.
/// - A `\u` escape that is half of a UTF-16 surrogate pair (`"\ud800"`). A Swift string
///   cannot hold one, and Foundation refuses the file with "Unexpected end of file during
///   string parse"; the message here says which escape and where.
///
/// Every position is given as a line and column (columns count characters from 1), which an
/// editor can go to, rather than Foundation's byte offset.
enum JSONCheck {
  /// Refuses `data` unless it is JSON that means one thing: what every file the tool reads
  /// (scenarios, themes) goes through before its keys are read.
  static func check(_ data: Data) throws(ScenarioError) {
    do {
      _ = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw malformed(data, error)
    }
    if let problem = problem(in: data) { throw problem }
  }

  /// Why `data`, which Foundation's parser refused with `error`, is not JSON, and where.
  static func malformed(_ data: Data, _ error: any Error) -> ScenarioError {
    if let surrogate = unpairedSurrogate(in: data) {
      return ScenarioError(
        key: "",
        problem:
          "malformed JSON at \(position(of: surrogate.offset, in: data)): \(surrogate.escape) is "
          + "half of a UTF-16 surrogate pair; \\ud800-\\udbff must be followed by "
          + "\\udc00-\\udfff, as in \\ud83d\\ude00")
    }
    // Foundation says "Invalid value around character 10." or "Invalid UTF-8 sequence 3 bytes
    // starting from character 7.", counting bytes from 0; at the end of the data it names no
    // place.
    var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    var offset: Int? = detail.hasPrefix("Unexpected end of file") ? data.count : nil
    if let place = detail.firstMatch(of: /\s+(?:around|starting from) character (\d+)\.?$/) {
      offset = Int(place.1)
      detail = String(detail[..<place.range.lowerBound])
    }
    if detail.hasSuffix(".") { detail.removeLast() }
    // "Invalid value" continues the sentence as "invalid value"; "JSON text" stays.
    let isWord = detail.dropFirst().first?.isLowercase ?? false
    let sentence = isWord ? detail.prefix(1).lowercased() + detail.dropFirst() : detail
    return ScenarioError(
      key: "",
      problem:
        "malformed JSON\(offset.map { " at \(position(of: $0, in: data))" } ?? ""): \(sentence)")
  }

  /// "line 2, column 5" for the byte at `offset` (the end of the data for `data.count`).
  static func position(of offset: Int, in data: Data) -> String {
    let before = data.prefix(offset)
    let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
    // UTF-8 continuation bytes (10xxxxxx) belong to the character before them.
    let column = before[lineStart...].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return "line \(line), column \(column)"
  }

  /// In JSON that has parsed: the first trailing comma, or the first key that repeats within
  /// one object, named by its path (`usage.limit`, `models[1].id`) as written.
  static func problem(in data: Data) -> ScenarioError? {
    let bytes = [UInt8](data)
    var levels: [Level] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        levels.append(Level(isObject: true))
      case UInt8(ascii: "["):
        levels.append(Level(isObject: false))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        levels.removeLast()
      case UInt8(ascii: ","):
        let next = bytes[(index + 1)...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
          return ScenarioError(
            key: "", problem: "malformed JSON at \(position(of: index, in: data)): trailing comma")
        }
        levels[levels.count - 1].advance()
      case UInt8(ascii: "\""):
        let start = index + 1
        index = start
        while bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if let level = levels.last, level.isObject, level.expectsKey {
          let key = Self.key(bytes[start..<index])
          if !levels[levels.count - 1].enter(key) {
            let path = levels.dropLast().map(\.pathComponent).joined() + ".\(key)"
            return ScenarioError(
              key: path.hasPrefix(".") ? String(path.dropFirst()) : path,
              problem:
                "appears twice (again at \(position(of: start - 1, in: data))); "
                + "a key may appear once in an object")
          }
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// A key as the decoder reads it, its escapes (`\u0069`, `\n`, `\/`) decoded, so a key
  /// written once plainly and once with an escape is seen to be the same key. Only called on
  /// JSON that has parsed, so every escape is valid.
  private static func key(_ written: ArraySlice<UInt8>) -> String {
    guard written.contains(UInt8(ascii: "\\")) else {
      return String(decoding: written, as: UTF8.self)
    }
    let quoted = Data([UInt8(ascii: "\"")] + written + [UInt8(ascii: "\"")])
    return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
      ?? String(decoding: written, as: UTF8.self)
  }

  /// In JSON that failed to parse: the first `\uXXXX` escape in a string that is a lone
  /// surrogate, and its byte offset.
  private static func unpairedSurrogate(in data: Data) -> (escape: String, offset: Int)? {
    let bytes = [UInt8](data)
    func unit(at index: Int) -> UInt32? {
      guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      return UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
    }
    var inString = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        inString.toggle()
      } else if inString && byte == UInt8(ascii: "\\") {
        guard let value = unit(at: index) else {
          index += 2
          continue
        }
        if (0xD800...0xDBFF).contains(value), let low = unit(at: index + 6),
          (0xDC00...0xDFFF).contains(low)
        {
          index += 12
          continue
        }
        if (0xD800...0xDFFF).contains(value) {
          return (String(decoding: bytes[index..<(index + 6)], as: UTF8.self), index)
        }
        index += 6
        continue
      }
      index += 1
    }
    return nil
  }

  /// One open object or array: where the scan is in it, and an object's keys so far.
  private struct Level {
    let isObject: Bool
    var keys: Set<String> = []
    var key = ""
    var element = 0
    var expectsKey: Bool

    init(isObject: Bool) {
      self.isObject = isObject
      expectsKey = isObject
    }

    /// After a comma: an object's next key, or an array's next element.
    mutating func advance() {
      if isObject { expectsKey = true } else { element += 1 }
    }

    /// Records a key; false when the object already has it.
    mutating func enter(_ key: String) -> Bool {
      expectsKey = false
      self.key = key
      return keys.insert(key).inserted
    }

    var pathComponent: String { isObject ? ".\(key)" : "[\(element)]" }
  }
}
