import ComposerRender
import Foundation
import ModelComposer
import SPTheme
import ToolSupport

/// The one scenario `render`, `a11y`, `layout` and `show` take, from a file, standard input or the
/// catalog, with the command line's overrides, each checked against the same ranges as the
/// JSON keys.
struct ScenarioArguments {
  static let source = Positional(
    synopsis: "<scenario>",
    help: "a JSON file, - for standard input, or a catalog name (see `list`)", count: 1...1,
    expected: "one scenario")
  static let width = Option<Double>.number(
    "--width", value: "PT", in: Scenario.widthRange, "the device's width in points")
  static let scale = Option<Double>.number(
    "--scale", value: "N", in: Scenario.scaleRange, "pixels per point")
  static let colorScheme = Option<SPTheme.ColorScheme>.choice(
    "--color-scheme", value: "SCHEME", "the colour scheme")
  static let typeSize = Option<SPTheme.DynamicTypeSize>.choice(
    "--type-size", value: "SIZE", "the Dynamic Type size")

  /// How `render`, `a11y` and `layout` list their arguments: the scenario, then the one
  /// output each has, then the overrides.
  static func declarations(with output: any ArgumentDeclaration) -> [any ArgumentDeclaration] {
    [source, output, width, scale, colorScheme, typeSize]
  }

  let source: String
  let width: Double?
  let scale: Double?
  let colorScheme: SPTheme.ColorScheme?
  let typeSize: SPTheme.DynamicTypeSize?

  init(_ arguments: Arguments) throws {
    source = arguments.positionals[0]
    width = try arguments.value(Self.width)
    scale = try arguments.value(Self.scale)
    colorScheme = try arguments.value(Self.colorScheme)
    typeSize = try arguments.value(Self.typeSize)
  }

  /// Reads the scenario and applies the overrides.
  func load() throws -> Scenario {
    var scenario: Scenario
    if source == "-" {
      scenario = try Scenario(reading: FileHandle.standardInput, named: "standard input")
    } else if FileManager.default.fileExists(atPath: source) {
      scenario = try Scenario(contentsOfFile: source)
    } else if let entry = Catalog.entry(named: source) {
      scenario = entry.scenario
    } else {
      throw UsageError(
        description:
          "\(source) is neither a file nor a catalog scenario"
          + Suggestion.clause(for: source, among: Catalog.entries.map(\.name))
          + "; `render-composer list` names them")
    }
    scenario.width = width ?? scenario.width
    scenario.scale = scale ?? scenario.scale
    scenario.colorScheme = colorScheme ?? scenario.colorScheme
    scenario.dynamicTypeSize = typeSize ?? scenario.dynamicTypeSize
    return scenario
  }
}

/// One scenario and where a text made from it goes, as `layout` and `show` take them: `-o FILE`,
/// or standard output.
struct ScenarioText {
  let scenario: ScenarioArguments
  let output: String

  /// The `-o` option, with what the text is.
  static func output(_ summary: String) -> Option<String> {
    Option<String>.text("-o", "--output", value: "FILE", summary)
      .defaulting(to: "standard output")
  }

  init(_ arguments: Arguments, output: Option<String>) throws {
    scenario = try ScenarioArguments(arguments)
    self.output = try arguments.value(output) ?? "-"
  }

  /// Loads the scenario, makes the text and writes it whole.
  func write(_ text: (Scenario) throws -> [UInt8]) throws {
    try Output.write(try text(try scenario.load()), to: output)
  }
}
