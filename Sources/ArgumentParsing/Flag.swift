/// An option without a value, declared once as a property: false unless given.
///
///     @Flag("--reduce-motion", help: "film it as with Reduce Motion on")
///     var reducesMotion: Bool
@propertyWrapper
public final class Flag: ArgumentProperty {
  private let parsed: ParsedValue<Bool>
  private let definition: ArgumentDefinition

  public init(_ names: String..., help: String) {
    precondition(!names.isEmpty, "a flag needs a name")
    let parsed = ParsedValue(false, of: names[0])
    self.parsed = parsed
    definition = ArgumentDefinition(
      names: names, kind: .flag, isRequired: false, repeats: false, help: help,
      read: { words in parsed.value = !words.isEmpty })
  }

  override var definitions: [ArgumentDefinition] { [definition] }

  public var wrappedValue: Bool { parsed.current }
}
