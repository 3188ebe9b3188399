import Foundation

/// One check's results with what they were checked against, as the machine-readable reports
/// (``json()``, ``JUnitReport``, ``GitHubReport``) give them: every picture's outcome, not only
/// the failures.
public struct CheckRun: Sendable {
  public var results: [SnapshotResult]
  /// The goldens' folder.
  public var snapshots: String
  /// The failure page, when one was written.
  public var report: String?
  /// "2/4" when the run checked one part of the pictures.
  public var shard: String?
  public var tolerance: Tolerance

  public init(
    results: [SnapshotResult], snapshots: String, report: String?, shard: String?,
    tolerance: Tolerance
  ) {
    self.results = results
    self.snapshots = snapshots
    self.report = report
    self.shard = shard
    self.tolerance = tolerance
  }

  public var failures: [SnapshotResult] { results.filter { !$0.passed } }

  /// The run as pretty, key-sorted JSON ending in a line break: `snapshots`, `report`,
  /// `shard`, `tolerance`, `passed`, `failed`, and `results`, one object a picture with its
  /// `name`, `outcome` (matched, failed, recorded, orphaned), `golden`, and for a failure its
  /// `summary`, `message`, `accept` command, `artifacts` (expected, actual, diff) and what
  /// differs: `pixels` (differing, antialiased), `size` (expected and actual width and
  /// height) or `lines` (removed, added). A key that does not apply is left out.
  public func json() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and optionals of them always encode.
    return Array(try! encoder.encode(self)) + [0x0A]
  }
}

extension CheckRun: Encodable {
  private enum Key: String, CodingKey {
    case snapshots, report, shard, tolerance, passed, failed, results
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(snapshots, forKey: .snapshots)
    try container.encodeIfPresent(report, forKey: .report)
    try container.encodeIfPresent(shard, forKey: .shard)
    try container.encode(tolerance.description, forKey: .tolerance)
    try container.encode(results.count - failures.count, forKey: .passed)
    try container.encode(failures.count, forKey: .failed)
    try container.encode(results, forKey: .results)
  }
}

extension SnapshotResult: Encodable {
  private enum Key: String, CodingKey {
    case name, outcome, golden, accept, artifacts, summary, message, pixels, size, lines
  }

  /// As ``CheckRun/json()`` describes a picture's result.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(name, forKey: .name)
    try container.encode(outcome.rawValue, forKey: .outcome)
    try container.encodeIfPresent(golden, forKey: .golden)
    try container.encodeIfPresent(acceptCommand, forKey: .accept)
    try container.encodeIfPresent(artifacts, forKey: .artifacts)
    guard !passed else { return }
    try container.encode(headline, forKey: .summary)
    try container.encode(message, forKey: .message)
    switch mismatch {
    case .pixels(let differing, let antialiased, _):
      try container.encode(["differing": differing, "antialiased": antialiased], forKey: .pixels)
    case .size(let expected, let actual):
      try container.encode(
        [
          "expected": ["width": expected.width, "height": expected.height],
          "actual": ["width": actual.width, "height": actual.height],
        ], forKey: .size)
    case .lines(let removed, let added):
      try container.encode(["removed": removed, "added": added], forKey: .lines)
    case nil:
      break
    }
  }
}

extension SnapshotResult {
  /// What went wrong in a few words: the mismatch's summary, else the message's first line.
  public var headline: String {
    mismatch?.summary ?? String(message.prefix { !$0.isNewline })
  }

  /// "pixels", "size", "lines" for a mismatch; else the outcome: for JUnit's failure type.
  var failureType: String {
    switch mismatch {
    case .pixels: "pixels"
    case .size: "size"
    case .lines: "lines"
    case nil: outcome.rawValue
    }
  }
}
