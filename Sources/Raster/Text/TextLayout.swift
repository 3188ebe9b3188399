/// How text is set: the point size picks Inter Text or Display (20 pt and up), the weight picks
/// the file, `monospacedDigits` turns on OpenType `tnum` (SwiftUI's `.monospacedDigit()`), and
/// `tracking` adds that many points after every grapheme cluster, like UIKit's kern attribute.
/// `fontFile`, a brand font, replaces Inter (whatever the size and weight).
public struct TextStyle: Hashable, Sendable, Codable {
  public var size: Double
  public var weight: FontWeight
  public var monospacedDigits: Bool
  public var tracking: Double
  /// A font file's path; nil is Inter. Check it first with ``FontLibrary/checkBrandFont(at:)``.
  public var fontFile: String?

  public init(
    size: Double, weight: FontWeight = .regular, monospacedDigits: Bool = false,
    tracking: Double = 0, fontFile: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.monospacedDigits = monospacedDigits
    self.tracking = tracking
    self.fontFile = fontFile
  }
}

/// What happens to text that a line limit cuts off.
public enum TextTruncation: Hashable, Sendable {
  /// The last visible line ends with "…", fitted within the maximum width.
  case tail
  /// The text just stops at the last visible line.
  case clip
}

/// One line, ready to draw: glyphs in visual order, left to right.
public struct TextLine: Equatable, Sendable {
  /// A stretch of the line in one face and one direction: what a reader asking "why does it
  /// wrap there" or "why is this in that order" looks at.
  public struct Run: Equatable, Sendable {
    /// Its characters in logical order (spaces included; a tab shows as the space it is set as).
    public let text: String
    public let isRightToLeft: Bool
    public let face: FontFace
    /// From the line's left edge, in points; the trailing spaces of a right-to-left line hang
    /// left of it, at negative x.
    public let x: Double
    public let width: Double
  }

  public struct Glyph: Equatable, Sendable {
    public let face: FontFace
    public let id: UInt32
    /// Pen position in points: x from the line's left edge, y from the baseline (down).
    public let position: Point
    /// Points per font unit (size ÷ ``FontFace/unitsPerLayoutEm`` of `face`).
    public let unitsToPoints: Double
  }

  public let glyphs: [Glyph]
  /// The line's characters in logical order, trailing spaces included (and "…" when truncated).
  public let text: String
  /// In visual order, left to right; together they hold every character of ``text``.
  public let runs: [Run]
  /// Advance width in points, without trailing spaces: what alignment and measurement use.
  public let width: Double
  /// With trailing spaces: where a caret after the last typed character goes.
  public let widthIncludingTrailingWhitespace: Double
  /// Distance from the top of the line box to the baseline.
  public let baseline: Double
  /// The paragraph's direction (``ParagraphDirection``, resolved); a caller may right-align
  /// such lines.
  public let isRightToLeft: Bool
}

/// Lines of text with their box.
public struct TextLayout: Equatable, Sendable {
  public let lines: [TextLine]
  public let lineHeight: Double
  /// The widest line × (number of lines × line height).
  public let size: Size
  /// Whether a line limit hid some text.
  public let isTruncated: Bool

  /// Top of line `index` within the layout box.
  public func lineTop(_ index: Int) -> Double { Double(index) * lineHeight }
}

extension FontLibrary {
  /// Ascender and descender of the style's primary face in points, from font units (not
  /// FreeType's rounded pixel metrics).
  public func lineMetrics(for style: TextStyle) -> (ascender: Double, descender: Double) {
    let face = face(for: style)
    let unitsToPoints = TextLayouter.sanitizedSize(style.size) / Double(face.unitsPerEm)
    return (Double(face.ascender) * unitsToPoints, Double(face.descender) * unitsToPoints)
  }

  /// Where a line box `lineHeight` points tall puts the style's baseline, from its top, as CSS
  /// does: the leading split evenly above the ascender and below the descender.
  public func baseline(for style: TextStyle, lineHeight: Double) -> Double {
    let metrics = lineMetrics(for: style)
    return (lineHeight - (metrics.ascender + metrics.descender)) / 2 + metrics.ascender
  }

  /// Shapes and breaks `string` into lines.
  ///
  /// - Line boxes are `lineHeight` tall with the baseline placed as CSS does, splitting the
  ///   leading evenly above the ascender and below the descender.
  /// - Lines break where UAX #14 allows for `locale` (an identifier such as "ja_JP"; see
  ///   ``LineBreaks``); a word wider than `maxWidth` breaks between grapheme clusters; "\n", "\r\n", "\r", U+2028 and U+2029 end
  ///   a paragraph; a tab becomes a space and other control characters are dropped. Trailing
  ///   spaces hang and do not count in a line's width. An empty paragraph is one empty line.
  /// - `maxWidth: nil` sets each paragraph on one line at its natural width.
  /// - Each paragraph is resolved by the Unicode bidi algorithm in `direction` (``natural``:
  ///   its first strong character's); its lines are reordered by it, rule L1 included, and each
  ///   run is shaped in its own direction and script (``Shaper``).
  /// - Cost is linear in the text length; every line is returned, so a caller that shows the
  ///   last lines (a focused field) takes a suffix.
  /// - Layouts are remembered (see ``TextLayoutCache``), so the same text set the same way is
  ///   shaped once per library.
  public func layoutText(
    _ string: String, style: TextStyle, lineHeight: Double, maxWidth: Double? = nil,
    lineLimit: Int? = nil, truncation: TextTruncation = .tail,
    direction: ParagraphDirection = .natural, locale: String = "en_US"
  ) -> TextLayout {
    let key = TextLayoutCache.Key(
      text: ExactText(string), style: style, lineHeight: lineHeight, maxWidth: maxWidth,
      lineLimit: lineLimit, truncation: truncation, direction: direction, locale: locale)
    return textLayouts.layout(for: key) { makeLayout(key) }
  }

  private func makeLayout(_ key: TextLayoutCache.Key) -> TextLayout {
    let style = key.style
    let size = TextLayouter.sanitizedSize(style.size)
    let primary = face(for: style)
    let shaper = Shaper(
      primary: primary, fallbacks: fallbackFiles(for: style), emoji: emojiFile, size: size,
      monospacedDigits: style.monospacedDigits,
      tracking: style.tracking.isFinite ? style.tracking : 0, locale: key.locale)
    let height = key.lineHeight.isFinite ? max(0, key.lineHeight) : 0
    let maxWidth = key.maxWidth
    var layouter = TextLayouter(
      shaper: shaper, direction: key.direction, baseline: baseline(for: style, lineHeight: height),
      maxWidth: maxWidth.map { $0.isFinite ? max(0, $0) : .infinity } ?? .infinity,
      lineLimit: key.lineLimit.map { max(1, $0) } ?? Int.max, truncation: key.truncation)
    return layouter.layout(key.text.string, lineHeight: height)
  }
}
