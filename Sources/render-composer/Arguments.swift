import ComposerRender
import ModelComposer
import ToolSupport

/// A mistake on the command line; the tool prints it with the command's usage and exits 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
}

/// Input that makes a run pointless, such as a folder without goldens; the tool prints it
/// alone (the command line itself was fine) and exits 2.
struct InputError: Error, CustomStringConvertible {
  var description: String
}

/// The words after a command, sorted against what the command declares: each option's values
/// by name, and the positional words. A word the command does not declare, a missing value or
/// a wrong number of positional words is an error here, before the command reads anything,
/// so no command can forget to refuse one.
struct Arguments {
  /// The values given for each declared option, keyed by its first name, in order; a flag
  /// has one empty value each time it is given.
  private var given: [String: [String]] = [:]
  private let declaredNames: Set<String>
  let positionals: [String]
  /// "render": for messages.
  let command: String

  init(_ words: [String], command: String, declared: [any ArgumentDeclaration]) throws {
    self.command = command
    declaredNames = Set(declared.compactMap(\.names.first))
    var positionals: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.hasPrefix("-"), word != "-" else {
        positionals.append(word)
        continue
      }
      // `--width=320` as well as `--width 320`.
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard let declaration = declared.first(where: { $0.names.contains(parts[0]) }) else {
        throw UsageError(
          description: "unknown option \(parts[0])"
            + Suggestion.clause(for: parts[0], among: declared.flatMap(\.names)))
      }
      var value = parts.count == 2 ? parts[1] : ""
      if declaration.takesValue, parts.count == 1 {
        // An option whose value may be left out takes the next word only if it is no option.
        if let implicit = declaration.implicitValue,
          index == words.count || (words[index].hasPrefix("-") && words[index] != "-")
        {
          value = implicit
        } else {
          guard index < words.count else { throw UsageError(description: "\(word) needs a value") }
          value = words[index]
          index += 1
        }
      } else if !declaration.takesValue, parts.count == 2 {
        throw UsageError(description: "\(parts[0]) takes no value")
      }
      given[declaration.names[0], default: []].append(value)
    }
    let positional = declared.lazy.compactMap { $0 as? Positional }.first
    guard (positional?.count ?? 0...0).contains(positionals.count) else {
      throw UsageError(
        description:
          "expected \(positional?.expected ?? "no arguments"), got "
          + (positionals.isEmpty ? "nothing" : positionals.joined(separator: " ")))
    }
    self.positionals = positionals
  }

  /// The option's value, the last one when it is given more than once; nil when absent.
  func value<Value>(_ option: Option<Value>) throws -> Value? {
    try values(option).last
  }

  /// Every value of a repeatable option, in order.
  func values<Value>(_ option: Option<Value>) throws -> [Value] {
    try occurrences(of: option).map(option.convert)
  }

  /// The value of an option the command cannot run without.
  func required<Value>(_ option: Option<Value>) throws -> Value {
    guard let value = try value(option) else {
      throw UsageError(description: "\(command) needs \(option.names[0]) \(option.valueName)")
    }
    return value
  }

  func flag(_ flag: Flag) -> Bool {
    !occurrences(of: flag).isEmpty
  }

  private func occurrences(of declaration: some ArgumentDeclaration) -> [String] {
    precondition(
      declaredNames.contains(declaration.names[0]),
      "\(command) reads \(declaration.names[0]) without declaring it")
    return given[declaration.names[0]] ?? []
  }
}
