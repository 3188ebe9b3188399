import CFreeType
import CHarfBuzz
import CUnicode
import Foundation

extension FontLibrary {
  /// File name, path and SHA-256 of every loaded font, for a golden manifest: a mismatch then
  /// explains itself.
  ///
  /// Hashed once per library (some 76 MB of fonts, 58 of them Noto Sans CJK) and remembered,
  /// since every golden recording and every failure compares the manifest.
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

  /// Runtime versions of the C libraries whose output the pixels depend on (ICU's bidi and line
  /// breaking among them), and of those that
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
      ("ICU", icuVersion),
      ("libpng", PNG.libraryVersion),
      ("libdeflate", PNG.libdeflateVersion),
      ("xxHash", XXH3.libraryVersion),
    ]
  }
}

/// "72.1": the ICU the text was resolved and broken with.
private var icuVersion: String {
  var buffer = [CChar](repeating: 0, count: 32)
  cunicode_icu_version(&buffer, Int32(buffer.count))
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A font file and its SHA-256 in hex.
public struct FontFileDigest: Sendable, Hashable {
  public let fileName: String
  public let path: String
  public let sha256: String
}
