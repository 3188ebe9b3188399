import ComposerRender
import Foundation
import TestSupport
import Testing

/// A key written twice in one object is refused however it is spelled: an escape (`\u0069`,
/// `\/`) decodes to the same key, which the decoder would otherwise read once and drop the
/// other value of without a word.
@Suite struct EscapedDuplicateKeyTests {
  @Test(arguments: [
    (#"{"width": 393, "w\u0069dth": 320}"#, "width", 16),
    (#"{"w\u0069dth": 393, "width": 320}"#, "width", 21),
    (#"{"\u0077\u0069\u0064\u0074\u0068": 393, "width": 320}"#, "width", 41),
    (#"{"usage": {"limit": 40, "l\u0069mit": 41, "remaining": 1}}"#, "usage.limit", 25),
    (#"{"models": [{"id": "a", "\u0069d": "b", "name": "A"}]}"#, "models[0].id", 25),
  ])
  func aKeyRepeatedWithAnEscapeIsRefused(json: String, path: String, column: Int) throws {
    let error = #expect(throws: ScenarioError.self) { try Scenario(json: Data(json.utf8)) }
    #expect(error?.key == path)
    #expect(
      error?.problem
        == "appears twice (again at line 1, column \(column)); a key may appear once in an object")
  }

  /// Escapes that decode to different keys are different keys.
  @Test func differentKeysWithEscapesAreDifferent() throws {
    let scenario = try Scenario(json: Data(#"{"w\u0069dth": 320, "scale": 2}"#.utf8))
    #expect(scenario.width == 320 && scenario.scale == 2)
  }
}
