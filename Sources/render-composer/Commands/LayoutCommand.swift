import ArgumentParsing
import ComposerRender

struct LayoutCommand: Command {
  static let configuration = CommandConfiguration(
    name: "layout", summary: "print every element's frame as JSON")

  @OptionGroup var text: ScenarioText

  func run() throws -> ExitCode {
    try text.write { Array(try ComposerRenderer().layout($0).framesJSON()) + [0x0A] }
    return .success
  }
}
