import Foundation
import Raster
import ToolSupport

/// The HTML page of a check's failures, written into the artifacts folder beside the
/// pictures it shows. It opens with a summary (what failed, how much of each picture changed,
/// a link to each), then shows each failure: expected, actual and diff at one picture pixel per
/// CSS pixel (or another zoom), a magnifier that follows the pointer over all three at once,
/// a stack of expected and actual to wipe across, fade (onion skin) or blink, and the command
/// that accepts the change with a button that copies it. A text golden's failure shows its
/// changed lines (in the message) and links to its files.
public enum SnapshotReport {
  /// Writes `index.html` into `directory` (where the artifacts are); returns its path, or nil
  /// when there is nothing to report.
  @discardableResult
  public static func write(_ results: [SnapshotResult], to directory: String) throws -> String? {
    let failures = results.filter { !$0.passed }
    guard !failures.isEmpty else { return nil }
    try AtomicFile.makeDirectory(directory)
    let path = "\(directory)/index.html"
    try AtomicFile.write(Array(html(failures, relativeTo: directory).utf8), to: path)
    return path
  }

  static func html(_ results: [SnapshotResult], relativeTo directory: String) -> String {
    let failures = results.map { ReportedFailure($0, relativeTo: directory) }
    return """
      \(HTMLPage.opening(
        title: "Snapshot failures", head: "<style>\n\(HTMLPage.palette)\n\(css)\n</style>"))
      <header class="bar">
        <h1>\(count(failures.count, "snapshot")) to look at</h1>
        <form id="view">
          <label>Zoom <select name="scale">\(scaleOptions)</select></label>
          <label><input type="checkbox" name="magnifier" checked> Magnifier</label>
        </form>
      </header>
      <main>
      \(summary(failures))
      \(failures.map(\.html).joined(separator: "\n"))
      </main>
      \(magnifier)
      <script>
      \(script)
      </script>
      </body>
      </html>

      """
  }

  /// 1:1 is one picture pixel per CSS pixel; "fit" narrows a picture wider than its card.
  private static let scaleOptions = [
    ("fit", "fit"), ("1", "1:1"), ("2", "2×"), ("4", "4×"), ("8", "8×"),
  ].map { value, title in
    "<option value=\"\(value)\"\(value == "1" ? " selected" : "")>\(title)</option>"
  }.joined()

  /// Counts by kind of failure, then one row per failure with its share of changed pixels,
  /// each linking to the failure below.
  private static func summary(_ failures: [ReportedFailure]) -> String {
    var kinds: [(String, Int)] = []
    for failure in failures {
      if let index = kinds.firstIndex(where: { $0.0 == failure.kind }) {
        kinds[index].1 += 1
      } else {
        kinds.append((failure.kind, 1))
      }
    }
    let counts = kinds.map { "<li>\(count($1, $0).htmlEscaped)</li>" }.joined()
    let rows = failures.map { failure in
      """
      <tr><td><a href="#\(failure.anchor)">\(failure.result.name.htmlEscaped)</a></td>\
      <td>\(failure.kind.htmlEscaped)</td><td>\(failure.change.htmlEscaped)</td></tr>
      """
    }
    return """
      <section id="summary" aria-labelledby="summary-title">
        <h2 id="summary-title">Summary</h2>
        <ul class="counts">\(counts)</ul>
        <div class="table"><table>
          <thead><tr><th>snapshot</th><th>what</th><th>changed</th></tr></thead>
          <tbody>\(rows.joined(separator: "\n"))</tbody>
        </table></div>
      </section>
      """
  }

  /// The floating panel that shows the same few pixels of expected, actual and diff, magnified.
  private static let magnifier = """
    <div id="magnifier" aria-hidden="true" hidden>
      <div class="lenses">
        <figure><div class="lens" data-role="expected"></div><figcaption>expected</figcaption></figure>
        <figure><div class="lens" data-role="actual"></div><figcaption>actual</figcaption></figure>
        <figure><div class="lens" data-role="diff"></div><figcaption>diff</figcaption></figure>
      </div>
      <p class="where"></p>
    </div>
    """
}
