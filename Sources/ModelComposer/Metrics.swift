import SPTheme

extension ModelComposer {
  /// The card's geometry in points (Documentation/Geometry.md), read by the SwiftUI view and by
  /// the headless renderer alike, so the two place everything the same way from one set of
  /// numbers. Controls are laid out by what you see (a capsule, a circle); their 44 pt hit
  /// targets reach past those shapes without moving them (`targetReach(forLength:)`).
  public enum Metrics {
    public static let fieldTopPadding = 14.0
    public static let fieldHorizontalPadding = 16.0
    /// The field grows to this many lines, then scrolls.
    public static let maximumFieldLines = 6
    /// Between the field and the control row's targets, between the card and the lines under
    /// it, and between those lines.
    public static let stackSpacing = 8.0
    /// How far the pill's capsule sits from the card's leading and bottom edges, so it nests in
    /// the corner; Send's circle nests in the other corner the same way
    /// (`ComposerAppearance.ControlRow.sendInset`).
    public static let rowCornerInset = 10.0
    /// The gap you see between every pair of neighbours in the row: pill and chip, chip and
    /// chip, chip and Send. It is the least gap at which two 32 pt circles' 44 pt targets touch
    /// without overlapping (44 − 32), and the one gap everywhere, so the row reads evenly.
    public static let controlSpacing = minimumTarget - circleDiameter
    /// Every control's hit target is at least this wide and tall (Apple's HIG).
    public static let minimumTarget = 44.0
    /// Off chips, Send and Stop; the height of every chip.
    public static let circleDiameter = 32.0
    /// Before the pill's name and after its chevrons, measured from their ink.
    public static let pillHorizontalPadding = 12.0
    /// Above and below the pill's name, so the pill is max(32, subhead leading + 12) tall.
    public static let pillVerticalPadding = 6.0
    public static let chipHorizontalPadding = 10.0
    /// Between a symbol and the title beside it, measured from their ink.
    public static let symbolSpacing = 4.0
    /// The lines under the card line up with the field's text.
    public static let linesHorizontalInset = 16.0
    /// Between the usage line's text and Upgrade: after the text beside it, or under the
    /// sentence at the accessibility sizes (`ComposerAppearance.Upgrade.placement`).
    public static let upgradeSpacing = 8.0
    /// The card's hairline and an off chip's ring, each lying inside its shape's edge.
    public static let hairlineWidth = 1.0

    /// How the host pins the block, which has no padding of its own: this far from the
    /// screen's sides (the spec's `.padding(.horizontal, 20)`) and `hostVerticalInset` above
    /// and below, on the theme's `bg`. `ModelComposerExample` pads the block so; the renderer
    /// draws that host around it.
    public static let hostHorizontalInset = 20.0
    public static let hostVerticalInset = 8.0

    /// The pill keeps its whole name unless the name alone is wider than this share of the
    /// row (the row's width between the pill's and Send's corner insets); only then does it
    /// truncate. Half the row is what a 320 pt screen can give: there a name at the cap leaves
    /// Send, the gaps and one whole chip in the lane beside it (about 58 pt of lane at
    /// xxxLarge), so the chips never vanish behind a long name. The sample names stay whole at
    /// 320 pt at every size, and longer ones such as "Gemini 2.5 Pro" from 375 pt.
    public static let pillTitleMaximumShare = 0.5

    /// Where the chips' lane clips its content, the content fades out over this width before
    /// the `controlSpacing` band at that end, in which nothing is drawn
    /// (`ComposerAppearance.LaneMask`). Twice the gap, 24 pt: longer than the widest chip
    /// symbol (20 pt, at `largestSymbolTypeSize`), so a glyph crossing it fades over its whole
    /// width instead of being sliced (a ramp shorter than a glyph reads as a cut edge, as the
    /// old 12 pt fade did across the image symbol at AX5); and short enough that the narrowest
    /// lane at rest (about 58 pt, see `pillTitleMaximumShare`) still starts its first chip
    /// undimmed.
    public static let laneFadeWidth = 2 * controlSpacing

    /// The row's controls (pill, chips, Send) set their text no larger than this, as iOS's own
    /// bars do; a long press shows the Large Content Viewer instead. (Upgrade, under the card,
    /// keeps growing: at the accessibility sizes it stacks under the usage line.) At accessibility sizes a
    /// 49 pt model name would leave the pill room for an ellipsis and nothing else. The field,
    /// the lines and the menu keep scaling, and every target stays at least 44 pt.
    public static let largestControlTypeSize = SPTheme.DynamicTypeSize.xxxLarge

    /// Symbols inside the row's 32 pt shapes (chip symbols, Send's arrow, Stop's square) take
    /// their font no larger than this: subhead at xLarge is 17 pt, whose glyph keeps about
    /// 6 pt of the circle around it. Past it a 21 pt arrow would all but fill the circle.
    public static let largestSymbolTypeSize = SPTheme.DynamicTypeSize.xLarge

    /// Upgrade's target reaches at most this far above its text, half the space between the
    /// card and the line, so it never meets the targets in the card's bottom corners; it
    /// reaches down for the rest of its 44 pt.
    public static let upgradeTargetReachAbove = stackSpacing / 2

    /// How far a target reaches past each side of a shape `length` long, so the target is at
    /// least `minimumTarget`: 6 pt around a 32 pt circle, nothing around a long capsule.
    public static func targetReach(forLength length: Double) -> Double {
      max(0, (minimumTarget - length) / 2)
    }

    /// The widest the pill's name is set in a row `rowWidth` wide: its share of the row (see
    /// `pillTitleMaximumShare`), and no more than `offered`, what the row leaves it beside
    /// Send. The view's `offered` is what its row's `HStack` proposes the name; the renderer's
    /// tree, whose ink-bounded title is set at one width whatever it is offered, works out the
    /// same: the row less Send's circle and the pill's paddings, gap and chevron.
    public static func pillTitleMaximumWidth(rowWidth: Double, offered: Double) -> Double {
      max(0, min(rowWidth * pillTitleMaximumShare, offered))
    }

    // The open menu. The view shows the system `Menu`, which brings its own geometry; the
    // renderer draws its picture of iOS 17's menu from these numbers. Sources are in
    // Documentation/iOSFacts.md, "Menus".

    /// The panel's width below the accessibility sizes (AveMenuKit; Apple's design library).
    public static let menuWidth = 250.0
    /// At accessibility sizes the panel takes the screen's width less `menuScreenMargin` on
    /// each side, up to this (AveMenuKit).
    public static let menuAccessibilityMaximumWidth = 353.0
    /// The panel keeps this far from the screen's sides (AveMenuKit's usable bounds).
    public static let menuScreenMargin = 16.0
    /// AveMenuKit's measured 13 pt (Apple's design library draws 12).
    public static let menuCornerRadius = 13.0
    /// Between the panel and the pill's capsule: UIKit adds 5 pt when the button it opens from
    /// is shorter than 44 pt, as the 32 pt capsule is (pull_down_button).
    public static let menuGap = 5.0
    /// Above and below a row's texts (Apple's design library, via pull_down_button).
    public static let menuRowVerticalPadding = 11.0
    /// After a row's texts when it has no trailing image.
    public static let menuRowTrailingPadding = 16.0
    /// Where a row's texts start in a menu with a checkmark column (AveMenuKit).
    public static let menuTitleLeadingInset = 32.0
    /// The checkmark's centre from the panel's leading edge (AveMenuKit).
    public static let menuCheckCenterInset = 18.0
    /// The trailing image's centre from the panel's trailing edge (AveMenuKit).
    public static let menuImageCenterInset = 28.0
    /// The widest a trailing image is drawn; the texts stop half of it before its centre.
    public static let menuImageMaximumWidth = 24.0
    /// A row's texts stop this far from the trailing edge when it has a trailing image.
    public static let menuImageTextInset = menuImageCenterInset + menuImageMaximumWidth / 2
    /// Separators between rows are one device pixel thick, whatever the scale.
    public static let menuSeparatorPixels = 1.0
    /// Title and subtitle lines below the accessibility sizes, and at them.
    public static let menuLineLimit = 2
    public static let menuAccessibilityLineLimit = 3
    /// The body size the menu's insets are drawn for; at accessibility sizes UIKit scales the
    /// row's vertical padding and its leading insets by body's size over this
    /// (`UIFontMetrics`, as AveMenuKit does).
    public static let menuInsetsBodySize = 17.0

    /// The panel keeps this far inside the safe area's top, and above its bottom while the
    /// keyboard is down (AveMenuKit's usable bounds).
    public static let menuSafeAreaMargin = 8.0
    /// The panel keeps this far above the keyboard (AveMenuKit).
    public static let menuKeyboardMargin = 16.0
    /// Below the accessibility sizes and with the keyboard down, a menu leaves this much of
    /// the usable height free rather than filling the screen (AveMenuKit).
    public static let menuHeightReserve = 128.0

    /// The tallest the panel is drawn, from the edges of the screen it opens on, in points
    /// from the screen's top: UIKit's rule for a menu (AveMenuKit's `layoutMenus`), within
    /// the space above the pill, since the menu opens upward from the block pinned to the
    /// screen's bottom. Rows past it scroll inside the panel, so its first rows show and the
    /// last one it reaches is cut where the panel ends, the sign that there is more. At least
    /// one row's height (`minimumTarget`), however little room the screen leaves. The view's
    /// system `Menu` is sized by UIKit itself; the renderer reads this.
    /// - Parameters:
    ///   - pillTop: The pill capsule's top.
    ///   - safeAreaTop: The screen's safe-area top: the status bar, or the Dynamic Island's band.
    ///   - usableBottom: The keyboard's top while it is up; else the safe area's bottom.
    ///   - keyboardIsUp: With the keyboard up (the field focused) the panel may fill the
    ///     usable height, as it may at the accessibility sizes.
    public static func menuMaximumHeight(
      pillTop: Double, safeAreaTop: Double, usableBottom: Double, keyboardIsUp: Bool,
      typeSize: SPTheme.DynamicTypeSize
    ) -> Double {
      let top = safeAreaTop + menuSafeAreaMargin
      let bottom = usableBottom - (keyboardIsUp ? menuKeyboardMargin : menuSafeAreaMargin)
      let usable = bottom - top
      let tallest =
        keyboardIsUp || typeSize.isAccessibilitySize ? usable : usable - menuHeightReserve
      let aboveThePill = pillTop - menuGap - top
      return max(minimumTarget, min(tallest, aboveThePill))
    }

    /// The panel's width on a screen `screenWidth` wide at `typeSize`.
    public static func menuWidth(screenWidth: Double, typeSize: SPTheme.DynamicTypeSize) -> Double {
      typeSize.isAccessibilitySize
        ? min(menuAccessibilityMaximumWidth, screenWidth - 2 * menuScreenMargin) : menuWidth
    }

    /// What the menu's row insets are multiplied by at `typeSize`: 1 below the accessibility
    /// sizes, body's size over `menuInsetsBodySize` at them.
    public static func menuInsetScale(at typeSize: SPTheme.DynamicTypeSize) -> Double {
      typeSize.isAccessibilitySize
        ? SPTheme.TextStyle.body.metrics(at: typeSize).size / menuInsetsBodySize : 1
    }
  }
}
