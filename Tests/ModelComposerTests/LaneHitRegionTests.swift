import SPTheme
import Testing

@testable import ModelComposer

/// The chips' lane takes taps only between the pill's target and Send's, and a chip only where
/// its target lies inside that (`ComposerAppearance.ControlRow.laneHitInsets`,
/// `hitSpan(ofTarget:inLane:)`); what the lane shows does not move.
@Suite struct LaneHitRegionTests {
  typealias Metrics = ModelComposer.Metrics
  typealias ControlRow = ComposerAppearance.ControlRow

  static let sizes: [SPTheme.DynamicTypeSize] = [
    .large, .xxxLarge, .accessibility3, .accessibility5,
  ]

  /// The pill's capsule is at least a target wide, so its target reaches nothing sideways and
  /// the lane's hit region starts at the capsule; Send's target reaches 6 pt past its circle,
  /// and the region stops there. The clear band before Send is wider than that reach, so the
  /// region ends where nothing is drawn.
  @Test(arguments: LaneHitRegionTests.sizes)
  func theHitRegionStopsWhereTheNeighboursTargetsBegin(size: SPTheme.DynamicTypeSize) {
    let row = ControlRow(dynamicTypeSize: size, typography: .standard)
    #expect(row.pillMinimumWidth == Metrics.minimumTarget)
    #expect(Metrics.targetReach(forLength: row.pillMinimumWidth) == 0)
    #expect(row.laneHitInsets == ControlRow.LaneInsets(leading: 0, trailing: 6))
    #expect(row.laneHitInsets.trailing < Metrics.controlSpacing)
    // Inside the scroll view the chips keep 12 pt from the lane's ends as you see them.
    #expect(row.laneContentMargins == ControlRow.LaneInsets(leading: 12, trailing: 6))
  }

  /// A target inside the region is whole; one across its end loses what lies past it, one
  /// touching the end or wholly past it has no hit area; the start is clipped the same way.
  @Test(
    arguments: [
      (100.0..<150.0, 100.0..<150.0), (300..<340, 300..<325), (325..<369, nil),
      (330..<380, nil), (80..<124, 100..<124), (60..<100, nil),
    ] as [(Range<Double>, Range<Double>?)])
  func aChipsHitAreaIsItsTargetInsideTheRegion(target: Range<Double>, hit: Range<Double>?) {
    let row = ControlRow(dynamicTypeSize: .large, typography: .standard)
    #expect(row.hitSpan(ofTarget: target, inLane: 100..<331) == hit)
  }

  /// The view measures its scroll view, 6 pt narrower than the lane, and content 6 pt shorter
  /// than the lane's: the mask is the lane's, so the picture does not move.
  @Test(arguments: [(212.0, 280.0, 0.0), (212, 138, 0), (212, 280, 30), (52, 322, 100)])
  func theViewsMaskIsTheLanesMask(scrollView: Double, content: Double, offset: Double) {
    let row = ControlRow(dynamicTypeSize: .large, typography: .standard)
    let lane = ComposerAppearance.LaneMask(
      width: scrollView + 6, contentWidth: content + 6, scrollOffset: offset)
    #expect(
      row.laneMask(scrollViewWidth: scrollView, contentWidth: content, scrollOffset: offset)
        == lane)
  }
}
