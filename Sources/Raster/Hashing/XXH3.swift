import CXXHash

/// XXH3's 128-bit hash (xxHash, from Debian's `libxxhash-dev`): the fingerprints a golden
/// manifest keeps of each golden's bytes and of the pixels it decodes to, so a check can tell
/// "the same picture" without decoding the file. Not cryptographic: it guards against
/// accidents (a changed picture, a file replaced by hand), which is all a golden check needs,
/// and runs at memory speed.
public enum XXH3 {
  /// The hash of `bytes` under `seed`, as 32 lower-case hex digits, high half first.
  public static func hex128(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> String {
    let hash = cxxhash_xxh3_128(bytes.baseAddress, bytes.count, seed)
    return hex(hash.high64) + hex(hash.low64)
  }

  /// The hash of `bytes`, as ``hex128(_:seed:)``.
  public static func hex128(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { hex128($0) }
  }

  /// The runtime library's version ("0.8.1"), for golden manifests.
  public static var libraryVersion: String {
    let number = XXH_versionNumber()
    return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
  }

  /// 16 hex digits, leading zeros kept.
  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension Image {
  /// XXH3-128 of the premultiplied pixels, seeded with the size (width × 2³² + height) so
  /// pictures of one byte count but other shapes differ: what a golden manifest records of
  /// the picture a golden holds, and what a check compares with it.
  public var pixelDigest: String {
    pixels.withUnsafeBytes { XXH3.hex128($0, seed: UInt64(width) << 32 | UInt64(height)) }
  }
}
