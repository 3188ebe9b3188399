extension SPTheme {
  /// The name of a colour token. Views describe colours by role, never by value, so both
  /// renderers look the same role up in the same palette and cannot drift apart.
  public enum ColorRole: String, CaseIterable, Sendable, Codable {
    case bg
    case surface
    case fill
    case separator
    case textPrimary
    case textSecondary
    case textTertiary
    case accent
    case accentOn
    case warning
    case danger
  }

  /// The colour tokens, light and dark.
  public struct Palette: Sendable, Hashable {
    public var bg: DynamicColor
    public var surface: DynamicColor
    public var fill: DynamicColor
    public var separator: DynamicColor
    public var textPrimary: DynamicColor
    public var textSecondary: DynamicColor
    public var textTertiary: DynamicColor
    public var accent: DynamicColor
    public var accentOn: DynamicColor
    public var warning: DynamicColor
    public var danger: DynamicColor

    public subscript(role: ColorRole) -> DynamicColor {
      get { self[keyPath: Self.keyPath(for: role)] }
      set { self[keyPath: Self.keyPath(for: role)] = newValue }
    }

    private static func keyPath(for role: ColorRole) -> WritableKeyPath<Palette, DynamicColor> {
      switch role {
      case .bg: \.bg
      case .surface: \.surface
      case .fill: \.fill
      case .separator: \.separator
      case .textPrimary: \.textPrimary
      case .textSecondary: \.textSecondary
      case .textTertiary: \.textTertiary
      case .accent: \.accent
      case .accentOn: \.accentOn
      case .warning: \.warning
      case .danger: \.danger
      }
    }

    /// Documentation/Tokens.md, "Colours": the iOS 13–18 semantic and system colours (base
    /// elevation), with their Increase Contrast variants where the system colour has one.
    /// `fill` is secondarySystemFill and `textTertiary` is placeholderText.
    public static let standard = Palette(
      bg: DynamicColor(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x000000)),
      surface: DynamicColor(
        light: RGBAColor(hex: 0xF2F2F7), dark: RGBAColor(hex: 0x1C1C1E),
        increasedContrastLight: RGBAColor(hex: 0xEBEBF0),
        increasedContrastDark: RGBAColor(hex: 0x242426)),
      fill: DynamicColor(
        light: RGBAColor(red: 120, green: 120, blue: 128, opacity: 0.16),
        dark: RGBAColor(red: 120, green: 120, blue: 128, opacity: 0.32),
        increasedContrastLight: RGBAColor(red: 120, green: 120, blue: 128, opacity: 0.24),
        increasedContrastDark: RGBAColor(red: 120, green: 120, blue: 128, opacity: 0.40)),
      separator: DynamicColor(
        light: RGBAColor(red: 60, green: 60, blue: 67, opacity: 0.29),
        dark: RGBAColor(red: 84, green: 84, blue: 88, opacity: 0.60),
        increasedContrastLight: RGBAColor(red: 60, green: 60, blue: 67, opacity: 0.37),
        increasedContrastDark: RGBAColor(red: 84, green: 84, blue: 88, opacity: 0.68)),
      textPrimary: DynamicColor(light: RGBAColor(hex: 0x000000), dark: RGBAColor(hex: 0xFFFFFF)),
      textSecondary: DynamicColor(
        light: RGBAColor(red: 60, green: 60, blue: 67, opacity: 0.60),
        dark: RGBAColor(red: 235, green: 235, blue: 245, opacity: 0.60),
        increasedContrastLight: RGBAColor(red: 60, green: 60, blue: 67, opacity: 0.68),
        increasedContrastDark: RGBAColor(red: 235, green: 235, blue: 245, opacity: 0.68)),
      textTertiary: DynamicColor(
        light: RGBAColor(red: 60, green: 60, blue: 67, opacity: 0.30),
        dark: RGBAColor(red: 235, green: 235, blue: 245, opacity: 0.30),
        increasedContrastLight: RGBAColor(red: 60, green: 60, blue: 67, opacity: 0.38),
        increasedContrastDark: RGBAColor(red: 235, green: 235, blue: 245, opacity: 0.38)),
      accent: DynamicColor(
        light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF),
        increasedContrastLight: RGBAColor(hex: 0x0040DD),
        increasedContrastDark: RGBAColor(hex: 0x409CFF)),
      accentOn: DynamicColor(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0xFFFFFF)),
      warning: DynamicColor(
        light: RGBAColor(hex: 0xFF9500), dark: RGBAColor(hex: 0xFF9F0A),
        increasedContrastLight: RGBAColor(hex: 0xC93400),
        increasedContrastDark: RGBAColor(hex: 0xFFB340)),
      danger: DynamicColor(
        light: RGBAColor(hex: 0xFF3B30), dark: RGBAColor(hex: 0xFF453A),
        increasedContrastLight: RGBAColor(hex: 0xD70015),
        increasedContrastDark: RGBAColor(hex: 0xFF6961))
    )
  }
}
