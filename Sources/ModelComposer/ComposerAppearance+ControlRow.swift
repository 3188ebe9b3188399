extension ComposerAppearance {
  /// One arrangement of the control row: the pill, the chips, a spacer, then Send. The row
  /// takes the first of `controlRowVariants` that fits its width (SwiftUI's
  /// `ViewThatFits(in: .horizontal)`, the renderer's `firstFitting`), and both draw it from
  /// these numbers, so they cannot place the controls differently.
  ///
  /// Every gap is between target boxes, from `Metrics.spacing(afterCircle:beforeCircle:)`: 8 pt
  /// between what you see, and no target over another.
  public struct ControlRow: Identifiable, Sendable, Equatable {
    /// The on chips show their titles (each chip whose `Chip.showsTitle` is set); when false,
    /// every chip keeps to its symbol in a circle.
    public let showsChipTitles: Bool
    /// In `ComposerAppearance.chips` order, each with the gap before it.
    public let chips: [PlacedChip]
    /// The spacer before Send is at least this long, so Send keeps its gap from the last
    /// control when the row is short.
    public let minimumSpacingBeforeSend: Double

    /// `showsChipTitles` tells the variants apart, so SwiftUI keeps each one's identity as
    /// chips turn on and off.
    public var id: Bool { showsChipTitles }

    /// A chip as this arrangement draws it.
    public struct PlacedChip: Identifiable, Sendable, Equatable {
      public let chip: Chip
      /// A capsule with the title beside the symbol; false is a 32 pt circle.
      public let showsTitle: Bool
      /// Between the target box before it (the pill's or the previous chip's) and its own.
      public let spacingBefore: Double

      public var id: ModelComposer.Mode.ID { chip.id }
    }

    init(chips: [Chip], showsChipTitles: Bool) {
      typealias Metrics = ModelComposer.Metrics
      // The pill is a capsule, never a circle.
      var previousIsCircle = false
      var placed: [PlacedChip] = []
      for chip in chips {
        let showsTitle = chip.showsTitle && showsChipTitles
        placed.append(
          PlacedChip(
            chip: chip, showsTitle: showsTitle,
            spacingBefore: Metrics.spacing(
              afterCircle: previousIsCircle, beforeCircle: !showsTitle)))
        previousIsCircle = !showsTitle
      }
      self.showsChipTitles = showsChipTitles
      self.chips = placed
      minimumSpacingBeforeSend = Metrics.spacing(afterCircle: previousIsCircle, beforeCircle: true)
    }
  }

  /// The control rows to try, in order: with the on chips' titles, when some chip has a title
  /// to show, then with every chip a circle, as at the accessibility sizes. Only the pill's
  /// name gives way after that, so the last variant keeps the row one line at any width.
  public var controlRowVariants: [ControlRow] {
    let titled =
      chips.contains(where: \.showsTitle) ? [ControlRow(chips: chips, showsChipTitles: true)] : []
    return titled + [ControlRow(chips: chips, showsChipTitles: false)]
  }
}
