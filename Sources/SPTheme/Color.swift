extension SPTheme {
  /// The appearance a colour is resolved for.
  public enum ColorScheme: String, CaseIterable, Sendable, Codable {
    case light
    case dark
  }

  /// The contrast a colour is resolved for: iOS's Increase Contrast setting (SwiftUI's
  /// `colorSchemeContrast`, UIKit's `accessibilityContrast`), which gives the system colours
  /// their high-contrast variants.
  public enum ColorContrast: String, CaseIterable, Sendable, Codable {
    case normal
    case increased
  }

  /// One sRGB colour, stored exactly as Documentation/Tokens.md writes it: 8-bit channels and the
  /// opacity as the decimal the table gives (0.29, not 74/255), so a reader can check a
  /// token against the table at a glance and each renderer rounds it the same way.
  public struct RGBAColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 0 (clear) to 1 (opaque).
    public var opacity: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// An opaque colour from its `#RRGGBB` hex value, as the token table writes it.
    public init(hex: UInt32) {
      self.init(
        red: UInt8(truncatingIfNeeded: hex >> 16),
        green: UInt8(truncatingIfNeeded: hex >> 8),
        blue: UInt8(truncatingIfNeeded: hex))
    }
  }

  /// A colour token: one value per colour scheme, and for each scheme a variant under Increase
  /// Contrast where the token has one, as iOS's system colours do (separator, the labels, the
  /// fills, the accents); a token without one keeps its colour.
  public struct DynamicColor: Sendable, Hashable {
    public var light: RGBAColor
    public var dark: RGBAColor
    /// `light` under Increase Contrast; nil keeps `light`.
    public var increasedContrastLight: RGBAColor?
    /// `dark` under Increase Contrast; nil keeps `dark`.
    public var increasedContrastDark: RGBAColor?

    public init(
      light: RGBAColor, dark: RGBAColor, increasedContrastLight: RGBAColor? = nil,
      increasedContrastDark: RGBAColor? = nil
    ) {
      self.light = light
      self.dark = dark
      self.increasedContrastLight = increasedContrastLight
      self.increasedContrastDark = increasedContrastDark
    }

    public func resolved(in scheme: ColorScheme, contrast: ColorContrast = .normal) -> RGBAColor {
      switch (scheme, contrast) {
      case (.light, .normal): light
      case (.dark, .normal): dark
      case (.light, .increased): increasedContrastLight ?? light
      case (.dark, .increased): increasedContrastDark ?? dark
      }
    }
  }
}
