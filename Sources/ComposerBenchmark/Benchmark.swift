import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster

/// Wall-clock timings of the paths CI and designers wait on, for `render-composer bench`: per
/// scenario the steps of a golden check and of a render, one transition filmed, a whole
/// `check` of every golden, the gallery on one core and on all of them, and the image diff on
/// two different cards.
///
/// Every figure is the median of many runs after warm-up runs (fonts loaded, caches filled,
/// pages touched), with the spread beside it, because one run on a shared machine says little.
/// Nothing here decides anything: the numbers are for people and for `make bench-peers`, which
/// sets them beside Chromium, cairo, libpng and ImageMagick doing the same work.
public struct Benchmark: Sendable {
  public struct Options: Sendable {
    /// Runs of each step that takes milliseconds, after `warmUpRuns` untimed ones.
    public var runs = 60
    public var warmUpRuns = 5
    /// Runs of each whole-catalog job (check, gallery), after one untimed run.
    public var catalogRuns = 5
    /// Pictures ("name.scheme") whose steps are timed one by one; the first is the card the
    /// peers draw.
    public var pictures = [
      "default.light", "default.dark", "growth-6-lines.light", "menu-open.light",
      "type-accessibility3.light",
    ]
    /// Whether to time the diff and the whole-catalog jobs after the pictures.
    public var includesCatalog = true
    /// Two different pictures of one size, compared as a failing golden check compares them.
    public var diffPair = ("default.light", "typing-one-line.light")
    /// Where the goldens are read from.
    public var snapshotsDirectory = SnapshotStore.catalogDirectory
    /// Where files are written (renders, galleries); emptied at the end.
    public var scratchDirectory = NSTemporaryDirectory() + "render-composer-bench-\(getpid())"

    public init() {}
  }

  /// The spread of one step's run times, in milliseconds.
  public struct Statistic: Codable, Sendable {
    public let runs: Int
    public let median: Double
    /// The 25th and 75th percentiles: half of the runs fall between them.
    public let lowerQuartile: Double
    public let upperQuartile: Double
    public let min: Double
    public let max: Double

    init(milliseconds samples: [Double]) {
      let sorted = samples.sorted()
      func percentile(_ p: Double) -> Double {
        let position = p * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        let above = Swift.min(below + 1, sorted.count - 1)
        let fraction = position - Double(below)
        return sorted[below] * (1 - fraction) + sorted[above] * fraction
      }
      runs = sorted.count
      median = percentile(0.5)
      lowerQuartile = percentile(0.25)
      upperQuartile = percentile(0.75)
      min = sorted[0]
      max = sorted[sorted.count - 1]
    }
  }

  /// One timed step. `id` is stable for scripts ("default.light/paint", "catalog/gallery-1").
  public struct Timing: Codable, Sendable {
    public let id: String
    /// What the step works on ("default.light", "diff", "catalog"): the table's sections.
    public let group: String
    public let label: String
    public let statistic: Statistic
    /// What else a reader needs: sizes, counts.
    public let note: String?
    /// Peak resident memory of the process after this step, in KiB (it only grows).
    public let peakResidentKiB: Int
    /// CPU time over wall time for the timed runs: how many cores the step kept busy on
    /// average. A step on two cores that shows about 1 here was starved by other work on the
    /// machine, or serialised.
    public let coresBusy: Double
  }

  public struct Report: Codable, Sendable {
    public let machine: Machine
    public let timings: [Timing]
    /// `getrusage(RUSAGE_SELF).ru_maxrss` at the end: the largest the process ever was, which
    /// is the gallery on all cores unless a row above says otherwise.
    public let peakResidentKiB: Int

    public func timing(_ id: String) -> Timing? { timings.first { $0.id == id } }
  }

  /// What the numbers were measured on.
  public struct Machine: Codable, Sendable {
    public let processor: String
    public let cores: Int
    /// The 1-minute load average when the run began: above ~0.5 the machine was not quiet.
    public let loadAverageAtStart: Double
    public let optimized: Bool

    static var current: Machine {
      let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
      let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) }
      var loads = [Double](repeating: 0, count: 3)
      _ = getloadavg(&loads, 3)
      return Machine(
        processor: model ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
        loadAverageAtStart: loads[0], optimized: !_isDebugAssertConfiguration())
    }
  }

  public let renderer: ComposerRenderer
  public let options: Options

  public init(renderer: ComposerRenderer, options: Options = Options()) {
    self.renderer = renderer
    self.options = options
  }

  /// Runs every step in order; `progress` hears each finished one, for a live display.
  public func run(progress: (Timing) -> Void = { _ in }) throws -> Report {
    let machine = Machine.current
    try AtomicFile.makeDirectory(options.scratchDirectory)
    defer { try? FileManager.default.removeItem(atPath: options.scratchDirectory) }
    var timings: [Timing] = []
    func record(_ timing: Timing) {
      timings.append(timing)
      progress(timing)
    }
    // One store for every check, as a test run has: it reads the manifest and works out the
    // machine's fonts and libraries once.
    let store = try SnapshotStore.catalog(
      directory: options.snapshotsDirectory,
      artifactsDirectory: options.scratchDirectory + "/artifacts", recordMode: .never,
      renderer: renderer)
    try checkGoldens(in: store)
    for name in options.pictures { try timePicture(named: name, store: store, record) }
    if options.includesCatalog {
      try timeFilm(record)
      try timeDiff(store: store, record)
      try timeCatalog(store: store, record)
    }
    return Report(machine: machine, timings: timings, peakResidentKiB: Self.peakResidentKiB())
  }
}

extension Benchmark {
  /// The steps time checks against goldens: without them (a run outside the repository, a
  /// wrong `--snapshots`) the run stops before timing anything, saying where it looked.
  private func checkGoldens(in store: SnapshotStore) throws {
    let advice =
      "bench times checks against the catalog's goldens; run it from the repository's root, "
      + "or name their folder with --snapshots"
    if options.includesCatalog, let problem = store.missingGoldens() {
      throw BenchmarkError(description: "\(problem); \(advice)")
    }
    // A name that is no catalog picture is refused as such when its steps start.
    let catalog = Set(Catalog.pictures().map(\.name))
    for name in options.pictures
    where catalog.contains(name) && !FileManager.default.fileExists(atPath: store.goldenPath(name))
    {
      throw BenchmarkError(description: "no golden \(store.goldenPath(name)); \(advice)")
    }
  }
}

public struct BenchmarkError: Error, CustomStringConvertible {
  public var description: String
}
