import ArgumentParsing
import ComposerGoldens
import ComposerRender
import GoldenSnapshots
import Raster
import Synchronization

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
  /// Each line written at once, unbuffered, so a run that is killed has said what it wrote.
  private let console = Console(handle: .standardOutput)

  func run() throws -> ExitCode {
    Heap.reserveForCatalog()
    // A folder that cannot be made fails once, before any picture is drawn.
    try AtomicFile.makeDirectory(pictures.directory)
    let renderer = try pictures.scenarios.theme.renderer()
    let store = try pictures.store(recordMode: mode, artifacts: nil, renderer: renderer)
    let lines = InOrderLines(count: pictures.goldens.count, console: console)
    let (results, removed) = try store.batchingManifestWrites {
      let results = CatalogCheck.run(
        pictures.goldens, renderer: renderer, store: store, workers: pictures.jobs.count
      ) { index, result in
        lines.finish(index, result.passed ? nil : result.message.components(separatedBy: "\n")[0])
      }
      return (results, try orphans(in: store))
    }
    let written = results.filter { $0.outcome == .recorded }.count
    let failed = results.filter { $0.outcome == .failed }.count
    console.line(
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
        console.line(
          "\(orphan.path) is a golden no \(orphan.drawnBy) draws; "
            + "\(pictures.recordCommand(["--prune"])) removes it")
      }
      return 0
    }
    let removed = try store.removeOrphans()
    for orphan in removed { console.line("Removed \(orphan.path): no \(orphan.drawnBy) draws it") }
    return removed.count
  }
}

/// Each golden's line, in the goldens' order whatever order the threads finish them in, each
/// written as soon as every golden before it is done: the output is the same from run to run,
/// and a killed run has printed the line of every golden it finished in order.
private final class InOrderLines: Sendable {
  private let console: Console
  private let state: Mutex<(next: Int, waiting: [Int: String?])>

  init(count: Int, console: Console) {
    self.console = console
    state = Mutex((next: 0, waiting: [:]))
  }

  /// The golden at `index` is done, with its line or nil for none.
  func finish(_ index: Int, _ line: String?) {
    state.withLock { state in
      state.waiting[index] = .some(line)
      while let ready = state.waiting.removeValue(forKey: state.next) {
        if let ready { console.line(ready) }
        state.next += 1
      }
    }
  }
}
