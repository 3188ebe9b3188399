/// The arguments another ``ParsableArguments`` type declares, taken in where this property is
/// declared: options several commands share are declared once, in their group.
///
///     @OptionGroup var scenario: ScenarioOptions
///     @OptionGroup var tolerance = ToleranceOptions(default: .antialiasing)
///
/// The group's `validate()` runs once its arguments are read, before the command's own.
@propertyWrapper
public final class OptionGroup<Group: ParsableArguments>: ArgumentProperty {
  private let parsed: ParsedValue<Group>

  /// The group as its `init()` declares it.
  public override init() {
    parsed = ParsedValue(Group(), of: "\(Group.self)")
  }

  /// The group as `wrappedValue` declares it, for a group whose declarations depend on the
  /// command (a default that differs).
  public init(wrappedValue: Group) {
    parsed = ParsedValue(wrappedValue, of: "\(Group.self)")
  }

  public var wrappedValue: Group { parsed.current }

  override var definitions: [ArgumentDefinition] {
    argumentProperties(of: parsed.current).flatMap(\.definitions)
  }

  override var validations: [() throws -> Void] {
    let parsed = parsed
    return argumentProperties(of: parsed.current).flatMap(\.validations) + [
      { try parsed.value?.validate() }
    ]
  }
}
