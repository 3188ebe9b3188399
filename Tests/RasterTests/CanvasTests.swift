import Testing

@testable import Raster

@Suite struct CanvasTests {
  /// Area of [x0, x1) × [y0, y1) inside pixel (px, py).
  private func overlap(_ px: Int, _ py: Int, _ r: (Double, Double, Double, Double)) -> Double {
    let w = max(0, min(Double(px + 1), r.2) - max(Double(px), r.0))
    let h = max(0, min(Double(py + 1), r.3) - max(Double(py), r.1))
    return w * h
  }

  @Test(arguments: [1.0, 2.5, 3.0])
  func rectangleCoverageEqualsCoveredArea(scale: Double) throws {
    let rect = Rect(x: 3.3, y: 2.7, width: 9.45, height: 5.2)
    let image = try coverageImage(width: 50, height: 40, scale: scale) {
      $0.fill(.rect(rect), with: .white)
    }
    let device = (rect.minX * scale, rect.minY * scale, rect.maxX * scale, rect.maxY * scale)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let expected = overlap(x, y, device) * 255
        #expect(abs(Double(alpha(image, x, y)) - expected) <= 1, "pixel (\(x), \(y))")
      }
    }
  }

  @Test(arguments: [(3.0, 10.0, 10.0), (10.5, 20.25, 19.6), (50, 60.3, 60.7), (200, 210, 210)])
  func circleCoverageSumsToPiRSquared(radius: Double, cx: Double, cy: Double) throws {
    let side = Int(2 * radius + 30)
    let image = try coverageImage(width: side, height: side) {
      $0.fill(.circle(center: Point(x: cx, y: cy), radius: radius), with: .white)
    }
    let expected = Double.pi * radius * radius
    #expect(abs(coveredArea(image) - expected) / expected < 0.005)
  }

  /// A triangle 249 rows tall is swept in bands of `Rasterizer.bandRows`: every row, the
  /// rows on either side of each band's edge among them, covers its exact area.
  @Test func aFillTallerThanOneBandCoversEveryRowWithItsArea() throws {
    let (top, bottom, spread) = (1.5, 250.5, 58.0)
    var path = Path()
    path.move(to: Point(x: 5, y: top))
    path.line(to: Point(x: 5 + 55, y: bottom))
    path.line(to: Point(x: 5 - 3, y: bottom))
    path.closeSubpath()
    let image = try coverageImage(width: 70, height: 260) { $0.fill(path, with: .white) }
    #expect(image.height > 3 * Rasterizer.bandRows)
    for y in 0..<image.height {
      // The triangle is `spread` · (v − top) / (bottom − top) wide at height v.
      let (a, b) = (min(max(Double(y), top), bottom), min(max(Double(y + 1), top), bottom))
      let expected = spread / (bottom - top) * ((b - top) * (b - top) - (a - top) * (a - top)) / 2
      let row = (0..<image.width).map { Double(alpha(image, $0, y)) / 255 }.reduce(0, +)
      #expect(abs(row - expected) <= 0.02 + Double(image.width) * 0.5 / 255, "row \(y)")
    }
  }

  @Test func hairlineAtScaleThreeCoversExactlyThreePixels() throws {
    let shape = Shape.roundedRect(Rect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 8)
    let image = try coverageImage(width: 200, height: 160, scale: 3) {
      $0.strokeInside(shape, lineWidth: 1, with: .white)
    }
    let row = 75  // Mid-height, on the straight part of the sides.
    #expect((29...33).map { alpha(image, $0, row) } == [0, 255, 255, 255, 0])
    #expect((146...150).map { alpha(image, $0, row) } == [0, 255, 255, 255, 0])
    let column = 90
    #expect((29...33).map { alpha(image, column, $0) } == [0, 255, 255, 255, 0])
    // Nothing inside the ring.
    #expect(alpha(image, 90, 75) == 0)
  }

  @Test func hairlineAtFractionalScaleHasExactWidth() throws {
    let image = try coverageImage(width: 100, height: 100, scale: 2.5) {
      $0.strokeInside(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), lineWidth: 1, with: .white)
    }
    // The ring's left side spans x 25 ... 27.5 px.
    #expect((24...28).map { alpha(image, $0, 50) } == [0, 255, 255, 128, 0])
  }

  @Test func circleRingCoversItsAnnulusArea() throws {
    let image = try coverageImage(width: 120, height: 120, scale: 3) {
      $0.strokeInside(.circle(center: Point(x: 20, y: 20), radius: 16), lineWidth: 1, with: .white)
    }
    let expected = Double.pi * (48 * 48 - 45 * 45)
    #expect(abs(coveredArea(image) - expected) / expected < 0.01)
    #expect(alpha(image, 60, 60) == 0)
  }

  @Test func evenOddLeavesTheOverlapEmptyAndNonZeroFillsIt() throws {
    var path = Path.rect(Rect(x: 2, y: 2, width: 16, height: 16))
    path.append(.rect(Rect(x: 6, y: 6, width: 8, height: 8)))
    let evenOdd = try coverageImage(width: 20, height: 20) {
      $0.fill(path, with: .white, rule: .evenOdd)
    }
    let nonZero = try coverageImage(width: 20, height: 20) { $0.fill(path, with: .white) }
    #expect(alpha(evenOdd, 10, 10) == 0)
    #expect(alpha(evenOdd, 3, 10) == 255)
    #expect(alpha(nonZero, 10, 10) == 255)
  }

  @Test func sourceOverBlendsPremultipliedColours() throws {
    let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4, scale: 1, background: .white)
    canvas.fill(
      .rect(Rect(x: 0, y: 0, width: 4, height: 4)),
      with: RGBA(red: 255, green: 0, blue: 0, alpha: 128))
    let p = canvas.image.premultipliedPixel(x: 1, y: 1)
    // Red 128/255 over white: 128 + 255·127/255 = 255, 0 + 127 = 127.
    #expect([p.red, p.green, p.blue, p.alpha] == [255, 127, 127, 255])
  }

  @Test func clipLimitsPaintingToTheShapeWithSoftEdges() throws {
    let image = try coverageImage(width: 40, height: 40) { canvas in
      canvas.clip(to: .rect(Rect(x: 10, y: 10, width: 10.5, height: 10))) {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), with: .white)
      }
      canvas.fill(.rect(Rect(x: 30, y: 30, width: 2, height: 2)), with: .white)
    }
    #expect(alpha(image, 5, 5) == 0)
    #expect(alpha(image, 15, 15) == 255)
    #expect(alpha(image, 20, 15) == 128)
    #expect(alpha(image, 31, 31) == 255, "the clip ends with its closure")
  }

  @Test func nestedClipsIntersect() throws {
    let image = try coverageImage(width: 40, height: 40) { canvas in
      canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 20, height: 40))) {
        canvas.clip(to: .rect(Rect(x: 10, y: 0, width: 30, height: 40))) {
          canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), with: .white)
        }
      }
    }
    #expect([5, 15, 25].map { alpha(image, $0, 5) } == [0, 255, 0])
  }

  @Test func opacityMultipliesAlphaAndRestores() throws {
    let image = try coverageImage(width: 10, height: 10) { canvas in
      canvas.withOpacity(0.5) {
        canvas.withOpacity(0.5) {
          canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), with: .white)
        }
      }
      canvas.fill(.rect(Rect(x: 5, y: 0, width: 5, height: 10)), with: .white)
    }
    #expect(alpha(image, 2, 2) == 64)
    #expect(alpha(image, 7, 2) == 255)
  }

  /// A square `side` px wide in the middle of a canvas three times as wide, its shadow
  /// blurred by `blur` px: at full resolution, and (30 px) on a coarser grid
  /// (``CoarseGrid``).
  @Test(arguments: [(40, 6.0), (160, 30.0)])
  func shadowIsSoftCentredAndKeepsItsMass(side: Int, blur: Double) throws {
    let image = try coverageImage(width: 3 * side, height: 3 * side) {
      $0.drawShadow(
        of: .rect(
          Rect(x: Double(side), y: Double(side), width: Double(side), height: Double(side))),
        color: .white, blurRadius: blur, offset: Point(x: 0, y: 0))
    }
    let middle = 3 * side / 2
    #expect(alpha(image, middle, middle) == 255)
    #expect(alpha(image, side, middle) > 80 && alpha(image, side, middle) < 180)
    #expect(alpha(image, side - Int(2 * blur), middle) > 0, "blur spreads outside the shape")
    for x in stride(from: 0, to: 3 * side, by: 7) {
      #expect(alpha(image, x, middle) == alpha(image, 3 * side - 1 - x, middle), "symmetric")
    }
    #expect(abs(coveredArea(image) - Double(side * side)) < Double(side * side) * 0.01)
  }

  @Test func blurBoxSizesFollowTheCSSRule() {
    #expect(Blur.boxSize(sigma: 0) == 0)
    #expect(Blur.boxSize(sigma: 2) == 4)
    #expect(Blur.boxSize(sigma: 10) == 19)
    #expect(Blur.passes(boxSize: 4).map { [$0.0, $0.1] } == [[2, 1], [1, 2], [2, 2]])
    #expect(Blur.passes(boxSize: 5).map { [$0.0, $0.1] } == [[2, 2], [2, 2], [2, 2]])
  }

  @Test(arguments: [2, 3, 4, 7, 12])
  func blurMatchesAPlainWindowedAverage(boxSize: Int) {
    var generator = SystemRandomNumberGenerator()
    let box = PixelBox(x0: 5, y0: -3, x1: 5 + 23, y1: -3 + 17)
    let values = (0..<(23 * 17)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let blurred = Blur.blurred(
      CoverageMask(box: box, values: values), by: BoxBlur(boxSize: boxSize))
    // Reference: the same passes with an explicit window sum and integer rounding division.
    let passes = Blur.passes(boxSize: boxSize)
    let pad = passes.reduce(0) { $0 + max($1.0, $1.1) }
    let (w, h) = (23 + 2 * pad, 17 + 2 * pad)
    var grid = [Int](repeating: 0, count: w * h)
    for y in 0..<17 {
      for x in 0..<23 { grid[(y + pad) * w + x + pad] = Int(values[y * 23 + x]) }
    }
    for vertical in [false, true] {
      for (left, right) in passes {
        var next = grid
        for y in 0..<h {
          for x in 0..<w {
            var sum = 0
            for k in -left...right {
              let (sx, sy) = vertical ? (x, y + k) : (x + k, y)
              if sx >= 0 && sx < w && sy >= 0 && sy < h { sum += grid[sy * w + sx] }
            }
            let size = left + right + 1
            next[y * w + x] = (sum + size / 2) / size
          }
        }
        grid = next
      }
    }
    #expect(blurred.box == PixelBox(x0: 5 - pad, y0: -3 - pad, x1: 28 + pad, y1: 14 + pad))
    #expect(blurred.values.map(Int.init) == grid)
  }

  @Test func roundingDividerIsExactForEveryBoxSum() {
    for size in [1, 2, 3, 7, 100, 255, 941, 4095] {
      let divide = RoundingDivider(size)
      let failures = (0...(255 * size)).filter { Int(divide($0)) != ($0 + size / 2) / size }
      #expect(failures.isEmpty, "size \(size)")
    }
  }

  @Test func sizeLimitsAreEnforcedWithClearMessages() {
    #expect(throws: RasterError.invalidPixelSize(what: "canvas", width: 100_000, height: 10)) {
      try Canvas(pixelWidth: 100_000, pixelHeight: 10, scale: 1)
    }
    #expect(throws: RasterError.invalidPixelSize(what: "canvas", width: 10_000, height: 10_000)) {
      try Canvas(pixelWidth: 10_000, pixelHeight: 10_000, scale: 1)
    }
    #expect(throws: RasterError.invalidPixelSize(what: "canvas", width: 0, height: 10)) {
      try Canvas(pixelWidth: 0, pixelHeight: 10, scale: 1)
    }
    #expect(throws: RasterError.invalidScale(-1)) {
      try Canvas(pixelWidth: 10, pixelHeight: 10, scale: -1)
    }
    #expect(
      RasterError.invalidPixelSize(what: "canvas", width: 100_000, height: 10).description
        == "canvas width 100000 px exceeds the limit of 16384 px a side")
    #expect(
      RasterError.invalidPixelSize(what: "canvas", width: 10_000, height: 10_000).description
        .contains("exceeds the limit of 67108864 px (64 Mpx)"))
  }

  @Test func nonFiniteAndHugeGeometryDoesNotTrap() throws {
    let image = try coverageImage(width: 20, height: 20) { canvas in
      canvas.fill(.rect(Rect(x: .nan, y: 0, width: 5, height: 5)), with: .white)
      canvas.fill(.circle(center: Point(x: .infinity, y: 0), radius: 3), with: .white)
      canvas.fill(.rect(Rect(x: -1e12, y: 5, width: 2e12, height: 1)), with: .white)
      canvas.fill(.circle(center: Point(x: 1e9, y: 1e9), radius: 1e9), with: .white)
    }
    #expect(alpha(image, 10, 5) == 255)
    #expect(alpha(image, 10, 4) == 0)
  }

  @Test(.needsFonts) func theSameDrawingGivesTheSameBytes() throws {
    #expect(try sampleCard() == sampleCard())
  }
}

/// Runs of neighbours with one key: what glyphs of one face and a film's marks in one clip
/// are grouped by.
@Suite struct RunsTests {
  @Test func neighboursWithOneKeyFormARunAndEachKeyIsAskedOnce() {
    var asked = 0
    let runs = [1, 1, 2, 2, 2, 1].runs { value in
      asked += 1
      return value
    }
    #expect(runs.map(\.key) == [1, 2, 1])
    #expect(runs.map { Array($0.elements) } == [[1, 1], [2, 2, 2], [1]])
    #expect(asked == 6)
    #expect([Int]().runs { $0 }.isEmpty)
  }
}
