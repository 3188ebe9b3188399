import Foundation
import ModelComposer
import TestSupport
import Testing

// For a layout missing an element: `ComposerLayout`'s initialiser is the renderer's own.
@testable import ComposerRender

/// Elements are found by `ComposerElement`, never by matching names: what the VoiceOver dump,
/// the menu's anchor and the layout JSON rely on.
@Suite(.needsFonts) struct ElementIdentityTests {
  /// The names the `layout` JSON writes are a format people compare against: every one the
  /// catalog draws, spelled as it always has been. (The menu's outline, its separate shadow
  /// and the "Pro" badge went when the menu became iOS 17's; the chips' lane came with it, and
  /// each chip's whole target beside its hit area when chips could run past the lane.)
  @Test func theLayoutJSONNamesEveryElementAsBefore() throws {
    struct Frames: Decodable {
      struct Entry: Decodable { let name: String }
      let elements: [Entry]
    }
    var names = Set<String>()
    for entry in Catalog.entries {
      let json = try renderer.layout(entry.scenario).framesJSON()
      names.formUnion(try JSONDecoder().decode(Frames.self, from: json).elements.map(\.name))
    }
    // The rows of the long menus' other models are named as the samples' rows are.
    let sampleIDs = Set(ModelComposer.Model.samples.map(\.id))
    let otherIDs = Set(Catalog.entries.flatMap { $0.scenario.models.map(\.id) })
      .subtracting(sampleIDs)
    names = names.filter { name in
      let parts = name.split(separator: ".")
      return !(parts.count >= 2 && parts[0] == "menu" && otherIDs.contains(String(parts[1])))
    }
    let chips = ["image", "search", "think"].flatMap { mode in
      ["", ".capsule", ".ring", ".symbol", ".target", ".title"].map { "chip.\(mode)\($0)" }
    }
    let rows = [
      "atlas-3", "atlas-3.check", "atlas-3.detail", "atlas-3.name", "atlas-3-max",
      "atlas-3-max.detail", "atlas-3-max.lock", "atlas-3-max.name",
      "atlas-3-mini", "atlas-3-mini.detail", "atlas-3-mini.name",
    ]
    let expected =
      [
        "section", "card", "card.hairline", "field", "field.text", "row", "row.lane", "pill",
        "pill.capsule", "pill.chevron", "pill.title", "send", "send.circle",
        "send.symbol", "error", "error.symbol", "error.text", "usage", "usage.symbol",
        "usage.text", "upgrade", "upgrade.title", "menu", "menu.divider", "menu.panel",
      ] + chips + rows.map { "menu.\($0)" }
    #expect(names == Set(expected))
    #expect(expected.count == 54)
  }

  /// A VoiceOver element the layout did not place is an error naming it, in the reading and
  /// the overlay alike, rather than a line the dump quietly leaves out.
  @Test func anAccessibilityElementWithoutAFrameIsAnErrorNotAGap() throws {
    let layout = try renderer.layout(try #require(Catalog.entry(named: "default")).scenario)
    let withoutPill = ComposerLayout(
      scenario: layout.scenario, appearance: layout.appearance, style: layout.style,
      size: layout.size, elements: layout.elements.filter { $0.payload.id != .pill })
    let missing = MissingElement(element: .pill, scenario: "default")
    #expect(throws: missing) { try withoutPill.accessibilityReading }
    #expect(throws: missing) { try renderer.accessibilityOverlay(withoutPill) }
    #expect(missing.description == "default: the layout has no element pill")
    #expect(try layout.accessibilityElements.count == layout.appearance.accessibilityElements.count)
  }

  /// A model whose id is also the name of a part of the menu ("panel", "divider") keeps its
  /// own row: with names, "menu.panel" would have found the panel's frame for that row.
  @Test func aModelIDThatNamesAPartOfTheMenuKeepsItsOwnRow() throws {
    let layout = try renderer.layout(
      Scenario {
        $0.models = [
          ModelComposer.Model(id: "panel", name: "Panel", detail: ""),
          ModelComposer.Model(id: "divider", name: "Divider", detail: ""),
        ]
        $0.model = "panel"
        $0.menuOpen = true
      })
    let panel = try layout.frame(of: .part(.panel, of: .menu))
    let rows = try layout.accessibilityElements.filter {
      if case .menuRow = $0.element.id { true } else { false }
    }
    #expect(rows.map(\.element.id) == [.menuRow("panel"), .menuRow("divider")])
    for row in rows {
      #expect(row.frame.height == 44 && row.frame.width == panel.width)
      #expect(panel.contains(row.frame))
    }
    #expect(rows[1].frame.minY > rows[0].frame.maxY)
  }
}
