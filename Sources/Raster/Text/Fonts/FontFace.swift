import CFreeType
import CHarfBuzz
import Foundation

/// The FreeType library object and the lock that serialises every FreeType call.
///
/// FreeType objects are not thread-safe, while the gallery renders on several threads. Outlines
/// are loaded once per glyph and then cached, so a single lock costs little; shaping does not
/// touch FreeType at all (HarfBuzz reads the font tables itself), so it runs without the lock.
final class FreeTypeContext: @unchecked Sendable {
  let lock = NSLock()
  let library: FT_Library

  init() throws {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      throw RasterError.fontLoadingFailed(path: "(FreeType)", reason: "FT_Init_FreeType \(error)")
    }
    self.library = library
  }

  deinit { FT_Done_FreeType(library) }
}

/// One loaded font file: FreeType for outlines and colour bitmaps, HarfBuzz for shaping and
/// character lookup.
///
/// Everything is in font units; scaling to a point size happens in Swift with one multiply, so
/// metrics and advances are never FreeType's rounded pixel values. Safe to share between
/// threads: HarfBuzz's font is made immutable, and FreeType access goes through the context
/// lock, which also guards the outline cache.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
  public let fileName: String
  public let path: String
  public let unitsPerEm: Int
  /// Typographic ascender and descender magnitudes in font units (Inter 3.19: 2728 and 680).
  public let ascender: Int
  public let descender: Int
  /// The height of a lowercase x in font units (OS/2 `sxHeight`; 0 when the font has none).
  public let xHeight: Int
  /// The face's PostScript name ("Inter-Regular", "NotoSansArabic-SemiBold"); the file name
  /// when it has none.
  public let postScriptName: String
  /// For a face set at the size that puts its family's x-height at the primary Inter face's,
  /// as the system sizes a script's fallback face: that x-height as a fraction of the em (the
  /// Noto faces; see ``FontFileSpec/scripts(_:)``). nil for a face set at the text's size.
  let matchedXHeight: Double?
  /// For a colour bitmap font (Noto Color Emoji), the pixels per em of the strike its glyphs
  /// are drawn from (the largest it has); nil for an outline font.
  let colorStrikePixelsPerEm: Int?

  let hbFont: OpaquePointer
  /// Shared by every face of the library.
  let glyphCaches: GlyphCaches
  /// nil for a stand-in (``init(standingInFor:context:glyphCaches:)``).
  let ftFace: FT_Face?
  let context: FreeTypeContext
  /// Guarded by the context lock (``outlines(for:)``).
  var outlineCache: [UInt32: GlyphOutline] = [:]

  init(
    path: String, fileName: String, matchedXHeight: Double? = nil,
    context: FreeTypeContext, glyphCaches: GlyphCaches
  ) throws {
    self.fileName = fileName
    self.matchedXHeight = matchedXHeight
    self.path = path
    self.context = context
    self.glyphCaches = glyphCaches
    var face: FT_Face?
    let error = context.lock.withLock { FT_New_Face(context.library, path, 0, &face) }
    guard error == 0, let face else {
      throw RasterError.fontLoadingFailed(path: path, reason: FontFace.describe(error))
    }
    guard let blob = Self.sharedBlob(of: face) ?? hb_blob_create_from_file_or_fail(path) else {
      _ = context.lock.withLock { FT_Done_Face(face) }
      throw RasterError.fontLoadingFailed(path: path, reason: "HarfBuzz could not read the file")
    }
    let hbFace = hb_face_create(blob, 0)
    hb_blob_destroy(blob)
    let font = hb_font_create(hbFace)!
    hb_face_destroy(hbFace)
    guard let metrics = context.lock.withLock({ FaceMetrics(sizing: face, shapedBy: font) }) else {
      hb_font_destroy(font)
      _ = context.lock.withLock { FT_Done_Face(face) }
      throw RasterError.fontLoadingFailed(
        path: path, reason: "no scalable outlines or colour bitmaps")
    }
    hb_font_set_scale(font, Int32(metrics.unitsPerEm), Int32(metrics.unitsPerEm))
    hb_font_make_immutable(font)
    hbFont = font
    ftFace = face
    unitsPerEm = metrics.unitsPerEm
    ascender = metrics.ascender
    descender = metrics.descender
    colorStrikePixelsPerEm = metrics.colorStrikePixelsPerEm
    (xHeight, postScriptName) = context.lock.withLock {
      let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
      let name = FT_Get_Postscript_Name(face).map { String(cString: $0) }
      return (os2.map { Int($0.pointee.sxHeight) } ?? 0, name ?? fileName)
    }
  }

  /// The bytes FreeType mapped for `face`, for HarfBuzz to read too: with a mapping of its own
  /// HarfBuzz touched many of the same pages again, and each mapping counts them (the CJK faces
  /// were 10 MB of a check's memory). nil when FreeType read the file rather than mapping it.
  /// The blob must not outlive the face: `deinit` destroys the HarfBuzz font first.
  private static func sharedBlob(of face: FT_Face) -> OpaquePointer? {
    guard let stream = face.pointee.stream, let base = stream.pointee.base,
      stream.pointee.size > 0, stream.pointee.size <= UInt(UInt32.max)
    else { return nil }
    return base.withMemoryRebound(to: CChar.self, capacity: Int(stream.pointee.size)) {
      hb_blob_create_or_fail(
        $0, UInt32(stream.pointee.size), HB_MEMORY_MODE_READONLY, nil, nil)
    }
  }

  /// A face without glyphs, outlines or bitmaps, for the file `lazy` names when it cannot be
  /// opened: text set with it while a layout finishes has no ink and no advance, and nothing
  /// is drawn or written with it, since the library reports the file first
  /// (``FontLibrary/checkOpenedFaces()``). Its metrics are an ordinary font's (1000 units an
  /// em), so the layout it finishes stays within bounds.
  init(standingInFor lazy: LazyFace, context: FreeTypeContext, glyphCaches: GlyphCaches) {
    fileName = lazy.spec.fileName
    path = lazy.path
    postScriptName = lazy.spec.fileName
    matchedXHeight = nil
    xHeight = 0
    self.context = context
    self.glyphCaches = glyphCaches
    hbFont = hb_font_get_empty()
    ftFace = nil
    unitsPerEm = 1000
    ascender = 800
    descender = 200
    colorStrikePixelsPerEm = nil
  }

  /// FreeType's errors for a file that is not a usable font; Debian builds FreeType without
  /// its error strings.
  static func describe(_ error: FT_Error) -> String {
    let meaning: String? =
      switch error {
      case 1: "cannot open resource"
      case 2: "unknown file format"
      case 3: "broken file"
      default: nil
      }
    return "FreeType error \(error)" + (meaning.map { " (\($0))" } ?? "")
  }

  deinit {
    hb_font_destroy(hbFont)
    if let ftFace { _ = context.lock.withLock { FT_Done_Face(ftFace) } }
  }

  /// ``checkFormat(of:context:)`` for a file the library found itself, which every process
  /// checks at start: one that begins with an OpenType, TrueType or collection tag is taken as a
  /// font without asking FreeType. FreeType maps each file and reads its table directory, 0.5 ms
  /// for the 32 files of every process, against 0.1 ms for reading their first four bytes (a C
  /// loop over the same files). Such a file broken further in fails when a picture first needs
  /// it, naming its package (``RasterError/fontOpeningFailed(path:package:reason:)``); any other
  /// file is FreeType's to judge, as before.
  static func checkFoundFormat(of path: String, context: FreeTypeContext) throws {
    if startsWithFontTag(path) { return }
    try checkFormat(of: path, context: context)
  }

  /// Whether the file's first four bytes are an sfnt version or a collection's tag: 0x00010000
  /// (TrueType outlines), `OTTO` (CFF outlines), `true` (Apple TrueType) or `ttcf`.
  private static func startsWithFontTag(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var tag: UInt32 = 0
    guard pread(descriptor, &tag, 4, 0) == 4 else { return false }
    // 'OTTO', 'true', 'ttcf' as big-endian numbers.
    return [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7474_6366].contains(UInt32(bigEndian: tag))
  }

  /// Throws, with FreeType's reason, when the file at `path` is not in a format FreeType reads.
  /// It reads the file's header and table directory only: a hundredth of a millisecond, against
  /// a tenth for opening Inter's CFF outlines.
  static func checkFormat(of path: String, context: FreeTypeContext) throws {
    var face: FT_Face?
    var arguments = FT_Open_Args()
    let error = path.withCString { name in
      arguments.flags = FT_UInt(FT_OPEN_PATHNAME)
      arguments.pathname = UnsafeMutablePointer(mutating: name)
      // Face index -1 only asks how many faces the file holds.
      return context.lock.withLock { FT_Open_Face(context.library, &arguments, -1, &face) }
    }
    guard error == 0 else {
      throw RasterError.fontLoadingFailed(path: path, reason: describe(error))
    }
    _ = context.lock.withLock { FT_Done_Face(face) }
  }

  public var description: String { fileName }

  public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The glyph the font's cmap gives `scalar`, or nil when the font lacks it.
  func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, glyph != 0 else {
      return nil
    }
    return glyph
  }

  /// Whether its glyphs are colour bitmaps (emoji), drawn in their own colours.
  public var isColor: Bool { colorStrikePixelsPerEm != nil }

  /// The font units that make one em of the surrounding text: the em square for an outline
  /// font; for colour emoji, the font's ascender plus descender, the height of its images, so
  /// that an emoji is one em tall as Apple Color Emoji's are on iOS (Noto's images are 1.17 em
  /// of their own em, Apple's 1 em).
  public var unitsPerLayoutEm: Int { isColor ? ascender + descender : unitsPerEm }

  /// How far its glyphs are raised above the baseline, in font units: for colour emoji, so that
  /// an image's bottom sits 0.15 em below the baseline and its top 0.85 em above, where Core
  /// Text puts Apple Color Emoji on iOS; 0 for an outline font.
  var baselineRise: Int { isColor ? descender - unitsPerLayoutEm * 15 / 100 : 0 }

  /// The advance in font units a glyph the font advances by `units` takes in a line, and how far
  /// it moves right within that advance. Emoji advance one em, as Apple Color Emoji's do, with
  /// Noto's slightly wider image centred on it; outline glyphs keep the font's advance.
  func layoutAdvance(_ units: Int) -> (advance: Int, shift: Int) {
    guard isColor, units > 0 else { return (units, 0) }
    return (unitsPerLayoutEm, (unitsPerLayoutEm - units) / 2)
  }
}

/// A face's metrics in font units, read when it is loaded.
private struct FaceMetrics {
  let unitsPerEm: Int
  let ascender: Int
  let descender: Int
  let colorStrikePixelsPerEm: Int?

  /// Sizes `face` for drawing (call under the FreeType lock). An outline font is set to one
  /// pixel per font unit, which gives outlines in font units with 1/64 precision and no rounding
  /// of CFF's fractional coordinates (which FT_LOAD_NO_SCALE would round); its metrics are
  /// FreeType's. A colour bitmap font has no scalable size: its largest strike is selected, and
  /// its metrics come from HarfBuzz, since FreeType reports none for a font without outlines.
  /// nil for a font that has neither.
  init?(sizing face: FT_Face, shapedBy font: OpaquePointer) {
    let units = Int(face.pointee.units_per_EM)
    if units > 0 {
      FT_Set_Char_Size(face, 0, FT_F26Dot6(units * 64), 72, 72)
      unitsPerEm = units
      ascender = Int(face.pointee.ascender)
      descender = abs(Int(face.pointee.descender))
      colorStrikePixelsPerEm = nil
      return
    }
    let strikes = (0..<Int(face.pointee.num_fixed_sizes)).map {
      (index: $0, pixelsPerEm: Int(face.pointee.available_sizes[$0].y_ppem >> 6))
    }
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0,
      let largest = strikes.max(by: { $0.pixelsPerEm < $1.pixelsPerEm }), largest.pixelsPerEm > 0,
      FT_Select_Size(face, Int32(largest.index)) == 0
    else { return nil }
    let hbUnits = Int(hb_face_get_upem(hb_font_get_face(font)))
    hb_font_set_scale(font, Int32(hbUnits), Int32(hbUnits))
    var extents = hb_font_extents_t()
    guard hb_font_get_h_extents(font, &extents) != 0, extents.ascender > extents.descender else {
      return nil
    }
    unitsPerEm = hbUnits
    ascender = Int(extents.ascender)
    descender = abs(Int(extents.descender))
    colorStrikePixelsPerEm = largest.pixelsPerEm
  }
}
