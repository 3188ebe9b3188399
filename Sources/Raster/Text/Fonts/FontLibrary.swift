import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

/// The weights the design system uses; each maps to one static Inter file.
public enum FontWeight: String, Sendable, CaseIterable, Codable {
  case regular
  case medium
  case semibold
  case bold

  var fileSuffix: String {
    switch self {
    case .regular: return "Regular"
    case .medium: return "Medium"
    case .semibold: return "SemiBold"
    case .bold: return "Bold"
    }
  }
}

/// A font file the renderer needs, and the Debian package that installs it, so a missing file
/// can say how to fix itself.
struct FontFileSpec {
  let fileName: String
  let package: String
  /// Where Debian puts it, relative to a fonts root such as `/usr/share/fonts`.
  let debianSubdirectory: String

  static func inter(_ weight: FontWeight, display: Bool) -> FontFileSpec {
    FontFileSpec(
      fileName: "\(display ? "InterDisplay" : "Inter")-\(weight.fileSuffix).otf",
      package: "fonts-inter", debianSubdirectory: "opentype/inter")
  }
  static let icons = FontFileSpec(
    fileName: "MaterialIcons-Regular.ttf", package: "fonts-material-design-icons-iconfont",
    debianSubdirectory: "truetype/material-design-icons-iconfont")
  /// Tried in order for characters Inter lacks: DejaVu Sans for most alphabets (Hebrew,
  /// Arabic, Cyrillic, Greek, symbols), Droid Sans Fallback for Chinese, Japanese and Korean,
  /// Symbola for the symbols left, drawn in one colour like any text.
  static let fallbacks = [
    FontFileSpec(
      fileName: "DejaVuSans.ttf", package: "fonts-dejavu-core",
      debianSubdirectory: "truetype/dejavu"),
    FontFileSpec(
      fileName: "DroidSansFallbackFull.ttf", package: "fonts-droid-fallback",
      debianSubdirectory: "truetype/droid"),
    FontFileSpec(
      fileName: "Symbola_hint.ttf", package: "fonts-symbola",
      debianSubdirectory: "truetype/ancient-scripts"),
  ]
  /// Noto Color Emoji stands in for Apple Color Emoji: colour bitmaps, drawn in their own
  /// colours.
  static let emoji = FontFileSpec(
    fileName: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji",
    debianSubdirectory: "truetype/noto")
}

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

/// A glyph outline in font units, y up, with its exact ink bounds.
struct GlyphOutline: Sendable {
  let path: Path
  /// nil for glyphs without ink (space).
  let bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
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
  /// For a colour bitmap font (Noto Color Emoji), the pixels per em of the strike its glyphs
  /// are drawn from (the largest it has); nil for an outline font.
  let colorStrikePixelsPerEm: Int?

  let hbFont: OpaquePointer
  /// Shared by every face of the library.
  let glyphCaches: GlyphCaches
  /// nil for a stand-in (``init(standingInFor:context:glyphCaches:)``).
  private let ftFace: FT_Face?
  private let context: FreeTypeContext
  private var outlineCache: [UInt32: GlyphOutline] = [:]

  init(path: String, fileName: String, context: FreeTypeContext, glyphCaches: GlyphCaches)
    throws
  {
    self.fileName = fileName
    self.path = path
    self.context = context
    self.glyphCaches = glyphCaches
    var face: FT_Face?
    let error = context.lock.withLock { FT_New_Face(context.library, path, 0, &face) }
    guard error == 0, let face else {
      throw RasterError.fontLoadingFailed(path: path, reason: FontFace.describe(error))
    }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
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
  }

  /// A face without glyphs, outlines or bitmaps, for the file `lazy` names when it cannot be
  /// opened: text set with it while a layout finishes has no ink and no advance, and nothing
  /// is drawn or written with it, since the library reports the file first
  /// (``FontLibrary/checkOpenedFaces()``). Its metrics are an ordinary font's (1000 units an
  /// em), so the layout it finishes stays within bounds.
  fileprivate init(standingInFor lazy: LazyFace, context: FreeTypeContext, glyphCaches: GlyphCaches)
  {
    fileName = lazy.spec.fileName
    path = lazy.path
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
  private static func describe(_ error: FT_Error) -> String {
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

/// A 26.6 FreeType vector as font units (the face is sized at one pixel per unit).
private func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
  guard let v else { return .zero }
  return Point(x: Double(v.pointee.x) / 64, y: Double(v.pointee.y) / 64)
}

/// A font file the library found, opened the first time something needs it: a card in Latin
/// text draws with two or three of the thirteen files, and opening one takes up to a tenth of a
/// millisecond (FreeType parsing Inter's CFF tables), which a `render` process would otherwise
/// pay for every file. The file's format was checked when it was found (``FontFace/checkFormat``),
/// but opening it can still fail: it changed since, or it is a font FreeType reads that holds
/// neither outlines nor colour bitmaps (a bitmap font under an Inter file's name).
///
/// Its state is guarded by an `NSLock`, not a `Mutex`: the face one thread opens, another
/// reads, and ThreadSanitizer sees the hand-over only through a lock it instruments
/// (scripts/tsan.supp says why `Mutex` is not one).
final class LazyFace: @unchecked Sendable {
  let spec: FontFileSpec
  let path: String
  private let context: FreeTypeContext
  private let glyphCaches: GlyphCaches
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var state = State()

  /// Once something tried to open the file: the face to set text with (the file's own, or one
  /// with no glyphs standing in for it) and why it could not be opened. Optionals rather than
  /// an enum with the face in its cases: an enum may keep its case in the spare bits of the
  /// face's reference, which LeakSanitizer cannot follow, so it took the stand-in for a leak.
  private struct State {
    var face: FontFace?
    var failure: RasterError?
  }

  init(spec: FontFileSpec, path: String, context: FreeTypeContext, glyphCaches: GlyphCaches) {
    self.spec = spec
    self.path = path
    self.context = context
    self.glyphCaches = glyphCaches
  }

  var fileName: String { spec.fileName }

  /// The face, opened on first use; a file that cannot be opened throws
  /// ``RasterError/fontOpeningFailed(path:package:reason:)``, every time it is asked.
  func open() throws(RasterError) -> FontFace {
    let (face, failure) = lock.withLock { settle(&state) }
    if let failure { throw failure }
    return face
  }

  /// The face, for text layout, which cannot throw: when the file cannot be opened, a face with
  /// no glyphs stands in, and the failure waits for ``FontLibrary/checkOpenedFaces()``, which
  /// every layout and painting calls before it returns.
  var face: FontFace {
    lock.withLock { settle(&state).face }
  }

  /// Why the file could not be opened, once something tried; nil while it is closed or open.
  var failure: RasterError? {
    lock.withLock { state.failure }
  }

  /// Opens the file unless that was tried before; returns the face to set text with (the
  /// stand-in when it failed) and the failure.
  private func settle(_ state: inout State) -> (face: FontFace, failure: RasterError?) {
    if let face = state.face { return (face, state.failure) }
    do {
      let face = try FontFace(
        path: path, fileName: spec.fileName, context: context, glyphCaches: glyphCaches)
      state.face = face
      return (face, nil)
    } catch {
      let reason =
        if case .fontLoadingFailed(_, let reason)? = error as? RasterError { reason } else {
          "\(error)"
        }
      let failure = RasterError.fontOpeningFailed(
        path: path, package: spec.package, reason: reason)
      let standIn = FontFace(standingInFor: self, context: context, glyphCaches: glyphCaches)
      state = State(face: standIn, failure: failure)
      return (standIn, failure)
    }
  }
}

/// Finds and shares the fonts the renderer draws with: Inter (Text below 20 pt, Display from
/// 20 pt, four weights), Material Icons for symbols, fallbacks for characters Inter lacks
/// (DejaVu Sans, Droid Sans Fallback, Symbola), so text in any script shows, and Noto Color
/// Emoji for emoji.
///
/// Every file is found, and its format checked, up front, so a missing or unreadable one fails
/// once, early, with the package name; each is opened the first time a picture needs it
/// (``LazyFace``), and one that cannot be opened then fails that picture's layout or painting
/// with the file and the package (``checkOpenedFaces()``). Safe to use from several threads.
public final class FontLibrary: Sendable {
  /// `COMPOSER_FONT_DIR` when it is set: one folder, or several separated by ":", searched
  /// instead of the system's, so a machine can pin exactly the files its goldens were drawn
  /// with. Otherwise Debian's fonts root, then the macOS and Homebrew font folders. Read from
  /// the environment directly: Foundation's home directory asks the user database.
  public static let defaultSearchDirectories: [String] = {
    if let override = environment("COMPOSER_FONT_DIR"), !override.isEmpty {
      return override.split(separator: ":").map(String.init)
    }
    return [
      "/usr/share/fonts", "/usr/local/share/fonts", (environment("HOME") ?? "") + "/Library/Fonts",
      "/Library/Fonts", "/opt/homebrew/share/fonts",
    ]
  }()

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Text faces, keyed by weight, below 20 pt and from 20 pt.
  private let textFaces: [FontWeight: LazyFace]
  private let displayFaces: [FontWeight: LazyFace]
  /// In the order they are tried.
  let fallbackFiles: [LazyFace]
  let emojiFile: LazyFace
  let iconFile: LazyFace
  private let digests = Mutex<[FontFileDigest]?>(nil)
  let textLayouts = TextLayoutCache()

  /// SF turns from Text to Display optics at 20 pt; so does Inter (Documentation/Determinism.md).
  public static let displaySizeThreshold = 20.0

  public init(searchDirectories: [String] = FontLibrary.defaultSearchDirectories) throws {
    let context = try FreeTypeContext()
    let glyphCaches = GlyphCaches()
    let locator = FontLocator(directories: searchDirectories)
    func find(_ spec: FontFileSpec) throws -> LazyFace {
      let path = try locator.locate(spec)
      try FontFace.checkFormat(of: path, context: context)
      return LazyFace(spec: spec, path: path, context: context, glyphCaches: glyphCaches)
    }
    var text: [FontWeight: LazyFace] = [:]
    var display: [FontWeight: LazyFace] = [:]
    for weight in FontWeight.allCases {
      text[weight] = try find(.inter(weight, display: false))
      display[weight] = try find(.inter(weight, display: true))
    }
    textFaces = text
    displayFaces = display
    fallbackFiles = try FontFileSpec.fallbacks.map(find)
    emojiFile = try find(.emoji)
    iconFile = try find(.icons)
  }

  private static let sharedResult = Result { try FontLibrary() }

  /// One library per process for callers that do not need custom search paths; loading the
  /// files once also shares the outline cache between renders.
  public static func shared() throws -> FontLibrary {
    try sharedResult.get()
  }

  /// The primary face for a style.
  public func face(for style: TextStyle) -> FontFace {
    let faces = style.size >= FontLibrary.displaySizeThreshold ? displayFaces : textFaces
    return faces[style.weight]!.face
  }

  /// The fallback faces, in the order they are tried.
  public var fallbackFaces: [FontFace] { fallbackFiles.map(\.face) }
  /// Colour emoji: what a grapheme with emoji presentation is drawn with.
  public var emojiFace: FontFace { emojiFile.face }
  public var iconFace: FontFace { iconFile.face }

  /// Every font file, in a stable order.
  private var files: [LazyFace] {
    FontWeight.allCases.map { textFaces[$0]! } + FontWeight.allCases.map { displayFaces[$0]! }
      + fallbackFiles + [emojiFile, iconFile]
  }

  /// Every face of the library, in the stable order of its files (opening them all).
  public var faces: [FontFace] { files.map(\.face) }

  /// Throws ``RasterError/fontOpeningFailed(path:package:reason:)`` for the first file that
  /// could not be opened when something first needed it. Text layout cannot throw, so it sets
  /// such a file's text with a stand-in that has no glyphs; every layout and painting calls this
  /// before it returns, so nothing set with a stand-in is ever drawn or written.
  public func checkOpenedFaces() throws(RasterError) {
    if let failure = files.lazy.compactMap(\.failure).first { throw failure }
  }

  /// File name, path and SHA-256 of every loaded font, for a golden manifest: a mismatch then
  /// explains itself.
  ///
  /// Hashed once per library (some 16 MB of fonts) and remembered, since every golden check
  /// compares the manifest.
  public func fontFileDigests() throws -> [FontFileDigest] {
    try digests.withLock { known in
      if let known { return known }
      let computed = try files.map { file in
        // Mapped, not read: the emoji font alone is 10 MB, which would stay in the heap.
        guard
          let data = try? Data(contentsOf: URL(fileURLWithPath: file.path), options: .alwaysMapped)
        else {
          throw RasterError.fontLoadingFailed(path: file.path, reason: "file cannot be read")
        }
        return FontFileDigest(
          fileName: file.fileName, path: file.path,
          sha256: data.withUnsafeBytes(SHA256.hexDigest(of:)))
      }
      known = computed
      return computed
    }
  }

  /// Runtime versions of the C libraries whose output the pixels depend on, and of those that
  /// read golden files (libdeflate) and fingerprint them for the manifest (xxHash).
  public static var libraryVersions: [(name: String, version: String)] {
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    if let context = try? FreeTypeContext() {
      FT_Library_Version(context.library, &major, &minor, &patch)
    }
    return [
      ("FreeType", "\(major).\(minor).\(patch)"),
      ("HarfBuzz", String(cString: hb_version_string())),
      ("libpng", PNG.libraryVersion),
      ("libdeflate", PNG.libdeflateVersion),
      ("xxHash", XXH3.libraryVersion),
    ]
  }
}

/// A font file and its SHA-256 in hex.
public struct FontFileDigest: Sendable, Hashable {
  public let fileName: String
  public let path: String
  public let sha256: String
}

/// Finds font files: first each directory's Debian subfolder, then a recursive search of the
/// directory, so macOS and Homebrew layouts work too.
private struct FontLocator {
  let directories: [String]

  func locate(_ spec: FontFileSpec) throws -> String {
    for directory in directories {
      for candidate in [
        "\(directory)/\(spec.debianSubdirectory)/\(spec.fileName)", "\(directory)/\(spec.fileName)",
      ] where access(candidate, F_OK) == 0 {
        return candidate
      }
    }
    let files = FileManager.default
    for directory in directories {
      guard let enumerator = files.enumerator(atPath: directory) else { continue }
      while let relative = enumerator.nextObject() as? String {
        if (relative as NSString).lastPathComponent == spec.fileName {
          return "\(directory)/\(relative)"
        }
      }
    }
    throw RasterError.fontNotFound(
      file: spec.fileName, package: spec.package, searched: directories)
  }
}
