import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import TestSupport
import Testing

/// Goldens no scenario draws any more: found by name, told by what used to draw them, removed;
/// and only a kind's own files count, so another kind's subfolder is safe. (`check` and
/// `record --prune` on them: `CheckReportTests`.)
@Suite struct OrphanTests {
  private func touch(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: path, contents: Data("png".utf8)))
  }

  @Test func theCatalogsOrphansAreItsPicturesNoScenarioDraws() throws {
    let directory = try temporaryDirectory()
    for name in [
      "default.light.png", "default.dark.png", "removed-scenario.light.png", "manifest.json",
      ".default.light.png.123.456.tmp", "notes.txt", "transitions/open.png",
      "transitions/closed.png",
    ] {
      try touch("\(directory)/\(name)")
    }
    let pictures = GoldenKind.pictures(named: Catalog.pictures().map(\.name))
    let store = try SnapshotStore(directory: directory, recordMode: .never, kinds: [pictures])
    #expect(store.orphans().map(\.name) == ["removed-scenario.light"])
    #expect(store.missingGoldens() == nil)
    // A later kind registers its folder and names; its orphans are found the same way.
    let transitions = GoldenKind.transitions(named: ["open"])
    let both = try SnapshotStore(
      directory: directory, recordMode: .never, kinds: [pictures, transitions])
    #expect(both.orphans().map(\.name) == ["removed-scenario.light", "transitions/closed"])
    // Each is told by what used to draw it.
    #expect(
      both.orphans().map { both.orphanResult($0, removeWith: "prune").message } == [
        """
        \(directory)/removed-scenario.light.png is a golden no scenario draws any more (its \
        scenario was removed or renamed).
        To remove it: prune
        """,
        """
        \(directory)/transitions/closed.png is a golden no transition draws any more (its \
        transition was removed or renamed).
        To remove it: prune
        """,
      ])
    #expect(
      try both.removeOrphans().map(\.path) == [
        "\(directory)/removed-scenario.light.png", "\(directory)/transitions/closed.png",
      ])
    #expect(
      try Set(FileManager.default.subpathsOfDirectory(atPath: directory)) == [
        "default.light.png", "default.dark.png", "manifest.json", ".default.light.png.123.456.tmp",
        "notes.txt", "transitions", "transitions/open.png",
      ])
  }

}
