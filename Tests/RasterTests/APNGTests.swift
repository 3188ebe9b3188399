import Testing

@testable import Raster

@Suite struct APNGTests {
  static let sixtieth = APNG.FrameDuration(numerator: 1, denominator: 60)

  @Test func everyFrameComesBackBitForBit() throws {
    let frames = try film()
    let read = try APNGReader(try APNG.encode(frames))
    #expect(read.colorType == 2)  // RGB: every frame is opaque
    #expect(read.plays == 0)
    #expect(read.frames.count == frames.count)
    for (written, read) in zip(frames, read.frames) {
      #expect(read.image == written.image)
      #expect(read.duration == written.duration)
    }
  }

  @Test func laterFramesCarryOnlyWhatChanged() throws {
    let frames = try film()
    let read = try APNGReader(try APNG.encode(frames)).frames
    #expect(read[0].region == Region(x: 0, y: 0, width: 80, height: 48))
    // The dot moves 3 px right between frames 1 and 2; what changed is the box of both dots.
    let moved = read[2].region
    #expect(moved.y >= 16 && moved.y + moved.height <= 32)
    #expect(moved.width < 20 && moved.width * moved.height < 80 * 48 / 8)
    // Frame 3 repeats frame 2.
    #expect(read[3].region == .corner)
    // One pixel changed, so one pixel is carried.
    #expect(read[4].region == Region(x: 70, y: 5, width: 1, height: 1))
  }

  @Test func aPlainPNGReaderShowsTheFirstFrame() throws {
    let frames = try film()
    #expect(try PNG.decode(APNG.encode(frames)) == frames[0].image)
  }

  @Test func theSameFramesGiveTheSameBytes() throws {
    #expect(try APNG.encode(film()) == APNG.encode(film()))
  }

  /// Translucent films are RGBA from the start; a film whose first frame is opaque and a later
  /// one translucent starts as RGB and is written again as RGBA.
  @Test(arguments: [0, 2])
  func translucentFramesAreKeptExactly(translucentFrom first: Int) throws {
    var frames = try film()
    for index in first..<frames.count {
      frames[index] = APNG.Frame(
        try coverageImage(width: 80, height: 48) {
          $0.fill(.circle(center: Point(x: Double(10 + index), y: 20), radius: 9), with: .white)
        }, duration: Self.sixtieth)
    }
    let read = try APNGReader(try APNG.encode(frames))
    #expect(read.colorType == 6)
    #expect(read.frames.map(\.image) == frames.map(\.image))
  }

  @Test func badInputIsRefusedWithTheFieldAndItsRange() throws {
    let frames = try film()
    #expect(throws: APNGError.noFrames) { try APNG.encode([APNG.Frame]()) }
    let small = APNG.Frame(try coverageImage(width: 8, height: 8) { _ in }, duration: Self.sixtieth)
    #expect(
      throws: APNGError.frameSizeMismatch(
        index: 2, width: 8, height: 8, canvasWidth: 80, canvasHeight: 48)
    ) {
      try APNG.encode([frames[0], frames[1], small])
    }
    for (numerator, denominator) in [(0, 60), (1, 0), (65536, 1), (1, -60)] {
      let timed = APNG.Frame(
        frames[1].image,
        duration: APNG.FrameDuration(numerator: numerator, denominator: denominator))
      #expect(
        throws: APNGError.invalidFrameDuration(
          index: 1, numerator: numerator, denominator: denominator)
      ) {
        try APNG.encode([frames[0], timed])
      }
    }
    let tooMany = (0...APNG.maxFrameCount).lazy.map { _ in frames[0] }
    #expect(throws: APNGError.tooManyFrames(count: 4097)) { try APNG.encode(tooMany) }
    #expect(APNGError.tooManyFrames(count: 4097).description.contains("1–4096"))
    let duration = APNGError.invalidFrameDuration(index: 1, numerator: 0, denominator: 60)
    #expect(duration.description.contains("frame 1 duration 0/60 s"))
    #expect(duration.description.contains("1–65535"))
    #expect(APNGError.noFrames.description.contains("frame count 0"))
  }

  /// Five 80×48 frames on a light card: a dot, the dot moved, the same again, then one pixel
  /// changed; each shown for a different exact time.
  private func film() throws -> [APNG.Frame] {
    func frame(dotAt x: Double, mark: Bool = false, _ duration: APNG.FrameDuration) throws
      -> APNG.Frame
    {
      let canvas = try Canvas(pixelWidth: 80, pixelHeight: 48, scale: 1, background: .white)
      canvas.fill(
        .roundedRect(Rect(x: 4, y: 4, width: 72, height: 40), cornerRadius: 10),
        with: RGBA(red: 0xF2, green: 0xF2, blue: 0xF7))
      canvas.fill(
        .circle(center: Point(x: x, y: 24), radius: 6.5),
        with: .init(red: 0, green: 0x7A, blue: 0xFF))
      if mark { canvas.fill(.rect(Rect(x: 70, y: 5, width: 1, height: 1)), with: .black) }
      return APNG.Frame(canvas.image, duration: duration)
    }
    return [
      try frame(dotAt: 20, .init(numerator: 1, denominator: 2)),
      try frame(dotAt: 30.5, Self.sixtieth),
      try frame(dotAt: 33.5, Self.sixtieth),
      try frame(dotAt: 33.5, .init(numerator: 7, denominator: 240)),
      try frame(dotAt: 33.5, mark: true, .init(numerator: 65535, denominator: 65535)),
    ]
  }
}

/// An APNG reader that shares nothing with the writer: it walks the chunks, checks every CRC
/// (computed bit by bit from the definition), the sequence numbers and the frame count, and
/// composites each frame's region (dispose op none, blend op source) onto the canvas. Each
/// frame's data is inflated and unfiltered by libpng, handed over as a PNG of its own.
struct APNGReader {
  struct Frame {
    let image: Image
    let region: Region
    let duration: APNG.FrameDuration
  }

  private(set) var colorType: UInt8 = 0
  private(set) var plays: UInt32 = 0
  private(set) var frames: [Frame] = []

  private var header: [UInt8] = []
  private var declaredFrames = 0
  private var nextSequence: UInt32 = 0
  /// The frame whose data is being gathered: its control fields and its compressed bytes.
  private var pending: (region: Region, duration: APNG.FrameDuration, data: [UInt8])?
  private var canvas: Image?

  init(_ bytes: [UInt8]) throws {
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var offset = 8
    var types: [String] = []
    while offset < bytes.count {
      let length = Int(word(bytes, offset))
      let body = bytes[(offset + 4)..<(offset + 8 + length)]
      #expect(word(bytes, offset + 8 + length) == checksum(body), "CRC of chunk \(types.count)")
      let type = String(decoding: body.prefix(4), as: UTF8.self)
      types.append(type)
      try read(type, Array(body.dropFirst(4)))
      offset += 12 + length
    }
    try finishFrame()
    #expect(types.first == "IHDR" && types.last == "IEND")
    #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
    #expect(frames.count == declaredFrames)
  }

  private mutating func read(_ type: String, _ data: [UInt8]) throws {
    switch type {
    case "IHDR":
      header = data
      colorType = data[9]
    case "acTL":
      declaredFrames = Int(word(data, 0))
      plays = word(data, 4)
    case "fcTL":
      try finishFrame()
      expectSequenceNumber(data)
      let region = Region(
        x: Int(word(data, 12)), y: Int(word(data, 16)), width: Int(word(data, 4)),
        height: Int(word(data, 8)))
      let duration = APNG.FrameDuration(
        numerator: Int(data[20]) << 8 | Int(data[21]),
        denominator: Int(data[22]) << 8 | Int(data[23]))
      #expect(data[24] == 0 && data[25] == 0, "dispose op none, blend op source")
      pending = (region, duration, [])
    case "IDAT":
      #expect(frames.isEmpty, "IDAT belongs to the first frame only")
      pending?.data += data
    case "fdAT":
      #expect(!frames.isEmpty, "fdAT belongs to later frames only")
      expectSequenceNumber(data)
      pending?.data += data.dropFirst(4)
    default: break
    }
  }

  private mutating func expectSequenceNumber(_ data: [UInt8]) {
    #expect(word(data, 0) == nextSequence)
    nextSequence += 1
  }

  /// Decodes the gathered frame and draws it over what the frames before it left.
  private mutating func finishFrame() throws {
    guard let (region, duration, data) = pending else { return }
    pending = nil
    var regionHeader = header
    regionHeader.replaceSubrange(0..<8, with: bigEndian(region.width) + bigEndian(region.height))
    let png =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", regionHeader)
      + chunk("IDAT", data) + chunk("IEND", [])
    let pixels = try PNG.decode(png)
    var image = canvas ?? pixels
    #expect(region.x + region.width <= image.width && region.y + region.height <= image.height)
    for y in 0..<region.height {
      let target = ((region.y + y) * image.width + region.x) * 4
      image.pixels.replaceSubrange(
        target..<(target + region.width * 4),
        with: pixels.pixels[(y * region.width * 4)..<((y + 1) * region.width * 4)])
    }
    canvas = image
    frames.append(Frame(image: image, region: region, duration: duration))
  }

  private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count) + body + bigEndian(Int(checksum(body[...])))
  }

  private func bigEndian(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  private func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
  }

  /// CRC-32 (ISO 3309) one bit at a time, as its definition reads.
  private func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var register = UInt32.max
    for byte in bytes {
      for bit in 0..<8 {
        let feedback = (register ^ UInt32(byte >> bit)) & 1
        register = register >> 1 ^ feedback * 0xEDB8_8320
      }
    }
    return ~register
  }
}
