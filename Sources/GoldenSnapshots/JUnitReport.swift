import ToolSupport

/// A check as a JUnit XML file, which CI systems (GitHub test reporters, GitLab, Jenkins) read:
/// one `<testsuite>` for the golden folder, one `<testcase>` a picture, and for each failure a
/// `<failure>` whose `message` is the message's first line and whose text is the whole
/// message, then the golden and the expected, actual and diff files. The elements and
/// attributes are those of the common JUnit schema (Jenkins' `junit-10.xsd`). Each timed
/// testcase has its `time` in seconds (drawing, comparing and writing its files), and the
/// suites the sum, so a report shows which pictures are slow to check.
public enum JUnitReport {
  public static func xml(_ run: CheckRun) -> String {
    let times = run.results.compactMap(\.seconds)
    let total = times.isEmpty ? "" : #" time="\#(seconds(times.reduce(0, +)))""#
    let counts =
      "tests=\"\(run.results.count)\" failures=\"\(run.failures.count)\" errors=\"0\"" + total
    let suite = run.snapshots + (run.shard.map { " (shard \($0))" } ?? "")
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="render-composer check" \#(counts)>"#,
      #"  <testsuite name="\#(suite.xmlEscapedAttribute)" \#(counts) skipped="0">"#,
    ]
    for result in run.results {
      let time = result.seconds.map { #" time="\#(seconds($0))""# } ?? ""
      let testcase =
        #"    <testcase name="\#(result.name.xmlEscapedAttribute)" classname="\#(run.snapshots.xmlEscapedAttribute)""#
        + time
      guard !result.passed else {
        lines.append(testcase + "/>")
        continue
      }
      lines.append(testcase + ">")
      lines.append(
        #"      <failure message="\#(firstLine(result).xmlEscapedAttribute)" type="\#(result.failureType)">"#
          + details(result).xmlEscapedText + "</failure>")
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>", ""]
    return lines.joined(separator: "\n")
  }

  /// The message, then every file: the golden, and the copies the failure wrote.
  private static func details(_ result: SnapshotResult) -> String {
    var files = result.golden.map { [("golden", $0)] } ?? []
    if let artifacts = result.artifacts {
      files += [("expected", artifacts.expected), ("actual", artifacts.actual)]
      files += artifacts.diff.map { [("diff", $0)] } ?? []
    }
    return ([result.message, "Files:"] + files.map { "  \($0): \($1)" }).joined(separator: "\n")
  }

  /// The message's first line, which names the picture and what went wrong.
  /// Seconds to the millisecond, as JUnit readers expect: "0.012".
  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private static func firstLine(_ result: SnapshotResult) -> String {
    String(result.message.prefix { !$0.isNewline })
  }
}
