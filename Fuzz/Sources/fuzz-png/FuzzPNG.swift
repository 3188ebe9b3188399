import Raster

/// Any bytes as a golden. A refusal must be a `RasterError`; a header over the canvas limits
/// must be refused before its pixels are allocated (libFuzzer's -malloc_limit_mb catches a
/// large allocation). A picture that decodes must survive encode → decode bit for bit with both
/// writers (ours, for goldens, and libpng's defaults, the bench's reference), as the golden
/// workflow assumes.
///
/// Chunk checksums are set right first, as libpng's own fuzzer ignores them: otherwise nearly
/// every mutation fails its CRC and never reaches the header, palette or pixel data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let image: Image
  do {
    image = try PNG.decode(
      withChunkChecksums(Array(UnsafeBufferPointer(start: bytes, count: count))))
  } catch is RasterError {
    return 0
  } catch {
    fatalError("refused with \(type(of: error)), not a RasterError: \(error)")
  }
  for compression in [PNG.Compression.standard, .libpngDefaults] {
    do {
      let again = try PNG.decode(PNG.encode(image, compression: compression))
      precondition(again == image, "encode (\(compression)) → decode changes a decoded picture")
    } catch {
      fatalError("a decoded picture does not encode (\(compression)) and decode again: \(error)")
    }
  }
  return 0
}

/// The file with each whole chunk's CRC-32 (over its type and data) recomputed.
private func withChunkChecksums(_ file: [UInt8]) -> [UInt8] {
  var bytes = file
  var offset = 8
  while offset + 12 <= bytes.count {
    let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    let end = offset + 8 + length
    guard end + 4 <= bytes.count else { break }
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes[(offset + 4)..<end] {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc = ~crc
    for k in 0..<4 { bytes[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    offset = end + 4
  }
  return bytes
}
