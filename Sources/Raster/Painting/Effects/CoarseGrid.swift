/// A grid `factor` times coarser than the canvas, where a wide blur is worth doing: a shadow of
/// a 32 pt Gaussian at 3× spreads 270 px each way, and the same blur on cells of 16 × 16 pixels
/// costs a 256th of it and looks the same, since nothing in it is sharper than a few cells.
///
/// Cell (i, j) covers pixels `i·factor ..< (i+1)·factor` across and likewise down (cells are
/// counted from the canvas's origin, so the grid does not move with what is drawn). A cell's
/// value stands at its centre; a pixel takes the two nearest cells on each axis, weighted by
/// how near their centres are (bilinear), in whole steps of 1/(2·factor), rounded after each
/// axis, so enlarging is exact integer arithmetic and gives the same bytes everywhere. Values
/// travel as four 8-bit channels in the 16-bit lanes of a `UInt64` (``PremultipliedPixel``'s
/// layout); a coverage uses the first lane. With a factor of 1 every pixel is its own cell and
/// enlarging changes nothing.
struct CoarseGrid {
  /// A power of two up to ``maximumFactor``.
  let factor: Int
  /// log2(factor).
  private let exponent: Int

  /// The largest factor whose weighted sums of 255 stay within a 16-bit lane: 2·16 · 255 < 2¹⁶.
  static let maximumFactor = 16

  init(factor: Int) {
    precondition(factor > 0 && factor <= Self.maximumFactor && factor & (factor - 1) == 0)
    self.factor = factor
    exponent = factor.trailingZeroBitCount
  }

  /// The cells that hold any pixel of `pixels`.
  func cells(covering pixels: PixelBox) -> PixelBox {
    PixelBox(
      x0: pixels.x0 >> exponent, y0: pixels.y0 >> exponent,
      x1: (pixels.x1 + factor - 1) >> exponent, y1: (pixels.y1 + factor - 1) >> exponent)
  }

  /// The pixels that `cells` cover.
  func pixels(of cells: PixelBox) -> PixelBox {
    PixelBox(
      x0: cells.x0 << exponent, y0: cells.y0 << exponent, x1: cells.x1 << exponent,
      y1: cells.y1 << exponent)
  }

  /// The cell whose centre is the last at or before pixel `p`'s centre, and the weight of the
  /// cell after it, in 1/(2·factor): `(p + ½) / factor − ½` as a whole and a fraction.
  @inline(__always)
  func position(ofPixel p: Int) -> (cell: Int, weight: Int) {
    let steps = 2 &* p &+ 1 &- factor
    return (steps &>> (exponent &+ 1), steps & (2 &* factor &- 1))
  }

  /// Pixel row `y` between the rows of `cells` (`box.height` rows of `box.width`): for each
  /// column, its two nearest cells weighted and rounded, into `between[1...box.width]`, whose
  /// first and last entries stay 0 for the columns beyond the box. Rows beyond the box are 0.
  func blendRows(
    _ cells: UnsafeBufferPointer<UInt64>, box: PixelBox, pixelRow y: Int,
    into between: UnsafeMutableBufferPointer<UInt64>
  ) {
    let (cell, weight) = position(ofPixel: y)
    func row(_ j: Int) -> UnsafePointer<UInt64>? {
      j >= box.y0 && j < box.y1 ? cells.baseAddress! + (j - box.y0) * box.width : nil
    }
    let (upper, lower) = (UInt64(2 &* factor &- weight), UInt64(weight))
    // A missing row is a row of zeros: its terms are left out rather than tested per cell.
    let target = between.baseAddress! + 1
    switch (row(cell), row(cell + 1)) {
    case (let above?, let below?) where Self.same(above, below, count: box.width):
      // Two equal rows (down the straight sides of a shape): every pixel row between them is
      // that row, since value(v · 2·factor) = v.
      target.update(from: above, count: box.width)
    case (let above?, let below?):
      for i in 0..<box.width { target[i] = value(above[i] &* upper &+ below[i] &* lower) }
    case (let above?, nil):
      for i in 0..<box.width { target[i] = value(above[i] &* upper) }
    case (nil, let below?):
      for i in 0..<box.width { target[i] = value(below[i] &* lower) }
    case (nil, nil):
      target.update(repeating: 0, count: box.width)
    }
  }

  /// Whether two rows from ``blendRows(_:box:pixelRow:into:)`` hold the same values, so the
  /// pixels enlarged from them are the same.
  static func same(_ a: UnsafeMutableBufferPointer<UInt64>, _ b: UnsafeMutableBufferPointer<UInt64>)
    -> Bool
  {
    a.count == b.count && same(a.baseAddress!, b.baseAddress!, count: a.count)
  }

  /// Whether the `count` values from `a` and from `b` are the same.
  private static func same(_ a: UnsafePointer<UInt64>, _ b: UnsafePointer<UInt64>, count: Int)
    -> Bool
  {
    var differences: UInt64 = 0
    for i in 0..<count { differences |= a[i] ^ b[i] }
    return differences == 0
  }

  /// Pixels `pixels` of row `y` from `blendRows`, a stretch between two cell centres at a
  /// time: each pixel is its two nearest columns weighted, and between two centres that sum
  /// grows by the same step from pixel to pixel, so `sink` gets each stretch's first pixel, its
  /// length, the first pixel's sum and the step (``value(_:)`` turns a sum into the pixel's
  /// four 8-bit values). The lanes of every sum lie in 0...65535, so adding the step as one
  /// 64-bit number, borrows and all, gives exactly the next pixel's lanes. `box` is the cells'
  /// box, whose pixels `pixels` lie in.
  @inline(__always)
  func blendColumns<Sink: StretchSink>(
    _ between: UnsafeMutableBufferPointer<UInt64>, box: PixelBox, pixels: Range<Int>, row y: Int,
    into sink: inout Sink
  ) {
    guard !pixels.isEmpty else { return }
    let span = 2 &* factor
    var (cell, weight) = position(ofPixel: pixels.lowerBound)
    var x = pixels.lowerBound
    while x < pixels.upperBound {
      // Pixels to the next centre: their weights go up by 2 from `weight` to below `span`.
      let count = min((span &- weight &+ 1) &>> 1, pixels.upperBound &- x)
      let before = between[cell &- box.x0 &+ 1]
      let after = between[cell &- box.x0 &+ 2]
      sink.stretch(
        x: x, y: y, count: count,
        sum: before &* UInt64(span &- weight) &+ after &* UInt64(weight),
        step: (after &- before) &<< 1)
      x &+= count
      cell &+= 1
      weight = (weight &+ 2 &* count) &- span
    }
  }

  /// The four 8-bit values whose sum weighted along one axis (weights adding up to
  /// 2·factor) is `sum`: divided by 2·factor, rounded.
  @inline(__always)
  func value(_ sum: UInt64) -> UInt64 {
    let half = UInt64(factor) &* 0x0001_0001_0001_0001
    return (sum &+ half) &>> UInt64(exponent &+ 1) & 0x00FF_00FF_00FF_00FF
  }

  /// The first lane of ``value(_:)``: a coverage.
  @inline(__always)
  func coverage(_ sum: UInt64) -> Int {
    Int(truncatingIfNeeded: value(sum) & 0xFF)
  }
}

/// What takes a row of pixels enlarged from a ``CoarseGrid``, a stretch between two cell
/// centres at a time.
protocol StretchSink {
  /// `count` pixels from (x, y) whose weighted sums are `sum + k·step`.
  mutating func stretch(x: Int, y: Int, count: Int, sum: UInt64, step: UInt64)
}
