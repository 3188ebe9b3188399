import Foundation
import Raster

/// One catalog transition drawn for a page that shows motion: its film, the film of its
/// Reduce Motion twin to play beside it, and its filmstrip to show under them.
public struct TransitionReel: Sendable {
  public let picture: TransitionCatalog.Picture
  /// The animated PNG, as `render-composer animate` writes it.
  public let film: [UInt8]
  /// The same change with Reduce Motion on (the same film when the entry is a twin already).
  public let reducedMotionFilm: [UInt8]
  /// The keyframes side by side, as its golden in `Snapshots/transitions/` keeps them.
  public let filmstrip: Image
}

extension TransitionCatalog {
  /// The reel of every picture (each transition light and dark, by default), drawn on
  /// `workers` threads, in the pictures' order: what a gallery's Motion section needs.
  public static func reels(
    of pictures: [Picture] = pictures(), renderer: ComposerRenderer,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws -> [TransitionReel] {
    try Parallel.map(pictures, workers: workers) { picture in
      let painter = FilmPainter(film: try renderer.film(picture.script), renderer: renderer)
      let film = try painter.apng()
      let twin = Picture(entry: picture.entry.reducedMotion, colorScheme: picture.colorScheme)
      let reduced =
        picture.script.scenario.reduceMotion
        ? film : try FilmPainter(film: try renderer.film(twin.script), renderer: renderer).apng()
      return TransitionReel(
        picture: picture, film: film, reducedMotionFilm: reduced, filmstrip: try painter.filmstrip()
      )
    }
  }
}
