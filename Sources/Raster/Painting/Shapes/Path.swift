/// A vector outline in points (y down), built from moves, lines and Bézier curves.
///
/// Circles and rounded corners are cubic arcs with the fixed constant ``Path/arcHandle`` rather
/// than anything computed with `sin`/`cos`, so the same description gives the same pixels on
/// every machine (Documentation/Determinism.md, "Geometry without transcendental functions").
public struct Path: Equatable, Sendable {
  public enum Element: Equatable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []

  /// The handle length, as a fraction of the radius, of a cubic that approximates a quarter
  /// circle with a radial error below 0.03 %.
  public static let arcHandle = 0.5522847498

  public init() {}

  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
  }

  public mutating func line(to point: Point) {
    elements.append(.line(to: point))
  }

  public mutating func quadCurve(to point: Point, control: Point) {
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
  }

  /// Appends every subpath of `other`; used to build rings for even-odd fills.
  public mutating func append(_ other: Path) {
    elements.append(contentsOf: other.elements)
  }

  public static func rect(_ rect: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: rect.minX, y: rect.minY))
    path.line(to: Point(x: rect.maxX, y: rect.minY))
    path.line(to: Point(x: rect.maxX, y: rect.maxY))
    path.line(to: Point(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }

  /// Circular corners (not Apple's continuous curvature); the radius is clamped to half the
  /// shorter side, so `cornerRadius: .infinity` or `height / 2` gives a capsule.
  public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
    let r = Swift.max(0, Swift.min(cornerRadius, rect.width / 2, rect.height / 2))
    guard r > 0 else { return Path.rect(rect) }
    let k = r * (1 - arcHandle)
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    var path = Path()
    path.move(to: Point(x: x0 + r, y: y0))
    path.line(to: Point(x: x1 - r, y: y0))
    path.curve(
      to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - k, y: y0),
      control2: Point(x: x1, y: y0 + k))
    path.line(to: Point(x: x1, y: y1 - r))
    path.curve(
      to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - k),
      control2: Point(x: x1 - k, y: y1))
    path.line(to: Point(x: x0 + r, y: y1))
    path.curve(
      to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + k, y: y1),
      control2: Point(x: x0, y: y1 - k))
    path.line(to: Point(x: x0, y: y0 + r))
    path.curve(
      to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + k),
      control2: Point(x: x0 + k, y: y0))
    path.closeSubpath()
    return path
  }

  public static func circle(center: Point, radius: Double) -> Path {
    let r = Swift.max(0, radius)
    return roundedRect(
      Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), cornerRadius: r)
  }
}

/// The shapes UI drawing needs, kept as values (rather than paths) so they can be inset exactly
/// for strokes and used as clip regions.
public enum Shape: Equatable, Sendable {
  case rect(Rect)
  case roundedRect(Rect, cornerRadius: Double)
  case circle(center: Point, radius: Double)

  /// A rounded rectangle whose radius is half its height.
  public static func capsule(_ rect: Rect) -> Shape {
    .roundedRect(rect, cornerRadius: rect.height / 2)
  }

  public var path: Path {
    switch self {
    case .rect(let rect): return .rect(rect)
    case .roundedRect(let rect, let radius): return .roundedRect(rect, cornerRadius: radius)
    case .circle(let center, let radius): return .circle(center: center, radius: radius)
    }
  }

  public var bounds: Rect {
    switch self {
    case .rect(let rect), .roundedRect(let rect, _): return rect
    case .circle(let center, let radius):
      return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
  }

  /// The shape shrunk by `amount` on every side; corner radii shrink with it (concentric
  /// corners), which is what keeps an inside stroke of even width.
  public func insetBy(_ amount: Double) -> Shape {
    switch self {
    case .rect(let rect):
      return .rect(rect.insetBy(dx: amount, dy: amount))
    case .roundedRect(let rect, let radius):
      let clamped = min(radius, rect.width / 2, rect.height / 2)
      return .roundedRect(
        rect.insetBy(dx: amount, dy: amount), cornerRadius: max(0, clamped - amount))
    case .circle(let center, let radius):
      return .circle(center: center, radius: max(0, radius - amount))
    }
  }
}

/// How overlapping contours combine: `nonZero` is what glyph outlines and UI shapes expect;
/// `evenOdd` makes a ring out of two nested contours regardless of their direction.
public enum FillRule: Sendable {
  case nonZero
  case evenOdd
}
