/// One premultiplied RGBA8 pixel as the 32-bit word it is in memory, so runs are filled with
/// word stores and a blend works on all four channels at once.
struct PremultipliedPixel {
  let word: UInt32

  /// The pixel with these bytes (already premultiplied; opaque by default).
  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    let bytes = (red, green, blue, alpha)
    word = withUnsafeBytes(of: bytes) { $0.loadUnaligned(as: UInt32.self) }
  }

  /// Writes `count` copies from `start`, which must be 4-byte aligned (every pixel of an
  /// RGBA8 buffer is).
  func fill(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
    UnsafeMutableRawPointer(start).withMemoryRebound(to: UInt32.self, capacity: count) {
      $0.update(repeating: word, count: count)
    }
  }

  /// This (opaque) colour at alpha `a` (1...254) over `destination`: per channel
  /// round(c · a / 255) + round(d · (255 − a) / 255), each channel in a 16-bit lane of one
  /// 64-bit word. Every product is at most 255 · 255, so no lane overflows into the next and
  /// each rounding is exact; the result is the same bytes as channel by channel.
  @inline(__always)
  func blended(over destination: UInt32, alpha a: Int) -> UInt32 {
    let source = Self.divide255(Self.lanes(word) &* UInt64(a))
    let kept = Self.divide255(Self.lanes(destination) &* UInt64(255 - a))
    return Self.bytes(source &+ kept)
  }

  /// The premultiplied pixel `source`, faded to `fade`/255, over `destination`: per channel
  /// s = round(c · fade / 255), then s + round(d · (255 − a) / 255) with a the faded alpha. A
  /// premultiplied channel is at most its alpha, so no lane passes 255.
  @inline(__always)
  static func composite(_ source: UInt32, fadedTo fade: Int, over destination: UInt32) -> UInt32 {
    var faded = lanes(source)
    if fade != 255 { faded = divide255(faded &* UInt64(fade)) }
    let a = Int(truncatingIfNeeded: faded >> 48)
    if a == 0 { return destination }
    if a == 255 { return bytes(faded) }
    return bytes(faded &+ divide255(lanes(destination) &* UInt64(255 - a)))
  }

  /// The four bytes of `word`, one per 16-bit lane.
  @inline(__always)
  static func lanes(_ word: UInt32) -> UInt64 {
    var q = UInt64(word)
    q = (q | q << 16) & 0x0000_FFFF_0000_FFFF
    return (q | q << 8) & 0x00FF_00FF_00FF_00FF
  }

  /// The low byte of each 16-bit lane, packed back into a word.
  @inline(__always)
  static func bytes(_ lanes: UInt64) -> UInt32 {
    var q = lanes & 0x00FF_00FF_00FF_00FF
    q = (q | q >> 8) & 0x0000_FFFF_0000_FFFF
    return UInt32(truncatingIfNeeded: q | q >> 16)
  }

  /// round(x / 255) in every 16-bit lane for x ≤ 65025, as (t + t >> 8) >> 8 with t = x + 128,
  /// which equals (x + 127) / 255 over that whole range.
  @inline(__always)
  private static func divide255(_ x: UInt64) -> UInt64 {
    let t = x &+ 0x0080_0080_0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
  }
}
