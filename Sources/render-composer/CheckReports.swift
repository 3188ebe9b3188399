import Foundation
import GoldenSnapshots
import Raster

/// A form a check's results are given in: lines for people, or a file for a program.
protocol CheckReport {
  func write(_ run: CheckRun) throws
}

/// Each failure's message, then where the failure page is.
struct FailureMessages: CheckReport {
  let console: Console

  func write(_ run: CheckRun) {
    for result in run.failures { console.line(result.message + "\n") }
    if let report = run.report { console.line("Report: \(report)") }
  }
}

/// "88 passed, 2 failed": the last line.
struct Totals: CheckReport {
  let console: Console

  func write(_ run: CheckRun) {
    console.line("\(run.results.count - run.failures.count) passed, \(run.failures.count) failed")
  }
}

/// `--junit FILE`: written whole or not at all.
struct JUnitFile: CheckReport {
  let path: String
  let console: Console

  func write(_ run: CheckRun) throws {
    try AtomicFile.write(Array(JUnitReport.xml(run).utf8), to: path, durable: false)
    console.line("JUnit: \(path)")
  }
}

/// `--json [FILE]`: to standard output (then the only thing there) or a file written whole.
struct JSONResults: CheckReport {
  let path: String
  let console: Console

  func write(_ run: CheckRun) throws {
    try Output.write(run.json(), to: path)
    if path != "-" { console.line("JSON: \(path)") }
  }
}

/// Under `GITHUB_ACTIONS=true`: an `::error` annotation a failure, among the console's lines
/// (GitHub reads workflow commands from a step's standard output), and the Markdown summary
/// appended to `$GITHUB_STEP_SUMMARY` when it is set.
struct GitHubActions: CheckReport {
  let console: Console
  let workspace: String?
  let summaryFile: String?

  func write(_ run: CheckRun) throws {
    for annotation in GitHubReport.annotations(run, workspace: workspace) {
      console.line(annotation)
    }
    guard let summaryFile, !summaryFile.isEmpty else { return }
    let exists =
      FileManager.default.fileExists(atPath: summaryFile)
      || FileManager.default.createFile(atPath: summaryFile, contents: nil)
    guard exists, let handle = FileHandle(forWritingAtPath: summaryFile) else {
      throw InputError(description: "cannot append to GITHUB_STEP_SUMMARY (\(summaryFile))")
    }
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(GitHubReport.summary(run).utf8))
  }
}
