/// The design-system item the composer reads: colour, type, radius and motion tokens.
///
/// Every value is platform-neutral (sRGB bytes, points, seconds) so the SwiftUI view and the
/// headless renderer read the very same numbers; the SwiftUI bridges live in
/// `SPTheme+SwiftUI.swift` and compile only where SwiftUI exists.
public struct SPTheme: Sendable, Hashable {
  public var color: Palette
  public var type: Typography
  public var radius: Radii
  public var motion: Motion
  /// An app's own symbols by name, which its modes may name beside SF Symbols: what the
  /// headless renderer draws them with (``Symbol``). The SwiftUI view draws every mode's symbol
  /// by name, from SF Symbols or the app's asset catalog, so it never reads these.
  public var symbols: [String: Symbol] = [:]

  public init(
    color: Palette = .standard,
    type: Typography = .standard,
    radius: Radii = .standard,
    motion: Motion = .standard
  ) {
    self.color = color
    self.type = type
    self.radius = radius
    self.motion = motion
  }

  /// The values of Documentation/Tokens.md.
  public static let standard = SPTheme()
}
