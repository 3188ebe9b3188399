import ArgumentParsing
import ComposerRender
import SPTheme

/// `--theme FILE`, for every command that draws: a theme file, any part of what `show-theme`
/// prints, whose tokens replace those of each scenario's theme (its own `theme`, else the
/// standard one), as the other overrides replace a scenario's keys. A bad file is refused
/// before anything is drawn, with the key named.
struct ThemeOption: ParsableArguments {
  @Option(
    "--theme", value: .text("FILE"),
    help: "a theme file (JSON: any part of what show-theme prints) to draw with",
    shownDefault: "the scenario's theme, else the standard one")
  var path: String?

  /// Reads the file as soon as the arguments are read, so a bad one is refused before anything
  /// is drawn; each use reads it again over its own base (a theme file is a few kilobytes).
  mutating func validate() throws {
    _ = try theme(over: nil)
  }

  /// `base` (nil: the renderer's, the standard theme) with the file's tokens; `base` itself
  /// without `--theme`.
  func theme(over base: SPTheme?) throws -> SPTheme? {
    guard let path else { return base }
    do {
      return try SPTheme(contentsOfFile: path, over: base ?? .standard)
    } catch let error as ScenarioError {
      throw InputError(description: "--theme \(path): \(error)")
    }
  }

  /// The scenario with the file's tokens in its theme.
  func apply(to scenario: inout Scenario) throws {
    scenario.theme = try theme(over: scenario.theme)
  }

  /// A renderer whose theme, for the scenarios and films without one of their own, is the
  /// file's over the standard theme.
  func renderer() throws -> ComposerRenderer {
    try ComposerRenderer(theme: theme(over: nil) ?? .standard)
  }
}
