import Foundation

/// What Foundation's JSON parsers get wrong for a person fixing a file by hand, found on the
/// raw bytes:
///
/// - A key written twice in one object. `JSONDecoder` keeps the first value and
///   `JSONSerialization` the last, so the file would silently mean one of two things.
/// - A trailing comma (`{"width": 393,}`), which Foundation accepts and JSON does not, so a
///   file the tool reads would fail in every other JSON reader.
/// - A `\u` escape that is half of a UTF-16 surrogate pair (`"\ud800"`). A Swift string
///   cannot hold one, and Foundation refuses the file with "Unexpected end of file during
///   string parse"; the message here says which escape and where.
enum JSONCheck {
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
            key: "", problem: "malformed JSON: trailing comma around character \(index).")
        }
        levels[levels.count - 1].advance()
      case UInt8(ascii: "\""):
        let start = index + 1
        index = start
        while bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if let level = levels.last, level.isObject, level.expectsKey {
          let key = String(decoding: bytes[start..<index], as: UTF8.self)
          if !levels[levels.count - 1].enter(key) {
            let path = levels.dropLast().map(\.pathComponent).joined() + ".\(key)"
            return ScenarioError(
              key: path.hasPrefix(".") ? String(path.dropFirst()) : path,
              problem: "appears twice; a key may appear once in an object")
          }
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// In JSON that failed to parse: the first `\uXXXX` escape in a string that is a lone
  /// surrogate, and its byte offset.
  static func unpairedSurrogate(in data: Data) -> (escape: String, offset: Int)? {
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
