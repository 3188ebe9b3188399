extension SPTheme {
  /// The text styles the composer uses, each following Apple's Dynamic Type ramp.
  public enum TextStyle: String, CaseIterable, Sendable, Codable {
    case body
    case subhead
    case footnote
    /// Caption 1.
    case caption
    case headline

    /// The weight the style has before any emphasis: Headline is Semibold, the rest Regular.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// Point size and line height at `size`, from the HIG's "iOS, iPadOS Dynamic Type sizes"
    /// tables (Documentation/iOSFacts.md, "Dynamic Type sizes"); the leading is the style's, not
    /// the font's.
    public func metrics(at size: DynamicTypeSize) -> TextMetrics {
      let (points, leading) = ramp[size.rank]
      return TextMetrics(size: points, leading: leading)
    }

    /// xSmall through accessibility5, in `DynamicTypeSize.allCases` order.
    private var ramp: [(Double, Double)] {
      switch self {
      case .body, .headline: Self.bodyRamp
      case .subhead: Self.subheadRamp
      case .footnote: Self.footnoteRamp
      case .caption: Self.captionRamp
      }
    }

    private static let bodyRamp: [(Double, Double)] = [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ]
    private static let subheadRamp: [(Double, Double)] = [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
    ]
    private static let footnoteRamp: [(Double, Double)] = [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
      (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ]
    private static let captionRamp: [(Double, Double)] = [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
      (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ]
  }

  public enum FontWeight: String, CaseIterable, Sendable, Codable {
    case regular
    case medium
    case semibold
    case bold
  }

  /// A type token: a text style with the weight and digit spacing a part of the UI asks for,
  /// written the way SwiftUI modifies a font: `theme.type.subhead.weight(.semibold)`; and, for
  /// a theme of its own, its size at each Dynamic Type size and a brand font.
  public struct TextToken: Sendable, Hashable {
    public var style: TextStyle
    public var weight: FontWeight
    /// Tabular digits, so a count that changes does not make its line jiggle.
    public var monospacedDigits: Bool
    /// Point size and line height at each Dynamic Type size, in `DynamicTypeSize.allCases`
    /// order: the style's HIG ramp unless a theme sets others.
    private var ramp: [TextMetrics]
    /// The font the text is set in; nil is the system font (Inter in the headless renderer).
    public var brandFont: BrandFont?

    public init(_ style: TextStyle, weight: FontWeight? = nil, monospacedDigits: Bool = false) {
      self.style = style
      self.weight = weight ?? style.defaultWeight
      self.monospacedDigits = monospacedDigits
      ramp = SPTheme.DynamicTypeSize.allCases.map(style.metrics(at:))
    }

    public func weight(_ weight: FontWeight) -> TextToken {
      var token = self
      token.weight = weight
      return token
    }

    public func monospacedDigit() -> TextToken {
      var token = self
      token.monospacedDigits = true
      return token
    }

    /// Point size and line height at `size`.
    public func metrics(at size: DynamicTypeSize) -> TextMetrics { ramp[size.rank] }

    public mutating func setMetrics(_ metrics: TextMetrics, at size: DynamicTypeSize) {
      ramp[size.rank] = metrics
    }

    /// Whether the sizes are the style's own ramp, which the system font scales by itself.
    public var followsStyleRamp: Bool {
      ramp == SPTheme.DynamicTypeSize.allCases.map(style.metrics(at:))
    }

    /// The concrete font at a text size: what a renderer without Dynamic Type needs.
    public func resolved(at size: DynamicTypeSize) -> ResolvedFont {
      let metrics = metrics(at: size)
      return ResolvedFont(
        size: metrics.size, leading: metrics.leading, weight: weight,
        monospacedDigits: monospacedDigits, brandFont: brandFont)
    }
  }

  /// A point size and the line height that goes with it.
  public struct TextMetrics: Sendable, Hashable {
    public var size: Double
    public var leading: Double

    public init(size: Double, leading: Double) {
      self.size = size
      self.leading = leading
    }
  }

  /// A font of the app's own for a type token: the name the view asks SwiftUI for
  /// (`Font.custom`, the font the app bundles and registers), and the file the headless
  /// renderer draws it from, so both set the text in the same face.
  public struct BrandFont: Sendable, Hashable {
    /// The font's PostScript or family name, as `Font.custom` takes it.
    public var name: String
    /// The font file (TrueType or OpenType), an absolute path once a theme file is read.
    public var file: String

    public init(name: String, file: String) {
      self.name = name
      self.file = file
    }
  }

  /// A type token at one Dynamic Type size, in points.
  public struct ResolvedFont: Sendable, Hashable {
    public var size: Double
    public var leading: Double
    public var weight: FontWeight
    public var monospacedDigits: Bool
    public var brandFont: BrandFont?
  }

  /// The type tokens the spec names (`theme.type.body`, …), at their default weights.
  public struct Typography: Sendable, Hashable {
    public var body = TextToken(.body)
    public var subhead = TextToken(.subhead)
    public var footnote = TextToken(.footnote)
    public var caption = TextToken(.caption)
    public var headline = TextToken(.headline)

    public static let standard = Typography()
  }
}
