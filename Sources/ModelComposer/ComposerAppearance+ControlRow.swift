import SPTheme

extension ComposerAppearance {
  /// The control row's geometry at one text size: the pill, then the chips' lane, then Send,
  /// on one line at every width and size. The SwiftUI view and the renderer both place the row
  /// from these numbers.
  ///
  /// - The row is laid out by what you see. Its shapes are centred on one line in a band
  ///   `height` tall (every target's height), and each target reaches past its shape
  ///   (`Metrics.targetReach(forLength:)`) without moving it.
  /// - The pill nests in the card's bottom leading corner, `Metrics.rowCornerInset` from its
  ///   leading and bottom edges; Send nests in the bottom trailing corner, `sendInset` from its
  ///   trailing and bottom edges. Where the pill is taller than Send (xxLarge and up), Send,
  ///   centred on the pill's line, moves in by half the difference on both sides, so each
  ///   stays as far from its side as from the bottom.
  /// - The chips sit in a lane between the pill's capsule and Send's circle, with
  ///   `Metrics.controlSpacing` before the first chip, between chips and after the last. When
  ///   they don't fit, the lane scrolls sideways; `LaneMask` keeps that gap clear at both
  ///   ends and fades only a clipped edge. It rests scrolled to its start, or as far as
  ///   `restingScrollOffset` takes it so its first on chip shows.
  ///
  /// The row is one view whatever the chips show, so a chip that turns on keeps its identity
  /// (and VoiceOver's focus): nothing is swapped for another arrangement.
  public struct ControlRow: Sendable, Equatable {
    typealias Metrics = ModelComposer.Metrics

    /// The pill's capsule: max(32, the pill font's leading + 12) at the row's text size (with
    /// the standard theme, subhead's leading).
    public let pillHeight: Double
    /// The band the shapes are centred in: at least every target's 44 pt.
    public let height: Double

    /// The row for a text size and the theme's type tokens, which set the pill's height. The
    /// controls' text stops at `Metrics.largestControlTypeSize`.
    public init(dynamicTypeSize: SPTheme.DynamicTypeSize, typography: SPTheme.Typography) {
      let size = min(dynamicTypeSize, Metrics.largestControlTypeSize)
      let leading = ComposerAppearance.Pill.font(in: typography).resolved(at: size).leading
      pillHeight = max(Metrics.circleDiameter, leading + 2 * Metrics.pillVerticalPadding)
      height = max(Metrics.minimumTarget, pillHeight)
    }

    /// Before the pill's capsule.
    public var leadingInset: Double { Metrics.rowCornerInset }
    /// How far Send's circle sits from the card's trailing edge, and from its bottom edge.
    public var sendInset: Double {
      Metrics.rowCornerInset + (pillHeight - Metrics.circleDiameter) / 2
    }
    /// After Send's circle: the row's trailing padding.
    public var trailingInset: Double { sendInset }
    /// Below the band, so the pill's capsule sits `rowCornerInset` above the card's bottom.
    public var bottomInset: Double { Metrics.rowCornerInset - (height - pillHeight) / 2 }
  }

  /// The control row at this appearance's text size, with the theme's type tokens.
  public func controlRow(typography: SPTheme.Typography) -> ControlRow {
    ControlRow(dynamicTypeSize: dynamicTypeSize, typography: typography)
  }
}

extension ComposerAppearance.ControlRow {
  /// The pill's capsule is never narrower than a target, so the pill's target reaches past it
  /// only above and below, never sideways into the chips' lane (a one-letter name gets a 44 pt
  /// capsule with its content centred, as a button with a minimum width does).
  public var pillMinimumWidth: Double { Metrics.minimumTarget }

  /// How far the lane's hit region stays inside the lane (which runs from the pill's capsule to
  /// Send's circle): as far as the neighbours' targets reach into it, so the lane's hit region
  /// begins where the pill's target ends and ends where Send's begins, and no chip's target
  /// lies over either. The pill reaches nothing sideways (`pillMinimumWidth`); Send reaches
  /// 6 pt past its 32 pt circle (`Metrics.targetReach(forLength:)`).
  ///
  /// What you see does not move: the lane is drawn from the capsule to the circle as before,
  /// and the clear band before Send (`LaneMask.clearWidth`, 12 pt) is wider than Send's reach,
  /// so the hit region's end lies where nothing is drawn. In the view the hit region is the
  /// lane's `ScrollView`, which hit-tests only within its bounds.
  public var laneHitInsets: LaneInsets {
    LaneInsets(
      leading: Metrics.targetReach(forLength: pillMinimumWidth),
      trailing: Metrics.targetReach(forLength: Metrics.circleDiameter))
  }

  /// The chips' margins inside the lane's hit region (the view's scroll view), so that they
  /// sit `Metrics.controlSpacing` from the lane's ends as you see them, at rest and scrolled
  /// to the end.
  public var laneContentMargins: LaneInsets {
    let hit = laneHitInsets
    return LaneInsets(
      leading: Metrics.controlSpacing - hit.leading,
      trailing: Metrics.controlSpacing - hit.trailing)
  }

  /// What a tap reaches of a chip's target, in the row's coordinates: the target's span across
  /// the row, `target`, clipped to the hit region of the lane spanning `lane`; nil when the
  /// chip is scrolled wholly out of it, so it has no hit area.
  public func hitSpan(ofTarget target: Range<Double>, inLane lane: Range<Double>)
    -> Range<Double>?
  {
    let hit = laneHitInsets
    let lower = max(target.lowerBound, lane.lowerBound + hit.leading)
    let upper = min(target.upperBound, lane.upperBound - hit.trailing)
    return lower < upper ? lower..<upper : nil
  }

  /// The lane's mask from what the view measures of its scroll view, which stands inside the
  /// lane by `laneHitInsets`: the scroll view's width and its content's (with
  /// `laneContentMargins`) are each the lane's less those insets.
  public func laneMask(scrollViewWidth: Double, contentWidth: Double, scrollOffset: Double)
    -> ComposerAppearance.LaneMask
  {
    let hit = laneHitInsets.leading + laneHitInsets.trailing
    return ComposerAppearance.LaneMask(
      width: scrollViewWidth + hit, contentWidth: contentWidth + hit, scrollOffset: scrollOffset)
  }

  /// How far the lane rests scrolled from its start: the least that brings its first on chip's
  /// shape (`firstOnChip`, measured from the content's leading edge) out of the clear band at
  /// the lane's trailing end, so an on chip is never left hidden beyond the lane where nobody
  /// can see that it is on; but never so far that the chip's leading edge passes into the
  /// clear band at the lane's leading end (a chip wider than the lane shows its symbol and the
  /// start of its name, not the end of it), nor past the content's end. 0 when the chip
  /// already shows, or when no chip is on. The view scrolls there as the lane appears, the
  /// renderer draws the lane there.
  public func restingScrollOffset(
    laneWidth: Double, contentWidth: Double, firstOnChip: Range<Double>?
  ) -> Double {
    guard let chip = firstOnChip else { return 0 }
    let needed = chip.upperBound + Metrics.controlSpacing - laneWidth
    let mostBeforeChip = chip.lowerBound - Metrics.controlSpacing
    return max(0, min(needed, mostBeforeChip, contentWidth - laneWidth))
  }

  /// Lengths at the lane's two ends.
  public struct LaneInsets: Sendable, Equatable {
    public let leading: Double
    public let trailing: Double
  }
}
