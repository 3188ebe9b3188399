import ToolSupport

/// Every argument a command declares, its groups' included, and the sorting of the words
/// given against them. Positional words come first, then the rest in the order declared: the
/// order of the usage line and of `--help`.
struct DeclaredArguments {
  private let properties: [ArgumentProperty]
  let definitions: [ArgumentDefinition]

  init(of value: some ParsableArguments) {
    properties = argumentProperties(of: value)
    let all = properties.flatMap(\.definitions)
    precondition(
      all.filter(\.isPositional).count <= 1, "a command takes its positional words in one @Argument"
    )
    definitions = all.filter(\.isPositional) + all.filter { !$0.isPositional }
  }

  /// Sorts `words` against the declarations, then reads each argument's words into its
  /// property: first every value given (refusing any not allowed), then whether each required
  /// option was given. `command` names the command in the refusals.
  func read(_ words: [String], command: String) throws {
    let (given, positionals) = try sort(words)
    let positional = definitions.firstIndex(where: \.isPositional)
    if case .positional(let synopsis, let count, let expected)? =
      positional.map({ definitions[$0].kind })
    {
      guard count.contains(positionals.count) else {
        throw Self.wrongCount(positionals, expected: expected)
      }
      for word in positionals { _ = try refusingControlCharacters(word, of: synopsis) }
    } else if !positionals.isEmpty {
      throw Self.wrongCount(positionals, expected: "no arguments")
    }
    for (index, definition) in definitions.enumerated() {
      try definition.read(index == positional ? positionals : given[index])
    }
    for (index, definition) in definitions.enumerated()
    where definition.isRequired && given[index].isEmpty {
      guard case .option(let placeholder, _) = definition.kind else { continue }
      throw UsageError("\(command) needs \(definition.names[0]) \(placeholder)")
    }
  }

  /// Every group's `validate()`, inner groups first.
  func validateGroups() throws {
    for validation in properties.flatMap(\.validations) { try validation() }
  }

  /// The words given for each declaration, by its index (a flag has one empty word each time
  /// it is given), and the positional words. `--width=320` is read as `--width 320`.
  private func sort(_ words: [String]) throws -> (given: [[String]], positionals: [String]) {
    var given = [[String]](repeating: [], count: definitions.count)
    var positionals: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard Self.isOption(word) else {
        positionals.append(word)
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard let found = definitions.firstIndex(where: { $0.names.contains(parts[0]) }) else {
        throw UsageError(
          "unknown option \(parts[0])"
            + Suggestion.clause(for: parts[0], among: definitions.flatMap(\.names)))
      }
      let definition = definitions[found]
      var value = parts.count == 2 ? parts[1] : ""
      if case .option(_, let implicitValue) = definition.kind, parts.count == 1 {
        // A value that may be left out is the next word only when that word is no option.
        if let implicitValue, index == words.count || Self.isOption(words[index]) {
          value = implicitValue
        } else {
          guard index < words.count else { throw UsageError("\(word) needs a value") }
          value = words[index]
          index += 1
        }
      } else if !definition.takesValue, parts.count == 2 {
        throw UsageError("\(parts[0]) takes no value")
      }
      given[found].append(value)
    }
    return (given, positionals)
  }

  private static func isOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-"
  }

  /// "expected one scenario, got default stray", "expected no arguments, got nothing".
  private static func wrongCount(_ positionals: [String], expected: String) -> UsageError {
    UsageError(
      "expected \(expected), got "
        + (positionals.isEmpty ? "nothing" : positionals.joined(separator: " ")))
  }
}
