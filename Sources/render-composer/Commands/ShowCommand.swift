import ComposerRender

/// A scenario written out in full, every key with its value, so a scenario file can start from
/// a catalog state: `render` reads it back as the same scenario, and showing that file gives
/// the same bytes again.
struct ShowCommand: Command {
  static let name = "show"
  static let summary = "print a scenario as JSON, every key written out, to start a file from"
  static let output = ScenarioText.output("where the JSON goes")
  static let arguments = ScenarioArguments.declarations(with: output)
  static let discussion = """
    render-composer show menu-open > mine.json; edit it; render-composer render mine.json -o \
    mine.png. The overrides (--width, --color-scheme, …) are written into the JSON.
    """

  let text: ScenarioText

  init(parsing arguments: Arguments) throws {
    text = try ScenarioText(arguments, output: Self.output)
  }

  func run() throws -> ExitCode {
    try text.write { Array($0.json()) + [0x0A] }
    return .success
  }
}
