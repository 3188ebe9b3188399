extension SPTheme {
  /// The user's text size, mirroring SwiftUI's `DynamicTypeSize` case for case (the raw
  /// values are its case names) so scenarios and the view speak of sizes the same way.
  public enum DynamicTypeSize: String, CaseIterable, Comparable, Sendable, Codable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// AX1–AX5, where the composer keeps chips to their symbols.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position on the ramp, smallest first; it indexes the type ramp tables too.
    var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }
}
