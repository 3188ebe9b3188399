// The strategies, stores and record modes are this layer's vocabulary: a suite that imports it
// can spell `Snapshotting`, `SnapshotStore` (GoldenSnapshots) and `.image(renderer:)`
// (ComposerGoldens) without importing more.
@_exported import ComposerGoldens
import Foundation
@_exported import GoldenSnapshots
import Raster
import Synchronization
import Testing

/// Asserts that `value` looks like its golden, for Swift Testing, in the manner of
/// swift-snapshot-testing's `assertSnapshot(of:as:named:record:)`:
///
///     @Test func limitReached() throws {
///       let scenario = Scenario(name: "limit") { $0.usage = .init(remaining: 0, limit: 40) }
///       assertSnapshot(of: scenario, as: .image(renderer: try ComposerRenderer()))
///     }
///
/// Goldens live in `__Snapshots__/<test file name>/<name>.<extension>` beside the test file,
/// with the `manifest.json` of the fonts and libraries they were drawn with. Without `named:`
/// the name is the test function's (`limitReached.png`), then `limitReached.2.png` for its
/// second snapshot and so on; a parameterized test must name each. The record mode is
/// `record`, else the scope's (`.snapshots(record:)`, ``withSnapshotTesting(record:renderer:operation:)``),
/// else `SNAPSHOT_RECORD` or swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`, else `never`
/// under `CI=true` and `missing` elsewhere; a run that records fails, saying what it wrote.
///
/// A failure is reported at the caller's line with a message that stands on its own and ends
/// with the path of the report page. Its files go to `<artifacts>/<test file name>/`, where
/// `<artifacts>` is absolute (``SnapshotStore/artifactsDirectory(forTestFile:environment:)``:
/// `$SNAPSHOT_ARTIFACTS`, else the package's `.build/snapshot-artifacts`), so every path the
/// message prints opens from anywhere, and `<artifacts>/index.html` shows every failure of the
/// run. The expected, actual and diff files (or a newly recorded golden) are attached to the
/// test, for Xcode's report and `swift test --attachments-path`; under GitHub Actions the
/// failure is also an `::error` annotation on the assertion's line and a row of the step's
/// summary.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
  line: Int = #line, column: Int = #column
) {
  let call = Call(
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    filePath: filePath, function: function)
  let file = URL(fileURLWithPath: filePath)
  let testFile = file.deletingPathExtension().lastPathComponent
  let artifacts = SnapshotStore.artifactsDirectory(forTestFile: filePath)
  let store: SnapshotStore
  do {
    store = try SnapshotStore(
      directory: snapshotDirectory
        ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile).path,
      artifactsDirectory: artifacts + "/" + testFile,
      recordMode: try record ?? SnapshotConfiguration.current.record
        ?? SnapshotRecordMode.fromEnvironment(),
      drawnBy: .composer(fonts: try FontLibrary.shared()),
      acceptCommand: { _ in "SNAPSHOT_RECORD=failed swift test --filter \(testFile)" })
  } catch {
    Issue.record(
      "Snapshot \(name ?? function) could not be checked: \(error)",
      sourceLocation: call.location)
    return
  }
  call.check(try value(), as: strategy, named: name, in: store, reportDirectory: artifacts)
}

/// The same assertion against an explicit store: its folder, record mode, artifacts folder
/// (where its `index.html` goes too) and accept command.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  in store: SnapshotStore,
  fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
  line: Int = #line, column: Int = #column
) {
  let call = Call(
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    filePath: filePath, function: function)
  call.check(
    try value(), as: strategy, named: name, in: store, reportDirectory: store.artifactsDirectory)
}

/// Where an assertion was made: the line its failure is reported at, and the test function
/// whose name an unnamed snapshot takes.
private struct Call {
  let location: SourceLocation
  /// The file as `#filePath` gives it (absolute), for the annotation GitHub puts on it.
  let filePath: String
  let function: String

  func check<Value, Format>(
    _ value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
    named name: String?, in store: SnapshotStore, reportDirectory: String
  ) {
    let snapshotName: String
    do {
      snapshotName = try name ?? UnnamedSnapshots.shared.next(in: store.directory, for: function)
    } catch {
      Issue.record(Comment(rawValue: "\(error)"), sourceLocation: location)
      return
    }
    let result: SnapshotResult
    do {
      result = store.verify(try value(), as: strategy, named: snapshotName)
    } catch {
      Issue.record(
        "Snapshot \(snapshotName): the value could not be made: \(error)",
        sourceLocation: location)
      return
    }
    guard !result.passed else { return }
    let message: String
    do {
      let page = try FailureLog.shared.add(result, reportDirectory: reportDirectory)
      message = result.message + "\nReport: \(absolutePath(page))"
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } catch {
      message = result.message
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      Issue.record(
        "The failure report in \(reportDirectory) could not be written: \(error)",
        sourceLocation: location)
    }
    attachFiles(of: result)
    GitHubActions.shared?.report(
      result, message: message, filePath: filePath, at: location)
  }

  /// The failure's files, or the golden just recorded, attached to the test: what Xcode shows
  /// beside the failure and `swift test --attachments-path` writes out. A file that cannot be
  /// read is left out; the message names every file anyway.
  private func attachFiles(of result: SnapshotResult) {
    for path in result.attachedFiles {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      Attachment.record(
        Array(data), named: URL(fileURLWithPath: path).lastPathComponent,
        sourceLocation: location)
    }
  }

  /// The report's path as a terminal or an IDE opens it from anywhere.
  private func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}

extension SnapshotResult {
  /// The files a failing assertion attaches: the expected, actual and diff files of a
  /// mismatch, else the golden a recording wrote; none for a failure that wrote no file.
  var attachedFiles: [String] {
    if let artifacts {
      return [artifacts.expected, artifacts.actual] + (artifacts.diff.map { [$0] } ?? [])
    }
    if outcome == .recorded, let golden { return [golden] }
    return []
  }
}

/// Under GitHub Actions (`GITHUB_ACTIONS=true`), each failing assertion as the tool reports a
/// failing golden: an `::error` line on the assertion's file and line, which GitHub shows in
/// the run and on the pull request's diff, and a row in `$GITHUB_STEP_SUMMARY`'s table, whose
/// heading the test process's first failure writes.
final class GitHubActions: Sendable {
  static let shared = GitHubActions(environment: ProcessInfo.processInfo.environment)

  private let workspace: String?
  private let summaryFile: String?
  /// Where the `::error` lines go: the runner reads workflow commands from standard output.
  private let output: FileHandle
  /// Whether this process has written the summary's heading yet; held while writing, so lines
  /// from tests on several threads do not interleave.
  private let wroteHeading = Mutex(false)

  init?(environment: [String: String], output: FileHandle = .standardOutput) {
    guard environment["GITHUB_ACTIONS"] == "true" else { return nil }
    workspace = environment["GITHUB_WORKSPACE"]
    summaryFile = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
    self.output = output
  }

  /// `filePath` is the assertion's file as `#filePath` gives it, and `location` its place.
  func report(
    _ result: SnapshotResult, message: String, filePath: String, at location: SourceLocation
  ) {
    var annotated = result
    annotated.message = message
    let annotation = GitHubReport.annotation(
      of: annotated, file: filePath, line: location.line, workspace: workspace)
    wroteHeading.withLock { wroteHeading in
      output.write(Data((annotation + "\n").utf8))
      guard let summaryFile else { return }
      let row = GitHubReport.testSummaryRow(result, test: "\(location.fileName):\(location.line)")
      let text = (wroteHeading ? "" : GitHubReport.testSummaryHeading) + row
      // The summary is the runner's file, to append to; a failure to write it must not hide
      // the test's own failure, which is already recorded.
      if append(text, to: summaryFile) { wroteHeading = true }
    }
  }

  private func append(_ text: String, to path: String) -> Bool {
    if !FileManager.default.fileExists(atPath: path) {
      return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { return false }
    defer { try? handle.close() }
    do {
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
      return true
    } catch {
      return false
    }
  }
}

/// The names of snapshots taken without `named:`: the test function's name, then `.2`, `.3`…
/// for its later ones, counted per golden folder for the whole test process.
private final class UnnamedSnapshots: Sendable {
  static let shared = UnnamedSnapshots()
  private let counts = Mutex<[String: Int]>([:])

  func next(in directory: String, for function: String) throws -> String {
    let test = String(function.prefix { $0 != "(" })
    if Test.Case.current?.isParameterized == true {
      // Its cases run in any order, so a count would give each argument's snapshot a
      // different name from run to run.
      throw SnapshotNamingError(
        description:
          "\(test) is parameterized: name each snapshot with named:, for instance after its argument"
      )
    }
    let number = counts.withLock { counts in
      counts["\(directory)/\(test)", default: 0] += 1
      return counts["\(directory)/\(test)"]!
    }
    return number == 1 ? test : "\(test).\(number)"
  }
}

public struct SnapshotNamingError: Error, CustomStringConvertible {
  public var description: String
}

/// Every failure of this test process, so an artifacts folder's `index.html` shows them all
/// however many tests and threads reported them.
private final class FailureLog: Sendable {
  static let shared = FailureLog()
  private let results = Mutex<[String: [SnapshotResult]]>([:])

  /// Adds a failure and writes the page again; returns the page's path.
  func add(_ result: SnapshotResult, reportDirectory: String) throws -> String {
    try results.withLock { results in
      results[reportDirectory, default: []].append(result)
      // A page of at least one failure is always written.
      return try SnapshotReport.write(results[reportDirectory]!, to: reportDirectory)!
    }
  }
}
