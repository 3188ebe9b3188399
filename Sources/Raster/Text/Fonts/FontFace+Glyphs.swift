import CFreeType
import Foundation

/// A glyph outline in font units, y up, with its exact ink bounds.
struct GlyphOutline: Sendable {
  let path: Path
  /// nil for glyphs without ink (space).
  let bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
}

/// What a face draws: its glyphs' outlines, loaded once each and kept, and its colour bitmaps.
extension FontFace {
  /// The bitmap of a colour glyph, as FreeType decodes it (BGRA, premultiplied), in RGBA; nil
  /// for an outline font or a glyph without a picture (a space).
  func strikeBitmap(for glyph: UInt32) -> StrikeBitmap? {
    guard isColor, let ftFace else { return nil }
    return context.lock.withLock {
      guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0 else { return nil }
      let slot = ftFace.pointee.glyph.pointee
      let bitmap = slot.bitmap
      let width = Int(bitmap.width)
      let height = Int(bitmap.rows)
      guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
        let buffer = bitmap.buffer
      else { return nil }
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      for y in 0..<height {
        let row = buffer + y * Int(bitmap.pitch)
        for x in 0..<width {
          let i = (y * width + x) * 4
          (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (
            row[x * 4 + 2], row[x * 4 + 1], row[x * 4], row[x * 4 + 3]
          )
        }
      }
      return StrikeBitmap(
        width: width, height: height, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top),
        pixels: pixels)
    }
  }

  /// Outlines for several glyphs under one lock acquisition (a line of text at a time).
  func outlines(for glyphs: [UInt32]) -> [GlyphOutline] {
    context.lock.withLock { glyphs.map(loadOutlineLocked) }
  }

  private func loadOutlineLocked(_ glyph: UInt32) -> GlyphOutline {
    if let cached = outlineCache[glyph] { return cached }
    var result = GlyphOutline(path: Path(), bounds: nil)
    let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    if let ftFace, FT_Load_Glyph(ftFace, glyph, flags) == 0,
      ftFace.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    {
      let outline = withUnsafeMutablePointer(to: &ftFace.pointee.glyph.pointee.outline) { $0 }
      result = GlyphOutline(path: FontFace.decompose(outline), bounds: FontFace.inkBounds(outline))
    }
    outlineCache[glyph] = result
    return result
  }

  private static func inkBounds(_ outline: UnsafeMutablePointer<FT_Outline>)
    -> (minX: Double, minY: Double, maxX: Double, maxY: Double)?
  {
    guard outline.pointee.n_points > 0 else { return nil }
    var box = FT_BBox()
    guard FT_Outline_Get_BBox(outline, &box) == 0 else { return nil }
    return (
      Double(box.xMin) / 64, Double(box.yMin) / 64, Double(box.xMax) / 64, Double(box.yMax) / 64
    )
  }

  /// Walks the outline with FT_Outline_Decompose into a `Path` (font units, y up). The C
  /// callbacks cannot capture, so the path travels through the `user` pointer.
  private static func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) -> Path {
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        user!.assumingMemoryBound(to: Path.self).pointee.move(to: point(to))
        return 0
      },
      line_to: { to, user in
        user!.assumingMemoryBound(to: Path.self).pointee.line(to: point(to))
        return 0
      },
      conic_to: { control, to, user in
        user!.assumingMemoryBound(to: Path.self).pointee.quadCurve(
          to: point(to), control: point(control))
        return 0
      },
      cubic_to: { control1, control2, to, user in
        user!.assumingMemoryBound(to: Path.self).pointee.curve(
          to: point(to), control1: point(control1), control2: point(control2))
        return 0
      },
      shift: 0, delta: 0)
    var path = Path()
    _ = withUnsafeMutablePointer(to: &path) { FT_Outline_Decompose(outline, &funcs, $0) }
    return path
  }
}

/// A 26.6 FreeType vector as font units (the face is sized at one pixel per unit).
private func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
  guard let v else { return .zero }
  return Point(x: Double(v.pointee.x) / 64, y: Double(v.pointee.y) / 64)
}
