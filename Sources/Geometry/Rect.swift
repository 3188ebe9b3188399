/// A rectangle: an origin (its top-left corner) and a size. Width and height are expected to
/// be non-negative; helpers that shrink a rectangle clamp at zero rather than produce a
/// negative extent, because a negative extent would turn a fill inside out.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) { (self.origin, self.size) = (origin, size) }

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
  /// True unless both extents are positive: a rectangle with no area (or a NaN side) covers
  /// no pixel.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// "(x, y, width, height)" in a message.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

extension Rect {
  /// True when `other` lies wholly inside this rectangle (edges may touch).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }

  /// True when the two share some area (touching edges share none).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Shrinks (positive) or grows (negative) the rectangle on each side, keeping its centre when
  /// the inset is larger than half the extent.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let width = max(0, size.width - 2 * dx)
    let height = max(0, size.height - 2 * dy)
    return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let (x0, y0) = (min(minX, other.minX), min(minY, other.minY))
    return Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The smallest rectangle holding all of `rects`; nil when there are none.
  public static func union(of rects: some Sequence<Rect>) -> Rect? {
    rects.reduce(nil) { union, rect in union?.union(rect) ?? rect }
  }

  /// The rectangle `progress` of the way from this one to `other`: 0 is this, 1 is `other`,
  /// beyond 1 past it (a spring's overshoot). + − × only, so every machine agrees.
  public func interpolated(to other: Rect, _ progress: Double) -> Rect {
    guard progress != 0 else { return self }
    guard progress != 1 else { return other }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    return Rect(
      x: mix(minX, other.minX), y: mix(minY, other.minY), width: mix(width, other.width),
      height: mix(height, other.height))
  }

  /// Whether `other` is this rectangle but for the last bits of its numbers, 10⁻⁹ or less on
  /// each edge and extent: the same frame reached by two sums may differ by 10⁻¹⁴ pt, which is
  /// no move.
  public func isClose(to other: Rect) -> Bool {
    let tolerance = 1e-9
    return abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
      && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
  }
}
