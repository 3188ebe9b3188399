import ComposerRender

struct LayoutCommand: Command {
  static let name = "layout"
  static let summary = "print every element's frame as JSON"
  static let output = ScenarioText.output("where the JSON goes")
  static let arguments = ScenarioArguments.declarations(with: output)

  let text: ScenarioText

  init(parsing arguments: Arguments) throws {
    text = try ScenarioText(arguments, output: Self.output)
  }

  func run() throws -> ExitCode {
    try text.write { Array(try ComposerRenderer().layout($0).framesJSON()) + [0x0A] }
    return .success
  }
}
