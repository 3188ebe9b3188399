import Raster

/// One catalog transition drawn for a page that shows motion: its film, the film of its
/// Reduce Motion twin to play beside it, and its filmstrip to show under them.
public struct TransitionReel: Sendable {
  public let picture: TransitionCatalog.Picture
  /// The animated PNG, as `render-composer animate` writes it.
  public let film: [UInt8]
  /// The same change with Reduce Motion on (the same film when the entry is a twin already).
  public let reducedMotionFilm: [UInt8]
  /// The keyframes side by side, as the goldens in `Snapshots/transitions/` keep them.
  public let filmstrip: Image
  /// The films' frames, all at ``fps``.
  public let frameCount: Int
  public let reducedMotionFrameCount: Int
  /// The film's size in pixels, and its twin's: the same states on the same canvas.
  public let pixelWidth: Int
  public let pixelHeight: Int

  /// The films' frame rate.
  public static let fps = 60

  /// Films `picture` (and its twin) at ``fps`` until they come to rest, with the renderer's
  /// painter; the filmstrip takes the keyframes the film already painted.
  public init(drawing picture: TransitionCatalog.Picture, renderer: ComposerRenderer) throws {
    let painter = FilmPainter(
      film: try renderer.film(picture.script, fps: Self.fps), renderer: renderer)
    (film, filmstrip) = try painter.apngAndFilmstrip()
    if picture.script.scenario.reduceMotion {
      reducedMotionFilm = film
      reducedMotionFrameCount = painter.film.frameCount
    } else {
      let twin = TransitionCatalog.Picture(
        entry: picture.entry.reducedMotion, colorScheme: picture.colorScheme)
      let reduced = FilmPainter(
        film: try renderer.film(twin.script, fps: Self.fps), renderer: renderer)
      reducedMotionFilm = try reduced.apng()
      reducedMotionFrameCount = reduced.film.frameCount
    }
    self.picture = picture
    frameCount = painter.film.frameCount
    pixelWidth = painter.film.pixelWidth
    pixelHeight = painter.film.pixelHeight
  }
}
