/// Where a failure's files were written, side by side: the golden as it was, the new
/// snapshot, and what differs between them.
public struct Artifacts: Sendable, Equatable, Codable {
  public var expected: String
  public var actual: String
  public var diff: String?
}

public struct SnapshotResult: Sendable {
  public enum Outcome: String, Sendable, Equatable {
    case matched
    /// A golden was written; the run fails so a person looks at it.
    case recorded
    case failed
    /// A golden no picture draws any more (its scenario was removed or renamed), found by
    /// ``SnapshotStore/orphans()``; `render-composer record --prune` removes it.
    case orphaned
  }

  /// The snapshot's name as its files are named (see ``SnapshotStore/goldenPath(_:pathExtension:)``).
  public var name: String
  public var outcome: Outcome
  /// Empty when matched; otherwise a message that stands on its own.
  public var message: String
  public var artifacts: Artifacts?
  public var mismatch: Mismatch.Kind?
  /// The golden file the snapshot was compared with (or would have been).
  public var golden: String?
  /// The command that accepts the new snapshot, or removes an orphan, when there is one.
  public var acceptCommand: String?
  /// How long the check of this snapshot took, in seconds: making the value, comparing it, and
  /// writing any files; nil for a result no check timed (an orphan). JUnit's `time`.
  public var seconds: Double?

  public var passed: Bool { outcome == .matched }
}
