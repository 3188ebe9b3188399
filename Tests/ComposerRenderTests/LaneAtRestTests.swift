import ComposerRender
import Layout
import ModelComposer
import SPTheme
import TestSupport
import Testing

/// The lane at rest (Documentation/Geometry.md, "Control row", The lane): scrolled the least
/// that shows its first on chip, never past that chip's start nor the content's end.
@Suite struct LaneAtRestTests {
  private let row = ComposerAppearance.ControlRow(
    dynamicTypeSize: .large, typography: SPTheme.standard.type)

  @Test func theOffsetIsTheLeastThatShowsTheFirstOnChip() {
    // No chip on, or the chip already clear of the trailing band: the lane rests at its start.
    #expect(row.restingScrollOffset(laneWidth: 100, contentWidth: 200, firstOnChip: nil) == 0)
    #expect(row.restingScrollOffset(laneWidth: 100, contentWidth: 200, firstOnChip: 12..<88) == 0)
    // Beyond it: scrolled until the chip ends 12 pt before the lane's end.
    #expect(
      row.restingScrollOffset(laneWidth: 100, contentWidth: 200, firstOnChip: 100..<132) == 44)
    // Never past the content's end, nor the chip's start into the leading band.
    #expect(
      row.restingScrollOffset(laneWidth: 100, contentWidth: 150, firstOnChip: 100..<138) == 50)
    #expect(
      row.restingScrollOffset(laneWidth: 60, contentWidth: 300, firstOnChip: 56..<156) == 44)
  }

  /// In every catalog state with a chip on, the first on chip lies where the lane shows it:
  /// inside the lane, clear of its 12 pt bands (or, wider than the lane, from its leading band).
  @Test(.needsFonts, arguments: Catalog.entries.filter { !$0.scenario.modes.isEmpty })
  func everyFirstOnChipShowsInTheLane(entry: CatalogEntry) throws {
    let layout = try renderer.layout(entry.scenario)
    guard let first = layout.appearance.chips.first(where: \.isOn) else { return }
    let lane = try layout.frame(of: .part(.lane, of: .controlRow))
    let chip = try layout.frame(of: .part(.capsule, of: .chip(first.id)))
    let band = ModelComposer.Metrics.controlSpacing
    let isLeftToRight = entry.scenario.effectiveLayoutDirection == .leftToRight
    let leading = isLeftToRight ? chip.minX - lane.minX : lane.maxX - chip.maxX
    let trailing = isLeftToRight ? lane.maxX - chip.maxX : chip.minX - lane.minX
    #expect(leading >= band - 0.001, "\(entry.name)")
    #expect(trailing >= band - 0.001 || abs(leading - band) < 0.001, "\(entry.name)")
  }

  @Test(.needsFonts, arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func theLastChipOnAtAccessibility5Scrolls(direction: LayoutDirection) throws {
    var scenario = try #require(Catalog.entry(named: "ax5-width-320-last-chip-on")).scenario
    scenario.layoutDirection = direction
    let layout = try renderer.layout(scenario)
    let lane = try layout.frame(of: .part(.lane, of: .controlRow))
    let image = try layout.frame(of: .part(.capsule, of: .chip("image")))
    let search = try layout.frame(of: .part(.ring, of: .chip("search")))
    if direction == .leftToRight {
      #expect(abs(lane.maxX - image.maxX - 12) < 0.001)
      #expect(search.minX < lane.minX + 12)
    } else {
      #expect(abs(image.minX - lane.minX - 12) < 0.001)
      #expect(search.maxX > lane.maxX - 12)
    }
  }
}
