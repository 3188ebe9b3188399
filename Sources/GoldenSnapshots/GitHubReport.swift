import ToolSupport

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
    if let file {
      properties.append("file=\(relative(file, to: workspace).workflowCommandProperty)")
    }
    if let line { properties.append("line=\(line)") }
    properties.append("title=\("\(result.name): \(result.headline)".workflowCommandProperty)")
    return "::error \(properties.joined(separator: ","))::\(result.message.workflowCommandData)"
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
    "| \(test.markdownCodeSpan) | \(result.name.markdownCodeSpan) | \(result.headline.markdownEscaped) | "
      + "\(result.acceptCommand.map(\.markdownCodeSpan) ?? "") |\n"
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
      "Goldens \(run.snapshots.markdownCodeSpan)" + (run.shard.map { ", shard \($0)" } ?? "")
        + ", tolerance \(run.tolerance).",
    ]
    guard !failures.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["", "| picture | what differs | to accept |", "| --- | --- | --- |"]
    for result in failures.prefix(200) {
      lines.append(
        "| \(result.name.markdownCodeSpan) | \(result.headline.markdownEscaped) | "
          + "\(result.acceptCommand.map(\.markdownCodeSpan) ?? "") |")
    }
    if failures.count > 200 { lines += ["", "… and \(failures.count - 200) more."] }
    if let report = run.report {
      lines += ["", "Expected, actual and diff of each: \(report.markdownCodeSpan)."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func relative(_ path: String, to workspace: String?) -> String {
    guard let workspace, !workspace.isEmpty else { return path }
    let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
