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
      #"  <testsuite name="\#(attribute(suite))" \#(counts) skipped="0">"#,
    ]
    for result in run.results {
      let time = result.seconds.map { #" time="\#(seconds($0))""# } ?? ""
      let testcase =
        #"    <testcase name="\#(attribute(result.name))" classname="\#(attribute(run.snapshots))""#
        + time
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

  /// Seconds to the millisecond, as JUnit readers expect: "0.012".
  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
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
    String(result.message.prefix { !$0.isNewline })
  }

  /// Text content: the markup characters escaped, carriage returns as character references
  /// (a parser would turn CR LF into LF), and characters XML 1.0 cannot hold at all (control
  /// characters other than tab and line breaks) replaced with U+FFFD.
  static func text(_ string: String) -> String {
    replacingScalars(in: string, markup.merging(["\r": "&#13;"]) { $1 })
  }

  /// An attribute's value between double quotes: quotes escaped too, and line breaks and tabs
  /// as character references, which attribute normalisation would otherwise turn into spaces.
  static func attribute(_ string: String) -> String {
    replacingScalars(
      in: string,
      markup.merging([
        "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;",
      ]) { $1 })
  }

  private static let markup: [Unicode.Scalar: String] = {
    var replacements: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
    let forbidden = (0..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0xFFFE, 0xFFFF]
    for value in forbidden { replacements[Unicode.Scalar(UInt32(value))!] = "\u{FFFD}" }
    return replacements
  }()
}
