// The bridges from the platform-neutral tokens to SwiftUI. Only iOS 17 / macOS 14 API.
#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  extension EnvironmentValues {
    /// The theme the composer reads with `@Environment(\.spTheme)`.
    public var spTheme: SPTheme {
      get { self[SPThemeKey.self] }
      set { self[SPThemeKey.self] = newValue }
    }
  }

  /// A classic key rather than `@Entry`, which needs the Xcode 16 SDK to expand.
  private struct SPThemeKey: EnvironmentKey {
    static let defaultValue = SPTheme.standard
  }

  extension SPTheme.ColorScheme {
    public init(_ scheme: SwiftUI.ColorScheme) {
      self = scheme == .dark ? .dark : .light
    }
  }

  extension SPTheme.ColorContrast {
    /// `colorSchemeContrast`: `.increased` under Increase Contrast.
    public init(_ contrast: SwiftUI.ColorSchemeContrast) {
      self = contrast == .increased ? .increased : .normal
    }
  }

  /// Both enums list the same twelve sizes in the same order, smallest first.
  extension SPTheme.DynamicTypeSize {
    public init(_ size: SwiftUI.DynamicTypeSize) {
      let index = SwiftUI.DynamicTypeSize.allCases.sorted().firstIndex(of: size)
      self = index.map { Self.allCases[min($0, Self.allCases.count - 1)] } ?? .large
    }
  }

  extension SwiftUI.DynamicTypeSize {
    public init(_ size: SPTheme.DynamicTypeSize) {
      self = Self.allCases.sorted()[size.rank]
    }
  }

  extension Color {
    /// Always sRGB: the tokens are sRGB values, and reading them as Display P3 would change them.
    public init(_ color: SPTheme.RGBAColor) {
      self.init(
        .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255,
        blue: Double(color.blue) / 255, opacity: color.opacity)
    }

    /// A colour that follows the system's light or dark appearance and its Increase Contrast
    /// setting by itself, wherever it is drawn, like the semantic UIKit colours the tokens copy.
    public init(_ color: SPTheme.DynamicColor) {
      #if canImport(UIKit)
        self.init(
          uiColor: UIColor { traits in
            UIColor(
              Color(
                color.resolved(
                  in: traits.userInterfaceStyle == .dark ? .dark : .light,
                  contrast: traits.accessibilityContrast == .high ? .increased : .normal)))
          })
      #elseif canImport(AppKit)
        self.init(
          nsColor: NSColor(name: nil) { appearance in
            let match = appearance.bestMatch(from: [
              .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
            ])
            let isDark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
            let isIncreased =
              match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
            return NSColor(
              Color(
                color.resolved(
                  in: isDark ? .dark : .light, contrast: isIncreased ? .increased : .normal)))
          })
      #endif
    }
  }

  /// Lets the spec's code use a token directly as a style: `.background(theme.color.bg)`,
  /// resolved for the environment's `colorScheme` and `colorSchemeContrast`.
  extension SPTheme.DynamicColor: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color {
      Color(
        resolved(
          in: SPTheme.ColorScheme(environment.colorScheme),
          contrast: SPTheme.ColorContrast(environment.colorSchemeContrast)))
    }
  }

  extension Font {
    /// Built on the system text style rather than a fixed size, so SwiftUI scales it with the
    /// environment's Dynamic Type size; the system styles follow the same HIG ramp that
    /// `SPTheme.TextStyle.metrics(at:)` records for the headless renderer.
    public init(_ token: SPTheme.TextToken) {
      let font = Font.system(token.style.swiftUIStyle, weight: token.weight.swiftUIWeight)
      self = token.monospacedDigits ? font.monospacedDigit() : font
    }
  }

  extension Font {
    /// The token at one Dynamic Type size. A token on its style's own ramp in the system font
    /// is the scaling system font above; one with sizes or a brand font of its theme's is set
    /// at exactly the size its ramp gives `size`, the number the headless renderer draws.
    public init(_ token: SPTheme.TextToken, at size: SPTheme.DynamicTypeSize) {
      guard token.brandFont != nil || !token.followsStyleRamp else {
        self.init(token)
        return
      }
      let points = token.metrics(at: size).size
      let font =
        (token.brandFont.map { Font.custom($0.name, fixedSize: points) }
        ?? Font.system(size: points)).weight(token.weight.swiftUIWeight)
      self = token.monospacedDigits ? font.monospacedDigit() : font
    }
  }

  extension View {
    /// Sets the text in `token` at the Dynamic Type size of the environment where it is set,
    /// after any `.dynamicTypeSize(...)` limit around it, as the renderer caps the same parts.
    public func font(_ token: SPTheme.TextToken) -> some View {
      modifier(TokenFont(token: token))
    }
  }

  private struct TokenFont: ViewModifier {
    let token: SPTheme.TextToken
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    func body(content: Content) -> some View {
      content.font(Font(token, at: SPTheme.DynamicTypeSize(dynamicTypeSize)))
    }
  }

  extension SPTheme.TextStyle {
    fileprivate var swiftUIStyle: Font.TextStyle {
      switch self {
      case .body: .body
      case .subhead: .subheadline
      case .footnote: .footnote
      case .caption: .caption
      case .headline: .headline
      }
    }
  }

  extension SPTheme.FontWeight {
    fileprivate var swiftUIWeight: Font.Weight {
      switch self {
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      }
    }
  }

  extension Animation {
    public init(_ curve: SPTheme.Motion.Curve) {
      switch curve {
      case .spring(let spring): self = .spring(duration: spring.duration, bounce: spring.bounce)
      case .fade(let fade): self = .easeInOut(duration: fade.duration)
      }
    }
  }

  extension SPTheme.Motion {
    /// `withAnimation(theme.motion.animation(for: theme.motion.snappy, reduceMotion: …))`.
    public func animation(for spring: Spring, reduceMotion: Bool) -> Animation {
      Animation(curve(for: spring, reduceMotion: reduceMotion))
    }

    /// `smooth`, or the short fade under Reduce Motion: views name the token once and pass
    /// the setting, rather than repeating the token to choose between the two.
    public func smooth(reduceMotion: Bool) -> Animation {
      animation(for: self.smooth, reduceMotion: reduceMotion)
    }

    /// `snappy`, or the short fade under Reduce Motion.
    public func snappy(reduceMotion: Bool) -> Animation {
      animation(for: self.snappy, reduceMotion: reduceMotion)
    }
  }
#endif
