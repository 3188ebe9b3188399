/// An option with a value, declared once as a property:
///
///     @Option("-o", "--output", value: .text("FILE"), help: "the PNG to write")
///     var output: String                 // required: "render needs -o FILE"
///     @Option("--width", value: .number("PT", in: 100...4096), help: "the device's width")
///     var width: Double?                 // nil when not given
///     @Option("--fps", value: .integer("N", in: 1...240), help: "frames a second")
///     var fps = 60                       // "(default: 60)"
///     @Option("--only", value: .text("NAME"), help: "a picture")
///     var only: [String] = []            // "; may be repeated"
///
/// Given more than once, a single option keeps its last value; every value is checked. The
/// help reads the summary, then what the format allows, the default and whether it repeats.
@propertyWrapper
public final class Option<Value>: ArgumentProperty {
  private let parsed: ParsedValue<Value>
  private let definition: ArgumentDefinition

  public var wrappedValue: Value { parsed.current }

  /// `names` first the short one, if any; `shownDefault` is what happens without the option,
  /// as the help says it ("the number of cores"), nil to say nothing; `implicitValue` is what
  /// the option means given without its value, nil when the value is required.
  private init<Element>(
    names: [String], format: ValueFormat<Element>, help summary: String, initial: Value?,
    shownDefault: String?, implicitValue: String? = nil, repeats: Bool = false,
    value: @escaping ([Element]) -> Value?
  ) {
    precondition(!names.isEmpty, "an option needs a name")
    let parsed = ParsedValue(initial, of: names[0])
    let name = names.last!
    self.parsed = parsed
    definition = ArgumentDefinition(
      names: names,
      kind: .option(placeholder: format.placeholder, implicitValue: implicitValue),
      isRequired: initial == nil, repeats: repeats,
      help: summary + (format.helpNote.map { ", \($0)" } ?? "")
        + (shownDefault.map { " (default: \($0))" } ?? "") + (repeats ? "; may be repeated" : ""),
      read: { words in
        let values = try words.map { try format.read($0, name) }
        if let value = value(values) { parsed.value = value }
      })
  }

  override var definitions: [ArgumentDefinition] { [definition] }
}

extension Option {
  /// An option the command cannot run without.
  public convenience init(_ names: String..., value format: ValueFormat<Value>, help: String) {
    self.init(
      names: names, format: format, help: help, initial: nil, shownDefault: nil, value: \.last)
  }

  /// An option with a default: `shownDefault`, else the value itself, is what the help says.
  public convenience init(
    wrappedValue: Value, _ names: String..., value format: ValueFormat<Value>, help: String,
    shownDefault: String? = nil
  ) {
    self.init(
      names: names, format: format, help: help, initial: wrappedValue,
      shownDefault: shownDefault ?? "\(wrappedValue)", value: \.last)
  }

  /// An option that may be left out, nil then.
  public convenience init<Wrapped>(
    _ names: String..., value format: ValueFormat<Wrapped>, implicitValue: String? = nil,
    help: String, shownDefault: String? = nil
  ) where Value == Wrapped? {
    self.init(
      names: names, format: format, help: help, initial: .some(nil), shownDefault: shownDefault,
      implicitValue: implicitValue, value: { $0.last.map { .some($0) } })
  }

  /// An option the command needs at least once, and may be given many times, every value
  /// kept in order.
  public convenience init<Element>(
    _ names: String..., value format: ValueFormat<Element>, help: String
  )
  where Value == [Element] {
    self.init(
      names: names, format: format, help: help, initial: nil, shownDefault: nil, repeats: true,
      value: { $0.isEmpty ? nil : $0 })
  }

  /// An option that may be given many times, every value kept in order, or left out.
  public convenience init<Element>(
    wrappedValue: Value, _ names: String..., value format: ValueFormat<Element>, help: String,
    shownDefault: String? = nil
  ) where Value == [Element] {
    self.init(
      names: names, format: format, help: help, initial: wrappedValue, shownDefault: shownDefault,
      repeats: true, value: { $0.isEmpty ? nil : $0 })
  }
}
