extension Canvas {
  /// Draws a panel of `material` inside `shape`: what is already painted behind it is
  /// blurred (three box blurs for the Gaussian, pixels past the canvas's edge repeating the
  /// edge, as a backdrop filter samples), saturated and tinted, then drawn through the shape's
  /// anti-aliased edge. `shadow` is painted around the panel after its backdrop was taken, so
  /// the panel does not see its own shadow. Integer arithmetic after the blur's box size, so
  /// the same picture gives the same bytes everywhere.
  ///
  /// A wide blur (iOS's menus blur 25 pt, 75 px at 3×) runs on a coarser grid
  /// (``CoarseGrid``): the backdrop is averaged into cells, blurred, saturated and tinted there,
  /// and enlarged to pixels as the panel is drawn. Where the panel is opaque and wholly
  /// covers a pixel, the shadow under it is not blended at all.
  public func drawMaterial(in shape: Shape, _ material: BackdropMaterial, shadow: DropShadow?) {
    let panel = reusedCoverage(of: shape)
    let backdrop = panel.box.isEmpty ? nil : materialCells(under: panel.box, material)
    // Where the panel hides what lies under it: an opaque material, wholly covering, unfaded.
    let solid =
      backdrop?.isOpaque == true && clipMask == nil && opacity == 1
      ? panel.solidStretches() : []
    if let shadow {
      drawShadow(
        of: shape, color: shadow.color, blurRadius: shadow.blurRadius, offset: shadow.offset
      ) { y in
        solid.isEmpty || !(panel.box.y0..<panel.box.y1).contains(y) ? nil : solid[y - panel.box.y0]
      }
    }
    if let backdrop { composite(backdrop, through: panel, solid: solid) }
  }

  /// The material over the cells the panel's pixels are enlarged from (those around `box`
  /// and one more each side): the canvas averaged into cells (padded by the blur's reach),
  /// blurred, then saturated and tinted.
  private func materialCells(under box: PixelBox, _ material: BackdropMaterial) -> MaterialCells {
    let plan = GaussianBlurPlan(sigma: material.blurRadius * scale)
    let grid = plan.grid
    let used = grid.cells(covering: box).outset(by: 1)
    let cells = used.outset(by: plan.cellBlur?.reach ?? 0)
    var planes = channelPlanes(cells, grid: grid)
    // A plane of one value (the alpha of an opaque canvas) blurs to that value wherever the
    // blur sees no zeros past the plane's edge, which is everywhere in `used`: it is skipped.
    if let cellBlur = plan.cellBlur {
      for channel in planes.indices where !planes[channel].allEqual {
        Blur.blur(&planes[channel], width: cells.width, height: cells.height, by: cellBlur)
      }
    }
    // The padding's cells saw zeros beyond the plane as they were blurred; only `used` is read.
    let lanes = MaterialCells.tinted(planes, of: cells, over: used, material)
    return MaterialCells(
      grid: grid, box: used, lanes: lanes, isOpaque: lanes.allSatisfy { $0 >> 48 == 255 })
  }

  /// The canvas's red, green, blue and alpha averaged over `grid`'s cells in `box`, one plane
  /// each: pixels past the canvas's edge repeat the edge pixel, and a cell wholly past it
  /// repeats the nearest cell with pixels of the canvas.
  private func channelPlanes(_ box: PixelBox, grid: CoarseGrid) -> [[UInt8]] {
    let inside = box.intersection(grid.cells(covering: canvasBox))
    let averages = cellAverages(inside, grid: grid)
    return (0..<4).map { channel in
      [UInt8](unsafeUninitializedCapacity: box.width * box.height) { plane, initialized in
        for y in 0..<box.height {
          let row = min(max(box.y0 + y, inside.y0), inside.y1 - 1) - inside.y0
          for x in 0..<box.width {
            let column = min(max(box.x0 + x, inside.x0), inside.x1 - 1) - inside.x0
            plane[y * box.width + x] = UInt8(
              truncatingIfNeeded: averages[row * inside.width + column] >> (8 * channel))
          }
        }
        initialized = box.width * box.height
      }
    }
  }

  /// The average of each cell of `cells` (all of which hold pixels of the canvas), rounded, as
  /// a pixel's word; a cell's pixels past the edge repeat the edge pixel. A cell of several
  /// rows is sampled on every other row: its average then differs from the full one by a
  /// fraction of a step once blurred, and it reads half the memory (the canvas no longer fits
  /// in the cache). Each pixel column is first summed down the rows, red and blue in the halves
  /// of one 32-bit word and green and alpha in another (at most 16 · 8 · 255 each), which
  /// vectorises; then the columns of each cell are added up. A row of cells with no painted
  /// pixel is the background, which is what averaging its pixels would give, and is not read.
  private func cellAverages(_ cells: PixelBox, grid: CoarseGrid) -> [UInt32] {
    let factor = grid.factor
    let rowStep = factor > 1 ? 2 : 1
    let first = cells.x0 * factor
    let columns = min(cells.x1 * factor, pixelWidth) - first
    // Pixels of the last cell past the right edge: the edge column again, this many times.
    let beyond = UInt32(cells.x1 * factor - first - columns)
    let samples = factor * factor / rowStep
    let shift = UInt32(samples.trailingZeroBitCount)
    let half = UInt32(samples / 2) * 0x0001_0001
    var averages = [UInt32](repeating: 0, count: cells.width * cells.height)
    var evens = [UInt32](repeating: 0, count: columns)
    var odds = [UInt32](repeating: 0, count: columns)
    withPixelWords { words in
      for cellRow in 0..<cells.height {
        let rows = grid.pixels(
          of: PixelBox(x0: 0, y0: cells.y0 + cellRow, x1: 0, y1: cells.y0 + cellRow + 1))
        if let background, rows.y1 <= painted.y0 || rows.y0 >= painted.y1 {
          let row = cellRow * cells.width
          averages.replaceSubrange(
            row..<(row + cells.width), with: repeatElement(background, count: cells.width))
          continue
        }
        evens.withUnsafeMutableBufferPointer { evens in
          odds.withUnsafeMutableBufferPointer { odds in
            for i in 0..<columns { (evens[i], odds[i]) = (0, 0) }
            for dy in stride(from: 0, to: factor, by: rowStep) {
              let y = min((cells.y0 + cellRow) * factor + dy, pixelHeight - 1)
              let row = words + (y * rowStride + first)
              for i in 0..<columns {
                evens[i] &+= row[i] & 0x00FF_00FF
                odds[i] &+= row[i] >> 8 & 0x00FF_00FF
              }
            }
            for cell in 0..<cells.width {
              var (even, odd) = (UInt32(0), UInt32(0))
              for i in (cell * factor)..<min((cell + 1) * factor, columns) {
                even &+= evens[i]
                odd &+= odds[i]
              }
              if cell == cells.width - 1 {
                even &+= evens[columns - 1] &* beyond
                odd &+= odds[columns - 1] &* beyond
              }
              averages[cellRow * cells.width + cell] =
                (even &+ half) >> shift & 0x00FF_00FF | ((odd &+ half) >> shift & 0x00FF_00FF) << 8
            }
          }
        }
      }
    }
    return averages
  }

  /// Draws the material through the panel's coverage, each pixel enlarged from the cells,
  /// faded by the coverage, the clip and the opacity. Where a row blends the same cells as the
  /// row above and is solid across the same pixels (down the straight sides of the panel),
  /// those pixels are the row above's, and are copied from it.
  private func composite(
    _ material: MaterialCells, through panel: CoverageMask, solid: [Range<Int>]
  ) {
    markPainted(panel.box)
    var between = [UInt64](repeating: 0, count: material.box.width + 2)
    var above = between
    var solidAbove = 0..<0
    material.lanes.withUnsafeBufferPointer { cells in
      between.withUnsafeMutableBufferPointer { between in
        above.withUnsafeMutableBufferPointer { above in
          withPixelWords { words in
            panel.values.withUnsafeBufferPointer { coverage in
              var row = MaterialRow(
                grid: material.grid, words: words, width: rowStride, panel: panel.box,
                coverage: coverage.baseAddress!, clip: clipMask,
                opacity: Int(RGBA.byte(fromUnit: opacity)))
              for y in panel.box.y0..<panel.box.y1 {
                material.grid.blendRows(cells, box: material.box, pixelRow: y, into: between)
                row.solid = solid.isEmpty ? 0..<0 : solid[y - panel.box.y0]
                var copied = panel.box.x0..<panel.box.x0
                if !row.solid.isEmpty && row.solid == solidAbove
                  && CoarseGrid.same(between, above)
                {
                  copied = row.solid
                  (words + y * rowStride + copied.lowerBound).update(
                    from: words + (y - 1) * rowStride + copied.lowerBound, count: copied.count)
                }
                for part in [panel.box.x0..<copied.lowerBound, copied.upperBound..<panel.box.x1] {
                  material.grid.blendColumns(
                    between, box: material.box, pixels: part, row: y, into: &row)
                }
                above.baseAddress!.update(from: between.baseAddress!, count: between.count)
                solidAbove = row.solid
              }
            }
          }
        }
      }
    }
  }
}

/// A row of the material's pixels, enlarged from its cells and drawn through the panel.
private struct MaterialRow: StretchSink {
  let grid: CoarseGrid
  let words: UnsafeMutablePointer<UInt32>
  let width: Int
  let panel: PixelBox
  let coverage: UnsafePointer<UInt8>
  let clip: CoverageMask?
  /// The opacity, 0...255.
  let opacity: Int
  /// Where the row lies wholly inside an opaque panel, with no clip and no fade: there a pixel
  /// is the material itself.
  var solid = 0..<0

  init(
    grid: CoarseGrid, words: UnsafeMutablePointer<UInt32>, width: Int, panel: PixelBox,
    coverage: UnsafePointer<UInt8>, clip: CoverageMask?, opacity: Int
  ) {
    (self.grid, self.words, self.width, self.panel) = (grid, words, width, panel)
    (self.coverage, self.clip, self.opacity) = (coverage, clip, opacity)
  }

  mutating func stretch(x: Int, y: Int, count: Int, sum: UInt64, step: UInt64) {
    let start = words + (y &* width &+ x)
    var sum = sum
    if solid.lowerBound <= x && x &+ count <= solid.upperBound {
      let first = grid.value(sum)
      if first == grid.value(sum &+ step &* UInt64(count &- 1)) {
        // Every lane rises or falls steadily: equal ends, equal pixels.
        return start.update(repeating: PremultipliedPixel.bytes(first), count: count)
      }
      for k in 0..<count {
        start[k] = PremultipliedPixel.bytes(grid.value(sum))
        sum &+= step
      }
      return
    }
    for k in 0..<count {
      let lanes = grid.value(sum)
      sum &+= step
      var fade = Int(coverage[(y &- panel.y0) &* panel.width &+ x &+ k &- panel.x0])
      if let clip { fade = Int(div255(fade &* Int(clip.value(x: x &+ k, y: y)))) }
      if opacity != 255 { fade = Int(div255(fade &* opacity)) }
      if fade > 0 {
        start[k] = PremultipliedPixel.composite(
          PremultipliedPixel.bytes(lanes), fadedTo: fade, over: start[k])
      }
    }
  }
}

/// A material's pixels on a ``CoarseGrid``: premultiplied RGBA, one channel in each 16-bit
/// lane, over the cells of `box`, row by row.
private struct MaterialCells {
  let grid: CoarseGrid
  let box: PixelBox
  let lanes: [UInt64]
  /// Whether every cell is opaque, so the panel hides whatever lies under its inside.
  let isOpaque: Bool

  /// The blurred backdrop's `planes` (over `box`), saturated, under the material's tint, for
  /// the cells of `used`.
  static func tinted(
    _ planes: [[UInt8]], of box: PixelBox, over used: PixelBox, _ material: BackdropMaterial
  ) -> [UInt64] {
    let saturate = SaturationMatrix(material.saturation)
    let tint = material.tint
    let tintAlpha = Int(tint.alpha)
    let tinted = (
      Int(div255(Int(tint.red) * tintAlpha)), Int(div255(Int(tint.green) * tintAlpha)),
      Int(div255(Int(tint.blue) * tintAlpha))
    )
    func over(_ tint: Int, _ value: Int) -> UInt64 {
      UInt64(tint + Int(div255(value * (255 - tintAlpha))))
    }
    var lanes: [UInt64] = []
    lanes.reserveCapacity(used.width * used.height)
    for y in used.y0..<used.y1 {
      for x in used.x0..<used.x1 {
        let j = (y - box.y0) * box.width + x - box.x0
        let alpha = Int(planes[3][j])
        let rgb = saturate(Int(planes[0][j]), Int(planes[1][j]), Int(planes[2][j]), limit: alpha)
        lanes.append(
          over(tinted.0, rgb.0) | over(tinted.1, rgb.1) << 16 | over(tinted.2, rgb.2) << 32
            | over(tintAlpha, alpha) << 48)
      }
    }
    return lanes
  }
}

/// The `feColorMatrix` saturate matrix in fixed point (1/4096): luminance weights 0.213,
/// 0.715, 0.072, each channel pulled away from the pixel's luminance by `saturation`. Greys
/// stay as they are.
private struct SaturationMatrix {
  /// Each output channel's weights of red, green and blue.
  let red: (Int, Int, Int)
  let green: (Int, Int, Int)
  let blue: (Int, Int, Int)

  init(_ saturation: Double) {
    let weights = [0.213, 0.715, 0.072]
    let rows = (0..<3).map { row in
      (0..<3).map { column in
        let identity = row == column ? saturation : 0
        return Int(((weights[column] * (1 - saturation) + identity) * 4096).rounded())
      }
    }
    red = (rows[0][0], rows[0][1], rows[0][2])
    green = (rows[1][0], rows[1][1], rows[1][2])
    blue = (rows[2][0], rows[2][1], rows[2][2])
  }

  /// The saturated premultiplied channels, each kept within 0...`limit` (the pixel's alpha).
  func callAsFunction(_ r: Int, _ g: Int, _ b: Int, limit: Int) -> (Int, Int, Int) {
    func channel(_ row: (Int, Int, Int)) -> Int {
      min(limit, max(0, (row.0 * r + row.1 * g + row.2 * b + 2048) >> 12))
    }
    return (channel(red), channel(green), channel(blue))
  }
}

extension CoverageMask {
  /// For each row, the pixels from its first fully covered pixel to its last when every pixel
  /// between them is fully covered too, else none: eight at a time.
  func solidStretches() -> [Range<Int>] {
    values.withUnsafeBytes { bytes in
      (0..<box.height).map { y in
        let row = bytes.baseAddress! + y * box.width
        guard
          let first = (0..<box.width).first(where: {
            row.load(fromByteOffset: $0, as: UInt8.self) == 255
          }),
          let last = (0..<box.width).last(where: {
            row.load(fromByteOffset: $0, as: UInt8.self) == 255
          })
        else { return box.x0..<box.x0 }
        var i = first
        while i + 8 <= last + 1 {
          guard row.loadUnaligned(fromByteOffset: i, as: UInt64.self) == .max else {
            return box.x0..<box.x0
          }
          i += 8
        }
        while i <= last {
          guard row.load(fromByteOffset: i, as: UInt8.self) == 255 else { return box.x0..<box.x0 }
          i += 1
        }
        return (box.x0 + first)..<(box.x0 + last + 1)
      }
    }
  }
}

extension [UInt8] {
  /// Whether every byte is the first.
  fileprivate var allEqual: Bool {
    guard let first else { return true }
    return allSatisfy { $0 == first }
  }
}
