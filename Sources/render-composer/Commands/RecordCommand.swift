import ArgumentParsing
import ComposerGoldens
import ComposerRender
import GoldenSnapshots
import Raster

struct RecordCommand: Command {
  static let configuration = CommandConfiguration(
    name: "record",
    summary:
      "write the goldens of pictures and transition filmstrips that are missing or differ",
    discussion: "Prints each golden it writes; look at them before committing.")

  @OptionGroup var pictures: PictureOptions
  @Flag(
    "--all",
    help:
      "rewrite goldens whose pixels match too (after a change of PNG settings: the bytes "
      + "change, the pixels do not)")
  var rewritesAll: Bool
  @Flag("--prune", help: "also remove goldens no scenario draws any more, which fail `check`")
  var prunes: Bool

  private var mode: SnapshotRecordMode { rewritesAll ? .all : .failed }

  func run() throws -> ExitCode {
    // A folder that cannot be made fails once, before any picture is drawn.
    try AtomicFile.makeDirectory(pictures.directory)
    let renderer = try pictures.scenarios.theme.renderer()
    let store = try pictures.store(recordMode: mode, artifacts: nil, renderer: renderer)
    let (results, removed) = try store.batchingManifestWrites {
      let results = CatalogCheck.run(
        pictures.goldens, renderer: renderer, store: store, workers: pictures.jobs.count)
      for result in results where !result.passed {
        print(result.message.components(separatedBy: "\n")[0])
      }
      return (results, try orphans(in: store))
    }
    let written = results.filter { $0.outcome == .recorded }.count
    let failed = results.filter { $0.outcome == .failed }.count
    print(
      "\(written) golden\(written == 1 ? "" : "s") written, "
        + "\(results.count - written - failed) unchanged"
        + (removed > 0 ? ", \(removed) removed" : "") + (failed > 0 ? ", \(failed) failed" : ""))
    return failed > 0 ? .failure : .success
  }

  /// With `--prune`, removes the goldens nothing draws and counts them; without, names
  /// them and the command that would.
  private func orphans(in store: SnapshotStore) throws -> Int {
    guard prunes else {
      for orphan in store.orphans() {
        print(
          "\(orphan.path) is a golden no \(orphan.drawnBy) draws; "
            + "\(pictures.recordCommand(["--prune"])) removes it")
      }
      return 0
    }
    let removed = try store.removeOrphans()
    for orphan in removed { print("Removed \(orphan.path): no \(orphan.drawnBy) draws it") }
    return removed.count
  }
}
