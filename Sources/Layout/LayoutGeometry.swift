// What Layout adds to Geometry's Point, Size and Rect: insets, proposals, axes and alignment.
// Geometry is re-exported, so a caller of Layout names frames without importing it too.
@_exported import Geometry

public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init(_ all: Double) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }

  public init(horizontal: Double = 0, vertical: Double = 0) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  var horizontal: Double { leading + trailing }
  var vertical: Double { top + bottom }
}

extension Size {
  func length(along axis: Axis) -> Double {
    axis == .horizontal ? width : height
  }

  init(along axis: Axis, _ main: Double, cross: Double) {
    self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }
}

/// What a parent offers a child, per axis. `nil` asks for the child's ideal length, as
/// SwiftUI's `ProposedViewSize` does; `.infinity` asks for its maximum.
public struct ProposedSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?

  public static let unspecified = ProposedSize(width: nil, height: nil)

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  func length(along axis: Axis) -> Double? {
    axis == .horizontal ? width : height
  }

  init(along axis: Axis, _ main: Double?, cross: Double?) {
    self =
      axis == .horizontal
      ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }
}

public enum Axis: Sendable {
  case horizontal
  case vertical

  var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Which way the horizontal axis reads, as SwiftUI's `LayoutDirection`: where a tree says
/// leading and trailing (a horizontal stack's first child, an alignment, a padding's edge), left
/// and right follow from it. Vertical lengths never change with it.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
  case leftToRight
  case rightToLeft
}

/// Where a smaller child sits inside a larger space, on one axis: 0 leading/top, 0.5 centre,
/// 1 trailing/bottom. Leading is the left in a left-to-right layout and the right in a
/// right-to-left one; top is always the top.
public struct AxisAlignment: Hashable, Sendable {
  let fraction: Double

  public static let leading = AxisAlignment(fraction: 0)
  public static let center = AxisAlignment(fraction: 0.5)
  public static let trailing = AxisAlignment(fraction: 1)
  public static let top = leading
  public static let bottom = trailing

  func offset(of child: Double, in space: Double) -> Double {
    (space - child) * fraction
  }

  /// The alignment measured from the left: itself left to right, its mirror right to left
  /// (leading becomes the right edge, centre stays the centre).
  func resolved(for direction: LayoutDirection) -> AxisAlignment {
    direction == .leftToRight ? self : AxisAlignment(fraction: 1 - fraction)
  }
}

public struct Alignment: Hashable, Sendable {
  public var horizontal: AxisAlignment
  public var vertical: AxisAlignment

  public init(horizontal: AxisAlignment, vertical: AxisAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `size` goes in `rect`, the horizontal alignment read in `direction`.
  func origin(of child: Size, in rect: Rect, _ direction: LayoutDirection) -> Point {
    Point(
      x: rect.minX + horizontal.resolved(for: direction).offset(of: child.width, in: rect.width),
      y: rect.minY + vertical.offset(of: child.height, in: rect.height))
  }
}
