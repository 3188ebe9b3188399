import CLibdeflate

/// Reading and writing PNG chunks (length, four-letter type, data, CRC-32), for formats built
/// from the chunks of ``PNG/encode(_:compression:)``'s output, such as ``APNG``.
enum PNGChunks {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk of a file in memory.
  struct Chunk {
    let type: String
    /// What the chunk carries, without its length, type or CRC.
    let data: ArraySlice<UInt8>
    /// The chunk as stored: length, type, data and CRC, to copy unchanged.
    let stored: ArraySlice<UInt8>
  }

  /// The chunks of a PNG this module encoded, in order. Only for our own encoder's output,
  /// which is well formed: anything after a truncated chunk is left out.
  static func chunks(of png: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = signature.count
    while offset + 12 <= png.count {
      let length = Int(bigEndian(png, at: offset))
      let end = offset + 12 + length
      guard end <= png.count else { break }
      chunks.append(
        Chunk(
          type: String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
          data: png[(offset + 8)..<(end - 4)], stored: png[offset..<end]))
      offset = end
    }
    return chunks
  }

  /// Why a file's chunk cannot be what its length says: a chunk other than `IDAT` that
  /// declares more bytes than the file holds after it, which libpng's reader would allocate
  /// whole before finding the file too short (a 44-byte file declaring a 2 GB `tEXt` cost
  /// 2 GB). `IDAT` data is inflated as it is read, so a short one is libpng's to name. Nil when
  /// every chunk up to `IEND` fits, or for data that is not a PNG.
  static func overlongChunk(in png: UnsafeBufferPointer<UInt8>) -> String? {
    // Data that is no PNG at all is libpng's to name.
    guard png.starts(with: signature) else { return nil }
    var offset = signature.count
    while offset + 8 <= png.count {
      let length = Int(png[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) })
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      // What follows the length and type: the data, then a 4-byte CRC.
      let rest = png.count - offset - 8
      if type == "IEND" { return nil }
      if length > rest - 4 && type != "IDAT" {
        return
          "its \(type.debugDescription) chunk at byte \(offset) declares \(length) bytes of "
          + "data, but only \(rest) bytes of the file follow"
      }
      offset += 12 + length
    }
    return nil
  }

  /// Appends a chunk of `type` whose data is `prefix` then `data` (APNG's `fdAT` is a sequence
  /// number then an `IDAT`'s data), with its length and CRC.
  static func append(
    _ type: String, _ data: ArraySlice<UInt8> = [], after prefix: [UInt8] = [],
    to output: inout [UInt8]
  ) {
    appendBigEndian(UInt32(prefix.count + data.count), to: &output)
    let start = output.count
    output += Array(type.utf8)
    output += prefix
    output += data
    appendBigEndian(crc32(output[start...]), to: &output)
  }

  static func appendBigEndian(_ value: UInt32, to output: inout [UInt8]) {
    output += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }

  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// The CRC-32 of ISO 3309 that PNG puts after every chunk's type and data, by libdeflate
  /// (with the processor's carry-less multiply where it has one).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
  }
}
