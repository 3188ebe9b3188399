import ComposerRender
import Foundation
import ModelComposer
import Raster
import TestSupport
import Testing

/// Inputs that look odd but are not mistakes (an unknown model id, empty modes, text in any
/// script): they are drawn, and the tests say how.
@Suite struct UnusualInputTests {
  @Test func anUnknownModelIDFallsBackToTheFirstUnlockedModel() throws {
    let unknown = try Scenario(json: Data(#"{"model": "atlas-9"}"#.utf8))
    #expect(unknown.appearance.pill.title == "Atlas 3 Mini")
    #expect(try renderer.render(unknown) == renderer.render(Scenario { $0.model = "atlas-3-mini" }))
    let lockedFirst = try Scenario(
      json: Data(
        #"""
        {"model": "gone", "models": [{"id": "pro", "name": "Pro", "isLocked": true},
                                     {"id": "lite", "name": "Lite"}]}
        """#.utf8))
    #expect(lockedFirst.appearance.pill.title == "Lite")
  }

  @Test func emptyAvailableModesHidesTheChips() throws {
    let scenario = try Scenario(json: Data(#"{"availableModes": []}"#.utf8))
    #expect(scenario.appearance.chips.isEmpty)
    let names = try renderer.layout(scenario).elements.map(\.payload.name)
    #expect(names.contains("pill") && !names.contains { $0.hasPrefix("chip.") })
  }

  /// Text in any script draws the same bytes every time, and draws something.
  @Test(arguments: [
    "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇺🇳 family, flag, skin tone",
    "مرحبا بالعالم", "שלום עולם", "mixed שלום and مرحبا 123",
    "e\u{301}\u{302}\u{303}\u{304} a" + String(repeating: "\u{336}", count: 300),
    "\u{200B}\u{200D}\u{202E}reversed?\u{2066}\u{FEFF}", "tab\tbell\u{7}nul\u{0}del\u{7F}",
    "\u{1FAE8}\u{E000}\u{10FFFF} in no font", String(repeating: "\n", count: 50) + "after",
  ])
  func textInAnyScriptDraws(text: String) throws {
    let scenario = try Scenario(json: Scenario { $0.text = text }.json())
    let picture = try renderer.render(scenario)
    #expect(try renderer.render(scenario) == picture)
    #expect(picture != (try blankText.get()))
  }

  @Test func controlCharactersAreNotDrawn() throws {
    #expect(try render(text: "a\u{1}b\u{7F}c\u{9F}\u{0}") == render(text: "abc"))
  }

  @Test func combiningMarksDrawAsTheComposedCharacter() throws {
    #expect(try render(text: "Cafe\u{301}") == render(text: "Café"))
  }

  /// A right-to-left paragraph is set against the field's trailing edge.
  @Test(arguments: ["שלום עולם", "مرحبا بالعالم"])
  func rightToLeftTextHugsTheTrailingEdge(text: String) throws {
    let layout = try renderer.layout(Scenario { $0.text = text })
    let image = try renderer.paint(layout)
    let field = try layout.frame(of: .part(.text, of: .field))
    let surface = image.pixel(x: Int(field.minX * 3) - 6, y: Int(field.minY * 3) + 3)
    var ink: [Int] = []
    for y in Int(field.minY * 3)..<Int(field.maxY * 3) {
      for x in Int(field.minX * 3)..<Int(field.maxX * 3) where image.pixel(x: x, y: y) != surface {
        ink.append(x)
      }
    }
    let left = try #require(ink.min())
    let right = try #require(ink.max())
    #expect(abs(Double(right + 1) / 3 - field.maxX) < 2)
    #expect(Double(left) / 3 > field.midX)
  }

  private func render(text: String) throws -> Image {
    try renderer.render(Scenario(json: Scenario { $0.text = text }.json()))
  }
}

/// The field holding only a space: no prompt and no ink, so any text that draws differs.
private let blankText = Result { try renderer.render(Scenario { $0.text = " " }) }
