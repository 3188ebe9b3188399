import Foundation
import Raster
import ToolSupport

/// One failure as the report shows it: its result, its files relative to the page, the sizes
/// of its pictures (read from their PNG headers) and the commands that accept it.
struct ReportedFailure {
  let result: SnapshotResult
  /// The artifacts relative to the page; nil when the failure wrote none (no golden, say).
  let files: Artifacts?
  let expectedSize: PixelSize?
  let actualSize: PixelSize?
  /// A golden just recorded where there was none: the file relative to the page, and its size
  /// when it is a picture, so the page shows what was accepted for a person to look at.
  let recordedGolden: (file: String, size: PixelSize?)?

  init(_ result: SnapshotResult, relativeTo directory: String) {
    func relative(_ path: String) -> String {
      path.hasPrefix(directory + "/")
        ? String(path.dropFirst(directory.count + 1)) : "file://" + path
    }
    self.result = result
    files = result.artifacts.map {
      Artifacts(
        expected: relative($0.expected), actual: relative($0.actual), diff: $0.diff.map(relative))
    }
    expectedSize = result.artifacts.flatMap { Self.pngSize(atPath: $0.expected) }
    actualSize = result.artifacts.flatMap { Self.pngSize(atPath: $0.actual) }
    recordedGolden =
      if result.outcome == .recorded, result.artifacts == nil, let golden = result.golden {
        (relative(golden), Self.pngSize(atPath: golden))
      } else {
        nil
      }
  }

  /// The page's anchor for this failure: its name as its files are named.
  var anchor: String { SnapshotName.sanitized(result.name) }

  /// What went wrong, as a noun the summary counts: "pixel change", "size change".
  var kind: String {
    if result.outcome == .recorded { return "recorded golden" }
    switch result.mismatch {
    case .pixels: return "pixel change"
    case .size: return "size change"
    case .lines: return "text change"
    case nil: return "failure to compare"
    }
  }

  /// How much changed: the share of a picture's pixels, its two sizes, or the lines.
  var change: String {
    switch result.mismatch {
    case .pixels(let differing, _, _):
      guard let size = expectedSize else { return "\(differing) px" }
      let total = size.width * size.height
      return "\(differing) of \(total) px (\(Self.percent(differing, of: total)))"
    case .size(let expected, let actual):
      return "\(expected.width)×\(expected.height) → \(actual.width)×\(actual.height) px"
    case .lines(let removed, let added):
      return "−\(removed) +\(added) lines"
    case nil:
      return "—"
    }
  }

  /// The commands that accept the change: the result's own (see
  /// ``SnapshotResult/acceptCommand``); one that offers another in parentheses ("… (or
  /// SNAPSHOT_RECORD=failed make test)") gives both, each with its copy button.
  var acceptCommands: [String] {
    guard let command = result.acceptCommand else { return [] }
    guard let match = command.wholeMatch(of: /(.+) \(or (.+)\)/) else { return [command] }
    return [String(match.1), String(match.2)]
  }

  /// "0.26 %", to two significant digits, the same on every machine.
  static func percent(_ part: Int, of whole: Int) -> String {
    let value = Double(part) * 100 / Double(max(whole, 1))
    let digits = value.formatted(
      .number.precision(.significantDigits(1...2)).locale(Locale(identifier: "en_US_POSIX")))
    return "\(digits) %"
  }

  /// A PNG's size from its header (the IHDR chunk's first eight bytes), without decoding it.
  static func pngSize(atPath path: String) -> PixelSize? {
    guard path.hasSuffix(".png"), let file = FileHandle(forReadingAtPath: path) else {
      return nil
    }
    defer { try? file.close() }
    guard let header = try? file.read(upToCount: 24), header.count == 24,
      header.starts(with: [0x89, 0x50, 0x4E, 0x47]), header[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func number(at offset: Int) -> Int {
      header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return PixelSize(width: number(at: 16), height: number(at: 20))
  }
}

extension ReportedFailure {
  var html: String {
    """
    <section class="failure" id="\(anchor)"\(pictureData)>
      <h2><a href="#\(anchor)">\(result.name.htmlEscaped)</a> \
    <small>\(kind.htmlEscaped) · \(change.htmlEscaped)</small></h2>
      \(accept)
      <pre>\(result.message.htmlEscaped)</pre>
      \(files.map(pictures) ?? recordedGolden.map(recorded) ?? "")
    </section>
    """
  }

  /// Where the magnifier finds each picture and how large it is.
  private var pictureData: String {
    guard let files, let expectedSize, let actualSize else { return "" }
    var data = [
      ("expected", files.expected, expectedSize), ("actual", files.actual, actualSize),
    ]
    if let diff = files.diff { data.append(("diff", diff, expectedSize)) }
    return data.map { role, file, size in
      " data-\(role)=\"\(file.htmlEscaped)\" data-\(role)-size=\"\(size.width)x\(size.height)\""
    }.joined()
  }

  private var accept: String {
    let commands = acceptCommands.map { command in
      """
      <span class="command"><code>\(command.htmlEscaped)</code>\
      <button type="button" class="copy" data-command="\(command.htmlEscaped)">Copy</button></span>
      """
    }
    guard !commands.isEmpty else { return "" }
    return
      "<div class=\"accept\"><span>To accept:</span> \(commands.joined(separator: " or "))</div>"
  }

  /// Expected, actual and diff side by side, then the stack to compare them in; a text
  /// golden's files as links.
  private func pictures(_ files: Artifacts) -> String {
    guard let expectedSize, let actualSize else {
      let links =
        [("expected", files.expected), ("actual", files.actual)]
        + (files.diff.map { [("diff", $0)] } ?? [])
      return "<p>"
        + links.map { "<a href=\"\($1.htmlEscaped)\">\($0)</a>" }
        .joined(separator: " · ") + "</p>"
    }
    var figures = [
      figure("expected", files.expected, expectedSize), figure("actual", files.actual, actualSize),
    ]
    if let diff = files.diff { figures.append(figure("diff", diff, expectedSize)) }
    return """
      <div class="pictures\(expectedSize == actualSize ? "" : " sizes")">\(figures.joined())</div>
      <div class="compare" data-mode="wipe">
        <fieldset class="modes"><legend>Compare</legend>
          <label><input type="radio" name="mode-\(anchor)" value="wipe" checked> wipe</label>
          <label><input type="radio" name="mode-\(anchor)" value="onion"> onion skin</label>
          <label><input type="radio" name="mode-\(anchor)" value="blink"> blink</label>
        </fieldset>
        <label class="onion">actual's opacity <input class="opacity" type="range" min="0" max="100" value="50"></label>
        <p class="blink-state" aria-live="polite"></p>
        <div class="frame"><div class="stack">\
      \(image(files.expected, expectedSize, role: "under"))\(image(files.actual, actualSize, role: "over"))\
      <span class="tag left">expected</span><span class="tag right">actual</span>\
      <div class="divider"></div>\
      <input class="wipe" type="range" min="0" max="100" value="50" \
      aria-label="wipe: expected to the left, actual to the right"></div></div>
      </div>
      """
  }

  /// The golden a recording wrote: the picture, or a link to a text golden.
  private func recorded(_ golden: (file: String, size: PixelSize?)) -> String {
    guard let size = golden.size else {
      return "<p><a href=\"\(golden.file.htmlEscaped)\">recorded</a></p>"
    }
    return "<div class=\"pictures\">\(figure("recorded", golden.file, size))</div>"
  }

  private func figure(_ caption: String, _ file: String, _ size: PixelSize) -> String {
    """
    <figure><a class="picture" href="\(file.htmlEscaped)">\(image(file, size, role: caption))</a>\
    <figcaption>\(caption) · \(size.width)×\(size.height) px</figcaption></figure>
    """
  }

  /// A picture shown at its size in pixels times the page's zoom.
  private func image(_ file: String, _ size: PixelSize, role: String) -> String {
    """
    <img class="pixels \(role)" src="\(file.htmlEscaped)" width="\(size.width)" \
    height="\(size.height)" style="--w: \(size.width)" alt="\(role)">
    """
  }
}
