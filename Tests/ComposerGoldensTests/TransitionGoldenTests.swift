import ComposerRender
import ComposerSnapshotTesting
import Foundation
import Raster
import TestSupport
import Testing

/// Transition goldens: the catalog's second kind, checked by the same store and strategy as the
/// stills (and by the same commands: `CheckReportTests`). One test at a time, as `MotionTests`:
/// drawing films is heavy.
@Suite(.serialized, .needsFonts) struct TransitionCheckTests {
  /// Every catalog transition's filmstrip against its golden in `Snapshots/transitions/`, as
  /// the stills are checked, so `make test` catches a wrong spring, a jump or a Reduce Motion
  /// fade that slides.
  @Test(arguments: CatalogGolden.all(entries: []))
  func transitionFilmstripMatchesItsGolden(_ golden: CatalogGolden) throws {
    assertSnapshot(
      of: golden, as: .golden(renderer: renderer), named: golden.name,
      in: try catalogGoldens.get())
  }

  @Test func theCatalogHasEveryChangeLightAndDark() {
    let pictures = TransitionCatalog.pictures()
    #expect(pictures.count >= 20)
    #expect(Set(pictures.map(\.name)).count == pictures.count)
    let names = Set(TransitionCatalog.entries.map(\.name))
    #expect(names.isSuperset(of: ["chip-on-reduce-motion", "count-roll-reduce-motion"]))
    #expect(Set(Catalog.entries.map(\.name)).isDisjoint(with: names))
  }

  /// The catalog store knows the transitions' folder: a filmstrip no transition draws is an
  /// orphan by its name there, and a folder holding only filmstrips is not empty.
  @Test func aFilmstripNoTransitionDrawsIsAnOrphan() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(directory)/transitions", withIntermediateDirectories: true)
    for name in ["chip-on.light", "chip-slides.dark"] {
      #expect(
        FileManager.default.createFile(
          atPath: "\(directory)/transitions/\(name).png", contents: Data()))
    }
    let store = try SnapshotStore.catalog(
      directory: directory, recordMode: .never, renderer: renderer)
    #expect(store.missingGoldens() == nil)
    #expect(store.orphans().map(\.name) == ["transitions/chip-slides.dark"])
    #expect(
      store.goldenPath("transitions/chip-on.light")
        == "\(directory)/transitions/chip-on.light.png")
  }

  /// Shards split stills and transitions together: every golden in exactly one part.
  @Test func shardsSplitEveryGoldenWithoutOverlapOrGap() {
    let all = CatalogGolden.all()
    let parts = (1...3).map { CatalogGolden.shard(all, index: $0, of: 3).map(\.name) }
    #expect(parts.flatMap { $0 }.sorted() == all.map(\.name).sorted())
    #expect(Set(parts.flatMap { $0 }).count == all.count)
    #expect(parts.allSatisfy { $0.contains { $0.hasPrefix("transitions/") } })
  }
}

extension CatalogGolden: CustomTestStringConvertible {
  public var testDescription: String { name }
}
