import Foundation
import Raster
import TestSupport
import Testing

@testable import GoldenSnapshots

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a check's reports carry beyond pass and fail: each testcase's time in JUnit, and the
/// picture of a golden just recorded on the failure page.
@Suite struct CheckDetailsTests {
  @Test func junitTestcasesCarryTheirTimesAndTheSuitesTheSum() throws {
    let directory = try temporaryDirectory()
    let store = try SnapshotStore(directory: directory, recordMode: .missing)
    let results = ["one", "two"].map { store.verify($0, as: .lines, named: $0) }
    let xml = JUnitReport.xml(
      CheckRun(results: results, snapshots: directory, report: nil, shard: nil, tolerance: .exact))
    let document = try XMLDocument(xmlString: xml, options: [])
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    let times = try cases.map { element in
      let time = try #require(element.attribute(forName: "time")?.stringValue)
      #expect(time.wholeMatch(of: /\d+\.\d{3}/) != nil, "\(time)")
      return try #require(Double(time))
    }
    #expect(times.count == 2)
    let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
    let total = try #require(Double(suite.attribute(forName: "time")?.stringValue ?? ""))
    // Each time is rounded to the millisecond on its own, the sum once.
    #expect(abs(total - times.reduce(0, +)) <= 0.002)
  }

  @Test func anUntimedResultHasNoTime() {
    let run = CheckRun(
      results: [SnapshotResult(name: "orphan", outcome: .orphaned, message: "no scenario")],
      snapshots: "/goldens", report: nil, shard: nil, tolerance: .exact)
    #expect(!JUnitReport.xml(run).contains("time="))
  }

  @Test func aRecordedGoldensEntryShowsItsPicture() throws {
    let directory = try temporaryDirectory()
    let store = try SnapshotStore(directory: directory + "/goldens", recordMode: .missing)
    let picture = try Image(
      width: 3, height: 2, premultipliedPixels: Array(repeating: 255, count: 24))
    let result = store.verify(picture, as: .image(), named: "new")
    #expect(result.outcome == .recorded)
    let page = try #require(try SnapshotReport.write([result], to: directory + "/report"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(
      html.contains(
        #"<img class="pixels recorded" src="file://\#(directory)/goldens/new.png" width="3" "#
          + #"height="2""#))
    #expect(html.contains("<figcaption>recorded · 3×2 px</figcaption>"))
  }
}
