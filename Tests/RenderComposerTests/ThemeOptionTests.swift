import ComposerRender
import Foundation
import GoldenSnapshots
import SPTheme
import TestSupport
import Testing

/// `render-composer show-theme` and `--theme FILE`: the round trip, refusals, and the manifest.
@Suite struct ThemeOptionTests {
  /// `show-theme`'s output, given back as `--theme`, draws the very bytes the standard theme
  /// draws: light and dark, Increase Contrast, an accessibility size.
  @Test(.needsFonts) func showThemeGivenBackDrawsByteIdenticalPictures() throws {
    let directory = try temporaryDirectory()
    let theme = "\(directory)/standard.json"
    let shown = try runTool(["show-theme", "-o", theme])
    #expect(shown.status == 0, "\(shown.error)")
    try Data(##"{"name": "ic", "text": "Hi", "contrast": "increased"}"##.utf8).write(
      to: URL(fileURLWithPath: "\(directory)/ic.json"))
    for words in [
      ["typing-one-line"], ["menu-open", "--color-scheme", "dark"], ["\(directory)/ic.json"],
      ["default", "--type-size", "accessibility3"],
    ] {
      let plain = try runTool(["render"] + words + ["-o", "\(directory)/plain.png"])
      let themed = try runTool(
        ["render"] + words + ["--theme", theme, "-o", "\(directory)/themed.png"])
      #expect(plain.status == 0 && themed.status == 0, "\(plain.error)\(themed.error)")
      #expect(
        FileManager.default.contents(atPath: "\(directory)/plain.png")
          == FileManager.default.contents(atPath: "\(directory)/themed.png"), "\(words)")
    }
  }

  /// A `--theme` file's own symbols may be named by the modes of a scenario file and of a
  /// `--scenarios` folder, and draw as they would from the scenario's own `symbols`.
  @Test(.needsFonts) func aThemeOptionsSymbolsAreTheScenariosToName() throws {
    let directory = try temporaryDirectory()
    let scenarios = "\(directory)/scenarios"
    try FileManager.default.createDirectory(atPath: scenarios, withIntermediateDirectories: true)
    let path = "M6 6h12v12H6z"
    try Data(#"{"symbols": {"brand.square": "\#(path)"}}"#.utf8).write(
      to: URL(fileURLWithPath: "\(directory)/brand.json"))
    let modes = #""availableModes": [{"id": "own", "title": "Own", "symbol": "brand.square"}]"#
    try Data("{\(modes)}".utf8).write(to: URL(fileURLWithPath: "\(scenarios)/own.json"))
    try Data(#"{\#(modes), "symbols": {"brand.square": "\#(path)"}}"#.utf8).write(
      to: URL(fileURLWithPath: "\(directory)/inline.json"))
    let themed = try runTool([
      "render", "\(scenarios)/own.json", "--theme", "\(directory)/brand.json", "-o",
      "\(directory)/themed.png",
    ])
    #expect(themed.status == 0, "\(themed.error)")
    let inline = try runTool([
      "render", "\(directory)/inline.json", "-o", "\(directory)/inline.png",
    ])
    #expect(inline.status == 0, "\(inline.error)")
    #expect(
      FileManager.default.contents(atPath: "\(directory)/themed.png")
        == FileManager.default.contents(atPath: "\(directory)/inline.png"))
    let gallery = try runTool([
      "gallery", "--scenarios", scenarios, "--theme", "\(directory)/brand.json", "-o",
      "\(directory)/gallery",
    ])
    #expect(gallery.status == 0, "\(gallery.error)")
    // Without the theme, the symbol is refused by name.
    let plain = try runTool(["render", "\(scenarios)/own.json", "-o", "\(directory)/plain.png"])
    #expect(plain.status == 2)
    #expect(
      plain.error.contains(
        #"`availableModes[0].symbol`: no stand-in glyph for SF Symbol "brand.square""#))
  }

  /// A bad theme file: exit 2, the file and the key named, and no picture or golden written.
  @Test func theToolRefusesABadThemeAndWritesNothing() throws {
    let directory = try temporaryDirectory()
    let theme = "\(directory)/bad.json"
    try Data(##"{"color": {"accent": {"light": "#12345"}}}"##.utf8).write(
      to: URL(fileURLWithPath: theme))
    let message =
      "error: --theme \(theme): `color.accent.light`: expected a colour as #RRGGBB or "
      + "#RRGGBBAA, got \"#12345\"\n"
    let render = try runTool(["render", "default", "--theme", theme, "-o", "\(directory)/a.png"])
    #expect(render.status == 2)
    #expect(render.error == message)
    let record = try runTool([
      "record", "--only", "default", "--snapshots", "\(directory)/goldens", "--theme", theme,
    ])
    #expect(record.status == 2)
    #expect(record.error == message)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["bad.json"])
  }

  /// A golden recorded with `--theme` names its theme in the manifest; one drawn with the
  /// standard theme names none.
  @Test(.needsFonts) func theManifestNamesTheThemeThatDrewAGolden() throws {
    let directory = try temporaryDirectory()
    let theme = "\(directory)/red.json"
    try Data(##"{"color": {"accent": {"light": "#FF0000"}}}"##.utf8).write(
      to: URL(fileURLWithPath: theme))
    let goldens = "\(directory)/goldens"
    let themed = try runTool([
      "record", "--only", "typing-one-line.light", "--snapshots", goldens, "--theme", theme,
    ])
    #expect(themed.status == 0, "\(themed.error)")
    let plain = try runTool(["record", "--only", "default.light", "--snapshots", goldens])
    #expect(plain.status == 0, "\(plain.error)")
    let manifest = try #require(try GoldenManifest.read(from: goldens))
    let red = try SPTheme(contentsOfFile: theme)
    #expect(red.manifestName?.hasPrefix("xxh3:") == true)
    #expect(manifest.goldens["typing-one-line.light.png"]?.theme == red.manifestName)
    let standard = try #require(manifest.goldens["default.light.png"])
    #expect(standard.theme == nil)
    // Checked without the theme, the failure says which theme drew the golden.
    let check = try runTool(["check", "--only", "typing-one-line.light", "--snapshots", goldens])
    #expect(check.status == 1)
    #expect(
      (check.output + check.error).contains(
        "The golden was drawn with theme \(red.manifestName ?? ""), this picture with the "
          + "standard theme."))
  }
}
