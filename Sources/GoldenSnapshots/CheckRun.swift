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
  /// differs: `pixels` (differing, antialiased), `size` (expected, actual) or `lines`
  /// (removed, added). A key that does not apply is left out.
  public func json() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let record = RunRecord(
      snapshots: snapshots, report: report, shard: shard, tolerance: tolerance.description,
      passed: results.count - failures.count, failed: failures.count,
      results: results.map(ResultRecord.init))
    // Strings, numbers and optionals of them always encode.
    return Array(try! encoder.encode(record)) + [0x0A]
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

/// `string` with each scalar `replacements` names replaced: the escaping the report formats
/// share. Scalar by scalar, so a CR LF pair (one `Character`) is two.
func replacingScalars(in string: String, _ replacements: [Unicode.Scalar: String]) -> String {
  string.unicodeScalars.map { replacements[$0] ?? String($0) }.joined()
}

private struct RunRecord: Encodable {
  let snapshots: String
  let report: String?
  let shard: String?
  let tolerance: String
  let passed: Int
  let failed: Int
  let results: [ResultRecord]
}

private struct ResultRecord: Encodable {
  struct Pixels: Encodable {
    let differing: Int
    let antialiased: Int
  }
  struct Size: Encodable {
    let width: Int
    let height: Int
  }
  struct Sizes: Encodable {
    let expected: Size
    let actual: Size
  }
  struct Lines: Encodable {
    let removed: Int
    let added: Int
  }

  let name: String
  let outcome: String
  let golden: String?
  var summary: String?
  var message: String?
  let accept: String?
  let artifacts: Artifacts?
  var pixels: Pixels?
  var size: Sizes?
  var lines: Lines?

  init(_ result: SnapshotResult) {
    name = result.name
    outcome = result.outcome.rawValue
    golden = result.golden
    accept = result.acceptCommand
    artifacts = result.artifacts
    guard !result.passed else { return }
    summary = result.headline
    message = result.message
    switch result.mismatch {
    case .pixels(let differing, let antialiased, _):
      pixels = Pixels(differing: differing, antialiased: antialiased)
    case .size(let expected, let actual):
      size = Sizes(
        expected: Size(width: expected.width, height: expected.height),
        actual: Size(width: actual.width, height: actual.height))
    case .lines(let removed, let added):
      lines = Lines(removed: removed, added: added)
    case nil:
      break
    }
  }
}
