import Foundation
import Testing

@testable import Raster

@Suite struct PNGTests {
  @Test func premultiplicationRoundTripsForEveryValue() {
    for a in 0...255 {
      for p in 0...a {
        let c = unpremultiply(UInt8(p), alpha: UInt8(a))
        #expect(premultiply(c, alpha: UInt8(a)) == UInt8(a == 0 ? 0 : p))
      }
    }
  }

  @Test(.needsFonts) func encodeThenDecodeIsBitExact() throws {
    let image = try sampleCard(scale: 1)
    let translucent = try coverageImage(width: 64, height: 64) {
      $0.fill(
        .circle(center: Point(x: 32, y: 32), radius: 30),
        with: RGBA(red: 200, green: 30, blue: 90, alpha: 77))
    }
    for source in [image, translucent] {
      for compression in [PNG.Compression.standard, .libpngDefaults] {
        let bytes = try PNG.encode(source, compression: compression)
        let decoded = try PNG.decode(bytes)
        #expect(decoded == source)
        // The direct reader (our own files) and libpng's simplified API agree.
        let simplified = try bytes.withUnsafeBufferPointer { try PNG.decodeAnyFormat($0) }
        let agree = simplified == decoded
        #expect(agree)
      }
    }
  }

  @Test func decodedImageSurvivesAnotherRoundTrip() throws {
    // Every straight colour at several alphas: decode → encode → decode must be exact.
    var straight: [UInt8] = []
    for a in [0, 1, 2, 77, 128, 254, 255] {
      for c in 0...255 { straight += [UInt8(c), UInt8(255 - c), UInt8(c / 2), UInt8(a)] }
    }
    let file = try PNG.encode(Image(width: 256, height: 7, premultipliedPixels: straight))
    // `straight` was stored as if premultiplied; decode it as a real PNG of straight pixels.
    let decoded = try PNG.decode(try pngOfStraightPixels(straight, width: 256, height: 7))
    #expect(try PNG.decode(PNG.encode(decoded)) == decoded)
    #expect(!file.isEmpty)
  }

  @Test(.needsFonts) func opaquePicturesAreWrittenAsRGBAndTranslucentOnesAsRGBA() throws {
    let opaque = try PNG.encode(sampleCard(scale: 1))
    let translucent = try PNG.encode(
      coverageImage(width: 8, height: 8) {
        $0.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 8)), with: .white)
      })
    // IHDR's colour type: 2 is RGB, 6 is RGBA.
    #expect(opaque[25] == 2)
    #expect(translucent[25] == 6)
    // One translucent pixel anywhere makes it RGBA: last of an odd count, or deep in a row.
    for (width, height, index) in [(3, 3, 8), (3, 3, 0), (700, 3, 1000)] {
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      pixels[index * 4 + 3] = 254
      pixels[index * 4] = 254
      let file = try PNG.encode(Image(width: width, height: height, premultipliedPixels: pixels))
      #expect(file[25] == 6, "\(width)×\(height), pixel \(index)")
    }
  }

  @Test func formatsTheDirectReaderDeclinesStillDecode() throws {
    // 8-bit grey, 2×1: black and white, read through the simplified API.
    let grey = pngFile(
      width: 2, height: 1, colorType: 0, idat: zlibStored([0, 0x00, 0xFF]))
    #expect(try grey.withUnsafeBufferPointer { try PNG.decodeDirectly($0) } == nil)
    let image = try PNG.decode(grey)
    #expect(image.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
  }

  /// The encoder's corners, each read back exactly by libpng (through zlib, a decoder that
  /// shares nothing with it) and by the direct reader (through libdeflate). No file is larger
  /// than its rows stored uncompressed, plus a few bytes a block and the chunks around them.
  @Test(arguments: EncoderSample.all) func everyStreamInflatesExactly(_ sample: EncoderSample)
    throws
  {
    let image = try sample.image()
    let bytes = try PNG.encode(image)
    let rows = sample.height * (1 + sample.width * (sample.opaque ? 3 : 4))
    #expect(bytes.count <= rows + rows / 2048 + 134)
    #expect(try bytes.withUnsafeBufferPointer { try PNG.decodeAnyFormat($0) } == image)
    #expect(try bytes.withUnsafeBufferPointer { try PNG.decodeDirectly($0) } == image)
  }

  /// Files from other writers: each of PNG's five row filters (the first row's with zeros
  /// above it), RGB and RGBA, the stream split over several IDATs. The direct reader takes them
  /// and reads what libpng reads.
  @Test(arguments: [(2, 3), (6, 4)]) func theDirectReaderUndoesEveryFilter(
    colorType: UInt8, channels: Int
  ) throws {
    let (width, height) = (7, 10)
    var straight = EncoderSample.noise(count: width * height * channels, seed: 7)
    for i in stride(from: 0, to: straight.count / 2, by: 5) { straight[i] = 200 }
    var raw: [UInt8] = []
    for y in 0..<height {
      let filter = UInt8(y % 5)
      raw.append(filter)
      raw += filtered(straight, row: y, width: width, channels: channels, filter: filter)
    }
    let stream = zlibStored(raw)
    let third = stream.count / 3
    let file = pngFile(
      width: width, height: height, colorType: colorType,
      idats: [
        Array(stream[..<third]), Array(stream[third..<(2 * third)]),
        Array(stream[(2 * third)...]),
      ])
    let direct = try file.withUnsafeBufferPointer { try PNG.decodeDirectly($0) }
    #expect(direct != nil)
    #expect(direct == (try file.withUnsafeBufferPointer { try PNG.decodeAnyFormat($0) }))
  }

  /// Each block is written the cheapest way: noise stored, one pixel with the fixed codes, flat
  /// bands with codes of their own. The first block's type is bits 1–2 of the stream's third
  /// byte; signature, IHDR and sRGB take 46 bytes, and the IDAT's data starts 8 bytes in.
  @Test func eachBlockTakesItsCheapestForm() throws {
    func firstBlockType(_ sample: EncoderSample) throws -> UInt8 {
      try PNG.encode(sample.image())[46 + 8 + 2] >> 1 & 3
    }
    #expect(try firstBlockType(EncoderSample.all[3]) == 0)
    #expect(try firstBlockType(EncoderSample.all[0]) == 1)
    #expect(try firstBlockType(EncoderSample.all[4]) == 2)
  }

  /// The same picture gives the same bytes, whatever was encoded before it on the thread (the
  /// encoder's hash table is reset for each picture).
  @Test func encodingIsDeterministic() throws {
    let first = try PNG.encode(EncoderSample.all[2].image())
    _ = try PNG.encode(EncoderSample.all[4].image())
    #expect(try PNG.encode(EncoderSample.all[2].image()) == first)
  }

  /// An untagged 16-bit file is sRGB, as an untagged 8-bit one is: a 16-bit sample v·257
  /// reads as v, so the picture diffs equal to its 8-bit sample, whatever the channels.
  /// (libpng alone takes untagged 16-bit data as linear light: grey 32 would read as 99.)
  @Test(arguments: [(0, 1), (2, 3), (4, 2), (6, 4)] as [(UInt8, Int)])
  func anUntaggedSixteenBitFileDiffsEqualToItsEightBitSample(colorType: UInt8, channels: Int)
    throws
  {
    // Every 8-bit value in each channel, and alphas from opaque to clear.
    let samples = (0..<256).flatMap { v in
      (0..<channels).map { channel in UInt8((v + 85 * channel) % 256) }
    }
    let eight = try PNG.decode(
      pngFile(width: 256, height: 1, colorType: colorType, idat: zlibStored([0] + samples)))
    let wide = samples.flatMap { [$0, $0] }  // v·257, big-endian
    let directory = NSTemporaryDirectory() + "raster-16bit-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = "\(directory)/sixteen.png"
    try Data(
      pngFile(
        width: 256, height: 1, colorType: colorType, bitDepth: 16, idat: zlibStored([0] + wide))
    ).write(to: URL(fileURLWithPath: path))
    let sixteen = try PNG.read(contentsOf: path)
    #expect(sixteen == eight)
    let exact = DiffOptions(threshold: 0, detectsAntialiasing: false)
    guard case .compared(let difference) = ImageDiff.compare(eight, sixteen, options: exact) else {
      Issue.record("the two pictures differ in size")
      return
    }
    #expect(difference.differingPixelCount == 0)
  }

  /// A file tagged with another gamma is converted to sRGB: linear grey 32/255 (gAMA 1.0)
  /// is sRGB 99, where the same samples untagged read as 32.
  @Test func aFileTaggedAsLinearIsConvertedToSRGB() throws {
    let grey: [UInt8] = [0, 32, 32]  // one 16-bit sample, 32·257
    let linear = try PNG.decode(
      pngFile(
        width: 1, height: 1, colorType: 0, bitDepth: 16, idat: zlibStored(grey),
        before: chunk("gAMA", bigEndian(100_000))))
    let untagged = try PNG.decode(
      pngFile(width: 1, height: 1, colorType: 0, bitDepth: 16, idat: zlibStored(grey)))
    #expect(linear.pixels == [99, 99, 99, 255])
    #expect(untagged.pixels == [32, 32, 32, 255])
  }

  /// Every error `PNG.read` throws names the file, whichever step failed.
  @Test func anUnreadableFileIsNamedInTheError() throws {
    let directory = NSTemporaryDirectory() + "raster-bad-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let bad = "\(directory)/bad.png"
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: bad))
    let notPNG = #expect(throws: RasterError.self) { try PNG.read(contentsOf: bad) }
    #expect(notPNG?.description == "\(bad): PNG could not be decoded: Not a PNG file")
    let missing = #expect(throws: RasterError.self) {
      try PNG.read(contentsOf: "\(directory)/missing.png")
    }
    #expect(
      missing?.description
        == "\(directory)/missing.png: no such file")
    let folder = #expect(throws: RasterError.self) { try PNG.read(contentsOf: directory) }
    #expect(
      folder?.description
        == "\(directory): the file cannot be read: it is not a regular file")
  }

  @Test(.needsFonts) func emptyGarbageTruncatedAndCorruptDataAreErrors() throws {
    let valid = try PNG.encode(sampleCard(scale: 1))
    var corrupt = valid
    for i in stride(from: 100, to: 400, by: 7) { corrupt[i] ^= 0x5A }
    // A damaged file is left to libpng, which names the damage.
    #expect(try corrupt.withUnsafeBufferPointer { try PNG.decodeDirectly($0) } == nil)
    let inputs: [[UInt8]] = [
      [], Array("not a png at all".utf8), Array(valid.prefix(valid.count / 2)),
      Array(valid.prefix(40)), corrupt, Array(valid.prefix(8)),
    ]
    for bytes in inputs {
      #expect(throws: RasterError.self) { try PNG.decode(bytes) }
      do {
        _ = try PNG.decode(bytes)
      } catch let error as RasterError {
        guard case .pngDecodingFailed(let message) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(!message.isEmpty)
      }
    }
  }

  @Test func oversizedHeaderIsRefusedBeforeDecoding() {
    let bytes = craftedPNG(width: 100_000, height: 1)
    #expect(throws: RasterError.invalidPixelSize(what: "PNG image", width: 100_000, height: 1)) {
      try PNG.decode(bytes)
    }
    let tooMany = craftedPNG(width: 16_000, height: 16_000)
    #expect(throws: RasterError.invalidPixelSize(what: "PNG image", width: 16_000, height: 16_000))
    {
      try PNG.decode(tooMany)
    }
  }

  @Test(.needsFonts) func writeReplacesTheFileAtomically() throws {
    let path = "/tmp/raster-tests-\(UInt32.random(in: 0...UInt32.max)).png"
    let image = try sampleCard(scale: 1)
    try PNG.write(image, to: path)
    try PNG.write(image, to: path)
    #expect(try PNG.read(contentsOf: path) == image)
    #expect(
      throws: FileWriteError(
        path: "/nonexistent/dir/x.png", reason: "No such file or directory")
    ) { try PNG.write(image, to: "/nonexistent/dir/x.png") }
  }

  /// A PNG of straight RGBA8 pixels, written with a stored (uncompressed) zlib stream.
  private func pngOfStraightPixels(_ pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)
      raw += pixels[(y * width * 4)..<((y + 1) * width * 4)]
    }
    return pngFile(width: width, height: height, idat: zlibStored(raw))
  }

  /// A zlib stream of stored (uncompressed) blocks.
  private func zlibStored(_ raw: [UInt8]) -> [UInt8] {
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    while offset < raw.count {
      let n = min(65535, raw.count - offset)
      let last: UInt8 = offset + n == raw.count ? 1 : 0
      zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      zlib += raw[offset..<(offset + n)]
      offset += n
    }
    return zlib + bigEndian(adler32(raw))
  }

  private func craftedPNG(width: Int, height: Int) -> [UInt8] {
    pngFile(width: width, height: height, idat: [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF])
  }

  /// A PNG file of one `IDAT`, with the chunks `before` (a gAMA, say) ahead of it.
  private func pngFile(
    width: Int, height: Int, colorType: UInt8 = 6, bitDepth: UInt8 = 8, idat: [UInt8],
    before: [UInt8] = []
  ) -> [UInt8] {
    pngFile(
      width: width, height: height, colorType: colorType, bitDepth: bitDepth, idats: [idat],
      before: before)
  }

  /// A PNG file whose image data is split over the `IDAT` chunks `idats`.
  private func pngFile(
    width: Int, height: Int, colorType: UInt8, bitDepth: UInt8 = 8, idats: [[UInt8]],
    before: [UInt8] = []
  ) -> [UInt8] {
    let header =
      bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + before
      + idats.flatMap { chunk("IDAT", $0) } + chunk("IEND", [])
  }

  /// Row `row` of `pixels` under PNG filter `filter` (0 none, 1 sub, 2 up, 3 average, 4
  /// Paeth), as RFC 2083 §6 defines them, the row above the first being zeros.
  private func filtered(
    _ pixels: [UInt8], row: Int, width: Int, channels: Int, filter: UInt8
  ) -> [UInt8] {
    let stride = width * channels
    func byte(_ y: Int, _ i: Int) -> Int { y < 0 || i < 0 ? 0 : Int(pixels[y * stride + i]) }
    return (0..<stride).map { i in
      let (left, up, corner) = (
        byte(row, i - channels), byte(row - 1, i), byte(row - 1, i - channels)
      )
      let predictor: Int
      switch filter {
      case 1: predictor = left
      case 2: predictor = up
      case 3: predictor = (left + up) / 2
      case 4:
        let p = left + up - corner
        let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - corner))
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
      default: predictor = 0
      }
      return UInt8(truncatingIfNeeded: byte(row, i) - predictor)
    }
  }

  private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  private func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}

/// A picture for the encoder, named for what it exercises.
struct EncoderSample: CustomTestStringConvertible, Sendable {
  let testDescription: String
  let width: Int
  let height: Int
  let opaque: Bool
  /// Straight RGBA bytes of the picture.
  let straight: @Sendable (Int, Int) -> [UInt8]

  func image() throws -> Image {
    var pixels = straight(width, height)
    for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
      if opaque { pixels[i + 3] = 255 }
      for c in 0..<3 { pixels[i + c] = premultiply(pixels[i + c], alpha: pixels[i + 3]) }
    }
    return try Image(width: width, height: height, premultipliedPixels: pixels)
  }

  /// Bytes from a fixed linear congruential sequence: the same noise every run.
  static func noise(count: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  /// Flat bands with a few noisy pixels, as a card's edges and text are in flat colour.
  static func bands(_ width: Int, _ height: Int) -> [UInt8] {
    let speckles = noise(count: width * height, seed: 3)
    return (0..<(width * height)).flatMap { i -> [UInt8] in
      let band = UInt8((i / width) / 3 % 4 * 60)
      return speckles[i] < 8 ? [speckles[i], 9, band, 200] : [band, 250 - band, 17, 255]
    }
  }

  static let all = [
    EncoderSample(testDescription: "1×1, opaque", width: 1, height: 1, opaque: true) { _, _ in
      [10, 20, 30, 255]
    },
    EncoderSample(testDescription: "1×1, translucent", width: 1, height: 1, opaque: false) {
      _, _ in [10, 20, 30, 40]
    },
    EncoderSample(testDescription: "7×5 noise, RGB", width: 7, height: 5, opaque: true) {
      noise(count: $0 * $1 * 4, seed: 1)
    },
    EncoderSample(
      testDescription: "300×200 noise: stored blocks, several blocks", width: 300, height: 200,
      opaque: true
    ) { noise(count: $0 * $1 * 4, seed: 2) },
    EncoderSample(
      testDescription: "bands, translucent speckles", width: 333, height: 61, opaque: false,
      straight: bands),
    EncoderSample(
      testDescription: "rows beyond deflate's 32 KiB window", width: 11_000, height: 4,
      opaque: true, straight: bands),
  ]
}
