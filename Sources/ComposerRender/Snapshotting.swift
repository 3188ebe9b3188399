import Raster

/// How to turn a value into a picture, in the spirit of swift-snapshot-testing's
/// `Snapshotting`: a small value that says how to snapshot and how to compare, composed with
/// `pullback` so a strategy for images becomes one for scenarios by rendering them first.
public struct Snapshotting<Value>: Sendable {
  public var diffing: Diffing
  public var snapshot: @Sendable (Value) throws -> Image

  public init(diffing: Diffing, snapshot: @escaping @Sendable (Value) throws -> Image) {
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue`, by turning it into a `Value` first.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
    -> Snapshotting<NewValue>
  {
    let snapshot = self.snapshot
    return Snapshotting<NewValue>(diffing: diffing) { try snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == Image {
  /// The picture itself, compared under `tolerance` (exact unless said otherwise).
  public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
    Snapshotting(diffing: .image(tolerance: tolerance)) { $0 }
  }
}

extension Snapshotting where Value == Scenario {
  /// The scenario drawn by `renderer`.
  public static func image(renderer: ComposerRenderer, tolerance: Tolerance = .exact)
    -> Snapshotting
  {
    Snapshotting<Image>.image(tolerance: tolerance).pullback(renderer.render)
  }
}

/// How far two pictures may differ and still match.
///
/// Exact is the default: a golden that tolerates drift hides the drift. A tolerance is
/// explicit, per call or per run: a per-pixel perceptual threshold (pixelmatch's YIQ
/// distance), whether anti-aliased pixels are excused, and how many pixels may still differ.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  public var threshold: Double
  public var detectsAntialiasing: Bool
  public var maximumDifferingPixels: Int

  public init(threshold: Double, detectsAntialiasing: Bool, maximumDifferingPixels: Int = 0) {
    self.threshold = threshold
    self.detectsAntialiasing = detectsAntialiasing
    self.maximumDifferingPixels = maximumDifferingPixels
  }

  /// Every pixel identical.
  public static let exact = Tolerance(threshold: 0, detectsAntialiasing: false)
  /// pixelmatch's defaults: colour changes below 0.1 and anti-aliasing shifts pass, any
  /// other changed pixel fails. For comparing across machines whose rasterisation may differ
  /// at edges.
  public static let antialiasing = Tolerance(threshold: 0.1, detectsAntialiasing: true)

  public var description: String {
    if self == .exact { return "exact" }
    return
      "threshold \(threshold)\(detectsAntialiasing ? ", anti-aliasing excused" : "")"
      + (maximumDifferingPixels > 0 ? ", up to \(maximumDifferingPixels) differing pixels" : "")
  }
}

/// How two pictures are compared: nil when they match, else what differs, with a diff image.
public struct Diffing: Sendable {
  public var compare: @Sendable (_ expected: Image, _ actual: Image) -> Mismatch?

  public init(compare: @escaping @Sendable (_ expected: Image, _ actual: Image) -> Mismatch?) {
    self.compare = compare
  }

  public static func image(tolerance: Tolerance) -> Diffing {
    Diffing { expected, actual in
      let options = DiffOptions(
        threshold: tolerance.threshold, detectsAntialiasing: tolerance.detectsAntialiasing)
      switch ImageDiff.compare(expected, actual, options: options) {
      case .sizeMismatch(let expectedSize, let actualSize):
        return Mismatch(kind: .size(expected: expectedSize, actual: actualSize), difference: nil)
      case .compared(let difference):
        guard difference.differingPixelCount > tolerance.maximumDifferingPixels else { return nil }
        return Mismatch(
          kind: .pixels(
            differing: difference.differingPixelCount,
            antialiased: difference.antialiasedPixelCount, tolerance: tolerance),
          difference: difference)
      }
    }
  }
}

/// Why two pictures do not match.
public struct Mismatch: Sendable {
  public enum Kind: Sendable, Equatable {
    /// A size change is its own failure: no pixel count means anything across it.
    case size(expected: PixelSize, actual: PixelSize)
    case pixels(differing: Int, antialiased: Int, tolerance: Tolerance)
  }

  public var kind: Kind
  let difference: ImageDifference?

  /// Changed pixels red, anti-aliased ones yellow, the rest faded; nil for a size change.
  /// Made on request: a caller that only counts never pays for it.
  public func makeDiffImage() -> Image? { difference?.makeDiffImage() }

  public var summary: String {
    switch kind {
    case .size(let expected, let actual):
      return "size differs: the golden is \(expected), the new picture \(actual)"
    case .pixels(let differing, let antialiased, let tolerance):
      return
        "\(differing) pixel\(differing == 1 ? "" : "s") differ"
        + (antialiased > 0 ? " (and \(antialiased) anti-aliased pixels were excused)" : "")
        + " under the \(tolerance) policy"
    }
  }
}
