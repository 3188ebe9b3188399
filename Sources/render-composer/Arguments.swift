/// A mistake on the command line; the tool prints it with the command's usage and exits 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
}

/// The words after a command, consumed as they are read: options first by name, then the
/// positional arguments. Whatever is left over is an error, so a typo never goes unnoticed.
struct Arguments {
  private var words: [String]

  init(_ words: [String]) {
    self.words = words
  }

  /// `--name value` or `--name=value`; nil when absent.
  mutating func value(_ names: String...) throws -> String? {
    try values(names).last
  }

  /// Every occurrence of a repeatable option.
  mutating func values(_ names: String...) throws -> [String] {
    try values(names)
  }

  private mutating func values(_ names: [String]) throws -> [String] {
    var found: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if let name = names.first(where: { word.hasPrefix($0 + "=") }) {
        found.append(String(word.dropFirst(name.count + 1)))
        words.remove(at: index)
      } else if names.contains(word) {
        guard index + 1 < words.count else {
          throw UsageError(description: "\(word) needs a value")
        }
        found.append(words[index + 1])
        words.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    return found
  }

  mutating func number(_ names: String..., in range: ClosedRange<Double>) throws -> Double? {
    guard let text = try values(names).last else { return nil }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw UsageError(
        description:
          "\(names[0]) must be a number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\""
      )
    }
    return value
  }

  mutating func integer(_ names: String..., in range: ClosedRange<Int>) throws -> Int? {
    guard let text = try values(names).last else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        description:
          "\(names[0]) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\""
      )
    }
    return value
  }

  mutating func flag(_ names: String...) -> Bool {
    let before = words.count
    words.removeAll { names.contains($0) }
    return words.count < before
  }

  /// The remaining words, which must all be positional: an unknown option is an error.
  mutating func positionals(count range: ClosedRange<Int>, _ what: String) throws -> [String] {
    if let option = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError(description: "unknown option \(option)")
    }
    guard range.contains(words.count) else {
      throw UsageError(
        description:
          "expected \(what), got \(words.isEmpty ? "nothing" : words.joined(separator: " "))")
    }
    defer { words = [] }
    return words
  }
}
