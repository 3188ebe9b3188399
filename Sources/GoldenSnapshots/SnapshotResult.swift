/// Where a failure's files were written, side by side: the golden as it was, the new
/// snapshot, and what differs between them.
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

  /// The snapshot's name as its files are named (see ``SnapshotStore/goldenPath(_:pathExtension:)``).
  public var name: String
  public var outcome: Outcome
  /// Empty when matched; otherwise a message that stands on its own.
  public var message: String
  public var artifacts: Artifacts?
  public var mismatch: Mismatch.Kind?

  public var passed: Bool { outcome == .matched }
}
