import CDigest

/// SHA-256 (FIPS 180-4), for the font digests in golden manifests: Linux has no CryptoKit and
/// Foundation there has no hashing, and a dependency is not allowed. The padding is here, the
/// compression loop in C (`CDigest`), which a debug build runs fast enough to hash the fonts.
enum SHA256 {
  /// The digest of `message` read in place: its whole 64-byte blocks straight from it, then
  /// the last part with the padding in a block or two of its own, so a font file mapped from
  /// disk is hashed without a copy of it.
  static func digest(of message: UnsafeRawBufferPointer) -> [UInt8] {
    var h: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
      0x5be0_cd19,
    ]
    let whole = message.count / 64 * 64
    compress(UnsafeRawBufferPointer(rebasing: message[..<whole]), into: &h)
    var tail = [UInt8](message[whole...])
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    let bitLength = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBytes { compress($0, into: &h) }
    return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
  }

  /// Runs the compression function over `blocks`, a whole number of 64-byte blocks (in C:
  /// see Sources/CDigest/include/CDigest.h).
  private static func compress(_ blocks: UnsafeRawBufferPointer, into h: inout [UInt32]) {
    guard let base = blocks.baseAddress, !blocks.isEmpty else { return }
    cdigest_sha256_compress(&h, base.assumingMemoryBound(to: UInt8.self), blocks.count)
  }

  static func hexDigest(of message: [UInt8]) -> String {
    message.withUnsafeBytes(hexDigest(of:))
  }

  static func hexDigest(of message: UnsafeRawBufferPointer) -> String {
    let hex = Array("0123456789abcdef")
    return String(digest(of: message).flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] })
  }
}
