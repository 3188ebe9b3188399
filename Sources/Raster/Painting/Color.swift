/// An 8-bit sRGB colour with straight (not premultiplied) alpha: the form designers and tokens
/// use. Premultiplication happens inside the canvas, where compositing needs it.
public struct RGBA: Hashable, Sendable, Codable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Tokens are written as `rgba(120,120,128,.16)`; the fraction is rounded to the nearest 8-bit
  /// step so that the same token always gives the same byte.
  public init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double) {
    self.init(red: red, green: green, blue: blue, alpha: RGBA.byte(fromUnit: opacity))
  }

  /// The same colour with its alpha multiplied by `opacity` (clamped to 0...1).
  public func withOpacity(_ opacity: Double) -> RGBA {
    let scaled = RGBA.byte(fromUnit: opacity)
    return RGBA(red: red, green: green, blue: blue, alpha: div255(Int(alpha) * Int(scaled)))
  }

  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  public static let white = RGBA(red: 255, green: 255, blue: 255)

  /// Maps 0...1 to 0...255 with round-half-up; NaN becomes 0 so bad input cannot trap.
  static func byte(fromUnit value: Double) -> UInt8 {
    guard value > 0 else { return 0 }
    guard value < 1 else { return 255 }
    return UInt8(value * 255 + 0.5)
  }
}

/// Rounds `value / 255` to the nearest integer for 0...65025; exact because 255 is odd, so no
/// quotient ever lands on a half.
@inline(__always)
func div255(_ value: Int) -> UInt8 {
  UInt8(truncatingIfNeeded: (value + 127) / 255)
}
