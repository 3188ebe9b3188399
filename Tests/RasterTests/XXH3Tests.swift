import Raster
import Testing

/// The digests golden manifests keep: XXH3-128 as xxHash specifies it, in 32 hex digits.
@Suite struct XXH3Tests {
  /// xxHash's published answers for "" and "abc", and a 1000-byte input, which takes the long
  /// loop the library picks per processor (AVX2 here, SSE2 elsewhere): every loop gives
  /// the specification's hash, so a manifest's digests hold on every machine.
  @Test func givesTheSpecifiedHashes() {
    #expect(XXH3.hex128([]) == "99aa06d3014798d86001c324468d497f")
    #expect(XXH3.hex128(Array("abc".utf8)) == "06b05ab6733a618578af5f94892f3950")
    let long = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    #expect(
      long.withUnsafeBytes { XXH3.hex128($0, seed: 2 << 32 | 3) }
        == "82a5834744bae390647aa086f901d156")
  }

  /// A picture's digest is seeded with its size: the same bytes in another shape differ, and
  /// one changed byte changes it.
  @Test func aPicturesDigestDependsOnItsShapeAndEveryByte() throws {
    let bytes = (0..<48).map { UInt8($0 * 5) }
    let wide = try Image(width: 4, height: 3, premultipliedPixels: bytes)
    let tall = try Image(width: 3, height: 4, premultipliedPixels: bytes)
    #expect(wide.pixelDigest != tall.pixelDigest)
    var changed = bytes
    changed[47] ^= 1
    #expect(
      try Image(width: 4, height: 3, premultipliedPixels: changed).pixelDigest != wide.pixelDigest)
    #expect(
      try Image(width: 4, height: 3, premultipliedPixels: bytes).pixelDigest == wide.pixelDigest)
  }
}
