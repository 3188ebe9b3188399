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
