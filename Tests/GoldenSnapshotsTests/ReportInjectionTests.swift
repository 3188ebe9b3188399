import Foundation
import TestSupport
import Testing

@testable import GoldenSnapshots

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The pages and reports a check writes, given paths built to break out of them: a quote with
/// a combining mark on it (one grapheme cluster, which an escaper by `Character` let through),
/// backticks that close a Markdown code span, line breaks that start a workflow command.
@Suite struct ReportInjectionTests {
  /// A `--snapshots` path that closes the Copy button's `data-command="…"` when its quote is
  /// not escaped, and adds a handler.
  private static let folder = "/work/x\"\u{301} onclick=\"alert(1)\" a=\"\u{301}<img src=x>`` |"
  private static let accept = "render-composer record --only odd --snapshots '\(folder)'"

  private let run = CheckRun(
    results: [
      SnapshotResult(
        name: "odd", outcome: .failed,
        message: "odd differs\n::error title=forged::injected\r\n",
        golden: "\(folder)/odd.png", acceptCommand: accept)
    ],
    snapshots: folder, report: "\(folder)/report/index.html", shard: nil, tolerance: .exact)

  /// Whether `text` holds `needle` scalar for scalar (`String.contains` compares clusters).
  private func holds(_ text: String, _ needle: String) -> Bool {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains {
      bytes[$0..<($0 + pattern.count)].elementsEqual(pattern)
    }
  }

  @Test func theFailurePageEscapesEveryQuoteEvenWithAMarkOnIt() {
    let page = SnapshotReport.html(run.results, relativeTo: "/work/report")
    let markedQuote = "\"\u{301}"
    let escapedHandler = "&quot;\u{301} onclick=&quot;alert(1)&quot;"
    #expect(!holds(page, markedQuote))
    #expect(holds(page, escapedHandler))
    #expect(!holds(page, "<img src=x>"))
    // Every data-command attribute is the command, whole, once unescaped.
    let attribute = "data-command=\"\(Self.accept.htmlEscaped)\""
    #expect(holds(page, attribute))
  }

  /// The JUnit file parses, and the name and the folder read back exactly as written.
  @Test func junitReadsBackAQuoteWithAMarkOnIt() throws {
    let document = try XMLDocument(xmlString: JUnitReport.xml(run), options: [])
    let testcase = try #require(
      try document.nodes(forXPath: "//testcase").first as? XMLElement)
    #expect(
      testcase.attribute(forName: "classname")?.stringValue?.unicodeScalars.elementsEqual(
        Self.folder.unicodeScalars) == true)
  }

  /// The step summary: the path's backticks cannot close its code span (inside which its HTML
  /// is text), and its pipe cannot end a cell.
  @Test func theStepSummaryKeepsBackticksInsideTheirCodeSpan() {
    let summary = GitHubReport.summary(run)
    #expect(
      holds(summary, "Goldens ``` \(Self.folder.replacingOccurrences(of: "|", with: "\\|")) ```"))
    // The table's row has its four cell borders and no more: every other pipe is escaped.
    let row = summary.split(separator: "\n").first { $0.hasPrefix("| `odd`") } ?? ""
    let unescaped = String(row).replacingOccurrences(of: "\\|", with: "")
    #expect(unescaped.unicodeScalars.filter { $0 == "|" }.count == 4)
  }

  /// The annotation is one line: the message's line breaks are escaped, so the forged
  /// `::error` stays inside it.
  @Test func anAnnotationCannotStartASecondOne() {
    let annotations = GitHubReport.annotations(run, workspace: nil)
    #expect(annotations.count == 1)
    #expect(!annotations[0].unicodeScalars.contains { $0 == "\n" || $0 == "\r" })
    #expect(annotations[0].hasSuffix("::odd differs%0A::error title=forged::injected%0D%0A"))
  }
}
