import SPTheme

extension ModelComposer {
  /// The card's geometry in points (Documentation/Geometry.md), read by the SwiftUI view and by
  /// the headless renderer alike, so the two place everything the same way from one set of
  /// numbers.
  public enum Metrics {
    public static let fieldTopPadding = 14.0
    public static let fieldHorizontalPadding = 16.0
    /// The field grows to this many lines, then scrolls.
    public static let maximumFieldLines = 6
    /// Between the field and the control row, between the card and the lines under it, and
    /// between those lines.
    public static let stackSpacing = 8.0
    public static let rowHorizontalPadding = 10.0
    public static let rowBottomPadding = 4.0
    /// Between controls, measured between what you see.
    public static let controlSpacing = 8.0
    /// Every control's hit target is at least this wide and tall (Apple's HIG).
    public static let minimumTarget = 44.0
    /// Off chips, Send and Stop.
    public static let circleDiameter = 32.0
    public static let pillHorizontalPadding = 12.0
    /// Above and below the pill's name, so the pill is max(32, subhead leading + 12) tall.
    public static let pillVerticalPadding = 6.0
    public static let chipHorizontalPadding = 10.0
    /// Between a symbol and the title beside it.
    public static let symbolSpacing = 4.0
    /// The lines under the card line up with the field's text.
    public static let linesHorizontalInset = 16.0

    /// Controls (pill, chips, Send, Upgrade) set their text no larger than this, as iOS's own
    /// bars do: at accessibility sizes a 49 pt model name would leave the pill room for an
    /// ellipsis and nothing else. The field, the lines and the menu keep scaling, and every
    /// target stays at least 44 pt.
    public static let largestControlTypeSize = SPTheme.DynamicTypeSize.xxxLarge

    // The open menu. The view shows the system `Menu`, which brings its own geometry; the
    // renderer draws its picture of that menu from these numbers.
    public static let menuWidth = 250.0
    public static let menuCornerRadius = 13.0
    /// Between the open menu and the pill it opens from.
    public static let menuGap = 8.0
    /// Above and below a row's texts.
    public static let menuRowVerticalPadding = 10.0
    /// Before a row's check column.
    public static let menuRowLeadingPadding = 8.0
    /// After a row's name, detail, lock and "Pro".
    public static let menuRowTrailingPadding = 16.0
    /// Between a row's check column, its texts and its lock.
    public static let menuRowSpacing = 4.0
    /// The check's column is at least this wide, so every name starts at the same place,
    /// checked or not.
    public static let menuCheckColumnWidth = 28.0
    /// Between a model's name and its detail.
    public static let menuDetailSpacing = 1.0
    /// Between the lock and "Pro".
    public static let menuBadgeSpacing = 3.0
    /// The separator between two rows.
    public static let menuDividerThickness = 1.0

    /// The space between two neighbouring controls' target boxes. Controls sit
    /// `controlSpacing` apart as you see them, while each keeps a 44 pt box: a 32 pt circle's
    /// box reaches 6 pt past it on each side, so beside a circle the boxes close up by that
    /// much, and two circles' boxes touch (their circles 12 pt apart) rather than overlap. No
    /// target ever covers another.
    public static func spacing(afterCircle leftIsCircle: Bool, beforeCircle rightIsCircle: Bool)
      -> Double
    {
      let reach = (minimumTarget - circleDiameter) / 2
      return max(0, controlSpacing - (leftIsCircle ? reach : 0) - (rightIsCircle ? reach : 0))
    }
  }
}
