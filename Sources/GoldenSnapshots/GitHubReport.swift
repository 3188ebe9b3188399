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
    run.failures.map { result in
      var properties: [String] = []
      if let golden = result.golden {
        properties.append("file=\(relative(golden, to: workspace).workflowCommandProperty)")
      }
      properties.append("title=\("\(result.name): \(result.headline)".workflowCommandProperty)")
      return "::error \(properties.joined(separator: ","))::\(result.message.workflowCommandData)"
    }
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
