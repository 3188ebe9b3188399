/// Maps path coordinates to device pixels: `x' = x·sx + tx`, `y' = y·sy + ty`. Shapes use
/// `sx = sy = scale`; glyph outlines (font units, y up) use a negative `sy`.
struct DeviceTransform {
  var sx: Double
  var sy: Double
  var tx: Double
  var ty: Double

  static func scale(_ scale: Double) -> DeviceTransform {
    DeviceTransform(sx: scale, sy: scale, tx: 0, ty: 0)
  }

  @inline(__always)
  func apply(_ p: Point) -> Point {
    Point(x: p.x * sx + tx, y: p.y * sy + ty)
  }
}

/// Straight edges in device pixels, the only thing the coverage accumulator understands.
///
/// Curves are flattened by uniform subdivision into `n` chords, with `n` chosen from the
/// second differences of the control points so the chord error stays below
/// ``EdgeList/tolerance`` device pixels (for a Bézier of degree d, the chord error of n uniform
/// pieces is at most max|B''| / (8n²), and max|B''| ≤ d(d−1)·max second difference). Uniform
/// steps with a fixed rule, instead of adaptive recursion, keep the segment list a pure
/// function of the input coordinates.
struct EdgeList {
  /// 1/100 px. Chords lose about 4·error/(3·r) of a circle's area, so this keeps a circle of
  /// radius 3 px within 0.5 % of πr²; segments are cheap next to pixels, so the cost is small.
  static let tolerance = 0.01
  /// An absurd curve (say 10⁹ px across) must not become 10⁹ segments.
  static let maxSegmentsPerCurve = 1024

  /// x0, y0, x1, y1 of each segment, flat for cache-friendliness.
  private(set) var coordinates: [Double] = []
  private(set) var minX = Double.infinity
  private(set) var minY = Double.infinity
  private(set) var maxX = -Double.infinity
  private(set) var maxY = -Double.infinity
  /// Cleared by any NaN or infinite coordinate: such a fill is dropped instead of trapping on
  /// an integer conversion.
  private(set) var isFinite = true

  var isEmpty: Bool { coordinates.isEmpty }

  /// Adds every subpath of `path`, each closed implicitly, as filling requires.
  ///
  /// Room for all its segments is made first. Appended one by one, a rounded rectangle's
  /// segments grew the list about ten times, and each growth past the allocator's per-thread
  /// cache took the heap's one lock (`render-composer/Heap.swift`), which the other thread of a
  /// check or a gallery was often waiting on.
  mutating func add(_ path: Path, transform: DeviceTransform) {
    var segments = 0
    Self.walk(
      path, transform: transform, line: { _, _ in segments += 1 },
      quad: { p0, p1, p2 in segments += Self.quadSegmentCount(p0, p1, p2) },
      cubic: { p0, p1, p2, p3 in segments += Self.cubicSegmentCount(p0, p1, p2, p3) })
    coordinates.reserveCapacity(coordinates.count + 4 * segments)
    Self.walk(
      path, transform: transform, line: { addLine($0, $1) }, quad: { addQuad($0, $1, $2) },
      cubic: { addCubic($0, $1, $2, $3) })
  }

  /// Each piece of `path` in device pixels, from its start point: the lines (a subpath's
  /// implicit close among them) and the curves.
  @inline(__always)
  private static func walk(
    _ path: Path, transform: DeviceTransform, line: (Point, Point) -> Void,
    quad: (Point, Point, Point) -> Void, cubic: (Point, Point, Point, Point) -> Void
  ) {
    var start = Point.zero
    var current = Point.zero
    var open = false
    for element in path.elements {
      switch element {
      case .move(let to):
        if open { line(current, start) }
        start = transform.apply(to)
        current = start
        open = true
      case .line(let to):
        let p = transform.apply(to)
        line(current, p)
        current = p
        open = true
      case .quadCurve(let to, let control):
        let p2 = transform.apply(to)
        quad(current, transform.apply(control), p2)
        current = p2
        open = true
      case .curve(let to, let control1, let control2):
        let p3 = transform.apply(to)
        cubic(current, transform.apply(control1), transform.apply(control2), p3)
        current = p3
        open = true
      case .closeSubpath:
        if open { line(current, start) }
        current = start
        open = false
      }
    }
    if open { line(current, start) }
  }

  private mutating func addLine(_ a: Point, _ b: Point) {
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
      isFinite = false
      return
    }
    if a.y == b.y { return }  // Horizontal edges carry no signed area.
    coordinates.append(a.x)
    coordinates.append(a.y)
    coordinates.append(b.x)
    coordinates.append(b.y)
    minX = min(minX, a.x, b.x)
    maxX = max(maxX, a.x, b.x)
    minY = min(minY, a.y, b.y)
    maxY = max(maxY, a.y, b.y)
  }

  private static func segmentCount(secondDifference: Double, degreeFactor: Double) -> Int {
    let bound = (degreeFactor * secondDifference / (8 * tolerance)).squareRoot()
    guard bound.isFinite else { return 1 }
    return max(1, min(maxSegmentsPerCurve, Int(bound.rounded(.up))))
  }

  private static func quadSegmentCount(_ p0: Point, _ p1: Point, _ p2: Point) -> Int {
    let ddx = p0.x - 2 * p1.x + p2.x
    let ddy = p0.y - 2 * p1.y + p2.y
    return segmentCount(secondDifference: (ddx * ddx + ddy * ddy).squareRoot(), degreeFactor: 2)
  }

  private mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point) {
    let n = Self.quadSegmentCount(p0, p1, p2)
    var previous = p0
    for i in 1..<n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      let p = Point(
        x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
        y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
      addLine(previous, p)
      previous = p
    }
    addLine(previous, p2)
  }

  private static func cubicSegmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point)
    -> Int
  {
    let ax = p0.x - 2 * p1.x + p2.x
    let ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x
    let by = p1.y - 2 * p2.y + p3.y
    let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
    return segmentCount(secondDifference: dd, degreeFactor: 6)
  }

  private mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    let n = Self.cubicSegmentCount(p0, p1, p2, p3)
    var previous = p0
    for i in 1..<n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      let b0 = u * u * u
      let b1 = 3 * u * u * t
      let b2 = 3 * u * t * t
      let b3 = t * t * t
      let p = Point(
        x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
        y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
      addLine(previous, p)
      previous = p
    }
    addLine(previous, p3)
  }
}
