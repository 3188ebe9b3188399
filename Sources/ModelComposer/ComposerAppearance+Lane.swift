extension ComposerAppearance {
  /// How much of the chips' lane shows along its width: the one rule for where the lane's
  /// content is hidden and where it fades, read by the view's mask and the renderer's clip.
  ///
  /// - Nothing is drawn within `clearWidth` (`Metrics.controlSpacing`) of either end, so the
  ///   gap beside the pill and beside Send is the row's one gap even while a chip scrolls
  ///   under it, and no chip ever reaches Send's circle. Where the chips fit this hides
  ///   nothing: they keep that margin.
  /// - Only an edge where content is clipped fades, over `Metrics.laneFadeWidth` before its
  ///   clear band. Chips that fit are never dimmed, and at rest, scrolled to its start, the
  ///   leading edge does not fade.
  /// - In a lane too narrow for both fades and both bands, the fades share what the bands
  ///   leave, so they never cross.
  public struct LaneMask: Sendable, Equatable {
    typealias Metrics = ModelComposer.Metrics

    /// The lane's width, from the pill's capsule to Send's circle.
    public let width: Double
    /// Nothing shows this close to either end.
    public let clearWidth: Double
    /// After the leading band the content fades in over this width; 0 when nothing is
    /// clipped at the leading edge.
    public let leadingFadeWidth: Double
    /// Before the trailing band the content fades out over this width; 0 when nothing is
    /// clipped at the trailing edge.
    public let trailingFadeWidth: Double

    /// Content reaching less than this past an edge is rounding, not a clipped chip (the
    /// clear band hides it all the same).
    static let clipTolerance = 0.5

    /// - Parameters:
    ///   - width: the lane's width.
    ///   - contentWidth: the chips with their margins.
    ///   - scrollOffset: how far the content is scrolled from its start: 0 at rest, negative
    ///     while it bounces past the start.
    public init(width: Double, contentWidth: Double, scrollOffset: Double = 0) {
      let width = width.isFinite ? max(0, width) : 0
      self.width = width
      clearWidth = min(Metrics.controlSpacing, width / 2)
      let clipsLeading = scrollOffset > Self.clipTolerance
      let clipsTrailing = contentWidth - scrollOffset - width > Self.clipTolerance
      let fadingEdges = (clipsLeading ? 1.0 : 0) + (clipsTrailing ? 1 : 0)
      let fade =
        fadingEdges == 0
        ? 0 : min(Metrics.laneFadeWidth, (width - 2 * clearWidth) / fadingEdges)
      leadingFadeWidth = clipsLeading ? fade : 0
      trailingFadeWidth = clipsTrailing ? fade : 0
    }

    /// The mask `progress` of the way to `other` (0 is this one, 1 is `other`): each band
    /// and fade widening or narrowing in proportion, as the view's mask animates its widths
    /// from one measurement to the next. Both masks are of the same lane, so `width` is this
    /// one's.
    public func blended(to other: LaneMask, progress: Double) -> LaneMask {
      guard progress != 0 else { return self }
      guard progress != 1 else { return other }
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
      return LaneMask(
        width: width, clearWidth: mix(clearWidth, other.clearWidth),
        leadingFadeWidth: max(0, mix(leadingFadeWidth, other.leadingFadeWidth)),
        trailingFadeWidth: max(0, mix(trailingFadeWidth, other.trailingFadeWidth)))
    }

    private init(
      width: Double, clearWidth: Double, leadingFadeWidth: Double, trailingFadeWidth: Double
    ) {
      self.width = width
      self.clearWidth = clearWidth
      self.leadingFadeWidth = leadingFadeWidth
      self.trailingFadeWidth = trailingFadeWidth
    }

    /// The content's opacity `x` points from the lane's leading edge: 0 in the clear bands
    /// (their inner edges included), rising linearly across a fade, 1 elsewhere.
    public func opacity(at x: Double) -> Double {
      min(
        Self.opacity(fromEdge: x, clear: clearWidth, fade: leadingFadeWidth),
        Self.opacity(fromEdge: width - x, clear: clearWidth, fade: trailingFadeWidth))
    }

    private static func opacity(fromEdge distance: Double, clear: Double, fade: Double)
      -> Double
    {
      guard distance > clear else { return 0 }
      return fade > 0 ? min(1, (distance - clear) / fade) : 1
    }
  }
}
