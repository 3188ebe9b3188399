import Foundation
import Testing

@testable import Raster

/// A file cannot make the reader allocate more than its size allows: a chunk that declares
/// more bytes than the file holds is refused before libpng buffers it, and a file over the
/// size limit is refused, naming the limit, before a byte of it is read.
@Suite struct FileLimitTests {
  private static func chunk(_ type: String, _ data: [UInt8], declaring length: Int? = nil)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    PNGChunks.appendBigEndian(UInt32(length ?? data.count), to: &bytes)
    let start = bytes.count
    bytes += Array(type.utf8) + data
    PNGChunks.appendBigEndian(PNGChunks.crc32(bytes[start...]), to: &bytes)
    return bytes
  }

  /// A 1×1 grey header, which CPNGCodec leaves to libpng.
  private static let greyHeader =
    PNGChunks.signature + chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])

  /// The 44-byte file: a text chunk that says it holds 2³¹ − 1 bytes, then three.
  @Test(arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "eXIf", "abCd"])
  func aChunkLongerThanTheFileIsRefusedBeforeLibpngReadsIt(type: String) {
    let bytes = Self.greyHeader + [0x7F, 0xFF, 0xFF, 0xFF] + Array(type.utf8) + Array("abc".utf8)
    let error = #expect(throws: RasterError.self) { try PNG.decode(bytes) }
    #expect(
      error?.description
        == "PNG could not be decoded: its \"\(type)\" chunk at byte 33 declares 2147483647 bytes "
        + "of data, but only 3 bytes of the file follow")
  }

  /// A whole file decodes as before; a short `IDAT` is still libpng's to name.
  @Test func wholeChunksStillDecodeAndAShortIDATIsLibpngs() throws {
    // A filter byte and one grey pixel, 128, as a zlib stream of one stored block.
    let compressed: [UInt8] = [
      0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x80, 0x00, 0x82, 0x00, 0x81,
    ]
    let whole =
      Self.greyHeader + Self.chunk("tEXt", Array("a\0b".utf8)) + Self.chunk("IDAT", compressed)
      + Self.chunk("IEND", [])
    let image = try PNG.decode(whole)
    #expect(image.width == 1 && image.pixel(x: 0, y: 0).red == 128)
    let short = Self.greyHeader + Self.chunk("IDAT", compressed, declaring: 1000)
    let error = #expect(throws: RasterError.self) { try PNG.decode(short) }
    #expect(error?.description.contains("declares") == false)
  }

  private func temporaryFile(_ name: String) throws -> String {
    let directory = NSTemporaryDirectory() + "raster-limits-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return "\(directory)/\(name)"
  }

  /// A sparse file one byte over the limit (it takes no disk): refused by its size, naming
  /// the limit, and never read.
  @Test func aPNGFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    let path = try temporaryFile("huge.png")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    #expect(truncate(path, off_t(PNG.maximumFileSize + 1)) == 0)
    let error = #expect(throws: RasterError.self) { try PNG.read(contentsOf: path) }
    #expect(
      error?.description
        == "\(path): the file is \(PNG.maximumFileSize + 1) bytes; a PNG file may be at most "
        + "320 MB (\(PNG.maximumFileSize) bytes)")
  }

  /// 20 GB gets the same refusal, not "no permission".
  @Test func aTwentyGigabyteFileIsRefusedBySize() throws {
    let path = try temporaryFile("twenty.png")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    #expect(truncate(path, off_t(20) << 30) == 0)
    let error = #expect(throws: RasterError.self) { try PNG.read(contentsOf: path) }
    #expect(
      error?.description.contains("the file is 21474836480 bytes; a PNG file may be at most")
        == true)
  }

  /// A FIFO in a PNG's place is refused at once, not waited on.
  @Test func aFIFOIsNotARegularFile() throws {
    let path = try temporaryFile("fifo.png")
    #expect(mkfifo(path, 0o644) == 0)
    let error = #expect(throws: RasterError.self) { try PNG.read(contentsOf: path) }
    #expect(error?.description == "\(path): the file cannot be read: it is not a regular file")
  }

  @Test func aFileAtTheLimitIsRead() throws {
    let path = try temporaryFile("small.bin")
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
    #expect(try BoundedFile.read(path, atMost: 3, what: "a test file") == [1, 2, 3])
    let error = #expect(throws: RasterError.self) {
      try BoundedFile.read(path, atMost: 2, what: "a test file")
    }
    #expect(error?.description == "the file is 3 bytes; a test file may be at most 2 bytes")
  }
}
