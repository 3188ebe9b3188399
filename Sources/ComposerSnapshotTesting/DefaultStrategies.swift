import ComposerRender
import GoldenSnapshots
import Raster

// The strategies without a renderer, as swift-snapshot-testing's `.image` needs none: they draw
// with the renderer of the scope (`.snapshots(renderer:)`, `withSnapshotTesting(renderer:)`),
// else the standard theme's, made when the snapshot is taken.

extension Snapshotting where Value == Scenario, Format == Image {
  /// The scenario drawn by the scope's renderer, compared exactly.
  public static var image: Snapshotting { image(tolerance: .exact) }

  /// The scenario drawn by the scope's renderer, compared under `tolerance`.
  public static func image(tolerance: Tolerance) -> Snapshotting {
    drawnByScope(pathExtension: "png", diffing: .image(tolerance: tolerance)) {
      .image(renderer: $0, tolerance: tolerance)
    }
  }

  /// The scenario drawn by the scope's renderer, compared under swift-snapshot-testing's
  /// `precision` and `perceptualPrecision`, as ``Tolerance/init(precision:perceptualPrecision:)``
  /// maps them (0.99 lets 1 % of the pixels differ; 0.98 is a colour threshold of 0.02). A value
  /// outside 0...1 fails the snapshot, naming it.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
    do {
      return image(
        tolerance: try Tolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    } catch {
      return Snapshotting(pathExtension: "png", diffing: .image()) { _ in throw error }
    }
  }
}

extension Snapshotting where Value == Scenario, Format == String {
  /// What VoiceOver reads, by the scope's renderer (``accessibilityReading(renderer:)``).
  public static var accessibilityReading: Snapshotting {
    drawnByScope(pathExtension: "txt", diffing: .lines) { .accessibilityReading(renderer: $0) }
  }

  /// Every named element's frame, by the scope's renderer (``frames(renderer:)``).
  public static var frames: Snapshotting {
    drawnByScope(pathExtension: "json", diffing: .lines) { .frames(renderer: $0) }
  }
}

extension Snapshotting where Value == FilmScript, Format == Image {
  /// The script's filmstrip, filmed by the scope's renderer (``filmstrip(renderer:tolerance:)``).
  public static var filmstrip: Snapshotting {
    drawnByScope(pathExtension: "png", diffing: .image()) { .filmstrip(renderer: $0) }
  }
}

extension Snapshotting {
  /// The strategy `make` gives for the scope's renderer, asked for when a snapshot is taken
  /// (inside the test's scope, not where the strategy was spelled). `pathExtension` and
  /// `diffing` are `make`'s own, which no renderer changes.
  fileprivate static func drawnByScope(
    pathExtension: String, diffing: Diffing<Format>,
    _ make: @escaping @Sendable (ComposerRenderer) -> Snapshotting
  ) -> Snapshotting {
    Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
      try make(SnapshotConfiguration.currentRenderer()).snapshot(value)
    }
  }
}
