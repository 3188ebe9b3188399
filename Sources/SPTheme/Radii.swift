extension SPTheme {
  /// Corner radii in points.
  ///
  /// The fourth radius of Documentation/Tokens.md, "capsule", is not a number: it is the shape
  /// whose corner radius is half its height, whatever that height turns out to be at the
  /// current text size. SwiftUI draws it with `Capsule()`; the headless renderer with a corner
  /// radius of `min(width, height) / 2`. So it has no stored value here.
  public struct Radii: Sendable, Hashable {
    public var sm: Double = 8
    public var md: Double = 12
    /// The card's corners.
    public var lg: Double = 20

    public static let standard = Radii()
  }
}
