import Foundation
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

@testable import ComposerRender

/// The accessibility overlay's number badges sit outside an element where there is room, so
/// they cover none of what it shows: the error line's and the usage line's icons stay visible.
@Suite struct OverlayBadgeTests {
  @Test(.needsFonts, arguments: [SPTheme.ColorScheme.light, .dark])
  func theLinesIconsStayUncovered(scheme: SPTheme.ColorScheme) throws {
    var scenario = try #require(Catalog.entry(named: "failed-and-low")).scenario
    scenario.colorScheme = scheme
    let layout = try renderer.layout(scenario)
    let card = try renderer.render(scenario)
    let overlay = try renderer.accessibilityOverlay(layout)
    for line in [ComposerElement.errorLine, .usageLine] {
      // The icon's square at the line's leading edge, inside the overlay's 1.5 pt outline.
      let frame = try layout.frame(of: line)
      let icon = Rect(x: frame.minX + 2, y: frame.minY + 2, width: 14, height: frame.height - 4)
      let scale = scenario.scale
      for y in Int(icon.minY * scale)..<Int(icon.maxY * scale) {
        for x in Int(icon.minX * scale)..<Int(icon.maxX * scale) {
          #expect(
            overlay.pixel(x: x, y: y) == card.pixel(x: x, y: y), "\(line.name) at (\(x), \(y)) px")
          if overlay.pixel(x: x, y: y) != card.pixel(x: x, y: y) { return }
        }
      }
    }
  }

  @Test func aBadgeGoesInsideWhereAnotherElementIsBeside() {
    let pill = Rect(x: 30, y: 52, width: 83, height: 44)
    let chip = Rect(x: 119, y: 52, width: 44, height: 44)
    let line = Rect(x: 36, y: 108, width: 321, height: 18)
    let field = Rect(x: 8, y: 8, width: 100, height: 36)
    let frames = [pill, chip, line, field]
    #expect(ComposerRenderer.badgeCorner(of: 0, among: frames) == Point(x: 13, y: 52))
    #expect(ComposerRenderer.badgeCorner(of: 1, among: frames) == chip.origin)
    #expect(ComposerRenderer.badgeCorner(of: 2, among: frames) == Point(x: 19, y: 108))
    // No room left of the picture's edge.
    #expect(ComposerRenderer.badgeCorner(of: 3, among: frames) == field.origin)
  }
}
