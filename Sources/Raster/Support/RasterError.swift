import Foundation

/// Every failure the module reports. Messages name the field, the value and the allowed range so
/// a CLI can print them as they are.
public enum RasterError: Error, Equatable, Sendable {
  /// A canvas or image larger than `maxSide` on a side or `maxPixels` in all, or empty.
  case invalidPixelSize(what: String, width: Int, height: Int)
  case invalidScale(Double)
  case pixelCountMismatch(expected: Int, actual: Int)
  case pngDecodingFailed(String)
  case pngEncodingFailed(String)
  case fontNotFound(file: String, package: String, searched: [String])
  case fontLoadingFailed(path: String, reason: String)
  /// A font file that passed the check when the fonts were found but could not be opened when
  /// a picture first needed it.
  case fontOpeningFailed(path: String, package: String, reason: String)
  case unknownSymbol(String)
  /// A symbol's font file that has no glyph of that name or for that character.
  case missingGlyph(SymbolGlyph.Selector, in: String)
  /// A file that is not there, or that this process may not read: "no such file".
  case unreadableFile(reason: String)
  /// A file of `size` bytes, over the `limit` for its kind (`what`: "a PNG file"), refused
  /// before it is read.
  case fileTooLarge(size: Int, limit: Int, what: String)
  /// Any of the above, about the file at `path`: a PNG read from a file names it.
  indirect case inFile(path: String, RasterError)
}

/// The size limits of Documentation/Scenarios.md, "Limits", shared by canvases and decoded PNGs.
public enum PixelLimits {
  public static let maxSide = 16384
  public static let maxPixels = 64 * 1024 * 1024

  /// Throws ``RasterError/invalidPixelSize(what:width:height:)`` for a picture of this size,
  /// so a caller can refuse one before drawing anything of it.
  public static func check(width: Int, height: Int, what: String) throws {
    guard width > 0, height > 0, width <= maxSide, height <= maxSide,
      width * height <= maxPixels
    else { throw RasterError.invalidPixelSize(what: what, width: width, height: height) }
  }
}

extension RasterError: CustomStringConvertible, LocalizedError {
  public var description: String {
    switch self {
    case .invalidPixelSize(let what, let width, let height):
      if width <= 0 || height <= 0 {
        return "\(what) size \(width)×\(height) px is empty; width and height must be at least 1 px"
      }
      if width > PixelLimits.maxSide {
        return "\(what) width \(width) px exceeds the limit of \(PixelLimits.maxSide) px a side"
      }
      if height > PixelLimits.maxSide {
        return "\(what) height \(height) px exceeds the limit of \(PixelLimits.maxSide) px a side"
      }
      return
        "\(what) size \(width)×\(height) px (\(width * height) px) exceeds the limit of "
        + "\(PixelLimits.maxPixels) px (64 Mpx)"
    case .invalidScale(let scale):
      return "canvas scale \(scale) is invalid; it must be a finite number greater than 0"
    case .pixelCountMismatch(let expected, let actual):
      return "image pixel buffer has \(actual) bytes; width × height × 4 requires \(expected)"
    case .pngDecodingFailed(let message):
      return "PNG could not be decoded: \(message)"
    case .pngEncodingFailed(let message):
      return "PNG could not be encoded: \(message)"
    case .fontNotFound(let file, let package, let searched):
      return
        "font file \(file) not found (searched \(searched.joined(separator: ", "))); "
        + "install the package \(package) or set COMPOSER_FONT_DIR to a folder containing it"
    case .fontLoadingFailed(let path, let reason):
      return "font file \(path) could not be loaded: \(reason)"
    case .fontOpeningFailed(let path, let package, let reason):
      return
        "font file \(path) could not be opened for drawing: \(reason); reinstall the package "
        + "\(package) or set COMPOSER_FONT_DIR to a folder with a working copy"
    case .unknownSymbol(let name):
      return "symbol name \"\(name)\" has no icon; known names: "
        + IconTable.symbolNames.joined(separator: ", ")
    case .missingGlyph(.name(let name), let file):
      return "\(file) has no glyph named \"\(name)\""
    case .missingGlyph(.codePoint(let scalar), let file):
      return "\(file) has no glyph for U+\(String(format: "%04X", scalar.value))"
    case .unreadableFile(let reason):
      return reason
    case .fileTooLarge(let size, let limit, let what):
      return
        "the file is \(size) bytes; \(what) may be at most \(sizeWords(limit))"
    case .inFile(let path, let error):
      return "\(path): \(error)"
    }
  }

  public var errorDescription: String? { description }
}
