import ComposerRender
import ComposerSnapshotTesting
import TestSupport
import Testing

/// Every catalog picture against its golden in `Snapshots/`, so `make test` catches any visual
/// regression. Exact by default; `SNAPSHOT_RECORD` chooses the record mode (never under CI).
@Test(.needsFonts, arguments: Catalog.pictures())
func catalogPictureMatchesItsGolden(_ picture: Catalog.Picture) throws {
  let store = try catalogGoldens.get()
  assertSnapshot(
    of: picture.scenario, as: .image(renderer: renderer), named: picture.name, in: store)
}

extension SchemedPicture: CustomTestStringConvertible {
  public var testDescription: String { name }
}

/// One store for all catalog goldens, stills and transitions: it reads the manifest and this
/// machine's fonts once.
let catalogGoldens = Result {
  try SnapshotStore.catalog(
    directory: repositoryRoot + "/Snapshots", recordMode: try SnapshotRecordMode.fromEnvironment(),
    renderer: renderer)
}

/// A golden no catalog picture or transition draws any more (its entry was removed or
/// renamed) fails here, as it fails `render-composer check`; `render-composer record --prune`
/// removes it.
@Test func everyGoldenIsACatalogPicture() throws {
  let store = try SnapshotStore(
    directory: repositoryRoot + "/Snapshots", recordMode: .never,
    kinds: CatalogGolden.kinds(of: CatalogGolden.all()))
  #expect(store.orphans().map(\.name) == [])
}
