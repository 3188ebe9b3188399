import Foundation
import TestSupport
import Testing

@testable import ComposerSnapshotTesting
@testable import GoldenSnapshots

/// Where `assertSnapshot`'s failure files go, and what it tells the test and GitHub about them.
@Suite struct SnapshotFailureFilesTests {
  @Test func artifactsGoUnderThePackagesBuildFolder() {
    #expect(
      SnapshotStore.artifactsDirectory(forTestFile: #filePath, environment: [:])
        == repositoryRoot + "/.build/snapshot-artifacts")
  }

  @Test func aRelativeArtifactsVariableIsMadeAbsolute() {
    let cwd = FileManager.default.currentDirectoryPath
    #expect(
      SnapshotStore.artifactsDirectory(
        forTestFile: #filePath, environment: ["SNAPSHOT_ARTIFACTS": "out/../failures"])
        == URL(fileURLWithPath: cwd + "/failures").standardizedFileURL.path)
    #expect(
      SnapshotStore.artifactsDirectory(
        forTestFile: #filePath, environment: ["SNAPSHOT_ARTIFACTS": "/tmp/failures"])
        == "/tmp/failures")
  }

  @Test func aFileInNoPackageHasItsArtifactsInTheTemporaryFolder() throws {
    let file = try temporaryDirectory() + "/Loose.swift"
    #expect(
      SnapshotStore.artifactsDirectory(forTestFile: file, environment: [:])
        == URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
          "snapshot-artifacts"
        ).path)
  }

  /// The printed paths are absolute whatever the working folder, and the report line is last.
  @Test func aFailurePrintsAbsolutePaths() throws {
    let directory = try temporaryDirectory()
    let recorder = try SnapshotStore(directory: directory, recordMode: .all)
    #expect(recorder.verify("old", as: .lines, named: "paths").outcome == .recorded)
    withKnownIssue {
      assertSnapshot(
        of: "new", as: .lines, named: "paths", record: .never, snapshotDirectory: directory)
    } matching: { issue in
      let lines = issue.comments.first?.rawValue.split(separator: "\n") ?? []
      let paths = lines.compactMap { line -> Substring? in
        for label in ["expected:", "actual:", "diff:", "Report:"] {
          if let range = line.range(of: label + " ") {
            return line[range.upperBound...].drop { $0 == " " }
          }
        }
        return nil
      }
      return paths.count == 4 && paths.allSatisfy { $0.hasPrefix("/") }
        && paths.allSatisfy { FileManager.default.fileExists(atPath: String($0)) }
    }
  }

  @Test func theFailuresFilesOrTheNewGoldenAreAttached() {
    var failed = SnapshotResult(name: "card", outcome: .failed, message: "differs")
    failed.artifacts = Artifacts(
      expected: "/a/card.expected.png", actual: "/a/card.actual.png", diff: "/a/card.diff.png")
    failed.golden = "/g/card.png"
    #expect(
      failed.attachedFiles == ["/a/card.expected.png", "/a/card.actual.png", "/a/card.diff.png"])
    var recorded = SnapshotResult(name: "card", outcome: .recorded, message: "Recorded")
    recorded.golden = "/g/card.png"
    #expect(recorded.attachedFiles == ["/g/card.png"])
    var missing = SnapshotResult(name: "card", outcome: .failed, message: "No golden")
    missing.golden = "/g/card.png"
    #expect(missing.attachedFiles.isEmpty)
  }

  /// Under GitHub Actions each failure is an `::error` on the assertion's line, its file named
  /// from the workspace, and a row under one heading in the step's summary.
  @Test func underGitHubActionsAFailureIsAnnotatedAndSummarized() throws {
    let directory = try temporaryDirectory()
    let summary = directory + "/summary.md"
    let output = directory + "/stdout"
    #expect(FileManager.default.createFile(atPath: output, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: output))
    let github = try #require(
      GitHubActions(
        environment: [
          "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": "/work/app",
          "GITHUB_STEP_SUMMARY": summary,
        ], output: handle))
    var result = SnapshotResult(name: "card", outcome: .failed, message: "card differs\nmore")
    result.acceptCommand = "SNAPSHOT_RECORD=failed swift test --filter CardTests"
    let location = SourceLocation(
      fileID: "AppTests/CardTests.swift", filePath: "/work/app/Tests/AppTests/CardTests.swift",
      line: 12, column: 5)
    for line in [12, 20] {
      var place = location
      place.line = line
      github.report(
        result, message: "card differs\nmore\nReport: /r/index.html", filePath: location.filePath,
        at: place)
    }
    try handle.close()
    #expect(
      try String(contentsOfFile: output, encoding: .utf8) == """
        ::error file=Tests/AppTests/CardTests.swift,line=12,title=card%3A card differs::card differs%0Amore%0AReport: /r/index.html
        ::error file=Tests/AppTests/CardTests.swift,line=20,title=card%3A card differs::card differs%0Amore%0AReport: /r/index.html

        """)
    #expect(
      try String(contentsOfFile: summary, encoding: .utf8) == """
        ### Snapshot tests: failures

        | test | snapshot | what differs | to accept |
        | --- | --- | --- | --- |
        | `CardTests.swift:12` | `card` | card differs | `SNAPSHOT_RECORD=failed swift test --filter CardTests` |
        | `CardTests.swift:20` | `card` | card differs | `SNAPSHOT_RECORD=failed swift test --filter CardTests` |

        """)
  }

  @Test func outsideGitHubActionsNothingIsAnnotated() {
    #expect(GitHubActions(environment: ["CI": "true"]) == nil)
  }
}
