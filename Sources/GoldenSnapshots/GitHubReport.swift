/// A check in GitHub Actions' words (docs.github.com, "Workflow commands for GitHub Actions"
/// and "Adding a job summary"): an `::error` annotation on each golden that failed, which
/// GitHub shows on the file in the run and in a pull request, and a Markdown summary for
/// `$GITHUB_STEP_SUMMARY`.
public enum GitHubReport {
  /// `::error file=Snapshots/default.light.png,title=default.light: …::<message>`, one line a
  /// failure. Paths under `workspace` (`$GITHUB_WORKSPACE`) are made relative to it, as
  /// annotations name files from the repository's root.
  public static func annotations(_ run: CheckRun, workspace: String?) -> [String] {
    run.failures.map { annotation(of: $0, file: $0.golden, workspace: workspace) }
  }

  /// One failure's `::error` line, on `file` (and `line` of it, for a test's assertion), titled
  /// with the snapshot's name and what went wrong, carrying the whole message.
  public static func annotation(
    of result: SnapshotResult, file: String?, line: Int? = nil, workspace: String?
  ) -> String {
    var properties: [String] = []
    if let file { properties.append("file=\(property(relative(file, to: workspace)))") }
    if let line { properties.append("line=\(line)") }
    properties.append("title=\(property("\(result.name): \(result.headline)"))")
    return "::error \(properties.joined(separator: ","))::\(data(result.message))"
  }

  /// The heading and table head of a test run's summary, above one ``testSummaryRow(_:test:)``
  /// a failing snapshot, for the assertions of a test suite (the tool writes ``summary(_:)``).
  public static let testSummaryHeading = """
    ### Snapshot tests: failures

    | test | snapshot | what differs | to accept |
    | --- | --- | --- | --- |

    """

  /// A failing snapshot's row under ``testSummaryHeading``: `test` is where it was asserted
  /// (`LimitTests.swift:12`).
  public static func testSummaryRow(_ result: SnapshotResult, test: String) -> String {
    "| \(code(test)) | \(code(result.name)) | \(cell(result.headline)) | "
      + "\(result.acceptCommand.map(code) ?? "") |\n"
  }

  /// A heading with the counts, then a table of the failures (the first 200, so the summary
  /// stays far below GitHub's 1 MiB a step): picture, what differs, and the command that
  /// accepts it.
  public static func summary(_ run: CheckRun) -> String {
    let failures = run.failures
    let heading =
      failures.isEmpty
      ? "### Snapshot check: all \(run.results.count) pictures match"
      : "### Snapshot check: \(failures.count) of \(run.results.count) failed"
    var lines = [
      heading, "",
      "Goldens \(code(run.snapshots))" + (run.shard.map { ", shard \($0)" } ?? "")
        + ", tolerance \(run.tolerance).",
    ]
    guard !failures.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["", "| picture | what differs | to accept |", "| --- | --- | --- |"]
    for result in failures.prefix(200) {
      lines.append(
        "| \(code(result.name)) | \(cell(result.headline)) | "
          + "\(result.acceptCommand.map(code) ?? "") |")
    }
    if failures.count > 200 { lines += ["", "… and \(failures.count - 200) more."] }
    if let report = run.report {
      lines += ["", "Expected, actual and diff of each: \(code(report))."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's message: `%`, carriage returns and line feeds escaped, as the runner reads
  /// them back.
  static func data(_ string: String) -> String {
    replacingScalars(in: string, ["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A command's property value: as ``data(_:)``, and `:` and `,`, which end a property.
  static func property(_ string: String) -> String {
    replacingScalars(in: string, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }

  private static func relative(_ path: String, to workspace: String?) -> String {
    guard let workspace, !workspace.isEmpty else { return path }
    let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// A table cell's text: pipes escaped, lines joined.
  private static func cell(_ string: String) -> String {
    replacingScalars(in: string, ["|": "\\|", "\r": "", "\n": " "])
  }

  /// Inline code in a table cell, fenced with two backticks when the text holds one.
  private static func code(_ string: String) -> String {
    let fence = string.contains("`") ? "`` " : "`"
    return fence + cell(string) + String(fence.reversed())
  }
}
