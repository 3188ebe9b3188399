import Testing

@testable import Raster

/// Glyph masks are drawn once per glyph, size and quarter-pixel phase and then reused; none of
/// that may show in the pixels.
@Suite(.needsFonts) struct GlyphCacheTests {
  private let text = "Atlas 3 — the quick brown fox jumps over the lazy dog 0123456789"

  private func drawText(with fonts: FontLibrary, at origin: Point, size: Double = 17) throws
    -> Image
  {
    let layout = fonts.layoutText(
      text, style: TextStyle(size: size), lineHeight: size * 1.3, maxWidth: 300)
    return try coverageImage(width: 1000, height: 300, scale: 3) {
      $0.draw(layout, at: origin, color: .white)
    }
  }

  // Images are compared as Booleans: a failing `#expect(a == b)` would print every pixel.

  @Test func aWarmCacheGivesTheSamePixelsAsAColdOne() throws {
    let origin = Point(x: 10.3, y: 7.77)
    let cold = try drawText(with: FontLibrary(), at: origin)
    let warm = try FontLibrary()
    _ = try drawText(with: warm, at: origin)
    let same = try drawText(with: warm, at: origin) == cold
    #expect(same)
  }

  @Test func aWholePixelMoveMovesEveryGlyphByOnePixel() throws {
    // Each glyph keeps its quarter-pixel phase, so it reuses the same mask one pixel over.
    let fonts = try FontLibrary.shared()
    let here = try drawText(with: fonts, at: Point(x: 10.1, y: 10))
    let there = try drawText(with: fonts, at: Point(x: 10.1 + 1.0 / 3, y: 10))
    let same = columnShifted(here, by: 1) == there
    #expect(same)
  }

  @Test func textTooBigToCacheIsStillDrawn() throws {
    let fonts = try FontLibrary.shared()
    let layout = fonts.layoutText("W", style: TextStyle(size: 200), lineHeight: 220)
    let image = try coverageImage(width: 700, height: 700, scale: 3) {
      $0.draw(layout, at: Point(x: 0, y: 0), color: .white)
    }
    // A 600 px glyph is drawn as a path; it covers a good part of its box.
    #expect(coveredArea(image) > 600 * 600 * 0.15)
  }

  /// A colour glyph's scaled pixels go to the colour cache, never the mask cache, under the
  /// key of its glyph, size and phase.
  @Test func colourGlyphsHaveACacheOfTheirOwn() throws {
    let fonts = try FontLibrary()
    let line = fonts.layoutText("😀", style: TextStyle(size: 17), lineHeight: 22).lines[0]
    let glyph = line.glyphs[0]
    let key = try #require(
      GlyphPlacement(
        face: glyph.face, glyph: glyph.id, scale: glyph.unitsToPoints * 3,
        deviceX: (10 + glyph.position.x) * 3, deviceY: (20 + glyph.position.y) * 3)
    ).key
    let caches = fonts.emojiFace.glyphCaches
    #expect(caches.colors.values(for: [key])[0] == nil)
    _ = try coverageImage(width: 120, height: 90, scale: 3) {
      $0.draw(line, at: Point(x: 10, y: 20), color: .white)
    }
    let cached = try #require(caches.colors.values(for: [key])[0])
    #expect(cached.box.width > 40 && cached.box.height > 40)
    #expect(caches.masks.values(for: [key])[0] == nil)
  }

  /// `image` moved right by `columns` pixels, transparent where it uncovers.
  private func columnShifted(_ image: Image, by columns: Int) -> Image {
    var pixels = [UInt8](repeating: 0, count: image.pixels.count)
    for y in 0..<image.height {
      for x in columns..<image.width {
        for c in 0..<4 {
          pixels[(y * image.width + x) * 4 + c] =
            image.pixels[(y * image.width + x - columns) * 4 + c]
        }
      }
    }
    return Image(uncheckedWidth: image.width, height: image.height, pixels: pixels)
  }
}
