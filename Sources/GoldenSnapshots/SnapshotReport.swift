import ComposerRender
import Foundation
import Raster

/// The HTML page of a check's failures, written into the artifacts folder beside the
/// pictures it shows: expected, actual and diff side by side, and a stack of expected over
/// actual that a slider wipes across or a button blinks, so a one-pixel shift is easy to see.
/// A text golden's failure shows its changed lines (in the message) and links to its files.
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

  static func html(_ failures: [SnapshotResult], relativeTo directory: String) -> String {
    func relative(_ path: String) -> String {
      path.hasPrefix(directory + "/")
        ? String(path.dropFirst(directory.count + 1)) : "file://" + path
    }
    let sections = failures.map { result -> String in
      var body = "<pre>\(result.message.htmlEscaped)</pre>"
      if let artifacts = result.artifacts {
        body += figures(artifacts, relative: relative)
      }
      return
        "<section><h2>\(result.name.htmlEscaped) <small>\(result.outcome)</small></h2>\(body)</section>"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Snapshot failures</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f2f2f7; }
      section { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 20px; }
      pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
      .row { display: flex; gap: 12px; flex-wrap: wrap; }
      figure { margin: 0; } figure img, .stack img { max-width: 420px; border: 1px solid #ccc; }
      .compare { margin-top: 12px; } .stack { position: relative; display: inline-block; }
      .stack .top { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
      </style></head><body>
      <h1>\(failures.count) snapshot\(failures.count == 1 ? "" : "s") to look at</h1>
      \(sections.joined(separator: "\n"))
      <script>
      for (const compare of document.querySelectorAll(".compare")) {
        const top = compare.querySelector(".top");
        const slider = compare.querySelector("input");
        slider.addEventListener("input", () => top.style.clipPath = `inset(0 0 0 ${slider.value}%)`);
        let timer = null;
        compare.querySelector("button").addEventListener("click", () => {
          if (timer) { clearInterval(timer); timer = null; top.style.opacity = 1; return; }
          timer = setInterval(() => top.style.opacity = top.style.opacity === "0" ? 1 : 0, 500);
        });
      }
      </script>
      </body></html>

      """
  }

  /// Pictures side by side with the wipe-and-blink stack; other files as links.
  private static func figures(_ artifacts: Artifacts, relative: (String) -> String) -> String {
    let expected = relative(artifacts.expected).htmlEscaped
    let actual = relative(artifacts.actual).htmlEscaped
    guard artifacts.actual.hasSuffix(".png") else {
      let files =
        [("expected", expected), ("actual", actual)]
        + (artifacts.diff.map { [("diff", relative($0).htmlEscaped)] } ?? [])
      return "<p>" + files.map { "<a href=\"\($1)\">\($0)</a>" }.joined(separator: " · ") + "</p>"
    }
    let diff =
      artifacts.diff.map {
        "<figure><img src=\"\(relative($0).htmlEscaped)\"><figcaption>diff</figcaption></figure>"
      } ?? ""
    return """
      <div class="row">
        <figure><img src="\(expected)"><figcaption>expected</figcaption></figure>
        <figure><img src="\(actual)"><figcaption>actual</figcaption></figure>
        \(diff)
      </div>
      <div class="compare">
        <div class="stack"><img src="\(expected)"><img class="top" src="\(actual)"></div>
        <label>expected ◀ <input type="range" min="0" max="100" value="50"> ▶ actual</label>
        <button type="button">blink</button>
      </div>
      """
  }
}
