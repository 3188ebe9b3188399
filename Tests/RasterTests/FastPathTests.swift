import Testing

@testable import Raster

/// The paths that skip work (runs of one coverage written at once, pixels known to be the
/// background left unread, a material row copied from the one above) against the general
/// paths, which work every pixel out on its own: the same bytes.
@Suite struct FastPathTests {
  /// Runs of no coverage, of full coverage and edges between them, over a destination that
  /// changes colour mid-run: without a clip as through a clip that covers everything.
  @Test(arguments: [255, 153, 77])
  func coverageRowsBlendAsPixelByPixelThroughAFullClip(alpha: Int) {
    let count = 203
    let values: [UInt8] = (0..<count).map { i in
      switch i % 37 {
      case 0..<9: 0
      case 9..<30: 255
      default: UInt8(truncatingIfNeeded: i * 41)
      }
    }
    let destination: [UInt32] = (0..<count).map { i in
      [0xFF20_4060, 0xFFF0_F0F0, 0, 0x8040_2010][i / 13 % 4]
    }
    let full = [UInt8](repeating: 255, count: count)
    func blend(throughClip: Bool) -> [UInt32] {
      var pixels = destination
      pixels.withUnsafeMutableBufferPointer { pixels in
        full.withUnsafeBufferPointer { full in
          var compositor = Compositor(
            pixels: pixels.baseAddress!, width: count,
            color: PremultipliedPixel(red: 30, green: 120, blue: 220), alpha: alpha,
            clip: throughClip
              ? (full.baseAddress!, PixelBox(x0: 0, y0: 0, x1: count, y1: 1)) : nil)
          compositor.varying(x: 0, y: 0, values: values, count: count)
        }
      }
      return pixels
    }
    let fast = blend(throughClip: false)
    #expect(zip(fast, blend(throughClip: true)).filter { $0 != $1 }.isEmpty)
    #expect(fast != destination)
  }

  /// A shadow over a canvas that knows its background (part of it painted over first) and
  /// over one that started as the same picture and reads every pixel: a shadow that shows,
  /// one that cannot change its background (black on black), and a coloured one.
  @Test(arguments: [
    (RGBA.white, RGBA(red: 0, green: 0, blue: 0, opacity: 0.2)),
    (RGBA.black, RGBA(red: 0, green: 0, blue: 0, opacity: 0.2)),
    (RGBA(red: 242, green: 242, blue: 247), RGBA(red: 40, green: 90, blue: 200, opacity: 0.5)),
  ])
  func aShadowOverTheKnownBackgroundIsTheOneThatReadsIt(background: RGBA, color: RGBA) throws {
    func draw(on canvas: Canvas) {
      canvas.fill(
        .roundedRect(Rect(x: 10, y: 150, width: 300, height: 60), cornerRadius: 12),
        with: RGBA(red: 128, green: 128, blue: 128))
      canvas.drawShadow(
        of: .roundedRect(Rect(x: 60, y: 40, width: 200, height: 120), cornerRadius: 14),
        color: color, blurRadius: 24, offset: Point(x: 0, y: 4))
    }
    let known = try Canvas(pixelWidth: 320, pixelHeight: 240, scale: 1, background: background)
    draw(on: known)
    let unknown = try Canvas(startingWith: blank(background).image, scale: 1)
    draw(on: unknown)
    #expect(known.background != nil && unknown.background == nil)
    #expect(differingBytes(known.image, unknown.image) == 0)
    #expect(try differingBytes(known.image, blank(background).image) > 0)
  }

  /// A material panel with its shadow over a painted band: drawn plainly (rows copied from
  /// the row above, the backdrop averaged only where something was painted, the shadow
  /// skipped under the panel) and through a clip over everything on a canvas started from the
  /// same picture, where none of that applies.
  @Test(arguments: [RGBA.white, RGBA.black])
  func aMaterialPanelIsTheOneDrawnPixelByPixel(background: RGBA) throws {
    func draw(on canvas: Canvas) {
      canvas.fill(
        .rect(Rect(x: 0, y: 170, width: 320, height: 40)), with: RGBA(red: 200, green: 40, blue: 40)
      )
      canvas.drawMaterial(
        in: .roundedRect(Rect(x: 30, y: 30, width: 260, height: 160), cornerRadius: 16),
        BackdropMaterial(
          blurRadius: 25, saturation: 1.9, tint: RGBA(red: 36, green: 36, blue: 36, opacity: 0.75)),
        shadow: DropShadow(color: RGBA(red: 0, green: 0, blue: 0, opacity: 0.2), blurRadius: 32))
    }
    let plain = try blank(background)
    draw(on: plain)
    let general = try Canvas(startingWith: blank(background).image, scale: 1)
    general.clip(to: .rect(Rect(x: 0, y: 0, width: 320, height: 240))) { draw(on: general) }
    #expect(differingBytes(plain.image, general.image) == 0)
  }

  /// How many bytes of two pictures of one size differ: a short message when they do.
  private func differingBytes(_ a: Image, _ b: Image) -> Int {
    zip(a.pixels, b.pixels).filter { $0 != $1 }.count
  }

  private func blank(_ background: RGBA) throws -> Canvas {
    try Canvas(pixelWidth: 320, pixelHeight: 240, scale: 1, background: background)
  }
}

/// A material skips blurring a plane of one value: the blur leaves such a plane as it is
/// wherever it sees no zeros past the edge, which is all a material reads.
@Suite struct ConstantPlaneTests {
  @Test(arguments: [2, 3, 4, 9, 11])
  func aPlaneOfOneValueBlursToItselfAwayFromItsEdges(boxSize: Int) {
    let (width, height) = (40, 36)
    let box = BoxBlur(boxSize: boxSize)
    let reach = box.reach
    for value in [UInt8(128), 255] {
      var plane = [UInt8](repeating: value, count: width * height)
      Blur.blur(&plane, width: width, height: height, by: box)
      for y in reach..<(height - reach) {
        for x in reach..<(width - reach) {
          #expect(plane[y * width + x] == value, "at (\(x), \(y))")
        }
      }
      #expect(plane[0] < value, "the edge sees the zeros past it")
    }
  }
}

/// Clip masks combined a row at a time against the rule they keep, pixel by pixel.
@Suite struct ClipMaskTests {
  /// A clip inside a clip: row by row over the boxes' overlap (every relative placement,
  /// including none) gives each pixel its coverage times the outer clip's there, 0 outside it.
  @Test(arguments: [(-3, -2), (4, 1), (0, 0), (9, 6), (30, 2), (-20, -20)])
  func nestedClipsMultiplyPixelByPixel(dx: Int, dy: Int) {
    func mask(_ box: PixelBox, seed: Int) -> CoverageMask {
      CoverageMask(
        box: box,
        values: (0..<box.width * box.height).map { UInt8(truncatingIfNeeded: $0 * seed + 7) })
    }
    let outer = mask(PixelBox(x0: 2, y0: 1, x1: 13, y1: 8), seed: 29)
    let inner = mask(PixelBox(x0: 2 + dx, y0: 1 + dy, x1: 17 + dx, y1: 6 + dy), seed: 53)
    var product = inner
    product.multiply(by: outer)
    for y in inner.box.y0..<inner.box.y1 {
      for x in inner.box.x0..<inner.box.x1 {
        let expected = div255(Int(inner.value(x: x, y: y)) * Int(outer.value(x: x, y: y)))
        #expect(product.value(x: x, y: y) == expected, "(\(x), \(y)) moved by (\(dx), \(dy))")
      }
    }
  }

  /// A gradient along x: each column's factor, 255 leaving the column as it was.
  @Test func columnFactorsMultiplyEveryRow() {
    var mask = CoverageMask(
      box: PixelBox(x0: 5, y0: 3, x1: 9, y1: 6), values: (0..<12).map { UInt8($0 * 21 + 3) })
    let original = mask
    let factors: [UInt8] = [0, 128, 255, 64]
    mask.multiplyColumns(by: factors)
    for y in 3..<6 {
      for x in 5..<9 {
        let expected = div255(Int(original.value(x: x, y: y)) * Int(factors[x - 5]))
        #expect(mask.value(x: x, y: y) == expected, "(\(x), \(y))")
      }
    }
  }

  /// A clip is passed over only where every pixel is open: one pixel short of 255, in the
  /// eight-at-a-time part or in the tail, or a box reaching past the mask keeps it.
  @Test(arguments: [(4, 7), (12, 9), (20, 5)])
  func aClipIsOpenOnlyWhereEveryPixelIs(shut: (x: Int, y: Int)) {
    let box = PixelBox(x0: 2, y0: 3, x1: 23, y1: 11)
    var mask = CoverageMask(box: box, values: [UInt8](repeating: 255, count: 21 * 8))
    #expect(mask.isOpen(over: box))
    #expect(mask.isOpen(over: PixelBox(x0: 9, y0: 4, x1: 9, y1: 8)))
    #expect(!mask.isOpen(over: PixelBox(x0: 1, y0: 3, x1: 10, y1: 5)))
    #expect(!mask.isOpen(over: PixelBox(x0: 2, y0: 10, x1: 10, y1: 12)))
    mask.values[(shut.y - box.y0) * box.width + shut.x - box.x0] = 254
    #expect(!mask.isOpen(over: box))
    #expect(!mask.isOpen(over: PixelBox(x0: shut.x, y0: shut.y, x1: shut.x + 1, y1: shut.y + 1)))
    #expect(mask.isOpen(over: PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: shut.y)))
  }

  /// A new canvas's first opaque fill lays the background around itself and under its edges
  /// only, its inside written once: the same bytes as a canvas whose background was laid
  /// first (reading its image lays it), for a card partly off the canvas, a ring (whose middle
  /// the fill leaves), a fill wholly off the canvas (which lays nothing), and a canvas with no
  /// background. A translucent fill after it blends over what was laid.
  @Test(arguments: [
    (RGBA.white, Shape.roundedRect(Rect(x: -8, y: 20, width: 200, height: 90), cornerRadius: 16)),
    (RGBA(red: 242, green: 242, blue: 247), .capsule(Rect(x: 30, y: 10, width: 120, height: 44))),
    (RGBA.black, .roundedRect(Rect(x: 300, y: 300, width: 40, height: 40), cornerRadius: 8)),
  ])
  func aFirstOpaqueFillLaysTheBackgroundAsALaidCanvasHasIt(background: RGBA, shape: Shape)
    throws
  {
    func draw(on canvas: Canvas) {
      canvas.fill(shape, with: RGBA(red: 30, green: 120, blue: 220))
      canvas.strokeInside(shape, lineWidth: 2, with: RGBA(red: 10, green: 10, blue: 10))
      canvas.fill(
        .roundedRect(Rect(x: 40, y: 30, width: 100, height: 70), cornerRadius: 10),
        with: RGBA(red: 250, green: 90, blue: 20, opacity: 0.4))
    }
    for background in [background, nil] {
      let laying = try Canvas(pixelWidth: 250, pixelHeight: 140, scale: 1.5, background: background)
      draw(on: laying)
      let laid = try Canvas(pixelWidth: 250, pixelHeight: 140, scale: 1.5, background: background)
      _ = laid.image
      draw(on: laid)
      #expect(differingBytes(laying.image, laid.image) == 0)
    }
    let ring = try Canvas(pixelWidth: 250, pixelHeight: 140, scale: 1.5, background: .white)
    ring.strokeInside(shape, lineWidth: 6, with: .black)
    let laidRing = try Canvas(pixelWidth: 250, pixelHeight: 140, scale: 1.5, background: .white)
    _ = laidRing.image
    laidRing.strokeInside(shape, lineWidth: 6, with: .black)
    #expect(differingBytes(ring.image, laidRing.image) == 0)
  }

  /// How many bytes of two pictures of one size differ: a count, so a failure stays readable.
  private func differingBytes(_ a: Image, _ b: Image) -> Int {
    zip(a.pixels, b.pixels).count { $0 != $1 }
  }
}
