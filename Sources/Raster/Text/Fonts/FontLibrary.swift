import Foundation
import Synchronization

/// Finds and shares the fonts the renderer draws with: Inter (Text below 20 pt, Display from
/// 20 pt, four weights), Material Icons for symbols, Noto Sans for the scripts Inter lacks in
/// the same weights (``FontFileSpec/scripts(_:)``), fallbacks for characters they all lack
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
  /// The script faces of each weight, in the order they are tried; a file two weights use
  /// (Noto Sans CJK Bold) is one face.
  private let scriptFaces: [FontWeight: [LazyFace]]
  /// In the order they are tried, after the script faces.
  let fallbackFiles: [LazyFace]
  let emojiFile: LazyFace
  let iconFile: LazyFace
  /// Every font file, in a stable order: the text faces, the display faces, the script faces
  /// (each once), the fallbacks, emoji and icons. Stored, since every layout and painting
  /// reads it (``checkOpenedFaces()``).
  let files: [LazyFace]
  /// Brand fonts (``TextStyle/fontFile``) by path, found as text first asks for them.
  private let brandFiles = Mutex<[String: LazyFace]>([:])
  private let context: FreeTypeContext
  private let glyphCaches: GlyphCaches
  /// ``fontFileDigests()``, once worked out.
  let digests = Mutex<[FontFileDigest]?>(nil)
  let textLayouts = TextLayoutCache()

  /// SF turns from Text to Display optics at 20 pt; so does Inter (Documentation/Determinism.md).
  public static let displaySizeThreshold = 20.0

  public init(searchDirectories: [String] = FontLibrary.defaultSearchDirectories) throws {
    let context = try FreeTypeContext()
    let glyphCaches = GlyphCaches()
    self.context = context
    self.glyphCaches = glyphCaches
    let locator = FontLocator(directories: searchDirectories)
    func find(_ spec: FontFileSpec) throws -> LazyFace {
      let path = try locator.locate(spec)
      try FontFace.checkFoundFormat(of: path, context: context)
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
    var found: [String: LazyFace] = [:]
    var scripts: [FontWeight: [LazyFace]] = [:]
    for weight in FontWeight.allCases {
      scripts[weight] = try FontFileSpec.scripts(weight).map { spec in
        if let known = found[spec.fileName] { return known }
        let face = try find(spec)
        found[spec.fileName] = face
        return face
      }
    }
    scriptFaces = scripts
    fallbackFiles = try FontFileSpec.fallbacks.map(find)
    emojiFile = try find(.emoji)
    iconFile = try find(.icons)
    var seen: Set<String> = []
    let distinctScripts = FontWeight.allCases.flatMap { scripts[$0]! }.filter { face in
      seen.insert(face.spec.fileName).inserted
    }
    files =
      FontWeight.allCases.map { text[$0]! } + FontWeight.allCases.map { display[$0]! }
      + distinctScripts + fallbackFiles + [emojiFile, iconFile]
  }

  private static let sharedResult = Result { try FontLibrary() }

  /// One library per process for callers that do not need custom search paths; loading the
  /// files once also shares the outline cache between renders.
  public static func shared() throws -> FontLibrary {
    try sharedResult.get()
  }

  /// The primary face for a style: its brand font, else Inter's file for its size and weight.
  public func face(for style: TextStyle) -> FontFace {
    if let path = style.fontFile { return brandFile(at: path).face }
    let faces = style.size >= FontLibrary.displaySizeThreshold ? displayFaces : textFaces
    return faces[style.weight]!.face
  }

  /// The faces tried, in order, for a grapheme the style's Inter face lacks: the Noto script
  /// faces of its weight, then the other fallbacks.
  func fallbackFiles(for style: TextStyle) -> [LazyFace] {
    scriptFaces[style.weight]! + fallbackFiles
  }

  /// The fallback faces for `style`, in the order they are tried (opening them all).
  public func fallbackFaces(for style: TextStyle) -> [FontFace] {
    fallbackFiles(for: style).map(\.face)
  }
  /// Colour emoji: what a grapheme with emoji presentation is drawn with.
  public var emojiFace: FontFace { emojiFile.face }

  /// Every face of the library, in the stable order of its files (opening them all).
  public var faces: [FontFace] { files.map(\.face) }

  /// Throws ``RasterError/fontLoadingFailed(path:reason:)`` unless `path` is a font file
  /// FreeType reads: what a renderer asks of a theme's brand font before it sets text in it.
  public func checkBrandFont(at path: String) throws {
    try FontFace.checkFormat(of: path, context: context)
  }

  /// A font file of the app's own (a brand font, a symbol's icon font), opened once.
  func brandFile(at path: String) -> LazyFace {
    brandFiles.withLock { files in
      if let file = files[path] { return file }
      let spec = FontFileSpec(
        fileName: (path as NSString).lastPathComponent, package: "that holds it",
        debianSubdirectory: "")
      let file = LazyFace(spec: spec, path: path, context: context, glyphCaches: glyphCaches)
      files[path] = file
      return file
    }
  }

  /// Throws ``RasterError/fontOpeningFailed(path:package:reason:)`` for the first file that
  /// could not be opened when something first needed it. Text layout cannot throw, so it sets
  /// such a file's text with a stand-in that has no glyphs; every layout and painting calls this
  /// before it returns, so nothing set with a stand-in is ever drawn or written.
  public func checkOpenedFaces() throws(RasterError) {
    if let failure = Self.firstFailure(among: files) { throw failure }
    if let failure = brandFiles.withLock({ Self.firstFailure(among: $0.values) }) { throw failure }
  }

  /// The first of `faces` that failed to open: read on every layout and painting, so a closure
  /// over the faces in place, not a copy of them joined into one array.
  private static func firstFailure(among faces: some Collection<LazyFace>) -> RasterError? {
    faces.lazy.compactMap { $0.failure }.first
  }
}
