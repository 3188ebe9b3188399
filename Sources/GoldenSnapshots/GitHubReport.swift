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
        properties.append("file=\(property(relative(golden, to: workspace)))")
      }
      properties.append("title=\(property("\(result.name): \(result.headline)"))")
      return "::error \(properties.joined(separator: ","))::\(data(result.message))"
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
