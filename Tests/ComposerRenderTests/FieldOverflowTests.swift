import Layout
import ModelComposer
import Raster
import TestSupport
import Testing

// For the field's visible lines: `FieldBlock` is the renderer's.
@testable import ComposerRender

/// A field whose text is longer than `Metrics.maximumFieldLines` (Documentation/Geometry.md,
/// "Field"): unfocused, the first six lines, the sixth ending in "…"; focused, the last six.
@Suite(.needsFonts) struct FieldOverflowTests {
  private func field(_ name: String) throws -> (block: FieldBlock, width: Double) {
    let layout = try renderer.layout(try #require(Catalog.entry(named: name)).scenario)
    let placed = try #require(
      layout.elements.first { $0.payload.id == .part(.text, of: .field) })
    guard case .field(let block, _, _, _) = placed.payload.mark else {
      throw NotAField(scenario: name)
    }
    return (block, placed.frame.width)
  }

  private struct NotAField: Error {
    let scenario: String
  }

  @Test func unfocusedItShowsTheFirstLinesTheLastCutWithAnEllipsis() throws {
    let overflow = try field("overflow-unfocused")
    let sixLines = try field("growth-6-lines")
    let shown = Array(overflow.block.visibleLines(width: overflow.width))
    let whole = Array(sixLines.block.visibleLines(width: sixLines.width))
    #expect(shown.count == 6 && whole.count == 6)
    #expect(shown.prefix(5).map(\.glyphs) == whole.prefix(5).map(\.glyphs))
    // "Line 6 of the question…": the same line with the ellipsis after it.
    #expect(shown[5].glyphs.count == whole[5].glyphs.count + 1)
    #expect(shown[5].width > whole[5].width)
  }

  @Test func unfocusedItIsDrawnUnlikeTheSameFieldWithNothingMore() throws {
    let overflow = try renderer.render(
      try #require(Catalog.entry(named: "overflow-unfocused")).scenario)
    let sixLines = try renderer.render(
      try #require(Catalog.entry(named: "growth-6-lines")).scenario)
    #expect(overflow.width == sixLines.width && overflow.height == sixLines.height)
    #expect(overflow != sixLines)
  }

  @Test func focusedItShowsTheLastLines() throws {
    let overflow = try field("overflow-focused")
    let shown = Array(overflow.block.visibleLines(width: overflow.width))
    let all = overflow.block.block.lines(width: overflow.width).lines
    #expect(all.count == 9)
    #expect(shown.map(\.glyphs) == all.suffix(6).map(\.glyphs))
  }
}
