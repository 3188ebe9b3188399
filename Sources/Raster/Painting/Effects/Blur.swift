/// Gaussian-like blur for soft shadows and material backdrops: three successive box blurs, sized as the CSS Filter
/// Effects spec does for `feGaussianBlur` (`d = ⌊σ·3·√(2π)/4 + ½⌋`; for even `d`, two boxes
/// of `d` offset half a pixel left and right, then one of `d + 1`).
///
/// Everything after choosing `d` is integer arithmetic on 8-bit coverage, so the result is
/// exact and identical on every machine; the only floating-point step is one multiply by a
/// constant (no `exp`).
enum Blur {
  /// 3·√(2π)/4.
  static let boxFactor = 1.879_971_205_973_25

  /// The box size for a Gaussian of standard deviation `sigma` pixels; 0 means "no blur".
  /// Sigma is capped at 250 px (far beyond any UI shadow) so that the padded mask of a shadow
  /// on the largest canvas stays bounded.
  static func boxSize(sigma: Double) -> Int {
    guard sigma.isFinite, sigma > 0 else { return 0 }
    return Int(min(sigma, 250) * boxFactor + 0.5)
  }

  /// How many times coarser than the canvas (``CoarseGrid``) a blur of box size `d` runs: the
  /// largest power of two up to ``CoarseGrid/maximumFactor`` that leaves boxes of at least 8
  /// cells (a Gaussian of at least 4 cells, smooth enough that enlarging it by straight lines
  /// between cells is off by under one 8-bit step). Blurs below 16 px run at full resolution,
  /// exactly as before.
  static func reduction(forBoxSize d: Int) -> Int {
    var factor = 1
    while factor < CoarseGrid.maximumFactor && d / (2 * factor) >= 8 { factor *= 2 }
    return factor
  }

  /// The box size on a grid `factor` times coarser, `d / factor` rounded: with the averaging
  /// into cells (a box of `factor` px) and the bilinear enlarging (a tent of 2·`factor`), whose
  /// variances add up to `factor²/4`, the three boxes then spread as far as `d`'s do at full
  /// resolution (`factor²·d'²/4 ≈ (d² − 1)/4`).
  static func boxSize(_ d: Int, reducedBy factor: Int) -> Int {
    (2 * d + factor) / (2 * factor)
  }

  /// The (left, right) extents of the three passes.
  static func passes(boxSize d: Int) -> [(Int, Int)] {
    if d % 2 == 1 {
      let r = (d - 1) / 2
      return [(r, r), (r, r), (r, r)]
    }
    let h = d / 2
    return [(h, h - 1), (h - 1, h), (h, h)]
  }

  /// The mask grown by the reach of the three passes on every side, blurred.
  static func blurred(_ mask: CoverageMask, by box: BoxBlur) -> CoverageMask {
    let pad = box.reach
    let width = mask.box.width + 2 * pad
    let height = mask.box.height + 2 * pad
    var values = [UInt8](repeating: 0, count: width * height)
    for y in 0..<mask.box.height {
      let from = y * mask.box.width
      let to = (y + pad) * width + pad
      values.replaceSubrange(
        to..<(to + mask.box.width), with: mask.values[from..<(from + mask.box.width)])
    }
    blur(&values, width: width, height: height, by: box)
    return CoverageMask(box: mask.box.outset(by: pad), values: values)
  }

  /// Blurs one plane of 8-bit values in place, treating what lies outside it as zero: a value
  /// within the reach of the passes from an edge sees that zero, so callers pad the plane by
  /// the reach (with zeros for a shadow, with the edge's own pixels for a backdrop).
  static func blur(_ values: inout [UInt8], width: Int, height: Int, by box: BoxBlur) {
    var scratch = [UInt8](repeating: 0, count: width * height)
    for (left, right) in box.passes {
      horizontal(values, into: &scratch, width: width, height: height, left: left, right: right)
      swap(&values, &scratch)
    }
    for (left, right) in box.passes {
      vertical(values, into: &scratch, width: width, height: height, left: left, right: right)
      swap(&values, &scratch)
    }
  }

  /// out[x] = round(Σ in[x−left … x+right] / size), zeros outside the row.
  private static func horizontal(
    _ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, left: Int, right: Int
  ) {
    let divide = RoundingDivider(left + right + 1)
    source.withUnsafeBufferPointer { src in
      target.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          let row = src.baseAddress! + y * width
          let out = dst.baseAddress! + y * width
          // Three stretches, so the long middle one has no edge tests: the window still
          // entering the row, wholly inside it, and leaving it.
          var sum = 0
          for x in 0..<min(right, width) { sum += Int(row[x]) }
          let innerStart = min(left, width)
          let innerEnd = max(innerStart, width - right)
          for x in 0..<innerStart {
            if x + right < width { sum &+= Int(row[x + right]) }
            out[x] = divide(sum)
          }
          for x in innerStart..<innerEnd {
            sum &+= Int(row[x + right])
            out[x] = divide(sum)
            sum &-= Int(row[x - left])
          }
          for x in innerEnd..<width {
            out[x] = divide(sum)
            sum &-= Int(row[x - left])
          }
        }
      }
    }
  }

  /// The same along columns, walking rows in order with one running sum per column so memory
  /// is read sequentially.
  private static func vertical(
    _ source: [UInt8], into target: inout [UInt8], width: Int, height: Int, left: Int, right: Int
  ) {
    let divide = RoundingDivider(left + right + 1)
    var sums = [Int](repeating: 0, count: width)
    source.withUnsafeBufferPointer { src in
      target.withUnsafeMutableBufferPointer { dst in
        sums.withUnsafeMutableBufferPointer { sums in
          for y in 0..<min(right, height) {
            for x in 0..<width { sums[x] &+= Int(src[y * width + x]) }
          }
          for y in 0..<height {
            if y + right < height {
              let entering = src.baseAddress! + (y + right) * width
              for x in 0..<width { sums[x] &+= Int(entering[x]) }
            }
            let out = dst.baseAddress! + y * width
            for x in 0..<width { out[x] = divide(sums[x]) }
            if y - left >= 0 {
              let leaving = src.baseAddress! + (y - left) * width
              for x in 0..<width { sums[x] &-= Int(leaving[x]) }
            }
          }
        }
      }
    }
  }
}

/// `round(sum / size)` for a box sum of 8-bit values, as a multiply and shift: a division per
/// pixel and pass was half the cost of a shadow. With `m = ⌈2³²/size⌉` the result is exact
/// while `(255·size + size/2)·size < 2³²`, that is for every box below 4096 pixels.
struct RoundingDivider {
  let half: UInt64
  let reciprocal: UInt64

  init(_ size: Int) {
    precondition(size > 0 && size < 4096)
    half = UInt64(size / 2)
    reciprocal = ((1 << 32) + UInt64(size) - 1) / UInt64(size)
  }

  @inline(__always)
  func callAsFunction(_ sum: Int) -> UInt8 {
    // Unchecked conversions: a box sum is never negative, and without the traps the loops
    // over a row vectorise.
    UInt8(truncatingIfNeeded: ((UInt64(truncatingIfNeeded: sum) &+ half) &* reciprocal) >> 32)
  }
}

/// A blur of one box size as it runs: its three passes, and how far they spread coverage on
/// each side (in pixels, or in cells on a coarse grid): the padding a blurred mask grows by,
/// and how far outside the canvas a shape can still blur into it. Worked out once a blur.
struct BoxBlur {
  let passes: [(Int, Int)]
  let reach: Int

  init(boxSize d: Int) {
    passes = Blur.passes(boxSize: d)
    reach = passes.reduce(0) { $0 + max($1.0, $1.1) }
  }
}

/// A Gaussian blur of `sigma` pixels as a shadow or a material runs it: on the grid
/// ``Blur/reduction(forBoxSize:)`` picks for its box size (the canvas itself below 16 px),
/// with the box blur of the size reduced to that grid; no box blur when the Gaussian is too
/// narrow to blur anything.
struct GaussianBlurPlan {
  let grid: CoarseGrid
  let cellBlur: BoxBlur?

  init(sigma: Double) {
    let boxSize = Blur.boxSize(sigma: sigma)
    guard boxSize > 1 else {
      (grid, cellBlur) = (CoarseGrid(factor: 1), nil)
      return
    }
    grid = CoarseGrid(factor: Blur.reduction(forBoxSize: boxSize))
    cellBlur = BoxBlur(boxSize: Blur.boxSize(boxSize, reducedBy: grid.factor))
  }
}
