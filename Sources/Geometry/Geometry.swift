// The one geometry of the renderer: Layout places frames with it and Raster draws them, so a
// frame goes from one to the other as it is. Plain structs of `Double`s, in points (inside the
// rasteriser, device pixels), y growing downwards as on iOS.

/// A position.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

  /// Computed, not stored: a stored static would be read through its once-only initialiser
  /// in every other module, where this folds to two zeros.
  public static var zero: Point { Point(x: 0, y: 0) }
}

/// An extent; "393.0×120.0" in a message.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

  /// Computed for the same reason as ``Point/zero``.
  public static var zero: Size { Size(width: 0, height: 0) }

  public var description: String { "\(width)×\(height)" }
}
