import Testing

@testable import Raster

/// Wide blurs run on a coarser grid (``CoarseGrid``) and are enlarged to pixels as they are
/// drawn; these hold the grid to what a blur must still be.
@Suite struct CoarseBlurTests {
  @Test func wideBlursRunOnGridsThatLeaveBoxesOfEightCells() {
    #expect(Blur.reduction(forBoxSize: 15) == 1)
    #expect(Blur.reduction(forBoxSize: 16) == 2)
    #expect(Blur.reduction(forBoxSize: 127) == 8)
    #expect(Blur.reduction(forBoxSize: 128) == 16)
    // The menu's backdrop (25 pt at 3×) and shadow (32 pt at 3×).
    #expect(Blur.boxSize(sigma: 75) == 141 && Blur.boxSize(sigma: 96) == 180)
    #expect(Blur.reduction(forBoxSize: 141) == 16 && Blur.reduction(forBoxSize: 180) == 16)
    #expect(Blur.boxSize(141, reducedBy: 16) == 9 && Blur.boxSize(180, reducedBy: 16) == 11)
  }

  /// A field of one value stays that value between cells; on a grid of one pixel a cell, every
  /// pixel is its cell.
  @Test(arguments: [1, 2, 8, 16]) func enlargingKeepsWhatIsFlatAndChangesNothingAtOnePixel(
    factor: Int
  ) {
    let grid = CoarseGrid(factor: factor)
    let box = PixelBox(x0: 0, y0: 0, x1: 5, y1: 4)
    let flat = UInt64(200) * 0x0001_0001_0001_0001 - 3
    let cells = (0..<20).map { factor == 1 ? UInt64($0 * 13 % 256) * 0x0001_0001_0001_0001 : flat }
    let pixels = grid.pixels(of: box)
    // Pixels within half a cell of the box's edge blend with the zeros beyond it.
    let inner = (pixels.x0 + factor)..<(pixels.x1 - factor)
    var between = [UInt64](repeating: 0, count: box.width + 2)
    var sink = Collected(grid: grid)
    cells.withUnsafeBufferPointer { cells in
      between.withUnsafeMutableBufferPointer { between in
        for y in (pixels.y0 + factor)..<(pixels.y1 - factor) {
          grid.blendRows(cells, box: box, pixelRow: y, into: between)
          grid.blendColumns(between, box: box, pixels: inner, row: y, into: &sink)
        }
      }
    }
    for (x, y, value) in sink.values {
      #expect(value == (factor == 1 ? cells[y * box.width + x] : flat))
    }
    #expect(!sink.values.isEmpty)
  }

  /// Through a clip, the coarse shadow is exactly the unclipped one inside the clip, and
  /// nothing outside it.
  @Test func aWideShadowThroughAClipIsTheUnclippedShadowInsideIt() throws {
    func draw(clipped: Bool) throws -> Image {
      try coverageImage(width: 300, height: 200) { canvas in
        let shadow = {
          canvas.drawShadow(
            of: .roundedRect(Rect(x: 90, y: 60, width: 120, height: 80), cornerRadius: 12),
            color: RGBA(red: 0, green: 0, blue: 0, opacity: 0.5), blurRadius: 24,
            offset: Point(x: 0, y: 6))
        }
        if clipped {
          canvas.clip(to: .rect(Rect(x: 150, y: 0, width: 150, height: 200)), shadow)
        } else {
          shadow()
        }
      }
    }
    let (whole, half) = (try draw(clipped: false), try draw(clipped: true))
    for y in stride(from: 0, to: 200, by: 3) {
      for x in stride(from: 0, to: 300, by: 3) {
        #expect(alpha(half, x, y) == (x >= 150 ? alpha(whole, x, y) : 0), "at (\(x), \(y))")
      }
    }
  }

  /// A wide material blur: over black and white, the panel goes smoothly from dark to light,
  /// mid-grey where they meet; its shadow darkens only what is around the panel.
  @Test func aWideMaterialBlursItsBackdropAndHidesItsShadow() throws {
    func draw(shadow: DropShadow?) throws -> Image {
      let canvas = try Canvas(pixelWidth: 400, pixelHeight: 200, scale: 1, background: .white)
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 200)), with: .black)
      canvas.drawMaterial(
        in: .roundedRect(Rect(x: 100, y: 50, width: 200, height: 100), cornerRadius: 10),
        BackdropMaterial(blurRadius: 30, saturation: 1, tint: .clear), shadow: shadow)
      return canvas.image
    }
    let plain = try draw(shadow: nil)
    let row = (150..<250).map { Int(plain.pixel(x: $0, y: 100).red) }
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(row.first! > 0 && row.last! < 255)
    #expect(abs(row[49] + row[50] - 255) <= 4, "mid-grey where black meets white")
    let shadowed = try draw(shadow: DropShadow(color: .black, blurRadius: 20))
    #expect(shadowed.pixel(x: 200, y: 100) == plain.pixel(x: 200, y: 100))
    #expect(shadowed.pixel(x: 320, y: 100).red < plain.pixel(x: 320, y: 100).red)
  }
}

/// Every enlarged pixel, with the cell coordinates it fell in.
private struct Collected: StretchSink {
  let grid: CoarseGrid
  var values: [(x: Int, y: Int, value: UInt64)] = []

  mutating func stretch(x: Int, y: Int, count: Int, sum: UInt64, step: UInt64) {
    for k in 0..<count {
      values.append(
        ((x + k) / grid.factor, y / grid.factor, grid.value(sum &+ step &* UInt64(k))))
    }
  }
}
