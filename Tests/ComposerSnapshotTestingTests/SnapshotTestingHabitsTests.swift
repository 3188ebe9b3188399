import ComposerRender
import ComposerSnapshotTesting
import Foundation
import Raster
import TestSupport
import Testing

/// swift-snapshot-testing's habits carry over: its record variable, a trait that sets the record
/// mode and the renderer, `.image` without a renderer, and `precision:` and
/// `perceptualPrecision:` as a tolerance.
@Suite struct SnapshotTestingHabitsTests {
  @Test func swiftSnapshotTestingsVariableSetsTheRecordMode() throws {
    for mode in SnapshotRecordMode.allCases {
      #expect(
        try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": mode.rawValue]) == mode)
    }
    #expect(
      try SnapshotRecordMode.fromEnvironment([
        "CI": "true", "SNAPSHOT_RECORD": "failed", "SNAPSHOT_TESTING_RECORD": "failed",
      ]) == .failed)
    #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": ""]) == .missing)
  }

  @Test func aBadOrDisagreeingRecordVariableIsNamed() {
    #expect {
      try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "missin"])
    } throws: { error in
      "\(error)"
        == "SNAPSHOT_TESTING_RECORD=missin is not a record mode (did you mean missing?); use one "
        + "of missing, failed, all, never"
    }
    #expect {
      try SnapshotRecordMode.fromEnvironment([
        "SNAPSHOT_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all",
      ])
    } throws: { error in
      "\(error)"
        == "SNAPSHOT_RECORD=never and SNAPSHOT_TESTING_RECORD=all disagree; set one of them"
    }
  }

  /// A suite's `.snapshots(record:)` reaches its tests; a test's own trait, a scope inside it
  /// and an assertion's `record:` each win over what is around them.
  @Suite(.snapshots(record: .never)) struct RecordTrait {
    @Test func theSuitesModeApplies() throws {
      let directory = try temporaryDirectory()
      withKnownIssue {
        assertSnapshot(of: "text", as: .lines, named: "card", snapshotDirectory: directory)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          "No golden for card at \(directory)/card.txt (record mode never).") == true
      }
    }

    @Test(.snapshots(record: .all)) func aTestsOwnTraitWins() throws {
      try expectRecorded { directory in
        assertSnapshot(of: "text", as: .lines, named: "card", snapshotDirectory: directory)
      }
    }

    @Test func aScopeInsideWins() throws {
      try expectRecorded { directory in
        withSnapshotTesting(record: .missing) {
          assertSnapshot(of: "text", as: .lines, named: "card", snapshotDirectory: directory)
        }
      }
    }

    @Test func theAssertionsOwnModeWins() throws {
      try expectRecorded { directory in
        assertSnapshot(
          of: "text", as: .lines, named: "card", record: .missing, snapshotDirectory: directory)
      }
    }

    /// `assert` records `card.txt` in a fresh folder: the recording fails, saying so.
    private func expectRecorded(_ assert: (String) -> Void) throws {
      let directory = try temporaryDirectory()
      withKnownIssue {
        assert(directory)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix("Recorded \(directory)/card.txt (there was none).")
          == true
      }
      #expect(try String(contentsOfFile: directory + "/card.txt", encoding: .utf8) == "text\n")
    }
  }

  /// `.image` draws with the scope's renderer, made when the snapshot is taken: one that cannot
  /// be made fails the snapshot with its reason.
  @Suite(.snapshots(record: .never, renderer: try unavailableRenderer())) struct RendererTrait {
    @Test func theTraitsRendererDraws() throws {
      let directory = try temporaryDirectory()
      withKnownIssue {
        assertSnapshot(of: Scenario(), as: .image, named: "card", snapshotDirectory: directory)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix("card could not be drawn: no renderer here\n")
          == true
      }
    }

    @Test(.needsFonts) func aScopeInsideGivesAnother() throws {
      let directory = try temporaryDirectory()
      let scenario = Scenario(name: "typing") { $0.text = "Hi" }
      let recorder = try SnapshotStore(directory: directory, recordMode: .all)
      let recorded = recorder.verify(scenario, as: .image(renderer: renderer), named: "typing")
      #expect(recorded.outcome == .recorded)
      withSnapshotTesting(renderer: renderer) {
        assertSnapshot(of: scenario, as: .image, named: "typing", snapshotDirectory: directory)
      }
    }
  }

  @Test func precisionIsTheShareOfPixelsThatMustMatch() throws {
    let tolerance = try Tolerance(precision: 0.71)
    #expect(tolerance.maximumDifferingFraction == 0.29)
    #expect(tolerance.threshold == 0 && !tolerance.detectsAntialiasing)
    #expect(tolerance.description == "exact, up to 29% of pixels differing")
    // 29 of 100 pixels may differ (0.29 × 100 is 28.999… in floating point), 30 may not.
    #expect(tolerance.judge(try grey(100), try grey(100, changing: 29)).matches)
    #expect(!tolerance.judge(try grey(100), try grey(100, changing: 30)).matches)
    #expect(
      !(try Tolerance(precision: 0.995)).judge(try grey(100), try grey(100, changing: 1)).matches)
  }

  @Test func perceptualPrecisionIsAColourThreshold() throws {
    let tolerance = try Tolerance(perceptualPrecision: 0.98)
    #expect(tolerance.threshold == 0.02)
    #expect(tolerance.maximumDifferingFraction == 0 && !tolerance.detectsAntialiasing)
    #expect(tolerance.description == "threshold 0.02")
    // Grey 128 against 129 is a YIQ distance of about 0.0039 of black to white; 160 of 0.125.
    #expect(tolerance.judge(try grey(4), try grey(4, changing: 4, to: 129)).matches)
    #expect(!tolerance.judge(try grey(4), try grey(4, changing: 1, to: 160)).matches)
  }

  @Test func aPrecisionOutsideItsRangeIsNamed() throws {
    #expect {
      try Tolerance(precision: 1.5)
    } throws: { error in
      "\(error)" == "precision: 1.5 is outside 0...1 (1 is exact, 0 allows anything)"
    }
    let result = try SnapshotStore(directory: try temporaryDirectory(), recordMode: .all).verify(
      Scenario(), as: .image(perceptualPrecision: -0.5), named: "card")
    #expect(
      result.message
        == "card could not be drawn: perceptualPrecision: -0.5 is outside 0...1 (1 is exact, 0 "
        + "allows anything)")
  }

  /// A picture of `count` grey pixels in a row, the first `changed` of them `value` instead.
  private func grey(_ count: Int, changing changed: Int = 0, to value: UInt8 = 0) throws -> Image {
    let pixels = (0..<count).flatMap { index -> [UInt8] in
      let level: UInt8 = index < changed ? value : 128
      return [level, level, level, 255]
    }
    return try Image(width: count, height: 1, premultipliedPixels: pixels)
  }
}

private struct NoRenderer: Error, CustomStringConvertible {
  var description: String { "no renderer here" }
}

private func unavailableRenderer() throws -> ComposerRenderer { throw NoRenderer() }
