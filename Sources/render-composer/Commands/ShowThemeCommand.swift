import ArgumentParsing
import ComposerRender
import SPTheme

/// The standard theme written out in full, every token with its value, light and dark, each
/// Increase Contrast variant, each type token at every Dynamic Type size, so a theme file can
/// start from it: `--theme` reads it back as the same theme, and any part of it as a change of
/// just those tokens.
struct ShowThemeCommand: Command {
  static let configuration = CommandConfiguration(
    name: "show-theme", summary: "print the standard theme as JSON, every token written out",
    discussion: """
      render-composer show-theme > brand.json; keep the tokens you change; render-composer \
      render default --theme brand.json -o brand.png. With --theme FILE it prints that file's \
      theme in full.
      """)

  @Option(
    "-o", "--output", value: .text("FILE"), help: "where the JSON goes",
    shownDefault: "standard output")
  var output = "-"
  @OptionGroup var theme: ThemeOption

  func run() throws -> ExitCode {
    try Output.write(Array((try theme.theme(over: nil) ?? .standard).json()) + [0x0A], to: output)
    return .success
  }
}
