import ComposerRender
import Foundation
import TestSupport
import Testing

/// Devices by name set a scenario's width, scale and screen height, in Swift and JSON (and on
/// the command line: RenderComposerTests' `DeviceOptionTests`).
@Suite struct DevicePresetTests {
  @Test func eachDeviceHasItsWidthAndScale() {
    let sizes = Device.allCases.map { "\($0.rawValue): \(Int($0.width)) pt @\(Int($0.scale))x" }
    #expect(
      sizes == [
        "iPhone SE: 375 pt @2x", "iPhone 15: 393 pt @3x", "iPhone 15 Pro Max: 430 pt @3x",
        "iPad: 820 pt @2x",
      ])
  }

  /// The screens' edges in portrait (Documentation/Scenarios.md, "Devices").
  @Test func eachDeviceHasItsScreenSafeAreaAndKeyboard() {
    let screens = Device.allCases.map {
      "\($0.rawValue): \(Int($0.screenHeight)) pt tall, safe area \(Int($0.safeAreaTop))/"
        + "\(Int($0.safeAreaBottom)), keyboard \(Int($0.keyboardHeight))"
    }
    #expect(
      screens == [
        "iPhone SE: 667 pt tall, safe area 20/0, keyboard 260",
        "iPhone 15: 852 pt tall, safe area 59/34, keyboard 336",
        "iPhone 15 Pro Max: 932 pt tall, safe area 59/34, keyboard 346",
        "iPad: 1180 pt tall, safe area 24/20, keyboard 320",
      ])
  }

  /// The default screen is the catalog's iPhone 15; a width no device has keeps its edges.
  @Test func aScenarioIsOnTheCatalogsScreenUnlessItSaysOtherwise() {
    var scenario = Scenario()
    #expect(scenario.screenHeight == 852 && scenario.screenDevice == .iPhone15)
    scenario.width = 320
    #expect(scenario.screenDevice == .iPhone15 && scenario.device == nil)
    scenario.device = .iPhoneSE
    scenario.screenHeight = 600
    #expect(scenario.screenDevice == .iPhoneSE && scenario.device == nil)
    #expect(scenario.coveredScreenBottom == 0)
    scenario.focused = true
    #expect(scenario.coveredScreenBottom == 260)
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
    #expect(iPad.screenHeight == 1180 && narrowed.screenHeight == 1180)
    let shorter = try JSONDecoder().decode(
      Scenario.self, from: Data(#"{"device": "iPad", "screenHeight": 1000}"#.utf8))
    #expect(shorter.screenHeight == 1000 && shorter.screenDevice == .iPad)
    #expect(try Scenario(json: shorter.json()) == shorter)
  }

  @Test(arguments: [("479", "479"), ("5000", "5000"), ("-1", "-1")])
  func aScreenHeightOutOfRangeIsRefusedWithTheRange(value: String, shown: String) {
    #expect {
      try Scenario(json: Data(#"{"screenHeight": \#(value)}"#.utf8))
    } throws: { error in
      "\(error)" == "`screenHeight`: must be between 480 and 4096 points (got \(shown))"
    }
  }

  @Test func aScreenHeightThatIsNotANumberIsRefused() {
    #expect {
      try Scenario(json: Data(#"{"screenHeight": "tall"}"#.utf8))
    } throws: { error in
      "\(error)".hasPrefix("`screenHeight`: expected a number")
    }
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
