import ComposerRender
import ComposerSnapshotTesting
import Testing

/// Every catalog picture against its golden in `Snapshots/`, so `make test` catches any visual
/// regression. Exact by default; `SNAPSHOT_RECORD` chooses the record mode (never under CI).
@Test(.needsFonts, arguments: Catalog.pictures())
func catalogPictureMatchesItsGolden(_ picture: Catalog.Picture) throws {
  let store = try goldens.get()
  assertSnapshot(
    of: picture.scenario, as: .image(renderer: renderer), named: picture.name, in: store)
}

extension SchemedPicture: CustomTestStringConvertible {
  public var testDescription: String { name }
}

/// One store for all pictures: it reads the manifest and this machine's fonts once.
private let goldens = Result {
  try SnapshotStore.catalog(
    directory: repositoryRoot + "/Snapshots", recordMode: try SnapshotRecordMode.fromEnvironment(),
    renderer: renderer)
}
