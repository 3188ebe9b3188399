import ComposerRender
import Foundation

extension SnapshotStore {
  /// Where the catalog's goldens live, relative to the package root.
  public static let catalogDirectory = "Snapshots"

  /// The command that accepts a catalog picture's new golden in this repository:
  /// `render-composer record --only menu-open.light (or SNAPSHOT_RECORD=failed make test)`.
  public static func catalogAcceptCommand(_ picture: String) -> String {
    "render-composer record --only \(picture) (or SNAPSHOT_RECORD=failed make test)"
  }

  /// The catalog's goldens (`Snapshots/` by default): one picture kind holding every catalog
  /// picture, light and dark, then any further `kinds`. A command that names another folder
  /// passes its own `acceptCommand`, one that repeats that folder.
  public static func catalog(
    directory: String = catalogDirectory, artifactsDirectory: String? = nil,
    recordMode: SnapshotRecordMode, renderer: ComposerRenderer,
    kinds: [GoldenKind] = [.pictures(named: Catalog.pictures().map(\.name))],
    acceptCommand: @escaping @Sendable (String) -> String = catalogAcceptCommand
  ) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory, artifactsDirectory: artifactsDirectory, recordMode: recordMode,
      fonts: renderer.fonts, kinds: kinds, acceptCommand: acceptCommand)
  }
}

/// Checks catalog pictures against their goldens on several threads.
public enum CatalogCheck {
  public static func run(
    _ pictures: [Catalog.Picture], renderer: ComposerRenderer, store: SnapshotStore,
    tolerance: Tolerance = .exact, workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [SnapshotResult] {
    store.verify(
      pictures.map { (name: $0.name, value: $0.scenario) },
      as: .image(renderer: renderer, tolerance: tolerance), workers: workers)
  }
}
