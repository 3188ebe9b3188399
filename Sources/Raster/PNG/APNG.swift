import Foundation

/// Animated PNG (https://wiki.mozilla.org/APNG_Specification): a film that browsers (and
/// GitHub) play and that every plain PNG reader shows as its first frame.
///
/// The first frame is the default image (`IDAT`, with an `fcTL` before it); every later frame
/// is an `fcTL` and `fdAT` chunks carrying only the rectangle that changed since the frame
/// before (a 1×1 corner when nothing did), drawn over it with dispose op none and blend op
/// source, so a film costs about what its moving parts cost. Every frame and region is
/// compressed by ``PNG``'s own standard encoder (`PNG.encodeStandard`), whose `IDAT` data
/// becomes the frame's, so a film is compressed exactly like a still and a faster deflate in
/// that encoder speeds up both. The encoding is deterministic: the same frames give the same
/// bytes.
///
/// It encodes to bytes and writes no file: callers write them as they write stills, through
/// their own atomic writer. The canvas is the first frame's size, which ``Image`` keeps
/// within ``PixelLimits``. Films are RGB when every frame is opaque (every card is), as stills
/// are, else RGBA. They loop forever, as a film beside a golden in a README should.
public enum APNG {
  /// The most frames a film may have: more than the 2,401 of the longest film the motion work
  /// plans (10 s at 240 fps, both ends included), few enough that no input runs away.
  public static let maxFrameCount = 4096

  /// How long a frame stays on screen: numerator / denominator seconds, exactly (1/60 is one
  /// frame at 60 fps). Each term must be in ``allowedTerms``, the range of `fcTL`'s 16-bit
  /// fields without 0 (a zero delay means "as fast as possible", and a zero denominator
  /// means hundredths).
  public struct FrameDuration: Sendable, Hashable {
    public let numerator: Int
    public let denominator: Int

    public static let allowedTerms = 1...65535

    public init(numerator: Int, denominator: Int) {
      self.numerator = numerator
      self.denominator = denominator
    }
  }

  public struct Frame: Sendable {
    public let image: Image
    public let duration: FrameDuration

    public init(_ image: Image, duration: FrameDuration) {
      self.image = image
      self.duration = duration
    }
  }

  /// The APNG file of `frames`, all of the first frame's size. A lazy collection (frames
  /// painted on demand) is read once for an opaque film, and a second time only if a later
  /// frame turns out to be translucent after an opaque first one.
  public static func encode<Frames: Collection>(_ frames: Frames) throws -> [UInt8]
  where Frames.Element == Frame {
    guard let first = frames.first else { throw APNGError.noFrames }
    guard frames.count <= maxFrameCount else {
      throw APNGError.tooManyFrames(count: frames.count)
    }
    if PNG.isOpaque(first.image) {
      do {
        return try encode(frames, opaque: true)
      } catch is TranslucentFrame {}
    }
    return try encode(frames, opaque: false)
  }

  private static func encode<Frames: Collection>(_ frames: Frames, opaque: Bool) throws
    -> [UInt8]
  where Frames.Element == Frame {
    var film = Film(opaque: opaque, frameCount: frames.count)
    var previous: Image?
    for (index, frame) in frames.enumerated() {
      try check(frame, index: index, canvas: previous ?? frame.image)
      if let previous {
        try film.appendFrame(
          frame, region: Region(changedFrom: previous, to: frame.image) ?? .corner)
      } else {
        try film.appendFirstFrame(frame)
      }
      previous = frame.image
    }
    PNGChunks.append("IEND", to: &film.bytes)
    return film.bytes
  }

  private static func check(_ frame: Frame, index: Int, canvas: Image) throws {
    guard frame.image.width == canvas.width, frame.image.height == canvas.height else {
      throw APNGError.frameSizeMismatch(
        index: index, width: frame.image.width, height: frame.image.height,
        canvasWidth: canvas.width, canvasHeight: canvas.height)
    }
    let duration = frame.duration
    guard FrameDuration.allowedTerms.contains(duration.numerator),
      FrameDuration.allowedTerms.contains(duration.denominator)
    else {
      throw APNGError.invalidFrameDuration(
        index: index, numerator: duration.numerator, denominator: duration.denominator)
    }
  }
}

/// Thrown inside an RGB encoding when a region has alpha, to start again as RGBA.
private struct TranslucentFrame: Error {}

/// The file as it grows, frame by frame, and the sequence number its next `fcTL` or `fdAT`
/// takes (they share one sequence, from 0, without gaps).
private struct Film {
  let opaque: Bool
  let frameCount: Int
  var bytes = PNGChunks.signature
  var sequence: UInt32 = 0

  init(opaque: Bool, frameCount: Int) {
    self.opaque = opaque
    self.frameCount = frameCount
  }

  /// The first frame's PNG as it is (its `IHDR`, `sRGB` and `IDAT`s), with `acTL` and the
  /// first `fcTL` before its first `IDAT`, where the specification wants them.
  mutating func appendFirstFrame(_ frame: APNG.Frame) throws {
    let canvas = Region(x: 0, y: 0, width: frame.image.width, height: frame.image.height)
    var animationControl: [UInt8] = []
    PNGChunks.appendBigEndian(UInt32(frameCount), to: &animationControl)
    PNGChunks.appendBigEndian(0, to: &animationControl)  // plays: 0 is forever
    var announced = false
    for chunk in PNGChunks.chunks(of: try encode(frame.image)) where chunk.type != "IEND" {
      if chunk.type == "IDAT" && !announced {
        PNGChunks.append("acTL", animationControl[...], to: &bytes)
        appendFrameControl(canvas, frame.duration)
        announced = true
      }
      bytes += chunk.stored
    }
  }

  /// An `fcTL` for `region`, then the region's compressed pixels as `fdAT`s, one for each
  /// `IDAT` the encoder wrote.
  mutating func appendFrame(_ frame: APNG.Frame, region: Region) throws {
    let pixels = frame.image.cropped(to: region)
    if opaque && !PNG.isOpaque(pixels) { throw TranslucentFrame() }
    appendFrameControl(region, frame.duration)
    for chunk in PNGChunks.chunks(of: try encode(pixels)) where chunk.type == "IDAT" {
      var number: [UInt8] = []
      PNGChunks.appendBigEndian(nextSequenceNumber(), to: &number)
      PNGChunks.append("fdAT", chunk.data, after: number, to: &bytes)
    }
  }

  /// `fcTL`: sequence number, the region's size and offset, the delay as a fraction, dispose
  /// op none (0: the frame stays for the next to draw over), blend op source (0: it replaces
  /// what was there, alpha included).
  private mutating func appendFrameControl(_ region: Region, _ duration: APNG.FrameDuration) {
    var control: [UInt8] = []
    for field in [nextSequenceNumber(), UInt32(region.width), UInt32(region.height)] {
      PNGChunks.appendBigEndian(field, to: &control)
    }
    PNGChunks.appendBigEndian(UInt32(region.x), to: &control)
    PNGChunks.appendBigEndian(UInt32(region.y), to: &control)
    for term in [duration.numerator, duration.denominator] {
      control += [UInt8(term >> 8), UInt8(term & 0xFF)]
    }
    control += [0, 0]
    PNGChunks.append("fcTL", control[...], to: &bytes)
  }

  private mutating func nextSequenceNumber() -> UInt32 {
    defer { sequence += 1 }
    return sequence
  }

  /// Straight alpha, through the encoder stills use; RGB when the film is.
  private func encode(_ image: Image) throws -> [UInt8] {
    try PNG.encodeStandard(PNG.straightPixels(image), image, opaque: opaque)
  }
}
