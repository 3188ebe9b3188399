import ComposerGoldens
import ComposerRender
import GoldenSnapshots
import Raster

struct RecordCommand: Command {
  static let name = "record"
  static let summary =
    "write the goldens of pictures and transition filmstrips that are missing or differ"
  static let all = Flag(
    "--all",
    help:
      "rewrite goldens whose pixels match too (after a change of PNG settings: the bytes "
      + "change, the pixels do not)")
  static let prune = Flag(
    "--prune", help: "also remove goldens no scenario draws any more, which fail `check`")
  static let arguments: [any ArgumentDeclaration] = PictureArguments.declarations + [all, prune]
  static let discussion = "Prints each golden it writes; look at them before committing."

  let pictures: PictureArguments
  let mode: SnapshotRecordMode
  let prunes: Bool

  init(parsing arguments: Arguments) throws {
    pictures = try PictureArguments(arguments)
    mode = arguments.flag(Self.all) ? .all : .failed
    prunes = arguments.flag(Self.prune)
  }

  func run() throws -> ExitCode {
    // A folder that cannot be made fails once, before any picture is drawn.
    try AtomicFile.makeDirectory(pictures.directory)
    let renderer = try ComposerRenderer()
    let store = try pictures.store(recordMode: mode, artifacts: nil, renderer: renderer)
    let (results, removed) = try store.batchingManifestWrites {
      let results = CatalogCheck.run(
        pictures.goldens, renderer: renderer, store: store, workers: pictures.jobs)
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
