/// A translucent material as iOS draws its floating panels: what lies behind the panel,
/// blurred and its colours saturated, under a tint.
public struct BackdropMaterial: Equatable, Sendable {
  /// The standard deviation of the backdrop's Gaussian blur, in points.
  public var blurRadius: Double
  /// 1 leaves the backdrop's colours as they are; more makes them more vivid (the
  /// `feColorMatrix` saturate matrix).
  public var saturation: Double
  /// Laid over the blurred backdrop.
  public var tint: RGBA

  /// A negative blur is none and a negative saturation 0 (grey); a non-finite value leaves the
  /// backdrop as it is.
  public init(blurRadius: Double, saturation: Double, tint: RGBA) {
    self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
    self.saturation = saturation.isFinite ? max(0, saturation) : 1
    self.tint = tint
  }
}

/// A soft drop shadow.
public struct DropShadow: Equatable, Sendable {
  public var color: RGBA
  /// The Gaussian's standard deviation in points, as Core Animation's `shadowRadius`.
  public var blurRadius: Double
  public var offset: Point

  public init(color: RGBA, blurRadius: Double, offset: Point = .zero) {
    self.color = color
    self.blurRadius = blurRadius
    self.offset = offset
  }
}

extension Canvas {
  /// Paints `body` only inside `rect`, each pixel column's alpha multiplied by `opacity` of
  /// the distance in points from the rect's left edge to the column's centre, as a mask of
  /// horizontal gradients does a scroll view's soft edges (intersected with any enclosing
  /// clip). `opacity` is clamped to 0...1.
  public func clip(
    to rect: Rect, opacityAlongX opacity: (Double) -> Double, _ body: () throws -> Void
  ) rethrows {
    var mask = coverage(of: .rect(rect))
    if !mask.box.isEmpty {
      let factors = (mask.box.x0..<mask.box.x1).map { x in
        RGBA.byte(fromUnit: opacity((Double(x) + 0.5) / scale - rect.minX))
      }
      mask.multiplyColumns(by: factors)
    }
    try clip(to: mask, body)
  }
}
