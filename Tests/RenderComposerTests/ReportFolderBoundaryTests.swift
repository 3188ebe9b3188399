import Foundation
import GoldenSnapshots
import TestSupport
import Testing

/// A report folder's list (`.snapshot-report`) is trusted only about the folder itself: a line
/// that names anything outside it (`..`, an absolute path, a subfolder that is a symbolic link
/// to elsewhere) is refused, naming the line, and nothing is removed, inside or out.
@Suite struct ReportFolderBoundaryTests {
  /// A report folder beside a folder of someone else's files that look like failures.
  private func setUp() throws -> (report: String, outside: String, victims: [String]) {
    let directory = try temporaryDirectory()
    let report = "\(directory)/report"
    let outside = "\(directory)/outside"
    for folder in [report, outside] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let victims = ["x.expected.png", "x.actual.png", "x.diff.png", "notes.txt"].map {
      "\(outside)/\($0)"
    }
    for victim in victims {
      #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
    }
    return (report, outside, victims)
  }

  private func writeList(_ lines: [String], in report: String) throws {
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(
      to: URL(fileURLWithPath: "\(report)/\(ReportFolder.listFileName)"))
  }

  @Test(arguments: [
    "picture ../outside/x", "picture /tmp/../outside/x", "picture a/../../outside/x",
    "file ../outside/notes.txt", "file /etc/passwd", "picture ./../outside/x", "file ..",
    "picture transitions//x",
  ])
  func aLineNamingAnythingOutsideTheFolderIsRefused(line: String) throws {
    let (report, outside, victims) = try setUp()
    // A listed file of its own stays too: nothing is removed once a line is refused.
    #expect(FileManager.default.createFile(atPath: "\(report)/own.expected.png", contents: Data()))
    try writeList(["picture own", line], in: report)
    let error = try #require(throws: SnapshotFileError.self) {
      try ReportFolder(directory: report).clear()
    }
    #expect(error.description.contains("lists \"\(line)\", which is not inside the report folder"))
    for victim in victims { #expect(FileManager.default.fileExists(atPath: victim)) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).count == 4)
    #expect(FileManager.default.fileExists(atPath: "\(report)/own.expected.png"))
    #expect(FileManager.default.fileExists(atPath: "\(report)/\(ReportFolder.listFileName)"))
  }

  /// A subfolder of the report folder that is a symbolic link resolves outside it: refused,
  /// and what it points at is left alone (and the link is not removed as an empty folder).
  @Test func aSubfolderThatLinksOutsideIsRefused() throws {
    let (report, outside, victims) = try setUp()
    try FileManager.default.createSymbolicLink(
      atPath: "\(report)/transitions", withDestinationPath: outside)
    try writeList(["picture transitions/x"], in: report)
    #expect(throws: SnapshotFileError.self) { try ReportFolder(directory: report).clear() }
    for victim in victims { #expect(FileManager.default.fileExists(atPath: victim)) }
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(report)/transitions"))
        == outside)
  }

  /// A real subfolder is still cleared, as the check's transitions are.
  @Test func aRealSubfolderIsStillCleared() throws {
    let (report, _, _) = try setUp()
    try FileManager.default.createDirectory(
      atPath: "\(report)/transitions", withIntermediateDirectories: true)
    #expect(
      FileManager.default.createFile(
        atPath: "\(report)/transitions/chip-on.light.diff.png", contents: Data()))
    try writeList(["picture transitions/chip-on.light"], in: report)
    try ReportFolder(directory: report).clear()
    #expect(try FileManager.default.contentsOfDirectory(atPath: report).isEmpty)
  }

  /// Through the tool: `check` refuses the leftover list before checking anything, exit 2,
  /// and the files it names outside the folder are still there.
  @Test func checkRefusesALeftoverListThatReachesOutside() async throws {
    let (report, _, victims) = try setUp()
    try writeList(["picture ../outside/x", "file ../outside/notes.txt"], in: report)
    let run = try await runToolOffThePool([
      "check", "--only", "default.light", "--report", report, "--snapshots",
      repositoryRoot + "/Snapshots",
    ])
    #expect(run.status == 2)
    #expect(run.error.contains("which is not inside the report folder; nothing was removed"))
    for victim in victims { #expect(FileManager.default.fileExists(atPath: victim)) }
  }
}
