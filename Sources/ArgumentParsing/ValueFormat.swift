import ToolSupport

/// The form an option's value takes: its placeholder in the help (`FILE`, `PT`), the values it
/// allows in the words both its refusal and its help use ("a number from 1.0 to 4.0"), and how
/// a word becomes a `Value`.
public struct ValueFormat<Value>: Sendable {
  /// `FILE`, `N`, `light|dark`.
  let placeholder: String
  /// What `--help` adds after the option's summary; nil when the placeholder says it already
  /// (`light|dark`) or there is nothing to say (any text).
  let helpNote: String?
  /// The word's value; throws a ``UsageError`` naming the option, whose name is the second
  /// argument.
  let read: @Sendable (_ word: String, _ option: String) throws -> Value

  /// A value `accept` reads, or refuses with nil: the refusal names the option and `allowed`,
  /// in the words the help uses too, then the nearest of `candidates` ("did you mean").
  public init(
    _ placeholder: String, allowed: String, candidates: [String] = [],
    accept: @escaping @Sendable (String) -> Value?
  ) {
    self.init(placeholder, helpNote: allowed, allowed: allowed, candidates: candidates, accept)
  }

  private init(
    _ placeholder: String, helpNote: String?, allowed: String, candidates: [String],
    _ accept: @escaping @Sendable (String) -> Value?
  ) {
    self.placeholder = placeholder
    self.helpNote = helpNote
    read = { word, option in
      // Whatever the value, a word with a control character is refused as `text` refuses it:
      // a file name (`pngFile`) would otherwise reach every message that names it.
      guard let value = accept(try refusingControlCharacters(word, of: option)) else {
        throw UsageError(
          "\(option) must be \(allowed), got \"\(word.terminalEscapedLine)\""
            + Suggestion.clause(for: word, among: candidates))
      }
      return value
    }
  }

  /// A value `parse` reads or refuses by throwing, its error's description then the refusal
  /// (when the value's own type words it best, naming what is allowed).
  public static func parsing(
    _ placeholder: String, with parse: @escaping @Sendable (String) throws -> Value
  ) -> ValueFormat {
    ValueFormat(placeholder: placeholder, helpNote: nil) { word, _ in
      do {
        return try parse(word)
      } catch let error as UsageError {
        throw error
      } catch {
        throw UsageError("\(error)")
      }
    }
  }

  private init(
    placeholder: String, helpNote: String?,
    read: @escaping @Sendable (String, String) throws -> Value
  ) {
    self.placeholder = placeholder
    self.helpNote = helpNote
    self.read = read
  }
}

extension ValueFormat where Value == String {
  /// Any text without control characters: a path, a name. A line break or an escape
  /// sequence in a path would reach every message that names it, so it is refused here.
  public static func text(_ placeholder: String) -> ValueFormat {
    ValueFormat(placeholder: placeholder, helpNote: nil) { word, option in
      try refusingControlCharacters(word, of: option)
    }
  }
}

/// `word`, unless it holds a control character: paths and names (options' text, positional
/// words) are refused with one, naming `argument`, since it would reach every message and
/// page that names them.
func refusingControlCharacters(_ word: String, of argument: String) throws -> String {
  guard !word.containsControlCharacter else {
    throw UsageError(
      "\(argument) must be text without control characters (line breaks, tabs, escapes), "
        + "got \"\(word.terminalEscapedLine)\"")
  }
  return word
}

extension ValueFormat where Value == Double {
  /// A finite number in `range`.
  public static func number(_ placeholder: String, in range: ClosedRange<Double>) -> ValueFormat {
    ValueFormat(placeholder, allowed: "a number from \(range.lowerBound) to \(range.upperBound)") {
      Double($0).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
    }
  }
}

extension ValueFormat where Value == Int {
  /// A whole number in `range`; one up to `Int.max` reads "0 or more".
  public static func integer(_ placeholder: String, in range: ClosedRange<Int>) -> ValueFormat {
    let allowed =
      range.upperBound == Int.max
      ? "a whole number, \(range.lowerBound) or more"
      : "a whole number from \(range.lowerBound) to \(range.upperBound)"
    return ValueFormat(placeholder, allowed: allowed) {
      Int($0).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}

extension ValueFormat
where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the enum's cases by its raw value. The refusal lists them all and suggests the
  /// nearest; a choice of up to three shows them as its placeholder (`light|dark`), a longer
  /// one shows `placeholder` and lists them in the help.
  public static func choice(_ placeholder: String) -> ValueFormat {
    let cases = Value.allCases.map(\.rawValue)
    let allowed =
      cases.count == 2
      ? "\(cases[0]) or \(cases[1])" : "one of \(cases.concatenated(separator: ", "))"
    let listsCases = cases.count <= 3
    return ValueFormat(
      listsCases ? cases.concatenated(separator: "|") : placeholder,
      helpNote: listsCases ? nil : allowed, allowed: allowed, candidates: cases,
      { Value(rawValue: $0) })
  }
}
