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
/// `record`, else `SNAPSHOT_RECORD`, else `never` under `CI=true` and `missing` elsewhere; a
/// run that records fails, saying what it wrote. A failure is reported at the caller's line
/// with a message that stands on its own and ends with the path of the report page; its files
/// go to `$SNAPSHOT_ARTIFACTS/<test file name>/`, and `$SNAPSHOT_ARTIFACTS/index.html` shows
/// every failure of the run.
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
    function: function)
  let file = URL(fileURLWithPath: filePath)
  let testFile = file.deletingPathExtension().lastPathComponent
  let store: SnapshotStore
  do {
    store = try SnapshotStore(
      directory: snapshotDirectory
        ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile).path,
      artifactsDirectory: SnapshotStore.defaultArtifactsDirectory + "/" + testFile,
      recordMode: try record ?? SnapshotRecordMode.fromEnvironment(),
      drawnBy: .composer(fonts: try FontLibrary.shared()),
      acceptCommand: { _ in "SNAPSHOT_RECORD=failed swift test --filter \(testFile)" })
  } catch {
    Issue.record(
      "Snapshot \(name ?? function) could not be checked: \(error)",
      sourceLocation: call.location)
    return
  }
  call.check(
    try value(), as: strategy, named: name, in: store,
    reportDirectory: SnapshotStore.defaultArtifactsDirectory)
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
    function: function)
  call.check(
    try value(), as: strategy, named: name, in: store, reportDirectory: store.artifactsDirectory)
}

/// Where an assertion was made: the line its failure is reported at, and the test function
/// whose name an unnamed snapshot takes.
private struct Call {
  let location: SourceLocation
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
    do {
      let page = try FailureLog.shared.add(result, reportDirectory: reportDirectory)
      Issue.record(
        Comment(rawValue: result.message + "\nReport: \(absolutePath(page))"),
        sourceLocation: location)
    } catch {
      Issue.record(Comment(rawValue: result.message), sourceLocation: location)
      Issue.record(
        "The failure report in \(reportDirectory) could not be written: \(error)",
        sourceLocation: location)
    }
  }

  /// The report's path as a terminal or an IDE opens it from anywhere.
  private func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
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
