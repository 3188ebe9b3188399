/// A symbol resolved to a glyph of the icon font.
public struct IconGlyph: Equatable, Sendable {
  public let face: FontFace
  public let glyph: UInt32
}

/// Icons from the library's icon font, and where their ink lies: an icon font's em square is
/// mostly padding, so a layout centres an icon by its ink.
extension FontLibrary {
  /// Resolves an SF Symbol name, or its filled twin when `filled` (``IconTable/codePoint(forSymbol:filled:)``),
  /// throwing ``RasterError/unknownSymbol(_:)`` with `name` as written (which lists the known
  /// names) for anything the table lacks, and the icon font's
  /// ``RasterError/fontOpeningFailed(path:package:reason:)`` when it cannot be opened.
  public func icon(named name: String, filled: Bool = false) throws(RasterError) -> IconGlyph {
    let face = try iconFile.open()
    guard let codePoint = IconTable.codePoint(forSymbol: name, filled: filled),
      let scalar = Unicode.Scalar(codePoint), let glyph = face.glyph(for: scalar)
    else { throw RasterError.unknownSymbol(name) }
    return IconGlyph(face: face, glyph: glyph)
  }

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
}
