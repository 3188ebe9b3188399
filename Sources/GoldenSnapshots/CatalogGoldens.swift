import ComposerRender
import Foundation

extension SnapshotStore {
  /// Where the catalog's goldens live, relative to the package root.
  public static let catalogDirectory = "Snapshots"

  /// The catalog's goldens (`Snapshots/` by default), whose failures say to accept a change
  /// with `render-composer record --only <scenario>`.
  public static func catalog(
    directory: String = catalogDirectory, artifactsDirectory: String? = nil,
    recordMode: SnapshotRecordMode, renderer: ComposerRenderer
  ) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory, artifactsDirectory: artifactsDirectory, recordMode: recordMode,
      fonts: renderer.fonts,
      acceptCommand: { name in
        "render-composer record --only \(Catalog.entryName(ofPicture: name))"
          + " (or SNAPSHOT_RECORD=failed make test)"
      })
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
