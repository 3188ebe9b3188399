import Testing

@testable import Raster

/// Fills painted again replay the coverage their sweep handed the compositor; none of that may
/// show in the pixels.
@Suite struct ShapeCoverageCacheTests {
  /// A ring and a rounded card over a gradient of stripes, translucent, so that every kind of
  /// run (constant, varying, over differing destinations) is composited. `offset` keeps each
  /// test's shapes its own in the shared cache.
  private func paint(offset: Double) throws -> Image {
    let canvas = try Canvas(pixelWidth: 240, pixelHeight: 120, scale: 3, background: .white)
    for stripe in 0..<8 {
      let rect = Rect(x: Double(stripe) * 10, y: 0, width: 5, height: 40)
      canvas.fill(.rect(rect), with: RGBA(red: UInt8(stripe * 30), green: 90, blue: 200))
    }
    let card = Rect(x: 3.37 + offset, y: 4.21, width: 61.5, height: 27.3)
    canvas.fill(
      .roundedRect(card, cornerRadius: 9.4), with: RGBA(red: 20, green: 160, blue: 90, alpha: 140))
    canvas.strokeInside(
      .roundedRect(card.insetBy(dx: 6, dy: 6), cornerRadius: 5), lineWidth: 1.3,
      with: RGBA(red: 250, green: 30, blue: 60, alpha: 200))
    return canvas.image
  }

  @Test func aFillSweptRecordedAndReplayedGivesTheSamePixelsEachTime() throws {
    let offset = 0.123_456
    let swept = try paint(offset: offset)
    let recorded = try paint(offset: offset)
    let replayed = try paint(offset: offset)
    // Compared as Booleans: a failing `#expect(a == b)` would print every pixel.
    let recordedSame = recorded == swept
    let replayedSame = replayed == swept
    #expect(recordedSame)
    #expect(replayedSame)
  }

  /// The lane's clip narrows the box a fill may paint in: the same shape under the clip and
  /// without it are two keys, and neither's coverage is replayed for the other.
  @Test func aFillUnderAClipIsNotReplayedWithoutIt() throws {
    let card = Shape.roundedRect(
      Rect(x: 5.731, y: 3.2, width: 50, height: 20), cornerRadius: 7)
    let color = RGBA(red: 200, green: 40, blue: 90, alpha: 180)
    func paint(clipped: Bool) throws -> Image {
      let canvas = try Canvas(pixelWidth: 200, pixelHeight: 90, scale: 3, background: .white)
      if clipped {
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 30, height: 30))) {
          canvas.fill(card, with: color)
        }
      } else {
        canvas.fill(card, with: color)
      }
      return canvas.image
    }
    let swept = try paint(clipped: false)
    let clipped = try (0..<3).map { _ in try paint(clipped: true) }
    let again = try (0..<3).map { _ in try paint(clipped: false) }
    let clippedDiffers = clipped.allSatisfy { $0 != swept }
    let clippedAlike = clipped.allSatisfy { $0 == clipped[0] }
    let againSame = again.allSatisfy { $0 == swept }
    #expect(clippedDiffers)
    #expect(clippedAlike)
    #expect(againSame)
  }

  @Test func aKeyIsKeptTheSecondTimeItIsPainted() {
    let cache = ShapeCoverageCache()
    let key = Self.key(1)
    #expect(cache.runs(for: key) == nil)
    #expect(!cache.isWorthKeeping(key, pixels: 2100), "a new key was not just noted")
    #expect(cache.isWorthKeeping(key, pixels: 2100), "a key seen before was not worth keeping")
    cache.insert(CoverageRuns.Recorder(box: PixelBox(x0: 0, y0: 0, x1: 70, y1: 30)).runs, for: key)
    #expect(cache.runs(for: key) != nil, "a kept key was not found")
    let big = Self.key(2)
    for _ in 0..<2 {
      #expect(
        !cache.isWorthKeeping(big, pixels: ShapeCoverageCache.maxPixels + 1),
        "a fill too big to keep was kept")
    }
  }

  /// A key is its paths, their transforms, its rule and the box it may paint in: the same fill
  /// twice is one key, hashed alike; a point moved by the least a double can move, another
  /// transform, another rule or another box is another key, whose coverage would differ.
  @Test func aKeyIsItsPathsTransformsRuleAndBox() {
    #expect(Self.key(1) == Self.key(1))
    #expect(Self.key(1).hashValue == Self.key(1).hashValue)
    #expect(Self.key(1) != Self.key(1.0.nextUp))
    #expect(Self.key(1) != Self.key(1, scale: 3))
    #expect(Self.key(1) != Self.key(1, rule: .evenOdd))
    #expect(Self.key(1) != Self.key(1, x1: 71))
    #expect(
      Set([Self.key(1), Self.key(1), Self.key(1.0.nextUp), Self.key(1, x1: 71)]).count == 3)
  }

  /// Each path's element count comes before its elements, so a rectangle and a second
  /// subpath are not read as one path of both.
  @Test func pathsAreKeptApartInAKey() {
    let first = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
    let second = Path.rect(Rect(x: 8, y: 0, width: 4, height: 4))
    var both = first
    both.append(second)
    let limit = PixelBox(x0: 0, y0: 0, x1: 40, y1: 20)
    let pieces = [first, second].map { TransformedPath(path: $0, transform: .scale(2)) }
    let joined = [TransformedPath(path: both, transform: .scale(2))]
    #expect(
      ShapeKey(pieces, rule: .nonZero, limit: limit)
        != ShapeKey(joined, rule: .nonZero, limit: limit))
  }

  private static func key(
    _ x: Double, scale: Double = 2, rule: FillRule = .nonZero, x1: Int = 70
  ) -> ShapeKey {
    let path = Path.roundedRect(Rect(x: x, y: 2, width: 30, height: 10), cornerRadius: 4)
    return ShapeKey(
      [TransformedPath(path: path, transform: .scale(scale))], rule: rule,
      limit: PixelBox(x0: 0, y0: 0, x1: x1, y1: 30))
  }
}
