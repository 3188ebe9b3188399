import ComposerBenchmark
import ComposerRender

struct BenchCommand: Command {
  static let name = "bench"
  static let summary = "time layout, paint, PNG, golden checks, the gallery and the diff"
  static let json = Flag(
    "--json", help: "print the figures as JSON for scripts (`make bench-peers` reads them)")
  static let runs = Option<Int>.integer(
    "--runs", value: "N", in: 1...10_000, "timed runs of each step, after warm-up"
  ).defaulting(to: "\(Benchmark.Options().runs)")
  static let only = Option<String>.text(
    "--only", value: "PICTURE",
    "time just this picture's steps (such as default.light), for profiling"
  ).repeatable()
  static let arguments: [any ArgumentDeclaration] = [json, runs, only, PictureArguments.snapshots]
  static let discussion = """
    Medians of N runs after warm-up, with the spread, and peak memory. Use a release build on a
    quiet machine.
    """

  let json: Bool
  let options: Benchmark.Options

  init(parsing arguments: Arguments) throws {
    json = arguments.flag(Self.json)
    var options = Benchmark.Options()
    options.runs = try arguments.value(Self.runs) ?? options.runs
    let only = try arguments.values(Self.only)
    if !only.isEmpty {
      options.pictures = only
      options.includesCatalog = false
    }
    options.snapshotsDirectory =
      try arguments.value(PictureArguments.snapshots) ?? options.snapshotsDirectory
    self.options = options
  }

  func run() throws -> ExitCode {
    let benchmark = Benchmark(renderer: try ComposerRenderer(), options: options)
    if !json { print(BenchmarkTable.header(options: options)) }
    var previous: Benchmark.Timing?
    let report = try benchmark.run { timing in
      if !json { print(BenchmarkTable.row(timing, after: previous)) }
      previous = timing
    }
    print(json ? try BenchmarkTable.json(report) : BenchmarkTable.footer(report))
    return .success
  }
}
