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
  ///   ends and fades only a clipped edge. A still picture shows it at rest, scrolled to its
  ///   start.
  ///
  /// The row is one view whatever the chips show, so a chip that turns on keeps its identity
  /// (and VoiceOver's focus): nothing is swapped for another arrangement.
  public struct ControlRow: Sendable, Equatable {
    typealias Metrics = ModelComposer.Metrics

    /// The pill's capsule: max(32, subhead leading + 12) at the row's text size.
    public let pillHeight: Double
    /// The band the shapes are centred in: at least every target's 44 pt.
    public let height: Double

    /// The row's text size: the controls' text stops at `Metrics.largestControlTypeSize`.
    public init(dynamicTypeSize: SPTheme.DynamicTypeSize) {
      let size = min(dynamicTypeSize, Metrics.largestControlTypeSize)
      let leading = SPTheme.TextStyle.subhead.metrics(at: size).leading
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

  /// The control row at this appearance's text size.
  public var controlRow: ControlRow { ControlRow(dynamicTypeSize: dynamicTypeSize) }
}
