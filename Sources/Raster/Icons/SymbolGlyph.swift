import CFreeType
import CHarfBuzz
import Foundation

/// An app's own symbol drawn as one glyph of a font file of its own (an icon font), picked by
/// the glyph's name in the font (its `post` or CFF table) or by the character the font's cmap
/// maps to it. Icon fonts name their glyphs ("rocket_launch") and put them at private-use code
/// points, so either is how their makers document them.
public struct SymbolGlyph: Hashable, Sendable {
  /// How the glyph is picked. (SPTheme's `Symbol.Glyph` is the same choice as a theme file or a
  /// scenario writes it; Raster knows no tokens, so the renderer hands it over as this.)
  public enum Selector: Hashable, Sendable {
    case name(String)
    case codePoint(Unicode.Scalar)
  }

  /// The font file's path, as it was resolved when the symbol was read.
  public let file: String
  public let selector: Selector

  /// Checks now, once, that FreeType reads `file` and that it holds the glyph, so a symbol
  /// that cannot be drawn is refused where it was written rather than when a picture needs it:
  /// ``RasterError/fontLoadingFailed(path:reason:)`` for a file FreeType cannot read,
  /// ``RasterError/missingGlyph(_:in:)`` for a glyph the font lacks.
  public init(file: String, selector: Selector) throws(RasterError) {
    self.file = file
    self.selector = selector
    do {
      try FontFace.checkFormat(of: file, context: FreeTypeContext())
    } catch let error as RasterError {
      throw error
    } catch {
      throw .fontLoadingFailed(path: file, reason: "\(error)")
    }
    let blob = hb_blob_create_from_file(file)
    let face = hb_face_create(blob, 0)
    let font = hb_font_create(face)
    defer {
      hb_font_destroy(font)
      hb_face_destroy(face)
      hb_blob_destroy(blob)
    }
    guard let font, FontFace.glyph(selector, in: font) != nil else {
      throw .missingGlyph(selector, in: file)
    }
  }
}

extension FontLibrary {
  /// The glyph `symbol` picks in its font file, which the library opens once and shares as it
  /// does a brand font; the file's failure to open is reported by ``checkOpenedFaces()``.
  public func glyph(_ symbol: SymbolGlyph) throws(RasterError) -> IconGlyph {
    let face = brandFile(at: symbol.file).face
    guard let glyph = FontFace.glyph(symbol.selector, in: face.hbFont) else {
      throw .missingGlyph(symbol.selector, in: symbol.file)
    }
    return IconGlyph(face: face, glyph: glyph)
  }
}

extension FontFace {
  /// The glyph `selector` picks in `font`, or nil when it has none. A name is the glyph's name
  /// in the font's tables, else the ligature the font forms from the name's letters, which is
  /// how Material Icons and Material Symbols name theirs (their files keep no glyph names).
  static func glyph(_ selector: SymbolGlyph.Selector, in font: OpaquePointer) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    switch selector {
    case .codePoint(let scalar):
      guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 else { return nil }
    case .name(let name):
      if name.withCString({ hb_font_get_glyph_from_name(font, $0, -1, &glyph) }) == 0 {
        guard let ligature = ligature(spelling: name, in: font) else { return nil }
        glyph = ligature
      }
    }
    return glyph == 0 ? nil : glyph
  }

  /// The one glyph `font` shapes `name` into, left to right with its default features; nil
  /// when it shapes into several (no ligature of that name).
  private static func ligature(spelling name: String, in font: OpaquePointer) -> UInt32? {
    let buffer = hb_buffer_create()!
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, name, -1, 0, -1)
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1 else { return nil }
    return infos[0].codepoint
  }
}
