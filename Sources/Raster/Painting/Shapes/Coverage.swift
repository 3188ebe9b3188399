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

  /// The box grown by `distance` on every side.
  func outset(by distance: Int) -> PixelBox {
    PixelBox(x0: x0 - distance, y0: y0 - distance, x1: x1 + distance, y1: y1 + distance)
  }

  /// The smallest box holding both; an empty box adds nothing.
  func union(_ other: PixelBox) -> PixelBox {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return PixelBox(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
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

  /// Whether every pixel of `pixels` is fully covered (255), eight at a time: true for an
  /// empty box, false where `pixels` reaches outside the mask. Through such a part of a clip,
  /// painting gives the pixels it gives without the clip.
  func isOpen(over pixels: PixelBox) -> Bool {
    guard !pixels.isEmpty else { return true }
    guard pixels.intersection(box) == pixels else { return false }
    return values.withUnsafeBufferPointer { values in
      (pixels.y0..<pixels.y1).allSatisfy { y in
        let start = values.baseAddress! + (y - box.y0) * box.width + pixels.x0 - box.x0
        var index = 0
        while index + 8 <= pixels.width {
          guard UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self) == .max else {
            return false
          }
          index += 8
        }
        return (index..<pixels.width).allSatisfy { start[$0] == 255 }
      }
    }
  }

  /// Each pixel's coverage times its column's factor, `factors[0]` being the box's first
  /// column: a gradient along x, such as a scroll view's soft edges.
  mutating func multiplyColumns(by factors: [UInt8]) {
    precondition(factors.count == box.width, "one factor a column")
    // Only the columns a factor changes: a soft edge is a few dozen of a lane's hundreds.
    let fading = factors.indices.filter { factors[$0] != 255 }.map { ($0, Int(factors[$0])) }
    guard !fading.isEmpty else { return }
    let width = box.width
    values.withUnsafeMutableBufferPointer { values in
      for start in stride(from: 0, to: values.count, by: width) {
        for (x, factor) in fading {
          values[start + x] = div255(Int(values[start + x]) * factor)
        }
      }
    }
  }

  /// Each pixel's coverage times `other`'s there (none outside `other`'s box), as nested clips
  /// combine. Row by row over the overlap of the two boxes, the rest cleared: a film paints
  /// every frame's lane inside two clips, and a pixel at a time this was an eighth of its work.
  mutating func multiply(by other: CoverageMask) {
    guard !box.isEmpty else { return }
    let overlap = box.intersection(other.box)
    let box = box
    values.withUnsafeMutableBufferPointer { values in
      other.values.withUnsafeBufferPointer { others in
        for y in box.y0..<box.y1 {
          let row = values.baseAddress! + (y - box.y0) * box.width
          guard !overlap.isEmpty, y >= overlap.y0, y < overlap.y1 else {
            row.update(repeating: 0, count: box.width)
            continue
          }
          row.update(repeating: 0, count: overlap.x0 - box.x0)
          (row + overlap.x1 - box.x0).update(repeating: 0, count: box.x1 - overlap.x1)
          let factors = others.baseAddress! + (y - other.box.y0) * other.box.width - other.box.x0
          for x in overlap.x0..<overlap.x1 {
            row[x - box.x0] = div255(Int(row[x - box.x0]) * Int(factors[x]))
          }
        }
      }
    }
  }
}

/// Where a sweep's coverage goes, row by row and left to right, as runs. Zero coverage is never
/// sent: a sink starts out with nothing covered.
protocol CoverageSink {
  /// `count` pixels from (x, y) all covered `value`: the inside of a shape between its edges.
  mutating func constant(x: Int, y: Int, count: Int, value: UInt8)
  /// `count` pixels from (x, y) covered as `values` says: where edges pass.
  mutating func varying(x: Int, y: Int, values: UnsafePointer<UInt8>, count: Int)
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
///
/// Rows are split into blocks of ``blockWidth`` cells and the accumulator notes, one bit per
/// block, which blocks an edge wrote to. A block no edge touched holds only zeros, so the running sum, and with it
/// the coverage, is the same across it: the sweep hands it on as one constant run instead of
/// pixel by pixel. A UI shape is mostly such runs (the inside of a card, the hole of a ring),
/// which is what makes big fills cheap. Untouched blocks are never cleared or read, and a
/// touched block is cleared when first written, so the buffers are reused between fills
/// without wiping them. The sums are the same additions in the same order as over the dense
/// buffer, so the pixels are too.
///
/// One rasteriser belongs to one canvas, hence to one thread.
struct Rasterizer {
  /// Rows swept at a time: every edge adds its part in these rows, then they are summed and
  /// handed on. A band of a card-wide shape is some 300 KB of cells, which stay in the cache,
  /// where cells for a whole menu panel at accessibility sizes were 7.7 MB of memory. Each cell
  /// still gets the same additions in the same order, so the pixels are the same.
  static let bandRows = 64
  /// Cells per block: a power of two, so block arithmetic is a shift.
  static let blockShift = 3
  static let blockWidth = 1 << blockShift

  private var cells: [Float] = []
  /// One bit per block, `words` 64-bit words per row.
  private var touched: [UInt64] = []
  private var row: [UInt8] = []

  /// The coverage as a mask, for clip regions and shadows; nil when nothing lies inside.
  mutating func coverage(of edges: EdgeList, rule: FillRule, within limit: PixelBox)
    -> CoverageMask?
  {
    guard let box = Self.box(of: edges, within: limit) else { return nil }
    var values = [UInt8](repeating: 0, count: box.width * box.height)
    values.withUnsafeMutableBufferPointer { values in
      var sink = MaskWriter(values: values.baseAddress!, box: box)
      sweep(edges, rule: rule, box: box, into: &sink)
    }
    return CoverageMask(box: box, values: values)
  }

  /// The pixels the edges can cover inside `limit`; nil for none, or for non-finite edges.
  static func box(of edges: EdgeList, within limit: PixelBox) -> PixelBox? {
    guard edges.isFinite, !edges.isEmpty else { return nil }
    let box = PixelBox.enclosing(
      minX: edges.minX, minY: edges.minY, maxX: edges.maxX, maxY: edges.maxY, limit: limit)
    return box.isEmpty ? nil : box
  }

  /// Sweeps the fill of `edges` over `box` into `sink`: the box ``box(of:within:)`` gave
  /// them, which the caller also needs (the pixels a fill may change).
  mutating func sweep<Sink: CoverageSink>(
    _ edges: EdgeList, rule: FillRule, box: PixelBox, into sink: inout Sink
  ) {
    let width = box.width
    let height = box.height
    // Two spare cells per row: the exact-area spill can reach index `width + 1`.
    let blocks = (width + 2 + Self.blockWidth - 1) >> Self.blockShift
    let stride = blocks << Self.blockShift
    let words = (blocks + 63) >> 6
    let bandHeight = min(height, Self.bandRows)
    if cells.count < stride * bandHeight {
      // Left uninitialised: a block is cleared when first touched and only then read.
      cells = [Float](unsafeUninitializedCapacity: stride * bandHeight) { $1 = stride * bandHeight }
    }
    if touched.count < words * bandHeight {
      touched = [UInt64](repeating: 0, count: words * bandHeight)
    }
    if row.count < width { row = [UInt8](repeating: 0, count: width) }
    let evenOdd = rule == .evenOdd
    cells.withUnsafeMutableBufferPointer { cells in
      touched.withUnsafeMutableBufferPointer { touched in
        row.withUnsafeMutableBufferPointer { row in
          edges.coordinates.withUnsafeBufferPointer { c in
            for bandTop in Swift.stride(from: 0, to: height, by: bandHeight) {
              let rows = min(bandHeight, height - bandTop)
              touched.baseAddress!.update(repeating: 0, count: words * rows)
              var accumulator = LineAccumulator(
                cells: cells.baseAddress!, touched: touched.baseAddress!, stride: stride,
                words: words, width: Double(width), height: Double(height),
                originX: Double(box.x0), originY: Double(box.y0), bandTop: bandTop,
                bandEnd: bandTop + rows)
              var i = 0
              while i < c.count {
                accumulator.addClipped(x0: c[i], y0: c[i + 1], x1: c[i + 2], y1: c[i + 3])
                i += 4
              }
              for y in 0..<rows {
                Self.integrate(
                  cells: cells.baseAddress! + y * stride,
                  touched: touched.baseAddress! + y * words, words: words, width: width,
                  evenOdd: evenOdd, row: row.baseAddress!, x0: box.x0, y: box.y0 + bandTop + y,
                  into: &sink)
              }
            }
          }
        }
      }
    }
  }

  /// One row: touched blocks pixel by pixel, untouched stretches as one constant run.
  @inline(__always)
  private static func integrate<Sink: CoverageSink>(
    cells: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, words: Int,
    width: Int,
    evenOdd: Bool, row: UnsafeMutablePointer<UInt8>, x0: Int, y: Int, into sink: inout Sink
  ) {
    var sum: Float = 0
    var x = 0
    while x < width {
      let block = x >> blockShift
      let isTouched = touched[block >> 6] & (1 << UInt64(block & 63)) != 0
      let end = min(
        nextBlock(after: block, touched: !isTouched, in: touched, words: words) << blockShift,
        width)
      if isTouched {
        // Two loops, so the rule is not tested per pixel.
        if evenOdd {
          for i in x..<end {
            sum += cells[i]
            row[i - x] = coverage(sum, evenOdd: true)
          }
        } else {
          for i in x..<end {
            sum += cells[i]
            row[i - x] = coverage(sum, evenOdd: false)
          }
        }
        sink.varying(x: x0 + x, y: y, values: row, count: end - x)
      } else {
        let value = coverage(sum, evenOdd: evenOdd)
        if value != 0 { sink.constant(x: x0 + x, y: y, count: end - x, value: value) }
      }
      x = end
    }
  }

  /// The first block after `block` whose bit is `touched`, or a block at or past the row's
  /// end; whole words of equal bits are skipped at once.
  @inline(__always)
  private static func nextBlock(
    after block: Int, touched: Bool, in bits: UnsafeMutablePointer<UInt64>, words: Int
  ) -> Int {
    var index = (block + 1) >> 6
    guard index < words else { return words << 6 }
    // Bits at or below `block` are cleared so the search starts after it.
    var word = (touched ? bits[index] : ~bits[index]) & (~0 << UInt64((block + 1) & 63))
    while word == 0 {
      index += 1
      guard index < words else { return words << 6 }
      word = touched ? bits[index] : ~bits[index]
    }
    return index << 6 + word.trailingZeroBitCount
  }

  @inline(__always)
  private static func coverage(_ sum: Float, evenOdd: Bool) -> UInt8 {
    var area = abs(sum)
    if area > 1 {
      if evenOdd {
        area -= 2 * Float(Int(area * 0.5))  // area mod 2 (area ≥ 0: truncation floors)
        if area > 1 { area = 2 - area }
      } else {
        area = 1
      }
    }
    return UInt8(area * 255 + 0.5)
  }
}

/// Writes coverage into a zeroed mask over `box`.
private struct MaskWriter: CoverageSink {
  let values: UnsafeMutablePointer<UInt8>
  let box: PixelBox

  mutating func constant(x: Int, y: Int, count: Int, value: UInt8) {
    (values + (y - box.y0) * box.width + (x - box.x0)).update(repeating: value, count: count)
  }

  mutating func varying(x: Int, y: Int, values: UnsafePointer<UInt8>, count: Int) {
    (self.values + (y - box.y0) * box.width + (x - box.x0)).update(from: values, count: count)
  }
}

/// Writes edges into the difference buffer; coordinates relative to the box.
private struct LineAccumulator {
  let cells: UnsafeMutablePointer<Float>
  let touched: UnsafeMutablePointer<UInt64>
  let stride: Int
  let words: Int
  let width: Double
  let height: Double
  let originX: Double
  let originY: Double
  /// The box's rows this sweep's cells hold, `bandTop..<bandEnd`: row `bandTop` is the first
  /// row of `cells`.
  let bandTop: Int
  let bandEnd: Int

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
    // Nothing in this band (which lies inside the box's rows), or horizontal.
    if y1 <= Double(bandTop) || y0 >= Double(bandEnd) || y0 == y1 { return }
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
    // Coordinates here are inside the box, so never negative: truncation is the floor, and
    // neither needs a call into libm.
    let firstRow = max(Int(ya), bandTop)
    let lastRow = min(Self.ceiling(yb), bandEnd)
    guard firstRow < lastRow else { return }
    for row in firstRow..<lastRow {
      let top = max(Double(row), ya)
      let bottom = min(Double(row + 1), yb)
      if bottom <= top { continue }
      let xTop = clampX(xa + (top - ya) * dxdy)
      let xBottom = clampX(xa + (bottom - ya) * dxdy)
      let d = Float(bottom - top) * dir
      let lo = min(xTop, xBottom)
      let hi = max(xTop, xBottom)
      let loIndex = Int(lo)
      let loFloor = Double(loIndex)
      let hiIndex = Self.ceiling(hi)
      let hiCeil = Double(hiIndex)
      let cells = touch(row: row, from: loIndex, through: max(hiIndex, loIndex + 1))
      if hiIndex <= loIndex + 1 {
        // Within one pixel column: split by the mean x.
        let mid = Float(0.5 * (xTop + xBottom) - loFloor)
        cells[loIndex] += d - d * mid
        cells[loIndex + 1] += d * mid
      } else {
        // Across several columns: exact trapezoid areas.
        let s = Float(1 / (hi - lo))
        let loFraction = Float(lo - loFloor)
        let a0 = 0.5 * s * (1 - loFraction) * (1 - loFraction)
        let hiFraction = Float(hi - hiCeil + 1)
        let am = 0.5 * s * hiFraction * hiFraction
        cells[loIndex] += d * a0
        if hiIndex == loIndex + 2 {
          cells[loIndex + 1] += d * (1 - a0 - am)
        } else {
          let a1 = s * (1.5 - loFraction)
          cells[loIndex + 1] += d * (a1 - a0)
          let ds = d * s
          var x = loIndex + 2
          while x < hiIndex - 1 {
            cells[x] += ds
            x += 1
          }
          let a2 = a1 + Float(hiIndex - loIndex - 3) * s
          cells[hiIndex - 1] += d * (1 - a2 - am)
        }
        cells[hiIndex] += d * am
      }
    }
  }

  /// Marks the blocks holding cells `first...last` of `row` as written, clearing each the
  /// first time; returns the row's cells.
  @inline(__always)
  private func touch(row: Int, from first: Int, through last: Int) -> UnsafeMutablePointer<Float> {
    let rowCells = cells + (row - bandTop) * stride
    let rowBits = touched + (row - bandTop) * words
    for block in (first >> Rasterizer.blockShift)...(last >> Rasterizer.blockShift) {
      let bit: UInt64 = 1 << UInt64(block & 63)
      if rowBits[block >> 6] & bit != 0 { continue }
      rowBits[block >> 6] |= bit
      // One vector store rather than a call to memset.
      let start = UnsafeMutableRawPointer(rowCells + (block << Rasterizer.blockShift))
      start.storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
    }
    return rowCells
  }

  /// ⌈v⌉ for v ≥ 0.
  @inline(__always)
  private static func ceiling(_ v: Double) -> Int {
    let whole = Int(v)
    return Double(whole) < v ? whole + 1 : whole
  }

  @inline(__always)
  private func clampX(_ x: Double) -> Double {
    min(max(x, 0), width)
  }
}
