import ComposerRender
import Raster

// Transitions are the second kind of golden: a film's filmstrip, a still PNG of its keyframes
// (`FilmPainter.filmstrip()`), kept in `Snapshots/transitions/<name>.<light|dark>.png` and
// checked with the same store, record modes, report and accept command as the stills.

extension SnapshotStore {
  /// Where the transitions' filmstrips live, inside the stills' folder.
  public static func transitionsDirectory(in snapshots: String = catalogDirectory) -> String {
    "\(snapshots)/transitions"
  }

  /// The transition catalog's goldens, whose failures say to accept a change with
  /// `render-composer record --only <transition>`. Their failure files go to a `transitions`
  /// folder of the artifacts folder, beside the stills'.
  public static func transitions(
    directory: String = transitionsDirectory(), artifactsDirectory: String? = nil,
    recordMode: SnapshotRecordMode, renderer: ComposerRenderer
  ) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory,
      artifactsDirectory: (artifactsDirectory ?? defaultArtifactsDirectory) + "/transitions",
      recordMode: recordMode, fonts: renderer.fonts,
      acceptCommand: { name in
        "render-composer record --only \(Catalog.entryName(ofPicture: name))"
          + " (or SNAPSHOT_RECORD=failed make test)"
      })
  }
}

extension Snapshotting where Value == FilmScript, Format == Image {
  /// The script filmed by `renderer` at 60 fps until it comes to rest, as its filmstrip.
  public static func filmstrip(renderer: ComposerRenderer, tolerance: Tolerance = .exact)
    -> Snapshotting
  {
    Snapshotting<Image, Image>.image(tolerance: tolerance).pullback { script in
      try FilmPainter(film: try renderer.film(script), renderer: renderer).filmstrip()
    }
  }
}

extension SnapshotStore {
  /// Each transition picture's filmstrip against its golden, on `workers` threads.
  public func verify(
    _ pictures: [TransitionCatalog.Picture], renderer: ComposerRenderer,
    tolerance: Tolerance = .exact, workers: Int
  ) -> [SnapshotResult] {
    let strategy = Snapshotting.filmstrip(renderer: renderer, tolerance: tolerance)
    return verify(pictures.map { ($0.name, $0.script) }, as: strategy, workers: workers)
  }
}
