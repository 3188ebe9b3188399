import ComposerRender
import ComposerSnapshotTesting
import Foundation
import TestSupport
import Testing

/// The VoiceOver reading and the frames JSON as goldens, through the same store and record
/// modes as pictures: they record, they pass, and a change fails with the changed lines.
@Suite struct TextSnapshotTests {
  private let failed = Catalog.entry(named: "failed-and-low")!.scenario

  /// Committed goldens, named after this test: `….txt`, then `….2.json`.
  @Test func theFailedStateReadsAndLaysOutAsRecorded() {
    assertSnapshot(of: failed, as: .accessibilityReading(renderer: renderer))
    assertSnapshot(of: failed, as: .frames(renderer: renderer))
  }

  /// Right to left: the same reading in the same order, every frame mirrored across the
  /// screen (the pill and the lines' symbols at the right, Send and Upgrade at the left).
  @Test func theRightToLeftStateReadsAndLaysOutAsRecorded() {
    let mirrored = Catalog.entry(named: "failed-and-low-right-to-left")!.scenario
    assertSnapshot(of: mirrored, as: .accessibilityReading(renderer: renderer))
    assertSnapshot(of: mirrored, as: .frames(renderer: renderer))
  }

  @Test func theReadingRecordsPassesAndFailsOnAChange() throws {
    let directory = try temporaryDirectory()
    let strategy = Snapshotting<Scenario, String>.accessibilityReading(renderer: renderer)
    let recorded = try store(.missing, directory).verify(failed, as: strategy, named: "reading")
    #expect(recorded.outcome == .recorded)
    let golden = try String(contentsOfFile: "\(directory)/goldens/reading.txt", encoding: .utf8)
    #expect(try golden == renderer.layout(failed).accessibilityReading + "\n")

    let checker = try store(.never, directory)
    #expect(checker.verify(failed, as: strategy, named: "reading").passed)

    var changed = failed
    changed.usage = .init(remaining: 2, limit: 40)
    let result = checker.verify(changed, as: strategy, named: "reading")
    #expect(result.outcome == .failed)
    #expect(result.mismatch == .lines(removed: 1, added: 1))
    let old = try #require(golden.split(separator: "\n").first { $0.contains("left today") })
    let new = try #require(
      renderer.layout(changed).accessibilityReading.split(separator: "\n")
        .first { $0.contains("left today") })
    #expect(result.message.contains("\n-\(old)\n+\(new)\n"))
    #expect(result.message.contains("To accept the new text: accept reading"))
    let artifacts = try #require(result.artifacts)
    #expect(artifacts.expected == "\(directory)/artifacts/reading.expected.txt")
    #expect(try String(contentsOfFile: artifacts.expected, encoding: .utf8) == golden)
    #expect(artifacts.diff == "\(directory)/artifacts/reading.diff.txt")
    // The report links a text golden's files instead of showing them as pictures.
    let page = try #require(try SnapshotReport.write([result], to: directory + "/artifacts"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains(#"<a href="reading.expected.txt">expected</a>"#))
    #expect(html.contains(#"<a href="reading.diff.txt">diff</a>"#))
    #expect(!html.contains("<img"))
  }

  @Test func aGoldenThatIsNotUTF8CannotBeRead() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(directory)/goldens", withIntermediateDirectories: true)
    try Data([0x61, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: "\(directory)/goldens/t.txt"))
    let result = try store(.never, directory).verify("a", as: .lines, named: "t")
    #expect(
      result.message == """
        The golden \(directory)/goldens/t.txt cannot be read (the file is not UTF-8 text).
        To replace it: accept t
        """)
  }

  /// Each change with a line of context either side, numbered by the golden's lines.
  @Test func theMessageShowsEachChangeInItsPlace() throws {
    let directory = try temporaryDirectory()
    let old = (1...12).map { "line \($0)" }
    var new = old
    new[1] = "line two"
    new.remove(at: 9)
    new.append("line 13")
    #expect(
      try store(.all, directory).verify(old.joined(separator: "\n"), as: .lines, named: "t")
        .outcome == .recorded)
    let result = try store(.never, directory).verify(
      new.joined(separator: "\n"), as: .lines, named: "t")
    #expect(result.mismatch == .lines(removed: 2, added: 2))
    #expect(
      result.message.contains(
        """
        @@ line 1 @@
         line 1
        -line 2
        +line two
         line 3
        @@ line 9 @@
         line 9
        -line 10
         line 11
         line 12
        +line 13
        To accept
        """))
  }

  private func store(_ mode: SnapshotRecordMode, _ directory: String) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: mode, drawnBy: .composer(fonts: renderer.fonts), acceptCommand: { "accept \($0)" }
    )
  }
}
