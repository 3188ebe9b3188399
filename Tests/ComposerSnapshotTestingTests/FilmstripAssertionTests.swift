import ComposerRender
import ComposerSnapshotTesting
import Foundation
import TestSupport
import Testing

/// An app's own tests golden-check a film's filmstrip as the catalog does: `.filmstrip` draws
/// the strip the catalog's golden holds.
@Suite struct FilmstripAssertionTests {
  @Test(.needsFonts) func theFilmstripStrategyDrawsTheCatalogsStrip() throws {
    let directory = try temporaryDirectory()
    let golden = "chip-off.light.png"
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/Snapshots/transitions/" + golden,
      toPath: directory + "/" + golden)
    let script = try #require(TransitionCatalog.entry(named: "chip-off")).script
    withSnapshotTesting(renderer: renderer) {
      assertSnapshot(
        of: script, as: .filmstrip, named: "chip-off.light", record: .never,
        snapshotDirectory: directory)
    }
  }
}
