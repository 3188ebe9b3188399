import ComposerRender
import GoldenSnapshots
import Raster

struct RecordCommand: Command {
  static let name = "record"
  static let summary =
    "write the goldens of catalog pictures and transitions that are missing or differ"
  static let all = Flag(
    "--all",
    help:
      "rewrite goldens whose pixels match too (after a change of PNG settings: the bytes "
      + "change, the pixels do not)")
  static let arguments: [any ArgumentDeclaration] = CatalogArguments.declarations + [all]
  static let discussion = "Prints each golden it writes; look at them before committing."

  let catalog: CatalogArguments
  let mode: SnapshotRecordMode

  init(parsing arguments: Arguments) throws {
    catalog = try CatalogArguments(arguments)
    mode = arguments.flag(Self.all) ? .all : .failed
  }

  func run() throws -> ExitCode {
    // A folder that cannot be made fails once, before any picture is drawn.
    try AtomicFile.makeDirectory(catalog.directory)
    let renderer = try ComposerRenderer()
    let store = try SnapshotStore.catalog(
      directory: catalog.directory, recordMode: mode, renderer: renderer)
    let transitions = try SnapshotStore.transitions(
      directory: catalog.transitionsDirectory, recordMode: mode, renderer: renderer)
    let results =
      CatalogCheck.run(
        Catalog.pictures(of: catalog.entries), renderer: renderer, store: store,
        workers: catalog.jobs)
      + transitions.verify(
        TransitionCatalog.pictures(of: catalog.transitions), renderer: renderer,
        workers: catalog.jobs)
    for result in results where !result.passed {
      print(result.message.components(separatedBy: "\n")[0])
    }
    let written = results.filter { $0.outcome == .recorded }.count
    let failed = results.filter { $0.outcome == .failed }.count
    print(
      "\(written) golden\(written == 1 ? "" : "s") written, "
        + "\(results.count - written - failed) unchanged\(failed > 0 ? ", \(failed) failed" : "")")
    return failed > 0 ? .failure : .success
  }
}
