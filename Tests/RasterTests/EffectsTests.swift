import Testing

@testable import Raster

/// A clip with an opacity along its width (a scroll view's soft edges), the menu's backdrop
/// material, and where glyphs put their ink.
@Suite struct EffectsTests {
  /// A fill through a clip whose opacity ramps over 10 px at each end: nothing at the ends,
  /// full in the middle, rising steadily between.
  @Test func aClipRampsAlphaAsItsOpacitySays() throws {
    let image = try coverageImage(width: 60, height: 4) { canvas in
      canvas.clip(
        to: Rect(x: 5, y: 0, width: 50, height: 4), opacityAlongX: { min($0, 50 - $0) / 10 }
      ) {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 4)), with: .white)
      }
    }
    let row = (0..<60).map { alpha(image, $0, 2) }
    #expect(row[0..<5].allSatisfy { $0 == 0 } && row[55...].allSatisfy { $0 == 0 })
    #expect(row[15..<45].allSatisfy { $0 == 255 })
    // Each pixel's centre: 0.5 px in is 5 % of the ramp.
    #expect(row[5] == 13 && row[14] == 242 && row[54] == 13)
    #expect(zip(row[5..<15], row[6..<16]).allSatisfy { $0 < $1 })
    #expect(zip(row[45..<55], row[46..<56]).allSatisfy { $0 > $1 })
  }

  /// The opacity is asked of each pixel column's centre, in points from the rect's left
  /// edge, and what it answers is clamped to 0...1.
  @Test func aClipAsksTheOpacityOfEachColumnsCentreInPoints() throws {
    var asked: [Double] = []
    let image = try coverageImage(width: 8, height: 2, scale: 2) { canvas in
      canvas.clip(
        to: Rect(x: 1, y: 0, width: 2, height: 1),
        opacityAlongX: { distance in
          asked.append(distance)
          return distance < 1 ? -3 : 7
        }
      ) {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 1)), with: .white)
      }
    }
    #expect(asked == [0.25, 0.75, 1.25, 1.75])
    #expect((0..<8).map { alpha(image, $0, 0) } == [0, 0, 0, 0, 255, 255, 0, 0])
  }

  @Test func aClipAtFullOpacityIsAPlainClip() throws {
    let faded = try coverageImage(width: 20, height: 4) { canvas in
      canvas.clip(to: Rect(x: 2.5, y: 0, width: 12, height: 4), opacityAlongX: { _ in 1 }) {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 4)), with: .white)
      }
    }
    let plain = try coverageImage(width: 20, height: 4) { canvas in
      canvas.clip(to: .rect(Rect(x: 2.5, y: 0, width: 12, height: 4))) {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 4)), with: .white)
      }
    }
    #expect(faded == plain)
  }

  /// A clip's mask kept and clipped to again, on the canvas it was made on and on another of
  /// its size, as a film keeps its lane's from frame to frame, paints what the clip made
  /// afresh paints; it fits only canvases of its pixel size and scale.
  @Test func aKeptClipMaskClipsAsTheClipItWasMadeFor() throws {
    let lane = Rect(x: 2.5, y: 1, width: 40, height: 5)
    let ramp: (Double) -> Double = { min($0, 40 - $0) / 8 }
    func paint(_ canvas: Canvas) {
      canvas.fill(
        .rect(Rect(x: 0, y: 0, width: 48, height: 8)),
        with: RGBA(red: 0, green: 90, blue: 200, alpha: 160))
    }
    let fresh = try coverageImage(width: 48, height: 8, scale: 2) { canvas in
      canvas.clip(to: lane, opacityAlongX: ramp) { paint(canvas) }
    }
    let first = try Canvas(pixelWidth: 48, pixelHeight: 8, scale: 2)
    let kept = first.clipMask(of: lane, opacityAlongX: ramp)
    first.clip(to: kept) { paint(first) }
    let second = try Canvas(pixelWidth: 48, pixelHeight: 8, scale: 2)
    second.clip(to: kept) { paint(second) }
    #expect(first.image == fresh && second.image == fresh)
    #expect(kept.fits(second))
    #expect(!kept.fits(try Canvas(pixelWidth: 48, pixelHeight: 8, scale: 3)))
    #expect(!kept.fits(try Canvas(pixelWidth: 47, pixelHeight: 8, scale: 2)))
  }

  /// Masks are shared between canvases (``ClipMask/shared``) only for the same rect, fading,
  /// pixel size and scale: another fading gets its own columns, another canvas its own fit.
  @Test func aSharedClipMaskIsOnlyForTheSameRectFadingAndCanvas() throws {
    let lane = Rect(x: 3.25, y: 1, width: 37, height: 5)
    let ramp: (Double) -> Double = { min($0, 37 - $0) / 8 }
    let steeper: (Double) -> Double = { min($0, 37 - $0) / 4 }
    let canvas = try Canvas(pixelWidth: 48, pixelHeight: 8, scale: 2)
    let made = canvas.clipMask(of: lane, opacityAlongX: ramp)
    let again = try Canvas(pixelWidth: 48, pixelHeight: 8, scale: 2)
      .clipMask(of: lane, opacityAlongX: ramp)
    let other = canvas.clipMask(of: lane, opacityAlongX: steeper)
    // Compared as Booleans: a failing `#expect(a == b)` would print every value.
    let againIsMade = again.mask.box == made.mask.box && again.mask.values == made.mask.values
    let otherDiffers = other.mask.values != made.mask.values
    #expect(againIsMade)
    #expect(otherDiffers)
    for (width, scale) in [(47, 2.0), (48, 3.0)] {
      let sized = try Canvas(pixelWidth: width, pixelHeight: 8, scale: scale)
      #expect(sized.clipMask(of: lane, opacityAlongX: ramp).fits(sized))
    }
  }

  /// A clip lets a shape through only where it is wholly open over every pixel the shape can
  /// reach; there, painting through it or without it gives the same pixels, translucent
  /// colour, opacity and all.
  @Test func aClipLetsThroughOnlyWhatLiesWhereItIsWhollyOpen() throws {
    let canvas = try Canvas(pixelWidth: 60, pixelHeight: 8, scale: 1)
    let mask = canvas.clipMask(
      of: Rect(x: 5, y: 0.5, width: 50, height: 7), opacityAlongX: { min($0, 50 - $0) / 10 })
    let open = Shape.capsule(Rect(x: 15, y: 1, width: 30, height: 6))
    #expect(mask.letsThrough(open))
    #expect(mask.letsThrough(.rect(Rect(x: 15, y: 1, width: 30, height: 6))))
    // Over a fading edge, past the clip's half-covered rows, or outside it altogether.
    #expect(!mask.letsThrough(.rect(Rect(x: 12, y: 1, width: 30, height: 6))))
    #expect(!mask.letsThrough(.rect(Rect(x: 15, y: 0.5, width: 30, height: 6))))
    #expect(!mask.letsThrough(.rect(Rect(x: 0, y: 1, width: 4, height: 6))))
    let colour = RGBA(red: 200, green: 40, blue: 10, alpha: 180)
    func paint(_ canvas: Canvas) {
      canvas.withOpacity(0.6) {
        canvas.fill(open, with: colour)
        canvas.strokeInside(open, lineWidth: 1, with: .white)
      }
    }
    let clipped = try coverageImage(width: 60, height: 8) { canvas in
      canvas.clip(to: mask) { paint(canvas) }
    }
    let plain = try coverageImage(width: 60, height: 8) { paint($0) }
    #expect(clipped == plain)
  }

  private let grey = BackdropMaterial(
    blurRadius: 4, saturation: 1, tint: RGBA(red: 200, green: 200, blue: 200, opacity: 0.5))

  /// Over one flat colour the blur changes nothing, so the panel is the tint over that
  /// colour: 0.5 · 200 + 0.5 · 40 = 120; outside the panel the canvas is untouched.
  @Test func aMaterialOverAFlatColourIsItsTintOverThatColour() throws {
    let canvas = try Canvas(
      pixelWidth: 40, pixelHeight: 40, scale: 1, background: RGBA(red: 40, green: 40, blue: 40))
    canvas.drawMaterial(in: .rect(Rect(x: 10, y: 10, width: 20, height: 20)), grey, shadow: nil)
    #expect(canvas.image.pixel(x: 20, y: 20) == RGBA(red: 120, green: 120, blue: 120))
    #expect(canvas.image.pixel(x: 5, y: 5) == RGBA(red: 40, green: 40, blue: 40))
  }

  /// The backdrop is blurred: a panel straddling black and white is darker on the black side
  /// and lighter on the white, smoothly, with nothing of either colour left pure.
  @Test func aMaterialBlursWhatLiesBehindIt() throws {
    let canvas = try Canvas(pixelWidth: 60, pixelHeight: 20, scale: 1, background: .white)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), with: .black)
    canvas.drawMaterial(
      in: .rect(Rect(x: 20, y: 0, width: 20, height: 20)),
      BackdropMaterial(blurRadius: 6, saturation: 1, tint: .clear), shadow: nil)
    let row = (20..<40).map { Int(canvas.image.pixel(x: $0, y: 10).red) }
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(row.first! > 0 && row.last! < 255)
    #expect(abs(row[9] + row[10] - 255) <= 2, "mid-grey where black meets white")
  }

  @Test func aMaterialsOutOfRangeNumbersMeanNoEffect() {
    let odd = BackdropMaterial(blurRadius: -3, saturation: .nan, tint: .clear)
    #expect(odd.blurRadius == 0 && odd.saturation == 1)
    #expect(BackdropMaterial(blurRadius: .infinity, saturation: -2, tint: .clear).saturation == 0)
  }

  /// Saturation pulls colours from their luminance and leaves greys alone.
  @Test func aMaterialSaturatesColoursButNotGreys() throws {
    let vivid = BackdropMaterial(blurRadius: 0, saturation: 2, tint: .clear)
    let red = try Canvas(
      pixelWidth: 8, pixelHeight: 8, scale: 1, background: RGBA(red: 200, green: 100, blue: 100))
    red.drawMaterial(in: .rect(Rect(x: 0, y: 0, width: 8, height: 8)), vivid, shadow: nil)
    let pixel = red.image.pixel(x: 4, y: 4)
    #expect(pixel.red > 200 && pixel.green < 100 && pixel.blue < 100)
    let grey = try Canvas(
      pixelWidth: 8, pixelHeight: 8, scale: 1, background: RGBA(red: 90, green: 90, blue: 90))
    grey.drawMaterial(in: .rect(Rect(x: 0, y: 0, width: 8, height: 8)), vivid, shadow: nil)
    #expect(grey.image.pixel(x: 4, y: 4) == RGBA(red: 90, green: 90, blue: 90))
  }

  /// The shadow darkens what is around the panel, but the panel's own backdrop was taken
  /// before it: its inside is the same with or without the shadow.
  @Test func aMaterialDoesNotSeeItsOwnShadow() throws {
    func draw(shadow: DropShadow?) throws -> Image {
      let canvas = try Canvas(pixelWidth: 80, pixelHeight: 80, scale: 1, background: .white)
      canvas.drawMaterial(
        in: .roundedRect(Rect(x: 20, y: 20, width: 40, height: 40), cornerRadius: 8), grey,
        shadow: shadow)
      return canvas.image
    }
    let shadowed = try draw(shadow: DropShadow(color: .black, blurRadius: 6))
    let plain = try draw(shadow: nil)
    #expect(shadowed.pixel(x: 40, y: 40) == plain.pixel(x: 40, y: 40))
    #expect(shadowed.pixel(x: 40, y: 64).red < plain.pixel(x: 40, y: 64).red)
  }

  @Test(.needsFonts) func anIconsInkBoundsAreWhereItDrawsInk() throws {
    let fonts = try FontLibrary.shared()
    for name in ["photo", "lightbulb", "chevron.up.chevron.down", "checkmark"] {
      let icon = try fonts.icon(named: name)
      let ink = try #require(fonts.inkBounds(of: icon, size: 48))
      let drawn = try #require(
        inkBox(
          coverageImage(width: 96, height: 96) {
            $0.draw(icon, in: Rect(x: 24, y: 24, width: 48, height: 48), size: 48, color: .white)
          }, above: 0))
      #expect(abs(Double(drawn.x0) - (24 + ink.minX)) <= 1, "\(name)")
      #expect(abs(Double(drawn.x1) - (24 + ink.maxX)) <= 1, "\(name)")
      #expect(abs(Double(drawn.y0) - (24 + ink.minY)) <= 1, "\(name)")
      #expect(abs(Double(drawn.y1) - (24 + ink.maxY)) <= 1, "\(name)")
      #expect(ink.width < 48, "an icon's ink is narrower than its em")
    }
  }

  /// A line's ink starts after its first glyph's left side bearing and ends before its last
  /// glyph's right one, inside its advance width; a line with an emoji has no measurable ink.
  @Test(.needsFonts) func aLinesInkExtentLiesInsideItsAdvances() throws {
    let fonts = try FontLibrary.shared()
    let line = fonts.layoutText("Atlas 3", style: TextStyle(size: 40), lineHeight: 48).lines[0]
    let extent = try #require(fonts.inkExtent(of: line))
    #expect(extent.minX > 0 && extent.minX < 3)
    #expect(extent.maxX < line.width && extent.maxX > line.width - 6)
    let drawn = try #require(
      inkBox(
        coverageImage(width: 200, height: 60) {
          $0.draw(line, at: Point(x: 10, y: 40), color: .white)
        }, above: 0))
    #expect(abs(Double(drawn.x0) - (10 + extent.minX)) <= 1)
    #expect(abs(Double(drawn.x1) - (10 + extent.maxX)) <= 1)
    let emoji = fonts.layoutText("Hi 👋", style: TextStyle(size: 17), lineHeight: 22).lines[0]
    #expect(fonts.inkExtent(of: emoji) == nil)
  }
}
