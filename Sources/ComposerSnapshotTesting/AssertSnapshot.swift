import ComposerRender
import Foundation
import Raster
import Synchronization
import Testing

/// Asserts that `value` looks like its golden, for Swift Testing, in the manner of
/// swift-snapshot-testing's `assertSnapshot(of:as:named:record:)`:
///
///     @Test func limitReached() {
///       let scenario = Scenario(name: "limit") { $0.usage = .init(remaining: 0, limit: 40) }
///       assertSnapshot(of: scenario, as: .image(renderer: try! ComposerRenderer()), named: "limit")
///     }
///
/// Goldens live in `__Snapshots__/<test file name>/<name>.png` beside the test file, with the
/// `manifest.json` of the fonts and libraries they were drawn with. The record mode is
/// `record`, else `SNAPSHOT_RECORD`, else `never` under `CI=true` and `missing` elsewhere; a
/// run that records fails, saying what it wrote. A failure is reported at the caller's line
/// with a message that stands on its own, and adds its pictures to the artifacts folder's
/// `index.html`.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  named name: String,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let file = URL(fileURLWithPath: filePath)
    let directory =
      snapshotDirectory
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    let store = try SnapshotStore(
      directory: directory, recordMode: try record ?? SnapshotRecordMode.fromEnvironment(),
      fonts: try? FontLibrary.shared(),
      acceptCommand: { _ in
        "SNAPSHOT_RECORD=failed swift test --filter \(file.deletingPathExtension().lastPathComponent)"
      })
    assertSnapshot(of: try value(), as: strategy, named: name, in: store, sourceLocation: location)
  } catch {
    Issue.record("Snapshot \(name) could not be checked: \(error)", sourceLocation: location)
  }
}

/// The same assertion against an explicit store: its folder, record mode, artifacts folder and
/// accept command.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  named name: String,
  in store: SnapshotStore,
  sourceLocation: SourceLocation
) {
  let result: SnapshotResult
  do {
    result = store.verify(try value(), as: strategy, named: name)
  } catch {
    Issue.record(
      "Snapshot \(name): the value could not be made: \(error)", sourceLocation: sourceLocation)
    return
  }
  guard !result.passed else { return }
  Issue.record(Comment(rawValue: result.message), sourceLocation: sourceLocation)
  FailureLog.shared.add(result, reportDirectory: store.artifactsDirectory)
}

/// Every failure of this test process, so the artifacts folder's `index.html` shows them all
/// however many tests and threads reported them.
private final class FailureLog: Sendable {
  static let shared = FailureLog()
  private let results = Mutex<[String: [SnapshotResult]]>([:])

  func add(_ result: SnapshotResult, reportDirectory: String) {
    results.withLock { results in
      results[reportDirectory, default: []].append(result)
      // A report that cannot be written leaves the failure itself reported; nothing is lost.
      _ = try? SnapshotReport.write(results[reportDirectory]!, to: reportDirectory)
    }
  }
}
