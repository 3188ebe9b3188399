import Foundation
import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

// For a layout without the lane's clip: `ComposerLayout`'s initialiser is the renderer's.
@testable import ComposerRender

/// The card right to left (Documentation/Geometry.md, "Layout direction"): a scenario's
/// direction and its default from the locale, frames mirrored across the screen, the reading
/// order kept, symbols placed but not flipped, and the lane's fade at its trailing end.
@Suite struct LayoutDirectionTests {
  /// Languages written right to left mirror the card, the pseudo-locale ar-XB (Arabic) too;
  /// the rest, en-XA and unknown languages among them, do not.
  @Test(arguments: [
    ("ar_EG", LayoutDirection.rightToLeft), ("ar", .rightToLeft), ("ar-XB", .rightToLeft),
    ("he_IL", .rightToLeft), ("fa_IR", .rightToLeft), ("ur_PK", .rightToLeft),
    ("en_US", .leftToRight), ("de_DE", .leftToRight), ("ja_JP", .leftToRight),
    ("ru_RU", .leftToRight), ("hi_IN", .leftToRight), ("en-XA", .leftToRight),
    ("xx_YY", .leftToRight),
  ])
  func theDefaultFollowsTheLocale(locale: String, direction: LayoutDirection) throws {
    let scenario = try Scenario(json: Data(#"{"locale": "\#(locale)"}"#.utf8))
    #expect(scenario.layoutDirection == nil)
    #expect(scenario.effectiveLayoutDirection == direction)
  }

  @Test func aScenariosDirectionOverridesItsLocales() throws {
    let english = try Scenario(json: Data(#"{"layoutDirection": "rightToLeft"}"#.utf8))
    #expect(english.effectiveLayoutDirection == .rightToLeft)
    let arabic = try Scenario(
      json: Data(#"{"locale": "ar_EG", "layoutDirection": "leftToRight"}"#.utf8))
    #expect(arabic.effectiveLayoutDirection == .leftToRight)
  }

  /// Written only when set, so a scenario that follows its locale still does after a round trip.
  @Test func theDirectionIsWrittenOnlyWhenSet() throws {
    let following = Scenario { $0.locale = "he_IL" }
    #expect(!String(decoding: following.json(), as: UTF8.self).contains("layoutDirection"))
    let set = Scenario { $0.layoutDirection = .rightToLeft }
    #expect(
      String(decoding: set.json(), as: UTF8.self).contains(#""layoutDirection" : "rightToLeft""#))
    #expect(try Scenario(json: set.json()) == set)
  }

  /// Every frame right to left is its left-to-right frame mirrored across the screen: the
  /// layout is SwiftUI's stacks read from the other side, so sizes and heights never change.
  @Test(
    .needsFonts,
    arguments: [
      "default", "menu-open", "menu-open-ax3", "chips-all-on", "usage-exhausted",
      "failed-and-low", "long-model-name", "ax5-width-320", "chips-overflow-320", "growth-6-lines",
      "mixed-scripts", "scale-1",
    ])
  func framesAreMirroredAcrossTheScreen(name: String) throws {
    let entry = try #require(Catalog.entry(named: name), "no catalog entry \(name)")
    var mirrored = entry.scenario
    mirrored.layoutDirection = .rightToLeft
    let ltr = try renderer.layout(entry.scenario)
    let rtl = try renderer.layout(mirrored)
    #expect(rtl.size == ltr.size)
    #expect(rtl.elements.map(\.payload.name) == ltr.elements.map(\.payload.name))
    for (left, right) in zip(ltr.elements, rtl.elements) {
      let expected = Rect(
        x: ltr.size.width - left.frame.maxX, y: left.frame.minY, width: left.frame.width,
        height: left.frame.height)
      #expect(right.frame.isClose(to: expected), "\(name): \(left.payload.name)")
    }
  }

  /// VoiceOver still reads leading to trailing: the pill, the chips, Send, then the lines,
  /// the same elements in the same order, each framed where the mirrored card puts it.
  @Test(.needsFonts) func theReadingOrderStaysLeadingToTrailing() throws {
    let ltr = try renderer.layout(Scenario())
    let rtl = try renderer.layout(Scenario { $0.layoutDirection = .rightToLeft })
    let leftToRight = try ltr.accessibilityElements
    let rightToLeft = try rtl.accessibilityElements
    #expect(rightToLeft.map(\.element.id) == leftToRight.map(\.element.id))
    let pill = try #require(rightToLeft.first { $0.element.id == .pill })
    let send = try #require(rightToLeft.first { $0.element.id == .send })
    #expect(pill.frame.minX > send.frame.maxX, "the pill is at the right, Send at the left")
  }

  /// SF Symbols mirror none of the card's symbols (Geometry.md, "Layout direction"), so a
  /// stand-in is moved, never flipped: the magnifying glass's handle still points down to the
  /// right. Its pixels right to left match the left-to-right ones more closely than their
  /// mirror image does.
  @Test(.needsFonts) func symbolsArePlacedNotFlipped() throws {
    let symbol = ComposerElement.part(.symbol, of: .chip("search"))
    let ltr = try renderer.layout(Scenario())
    let rtl = try renderer.layout(Scenario { $0.layoutDirection = .rightToLeft })
    let (leftImage, rightImage) = (try renderer.paint(ltr), try renderer.paint(rtl))
    let scale = ltr.scenario.scale
    let box = try ltr.frame(of: symbol).insetBy(dx: -1, dy: -1)
    let mirroredBox = try rtl.frame(of: symbol).insetBy(dx: -1, dy: -1)
    let width = Int((box.width * scale).rounded())
    let height = Int((box.height * scale).rounded())
    func pixel(_ image: Image, _ frame: Rect, _ x: Int, _ y: Int) -> RGBA {
      image.pixel(
        x: Int((frame.minX * scale).rounded()) + x, y: Int((frame.minY * scale).rounded()) + y)
    }
    var asIs = 0
    var flipped = 0
    for y in 0..<height {
      for x in 0..<width {
        let right = pixel(rightImage, mirroredBox, x, y)
        asIs += right.distance(to: pixel(leftImage, box, x, y))
        flipped += right.distance(to: pixel(leftImage, box, width - 1 - x, y))
      }
    }
    #expect(asIs * 4 < flipped, "as is \(asIs), flipped \(flipped)")
  }

  /// Right to left the lane starts at its right end: there the chips are drawn as they are
  /// without the clip (no fade at rest), and the fade is at the left end, by Send, over the
  /// chip that runs on under it.
  @Test(.needsFonts) func theLanesFadeIsAtItsTrailingEnd() throws {
    let layout = try renderer.layout(
      Scenario {
        $0.modes = ["search", "think", "image"]
        $0.layoutDirection = .rightToLeft
      })
    let laneElement = ComposerElement.part(.lane, of: .controlRow)
    let lane = try layout.frame(of: laneElement)
    let drawn = try renderer.paint(layout)
    let unclipped = try renderer.paint(
      ComposerLayout(
        scenario: layout.scenario, appearance: layout.appearance, style: layout.style,
        size: layout.size, elements: layout.elements.filter { $0.payload.id != laneElement }))
    let scale = layout.scenario.scale
    func differences(from minX: Double, to maxX: Double) -> Int {
      var count = 0
      for y in Int((lane.minY * scale).rounded())..<Int((lane.maxY * scale).rounded()) {
        for x in Int((minX * scale).rounded())..<Int((maxX * scale).rounded())
        where drawn.pixel(x: x, y: y) != unclipped.pixel(x: x, y: y) {
          count += 1
        }
      }
      return count
    }
    let trailingEnd =
      lane.minX + ModelComposer.Metrics.controlSpacing
      + ModelComposer.Metrics.laneFadeWidth
    #expect(differences(from: trailingEnd, to: lane.maxX) == 0, "faded at the leading end")
    #expect(
      differences(from: lane.minX + ModelComposer.Metrics.controlSpacing, to: trailingEnd) > 0,
      "no fade at the trailing end")
  }
}

extension Rect {
  fileprivate func isClose(to other: Rect) -> Bool {
    abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
      && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
  }
}

extension RGBA {
  /// The summed difference of the four channels.
  fileprivate func distance(to other: RGBA) -> Int {
    abs(Int(red) - Int(other.red)) + abs(Int(green) - Int(other.green))
      + abs(Int(blue) - Int(other.blue)) + abs(Int(alpha) - Int(other.alpha))
  }
}
