import ComposerRender
import GoldenSnapshots

/// Compares pictures with their goldens and reports the failures. It runs in three steps, so
/// each can grow on its own: which scenarios (the catalog, limited by `--only` and `--shard`),
/// checking them against the store, and the reports (the console's lines and the HTML page;
/// a JUnit file or annotations would be further ``CheckReport``s).
struct CheckCommand: Command {
  static let name = "check"
  static let summary = "compare every catalog picture and transition filmstrip with its golden"
  static let report = Option<String>.text(
    "--report", value: "DIR",
    "where failures write expected, actual and diff PNGs and an index.html"
  ).defaulting(to: "$SNAPSHOT_ARTIFACTS or .build/snapshot-artifacts")
  static let shard = Option<Shard>(
    ["--shard"], value: "K/N", "check only the K-th of N deterministic parts, for a CI matrix",
    allowed: "K/N with 1 ≤ K ≤ N", accept: Shard.init)
  static let tolerance = ToleranceArguments(default: .exact)
  static let arguments: [any ArgumentDeclaration] =
    CatalogArguments.declarations + tolerance.declarations + [report, shard]
  static let discussion = "Never writes goldens. Exit 1 if any picture differs."

  let catalog: CatalogArguments
  let tolerance: Tolerance
  let reportDirectory: String?
  let shard: Shard?

  init(parsing arguments: Arguments) throws {
    catalog = try CatalogArguments(arguments)
    tolerance = try Self.tolerance.read(arguments)
    reportDirectory = try arguments.value(Self.report)
    shard = try arguments.value(Self.shard)
  }

  func run() throws -> ExitCode {
    let renderer = try ComposerRenderer()
    let store = try SnapshotStore.catalog(
      directory: catalog.directory, artifactsDirectory: reportDirectory, recordMode: .never,
      renderer: renderer)
    let results =
      store.verify(
        subjects(), as: .image(renderer: renderer, tolerance: tolerance), workers: catalog.jobs)
      + (try transitionResults(renderer: renderer, artifacts: store.artifactsDirectory))
    let reports: [any CheckReport] = [HTMLCheckReport(directory: store.artifactsDirectory)]
    for result in results where !result.passed { print(result.message + "\n") }
    for report in reports {
      if let line = try report.write(results) { print(line) }
    }
    let failed = results.filter { !$0.passed }.count
    print("\(results.count - failed) passed, \(failed) failed")
    return failed == 0 ? .success : .differences
  }

  /// The named scenarios to check: the chosen catalog entries light and dark, or one shard.
  private func subjects() -> [(name: String, value: Scenario)] {
    var pictures = Catalog.pictures(of: catalog.entries)
    if let shard { pictures = Catalog.shard(pictures, index: shard.index, of: shard.count) }
    return pictures.map { (name: $0.name, value: $0.scenario) }
  }
}

extension CheckCommand {
  /// The chosen transitions' filmstrips against their goldens, sharded as the stills are,
  /// their failures beside the stills' in the same report.
  fileprivate func transitionResults(renderer: ComposerRenderer, artifacts: String) throws
    -> [SnapshotResult]
  {
    var pictures = TransitionCatalog.pictures(of: catalog.transitions)
    if let shard {
      pictures = TransitionCatalog.Picture.shard(pictures, index: shard.index, of: shard.count)
    }
    let store = try SnapshotStore.transitions(
      directory: catalog.transitionsDirectory, artifactsDirectory: artifacts, recordMode: .never,
      renderer: renderer)
    return store.verify(pictures, renderer: renderer, tolerance: tolerance, workers: catalog.jobs)
  }
}

/// "2/4": part 2 of 4.
struct Shard: Sendable {
  let index: Int
  let count: Int

  init?(_ text: String) {
    let parts = text.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
    (index, count) = (parts[0], parts[1])
  }
}

/// A form a check's results are kept in besides the console's lines.
protocol CheckReport {
  /// Writes the report; returns the line the console prints about it, if any.
  func write(_ results: [SnapshotResult]) throws -> String?
}

/// The failures' page, `index.html` beside their pictures.
struct HTMLCheckReport: CheckReport {
  let directory: String

  func write(_ results: [SnapshotResult]) throws -> String? {
    try SnapshotReport.write(results, to: directory).map { "Report: \($0)" }
  }
}
