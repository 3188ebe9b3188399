extension Canvas {
  /// A soft shadow of `shape`: its coverage, offset, blurred by three box blurs approximating
  /// a Gaussian whose standard deviation is `blurRadius` points (as Core Animation's
  /// `shadowRadius`), in `color`. Draw the shape itself afterwards.
  ///
  /// A wide blur runs on a coarser grid (``Blur/reduction(forBoxSize:)``): the shape's exact
  /// coverage of each cell (its area, so nothing thin is lost), blurred there, then enlarged
  /// to pixels as it is composited. Blurs below 16 px run at full resolution.
  public func drawShadow(of shape: Shape, color: RGBA, blurRadius: Double, offset: Point) {
    drawShadow(of: shape, color: color, blurRadius: blurRadius, offset: offset) { _ in nil }
  }

  /// The same, skipping in each pixel row the stretch `hidden` gives: where something opaque
  /// is drawn over the shadow next (the inside of a material panel), so blending it would be
  /// lost work.
  func drawShadow(
    of shape: Shape, color: RGBA, blurRadius: Double, offset: Point,
    hidden: (Int) -> Range<Int>?
  ) {
    let plan = GaussianBlurPlan(sigma: blurRadius * scale)
    guard let cellBlur = plan.cellBlur else {
      let transform = DeviceTransform(
        sx: scale, sy: scale, tx: offset.x * scale, ty: offset.y * scale)
      return paint(
        [TransformedPath(path: shape.path, transform: transform)], rule: .nonZero, color: color)
    }
    let grid = plan.grid
    let cellScale = scale / Double(grid.factor)
    var edges = EdgeList()
    edges.add(
      shape.path,
      transform: DeviceTransform(
        sx: cellScale, sy: cellScale, tx: offset.x * cellScale, ty: offset.y * cellScale))
    // Shape parts just outside the canvas still blur into it; one cell more for enlarging.
    let limit = grid.cells(covering: paintBox).outset(by: cellBlur.reach + 1)
    guard let mask = rasterizer.coverage(of: edges, rule: .nonZero, within: limit) else { return }
    composite(Blur.blurred(mask, by: cellBlur), on: grid, color: color, hidden: hidden)
  }

  /// Composites `mask`, a coverage of `grid`'s cells, enlarged to pixels, where it meets the
  /// paint box, leaving out what `hidden` gives: a stretch between two cell centres at a time
  /// (``ShadowRows``), or pixel by pixel through a clip. A row over the background alone that
  /// blends the same cells as the row above, itself over the background alone, and leaves out
  /// the same stretch (beside a panel's straight sides) is the row above's, copied.
  private func composite(
    _ mask: CoverageMask, on grid: CoarseGrid, color: RGBA, hidden: (Int) -> Range<Int>?
  ) {
    let box = grid.pixels(of: mask.box).intersection(paintBox)
    guard !box.isEmpty else { return }
    let cells = mask.values.map { UInt64($0) }
    var between = [UInt64](repeating: 0, count: mask.box.width + 2)
    var above = between
    var values = [UInt8](repeating: 0, count: box.width)
    // What was painted before the shadow: outside it every pixel still is the background.
    let paintedBefore = painted
    withCompositor(color, over: box) { compositor in
      cells.withUnsafeBufferPointer { cells in
        between.withUnsafeMutableBufferPointer { between in
          values.withUnsafeMutableBufferPointer { values in
            var coverage = CoverageRow(grid: grid, values: values.baseAddress! - box.x0)
            // The stretch the row above left out, when its pixels follow from its cells alone.
            var skippedAbove: Range<Int>?
            // Whether a row outside what was painted follows from its cells alone.
            let overKnownBackground = background != nil && compositor.clip == nil
            ShadowRows.with(compositor, grid: grid, background: background) { rows in
              func draw(_ part: Range<Int>, y: Int, copied: Bool) {
                guard !part.isEmpty else { return }
                if copied { return compositor.copyFromRowAbove(part, y: y) }
                guard compositor.clip != nil else {
                  return grid.blendColumns(
                    between, box: mask.box, pixels: part, row: y, into: &rows)
                }
                grid.blendColumns(between, box: mask.box, pixels: part, row: y, into: &coverage)
                compositor.varying(
                  x: part.lowerBound, y: y, values: coverage.values + part.lowerBound,
                  count: part.count)
              }
              for y in box.y0..<box.y1 {
                rows.painted =
                  (paintedBefore.y0..<paintedBefore.y1).contains(y)
                  ? paintedBefore.x0..<paintedBefore.x1 : 0..<0
                let known = overKnownBackground && rows.painted.isEmpty
                // A row of background only, which the shadow's colour cannot change.
                if rows.isInvisible && known { continue }
                grid.blendRows(cells, box: mask.box, pixelRow: y, into: between)
                let skipped = hidden(y).map { $0.clamped(to: box.x0..<box.x1) } ?? box.x1..<box.x1
                let copied =
                  known && skippedAbove == skipped
                  && above.withUnsafeMutableBufferPointer { CoarseGrid.same(between, $0) }
                draw(box.x0..<skipped.lowerBound, y: y, copied: copied)
                draw(skipped.upperBound..<box.x1, y: y, copied: copied)
                skippedAbove = known ? skipped : nil
                above.withUnsafeMutableBufferPointer {
                  $0.baseAddress!.update(from: between.baseAddress!, count: between.count)
                }
              }
            }
          }
        }
      }
    }
  }
}

/// A row of coverages enlarged from a grid, into `values[x]`.
private struct CoverageRow: StretchSink {
  let grid: CoarseGrid
  let values: UnsafeMutablePointer<UInt8>

  mutating func stretch(x: Int, y: Int, count: Int, sum: UInt64, step: UInt64) {
    for k in 0..<count {
      values[x &+ k] = UInt8(truncatingIfNeeded: grid.coverage(sum &+ step &* UInt64(k)))
    }
  }
}

/// A shadow's pixel rows blended without a clip, a stretch between two cell centres at a time:
/// the same bytes as ``Compositor/varying(x:y:values:count:)`` for the same coverage. Around a
/// panel on a plain background most stretches lie over one colour, so the result of each
/// coverage over the current destination is kept (`results`, valid where `stamps` holds the
/// current `generation`): such a stretch, whose coverage rises or falls steadily between two
/// centres, looks each pixel's result up in that table with no test, and leaves the pixels
/// alone where every result is the destination itself (black over black). Over what still is
/// the canvas's background the pixels are not even read: each coverage's result over it is
/// worked out once (`overBackground`).
private struct ShadowRows: StretchSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  let color: PremultipliedPixel
  let grid: CoarseGrid
  /// The alpha each coverage blends at.
  let alphas: UnsafeMutablePointer<Int>
  /// Per coverage, its result over `destination`, when its stamp is `generation`.
  let results: UnsafeMutablePointer<UInt32>
  let stamps: UnsafeMutablePointer<UInt32>
  var destination: UInt32 = 0
  var generation: UInt32 = 1
  /// The canvas's background pixel, when it is known.
  let background: UInt32?
  /// Per coverage, its result over `background`.
  let overBackground: UnsafeMutablePointer<UInt32>
  /// Whether every coverage leaves the background as it is.
  let isInvisible: Bool
  /// The current row's columns that may differ from `background`: the others are not read.
  var painted = 0..<0

  /// Runs `body` with the rows of `compositor`'s colour and destination, on `grid`, over a
  /// canvas whose `background` is known, or nil.
  static func with(
    _ compositor: Compositor, grid: CoarseGrid, background: UInt32?,
    _ body: (inout ShadowRows) -> Void
  ) {
    let alphas = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    let results = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    let stamps = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    let overBackground = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    defer {
      alphas.deallocate()
      results.deallocate()
      stamps.deallocate()
      overBackground.deallocate()
    }
    stamps.initialize(repeating: 0, count: 256)
    for value in 0...255 {
      alphas[value] = compositor.alpha(ofCoverage: value)
      overBackground[value] = blend(compositor.color, alpha: alphas[value], over: background ?? 0)
    }
    var rows = ShadowRows(
      pixels: compositor.pixels, width: compositor.width, color: compositor.color, grid: grid,
      alphas: alphas, results: results, stamps: stamps, background: background,
      overBackground: overBackground,
      isInvisible: background.map { pixel in (0...255).allSatisfy { overBackground[$0] == pixel } }
        ?? false)
    body(&rows)
  }

  /// `count` pixels from (x, y) whose coverage is `grid.coverage(sum + k·step)`.
  @inline(__always)
  mutating func stretch(x: Int, y: Int, count: Int, sum: UInt64, step: UInt64) {
    let first = grid.coverage(sum)
    let last = grid.coverage(sum &+ step &* UInt64(count &- 1))
    if alphas[first] == 0 && alphas[last] == 0 { return }
    let start = pixels + (y &* width &+ x)
    if background != nil && (x &+ count <= painted.lowerBound || x >= painted.upperBound) {
      if isInvisible { return }
      return fill(start, count: count, sum: sum, step: step, from: overBackground)
    }
    guard Compositor.allEqual(start, count) else {
      var sum = sum
      for k in 0..<count {
        start[k] = result(grid.coverage(sum), over: start[k])
        sum &+= step
      }
      return
    }
    // Coverage is monotonic along the stretch: every value it takes lies between its ends.
    let under = start[0]
    var unchanged = true
    for coverage in min(first, last)...max(first, last) {
      unchanged = result(coverage, over: under) == under && unchanged
    }
    if !unchanged { fill(start, count: count, sum: sum, step: step, from: results) }
  }

  /// Each pixel of the stretch from `start` is the entry of `table` for its coverage.
  @inline(__always)
  private func fill(
    _ start: UnsafeMutablePointer<UInt32>, count: Int, sum: UInt64, step: UInt64,
    from table: UnsafeMutablePointer<UInt32>
  ) {
    let first = grid.coverage(sum)
    if first == grid.coverage(sum &+ step &* UInt64(count &- 1)) {
      return start.update(repeating: table[first], count: count)
    }
    var sum = sum
    for k in 0..<count {
      start[k] = table[grid.coverage(sum)]
      sum &+= step
    }
  }

  /// Coverage `value`'s alpha of the colour over `pixel`, from `results` when it is known.
  @inline(__always)
  private mutating func result(_ value: Int, over pixel: UInt32) -> UInt32 {
    if pixel != destination {
      destination = pixel
      generation &+= 1
    }
    if stamps[value] != generation {
      stamps[value] = generation
      results[value] = Self.blend(color, alpha: alphas[value], over: pixel)
    }
    return results[value]
  }

  /// `color` at alpha `a` (0...255) over `pixel`.
  @inline(__always)
  private static func blend(_ color: PremultipliedPixel, alpha a: Int, over pixel: UInt32) -> UInt32
  {
    a == 255 ? color.word : a == 0 ? pixel : color.blended(over: pixel, alpha: a)
  }
}
