@_spi(Reflection) import Swift

/// One argument as parsing and `--help` see it, whatever the type of its property: the property
/// wrappers make it from their declaration, and it reads the words given for it back into them.
struct ArgumentDefinition {
  enum Kind {
    /// `--width PT`. `implicitValue` is what the option means when given without its value
    /// (`--json` alone as `--json -`); nil when the value is required.
    case option(placeholder: String, implicitValue: String?)
    case flag
    /// The words that are no option: `<scenario>`, or `<expected.png> <actual.png>` for two;
    /// `expected` says how many the refusal wanted ("one scenario").
    case positional(synopsis: String, count: ClosedRange<Int>, expected: String)
  }

  /// The names that select it (`-o`, `--output`); none for positional words.
  let names: [String]
  let kind: Kind
  /// Whether the command cannot run without it (positional words count theirs instead).
  let isRequired: Bool
  let repeats: Bool
  /// The right column of `--help`: what it does, what it allows, its default.
  let help: String
  /// Turns the words given for it, in order, into its property's value; throws a
  /// ``UsageError`` naming the argument when one is not allowed.
  let read: ([String]) throws -> Void

  var takesValue: Bool {
    if case .option = kind { true } else { false }
  }

  var isPositional: Bool {
    if case .positional = kind { true } else { false }
  }

  /// How the usage line shows it: `<scenario>`, `-o FILE`, `[--width PT]`, `[--only NAME]...`.
  var synopsis: String {
    switch kind {
    case .option(let placeholder, let implicitValue):
      let option = "\(names[0]) \(Self.shown(placeholder, implicitValue))"
      return (isRequired ? option : "[\(option)]") + (repeats ? "..." : "")
    case .flag: return "[\(names[0])]"
    case .positional(let synopsis, _, _): return synopsis
    }
  }

  /// The left column of `--help`: `-o, --output FILE`, `--json [FILE]`, `<scenario>`.
  var label: String {
    switch kind {
    case .option(let placeholder, let implicitValue):
      return "\(names.joined(separator: ", ")) \(Self.shown(placeholder, implicitValue))"
    case .flag: return names.joined(separator: ", ")
    case .positional(let synopsis, _, _): return synopsis
    }
  }

  /// `FILE`, or `[FILE]` when the value may be left out.
  private static func shown(_ placeholder: String, _ implicitValue: String?) -> String {
    implicitValue == nil ? placeholder : "[\(placeholder)]"
  }
}

/// Where a property wrapper keeps its parsed value: a box of its own, which its definition's
/// `read` writes into, so that the wrapper and its definition do not hold each other.
final class ParsedValue<Value> {
  /// Nil until parsing sets it, unless the argument has a default.
  var value: Value?
  /// The argument, for the message when it is read too early.
  private let argument: String

  init(_ value: Value?, of argument: String) {
    self.value = value
    self.argument = argument
  }

  /// The value, which the command reads once parsing has set it.
  var current: Value {
    guard let value else { preconditionFailure("\(argument) is read before it was parsed") }
    return value
  }
}

/// A stored property that declares arguments: one (`@Option`, `@Flag`, `@Argument`) or, for
/// `@OptionGroup`, those of a whole group. The property wrappers are classes, subclasses of
/// this one: the parser tells them from a command's other stored properties by their type
/// alone (``argumentProperties(of:)``), and a copy of the command holds the same wrappers, so
/// what parsing writes is what the command's own property reads.
public class ArgumentProperty {
  /// The arguments it declares, in order.
  var definitions: [ArgumentDefinition] { [] }
  /// The groups' `validate()`, inner groups first.
  var validations: [() throws -> Void] { [] }

  init() {}
}

/// The argument properties of `value` (a struct), in the order they are declared: its stored
/// properties whose type is an ``ArgumentProperty``, each read where its type's layout puts
/// it, as the standard library's reflection lists them (`_forEachField`, Mirror's own source).
/// Not through `Mirror`: that asks the runtime whether the value's type and each property's
/// conform to a protocol (`CustomReflectable`, the wrappers' protocol), and the runtime's first
/// answer for a type reads every conformance record the tool holds, some 5 760 (the static
/// runtime and Foundation's). A `render` process made 21 such scans to parse its words, about
/// 0.6 ms of its 15; a class is told by its superclasses, without any. The options are given
/// by their raw value: the default, `[]`, goes through the standard library's generic
/// `SetAlgebra.init(_:)`, whose first use asks the runtime for the array's associated types:
/// parsing's share of a `render` process 5.9 → 5.3 % (`perf record` over 40 and 60 of them).
func argumentProperties(of value: some ParsableArguments) -> [ArgumentProperty] {
  let type = type(of: value)
  precondition(!(type is AnyClass), "\(type) declares arguments: make it a struct")
  var properties: [ArgumentProperty] = []
  let listed = withUnsafeBytes(of: value) { bytes in
    _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) { _, offset, fieldType, _ in
      if fieldType is ArgumentProperty.Type {
        properties.append(bytes.load(fromByteOffset: offset, as: ArgumentProperty.self))
      }
      return true
    }
  }
  precondition(listed, "the stored properties of \(type) cannot be listed")
  return properties
}
