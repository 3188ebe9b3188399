import Layout
import Raster
import SPTheme

/// Design tokens resolved for one picture: the single place where a colour role or a type
/// token becomes a raster value, so nothing else in the renderer knows a colour or a size.
struct Style: Sendable {
  let theme: SPTheme
  let scheme: SPTheme.ColorScheme
  /// Increase Contrast: the tokens' high-contrast variants where they have one.
  let contrast: SPTheme.ColorContrast
  let typeSize: SPTheme.DynamicTypeSize
  /// Where leading is: the layout's, and the side the painter aligns text and fades the lane
  /// by (Documentation/Geometry.md, "Layout direction").
  let layoutDirection: LayoutDirection

  /// The same style with text no larger than `size`.
  func capped(at size: SPTheme.DynamicTypeSize) -> Style {
    Style(
      theme: theme, scheme: scheme, contrast: contrast, typeSize: min(typeSize, size),
      layoutDirection: layoutDirection)
  }

  /// The same style with another theme: a film's colour mixed part-way between two roles.
  func with(theme: SPTheme) -> Style {
    Style(
      theme: theme, scheme: scheme, contrast: contrast, typeSize: typeSize,
      layoutDirection: layoutDirection)
  }

  /// The role's token for this scheme and contrast.
  func resolvedColor(_ role: SPTheme.ColorRole) -> SPTheme.RGBAColor {
    theme.color[role].resolved(in: scheme, contrast: contrast)
  }

  func color(_ role: SPTheme.ColorRole) -> RGBA {
    let color = resolvedColor(role)
    return RGBA(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
  }

  // The open menu: iOS 17's menu material, which SPTheme has no token for since only the
  // system draws it (the view shows the system `Menu`). Numbers from Apple's design library as
  // pull_down_button 0.10 records them, and AveMenuKit (Documentation/iOSFacts.md, "Menus").

  /// The panel: the backdrop blurred (a Sketch background blur of 50, a Gaussian of half
  /// that), saturated 1.21× in light and 1.9× in dark, under a grey tint: #F7F7F7 at 80 % in
  /// light, #242424 at 75 % in dark.
  var menuMaterial: BackdropMaterial {
    scheme == .light
      ? BackdropMaterial(
        blurRadius: 25, saturation: 1.21,
        tint: RGBA(red: 247, green: 247, blue: 247, opacity: 0.8))
      : BackdropMaterial(
        blurRadius: 25, saturation: 1.9, tint: RGBA(red: 36, green: 36, blue: 36, opacity: 0.75))
  }

  /// The panel's shadow: black at 20 % with a blur of 64 (a Gaussian of
  /// `menuShadowBlurRadius`), no offset, in both schemes. On black it cannot show; there the
  /// lighter panel stands apart by itself.
  var menuShadow: DropShadow {
    DropShadow(
      color: RGBA(red: 0, green: 0, blue: 0, opacity: 0.2), blurRadius: Self.menuShadowBlurRadius)
  }

  /// The panel's shadow's Gaussian, 32 pt: the picture leaves room for twice it above the
  /// panel (`ComposerRenderer.menuMargin`).
  static let menuShadowBlurRadius = 32.0

  /// The separators between rows: #111111 at 30 % in light, #D9D9D9 at 30 % in dark.
  var menuSeparatorColor: RGBA {
    scheme == .light
      ? RGBA(red: 17, green: 17, blue: 17, opacity: 0.3)
      : RGBA(red: 217, green: 217, blue: 217, opacity: 0.3)
  }

  /// A part's font: its rule (`pill.font(in:)`) applied to this theme's type tokens, so a theme
  /// with other tokens sets the card in them, as the view reads them from its environment.
  func font(_ rule: (SPTheme.Typography) -> SPTheme.TextToken) -> Font {
    font(rule(theme.type))
  }

  func font(_ token: SPTheme.TextToken) -> Font {
    let resolved = token.resolved(at: typeSize)
    return Font(
      style: TextStyle(
        size: resolved.size, weight: FontWeight(resolved.weight),
        monospacedDigits: resolved.monospacedDigits, fontFile: resolved.brandFont?.file),
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
