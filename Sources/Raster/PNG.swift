import CPNG
import Foundation

/// PNG encoding and decoding through libpng's simplified API (`png_image_*`).
///
/// That API keeps libpng's setjmp/longjmp error handling inside C and reports failures through
/// `png_image.message`, so no longjmp ever crosses a Swift frame. 8-bit PNG is straight alpha;
/// conversion to and from the premultiplied ``Image`` rounds to nearest both ways
/// (`p = round(c·a/255)`, `c = round(p·255/a)`), which makes decode → encode → decode
/// bit-exact. Tests should compare decoded pixels, not PNG bytes: the bytes depend on the
/// zlib build.
public enum PNG {
  public enum Compression: Sendable {
    /// libpng's defaults (adaptive filters, zlib level 6): for files that are kept, such as
    /// goldens.
    case standard
    /// `PNG_IMAGE_FLAG_FAST` (no filtering, zlib level 3): quicker, often much larger; for
    /// throw-away outputs such as failure artifacts.
    case fast
  }

  /// `PNG_FORMAT_RGBA`, whose macro Swift does not import.
  private static let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

  /// The runtime libpng version, for golden manifests.
  public static var libraryVersion: String {
    png_get_libpng_ver(nil).map { String(cString: $0) } ?? "unknown"
  }

  public static func encode(_ image: Image, compression: Compression = .standard) throws
    -> [UInt8]
  {
    var straight = [UInt8](repeating: 0, count: image.pixels.count)
    image.pixels.withUnsafeBufferPointer { source in
      straight.withUnsafeMutableBufferPointer { target in
        var i = 0
        while i < source.count {
          let a = source[i + 3]
          target[i] = unpremultiply(source[i], alpha: a)
          target[i + 1] = unpremultiply(source[i + 1], alpha: a)
          target[i + 2] = unpremultiply(source[i + 2], alpha: a)
          target[i + 3] = a
          i += 4
        }
      }
    }
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = rgba
    png.flags = compression == .fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
    // Room for incompressible data plus zlib and chunk overhead, so one pass nearly always
    // suffices; libpng reports the size it needs if not.
    let raw = image.height * (image.width * 4 + 1)
    var capacity = raw + raw / 64 + 4096
    for _ in 0..<2 {
      var output = [UInt8](repeating: 0, count: capacity)
      var size = png_alloc_size_t(capacity)
      let ok = output.withUnsafeMutableBytes { out in
        straight.withUnsafeBytes { input in
          png_image_write_to_memory(
            &png, out.baseAddress, &size, 0, input.baseAddress, 0, nil)
        }
      }
      if ok != 0 {
        output.removeSubrange(Int(size)...)
        return output
      }
      guard Int(size) > capacity else { break }
      capacity = Int(size)
      png.opaque = nil
      png.warning_or_error = 0
    }
    throw RasterError.pngEncodingFailed(message(of: png))
  }

  /// Decodes any PNG libpng reads (grey, palette, 16-bit…) to premultiplied RGBA8. The header's
  /// size is checked against ``PixelLimits`` before any pixel memory is allocated.
  public static func decode(_ bytes: [UInt8]) throws -> Image {
    try bytes.withUnsafeBytes { memory -> Image in
      var png = png_image()
      png.version = UInt32(PNG_IMAGE_VERSION)
      guard let base = memory.baseAddress, memory.count > 0 else {
        throw RasterError.pngDecodingFailed("the data is empty")
      }
      guard png_image_begin_read_from_memory(&png, base, memory.count) != 0 else {
        throw RasterError.pngDecodingFailed(message(of: png))
      }
      let width = Int(png.width)
      let height = Int(png.height)
      do {
        try PixelLimits.check(width: width, height: height, what: "PNG image")
      } catch {
        png_image_free(&png)
        throw error
      }
      png.format = rgba
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let ok = pixels.withUnsafeMutableBytes {
        png_image_finish_read(&png, nil, $0.baseAddress, 0, nil)
      }
      guard ok != 0 else { throw RasterError.pngDecodingFailed(message(of: png)) }
      pixels.withUnsafeMutableBufferPointer { p in
        var i = 0
        while i < p.count {
          let a = p[i + 3]
          if a != 255 {
            p[i] = premultiply(p[i], alpha: a)
            p[i + 1] = premultiply(p[i + 1], alpha: a)
            p[i + 2] = premultiply(p[i + 2], alpha: a)
          }
          i += 4
        }
      }
      return Image(uncheckedWidth: width, height: height, pixels: pixels)
    }
  }

  /// Writes through a temporary file and a rename, so a reader never sees half a file.
  public static func write(_ image: Image, to path: String, compression: Compression = .standard)
    throws
  {
    let bytes = try encode(image, compression: compression)
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw RasterError.writeFailed(path: path, reason: error.localizedDescription)
    }
  }

  public static func read(contentsOf path: String) throws -> Image {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RasterError.pngDecodingFailed("\(path) cannot be read")
    }
    return try decode([UInt8](data))
  }

  private static func message(of png: png_image) -> String {
    var message = png.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? "libpng reported an error without a message" : text
  }
}
