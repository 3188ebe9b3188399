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

  /// The variables a record mode is read from: ours, then swift-snapshot-testing's, which
  /// takes the same four values, so a suite moving from that library keeps its habits.
  public static let environmentVariables = ["SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"]

  /// `SNAPSHOT_RECORD` or `SNAPSHOT_TESTING_RECORD`, whichever is set (both may be, if they
  /// agree); otherwise `never` under `CI=true` (a CI run must not invent its own
  /// expectations) and `missing` elsewhere. A value that is not a mode, or two that disagree,
  /// is an error naming the variables.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SnapshotRecordMode {
    let modes = allCases.map(\.rawValue)
    var chosen: (variable: String, mode: SnapshotRecordMode)?
    for variable in environmentVariables {
      guard let value = environment[variable], !value.isEmpty else { continue }
      guard let mode = SnapshotRecordMode(rawValue: value) else {
        throw SnapshotConfigurationError(
          description:
            "\(variable)=\(value) is not a record mode"
            + "\(Suggestion.clause(for: value, among: modes)); use one of "
            + modes.joined(separator: ", "))
      }
      if let chosen, chosen.mode != mode {
        throw SnapshotConfigurationError(
          description:
            "\(chosen.variable)=\(chosen.mode.rawValue) and \(variable)=\(value) disagree; "
            + "set one of them")
      }
      chosen = (variable, mode)
    }
    if let chosen { return chosen.mode }
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
