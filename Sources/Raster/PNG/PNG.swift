import CLibdeflate
import CPNG
import CPNGCodec
import Foundation

/// PNG encoding and decoding.
///
/// Everything this tool writes goes through `CPNGCodec`: 8-bit RGB when every pixel is opaque
/// (every golden is), else RGBA, no row filter, one `IDAT` deflated by its own encoder for flat
/// UI pictures (rows repeated from the row above, runs of one pixel, repeated glyphs), with
/// libdeflate's CRC-32 and Adler-32. The default card is written in a quarter of the time zlib
/// level 2 took through libpng (the encoder before it) and a twentieth of libpng's defaults;
/// the 94 goldens take 4.72 MB, 82 % of what libpng's defaults write (no file above 90 %). The
/// Documentation/Performance.md has the figures and how they were taken.
///
/// 8-bit RGB and RGBA files that need no colour conversion (ours, and most others) are read by
/// `CPNGCodec` too: libdeflate inflates them (twice as quick as zlib) and every chunk's CRC and
/// the Adler-32 are checked. Every other file (grey, palette, 16-bit, interlaced, other colour
/// spaces), and any damaged one, is read by libpng's simplified API (`png_image_*`), which
/// converts anything to RGBA8 and names what is wrong with a damaged file.
///
/// 8-bit PNG is straight alpha; conversion to and from the premultiplied ``Image`` rounds to
/// nearest both ways (`p = round(c·a/255)`, `c = round(p·255/a)`), which makes decode → encode
/// → decode bit-exact. Tests should compare decoded pixels, not PNG bytes: the bytes depend on
/// the encoder.
public enum PNG {
  public enum Compression: Sendable {
    /// `CPNGCodec`'s encoder, no filter, RGB when opaque: quick to write and to read, smaller
    /// than libpng's defaults on UI pictures. For everything this tool writes.
    case standard
    /// libpng's own defaults through its simplified API (zlib level 6, adaptive filters,
    /// RGBA): what a program calling libpng untuned writes, kept as the reference
    /// `render-composer bench` times ours against.
    case libpngDefaults
  }

  /// `PNG_FORMAT_RGBA`, whose macro Swift does not import.
  private static let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

  /// The runtime libpng version, for golden manifests.
  public static var libraryVersion: String {
    png_get_libpng_ver(nil).map { String(cString: $0) } ?? "unknown"
  }

  /// The libdeflate the reader was built with, for golden manifests (libdeflate has no call
  /// that names its runtime version; Debian's package keeps the two in step).
  public static var libdeflateVersion: String { LIBDEFLATE_VERSION_STRING }

  public static func encode(_ image: Image, compression: Compression = .standard) throws
    -> [UInt8]
  {
    switch compression {
    case .standard:
      if isOpaque(image) {
        // Premultiplied and straight alpha are the same bytes when every alpha is 255.
        return try encodeStandard(image.pixels, image, opaque: true)
      }
      return try encodeStandard(straightPixels(image), image, opaque: false)
    case .libpngDefaults:
      return try encodeWithLibpngDefaults(straightPixels(image), image)
    }
  }

  static func encodeStandard(_ straight: [UInt8], _ image: Image, opaque: Bool) throws
    -> [UInt8]
  {
    var buffer = cpng_buffer()
    var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
    let status = straight.withUnsafeBufferPointer { pixels in
      cpng_encode(
        pixels.baseAddress, UInt32(image.width), UInt32(image.height), opaque ? 1 : 0, &buffer,
        &message)
    }
    guard status == 0 else {
      throw RasterError.pngEncodingFailed(message.withUnsafeBytes(text(of:)))
    }
    defer { cpng_free(buffer.bytes) }
    return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
  }

  private static func encodeWithLibpngDefaults(_ straight: [UInt8], _ image: Image) throws
    -> [UInt8]
  {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = rgba
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

  /// Whether every alpha byte is 255: two pixels a word, ANDed together a row's worth at a
  /// time (which vectorises) before one test.
  static func isOpaque(_ image: Image) -> Bool {
    image.pixels.withUnsafeBytes { bytes in
      // An odd pixel count leaves one pixel after the last whole word.
      guard bytes.count % 8 == 0 || bytes[bytes.count - 1] == 255 else { return false }
      return bytes.withMemoryRebound(to: UInt64.self) { words in
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var start = 0
        while start < words.count {
          let end = min(start + 256, words.count)
          var all = UInt64.max
          for i in start..<end { all &= words[i] }
          if all & alphas != alphas { return false }
          start = end
        }
        return true
      }
    }
  }

  /// The pixels with straight alpha; opaque and transparent pixels need no division.
  static func straightPixels(_ image: Image) -> [UInt8] {
    var straight = image.pixels
    convertTranslucentPixels(&straight, with: unpremultiply)
    return straight
  }

  /// Decodes any PNG libpng reads (grey, palette, 16-bit…) to premultiplied RGBA8. The header's
  /// size is checked against ``PixelLimits`` before any pixel memory is allocated.
  public static func decode(_ bytes: [UInt8]) throws -> Image {
    guard !bytes.isEmpty else { throw RasterError.pngDecodingFailed("the data is empty") }
    return try bytes.withUnsafeBufferPointer { memory in
      try decodeDirectly(memory) ?? decodeAnyFormat(memory)
    }
  }

  /// 8-bit RGB and RGBA files (ours, and most others) through `CPNGCodec`; nil for any other
  /// file and for a damaged one, which libpng then reads or names the damage of.
  static func decodeDirectly(_ memory: UnsafeBufferPointer<UInt8>) throws -> Image? {
    var reader: OpaquePointer?
    var width: UInt32 = 0
    var height: UInt32 = 0
    var opaque: Int32 = 0
    guard
      cpng_read_header(memory.baseAddress, memory.count, &reader, &width, &height, &opaque)
        == CPNG_READ_DIRECT, let reader
    else { return nil }
    do {
      try PixelLimits.check(width: Int(width), height: Int(height), what: "PNG image")
    } catch {
      cpng_reader_free(reader)
      throw error
    }
    let count = Int(width) * Int(height) * 4
    var status: Int32 = 0
    // A byte a row more, where the rows are inflated with their filter bytes.
    var pixels = [UInt8](unsafeUninitializedCapacity: count + Int(height)) { buffer, initialized in
      status = cpng_read_pixels(reader, buffer.baseAddress)
      initialized = count
    }
    guard status == 0 else { return nil }
    if opaque == 0 { premultiplyInPlace(&pixels) }
    return Image(uncheckedWidth: Int(width), height: Int(height), pixels: pixels)
  }

  /// Through the simplified API, which converts every PNG to 8-bit sRGB RGBA: a file tagged
  /// with another gamma (gAMA) is converted to sRGB's, and an untagged one is taken as sRGB
  /// whatever its depth. (libpng converts gamma only, never primaries or ICC profiles.) libpng alone would take an untagged
  /// 16-bit file as linear light and brighten it (grey 32 would read as 99); the flag
  /// `PNG_IMAGE_FLAG_16BIT_sRGB` keeps the rule the rest of this reader follows.
  static func decodeAnyFormat(_ memory: UnsafeBufferPointer<UInt8>) throws -> Image {
    if let problem = PNGChunks.overlongChunk(in: memory) {
      throw RasterError.pngDecodingFailed(problem)
    }
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_memory(&png, memory.baseAddress, memory.count) != 0 else {
      throw RasterError.pngDecodingFailed(message(of: png))
    }
    // Set after reading the header, which starts from a cleared png_image.
    png.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
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
    premultiplyInPlace(&pixels)
    return Image(uncheckedWidth: width, height: height, pixels: pixels)
  }

  private static func premultiplyInPlace(_ pixels: inout [UInt8]) {
    convertTranslucentPixels(&pixels, with: premultiply)
  }

  /// Applies `convert` to the colour channels of every pixel that is not opaque: converting
  /// between straight and premultiplied alpha leaves opaque pixels as they are, and most of a
  /// card is opaque.
  private static func convertTranslucentPixels(
    _ pixels: inout [UInt8], with convert: (UInt8, UInt8) -> UInt8
  ) {
    pixels.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i < p.count {
        let alpha = p[i + 3]
        if alpha != 255 {
          p[i] = convert(p[i], alpha)
          p[i + 1] = convert(p[i + 1], alpha)
          p[i + 2] = convert(p[i + 2], alpha)
        }
        i += 4
      }
    }
  }

  /// Encodes `image` and writes it whole or not at all (``AtomicFile``); `durable` as there.
  public static func write(
    _ image: Image, to path: String, compression: Compression = .standard, durable: Bool = true
  ) throws {
    try AtomicFile.write(try encode(image, compression: compression), to: path, durable: durable)
  }

  /// The largest PNG file read: room for the largest picture (``PixelLimits/maxPixels``, 64
  /// Mpx of 8-bit RGBA, 256 MB) stored with no compression at all, and its chunks. Anything
  /// larger is refused before it is read.
  public static let maximumFileSize = 320 << 20

  /// Reads and decodes the PNG file at `path`, refusing one over ``maximumFileSize`` before
  /// reading it; every error names the file.
  public static func read(contentsOf path: String) throws -> Image {
    do {
      return try decode(
        BoundedFile.read(path, atMost: maximumFileSize, what: "a PNG file"))
    } catch let error as RasterError {
      throw RasterError.inFile(path: path, error)
    }
  }

  private static func message(of png: png_image) -> String {
    let text = withUnsafeBytes(of: png.message, text(of:))
    return text.isEmpty ? "libpng reported an error without a message" : text
  }

  /// The text of a NUL-terminated message buffer (`CPNGCodec`'s, or the simplified API's
  /// `png_image.message`), read as bytes so a signed `CChar` is never converted.
  private static func text(of buffer: UnsafeRawBufferPointer) -> String {
    String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
  }
}
