import Foundation

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
  /// The x-height, as a fraction of the em, that is put at Inter's when the face is sized
  /// (``FontFace/matchedXHeight``); nil to set it at the text's size.
  var matchedXHeight: Double? = nil

  /// Noto Sans's x-height, 536 units of 1000, which every script face of the family is drawn
  /// to sit with. Their own OS/2 x-height is their script's (Arabic's 374 is the height of its
  /// teeth), so matching that would set Arabic half again too large.
  static let notoSansXHeight = 0.536

  static func inter(_ weight: FontWeight, display: Bool) -> FontFileSpec {
    FontFileSpec(
      fileName: "\(display ? "InterDisplay" : "Inter")-\(weight.fileSuffix).otf",
      package: "fonts-inter", debianSubdirectory: "opentype/inter")
  }
  /// Noto Sans for the scripts Inter lacks, in the weight asked for, tried before the other
  /// fallbacks: Arabic, Hebrew, Thai and Devanagari, then Chinese, Japanese and Korean (Inter
  /// has Cyrillic and Greek). Debian's static files, one a weight, rather than variable fonts,
  /// which it does not ship for these scripts: Regular and Bold come in fonts-noto-core,
  /// Medium and SemiBold in fonts-noto-extra. Noto Sans CJK has no SemiBold: its Bold stands in
  /// for it, as CSS's matching picks the next heavier weight for 600; its Medium comes in
  /// fonts-noto-cjk-extra. Each file's first face is used: CJK JP in the collections, whose
  /// `locl` forms follow the text's language.
  static func scripts(_ weight: FontWeight) -> [FontFileSpec] {
    let core = weight == .regular || weight == .bold
    let noto = ["Arabic", "Hebrew", "Thai", "Devanagari"].map { script in
      FontFileSpec(
        fileName: "NotoSans\(script)-\(weight.fileSuffix).ttf",
        package: core ? "fonts-noto-core" : "fonts-noto-extra",
        debianSubdirectory: "truetype/noto", matchedXHeight: notoSansXHeight)
    }
    let cjkWeight = weight == .semibold ? FontWeight.bold : weight
    let cjk = FontFileSpec(
      fileName: "NotoSansCJK-\(cjkWeight.fileSuffix).ttc",
      package: cjkWeight == .medium ? "fonts-noto-cjk-extra" : "fonts-noto-cjk",
      debianSubdirectory: "opentype/noto", matchedXHeight: notoSansXHeight)
    return noto + [cjk]
  }
  static let icons = FontFileSpec(
    fileName: "MaterialIcons-Regular.ttf", package: "fonts-material-design-icons-iconfont",
    debianSubdirectory: "truetype/material-design-icons-iconfont")
  /// Tried in order, after ``scripts(_:)``, for characters Inter and the Noto faces lack:
  /// DejaVu Sans for other alphabets and symbols, Droid Sans Fallback for ideographs Noto Sans
  /// CJK lacks, Symbola for the symbols left, drawn in one colour like any text. One weight
  /// each.
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

/// Finds font files: first each directory's Debian subfolder, then a recursive search of the
/// directory, so macOS and Homebrew layouts work too.
struct FontLocator {
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
