/// A check as a JUnit XML file, which CI systems (GitHub test reporters, GitLab, Jenkins) read:
/// one `<testsuite>` for the golden folder, one `<testcase>` a picture, and for each failure a
/// `<failure>` whose `message` is the message's first line and whose text is the whole
/// message, then the golden and the expected, actual and diff files. The elements and
/// attributes are those of the common JUnit schema (Jenkins' `junit-10.xsd`); times are left
/// out, since a golden check is about pictures, not durations.
public enum JUnitReport {
  public static func xml(_ run: CheckRun) -> String {
    let counts = "tests=\"\(run.results.count)\" failures=\"\(run.failures.count)\" errors=\"0\""
    let suite = run.snapshots + (run.shard.map { " (shard \($0))" } ?? "")
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="render-composer check" \#(counts)>"#,
      #"  <testsuite name="\#(attribute(suite))" \#(counts) skipped="0">"#,
    ]
    for result in run.results {
      let testcase =
        #"    <testcase name="\#(attribute(result.name))" classname="\#(attribute(run.snapshots))""#
      guard !result.passed else {
        lines.append(testcase + "/>")
        continue
      }
      lines.append(testcase + ">")
      lines.append(
        #"      <failure message="\#(attribute(firstLine(result)))" type="\#(result.failureType)">"#
          + text(details(result)) + "</failure>")
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
  private static func firstLine(_ result: SnapshotResult) -> String {
    String(result.message.prefix { $0 != "\n" })
  }

  /// Text content: the markup characters escaped, and characters XML 1.0 cannot hold at all
  /// (control characters other than tab and line breaks) replaced with U+FFFD.
  static func text(_ string: String) -> String {
    var escaped = ""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// An attribute's value between double quotes: quotes escaped too, and line breaks and tabs
  /// as character references, which attribute normalisation would otherwise turn into spaces.
  static func attribute(_ string: String) -> String {
    text(string).replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&apos;")
      .replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\r", with: "&#13;")
      .replacingOccurrences(of: "\t", with: "&#9;")
  }
}
