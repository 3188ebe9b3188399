import ComposerRender
import ComposerSnapshotTesting
import Foundation
import TestSupport
import Testing

/// How `assertSnapshot` names goldens and artifacts: after the test function when not told,
/// numbered from its second snapshot, safe on any file system, and artifacts kept apart by
/// test file.
@Suite struct SnapshotNamingTests {
  private let scenario = Scenario(name: "typing") { $0.text = "Hi" }

  @Test(arguments: [
    ("limitReached()", "limitReached"),
    ("menu/open: dark", "menu-open-dark"),
    ("menu-open.light", "menu-open.light"),
    ("../../etc/passwd", "etc-passwd"),
    (".hidden.tmp", "hidden.tmp"),
    ("naïve café", "na-ve-caf"),
    ("under_score", "under_score"),
    (String(repeating: "a", count: 300), String(repeating: "a", count: 200)),
  ])
  func namesAreMadeSafeAsFileNames(name: String, file: String) throws {
    let store = try SnapshotStore(directory: "/goldens", recordMode: .never)
    #expect(store.goldenPath(name, pathExtension: "txt") == "/goldens/\(file).txt")
  }

  @Test func aNameWithNothingToKeepIsRefused() throws {
    let directory = try temporaryDirectory()
    let result = try SnapshotStore(directory: directory, recordMode: .all).verify(
      "text", as: .lines, named: "/// ")
    #expect(result.outcome == .failed)
    #expect(
      result.message == #"The snapshot name "/// " has no letter or digit to name its golden by."#)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// Goldens recorded under the names the test's unnamed snapshots must take; the assertions
  /// pass only if they do.
  @Test func unnamedSnapshotsTakeTheTestsNameThenANumber() throws {
    let directory = try temporaryDirectory()
    let recorder = try SnapshotStore(directory: directory, recordMode: .all)
    let test = "unnamedSnapshotsTakeTheTestsNameThenANumber"
    for (name, text) in [(test, "first"), ("\(test).2", "second"), ("\(test).3", "third")] {
      #expect(recorder.verify(text, as: .lines, named: name).outcome == .recorded)
    }
    for text in ["first", "second", "third"] {
      assertSnapshot(of: text, as: .lines, record: .never, snapshotDirectory: directory)
    }
  }

  @Test(arguments: ["light", "dark"])
  func aParameterizedTestMustNameItsSnapshots(scheme: String) throws {
    let directory = try temporaryDirectory()
    withKnownIssue {
      assertSnapshot(of: scheme, as: .lines, record: .all, snapshotDirectory: directory)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "aParameterizedTestMustNameItsSnapshots is parameterized: name each snapshot with "
          + "named:, for instance after its argument"
      ]
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// Two test files may both have a snapshot called "card": each file's failures go to a
  /// folder of its own under the artifacts folder. The failure ends with the path of the page
  /// that shows every failure of the run.
  @Test func artifactsAreKeptApartByTestFile() throws {
    let directory = try temporaryDirectory()
    let recorder = try SnapshotStore(directory: directory, recordMode: .all)
    #expect(recorder.verify("old", as: .lines, named: "card").outcome == .recorded)
    let root = SnapshotStore.artifactsDirectory(forTestFile: #filePath)
    let artifacts = root + "/SnapshotNamingTests"
    let report = root + "/index.html"
    withKnownIssue {
      assertSnapshot(
        of: "new", as: .lines, named: "card", record: .never, snapshotDirectory: directory)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        card does not match its golden: 1 line removed, 1 line added.
          expected: \(directory)/card.txt
          actual:   \(artifacts)/card.actual.txt
          diff:     \(artifacts)/card.diff.txt
        @@ line 1 @@
        -old
        +new
        To accept the new text: SNAPSHOT_RECORD=failed swift test --filter SnapshotNamingTests
        Report: \(report)
        """
      ]
    }
    #expect(try String(contentsOfFile: "\(artifacts)/card.actual.txt", encoding: .utf8) == "new\n")
  }

  /// The README shows the test at the top of AssertSnapshotTests.swift, which compiles and
  /// runs: the two must stay word for word the same.
  @Test func theReadmeExampleIsTheTestAbove() throws {
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    let section = try #require(
      readme.range(of: "## Golden tests in your own package\n\n```swift\n"))
    let end = try #require(readme.range(of: "```\n", range: section.upperBound..<readme.endIndex))
    let example = readme[section.upperBound..<end.lowerBound]
    let test = try String(
      contentsOfFile: repositoryRoot
        + "/Tests/ComposerSnapshotTestingTests/AssertSnapshotTests.swift",
      encoding: .utf8)
    #expect(test.hasPrefix(example))
  }
}
