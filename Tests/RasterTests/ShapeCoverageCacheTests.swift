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

  @Test func aKeyIsKeptTheSecondTimeItIsPainted() {
    let cache = ShapeCoverageCache()
    var edges = EdgeList()
    edges.add(
      .roundedRect(Rect(x: 1, y: 2, width: 30, height: 10), cornerRadius: 4), transform: .scale(2))
    let key = ShapeKey(edges, rule: .nonZero, box: PixelBox(x0: 0, y0: 0, x1: 70, y1: 30))
    guard case .seenOnce = cache.lookup(key, pixels: 2100) else {
      Issue.record("a new key was not just noted")
      return
    }
    guard case .worthKeeping = cache.lookup(key, pixels: 2100) else {
      Issue.record("a key seen before was not worth keeping")
      return
    }
    cache.insert(CoverageRuns(), for: key)
    guard case .cached = cache.lookup(key, pixels: 2100) else {
      Issue.record("a kept key was not found")
      return
    }
    guard case .seenOnce = cache.lookup(key, pixels: ShapeCoverageCache.maxPixels + 1) else {
      Issue.record("a fill too big to keep was looked up")
      return
    }
  }

  /// A key is its edges, rule and box: the same fill twice is one key, hashed alike; a
  /// coordinate moved by the least a double can move, another rule or another box is another
  /// key, whose coverage would differ.
  @Test func aKeyIsItsEdgesRuleAndBox() {
    func key(_ x: Double, rule: FillRule = .nonZero, x1: Int = 70) -> ShapeKey {
      var edges = EdgeList()
      edges.add(
        .roundedRect(Rect(x: x, y: 2, width: 30, height: 10), cornerRadius: 4),
        transform: .scale(2))
      return ShapeKey(edges, rule: rule, box: PixelBox(x0: 0, y0: 0, x1: x1, y1: 30))
    }
    #expect(key(1) == key(1))
    #expect(key(1).hashValue == key(1).hashValue)
    #expect(key(1) != key(1.0.nextUp))
    #expect(key(1) != key(1, rule: .evenOdd))
    #expect(key(1) != key(1, x1: 71))
    #expect(Set([key(1), key(1), key(1.0.nextUp), key(1, x1: 71)]).count == 3)
  }
}
