import ComposerRender
import Foundation
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

/// An app's own symbol may be a glyph of a font file of its own, by the glyph's name or its
/// code point, in a scenario's `symbols` or a theme's; either is read by the same decoder and
/// refused the same way, key named. The font used here is Material Icons, the stand-ins' own,
/// so a glyph picked from it draws exactly as the stand-in for that glyph does.
@Suite(.needsFonts) struct FontGlyphSymbolTests {
  /// Material Icons' `language` glyph, at U+E894: the stand-in for SF Symbol `globe`.
  static let globeCodePoint = "U+E894"
  static let globeGlyphName = "language"

  var iconFont: String { get throws { try renderer.fonts.icon(named: "globe").face.path } }

  /// The Research thread with one mode, off, showing `symbol`.
  func scenario(showing symbol: String, _ change: (inout Scenario) -> Void = { _ in })
    -> Scenario
  {
    Scenario(name: "glyph") {
      $0.availableModes = [ModelComposer.Mode(id: "web", title: "Web", symbol: symbol)]
      $0.modes = []
      change(&$0)
    }
  }

  @Test func aGlyphByCodePointOrNameDrawsAsTheStandInForIt() throws {
    let standIn = try renderer.render(scenario(showing: "globe"))
    for selector in [
      SymbolGlyph.Selector.codePoint("\u{E894}"), .name(Self.globeGlyphName),
    ] {
      let glyph = try SymbolGlyph(file: iconFont, selector: selector)
      let own = scenario(showing: "brand.web") {
        $0.symbols = SymbolSet(glyphs: ["brand.web": glyph])
      }
      #expect(try renderer.render(own) == standIn, "\(selector)")
    }
  }

  @Test func aScenarioFileNamesItsGlyphsAndWritesThemBack() throws {
    let json = """
      {"symbols": {"brand.web": {"file": "\(try iconFont)", "codePoint": "\(Self.globeCodePoint)"},
                   "brand.web.fill": {"file": "\(try iconFont)", "glyph": "\(Self.globeGlyphName)"}},
       "availableModes": [{"id": "web", "title": "Web", "symbol": "brand.web"}], "modes": ["web"]}
      """
    let scenario = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
    #expect(
      scenario.symbols.glyphs["brand.web"]
        == (try SymbolGlyph(file: iconFont, selector: .codePoint("\u{E894}"))))
    #expect(try JSONDecoder().decode(Scenario.self, from: scenario.json()) == scenario)
    // On, the chip draws the ".fill" twin: the same glyph, by its name.
    #expect(
      try renderer.render(scenario)
        == renderer.render(self.scenario(showing: "globe") { $0.modes = ["web"] }))
  }

  /// A theme file's glyphs are read relative to its folder, drawn for a mode that names them,
  /// and written back by `json()` as they were read.
  @Test func aThemeFileCarriesGlyphsRelativeToItsFolder() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.copyItem(atPath: iconFont, toPath: "\(directory)/BrandIcons.ttf")
    let file = "\(directory)/brand.json"
    try Data(
      #"{"symbols": {"brand.web": {"file": "BrandIcons.ttf", "glyph": "language"}}}"#.utf8
    ).write(to: URL(fileURLWithPath: file))
    let theme = try SPTheme(contentsOfFile: file)
    #expect(
      theme.symbols == ["brand.web": .glyph(file: "\(directory)/BrandIcons.ttf", .name("language"))]
    )
    #expect(try SPTheme(json: theme.json()) == theme)
    #expect(SPTheme.standard.json() == (try SPTheme(json: SPTheme.standard.json()).json()))
    let themed = ComposerRenderer(fonts: renderer.fonts, theme: theme)
    #expect(
      try themed.render(scenario(showing: "brand.web"))
        == renderer.render(scenario(showing: "globe")))
    // A scenario file may name its theme's symbols, and its own win over them.
    let json = """
      {"theme": "brand.json", "availableModes": [{"id": "web", "title": "Web", "symbol": "brand.web"}],
       "symbols": {"brand.web": "M6 6h12v12H6z"}}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: "\(directory)/own.json"))
    let own = try Scenario(contentsOfFile: "\(directory)/own.json")
    #expect(own.theme == theme)
    #expect(try renderer.render(own) != renderer.render(scenario(showing: "globe")))
  }

  @Test func aThemeWithoutSymbolsWritesWhatItDidBefore() {
    #expect(!String(decoding: SPTheme.standard.json(), as: UTF8.self).contains("symbols"))
  }

  static let refusals: [(String, String)] = [
    (
      #"{"a": {"file": "ICON", "glyph": "no_such_glyph"}}"#,
      #"`symbols.a.glyph`: ICON has no glyph named "no_such_glyph""#
    ),
    (
      #"{"a": {"file": "ICON", "codePoint": "U+0041"}}"#,
      "`symbols.a.codePoint`: ICON has no glyph for U+0041"
    ),
    (
      #"{"a": {"file": "ICON", "codePoint": "E894"}}"#,
      "`symbols.a.codePoint`: must be a code point written U+ and 4 to 6 hex digits"
    ),
    (
      #"{"a": {"file": "ICON", "codePoint": "U+D800"}}"#,
      "`symbols.a.codePoint`: must be a code point written U+"
    ),
    (
      #"{"a": {"file": "ICON", "glyph": "language", "codePoint": "U+E894"}}"#,
      "`symbols.a`: needs exactly one of `glyph`"
    ),
    (#"{"a": {"file": "ICON"}}"#, "`symbols.a`: needs exactly one of `glyph`"),
    (
      #"{"a": {"glyph": "language"}}"#,
      "`symbols.a.file`: is required: the font file that holds the glyph"
    ),
    (
      #"{"a": {"file": "/no/such/font.ttf", "glyph": "x"}}"#,
      "`symbols.a.file`: no such font file: /no/such/font.ttf"
    ),
    (#"{"a": {"file": "/tmp", "glyph": "x"}}"#, "`symbols.a.file`: not a regular file: /tmp"),
    (
      #"{"a": {"file": "ICON", "glyf": "x"}}"#,
      "`symbols.a.glyf`: unknown key; allowed keys are file, glyph, codePoint"
    ),
    (#"{"a": 3}"#, "`symbols.a`: expected SVG path data (a string) or a font glyph"),
  ]

  /// Each refusal names the key, in a scenario's `symbols` and in a theme's, read by the same
  /// decoder.
  @Test(arguments: refusals)
  func badGlyphsAreNamed(symbols: String, message: String) throws {
    let icon = try iconFont
    let symbols = symbols.replacingOccurrences(of: "ICON", with: icon)
    let message = message.replacingOccurrences(of: "ICON", with: icon)
    #expect {
      try JSONDecoder().decode(Scenario.self, from: Data(#"{"symbols": \#(symbols)}"#.utf8))
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
    #expect {
      try SPTheme(json: Data(#"{"symbols": \#(symbols)}"#.utf8))
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
    #expect {
      try JSONDecoder().decode(
        Scenario.self, from: Data(#"{"theme": {"symbols": \#(symbols)}}"#.utf8))
    } throws: { error in
      "\(error)".hasPrefix("`theme." + message.dropFirst())
    }
  }
}
