import ComposerRender
import Raster

struct RenderCommand: Command {
  static let name = "render"
  static let summary = "draw one scenario to a PNG"
  static let output = Option<String>.text(
    "-o", "--output", value: "FILE", "the PNG to write; - writes it to standard output"
  ).required()
  static let arguments = ScenarioArguments.declarations(with: output)

  let scenario: ScenarioArguments
  let output: String

  init(parsing arguments: Arguments) throws {
    scenario = try ScenarioArguments(arguments)
    output = try arguments.required(Self.output)
  }

  func run() throws -> ExitCode {
    let picture = try ComposerRenderer().render(try scenario.load())
    try Output.write(try PNG.encode(picture), to: output)
    return .success
  }
}
