import Foundation
import TestSupport
import Testing

/// `animate` refuses a film past its budgets from the command line, writing nothing
/// (the budgets themselves: ComposerRenderTests' `FilmBudgetTests`).
@Suite struct FilmBudgetCommandTests {
  /// The animate command refuses the same from the command line, writing nothing.
  @Test func animateRefusesTypingPastTheLimit() throws {
    let directory = try temporaryDirectory()
    let run = try runTool([
      "animate", "default", "--action", "type:" + String(repeating: "x", count: 100_001),
      "-o", "\(directory)/film.png",
    ])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: action 1 leaves 100001 characters in the field"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }
}
