import Foundation
import TestSupport
import Testing

@testable import GoldenSnapshots

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The report formats on a result whose name, paths and message hold every character they
/// treat specially: each is escaped as its format (GitHub's workflow commands, XML, Markdown)
/// requires, and reads back as written.
@Suite struct CheckFormatTests {
  private static let message = "50% of a&b <c> \"q\" 'a' |x|\r\nline two, with: colons\u{1}"
  private static let folder = "/work/snaps,v1:%"

  private let run = CheckRun(
    results: [
      SnapshotResult(
        name: "odd", outcome: .failed, message: message, golden: "\(folder)/odd.png",
        acceptCommand: "render-composer record --only odd"),
      SnapshotResult(name: "fine", outcome: .matched, message: "", golden: "\(folder)/fine.png"),
    ],
    snapshots: folder, report: nil, shard: "1/2", tolerance: .exact)

  @Test func annotationsEscapeTheMessageAndTheirProperties() {
    #expect(
      GitHubReport.annotations(run, workspace: "/work/") == [
        "::error file=snaps%2Cv1%3A%25/odd.png,title=odd%3A 50%25 of a&b <c> \"q\" 'a' |x|"
          + "::50%25 of a&b <c> \"q\" 'a' |x|%0D%0Aline two, with: colons\u{1}"
      ])
    // Outside the workspace, a path stays as it is.
    #expect(
      GitHubReport.annotations(run, workspace: "/elsewhere")[0].hasPrefix(
        "::error file=/work/snaps%2Cv1%3A%25/odd.png,"))
  }

  @Test func theSummaryKeepsTheTableWhole() {
    #expect(
      GitHubReport.summary(run) == """
        ### Snapshot check: 1 of 2 failed

        Goldens `/work/snaps,v1:%`, shard 1/2, tolerance exact.

        | picture | what differs | to accept |
        | --- | --- | --- |
        | `odd` | 50% of a&amp;b &lt;c&gt; "q" 'a' \\|x\\| | `render-composer record --only odd` |

        """)
  }

  /// The XML parses, and the failure's message and text read back as written, except the
  /// one character XML cannot hold.
  @Test func junitEscapesMarkupAndKeepsLineBreaks() throws {
    let xml = JUnitReport.xml(run)
    let document = try XMLDocument(xmlString: xml, options: [])
    let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(failure.attribute(forName: "message")?.stringValue == "50% of a&b <c> \"q\" 'a' |x|")
    #expect(failure.attribute(forName: "type")?.stringValue == "failed")
    let expected = Self.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
    #expect(
      failure.stringValue == expected + "\nFiles:\n  golden: \(Self.folder)/odd.png")
    #expect(try document.nodes(forXPath: "//testcase").count == 2)
    #expect(
      xml.contains(
        #"<testsuite name="/work/snaps,v1:% (shard 1/2)" tests="2" failures="1" errors="0" "#
          + #"skipped="0">"#))
  }

  @Test func theJSONHoldsEveryPicture() throws {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.json())) as? [String: Any])
    #expect(json["shard"] as? String == "1/2" && json["tolerance"] as? String == "exact")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.map { $0["outcome"] as? String } == ["failed", "matched"])
    #expect(results[0]["message"] as? String == Self.message)
    #expect(results[0]["accept"] as? String == "render-composer record --only odd")
    #expect(
      results[1]["message"] == nil && results[1]["golden"] as? String == "\(Self.folder)/fine.png")
  }

  /// The rule itself: the last check's list names what goes; everything else stays, a file
  /// outside the folder is never listed, and without a list nothing is removed.
  @Test func aReportFolderRemovesOnlyWhatTheLastCheckListed() throws {
    let directory = try temporaryDirectory()
    let report = "\(directory)/report"
    let folder = ReportFolder(directory: report)
    try folder.claim(pictures: ["card.light"])
    try folder.claim(file: "\(report)/results.json")
    try folder.claim(file: "\(directory)/junit.xml")
    for name in [
      "report/card.light.expected.png", "report/card.light.diff.txt", "report/card.dark.actual.png",
      "report/results.json", "report/index.html", "report/notes.txt", "junit.xml",
    ] {
      #expect(FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data()))
    }
    try folder.clear()
    #expect(
      try Set(FileManager.default.subpathsOfDirectory(atPath: directory)) == [
        "report", "report/card.dark.actual.png", "report/index.html", "report/notes.txt",
        "junit.xml",
      ])
    try folder.clear()
    #expect(try FileManager.default.contentsOfDirectory(atPath: report).count == 3)
  }
}
