import Raster
import SPTheme

/// Design tokens resolved for one picture: the single place where a colour role or a type
/// token becomes a raster value, so nothing else in the renderer knows a colour or a size.
struct Style: Sendable {
  let theme: SPTheme
  let scheme: SPTheme.ColorScheme
  let typeSize: SPTheme.DynamicTypeSize

  /// The same style with text no larger than `size`.
  func capped(at size: SPTheme.DynamicTypeSize) -> Style {
    Style(theme: theme, scheme: scheme, typeSize: min(typeSize, size))
  }

  func color(_ role: SPTheme.ColorRole) -> RGBA {
    let color = theme.color[role].resolved(in: scheme)
    return RGBA(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
  }

  /// The menu panel's soft shadow: black, stronger in dark mode, where a light one would not
  /// show. SPTheme has no shadow token, so it is fixed here, beside the colours.
  var menuShadowColor: RGBA {
    RGBA(red: 0, green: 0, blue: 0, opacity: scheme == .light ? 0.16 : 0.6)
  }

  func font(_ token: SPTheme.TextToken) -> Font {
    let resolved = token.resolved(at: typeSize)
    return Font(
      style: TextStyle(
        size: resolved.size, weight: FontWeight(resolved.weight),
        monospacedDigits: resolved.monospacedDigits),
      leading: resolved.leading)
  }

  /// A text style at the current size with the line height the type ramp gives it.
  struct Font: Hashable, Sendable {
    let style: TextStyle
    let leading: Double

    var size: Double { style.size }
  }
}

extension FontWeight {
  /// The token's weight as a font file's: a total switch, so a weight SPTheme adds is a compile
  /// error here rather than text quietly set in Regular.
  init(_ weight: SPTheme.FontWeight) {
    switch weight {
    case .regular: self = .regular
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    }
  }
}
