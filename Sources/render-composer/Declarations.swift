import ComposerRender
import ModelComposer
import ToolSupport

/// One argument a command takes, declared once: parsing accepts exactly the declared ones and
/// `--help` lists them, so what the help says and what the command reads cannot drift apart.
protocol ArgumentDeclaration: Sendable {
  /// The names that select it (`-o`, `--output`); none for positional arguments.
  var names: [String] { get }
  var takesValue: Bool { get }
  /// How the usage line shows it: `<scenario>`, `-o FILE`, `[--width PT]`, `[--only NAME]...`.
  var synopsis: String { get }
  /// The left column of `--help`'s list: `-o, --output FILE`.
  var label: String { get }
  /// The right column: what it does and what it allows.
  var help: String { get }
  /// The value an option takes when its value is left out (`--json` alone means `--json -`);
  /// nil when the value is required.
  var implicitValue: String? { get }
}

extension ArgumentDeclaration {
  var implicitValue: String? { nil }
}

/// An option with a value, turned into a `Value` and checked as it is read.
struct Option<Value>: ArgumentDeclaration {
  let names: [String]
  /// The value's placeholder in the help: `FILE`, `PT`, `N`.
  let valueName: String
  let summary: String
  /// The values it takes, in the words its error and its help both use ("light or dark").
  let allowed: String?
  var isRequired = false
  var repeats = false
  var implicitValue: String?
  /// What happens without it, as the help says it: "gallery", "the number of cores".
  var defaultValue: String?
  let convert: @Sendable (String) throws -> Value

  var takesValue: Bool { true }
  var name: String { names.last! }

  var synopsis: String {
    let option = "\(names[0]) \(shownValue)"
    return (isRequired ? option : "[\(option)]") + (repeats ? "..." : "")
  }

  var label: String { "\(names.joined(separator: ", ")) \(shownValue)" }

  /// `FILE`, or `[FILE]` when the value may be left out.
  private var shownValue: String { implicitValue == nil ? valueName : "[\(valueName)]" }

  /// The summary, then the values it allows unless the label lists them (`light|dark`), the
  /// default and whether it repeats.
  var help: String {
    summary + (allowed.map { valueName.contains("|") ? "" : ", \($0)" } ?? "")
      + (defaultValue.map { " (default: \($0))" } ?? "") + (repeats ? "; may be repeated" : "")
  }

  func required() -> Option {
    var option = self
    option.isRequired = true
    return option
  }

  func repeatable() -> Option {
    var option = self
    option.repeats = true
    return option
  }

  func defaulting(to value: String) -> Option {
    var option = self
    option.defaultValue = value
    return option
  }

  /// The option may be given without its value, which then is `value`.
  func valueOptional(meaning value: String) -> Option {
    var option = self
    option.implicitValue = value
    return option
  }
}

extension Option {
  /// An option whose value `accept` turns into a `Value`, or refuses with nil: the refusal
  /// names the option and `allowed`, in the words the help uses too.
  init(
    _ names: [String], value: String, _ summary: String, allowed: String,
    accept: @escaping @Sendable (String) -> Value?
  ) {
    let name = names.last!
    self.init(names: names, valueName: value, summary: summary, allowed: allowed) { text in
      guard let value = accept(text) else {
        throw UsageError(description: "\(name) must be \(allowed), got \"\(text)\"")
      }
      return value
    }
  }
}

extension Option where Value == String {
  /// Any text: a path, a name.
  static func text(_ names: String..., value: String, _ summary: String) -> Option {
    Option(names: names, valueName: value, summary: summary, allowed: nil) { $0 }
  }
}

extension Option where Value == Double {
  static func number(
    _ name: String, value: String, in range: ClosedRange<Double>, _ summary: String
  ) -> Option {
    Option(
      [name], value: value, summary,
      allowed: "a number from \(range.lowerBound) to \(range.upperBound)"
    ) { text in
      Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
    }
  }
}

extension Option where Value == Int {
  static func integer(_ name: String, value: String, in range: ClosedRange<Int>, _ summary: String)
    -> Option
  {
    let allowed =
      range.upperBound == Int.max
      ? "a whole number, \(range.lowerBound) or more"
      : "a whole number from \(range.lowerBound) to \(range.upperBound)"
    return Option([name], value: value, summary, allowed: allowed) { text in
      Int(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the enum's cases by its raw value; the help and the error list them all, and a
  /// choice of up to three shows them as its value (`--color-scheme light|dark`).
  static func choice(_ name: String, value: String, _ summary: String) -> Option {
    let cases = Value.allCases.map(\.rawValue)
    let allowed =
      cases.count == 2 ? "\(cases[0]) or \(cases[1])" : "one of \(cases.joined(separator: ", "))"
    return Option(
      names: [name], valueName: cases.count <= 3 ? cases.joined(separator: "|") : value,
      summary: summary, allowed: allowed
    ) { text in
      guard let value = Value(rawValue: text) else {
        throw UsageError(
          description:
            "\(name) must be \(allowed), got \"\(text)\"\(Suggestion.clause(for: text, among: cases))"
        )
      }
      return value
    }
  }
}

/// An option without a value: present or not.
struct Flag: ArgumentDeclaration {
  let names: [String]
  let help: String

  init(_ names: String..., help: String) {
    self.names = names
    self.help = help
  }

  var takesValue: Bool { false }
  var synopsis: String { "[\(names[0])]" }
  var label: String { names.joined(separator: ", ") }
}

/// The words that are not options, such as a scenario or two PNG files.
struct Positional: ArgumentDeclaration {
  /// `<scenario>`, or `<expected.png> <actual.png>` for two.
  let synopsis: String
  let help: String
  let count: ClosedRange<Int>
  /// "one scenario": what the error says was expected.
  let expected: String

  var names: [String] { [] }
  var takesValue: Bool { false }
  var label: String { synopsis }
}
