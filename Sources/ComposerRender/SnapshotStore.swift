import Foundation
import Raster

/// A folder of golden PNGs and the rules for checking against it: the record mode, where
/// failure artifacts go, and how to tell a person to accept a change.
///
/// A failure's message stands on its own (Linux has no Xcode attachments): what differs and by
/// how much, the expected, actual and diff PNGs side by side in the artifacts folder, the
/// command that accepts the new picture, and, when this machine's fonts or libraries are not
/// the ones the goldens were drawn with, exactly which.
public struct SnapshotStore: Sendable {
  public var directory: String
  public var artifactsDirectory: String
  public var recordMode: SnapshotRecordMode
  /// The command that accepts the named snapshot's new picture.
  public var acceptCommand: @Sendable (String) -> String
  private let manifest: GoldenManifest?
  private let environmentNote: String?

  /// `artifactsDirectory` defaults to `SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts`.
  /// With `fonts`, the store compares this machine with the goldens' manifest and keeps the
  /// manifest current when it records. A store that may record first removes the temporary
  /// files a killed run left in `directory`.
  public init(
    directory: String, artifactsDirectory: String? = nil, recordMode: SnapshotRecordMode,
    fonts: FontLibrary? = nil,
    acceptCommand: @escaping @Sendable (String) -> String = { _ in
      "SNAPSHOT_RECORD=failed swift test"
    }
  ) throws {
    self.directory = directory
    self.artifactsDirectory =
      artifactsDirectory ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
      ?? ".build/snapshot-artifacts"
    self.recordMode = recordMode
    self.acceptCommand = acceptCommand
    if recordMode != .never { AtomicFile.removeLeftovers(in: directory) }
    manifest = try fonts.map(GoldenManifest.current)
    let differences = manifest.flatMap { here in
      GoldenManifest.read(from: directory)?.differences(from: here)
    }
    environmentNote =
      differences.flatMap { $0.isEmpty ? nil : $0 }.map {
        "This machine is not the one the goldens were drawn on (\(directory)/\(GoldenManifest.fileName)):\n  "
          + $0.joined(separator: "\n  ")
      }
  }

  public func goldenPath(_ name: String) -> String { "\(directory)/\(name).png" }

  /// Snapshots `value` and compares it with the golden called `name`, recording as the mode
  /// says. Never throws: every problem, a value that cannot be drawn or a golden that cannot
  /// be read, is a failed result with a message.
  public func verify<Value>(_ value: Value, as strategy: Snapshotting<Value>, named name: String)
    -> SnapshotResult
  {
    let actual: Image
    do {
      actual = try strategy.snapshot(value)
    } catch {
      return SnapshotResult(
        name: name, outcome: .failed, message: "\(name) could not be drawn: \(error)")
    }
    let path = goldenPath(name)
    guard FileManager.default.fileExists(atPath: path) else {
      guard recordMode.writes(missing: true, matched: false) else {
        return SnapshotResult(
          name: name, outcome: .failed,
          message: """
            No golden for \(name) at \(path) (record mode \(recordMode.rawValue)).
            To record it: \(acceptCommand(name))
            """)
      }
      return record(actual, name, reason: "there was none")
    }
    let expected: Image
    do {
      expected = try PNG.read(contentsOf: path)
    } catch {
      if recordMode.writes(missing: false, matched: false) {
        return record(actual, name, reason: "the old one could not be read: \(error)")
      }
      return SnapshotResult(
        name: name, outcome: .failed,
        message:
          "The golden \(path) cannot be read (\(error)).\nTo replace it: \(acceptCommand(name))")
    }
    guard let mismatch = strategy.diffing.compare(expected, actual) else {
      if recordMode.writes(missing: false, matched: true) {
        return record(actual, name, reason: "record mode is \(recordMode.rawValue)")
      }
      return SnapshotResult(name: name, outcome: .matched, message: "")
    }
    let artifacts: Artifacts
    do {
      artifacts = try writeArtifacts(
        name, expectedFile: path, actual: actual, diff: mismatch.makeDiffImage())
    } catch {
      return SnapshotResult(
        name: name, outcome: .failed,
        message:
          "\(name) does not match its golden: \(mismatch.summary); artifacts failed: \(error)")
    }
    if recordMode.writes(missing: false, matched: false) {
      var result = record(actual, name, reason: mismatch.summary)
      result.artifacts = artifacts
      result.mismatch = mismatch.kind
      return result
    }
    var lines = [
      "\(name) does not match its golden: \(mismatch.summary).",
      "  expected: \(path)",
      "  actual:   \(artifacts.actual)",
    ]
    if let diff = artifacts.diff { lines.append("  diff:     \(diff)") }
    lines.append("To accept the new picture: \(acceptCommand(name))")
    if let environmentNote { lines.append(environmentNote) }
    return SnapshotResult(
      name: name, outcome: .failed, message: lines.joined(separator: "\n"), artifacts: artifacts,
      mismatch: mismatch.kind)
  }

  private func record(_ image: Image, _ name: String, reason: String) -> SnapshotResult {
    let path = goldenPath(name)
    do {
      try AtomicFile.makeDirectory(directory)
      try AtomicFile.write(try PNG.encode(image), to: path)
      if let manifest, GoldenManifest.read(from: directory) != manifest {
        try manifest.write(to: directory)
      }
    } catch {
      return SnapshotResult(
        name: name, outcome: .failed, message: "Recording \(path) failed: \(error)")
    }
    return SnapshotResult(
      name: name, outcome: .recorded,
      message:
        "Recorded \(path) (\(reason)). Look at it, then run again: a run that records always fails."
    )
  }

  private func writeArtifacts(_ name: String, expectedFile: String, actual: Image, diff: Image?)
    throws
    -> Artifacts
  {
    try AtomicFile.makeDirectory(artifactsDirectory)
    let base = "\(artifactsDirectory)/\(name)"
    let artifacts = Artifacts(
      expected: "\(base).expected.png", actual: "\(base).actual.png",
      diff: diff == nil ? nil : "\(base).diff.png")
    let golden = FileManager.default.contents(atPath: expectedFile) ?? Data()
    try AtomicFile.write(Array(golden), to: artifacts.expected)
    try AtomicFile.write(try PNG.encode(actual), to: artifacts.actual)
    if let diff, let path = artifacts.diff {
      try AtomicFile.write(try PNG.encode(diff), to: path)
    } else if FileManager.default.fileExists(atPath: "\(base).diff.png") {
      try FileManager.default.removeItem(atPath: "\(base).diff.png")
    }
    return artifacts
  }
}

/// Where a failure's pictures were written, side by side.
public struct Artifacts: Sendable, Equatable {
  public var expected: String
  public var actual: String
  public var diff: String?
}

public struct SnapshotResult: Sendable {
  public enum Outcome: Sendable, Equatable {
    case matched
    /// A golden was written; the run fails so a person looks at it.
    case recorded
    case failed
  }

  public var name: String
  public var outcome: Outcome
  /// Empty when matched; otherwise a message that stands on its own.
  public var message: String
  public var artifacts: Artifacts?
  public var mismatch: Mismatch.Kind?

  public var passed: Bool { outcome == .matched }
}
