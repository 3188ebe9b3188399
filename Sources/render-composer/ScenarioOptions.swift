import ArgumentParsing
import ComposerRender
import Foundation
import ModelComposer
import SPTheme
import ToolSupport

/// The one scenario `render`, `animate`, `a11y`, `layout` and `show` take, from a file,
/// standard input or the catalog, with the command line's overrides, each checked against the
/// same ranges as the JSON keys. A command declares its one output before this group, so the
/// help lists the scenario, then that output, then the overrides.
struct ScenarioOptions: ParsableArguments {
  @Argument(
    "<scenario>", help: "a JSON file, - for standard input, or a catalog name (see `list`)",
    expected: "one scenario")
  var source: String
  @Option(
    "--device", value: .choice("DEVICE"),
    help: "the device's width and scale; --width and --scale win over it")
  var device: Device?
  @Option(
    "--width", value: .number("PT", in: Scenario.widthRange), help: "the device's width in points")
  var width: Double?
  @Option("--scale", value: .number("N", in: Scenario.scaleRange), help: "pixels per point")
  var scale: Double?
  @Option("--color-scheme", value: .choice("SCHEME"), help: "the colour scheme")
  var colorScheme: SPTheme.ColorScheme?
  @Option("--type-size", value: .choice("SIZE"), help: "the Dynamic Type size")
  var typeSize: SPTheme.DynamicTypeSize?
  @OptionGroup var theme: ThemeOption
  @OptionGroup var locale: LocaleOption

  /// Reads the scenario and applies the overrides.
  func load() throws -> Scenario {
    var scenario: Scenario
    if source == "-" {
      scenario = try Scenario(
        reading: FileHandle.standardInput, named: "standard input",
        outerTheme: theme.theme(over: nil))
    } else if FileManager.default.fileExists(atPath: source) {
      scenario = try Scenario(contentsOfFile: source, outerTheme: theme.theme(over: nil))
    } else if let entry = Catalog.entry(named: source) {
      scenario = entry.scenario
    } else {
      throw UsageError(
        "\(source) is neither a file nor a catalog scenario"
          + Suggestion.clause(for: source, among: Catalog.entries.map(\.name))
          + "; `render-composer list` names them")
    }
    if let device { scenario.device = device }
    scenario.width = width ?? scenario.width
    scenario.scale = scale ?? scenario.scale
    scenario.colorScheme = colorScheme ?? scenario.colorScheme
    scenario.dynamicTypeSize = typeSize ?? scenario.dynamicTypeSize
    try theme.apply(to: &scenario)
    return try locale.applied(to: scenario)
  }
}

/// One scenario and where a text made from it goes, as `layout` and `show` take them: `-o FILE`,
/// or standard output.
struct ScenarioText: ParsableArguments {
  @Option(
    "-o", "--output", value: .text("FILE"), help: "where the JSON goes",
    shownDefault: "standard output")
  var output = "-"
  @OptionGroup var scenario: ScenarioOptions

  /// Loads the scenario, makes the text and writes it whole.
  func write(_ text: (Scenario) throws -> [UInt8]) throws {
    try Output.write(try text(try scenario.load()), to: output)
  }
}

/// `--locale ID`: the scenario's, or every scenario's, language and formats, in place of their
/// own; the Research thread's models, chips and prompt follow it.
struct LocaleOption: ParsableArguments {
  @Option(
    "--locale", value: .text("ID"),
    help: "the locale: its language, digits, dates and times (de_DE, ja_JP, en-XA, ar-XB)",
    shownDefault: "the scenario's")
  var identifier: String?

  /// `scenario` in the locale, or as it is without `--locale`.
  func applied(to scenario: Scenario) throws -> Scenario {
    guard let identifier else { return scenario }
    guard Scenario.isLocaleIdentifier(identifier) else {
      throw UsageError("--locale \(identifier): must be \(Scenario.localeRule)")
    }
    var scenario = scenario
    scenario.locale = identifier
    return scenario
  }
}
