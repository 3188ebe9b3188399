import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

// For a layout without the chips: `ComposerLayout`'s initialiser is the renderer's.
@testable import ComposerRender

/// Hit areas in the control row (Documentation/Geometry.md, "Hit areas in the lane"): none
/// lies over another, even where the chips overflow their lane; every chip you see is
/// tappable where you see it; a chip's VoiceOver frame is its whole target. Asserted on the
/// layout's frames and on the painted pixels.
extension ControlRowTests {
  static let laneWidths = [320.0, 330, 375, 393]
  static let laneSizes: [SPTheme.DynamicTypeSize] = [
    .large, .xxxLarge, .accessibility3, .accessibility5,
  ]

  private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    max(a.minX, b.minX) < min(a.maxX, b.maxX) - 1e-9
      && max(a.minY, b.minY) < min(a.maxY, b.maxY) - 1e-9
  }

  /// The pill's, every chip's and Send's hit areas, in that order: a chip with none is left out.
  private func hitAreas(_ layout: ComposerLayout) throws -> [(ComposerElement, Rect)] {
    let chips = Self.modes.map(ComposerElement.chip).filter(layout.has)
    return try ([.pill] + chips + [.send]).map { ($0, try layout.frame(of: $0)) }
  }

  /// No two hit areas overlap, with every chip off and with every chip on, and they run left
  /// to right; a chip's lies inside the lane, clear of Send's, and inside its VoiceOver frame,
  /// which is its whole target around its shape.
  @Test(arguments: ControlRowTests.laneWidths, ControlRowTests.laneSizes)
  func noHitAreaLiesOverAnother(width: Double, size: SPTheme.DynamicTypeSize) throws {
    for on in [[], Self.modes] {
      let context = "\(on.count) on at \(size), \(width) pt"
      let layout = try layout(width: width, size: size, modes: Set(on))
      let areas = try hitAreas(layout)
      for (index, (element, area)) in areas.enumerated() {
        for (other, otherArea) in areas[(index + 1)...] {
          #expect(!Self.overlap(area, otherArea), "\(element) over \(other), \(context)")
          #expect(otherArea.minX >= area.maxX - 1e-9, "\(other) before \(element), \(context)")
        }
      }
      let lane = try layout.frame(of: .part(.lane, of: .controlRow))
      let send = try layout.frame(of: .send)
      let readings = try layout.accessibilityElements
      for mode in Self.modes {
        let target = try layout.frame(of: .part(.target, of: .chip(mode)))
        #expect(target.contains(try layout.shape(ofChip: mode)), "\(mode), \(context)")
        let reading = try #require(readings.first { $0.element.id == .chip(mode) })
        #expect(reading.frame == target, "VoiceOver frames \(mode) whole, \(context)")
        #expect(reading.hitArea == (try? layout.frame(of: .chip(mode))), "\(mode), \(context)")
        guard let area = reading.hitArea else { continue }
        #expect(target.contains(area) && area.height == target.height, "\(mode), \(context)")
        #expect(area.minX >= lane.minX && area.maxX <= send.minX, "\(mode), \(context)")
      }
    }
  }

  /// Every chip with any part in the lane's visible band has a hit area at least 44 pt tall
  /// that holds that part, and every pixel the chips paint lies over some chip's hit area. A
  /// chip you cannot see takes a tap at most in the clear band before Send, where the lane's
  /// hit region runs on to Send's target (as the view's scroll view does).
  @Test(arguments: ControlRowTests.laneWidths, ControlRowTests.laneSizes)
  func whatYouSeeOfAChipIsTappable(width: Double, size: SPTheme.DynamicTypeSize) throws {
    for on in [[], Self.modes] {
      let context = "\(on.count) on at \(size), \(width) pt"
      let layout = try layout(width: width, size: size, modes: Set(on))
      let lane = try layout.frame(of: .part(.lane, of: .controlRow))
      let clear = ComposerAppearance.LaneMask(width: lane.width, contentWidth: 0).clearWidth
      let (shown, shownEnd) = (lane.minX + clear, lane.maxX - clear)
      for mode in Self.modes {
        let shape = try layout.shape(ofChip: mode)
        guard shape.minX < shownEnd, shape.maxX > shown else {
          let area = try? layout.frame(of: .chip(mode))
          #expect(area.map { $0.minX >= shownEnd } ?? true, "\(mode) hidden, \(context)")
          continue
        }
        let area = try layout.frame(of: .chip(mode))
        #expect(area.height >= 44, "\(mode), \(context)")
        #expect(area.minX <= max(shape.minX, shown), "\(mode), \(context)")
        #expect(area.maxX >= min(shape.maxX, shownEnd), "\(mode), \(context)")
        #expect(area.minY <= shape.minY && area.maxY >= shape.maxY, "\(mode), \(context)")
      }
      try expectPaintedChipsAreOverHitAreas(layout, context)
    }
  }

  /// The columns in which the picture differs from the same layout with no chips drawn all
  /// lie over a chip's hit area (within a pixel, for antialiasing).
  private func expectPaintedChipsAreOverHitAreas(_ layout: ComposerLayout, _ context: String)
    throws
  {
    let bare = try renderer.paint(
      ComposerLayout(
        scenario: layout.scenario, appearance: layout.appearance, style: layout.style,
        size: layout.size,
        elements: layout.elements.filter {
          if case .chip = $0.payload.id.whole { false } else { true }
        }))
    let drawn = try renderer.paint(layout)
    let areas = Self.modes.compactMap { try? layout.frame(of: .chip($0)) }
    let lane = try layout.frame(of: .part(.lane, of: .controlRow))
    let scale = layout.scenario.scale
    let rows = Int((lane.minY * scale).rounded())..<Int((lane.maxY * scale).rounded())
    for x in 0..<drawn.width
    where rows.contains(where: { drawn.pixel(x: x, y: $0) != bare.pixel(x: x, y: $0) }) {
      let point = (Double(x) + 0.5) / scale
      let slack = 1 / scale
      #expect(
        areas.contains { $0.minX - slack <= point && point <= $0.maxX + slack },
        "a chip paints at \(point) pt, over no hit area, \(context)")
    }
  }

  /// The pill's capsule is at least a target wide, so a one-letter name's pill reaches no
  /// further sideways than its capsule, and the lane starts there.
  @Test(arguments: ["I", "Atlas 3"])
  func thePillIsAtLeastATargetWide(name: String) throws {
    let layout = try layout(name: name)
    let capsule = try layout.frame(of: .part(.capsule, of: .pill))
    let target = try layout.frame(of: .pill)
    #expect(capsule.width >= 44)
    #expect(target.minX == capsule.minX && target.maxX == capsule.maxX)
    #expect(try layout.frame(of: .part(.lane, of: .controlRow)).minX == capsule.maxX)
    let title = try layout.frame(of: .part(.title, of: .pill))
    let chevron = try layout.frame(of: .part(.chevron, of: .pill))
    #expect(abs((title.minX - capsule.minX) - (capsule.maxX - chevron.maxX)) < 0.001)
  }

  /// Where the chips overflow, the reading gives each chip's whole frame, as VoiceOver does,
  /// and says what a tap reaches of it: part of Search, nothing of Think and Image until the
  /// lane is scrolled.
  @Test func theReadingSaysWhatATapReachesOfAClippedChip() throws {
    let entry = try #require(Catalog.entry(named: "chips-overflow-320"))
    let lines = try renderer.layout(entry.scenario).accessibilityReading.split(separator: "\n")
    #expect(
      lines[2...5] == [
        "3. Search, On — button, selected — (200.2, 52, 85.3 × 44), hit area (200.2, 52, 51.8 × 44)",
        "4. Think, On — button, selected — (297.5, 52, 73.5 × 44), no hit area until scrolled into view",
        "5. Image, On — button, selected — (383, 52, 79.5 × 44), no hit area until scrolled into view",
        "6. Send — button, notEnabled — (252, 52, 44 × 44)",
      ])
  }
}
