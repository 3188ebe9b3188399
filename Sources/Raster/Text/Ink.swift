/// Where a line's glyphs put ink, for layouts that place things by what you see rather than by
/// the font's boxes: a line of text starts and ends with its glyphs' side bearings (an icon's
/// ink is ``inkBounds(of:size:)``).
extension FontLibrary {
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
