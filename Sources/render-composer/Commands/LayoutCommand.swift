import ComposerRender

struct LayoutCommand: Command {
  static let name = "layout"
  static let summary = "print every element's frame as JSON"
  static let output = Option<String>.text(
    "-o", "--output", value: "FILE", "where the JSON goes"
  ).defaulting(to: "standard output")
  static let arguments = ScenarioArguments.declarations(with: output)

  let scenario: ScenarioArguments
  let output: String

  init(parsing arguments: Arguments) throws {
    scenario = try ScenarioArguments(arguments)
    output = try arguments.value(Self.output) ?? "-"
  }

  func run() throws -> ExitCode {
    let layout = try ComposerRenderer().layout(try scenario.load())
    try Output.write(Array(layout.framesJSON()) + [0x0A], to: output)
    return .success
  }
}
