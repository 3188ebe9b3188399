import Foundation

/// A finished picture: 8-bit sRGB, premultiplied alpha, rows top to bottom, RGBA byte order.
///
/// Premultiplied storage is what compositing needs and makes "is this pixel identical" a plain
/// byte comparison; conversion to straight alpha happens only at the PNG boundary, with the
/// rounding rule documented on ``PNG``.
public struct Image: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes, premultiplied RGBA.
  public internal(set) var pixels: [UInt8]

  /// Wraps premultiplied bytes, checking size limits and the byte count so an `Image` is always
  /// consistent.
  public init(width: Int, height: Int, premultipliedPixels: [UInt8]) throws {
    try PixelLimits.check(width: width, height: height, what: "image")
    guard premultipliedPixels.count == width * height * 4 else {
      throw RasterError.pixelCountMismatch(
        expected: width * height * 4, actual: premultipliedPixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = premultipliedPixels
  }

  /// For callers inside the module that have already checked the limits.
  init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// One `memcmp`: `Array`'s `==` compares element by element, 20 times slower on a card, and
  /// "identical?" is the question golden checks ask most.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return lhs.pixels.withUnsafeBytes { a in
      rhs.pixels.withUnsafeBytes { b in
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
      }
    }
  }

  /// The stored (premultiplied) bytes of one pixel.
  public func premultipliedPixel(x: Int, y: Int) -> (
    red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
  ) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of bounds")
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// One pixel as a straight-alpha colour, converted with the same rule as PNG encoding.
  public func pixel(x: Int, y: Int) -> RGBA {
    let p = premultipliedPixel(x: x, y: y)
    return RGBA(
      red: unpremultiply(p.red, alpha: p.alpha), green: unpremultiply(p.green, alpha: p.alpha),
      blue: unpremultiply(p.blue, alpha: p.alpha), alpha: p.alpha)
  }
}

/// `round(c * a / 255)`.
@inline(__always)
func premultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
  div255(Int(component) * Int(alpha))
}

/// `round(p * 255 / a)`, clamped; 0 for a transparent pixel. Being the nearest straight value,
/// it premultiplies back to `p` for every `p <= a` (|c·a/255 − p| ≤ a/510 < ½), which is what
/// makes decode → encode → decode bit-exact.
@inline(__always)
func unpremultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
  guard alpha != 0 else { return 0 }
  let a = Int(alpha)
  return UInt8(min(255, (Int(component) * 255 + a / 2) / a))
}
