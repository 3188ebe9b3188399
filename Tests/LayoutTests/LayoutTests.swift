import Testing

@testable import Layout

/// Text stand-in: `count` glyphs 10 pt wide on 20 pt lines. Offered less than its natural width
/// it wraps by glyph, up to `lineLimit` lines, then truncates, like a text leaf would.
private struct FakeText: Measurable {
  var count: Int
  var lineLimit: Int = 1

  func size(fitting proposal: ProposedSize) -> Size {
    let natural = Double(count) * 10
    guard let width = proposal.width, width < natural else {
      return Size(width: natural, height: 20)
    }
    let perLine = Int(width / 10)
    guard perLine > 0 else { return Size(width: 0, height: 20) }
    let lines = min(lineLimit, (count + perLine - 1) / perLine)
    return Size(width: Double(perLine) * 10, height: Double(lines) * 20)
  }
}

private typealias TestNode = Node<String>

private func frames(_ node: TestNode, _ width: Double?, _ height: Double?) -> [String: Rect] {
  let result = node.layout(proposing: ProposedSize(width: width, height: height))
  return Dictionary(result.placements.map { ($0.payload, $0.frame) }) { first, _ in first }
}

private func text(_ count: Int, lines: Int = 1) -> TestNode {
  .content(FakeText(count: count, lineLimit: lines))
}

@Test func fillTakesTheOfferAndTenPointsWhenAskedForItsIdeal() {
  #expect(
    TestNode.fill.layout(proposing: ProposedSize(width: 70, height: 30)).size
      == Size(width: 70, height: 30))
  #expect(TestNode.fill.layout(proposing: .unspecified).size == Size(width: 10, height: 10))
}

@Test func paddingGrowsTheSizeAndInsetsTheChild() {
  let tree = text(5).tagged("text").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  let result = tree.layout(proposing: .unspecified)
  #expect(result.size == Size(width: 56, height: 24))
  #expect(frames(tree, nil, nil)["text"] == Rect(x: 2, y: 1, width: 50, height: 20))
}

@Test func spacerTakesWhatFixedChildrenLeaveWithSpacingBetween() {
  let tree = TestNode.hStack(
    spacing: 8,
    [
      TestNode.fill.frame(width: 50, height: 20).tagged("a"),
      TestNode.spacer().tagged("gap"),
      TestNode.fill.frame(width: 30, height: 40).tagged("b"),
    ])
  let placed = frames(tree, 200, 100)
  #expect(placed["a"] == Rect(x: 0, y: 10, width: 50, height: 20))
  #expect(placed["gap"] == Rect(x: 58, y: 20, width: 104, height: 0))
  #expect(placed["b"] == Rect(x: 170, y: 0, width: 30, height: 40))
  #expect(tree.layout(proposing: ProposedSize(width: 200, height: 100)).size.height == 40)
}

@Test func spacerKeepsItsMinimumLengthWhenSpaceRunsOut() {
  let tree = TestNode.hStack([text(30).tagged("text"), TestNode.spacer(12).tagged("gap")])
  // Offered 88 pt, the text uses the 80 its whole glyphs fill; the spacer gets the rest.
  let placed = frames(tree, 100, nil)
  #expect(placed["text"]?.width == 80)
  #expect(placed["gap"] == Rect(x: 80, y: 10, width: 20, height: 0))
}

@Test func leastFlexibleChildIsServedFirst() {
  // The text can use at most 40 pt; the fill any amount. Served first, the text takes its 40
  // and the fill gets the rest instead of half.
  let tree = TestNode.hStack([TestNode.fill.tagged("fill"), text(4).tagged("text")])
  let placed = frames(tree, 150, 20)
  #expect(placed["text"] == Rect(x: 110, y: 0, width: 40, height: 20))
  #expect(placed["fill"] == Rect(x: 0, y: 0, width: 110, height: 20))
}

@Test func equallyFlexibleChildrenShareEqually() {
  let tree = TestNode.hStack([text(20).tagged("a"), text(20).tagged("b")])
  let placed = frames(tree, 100, nil)
  #expect(placed["a"]?.width == 50)
  #expect(placed["b"] == Rect(x: 50, y: 0, width: 50, height: 20))
}

@Test func higherLayoutPriorityIsServedBeforeOthersButLeavesTheirMinimum() {
  let tree = TestNode.hStack([
    text(20).tagged("low"),
    text(20).layoutPriority(1).tagged("high"),
    TestNode.spacer(10),
  ])
  let placed = frames(tree, 150, nil)
  #expect(placed["high"]?.width == 140)
  #expect(placed["low"]?.width == 0)
}

@Test func vStackAlignsChildrenOnTheCrossAxis() {
  func tree(_ alignment: AxisAlignment) -> TestNode {
    .vStack(
      alignment: alignment, spacing: 4,
      [text(10).tagged("wide"), text(3).tagged("narrow")])
  }
  #expect(frames(tree(.leading), nil, nil)["narrow"] == Rect(x: 0, y: 24, width: 30, height: 20))
  #expect(frames(tree(.center), nil, nil)["narrow"] == Rect(x: 35, y: 24, width: 30, height: 20))
  #expect(frames(tree(.trailing), nil, nil)["narrow"] == Rect(x: 70, y: 24, width: 30, height: 20))
}

@Test func wrappedTextGrowsItsStack() {
  let tree = TestNode.vStack([text(25, lines: 6).tagged("field"), TestNode.fill.frame(height: 5)])
  let placed = frames(tree, 100, nil)
  #expect(placed["field"] == Rect(x: 0, y: 0, width: 100, height: 60))
  #expect(tree.layout(proposing: ProposedSize(width: 100, height: nil)).size.height == 65)
}

@Test func fixedFrameAlignsItsChild() {
  let tree = text(2).tagged("text").frame(width: 60, height: 44, alignment: .bottomTrailing)
  #expect(frames(tree, 10, 10)["text"] == Rect(x: 40, y: 24, width: 20, height: 20))
  #expect(
    tree.layout(proposing: ProposedSize(width: 10, height: 10)).size
      == Size(width: 60, height: 44))
}

@Test func minimumFrameLiftsASmallChildToATapTarget() {
  let tree = TestNode.fill.frame(width: 32, height: 32).tagged("glyph")
    .frame(minWidth: 44, minHeight: 44).tagged("target")
  let placed = frames(tree, 393, 852)
  #expect(placed["target"] == Rect(x: 0, y: 0, width: 44, height: 44))
  #expect(placed["glyph"] == Rect(x: 6, y: 6, width: 32, height: 32))
}

@Test func minimumFrameLeavesALargerChildAlone() {
  let tree = text(8).frame(minWidth: 44, minHeight: 44)
  #expect(tree.layout(proposing: .unspecified).size == Size(width: 80, height: 44))
}

@Test func infiniteMaximumFrameTakesTheOfferedWidth() {
  let tree = text(3).tagged("text").frame(maxWidth: .infinity, alignment: .leading)
  #expect(
    tree.layout(proposing: ProposedSize(width: 300, height: nil)).size
      == Size(width: 300, height: 20))
  #expect(frames(tree, 300, nil)["text"] == Rect(x: 0, y: 0, width: 30, height: 20))
  #expect(tree.layout(proposing: .unspecified).size == Size(width: 30, height: 20))
}

@Test func fixedSizeIgnoresASmallerOffer() {
  let tree = text(12).fixedSize()
  #expect(
    tree.layout(proposing: ProposedSize(width: 50, height: 10)).size
      == Size(width: 120, height: 20))
}

@Test func layersTakeTheContentsSizeAndPaintInOrder() {
  let tree = text(4).tagged("content")
    .background(TestNode.fill.tagged("background"))
    .overlay(TestNode.fill.frame(width: 10, height: 10).tagged("badge"), alignment: .topTrailing)
  let result = tree.layout(proposing: .unspecified, at: Point(x: 5, y: 7))
  #expect(result.placements.map(\.payload) == ["background", "content", "badge"])
  let placed = Dictionary(uniqueKeysWithValues: result.placements.map { ($0.payload, $0.frame) })
  #expect(placed["background"] == Rect(x: 5, y: 7, width: 40, height: 20))
  #expect(placed["badge"] == Rect(x: 35, y: 7, width: 10, height: 10))
}

@Test func nestedFramesAreInRootCoordinates() {
  let tree = TestNode.vStack([
    TestNode.fill.frame(height: 10),
    TestNode.hStack([TestNode.fill.frame(width: 7, height: 5), text(1).tagged("leaf")])
      .padding(3),
  ])
  #expect(frames(tree, nil, nil)["leaf"] == Rect(x: 10, y: 13, width: 10, height: 20))
}

/// Nested stacks ask each child for several sizes; the memo keeps measuring linear in depth.
@Test func nestedStacksMeasureEachTextAFewTimesOnly() {
  final class Counter: @unchecked Sendable { var count = 0 }
  struct Counting: Measurable {
    let counter: Counter
    func size(fitting proposal: ProposedSize) -> Size {
      counter.count += 1
      return FakeText(count: 10).size(fitting: proposal)
    }
  }
  let counter = Counter()
  var tree = TestNode.content(Counting(counter: counter))
  for _ in 0..<8 { tree = .hStack([tree, .spacer()]) }
  _ = tree.layout(proposing: ProposedSize(width: 100, height: 100))
  #expect(counter.count <= 6)
}

@Test func firstFittingChoosesTheFirstCandidateWhoseIdealWidthFits() {
  let tree = TestNode.firstFitting(
    along: .horizontal, [text(12).tagged("long"), text(6).tagged("short"), text(3).tagged("tiny")])
  #expect(frames(tree, 200, nil).keys.sorted() == ["long"])
  #expect(frames(tree, 100, nil).keys.sorted() == ["short"])
  #expect(frames(tree, 40, nil) == ["tiny": Rect(x: 0, y: 0, width: 30, height: 20)])
  #expect(frames(tree, 10, nil)["tiny"]?.width == 10)
}

/// Choosing the origin from the size (a menu above its anchor) measures the tree once and places
/// it exactly as `layout(proposing:at:)` does at that origin.
@Test func placingFromTheMeasuredSizeMatchesPlacingAtThatOrigin() {
  let tree = TestNode.hStack(
    spacing: 4, [text(3).tagged("text"), TestNode.fill.frame(width: 10, height: 8).tagged("box")])
  let proposal = ProposedSize(width: 100, height: nil)
  var received: [Size] = []
  let placed = tree.layout(proposing: proposal) { size in
    received.append(size)
    return Point(x: 60 - size.width, y: 30 - size.height)
  }
  #expect(received == [Size(width: 44, height: 20)])
  #expect(placed.size == Size(width: 44, height: 20))
  let expected = tree.layout(proposing: proposal, at: Point(x: 16, y: 10))
  #expect(placed.placements.map(\.payload) == expected.placements.map(\.payload))
  #expect(placed.placements.map(\.frame) == expected.placements.map(\.frame))
  #expect(
    placed.placements.map(\.frame) == [
      Rect(x: 16, y: 10, width: 30, height: 20), Rect(x: 50, y: 16, width: 10, height: 8),
    ])
}

// MARK: Layout direction

private func frames(_ node: TestNode, _ width: Double?, _ direction: LayoutDirection)
  -> [String: Rect]
{
  let result = node.layout(
    proposing: ProposedSize(width: width, height: nil), direction: direction)
  return Dictionary(result.placements.map { ($0.payload, $0.frame) }) { first, _ in first }
}

@Test func rightToLeftHStackPlacesItsFirstChildAtTheRight() {
  let tree = TestNode.hStack(
    spacing: 8,
    [
      TestNode.fill.frame(width: 50, height: 20).tagged("first"),
      TestNode.spacer().tagged("gap"),
      TestNode.fill.frame(width: 30, height: 20).tagged("last"),
    ])
  let placed = frames(tree, 200, .rightToLeft)
  #expect(placed["first"] == Rect(x: 150, y: 0, width: 50, height: 20))
  #expect(placed["gap"] == Rect(x: 38, y: 10, width: 104, height: 0))
  #expect(placed["last"] == Rect(x: 0, y: 0, width: 30, height: 20))
}

@Test func leadingAndTrailingAlignmentsResolveByDirection() {
  let leading = TestNode.fill.frame(width: 10, height: 10).tagged("box")
    .frame(maxWidth: .infinity, alignment: .leading)
  let trailing = TestNode.fill.frame(width: 10, height: 10).tagged("box")
    .frame(maxWidth: .infinity, alignment: .trailing)
  let centred = TestNode.fill.frame(width: 10, height: 10).tagged("box")
    .frame(maxWidth: .infinity)
  #expect(frames(leading, 100, .leftToRight)["box"]?.minX == 0)
  #expect(frames(leading, 100, .rightToLeft)["box"]?.minX == 90)
  #expect(frames(trailing, 100, .leftToRight)["box"]?.minX == 90)
  #expect(frames(trailing, 100, .rightToLeft)["box"]?.minX == 0)
  #expect(frames(centred, 100, .rightToLeft)["box"]?.minX == 45)
}

@Test func rightToLeftVStackAlignsLeadingEdgesOnTheRight() {
  let tree = TestNode.vStack(
    alignment: .leading,
    [
      TestNode.fill.frame(width: 40, height: 10).tagged("wide"),
      TestNode.fill.frame(width: 10, height: 10).tagged("narrow"),
    ])
  let placed = frames(tree, nil, .rightToLeft)
  #expect(placed["wide"] == Rect(x: 0, y: 0, width: 40, height: 10))
  #expect(placed["narrow"] == Rect(x: 30, y: 10, width: 10, height: 10))
}

@Test func paddingsLeadingEdgeIsTheRightOneRightToLeft() {
  let tree = text(5).tagged("text").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  #expect(frames(tree, nil, .rightToLeft)["text"] == Rect(x: 4, y: 1, width: 50, height: 20))
}

@Test func layersAlignByDirection() {
  let tree = TestNode.fill.frame(width: 100, height: 20).tagged("content")
    .overlay(TestNode.fill.frame(width: 10, height: 10).tagged("badge"), alignment: .topLeading)
  #expect(frames(tree, nil, .leftToRight)["badge"] == Rect(x: 0, y: 0, width: 10, height: 10))
  #expect(frames(tree, nil, .rightToLeft)["badge"] == Rect(x: 90, y: 0, width: 10, height: 10))
}

/// A small card: every frame right to left is its left-to-right frame mirrored across the
/// root, and sizes do not change; vertical positions never move.
@Test func rightToLeftIsTheMirrorOfLeftToRight() {
  let tree = TestNode.vStack(
    alignment: .leading, spacing: 4,
    [
      text(12, lines: 3).tagged("field").frame(maxWidth: .infinity, alignment: .topLeading),
      TestNode.hStack(
        spacing: 0,
        [
          text(4).tagged("pill").padding(horizontal: 6).layoutPriority(1),
          TestNode.spacer(12).tagged("lane"),
          TestNode.fill.frame(width: 32, height: 32).tagged("send"),
        ]
      ).padding(EdgeInsets(leading: 10, trailing: 14)),
    ]
  ).padding(EdgeInsets(leading: 20, trailing: 3)).tagged("card")
  let (origin, width) = (Point(x: 5, y: 0), 173.0)
  let ltr = tree.layout(proposing: ProposedSize(width: width, height: nil), at: origin)
  let rtl = tree.layout(
    proposing: ProposedSize(width: width, height: nil), at: origin, direction: .rightToLeft)
  #expect(ltr.size == rtl.size)
  #expect(ltr.placements.map(\.payload) == rtl.placements.map(\.payload))
  for (left, right) in zip(ltr.placements, rtl.placements) {
    // Across the root's frame, from origin.x to origin.x + width.
    let mirroredX = origin.x + (origin.x + width) - left.frame.maxX
    let mirrored = Rect(
      x: mirroredX, y: left.frame.minY, width: left.frame.width, height: left.frame.height)
    #expect(right.frame == mirrored, "\(left.payload)")
  }
}
