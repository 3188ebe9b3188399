import ComposerRender
import Foundation
import ModelComposer
import Raster
import TestSupport
import Testing

/// A mode may show any of the SF Symbols a composer's modes commonly use, or an app's own
/// symbol given as SVG path data; a symbol that cannot be drawn is named as it was written.
@Suite struct SymbolStandInTests {
  /// Twelve common ones, each a glyph of the icon font with ink.
  static let common = [
    "globe", "mic", "paperclip", "camera", "doc", "chevron.left.forwardslash.chevron.right",
    "sparkles", "book", "chart.bar", "paintbrush", "waveform", "folder",
  ]

  @Test(.needsFonts, arguments: common)
  func aCommonSymbolDrawsOnAndOff(symbol: String) throws {
    for filled in [false, true] {
      let art = try SymbolSet().art(
        for: SymbolRequest(symbol, filled: filled), fonts: renderer.fonts)
      let ink = try #require(renderer.fonts.inkBounds(of: art, size: 24))
      #expect(ink.width > 10 && ink.height > 10, "\(symbol)\(filled ? ".fill" : "")")
    }
  }

  @Test func atLeastFortySymbolsHaveStandIns() {
    #expect(IconTable.symbolNames.filter { !$0.hasSuffix(".fill") }.count >= 40)
  }

  /// Outline and filled twins differ where Material has both, as the chip's on state needs.
  @Test func twinsDiffer() {
    for name in ["mic", "star", "heart", "folder", "person", "trash", "envelope"] {
      #expect(
        IconTable.codePoint(forSymbol: name) != IconTable.codePoint(forSymbol: name, filled: true),
        "\(name)")
    }
  }

  /// A chip that is on asks for the filled twin; a name nobody can draw is reported as the app
  /// wrote it, not with ".fill" on it.
  @Test(.needsFonts) func anUnknownSymbolIsNamedAsWritten() throws {
    let scenario = Scenario(name: "unknown") {
      $0.availableModes = [ModelComposer.Mode(id: "web", title: "Web", symbol: "globe2")]
      $0.modes = ["web"]
    }
    #expect(throws: RasterError.unknownSymbol("globe2")) { try renderer.render(scenario) }
  }

  @Test(.needsFonts) func anAppsOwnSymbolIsDrawnFromItsPath() throws {
    // A square filling the middle half of the grid.
    let square = try SymbolOutline(pathData: "M6 6h12v12H6z")
    var scenario = Scenario(name: "own") {
      $0.availableModes = [ModelComposer.Mode(id: "own", title: "Own", symbol: "brand.square")]
      $0.modes = []
      $0.symbols = SymbolSet(outlines: ["brand.square": square])
    }
    let art = try scenario.symbols.art(for: SymbolRequest("brand.square"), fonts: renderer.fonts)
    #expect(renderer.fonts.inkBounds(of: art, size: 24) == Rect(x: 6, y: 6, width: 12, height: 12))
    let layout = try renderer.layout(scenario)
    let picture = try renderer.render(scenario)
    // The chip's symbol frame is the square's ink, filled in the symbol's colour at its centre
    // and not at the frame's corner outside the ink.
    let frame = try layout.frame(of: .part(.symbol, of: .chip("own")))
    let centre = picture.pixel(
      x: Int(frame.midX * scenario.scale), y: Int(frame.midY * scenario.scale))
    let card = try layout.frame(of: .card)
    let background = picture.pixel(
      x: Int((frame.maxX + 6) * scenario.scale), y: Int(frame.midY * scenario.scale))
    #expect(centre != background)
    #expect(frame.width == (renderer.fonts.inkBounds(of: art, size: frame.height)?.width))
    #expect(card.contains(frame))
    scenario.modes = ["own"]
    #expect(try renderer.render(scenario) != picture)
  }

  @Test func aScenarioCarriesItsOwnSymbols() throws {
    let json = #"""
      {"availableModes": [{"id": "own", "title": "Own", "symbol": "brand.square"}],
       "symbols": {"brand.square": "M6 6h12v12H6z"}}
      """#
    let scenario = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
    #expect(scenario.symbols.outlines["brand.square"]?.pathData == "M6 6h12v12H6z")
    let again = try JSONDecoder().decode(Scenario.self, from: scenario.json())
    #expect(again == scenario)
  }

  @Test(arguments: [
    (
      #"{"symbols": {"a": "M0 0 A 5 5 0 0 1 10 10"}}"#,
      #"`symbols.a`: is not SVG path data at character 7: arcs ("A") cannot be drawn"#
    ),
    (
      #"{"symbols": {"a": "M0 0 L"}}"#,
      #"`symbols.a`: is not SVG path data at character 7: expected a number after "L""#
    ),
    (
      #"{"symbols": {"a": "M1 1"}}"#,
      "`symbols.a`: is not SVG path data at character 5: the path draws nothing"
    ),
    (#"{"symbols": {"": "M1 1h2"}}"#, "`symbols.`: a symbol's name must be 1 to 100 characters"),
    (#"{"symbols": ["M1 1h2"]}"#, "`symbols`: expected an object of symbol names to SVG path data"),
    (
      #"{"availableModes": [{"id": "w", "title": "W", "symbol": "globe2"}]}"#,
      #"`availableModes[0].symbol`: no stand-in glyph for SF Symbol "globe2" (did you mean "globe"?)"#
    ),
  ])
  func badSymbolsAreNamed(json: String, message: String) throws {
    #expect {
      try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }
}
