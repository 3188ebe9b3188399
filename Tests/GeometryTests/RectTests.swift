import Geometry
import Testing

@Suite struct RectTests {
  /// 10 pt from the left, 20 pt down, 40 × 30.
  let card = Rect(x: 10, y: 20, width: 40, height: 30)

  @Test func edgesAndCentreComeFromOriginAndSize() {
    #expect((card.minX, card.midX, card.maxX) == (10, 30, 50))
    #expect((card.minY, card.midY, card.maxY) == (20, 35, 50))
    #expect((card.width, card.height) == (40, 30))
    #expect(card.center == Point(x: 30, y: 35))
    #expect(card == Rect(origin: Point(x: 10, y: 20), size: Size(width: 40, height: 30)))
  }

  @Test func onlyARectangleWithAreaIsNotEmpty() {
    #expect(!card.isEmpty)
    #expect(Rect(x: 5, y: 5, width: 0, height: 30).isEmpty)
    #expect(Rect(x: 5, y: 5, width: 40, height: 0).isEmpty)
    #expect(Rect(x: 5, y: 5, width: -1, height: 30).isEmpty)
    #expect(Rect(x: 5, y: 5, width: .nan, height: 30).isEmpty)
  }

  @Test func containsWhatLiesInsideEdgesIncluded() {
    #expect(card.contains(card))
    #expect(card.contains(Rect(x: 10, y: 20, width: 1, height: 1)))
    #expect(card.contains(Rect(x: 49, y: 49, width: 1, height: 1)))
    #expect(!card.contains(Rect(x: 49, y: 49, width: 2, height: 1)))
    #expect(!card.contains(Rect(x: 9.5, y: 30, width: 1, height: 1)))
  }

  @Test func insetShrinksOrGrowsEachSide() {
    #expect(card.insetBy(dx: 2, dy: 5) == Rect(x: 12, y: 25, width: 36, height: 20))
    #expect(card.insetBy(dx: -1.5, dy: 0) == Rect(x: 8.5, y: 20, width: 43, height: 30))
  }

  /// An inset past half the extent leaves no width rather than a negative one, at the centre.
  @Test func insetClampsAtZeroAboutTheCentre() {
    #expect(card.insetBy(dx: 25, dy: 0) == Rect(x: 30, y: 20, width: 0, height: 30))
    #expect(card.insetBy(dx: 0, dy: 100) == Rect(x: 10, y: 35, width: 40, height: 0))
  }

  @Test func unionHoldsBoth() {
    let apart = Rect(x: 60, y: 0, width: 5, height: 10)
    let expected = Rect(x: 10, y: 0, width: 55, height: 50)
    #expect(card.union(apart) == expected)
    #expect(apart.union(card) == expected)
    #expect(card.union(Rect(x: 20, y: 30, width: 1, height: 1)) == card)
  }

  @Test func unionOfManyIsNilForNone() {
    #expect(Rect.union(of: []) == nil)
    #expect(Rect.union(of: [card]) == card)
    let pieces = [
      Rect(x: 0, y: 4, width: 2, height: 2), Rect(x: 8, y: 1, width: 1, height: 1),
      Rect(x: 3, y: 9, width: 1, height: 1),
    ]
    #expect(Rect.union(of: pieces) == Rect(x: 0, y: 1, width: 9, height: 9))
  }

  @Test func interpolationRunsFromOneToTheOtherAndPast() {
    let target = Rect(x: 30, y: 40, width: 80, height: 10)
    #expect(card.interpolated(to: target, 0) == card)
    #expect(card.interpolated(to: target, 1) == target)
    #expect(card.interpolated(to: target, 0.5) == Rect(x: 20, y: 30, width: 60, height: 20))
    #expect(card.interpolated(to: target, 1.25) == Rect(x: 35, y: 45, width: 90, height: 5))
  }

  /// 0.1 + 0.2 is 0.30000000000000004: the same frame reached by two sums.
  @Test func closeIgnoresTheLastBitsOnly() {
    let summed = Rect(x: 0.1 + 0.2, y: 20, width: 40, height: 30)
    let exact = Rect(x: 0.3, y: 20, width: 40, height: 30)
    #expect(summed != exact)
    #expect(summed.isClose(to: exact))
    #expect(!exact.isClose(to: Rect(x: 0.3, y: 20, width: 40 + 1e-6, height: 30)))
    #expect(!exact.isClose(to: Rect(x: 0.3, y: 20.5, width: 40, height: 30)))
  }

  @Test func descriptionsNameTheNumbers() {
    #expect(card.description == "(10.0, 20.0, 40.0, 30.0)")
    #expect(Size(width: 393, height: 120.5).description == "393.0×120.5")
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Size.zero == Size(width: 0, height: 0))
  }
}
