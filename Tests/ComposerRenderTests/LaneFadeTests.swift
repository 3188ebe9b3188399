import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

// For a layout without the lane or the chips: `ComposerLayout`'s initialiser is the renderer's.
@testable import ComposerRender

/// The chips' lane as painted (Documentation/Geometry.md, "The lane"), over widths, type sizes
/// and chips: Send's neighbour keeps the row's one gap, chips that fit are drawn exactly as
/// they would be without the lane, and chips that don't fade out before the gap. Each picture
/// is compared with the same layout painted with the chips unclipped, and with no chips.
@Suite(.needsFonts) struct LaneFadeTests {
  typealias Metrics = ModelComposer.Metrics
  static let modes = ["search", "think", "image"]

  /// The picture as drawn, with the chips drawn without the lane's clip and mask, and with
  /// no chips at all.
  private struct Pictures {
    let drawn: Image
    let unclipped: Image
    let bare: Image
  }

  private func pictures(_ layout: ComposerLayout) throws -> Pictures {
    func without(_ leftOut: (ComposerElement) -> Bool) throws -> Image {
      try renderer.paint(
        ComposerLayout(
          scenario: layout.scenario, appearance: layout.appearance, style: layout.style,
          size: layout.size, elements: layout.elements.filter { !leftOut($0.payload.id) }))
    }
    let lane = ComposerElement.part(.lane, of: .controlRow)
    return Pictures(
      drawn: try renderer.paint(layout), unclipped: try without { $0 == lane },
      bare: try without { element in
        if case .chip = element.whole { return true }
        return element == lane
      })
  }

  /// How many pixels differ between two pictures drawn at `scale`, in the columns from
  /// `minX` to `maxX` (points) over the lane's rows.
  private func differences(
    _ first: Image, _ second: Image, scale: Double, from minX: Double, to maxX: Double,
    in lane: Rect
  ) -> Int {
    var count = 0
    for y in Int((lane.minY * scale).rounded())..<Int((lane.maxY * scale).rounded()) {
      for x in Int((minX * scale).rounded())..<Int((maxX * scale).rounded())
      where first.pixel(x: x, y: y) != second.pixel(x: x, y: y) {
        count += 1
      }
    }
    return count
  }

  /// With every chip off and every chip on: nothing of the lane is drawn within 12 pt of
  /// Send's circle, the card there is as it is with no chips at all; the lane's start is as
  /// the chips draw it (no fade at rest); chips that fit are not dimmed anywhere, and chips
  /// that don't fade over the 24 pt before that gap, dimmed but still showing.
  @Test(
    arguments: [320.0, 375, 393],
    [SPTheme.DynamicTypeSize.large, .xxxLarge, .accessibility3, .accessibility5])
  func sendsNeighbourKeepsTheGapAndOnlyAClippedEdgeFades(
    width: Double, size: SPTheme.DynamicTypeSize
  ) throws {
    for on in [[], Self.modes] {
      let context = "\(on.count) on at \(size), \(width) pt"
      let layout = try renderer.layout(
        Scenario {
          $0.width = width
          $0.dynamicTypeSize = size
          $0.modes = on
        })
      let lane = try layout.frame(of: .part(.lane, of: .controlRow))
      let send = try layout.frame(of: .part(.circle, of: .send))
      #expect(lane.maxX == send.minX, "\(context)")
      let picture = try pictures(layout)
      func differences(_ first: Image, _ second: Image, _ from: Double, _ to: Double) -> Int {
        self.differences(
          first, second, scale: layout.scenario.scale, from: from, to: to, in: lane)
      }
      let gap = Metrics.controlSpacing
      #expect(
        differences(picture.drawn, picture.bare, send.minX - gap, send.minX) == 0,
        "\(context): drawn in the gap before Send")
      #expect(
        differences(picture.drawn, picture.unclipped, lane.minX, lane.minX + 3 * gap) == 0,
        "\(context): the lane's start is faded at rest")
      if try layout.shape(ofChip: "image").maxX + gap <= lane.maxX {
        #expect(
          differences(picture.drawn, picture.unclipped, lane.minX, lane.maxX) == 0,
          "\(context): chips that fit are dimmed")
      } else {
        let fade = (send.minX - gap - Metrics.laneFadeWidth, send.minX - gap)
        #expect(
          differences(picture.drawn, picture.unclipped, fade.0, fade.1) > 0,
          "\(context): no fade where the chips are clipped")
        #expect(
          differences(picture.drawn, picture.bare, fade.0, fade.1) > 0,
          "\(context): nothing shows under the fade")
      }
    }
  }

  /// The cases above cover both sides: at 393 pt and Large the three off chips fit, and
  /// with all three on they don't.
  @Test func theCasesIncludeChipsThatFitAndChipsThatDont() throws {
    for (on, fits) in [([String](), true), (Self.modes, false)] {
      let layout = try renderer.layout(Scenario { $0.modes = on })
      let lane = try layout.frame(of: .part(.lane, of: .controlRow))
      let lastChip = try layout.shape(ofChip: "image")
      #expect((lastChip.maxX + Metrics.controlSpacing <= lane.maxX) == fits)
    }
  }

}
