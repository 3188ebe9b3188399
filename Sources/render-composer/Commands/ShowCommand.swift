import ArgumentParsing
import ComposerRender

/// A scenario written out in full, every key with its value, so a scenario file can start from
/// a catalog state: `render` reads it back as the same scenario, and showing that file gives
/// the same bytes again.
struct ShowCommand: Command {
  static let configuration = CommandConfiguration(
    name: "show", summary: "print a scenario as JSON, every key written out, to start a file from",
    discussion: """
      render-composer show menu-open > mine.json; edit it; render-composer render mine.json -o \
      mine.png. The overrides (--width, --color-scheme, …) are written into the JSON.
      """)

  @OptionGroup var text: ScenarioText

  func run() throws -> ExitCode {
    try text.write { Array($0.json()) + [0x0A] }
    return .success
  }
}
