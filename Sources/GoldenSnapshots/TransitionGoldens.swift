import ComposerRender
import Raster

// Transitions are the catalog's second kind of golden: a film's filmstrip, a still PNG of its
// keyframes (`FilmPainter.filmstrip()`), kept in `Snapshots/transitions/<name>.<light|dark>.png`
// and checked by the same store as the stills, under the name "transitions/<name>.<scheme>".

extension GoldenKind {
  /// The folder of the transitions' filmstrips inside the snapshot folder.
  public static let transitionsFolder = "transitions"

  /// Filmstrips of transitions: `transitions/<name>.png` in the snapshot folder.
  public static func transitions(named names: some Sequence<String>) -> GoldenKind {
    GoldenKind(
      subfolder: transitionsFolder, pathExtension: "png", names: names, drawnBy: "transition")
  }
}

extension Snapshotting where Value == FilmScript, Format == Image {
  /// The script filmed by `renderer` at 60 fps until it comes to rest, as its filmstrip.
  public static func filmstrip(renderer: ComposerRenderer, tolerance: Tolerance = .exact)
    -> Snapshotting
  {
    Snapshotting<Image, Image>.image(tolerance: tolerance).pullback { script in
      try filmstripImage(of: script, renderer: renderer)
    }
  }
}

/// The script filmed at 60 fps until it comes to rest, as its filmstrip.
func filmstripImage(of script: FilmScript, renderer: ComposerRenderer) throws -> Image {
  try FilmPainter(film: try renderer.film(script), renderer: renderer).filmstrip()
}
