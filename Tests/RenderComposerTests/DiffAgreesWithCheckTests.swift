import Foundation
import GoldenSnapshots
import Raster
import TestSupport
import Testing

/// `render-composer diff` and the golden check decide a match with the same code
/// (`Tolerance.judge`) and say what differs in the same words: on the edge of a tolerance,
/// and across a change of size.
@Suite struct DiffAgreesWithCheckTests {
  /// A golden of `expected` and the file of `actual`, for the check and for `diff`.
  private struct Pair {
    let store: SnapshotStore
    let golden: String
    let actual: Image
    let actualFile: String

    init(expected: Image, actual: Image) throws {
      let directory = try temporaryDirectory()
      let recorder = try SnapshotStore(
        directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
        recordMode: .all)
      #expect(recorder.verify(expected, as: .image(), named: "card").outcome == .recorded)
      store = try SnapshotStore(
        directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
        recordMode: .never)
      golden = store.goldenPath("card")
      self.actual = actual
      actualFile = directory + "/actual.png"
      try PNG.write(actual, to: actualFile)
    }

    /// The check's result under `tolerance` and `diff`'s run with `flags`.
    func compare(_ tolerance: Tolerance, flags: [String]) throws -> (SnapshotResult, ToolRun) {
      let result = store.verify(actual, as: .image(tolerance: tolerance), named: "card")
      return (result, try runTool(["diff", golden, actualFile] + flags))
    }
  }

  /// The bar moved by a quarter pixel changes 60 edge pixels: 60 allowed is a match for both,
  /// 59 a difference for both, and both count it in the same sentence.
  @Test(arguments: [(60, true), (59, false)])
  func theyAgreeOnTheEdgeOfATolerance(allowed: Int, matches: Bool) throws {
    let pair = try Pair(expected: try blueBar(x: 20.25), actual: try blueBar(x: 20.5))
    let tolerance = Tolerance(
      threshold: 0, detectsAntialiasing: false, maximumDifferingPixels: allowed)
    let (check, diff) = try pair.compare(
      tolerance, flags: ["--tolerance", "exact", "--max-pixels", "\(allowed)"])
    #expect(check.passed == matches)
    #expect(diff.status == (matches ? 0 : 1), "\(diff.error)")
    let words = "60 pixels differ (tolerance: exact, up to \(allowed) differing pixels)"
    #expect(diff.output == words + "\n")
    if !matches {
      #expect(check.mismatch?.summary == words)
      #expect(check.message.hasPrefix("card does not match its golden: \(words)."))
    }
  }

  /// A change of size: both refuse it, and `diff` says it in the check's words, its two files
  /// named where the check names the golden and the new picture.
  @Test func theyWordASizeChangeAlike() throws {
    let wider = try Canvas(pixelWidth: 121, pixelHeight: 60, scale: 1, background: .white)
    let pair = try Pair(expected: try blueBar(x: 20), actual: wider.image)
    let (check, diff) = try pair.compare(.exact, flags: ["--tolerance", "exact"])
    #expect(!check.passed && diff.status == 1)
    let summary = "size differs: the golden is 120×60 px, the new picture 121×60 px"
    #expect(check.mismatch?.summary == summary)
    #expect(check.message.hasPrefix("card does not match its golden: \(summary)."))
    #expect(
      diff.output
        == "size differs: \(pair.golden) is 120×60 px, \(pair.actualFile) 121×60 px\n")
  }
}
