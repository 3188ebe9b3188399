import ComposerRender
import Raster

struct AccessibilityCommand: Command {
  static let name = "a11y"
  static let summary = "print the VoiceOver reading order; optionally draw it over the card"
  static let overlay = Option<String>.text(
    "--overlay", value: "FILE",
    "also draw each element, outlined and numbered, over the card into this PNG")
  static let arguments = ScenarioArguments.declarations(with: overlay)
  static let discussion = "One element a line: number, label, value, traits, frame in points."

  let scenario: ScenarioArguments
  let overlay: String?

  init(parsing arguments: Arguments) throws {
    scenario = try ScenarioArguments(arguments)
    overlay = try arguments.value(Self.overlay)
  }

  func run() throws -> ExitCode {
    let renderer = try ComposerRenderer()
    let layout = try renderer.layout(try scenario.load())
    print(try layout.accessibilityReading)
    if let overlay {
      try Output.write(try PNG.encode(try renderer.accessibilityOverlay(layout)), to: overlay)
    }
    return .success
  }
}
