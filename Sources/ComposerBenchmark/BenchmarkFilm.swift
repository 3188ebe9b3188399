import ComposerRender
import Foundation
import Raster

extension Benchmark {
  /// One transition, chip-on in light, as 30 frames at 60 fps (0 to 29/60 s): making the film
  /// (both states laid out once and matched), painting its frames, and the whole film to APNG
  /// bytes; beside it, 30 stills of the same card drawn and encoded one by one, which is what
  /// the film would cost without laying out once and encoding only what changed.
  func timeFilm(_ record: (Timing) -> Void) throws {
    guard let entry = TransitionCatalog.entry(named: Self.filmedTransition) else {
      throw BenchmarkError(description: "\(Self.filmedTransition) is not a catalog transition")
    }
    let script = TransitionCatalog.Picture(entry: entry, colorScheme: .light).script
    let duration = Double(Self.filmFrames - 1) / 60
    let film = try renderer.film(script, fps: 60, duration: duration)
    let runs = max(5, options.runs / 6)
    try record(
      time("film/layout", "make the film: lay out both states, match their elements", runs: runs) {
        _ = try renderer.film(script, fps: 60, duration: duration)
      })
    let size = "\(Int(film.size.width * film.scale))×\(Int(film.size.height * film.scale)) px"
    try record(
      time(
        "film/paint", "paint its \(film.frameCount) frames",
        note: "\(Self.filmedTransition), \(size)",
        runs: runs
      ) {
        let painter = FilmPainter(film: film, renderer: renderer)
        for index in 0..<film.frameCount { _ = try painter.frame(index) }
      })
    let bytes = try FilmPainter(film: film, renderer: renderer).apng().count
    try record(
      time(
        "film/apng", "the whole film: make, paint, encode the APNG", note: "\(bytes) bytes",
        runs: runs
      ) {
        _ = try FilmPainter(
          film: try renderer.film(script, fps: 60, duration: duration), renderer: renderer
        ).apng()
      })
    try record(
      time(
        "film/stills",
        "reference: \(film.frameCount) stills of the card, each laid out, painted, encoded",
        runs: runs
      ) {
        for _ in 0..<film.frameCount { _ = try PNG.encode(renderer.render(script.scenario)) }
      })
  }

  static let filmedTransition = "chip-on"
  static let filmFrames = 30
}
