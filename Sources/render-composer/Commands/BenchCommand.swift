import ArgumentParsing
import ComposerBenchmark
import ComposerRender

struct BenchCommand: Command {
  static let configuration = CommandConfiguration(
    name: "bench", summary: "time layout, paint, PNG, golden checks, the gallery and the diff",
    discussion: """
      Medians of N runs after warm-up, with the spread, and peak memory. Use a release build on a
      quiet machine.
      """)

  @Flag("--json", help: "print the figures as JSON for scripts (`make bench-peers` reads them)")
  var json: Bool
  @Option(
    "--runs", value: .integer("N", in: 1...10_000), help: "timed runs of each step, after warm-up")
  var runs = Benchmark.Options().runs
  @Option(
    "--only", value: .text("PICTURE"),
    help: "time just this picture's steps (such as default.light), for profiling")
  var only: [String] = []
  @OptionGroup var snapshots: SnapshotsOption
  @OptionGroup var theme: ThemeOption

  /// What the flags ask for: every step, or only those of the pictures named.
  private var options: Benchmark.Options {
    var options = Benchmark.Options()
    options.runs = runs
    if !only.isEmpty {
      options.pictures = only
      options.includesCatalog = false
    }
    options.snapshotsDirectory = snapshots.path ?? options.snapshotsDirectory
    return options
  }

  func run() throws -> ExitCode {
    let options = options
    let benchmark = Benchmark(renderer: try theme.renderer(), options: options)
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
