import ArgumentParsing
import ComposerRender
import Raster

struct AccessibilityCommand: Command {
  static let configuration = CommandConfiguration(
    name: "a11y", summary: "print the VoiceOver reading order; optionally draw it over the card",
    discussion: "One element a line: number, label, value, traits, frame in points.")

  @Option(
    "--overlay", value: .pngFile(),
    help: "also draw each element, outlined and numbered, over the card into this PNG")
  var overlay: String?
  @OptionGroup var scenario: ScenarioOptions

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
