import ComposerBenchmark
import Foundation

/// How `render-composer bench` prints its figures: a table a person reads as the rows come
/// in, or, with `--json`, the whole report for scripts.
enum BenchmarkTable {
  static func header(options: Benchmark.Options) -> String {
    """
    render-composer bench: milliseconds per run, median [25th–75th percentile] and minimum of
    \(options.runs) runs after \(options.warmUpRuns) warm-up runs (catalog jobs: \(options.catalogRuns) runs after 1).
    \(pad("step", 66)) \(lpad("median", 9)) \(lpad("p25–p75", 17)) \(lpad("min", 9))  note
    """
  }

  /// One step; a section line first when `timing` starts a new group.
  static func row(_ timing: Benchmark.Timing, after previous: Benchmark.Timing?) -> String {
    let s = timing.statistic
    let section = previous?.group == timing.group ? "" : "\(timing.group)\n"
    return section
      + "  \(pad(timing.label, 64)) \(lpad(ms(s.median), 9)) "
      + "\(lpad("\(ms(s.lowerQuartile))–\(ms(s.upperQuartile))", 17)) \(lpad(ms(s.min), 9))"
      + (timing.note.map { "  \($0)" } ?? "")
      // Only the jobs spread over cores say how many they kept busy.
      + (timing.group == "catalog" ? String(format: ", %.1f cores busy", timing.coresBusy) : "")
  }

  static func footer(_ report: Benchmark.Report) -> String {
    let machine = report.machine
    return """

      Peak resident memory: \(megabytes(report.peakResidentKiB)) MB (getrusage ru_maxrss of \
      this process\(report.timing("catalog/gallery-\(machine.cores)") == nil ? "" : ", the gallery on \(machine.cores) cores included")).
      Machine: \(machine.processor), \(machine.cores) cores, 1-minute load \
      \(String(format: "%.2f", machine.loadAverageAtStart)) at the start\
      \(machine.loadAverageAtStart > 0.5 ? " (not quiet: expect noise)" : "").
      \(machine.optimized ? "Release build." : "DEBUG BUILD: these figures say nothing; use `make bench`.")
      """
  }

  static func json(_ report: Benchmark.Report) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  private static func ms(_ value: Double) -> String {
    String(format: value < 10 ? "%.3f" : value < 100 ? "%.2f" : "%.1f", value)
  }

  private static func megabytes(_ kib: Int) -> String {
    String(format: "%.1f", Double(kib) / 1024)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func lpad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
