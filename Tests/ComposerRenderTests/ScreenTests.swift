import ComposerRender
import Foundation
import ModelComposer
import SPTheme
import TestSupport
import Testing

/// The screen a scenario is drawn on (Documentation/Geometry.md, "Screen and keyboard"): the
/// block above the safe area's bottom or on the keyboard, the menu within the space above the
/// pill, scrolling a list longer than that, and a picture never taller than the screen.
@Suite(.needsFonts) struct ScreenTests {
  /// The 14-model catalog state on `device`, the field focused or not.
  private func fourteenModels(on device: Device, focused: Bool) throws -> Scenario {
    let entry = try #require(Catalog.entry(named: "menu-14-models"))
    var scenario = entry.scenario
    scenario.device = device
    scenario.focused = focused
    return scenario
  }

  /// Where the layout's `y` is on the screen: the picture's bottom is the block's, on the
  /// keyboard or the safe area's bottom.
  private func screenY(_ y: Double, in layout: ComposerLayout) -> Double {
    let scenario = layout.scenario
    return y + scenario.screenHeight - scenario.coveredScreenBottom - layout.size.height
  }

  @Test(
    arguments: [Device.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad], [false, true])
  func aFourteenModelMenuFitsTheScreenAboveTheBlock(device: Device, focused: Bool) throws {
    let layout = try renderer.layout(try fourteenModels(on: device, focused: focused))
    let panel = try layout.frame(of: .part(.panel, of: .menu))
    let pill = try layout.frame(of: .part(.capsule, of: .pill))
    #expect(screenY(panel.minY, in: layout) >= device.safeAreaTop + 8 - 1e-9)
    #expect(abs(panel.maxY - (pill.minY - ModelComposer.Metrics.menuGap)) < 1e-9)
    let covered = focused ? device.keyboardHeight : device.safeAreaBottom
    #expect(layout.size.height <= device.screenHeight - covered)
    // Its first rows show, scrolled to the top, and the last one it reaches is cut; the
    // iPad's screen holds all fourteen until the keyboard comes up.
    let rows = layout.scenario.models.map { ComposerElement.menuRow($0.id) }
    #expect(try layout.frame(of: rows[0]).minY == panel.minY)
    let cut = try rows.filter {
      let row = try layout.frame(of: $0)
      return row.minY < panel.maxY && row.maxY > panel.maxY
    }
    let scrolls = focused || device != .iPad
    #expect(cut.count == (scrolls ? 1 : 0))
    let last = try layout.frame(of: rows[rows.count - 1])
    #expect(scrolls ? last.minY > panel.maxY : abs(last.maxY - panel.maxY) < 1e-9)
  }

  /// On the iPhone 15 the keyboard's 336 pt leave the panel the space from 8 pt under the
  /// Dynamic Island's 59 pt down to the pill, less the gap; with the keyboard down UIKit's
  /// 128 pt reserve is what stops it.
  @Test func theKeyboardTakesItsHeightFromTheMenusRoom() throws {
    let resting = try renderer.layout(try fourteenModels(on: .iPhone15, focused: false))
    let typing = try renderer.layout(try fourteenModels(on: .iPhone15, focused: true))
    let restingPanel = try resting.frame(of: .part(.panel, of: .menu))
    let typingPanel = try typing.frame(of: .part(.panel, of: .menu))
    let restingRoom: Double = 852 - 59 - 34 - 2 * 8 - 128
    #expect(restingPanel.height == restingRoom)
    let pillTop = screenY(try typing.frame(of: .part(.capsule, of: .pill)).minY, in: typing)
    let typingRoom = pillTop - 5 - (59 + 8)
    #expect(abs(typingPanel.height - typingRoom) < 1e-9)
    #expect(restingPanel.height - typingPanel.height > 200)
    // The card sits on the keyboard: the picture's bottom is the keyboard's top.
    let keyboardTop: Double = 852 - 336
    #expect(screenY(typing.size.height, in: typing) == keyboardTop)
  }

  /// The sample menu fits: no row runs past the panel, which is as tall as its rows.
  @Test func aMenuThatFitsDoesNotScroll() throws {
    let layout = try renderer.layout(Scenario { $0.menuOpen = true })
    let panel = try layout.frame(of: .part(.panel, of: .menu))
    let last = try layout.frame(of: .menuRow(try #require(layout.scenario.models.last).id))
    #expect(abs(last.maxY - panel.maxY) < 1e-9)
  }

  /// What the panel leaves out is not drawn: under the panel's bottom, where the next row's
  /// name would be, the picture shows the card, as without the rows past the panel.
  @Test func rowsPastThePanelAreNotDrawn() throws {
    let scenario = try fourteenModels(on: .iPhone15, focused: true)
    var fewer = scenario
    let layout = try renderer.layout(scenario)
    let panel = try layout.frame(of: .part(.panel, of: .menu))
    let visible = try scenario.models.filter {
      try layout.frame(of: .menuRow($0.id)).minY < panel.maxY
    }
    fewer.models = visible + [try #require(scenario.models.last)]
    fewer.model = scenario.model
    let image = try renderer.render(scenario)
    let imageWithFewer = try renderer.render(fewer)
    #expect(image.width == imageWithFewer.width)
    #expect(image.height == imageWithFewer.height)
    // Below the panel both pictures are the card with nothing of the menu's rows over it.
    let belowPanel = Int((panel.maxY + 2) * scenario.scale)
    for y in belowPanel..<image.height {
      for x in stride(from: 0, to: image.width, by: 7) {
        #expect(image.pixel(x: x, y: y) == imageWithFewer.pixel(x: x, y: y))
      }
    }
  }

  /// However tall the card, the picture stops at the screen's top: at accessibility5 with six
  /// lines typed, the menu open and the keyboard up on the iPhone SE.
  @Test func thePictureNeverGrowsPastTheScreen() throws {
    var scenario = try fourteenModels(on: .iPhoneSE, focused: true)
    scenario.dynamicTypeSize = .accessibility5
    scenario.text = (1...6).map { "Line \($0)" }.joined(separator: "\n")
    let layout = try renderer.layout(scenario)
    #expect(layout.size.height <= 667 - 260)
    let image = try renderer.render(scenario)
    #expect(Double(image.height) <= (667 - 260) * 2)
  }
}
