/// An integer pixel rectangle, half-open: `x0..<x1`, `y0..<y1`.
struct PixelBox: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  /// The smallest box holding the real-valued bounds; values far outside `limit` are clamped
  /// first so the integer conversion can never trap.
  static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double, limit: PixelBox)
    -> PixelBox
  {
    func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
      Int(min(max(v, Double(lo)), Double(hi)))
    }
    return PixelBox(
      x0: clamp(minX.rounded(.down), limit.x0, limit.x1),
      y0: clamp(minY.rounded(.down), limit.y0, limit.y1),
      x1: clamp(maxX.rounded(.up), limit.x0, limit.x1),
      y1: clamp(maxY.rounded(.up), limit.y0, limit.y1))
  }
}

/// 8-bit coverage over a box of device pixels; 255 = fully inside.
struct CoverageMask {
  var box: PixelBox
  var values: [UInt8]

  @inline(__always)
  func value(x: Int, y: Int) -> UInt8 {
    guard x >= box.x0, x < box.x1, y >= box.y0, y < box.y1 else { return 0 }
    return values[(y - box.y0) * box.width + (x - box.x0)]
  }
}

/// Exact-area coverage (font-rs / stb_truetype v2): every edge adds the signed area it sweeps in
/// each pixel to a dense buffer holding first differences along the row, and a left-to-right
/// running sum turns them into the area of the polygon inside each pixel.
///
/// The running sum restarts on every row (rather than once per buffer as in font-rs) so rows
/// are independent and float error cannot drift across a 1000-pixel-wide shape. Edges left of
/// the box are projected onto its left side, which keeps their winding contribution; edges
/// right of it cannot affect it. Overlapping contours over-cover edge pixels slightly (the
/// known limit of area accumulation); the rule is `min(1, |sum|)` for non-zero and a fold for
/// even-odd.
enum Rasterizer {
  static func coverage(of edges: EdgeList, rule: FillRule, within limit: PixelBox)
    -> CoverageMask?
  {
    guard edges.isFinite, !edges.isEmpty else { return nil }
    let box = PixelBox.enclosing(
      minX: edges.minX, minY: edges.minY, maxX: edges.maxX, maxY: edges.maxY, limit: limit)
    guard !box.isEmpty else { return nil }
    let width = box.width
    let height = box.height
    // Two spare cells per row: the exact-area spill can reach index `width + 1`.
    let stride = width + 2
    var cells = [Float](repeating: 0, count: stride * height)
    cells.withUnsafeMutableBufferPointer { cells in
      var accumulator = LineAccumulator(
        cells: cells, stride: stride, width: Double(width), height: Double(height),
        originX: Double(box.x0), originY: Double(box.y0))
      let c = edges.coordinates
      var i = 0
      while i < c.count {
        accumulator.addClipped(x0: c[i], y0: c[i + 1], x1: c[i + 2], y1: c[i + 3])
        i += 4
      }
    }
    var values = [UInt8](repeating: 0, count: width * height)
    cells.withUnsafeBufferPointer { cells in
      values.withUnsafeMutableBufferPointer { values in
        for row in 0..<height {
          var sum: Float = 0
          let cellRow = row * stride
          let valueRow = row * width
          for x in 0..<width {
            sum += cells[cellRow + x]
            var area = abs(sum)
            if rule == .evenOdd {
              area -= 2 * (area * 0.5).rounded(.down)  // Exact: area mod 2.
              if area > 1 { area = 2 - area }
            } else if area > 1 {
              area = 1
            }
            values[valueRow + x] = UInt8(area * 255 + 0.5)
          }
        }
      }
    }
    return CoverageMask(box: box, values: values)
  }
}

/// Writes edges into the difference buffer; coordinates relative to the box.
private struct LineAccumulator {
  let cells: UnsafeMutableBufferPointer<Float>
  let stride: Int
  let width: Double
  let height: Double
  let originX: Double
  let originY: Double

  /// Clips to the box's rows, then splits at its left and right sides so that parts outside
  /// are projected onto the side (exact for the area inside the box).
  mutating func addClipped(x0 ax: Double, y0 ay: Double, x1 bx: Double, y1 by: Double) {
    var x0 = ax - originX
    var y0 = ay - originY
    var x1 = bx - originX
    var y1 = by - originY
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
    }  // Direction is restored below.
    let direction: Float = ay < by ? 1 : -1
    if y1 <= 0 || y0 >= height || y0 == y1 { return }
    let dxdy = (x1 - x0) / (y1 - y0)
    if y0 < 0 {
      x0 += (0 - y0) * dxdy
      y0 = 0
    }
    if y1 > height {
      x1 = x0 + (height - y0) * dxdy
      y1 = height
    }
    // Split where the edge crosses x = 0 and x = width, in order of y.
    var first = Double.nan
    var second = Double.nan
    if (x0 < 0) != (x1 < 0) { first = y0 + (0 - x0) / dxdy }
    if (x0 > width) != (x1 > width) { second = y0 + (width - x0) / dxdy }
    if first.isNaN || (!second.isNaN && second < first) { swap(&first, &second) }
    var startX = x0
    var startY = y0
    if first > startY && first < y1 {
      let splitX = x0 + (first - y0) * dxdy
      drawLine(startX, startY, splitX, first, direction)
      startX = splitX
      startY = first
    }
    if second > startY && second < y1 {
      let splitX = x0 + (second - y0) * dxdy
      drawLine(startX, startY, splitX, second, direction)
      startX = splitX
      startY = second
    }
    drawLine(startX, startY, x1, y1, direction)
  }

  /// One downward segment (`ya < yb`) with its original winding direction.
  private func drawLine(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Float) {
    guard ya < yb else { return }
    let dxdy = (xb - xa) / (yb - ya)
    let firstRow = Int(ya.rounded(.down))
    let lastRow = min(Int(height), Int(yb.rounded(.up)))
    for row in firstRow..<lastRow {
      let top = max(Double(row), ya)
      let bottom = min(Double(row + 1), yb)
      if bottom <= top { continue }
      let xTop = clampX(xa + (top - ya) * dxdy)
      let xBottom = clampX(xa + (bottom - ya) * dxdy)
      let d = Float(bottom - top) * dir
      let lo = min(xTop, xBottom)
      let hi = max(xTop, xBottom)
      let loFloor = lo.rounded(.down)
      let loIndex = Int(loFloor)
      let hiCeil = hi.rounded(.up)
      let hiIndex = Int(hiCeil)
      let base = row * stride
      if hiIndex <= loIndex + 1 {
        // Within one pixel column: split by the mean x.
        let mid = Float(0.5 * (xTop + xBottom) - loFloor)
        cells[base + loIndex] += d - d * mid
        cells[base + loIndex + 1] += d * mid
      } else {
        // Across several columns: exact trapezoid areas.
        let s = Float(1 / (hi - lo))
        let loFraction = Float(lo - loFloor)
        let a0 = 0.5 * s * (1 - loFraction) * (1 - loFraction)
        let hiFraction = Float(hi - hiCeil + 1)
        let am = 0.5 * s * hiFraction * hiFraction
        cells[base + loIndex] += d * a0
        if hiIndex == loIndex + 2 {
          cells[base + loIndex + 1] += d * (1 - a0 - am)
        } else {
          let a1 = s * (1.5 - loFraction)
          cells[base + loIndex + 1] += d * (a1 - a0)
          let ds = d * s
          var x = loIndex + 2
          while x < hiIndex - 1 {
            cells[base + x] += ds
            x += 1
          }
          let a2 = a1 + Float(hiIndex - loIndex - 3) * s
          cells[base + hiIndex - 1] += d * (1 - a2 - am)
        }
        cells[base + hiIndex] += d * am
      }
    }
  }

  @inline(__always)
  private func clampX(_ x: Double) -> Double {
    min(max(x, 0), width)
  }
}
