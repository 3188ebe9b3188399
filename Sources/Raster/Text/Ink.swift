/// Where glyphs put ink, for layouts that place things by what you see rather than by the
/// font's boxes: an icon font's em square is mostly padding, and a line of text starts and ends
/// with its glyphs' side bearings.
extension FontLibrary {
  /// The ink of `icon` drawn with an em `size` points wide, relative to the em square's
  /// top-left corner (as ``Canvas/draw(_:in:size:color:)`` places the square); nil for a glyph
  /// without ink.
  public func inkBounds(of icon: IconGlyph, size: Double) -> Rect? {
    let face = icon.face
    guard let ink = face.outlines(for: [icon.glyph])[0].bounds else { return nil }
    let scale = size / Double(face.unitsPerEm)
    let ascender = Double(face.ascender)
    return Rect(
      x: ink.minX * scale, y: (ascender - ink.maxY) * scale,
      width: (ink.maxX - ink.minX) * scale, height: (ink.maxY - ink.minY) * scale)
  }

  /// The left and right ends of `line`'s ink in points from the line's origin; nil when no
  /// glyph in it has an outline (an empty line, spaces) or one is a colour bitmap, whose
  /// picture has no outline to measure.
  public func inkExtent(of line: TextLine) -> (minX: Double, maxX: Double)? {
    guard !line.glyphs.contains(where: \.face.isColor) else { return nil }
    var extent: (minX: Double, maxX: Double)?
    for glyph in line.glyphs {
      guard let ink = glyph.face.outlines(for: [glyph.id])[0].bounds else { continue }
      let minX = glyph.position.x + ink.minX * glyph.unitsToPoints
      let maxX = glyph.position.x + ink.maxX * glyph.unitsToPoints
      extent = (min(extent?.minX ?? minX, minX), max(extent?.maxX ?? maxX, maxX))
    }
    return extent
  }
}
