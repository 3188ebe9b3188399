import ArgumentParsing
import ComposerRender
import Raster

struct RenderCommand: Command {
  static let configuration = CommandConfiguration(
    name: "render", summary: "draw one scenario to a PNG")

  @Option(
    "-o", "--output", value: .pngFile(), help: "the PNG to write"
  )
  var output: String
  @OptionGroup var scenario: ScenarioOptions

  func run() throws -> ExitCode {
    let picture = try ComposerRenderer().render(try scenario.load())
    try Output.write(try PNG.encode(picture), to: output)
    return .success
  }
}
