import ComposerRender
import Foundation
import GoldenSnapshots
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

/// How many bytes of filmstrips a check has alive at once. A strip is far bigger than a still
/// (the menu opening's is 8469 × 1157 px, 39 MB, against 2 MB for the card), and the strips
/// of one transition in light and dark come one after the other in the catalog, so two
/// threads would otherwise make both at once. Within the budget strips are checked side by
/// side (two of the usual 16–19 MB); a bigger one waits until it fits, and its thread checks
/// stills meanwhile. A thread waits only while other threads have strips under way, so every
/// strip gets checked.
final class FilmstripBudget: @unchecked Sendable {
  static let shared = FilmstripBudget(bytes: 48 << 20)

  private let budget: Int
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var reserved = 0

  init(bytes: Int) {
    budget = bytes
  }

  /// `body`, once `bytes` fit beside what other threads have reserved (or nothing is). Until
  /// they fit, `meanwhile` is called, outside the lock, for other work: it returns false when
  /// it found none, and the thread then sleeps until a strip is done.
  func reserving<T>(bytes: Int, meanwhile: () -> Bool = { false }, _ body: () throws -> T)
    rethrows -> T
  {
    guard bytes > 0 else { return try body() }
    condition.lock()
    while !hasRoom(for: bytes) {
      condition.unlock()
      let worked = meanwhile()
      condition.lock()
      // Checked again under the lock: a strip finished while `meanwhile` ran has broadcast.
      if !worked && !hasRoom(for: bytes) { condition.wait() }
    }
    reserved += bytes
    condition.unlock()
    defer {
      condition.lock()
      reserved -= bytes
      condition.broadcast()
      condition.unlock()
    }
    return try body()
  }

  /// Whether `bytes` fit beside what is reserved; a strip alone always fits. Called under the
  /// lock.
  private func hasRoom(for bytes: Int) -> Bool {
    reserved == 0 || reserved + bytes <= budget
  }
}
