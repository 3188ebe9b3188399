/// A position in points (or, inside the rasteriser, in device pixels), y growing downwards as on
/// iOS, so layout code can hand its coordinates over unchanged.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

/// An extent in points.
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points. Width and height are expected to be non-negative; helpers that shrink
/// a rectangle clamp at zero rather than produce a negative extent, because a negative extent
/// would turn a fill inside out.
public struct Rect: Hashable, Sendable, Codable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// Shrinks (positive) or grows (negative) the rectangle on each side, keeping its centre when
  /// the inset is larger than half the extent.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let width = max(0, size.width - 2 * dx)
    let height = max(0, size.height - 2 * dy)
    return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
  }
}

/// How overlapping contours combine: `nonZero` is what glyph outlines and UI shapes expect;
/// `evenOdd` makes a ring out of two nested contours regardless of their direction.
public enum FillRule: Sendable {
  case nonZero
  case evenOdd
}
