/// The words that are no option, declared once as a property: a command has at most one such
/// declaration, which says how many words it takes.
///
///     @Argument("<scenario>", help: "a JSON file or a catalog name", expected: "one scenario")
///     var source: String
///     @Argument("<a.png> <b.png>", help: "the two pictures", count: 2...2, expected: "two files")
///     var files: [String]
///
/// A wrong number of words is refused with `expected`: "expected one scenario, got nothing".
@propertyWrapper
public final class Argument<Value>: ArgumentProperty {
  private let parsed: ParsedValue<Value>
  private let definition: ArgumentDefinition

  public var wrappedValue: Value { parsed.current }

  private init(
    synopsis: String, help: String, count: ClosedRange<Int>, expected: String,
    value: @escaping ([String]) -> Value
  ) {
    let parsed = ParsedValue<Value>(nil, of: synopsis)
    self.parsed = parsed
    definition = ArgumentDefinition(
      names: [], kind: .positional(synopsis: synopsis, count: count, expected: expected),
      isRequired: false, repeats: false, help: help,
      read: { words in parsed.value = value(words) })
  }

  override var definitions: [ArgumentDefinition] { [definition] }
}

extension Argument where Value == String {
  /// Exactly one word.
  public convenience init(_ synopsis: String, help: String, expected: String) {
    self.init(synopsis: synopsis, help: help, count: 1...1, expected: expected) { $0[0] }
  }
}

extension Argument where Value == [String] {
  /// As many words as `count` allows, in order.
  public convenience init(
    _ synopsis: String, help: String, count: ClosedRange<Int>, expected: String
  ) {
    self.init(synopsis: synopsis, help: help, count: count, expected: expected) { $0 }
  }
}
