import ArgumentParsing
import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import ToolSupport

/// Compares pictures with their goldens and reports the results. It runs in three steps, so
/// each can grow on its own: which pictures (the catalog or a folder of scenarios, limited by
/// `--only` and `--shard`), checking them and the folder's orphans against the store, and the
/// reports: the HTML page first, since the others name it, then each ``CheckReport``.
struct CheckCommand: Command {
  static let configuration = CommandConfiguration(
    name: "check",
    summary:
      "compare every catalog picture and transition filmstrip (or your own scenarios') with its "
      + "golden",
    discussion: """
      Never writes goldens. First removes what the last check wrote into the report folder, and \
      nothing else. Without --only, a golden no scenario draws fails by name (in shard 1 of a \
      matrix); `record --prune` removes it. Under GITHUB_ACTIONS=true it also prints an ::error \
      annotation for each failure and appends a summary to $GITHUB_STEP_SUMMARY. Exit 1 if any \
      picture differs; 2 if the folder holds no goldens at all.
      """)

  @OptionGroup var pictures: PictureOptions
  @OptionGroup var comparison: ToleranceOptions
  @Option(
    "--report", value: .text("DIR"),
    help: "where failures write expected, actual and diff PNGs and an index.html",
    shownDefault: "$SNAPSHOT_ARTIFACTS or .build/snapshot-artifacts")
  var reportDirectory = SnapshotStore.defaultArtifactsDirectory
  @Option(
    "--shard", value: ValueFormat("K/N", allowed: "K/N with 1 ≤ K ≤ N", accept: Shard.init),
    help: "check only the K-th of N deterministic parts, for a CI matrix")
  var shard: Shard?
  @Option(
    "--junit", value: .text("FILE"),
    help: "also write the results as JUnit XML, a testcase a picture")
  var junit: String?
  @Option(
    "--json", value: .text("FILE"), implicitValue: "-",
    help: "also write every picture's result as JSON; - or no FILE writes it to standard output, "
      + "and the lines for people go to standard error")
  var json: String?
  @Flag(
    "--decode-goldens",
    help: "decode every golden and compare its pixels, trusting none of the manifest's digests "
      + "(a cache of what the goldens were): for CI, or a pull request that changes goldens")
  var decodesGoldens: Bool

  func run() throws -> ExitCode {
    Heap.reserveForCatalog()
    let tolerance = comparison.tolerance
    // --report is refused with a control character when parsed; $SNAPSHOT_ARTIFACTS here.
    guard !reportDirectory.containsControlCharacter else {
      throw InputError(
        description:
          "the report folder \"\(reportDirectory.terminalEscapedLine)\" (SNAPSHOT_ARTIFACTS) holds "
          + "a control character, which would reach every message naming it; name another")
    }
    // Absolute, so every path a failure prints (expected, actual, diff, the report page) opens
    // from an IDE or a terminal in any folder, as assertSnapshot's do.
    let folder = ReportFolder(
      directory: URL(fileURLWithPath: reportDirectory).standardizedFileURL.path)
    try folder.clear()
    let renderer = try pictures.scenarios.theme.renderer()
    var store = try pictures.store(
      recordMode: .never, artifacts: folder.directory, renderer: renderer)
    store.decodesEveryGolden = decodesGoldens
    if let problem = store.missingGoldens() {
      throw InputError(
        description:
          "\(problem), so there is nothing to compare with; name the goldens' folder with "
          + "--snapshots, or record them: \(pictures.recordCommand([]))")
    }
    let subjects = self.subjects()
    try folder.claim(pictures: subjects.map(\.name))
    for file in [junit, json].compactMap({ $0 }) where file != "-" {
      try folder.claim(file: file)
    }
    let results =
      CatalogCheck.run(
        subjects, renderer: renderer, store: store, tolerance: tolerance,
        workers: pictures.jobs.count)
      + orphans(in: store)
    let run = CheckRun(
      results: results, snapshots: store.directory,
      report: try folder.writePage(results),
      shard: shard.map { "\($0.index)/\($0.count)" }, tolerance: tolerance)
    for report in reports() { try report.write(run) }
    return run.failures.isEmpty ? .success : .differences
  }

  /// The chosen goldens, or one shard of them.
  private func subjects() -> [CatalogGolden] {
    guard let shard else { return pictures.goldens }
    return CatalogGolden.shard(pictures.goldens, index: shard.index, of: shard.count)
  }

  /// The goldens no picture draws, when every picture is checked: by the whole run, or by
  /// the first shard of a matrix, so each is reported once.
  private func orphans(in store: SnapshotStore) -> [SnapshotResult] {
    guard !pictures.isNarrowed, (shard?.index ?? 1) == 1 else { return [] }
    let command = pictures.recordCommand(["--prune"])
    return store.orphans().map { store.orphanResult($0, removeWith: command) }
  }

  /// The console's lines, then the files asked for, then GitHub's annotations and summary
  /// under GitHub Actions, then the totals.
  private func reports() -> [any CheckReport] {
    let console = Console(handle: json == "-" ? .standardError : .standardOutput)
    var reports: [any CheckReport] = [FailureMessages(console: console)]
    if let junit { reports.append(JUnitFile(path: junit, console: console)) }
    if let json { reports.append(JSONResults(path: json, console: console)) }
    let environment = ProcessInfo.processInfo.environment
    if environment["GITHUB_ACTIONS"] == "true" {
      reports.append(
        GitHubActions(
          console: console, workspace: environment["GITHUB_WORKSPACE"],
          summaryFile: environment["GITHUB_STEP_SUMMARY"]))
    }
    return reports + [Totals(console: console)]
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
