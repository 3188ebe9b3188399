import Foundation
import ToolSupport

/// When a snapshot check writes goldens, as swift-snapshot-testing has it. Any run that
/// writes a golden fails, saying what it wrote, so nothing is accepted unseen.
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
  /// Write goldens that do not exist yet; compare the rest.
  case missing
  /// Write missing goldens and replace those that differ.
  case failed
  /// Write every golden.
  case all
  /// Write nothing; a missing golden fails.
  case never

  /// `SNAPSHOT_RECORD` if set; otherwise `never` under `CI=true` (a CI run must not invent its
  /// own expectations) and `missing` elsewhere.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SnapshotRecordMode {
    if let value = environment["SNAPSHOT_RECORD"], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value) else {
        let modes = allCases.map(\.rawValue)
        throw SnapshotConfigurationError(
          description:
            "SNAPSHOT_RECORD=\(value) is not a record mode"
            + "\(Suggestion.clause(for: value, among: modes)); use one of "
            + modes.joined(separator: ", "))
      }
      return mode
    }
    return environment["CI"] == "true" ? .never : .missing
  }

  func writes(missing: Bool, matched: Bool) -> Bool {
    switch self {
    case .never: false
    case .missing: missing
    case .failed: missing || !matched
    case .all: true
    }
  }
}

public struct SnapshotConfigurationError: Error, CustomStringConvertible {
  public var description: String
}
