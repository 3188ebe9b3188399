import ComposerRender
import Foundation
import Raster
import SPTheme

/// render-composer: the command-line face of ComposerRender. Argument parsing and output only;
/// every decision lives in the library. Exit status: 0 success, 1 differences found, 2 bad
/// usage or bad input.

let commands: [(name: String, summary: String, usage: String)] = [
  (
    "render", "draw one scenario to a PNG",
    """
    render <scenario> -o <out.png> [--width PT] [--scale N] [--color-scheme light|dark] [--type-size SIZE]
      <scenario> is a JSON file, - for standard input, or a catalog name (see `list`).
      -o - writes the PNG to standard output.
    """
  ),
  (
    "gallery", "draw every catalog state, light and dark, with an index.html",
    """
    gallery [-o DIR] [--jobs N]
      Writes DIR/images/<name>.<light|dark>.png and DIR/index.html (default DIR: gallery).
      --jobs: threads to draw on (default: the number of cores).
    """
  ),
  (
    "a11y", "print the VoiceOver reading order; optionally draw it over the card",
    """
    a11y <scenario> [--overlay out.png] [--width PT] [--scale N] [--color-scheme light|dark] [--type-size SIZE]
      One element a line: number, label, value, traits, frame in points.
    """
  ),
  (
    "layout", "print every element's frame as JSON",
    """
    layout <scenario> [-o out.json] [--width PT] [--scale N] [--color-scheme light|dark] [--type-size SIZE]
    """
  ),
  (
    "diff", "compare two PNGs the way the golden check does",
    """
    diff <expected.png> <actual.png> [-o diff.png] [--threshold T] [--no-antialiasing]
      Exit 0 when no pixel differs beyond the threshold (default 0.1), 1 when some do.
    """
  ),
  (
    "check", "compare every catalog picture with its golden",
    """
    check [--only NAME]... [--tolerance exact|antialiasing] [--threshold T] [--antialiasing]
          [--max-pixels N] [--report DIR] [--shard K/N] [--snapshots DIR] [--jobs N]
      Never writes goldens. Exit 1 if any picture differs; failures write expected, actual and
      diff PNGs and an index.html into DIR (default: $SNAPSHOT_ARTIFACTS or .build/snapshot-artifacts).
      --shard K/N checks the K-th of N deterministic parts, for a CI matrix.
      --tolerance antialiasing is --threshold 0.1 --antialiasing; the default is exact.
    """
  ),
  (
    "record", "write the goldens of catalog pictures that are missing or differ",
    """
    record [--only NAME]... [--all] [--snapshots DIR] [--jobs N]
      NAME is a catalog scenario (both its light and dark goldens are written). Prints each
      golden it writes; look at them before committing. --all rewrites goldens whose pixels
      match too (after a change of PNG settings: the bytes change, the pixels do not).
    """
  ),
  ("list", "list the catalog's scenarios", "list"),
  (
    "bench", "time layout, paint, PNG, golden checks, the gallery and the diff",
    """
    bench [--json] [--runs N] [--only PICTURE]... [--snapshots DIR]
      Medians of N runs (default 60) after warm-up, with the spread, and peak memory. Use a
      release build on a quiet machine. --json prints the same figures for scripts
      (`make bench-peers` sets them beside Chromium, cairo, libpng and ImageMagick).
      --only times just the steps of that picture (e.g. default.light), for profiling.
    """
  ),
]

func help(_ command: String? = nil) -> String {
  if let command, let entry = commands.first(where: { $0.name == command }) {
    return
      "render-composer \(entry.name): \(entry.summary)\n\nUsage: render-composer \(entry.usage)\n"
  }
  let width = commands.map(\.name.count).max() ?? 0
  let lines = commands.map {
    "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)"
  }
  return """
    render-composer: draws the ModelComposer card headlessly, for galleries, docs and golden tests.

    Usage: render-composer <command> [options]; render-composer <command> --help

    Commands:
    \(lines.joined(separator: "\n"))

    Exit status: 0 success, 1 differences found, 2 bad usage or input.

    """
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}

/// The one scenario a command names, from a file, standard input or the catalog, with the
/// command line's overrides, each checked against the same ranges as the JSON keys.
func scenario(_ arguments: inout Arguments) throws -> Scenario {
  let width = try arguments.number("--width", in: Scenario.widthRange)
  let scale = try arguments.number("--scale", in: Scenario.scaleRange)
  let scheme = try arguments.value("--color-scheme").map { name in
    guard let value = SPTheme.ColorScheme(rawValue: name) else {
      throw UsageError(description: "--color-scheme must be light or dark, got \"\(name)\"")
    }
    return value
  }
  let size = try arguments.value("--type-size").map { name in
    guard let value = SPTheme.DynamicTypeSize(rawValue: name) else {
      let sizes = SPTheme.DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(description: "--type-size must be one of \(sizes), got \"\(name)\"")
    }
    return value
  }
  let source = try arguments.positionals(count: 1...1, "one scenario")[0]
  var scenario: Scenario
  if source == "-" {
    scenario = try Scenario(reading: FileHandle.standardInput, named: "standard input")
  } else if FileManager.default.fileExists(atPath: source) {
    scenario = try Scenario(contentsOfFile: source)
  } else if let entry = Catalog.entry(named: source) {
    scenario = entry.scenario
  } else {
    throw UsageError(
      description:
        "\(source) is neither a file nor a catalog scenario; `render-composer list` names them")
  }
  scenario.width = width ?? scenario.width
  scenario.scale = scale ?? scenario.scale
  scenario.colorScheme = scheme ?? scenario.colorScheme
  scenario.dynamicTypeSize = size ?? scenario.dynamicTypeSize
  return scenario
}

/// `--tolerance exact|antialiasing`, refined by `--threshold`, `--antialiasing` and
/// `--max-pixels`.
func tolerance(_ arguments: inout Arguments) throws -> Tolerance {
  var tolerance: Tolerance
  switch try arguments.value("--tolerance") {
  case nil, "exact": tolerance = .exact
  case "antialiasing": tolerance = .antialiasing
  case let other?:
    throw UsageError(description: "--tolerance must be exact or antialiasing, got \"\(other)\"")
  }
  if let threshold = try arguments.number("--threshold", in: 0...1) {
    tolerance.threshold = threshold
  }
  if arguments.flag("--antialiasing") { tolerance.detectsAntialiasing = true }
  if let pixels = try arguments.integer("--max-pixels", in: 0...Int.max) {
    tolerance.maximumDifferingPixels = pixels
  }
  return tolerance
}

/// The catalog entries `--only` names, or all of them.
func catalogEntries(_ names: [String]) throws -> [CatalogEntry] {
  guard !names.isEmpty else { return Catalog.entries }
  return try names.map { name in
    guard let entry = Catalog.entry(named: name) else {
      throw UsageError(
        description:
          "--only \(name): no catalog scenario has that name; `render-composer list` names them")
    }
    return entry
  }
}

/// "2/4" → part 2 of 4.
func parseShard(_ text: String) throws -> (index: Int, count: Int) {
  let parts = text.split(separator: "/").compactMap { Int($0) }
  guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
    throw UsageError(description: "--shard must be K/N with 1 ≤ K ≤ N, got \"\(text)\"")
  }
  return (parts[0], parts[1])
}

/// Standard output for "-", else the file, written whole; not flushed to disk, since any of
/// these outputs is drawn again in a moment.
func writeOutput(_ bytes: [UInt8], to path: String) throws {
  if path == "-" {
    FileHandle.standardOutput.write(Data(bytes))
  } else {
    try AtomicFile.write(bytes, to: path, durable: false)
  }
}

/// `--jobs N` for the commands that draw many pictures at once: every core by default.
func parallelJobs(_ arguments: inout Arguments) throws -> Int {
  try arguments.integer("--jobs", in: 1...64) ?? ProcessInfo.processInfo.activeProcessorCount
}

func run(_ command: String, _ arguments: inout Arguments) throws -> Int32 {
  switch command {
  case "render":
    let output = try arguments.value("-o", "--output")
    let scenario = try scenario(&arguments)
    guard let output else { throw UsageError(description: "render needs -o <out.png>") }
    let picture = try ComposerRenderer().render(scenario)
    try writeOutput(try PNG.encode(picture), to: output)
  case "gallery":
    let directory = try arguments.value("-o", "--output") ?? "gallery"
    let jobs = try parallelJobs(&arguments)
    _ = try arguments.positionals(count: 0...0, "no arguments")
    let gallery = Gallery(renderer: try ComposerRenderer())
    try gallery.write(to: directory, workers: jobs) { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    print("\(directory)/index.html: \(gallery.pictures.count) pictures")
  case "a11y":
    let overlay = try arguments.value("--overlay")
    let scenario = try scenario(&arguments)
    let renderer = try ComposerRenderer()
    let layout = renderer.layout(scenario)
    print(try layout.accessibilityReading)
    if let overlay {
      try writeOutput(try PNG.encode(try renderer.accessibilityOverlay(layout)), to: overlay)
    }
  case "layout":
    let output = try arguments.value("-o", "--output")
    let layout = try ComposerRenderer().layout(try scenario(&arguments))
    try writeOutput(Array(layout.framesJSON()) + [0x0A], to: output ?? "-")
  case "diff":
    let output = try arguments.value("-o", "--output")
    let threshold = try arguments.number("--threshold", in: 0...1) ?? 0.1
    let detectsAntialiasing = !arguments.flag("--no-antialiasing")
    let paths = try arguments.positionals(count: 2...2, "two PNG files")
    let expected = try PNG.read(contentsOf: paths[0])
    let actual = try PNG.read(contentsOf: paths[1])
    let options = DiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing)
    switch ImageDiff.compare(expected, actual, options: options) {
    case .sizeMismatch(let expectedSize, let actualSize):
      print("size differs: \(paths[0]) is \(expectedSize), \(paths[1]) is \(actualSize)")
      return 1
    case .compared(let difference):
      if let output {
        let image = difference.makeDiffImage()
        try writeOutput(try PNG.encode(image), to: output)
      }
      print(
        "\(difference.differingPixelCount) pixels differ, \(difference.antialiasedPixelCount) anti-aliased "
          + "(threshold \(threshold)\(detectsAntialiasing ? "" : ", anti-aliasing counted"))")
      return difference.isMatch ? 0 : 1
    }
  case "check":
    let entries = try catalogEntries(try arguments.values("--only"))
    let tolerance = try tolerance(&arguments)
    let report = try arguments.value("--report")
    let shard = try arguments.value("--shard").map(parseShard)
    let directory = try arguments.value("--snapshots") ?? SnapshotStore.catalogDirectory
    let jobs = try parallelJobs(&arguments)
    _ = try arguments.positionals(count: 0...0, "no arguments")
    let renderer = try ComposerRenderer()
    let store = try SnapshotStore.catalog(
      directory: directory, artifactsDirectory: report, recordMode: .never, renderer: renderer)
    var pictures = Catalog.pictures(of: entries)
    if let shard { pictures = Catalog.shard(pictures, index: shard.index, of: shard.count) }
    let results = CatalogCheck.run(
      pictures, renderer: renderer, store: store, tolerance: tolerance, workers: jobs)
    for result in results where !result.passed { print(result.message + "\n") }
    let failed = results.filter { !$0.passed }.count
    if let page = try SnapshotReport.write(results, to: store.artifactsDirectory) {
      print("Report: \(page)")
    }
    print("\(results.count - failed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  case "record":
    let entries = try catalogEntries(try arguments.values("--only"))
    let mode: SnapshotRecordMode = arguments.flag("--all") ? .all : .failed
    let directory = try arguments.value("--snapshots") ?? SnapshotStore.catalogDirectory
    let jobs = try parallelJobs(&arguments)
    _ = try arguments.positionals(count: 0...0, "no arguments")
    // A folder that cannot be made fails once, before any picture is drawn.
    try AtomicFile.makeDirectory(directory)
    let renderer = try ComposerRenderer()
    let store = try SnapshotStore.catalog(
      directory: directory, recordMode: mode, renderer: renderer)
    let results = CatalogCheck.run(
      Catalog.pictures(of: entries), renderer: renderer, store: store, workers: jobs)
    for result in results where !result.passed {
      print(result.message.components(separatedBy: "\n")[0])
    }
    let written = results.filter { $0.outcome == .recorded }.count
    let failed = results.filter { $0.outcome == .failed }.count
    print(
      "\(written) golden\(written == 1 ? "" : "s") written, "
        + "\(results.count - written - failed) unchanged\(failed > 0 ? ", \(failed) failed" : "")")
    return failed > 0 ? 2 : 0
  case "bench":
    let json = arguments.flag("--json")
    var options = Benchmark.Options()
    options.runs = try arguments.integer("--runs", in: 1...10_000) ?? options.runs
    let only = try arguments.values("--only")
    if !only.isEmpty {
      options.pictures = only
      options.includesCatalog = false
    }
    options.snapshotsDirectory = try arguments.value("--snapshots") ?? options.snapshotsDirectory
    _ = try arguments.positionals(count: 0...0, "no arguments")
    let benchmark = Benchmark(renderer: try ComposerRenderer(), options: options)
    if !json { print(BenchmarkTable.header(options: options)) }
    var previous: Benchmark.Timing?
    let report = try benchmark.run { timing in
      if !json { print(BenchmarkTable.row(timing, after: previous)) }
      previous = timing
    }
    print(json ? try BenchmarkTable.json(report) : BenchmarkTable.footer(report))
  case "list":
    _ = try arguments.positionals(count: 0...0, "no arguments")
    let width = Catalog.entries.map(\.name.count).max() ?? 0
    for entry in Catalog.entries {
      print("\(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
    }
  default:
    throw UsageError(description: "unknown command \(command)")
  }
  return 0
}

func main() -> Int32 {
  let words = Array(CommandLine.arguments.dropFirst())
  guard let command = words.first, !["-h", "--help", "help"].contains(command) else {
    print(help(), terminator: "")
    return words.isEmpty ? 2 : 0
  }
  var arguments = Arguments(Array(words.dropFirst()))
  if arguments.flag("-h", "--help") {
    print(help(command), terminator: "")
    return commands.contains { $0.name == command } ? 0 : 2
  }
  do {
    return try run(command, &arguments)
  } catch let error as UsageError {
    printError(error.description)
    FileHandle.standardError.write(
      Data("\n\(help(commands.contains { $0.name == command } ? command : nil))".utf8))
    return 2
  } catch {
    printError("\(error)")
    return 2
  }
}

exit(main())
