import ComposerRender
import Foundation
import TestSupport
import Testing

/// Devices by name set a scenario's width and scale, in Swift and JSON (and on the command
/// line: RenderComposerTests' `DeviceOptionTests`).
@Suite struct DevicePresetTests {
  @Test func eachDeviceHasItsWidthAndScale() {
    let sizes = Device.allCases.map { "\($0.rawValue): \(Int($0.width)) pt @\(Int($0.scale))x" }
    #expect(
      sizes == [
        "iPhone SE: 375 pt @2x", "iPhone 15: 393 pt @3x", "iPhone 15 Pro Max: 430 pt @3x",
        "iPad: 820 pt @2x",
      ])
  }

  @Test func aScenarioSetToADeviceTakesItsWidthAndScale() {
    var scenario = Scenario()
    #expect(scenario.device == .iPhone15)
    scenario.device = .iPhoneSE
    #expect(scenario.width == 375 && scenario.scale == 2)
    scenario.width = 380
    #expect(scenario.device == nil)
  }

  @Test func jsonNamesADeviceAndAWidthBesideItWins() throws {
    let iPad = try JSONDecoder().decode(Scenario.self, from: Data(#"{"device": "iPad"}"#.utf8))
    #expect(iPad.width == 820 && iPad.scale == 2)
    let narrowed = try JSONDecoder().decode(
      Scenario.self, from: Data(#"{"device": "iPad", "width": 700}"#.utf8))
    #expect(narrowed.width == 700 && narrowed.scale == 2)
  }

  @Test func anUnknownDeviceIsNamedWithTheChoices() {
    #expect {
      try JSONDecoder().decode(Scenario.self, from: Data(#"{"device": "iPhone 16"}"#.utf8))
    } throws: { error in
      "\(error)"
        == #"`device`: expected one of "iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad", "#
        + #"got "iPhone 16" (did you mean "iPhone 15"?)"#
    }
  }
}
