import Testing

@testable import ModelComposer

/// The chips' lane hides nothing where they fit, keeps the row's one gap clear of content at
/// both ends, and fades only an edge where content is clipped
/// (`ComposerAppearance.LaneMask`).
@Suite struct LaneMaskTests {
  typealias Metrics = ModelComposer.Metrics
  typealias LaneMask = ComposerAppearance.LaneMask

  /// The opacity at every tenth of a point across the lane.
  private func profile(_ mask: LaneMask) -> [(x: Double, opacity: Double)] {
    stride(from: 0.0, through: mask.width, by: 0.1).map { ($0, mask.opacity(at: $0)) }
  }

  /// Twice the gap: longer than the widest chip symbol (20 pt), so a glyph under it fades
  /// over its whole width.
  @Test func theFadeIsTwiceTheGap() {
    #expect(Metrics.laneFadeWidth == 2 * Metrics.controlSpacing)
    #expect(Metrics.laneFadeWidth > 20)
  }

  /// Chips that fit (even exactly, or within rounding) are never dimmed: nothing fades, and
  /// between the two gaps everything shows.
  @Test(arguments: [(218.0, 144.0), (145, 145), (100, 100.4), (58, 44)])
  func chipsThatFitAreNeverDimmed(width: Double, contentWidth: Double) {
    let mask = LaneMask(width: width, contentWidth: contentWidth)
    #expect(mask.leadingFadeWidth == 0 && mask.trailingFadeWidth == 0)
    for (x, opacity) in profile(mask) where x > 12 && x < width - 12 {
      #expect(opacity == 1, "at \(x)")
    }
  }

  /// Nothing shows within the gap of either end, whatever the lane holds and wherever it is
  /// scrolled; the bands are the gap itself.
  @Test(
    arguments: [
      (218.0, 144.0, 0.0), (218, 286, 0), (218, 286, 30), (218, 286, 68), (145, 185, 40),
      (58, 328, 0), (58, 328, 100), (70, 286, -20),
    ])
  func nothingShowsWithinTheGapOfEitherEnd(width: Double, contentWidth: Double, offset: Double) {
    let mask = LaneMask(width: width, contentWidth: contentWidth, scrollOffset: offset)
    #expect(mask.clearWidth == Metrics.controlSpacing)
    for (x, opacity) in profile(mask) where x <= 12 || x >= width - 12 {
      #expect(opacity == 0, "at \(x)")
    }
  }

  /// At rest, with the chips running past the end, only the trailing edge fades: from fully
  /// shown 36 pt before the end to nothing 12 pt before it, rising steadily.
  @Test func atRestOnlyTheTrailingEdgeFades() {
    let mask = LaneMask(width: 218, contentWidth: 286)
    #expect(mask.leadingFadeWidth == 0)
    #expect(mask.trailingFadeWidth == 24)
    #expect(mask.opacity(at: 12.01) == 1 && mask.opacity(at: 182) == 1)
    #expect(mask.opacity(at: 194) == 0.5)
    #expect(mask.opacity(at: 206) == 0)
    let fade = profile(mask).filter { $0.x > 182.05 && $0.x < 205.95 }.map(\.opacity)
    #expect(zip(fade, fade.dropFirst()).allSatisfy { $0 > $1 })
  }

  /// Scrolled past its start the leading edge fades too; scrolled to its end only the
  /// leading edge does; bouncing past the start fades nothing there.
  @Test(
    arguments: [
      (30.0, true, true), (68, true, false), (67, true, true), (0.4, false, true),
      (-20, false, true),
    ])
  func onlyAClippedEdgeFades(offset: Double, leading: Bool, trailing: Bool) {
    let mask = LaneMask(width: 218, contentWidth: 286, scrollOffset: offset)
    #expect((mask.leadingFadeWidth == 24) == leading)
    #expect((mask.leadingFadeWidth == 0) == !leading)
    #expect((mask.trailingFadeWidth == 24) == trailing)
    #expect((mask.trailingFadeWidth == 0) == !trailing)
  }

  /// A lane too narrow for two full fades and two gaps gives each fade half of what the gaps
  /// leave, so they meet rather than cross; one lane narrower than two gaps shows nothing.
  @Test func inANarrowLaneTheFadesShareWhatTheGapsLeave() {
    let both = LaneMask(width: 58, contentWidth: 328, scrollOffset: 100)
    #expect(both.leadingFadeWidth == 17 && both.trailingFadeWidth == 17)
    #expect(both.opacity(at: 29) == 1)
    #expect(both.opacity(at: 20.5) == 0.5 && both.opacity(at: 37.5) == 0.5)
    let atRest = LaneMask(width: 58, contentWidth: 328)
    #expect(atRest.leadingFadeWidth == 0 && atRest.trailingFadeWidth == 24)
    #expect(atRest.opacity(at: 22) == 1)
    let sliver = LaneMask(width: 20, contentWidth: 100, scrollOffset: 10)
    #expect(sliver.clearWidth == 10)
    #expect(profile(sliver).allSatisfy { $0.opacity == 0 })
  }

  /// A width that is not a number is an empty lane, not a crash or a NaN mask.
  @Test(arguments: [Double.nan, -.infinity, .infinity, -5])
  func aWidthThatIsNotALengthIsAnEmptyLane(width: Double) {
    let mask = LaneMask(width: width, contentWidth: 100, scrollOffset: .nan)
    #expect(mask.width == 0 && mask.clearWidth == 0)
    #expect(mask.leadingFadeWidth == 0)
    #expect(mask.opacity(at: 0).isFinite)
  }
}
