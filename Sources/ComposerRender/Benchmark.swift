import Dispatch
import Foundation
import Raster

/// Wall-clock timings of the paths CI and designers wait on, for `render-composer bench`: per
/// scenario the steps of a golden check and of a render, a whole `check` of every golden, the
/// gallery on one core and on all of them, and the image diff on two different cards.
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
    for name in options.pictures { try timePicture(named: name, store: store, record) }
    if options.includesCatalog {
      try timeDiff(record)
      try timeCatalog(store: store, record)
    }
    return Report(machine: machine, timings: timings, peakResidentKiB: Self.peakResidentKiB())
  }

  // MARK: Steps

  /// The steps of one picture: those a golden check takes (layout, paint, reading the golden,
  /// comparing) and those a render takes (encoding, writing), then each whole.
  private func timePicture(
    named name: String, store: SnapshotStore, _ record: (Timing) -> Void
  ) throws {
    let picture = try self.picture(named: name)
    let scenario = picture.scenario
    let layout = renderer.layout(scenario)
    let image = try renderer.paint(layout)
    let goldenPath = "\(options.snapshotsDirectory)/\(name).png"
    let golden = try PNG.read(contentsOf: goldenPath)
    let goldenBytes = try FileManager.default.attributesOfItem(atPath: goldenPath)[.size] as? Int
    let encoded = try PNG.encode(image)
    let size = "\(image.width)×\(image.height) px"

    record(
      time("\(name)/layout", "layout (appearance, tree, text shaping, frames)") {
        _ = renderer.layout(scenario)
      })
    try record(
      time("\(name)/paint", "paint the laid-out card", note: size) {
        _ = try renderer.paint(layout)
      })
    try record(
      time(
        "\(name)/encode", "PNG encode, as goldens are written",
        note: "\(encoded.count) bytes"
      ) {
        _ = try PNG.encode(image)
      })
    // The reference: the same pixels as libpng writes them when nobody tunes it.
    let reference = try PNG.encode(image, compression: .libpngDefaults)
    let referencePath = "\(options.scratchDirectory)/\(name).libpng-defaults.png"
    try AtomicFile.write(reference, to: referencePath)
    try record(
      time(
        "\(name)/encode-libpng-defaults",
        "reference: encode with libpng's defaults (zlib 6, adaptive)",
        note: "\(reference.count) bytes"
      ) {
        _ = try PNG.encode(image, compression: .libpngDefaults)
      })
    try record(
      time(
        "\(name)/decode", "read and decode its golden",
        note: goldenBytes.map { "\($0) bytes" }
      ) {
        _ = try PNG.read(contentsOf: goldenPath)
      })
    try record(
      time(
        "\(name)/decode-libpng-defaults", "reference: read and decode that libpng-defaults file"
      ) {
        _ = try PNG.read(contentsOf: referencePath)
      })
    record(
      time("\(name)/compare", "compare with the golden (identical)") {
        _ = ImageDiff.compare(golden, image)
      })
    let strategy = Snapshotting<Scenario>.image(renderer: renderer)
    var failure: String?
    record(
      time("\(name)/check", "check one state (layout + paint + decode + compare)") {
        let result = store.verify(scenario, as: strategy, named: name)
        if !result.passed { failure = result.message }
      })
    if let failure { throw BenchmarkError(description: "\(name) does not match: \(failure)") }
    let output = "\(options.scratchDirectory)/\(name).png"
    try record(
      time("\(name)/render-file", "render to a PNG file (layout + paint + encode + write)") {
        // As `render-composer render` writes it.
        try AtomicFile.write(try PNG.encode(renderer.render(scenario)), to: output, durable: false)
      })
  }

  /// pixelmatch-style comparison of two different cards of one size, counting only (as a
  /// check does before it knows it failed), then with the diff image.
  private func timeDiff(_ record: (Timing) -> Void) throws {
    let (first, second) = options.diffPair
    let a = try PNG.read(contentsOf: "\(options.snapshotsDirectory)/\(first).png")
    let b = try PNG.read(contentsOf: "\(options.snapshotsDirectory)/\(second).png")
    guard case .compared(let difference) = ImageDiff.compare(a, b) else {
      throw BenchmarkError(description: "\(first) and \(second) differ in size")
    }
    let note =
      "\(first) vs \(second), \(a.width)×\(a.height) px: "
      + "\(difference.differingPixelCount) differ, \(difference.antialiasedPixelCount) anti-aliased"
    record(
      time("diff/count", "count the differing pixels, as a check does", note: note) {
        _ = ImageDiff.compare(a, b)
      })
    record(
      time("diff/image", "count, then make the diff image, as a failing check does") {
        if case .compared(let difference) = ImageDiff.compare(a, b) {
          _ = difference.makeDiffImage()
        }
      })
  }

  /// Whole-catalog jobs: what CI runs on every push and designers run by hand.
  private func timeCatalog(store: SnapshotStore, _ record: (Timing) -> Void) throws {
    let pictures = Catalog.pictures()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var failed = 0
    record(
      time(
        "catalog/check", "check every golden on \(cores) cores",
        note: "\(pictures.count) pictures", runs: options.catalogRuns, warmUpRuns: 1
      ) {
        failed =
          CatalogCheck.run(pictures, renderer: renderer, store: store, workers: cores)
          .filter { !$0.passed }.count
      })
    if failed > 0 {
      throw BenchmarkError(
        description: "\(failed) goldens do not match; run `render-composer check` first")
    }
    let gallery = Gallery(renderer: renderer)
    for workers in Set([1, cores]).sorted() {
      let directory = "\(options.scratchDirectory)/gallery-\(workers)"
      try record(
        time(
          "catalog/gallery-\(workers)", "gallery on \(workers) core\(workers == 1 ? "" : "s")",
          note: "\(pictures.count) PNGs + index.html", runs: options.catalogRuns, warmUpRuns: 1
        ) {
          try gallery.write(to: directory, workers: workers)
        })
    }
  }

  // MARK: Measuring

  private func picture(named name: String) throws -> Catalog.Picture {
    guard let picture = Catalog.pictures().first(where: { $0.name == name }) else {
      throw BenchmarkError(description: "\(name) is not a catalog picture (name.light|dark)")
    }
    return picture
  }

  private func time(
    _ id: String, _ label: String, note: String? = nil, runs: Int? = nil, warmUpRuns: Int? = nil,
    _ body: () throws -> Void
  ) rethrows -> Timing {
    for _ in 0..<(warmUpRuns ?? options.warmUpRuns) { try body() }
    var samples: [Double] = []
    let cpuStart = Self.cpuSeconds()
    for _ in 0..<max(1, runs ?? options.runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let cpu = Self.cpuSeconds() - cpuStart
    return Timing(
      id: id, group: String(id.prefix { $0 != "/" }), label: label,
      statistic: Statistic(milliseconds: samples), note: note,
      peakResidentKiB: Self.peakResidentKiB(),
      coresBusy: cpu / (samples.reduce(0, +) / 1000))
  }

  /// User and system CPU time of the whole process (every thread), in seconds.
  static func cpuSeconds() -> Double {
    let usage = resourceUsage()
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// `ru_maxrss`, which Linux reports in KiB (macOS in bytes).
  static func peakResidentKiB() -> Int {
    #if os(Linux)
      return resourceUsage().ru_maxrss
    #else
      return resourceUsage().ru_maxrss / 1024
    #endif
  }

  private static func resourceUsage() -> rusage {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
  }
}

public struct BenchmarkError: Error, CustomStringConvertible {
  public var description: String
}
