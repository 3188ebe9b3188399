import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import TestSupport
import Testing

/// The failure report's page: a summary first with each picture's share of changed pixels,
/// sizes read from the pictures themselves, and the accept command as the message gives it.
/// How the page behaves in a browser is tested by `make test-web` (Tests/Web/).
@Suite(.needsFonts) struct SnapshotReportTests {
  private let typing = Scenario(name: "typing") { $0.text = "Hi" }

  private func failure(
    golden: Scenario, actual: Scenario, name: String = "card",
    accept: @escaping @Sendable (String) -> String = { "accept \($0)" }
  ) throws -> (result: SnapshotResult, directory: String) {
    let directory = try temporaryDirectory()
    func store(_ mode: SnapshotRecordMode) throws -> SnapshotStore {
      try SnapshotStore(
        directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
        recordMode: mode, acceptCommand: accept)
    }
    _ = try store(.all).verify(golden, as: .image(renderer: renderer), named: name)
    return (
      try store(.never).verify(actual, as: .image(renderer: renderer), named: name), directory
    )
  }

  private func page(_ results: [SnapshotResult], in directory: String) throws -> String {
    let path = try #require(try SnapshotReport.write(results, to: directory + "/artifacts"))
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func theSummaryComesFirstWithTheShareOfChangedPixels() throws {
    let (result, directory) = try failure(golden: Scenario(), actual: typing)
    guard case .pixels(let differing, _, _) = result.mismatch else {
      Issue.record("expected a pixel change, got \(String(describing: result.mismatch))")
      return
    }
    let html = try page([result], in: directory)
    let summary = try #require(html.range(of: #"<section id="summary""#))
    let card = try #require(html.range(of: #"<section class="failure" id="card""#))
    #expect(summary.lowerBound < card.lowerBound)
    // The default card at 3×: 1179 × 402 pixels.
    let share = Double(differing) * 100 / Double(1179 * 402)
    #expect(html.contains(##"<td><a href="#card">card</a></td><td>pixel change</td>"##))
    #expect(html.contains("\(differing) of \(1179 * 402) px ("))
    #expect((0.1...50).contains(share))
    #expect(html.contains("<li>1 pixel change</li>"))
    #expect(html.contains(#"data-diff="card.diff.png" data-diff-size="1179x402""#))
  }

  @Test func aSizeChangeGivesBothSizesAndLaysThePicturesSideBySide() throws {
    let taller = Scenario(name: "typing") { $0.text = "Hi\nthere" }
    let (result, directory) = try failure(golden: typing, actual: taller)
    let html = try page([result], in: directory)
    guard case .size(let expected, let actual) = result.mismatch else {
      Issue.record("expected a size change, got \(String(describing: result.mismatch))")
      return
    }
    #expect(
      html.contains(
        "\(expected.width)×\(expected.height) → \(actual.width)×\(actual.height) px"))
    #expect(html.contains(#"<div class="pictures sizes">"#))
    #expect(!html.contains("card.diff.png"))
  }

  @Test func theAcceptCommandsAreTheMessagesEachWithACopyButton() throws {
    let (result, directory) = try failure(
      golden: Scenario(), actual: typing,
      accept: { "render-composer record --only \($0) (or SNAPSHOT_RECORD=failed make test)" })
    let html = try page([result], in: directory)
    #expect(html.contains(#"<code>render-composer record --only card</code>"#))
    #expect(html.contains(#"data-command="render-composer record --only card""#))
    #expect(html.contains(#"data-command="SNAPSHOT_RECORD=failed make test""#))
  }

  @Test func aFailureWithoutPicturesIsListedWithItsMessage() throws {
    let directory = try temporaryDirectory()
    let store = try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: .never, acceptCommand: { "accept \($0)" })
    let missing = store.verify(typing, as: .image(renderer: renderer), named: "gone")
    let html = try page([missing], in: directory)
    #expect(
      html.contains(##"<td><a href="#gone">gone</a></td><td>failure to compare</td><td>—</td>"##))
    #expect(html.contains(#"data-command="accept gone""#))
    #expect(!html.contains("<img"))
  }
}
