import ComposerRender

/// A scenario written out in full, every key with its value, so a scenario file can start from
/// a catalog state: `render` reads it back as the same scenario, byte for byte when it is shown
/// again.
struct ShowCommand: Command {
  static let name = "show"
  static let summary = "print a scenario as JSON, every key written out, to start a file from"
  static let output = Option<String>.text(
    "-o", "--output", value: "FILE", "where the JSON goes"
  ).defaulting(to: "standard output")
  static let arguments = ScenarioArguments.declarations(with: output)
  static let discussion = """
    render-composer show menu-open > mine.json; edit it; render-composer render mine.json -o \
    mine.png. The overrides (--width, --color-scheme, …) are written into the JSON.
    """

  let scenario: ScenarioArguments
  let output: String

  init(parsing arguments: Arguments) throws {
    scenario = try ScenarioArguments(arguments)
    output = try arguments.value(Self.output) ?? "-"
  }

  func run() throws -> ExitCode {
    try Output.write(Array(try scenario.load().json()) + [0x0A], to: output)
    return .success
  }
}
