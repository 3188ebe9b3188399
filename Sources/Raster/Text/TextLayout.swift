import Synchronization

/// How text is set: the point size picks Inter Text or Display (20 pt and up), the weight picks
/// the file, `monospacedDigits` turns on OpenType `tnum` (SwiftUI's `.monospacedDigit()`), and
/// `tracking` adds that many points after every grapheme cluster, like UIKit's kern attribute.
public struct TextStyle: Hashable, Sendable, Codable {
  public var size: Double
  public var weight: FontWeight
  public var monospacedDigits: Bool
  public var tracking: Double

  public init(
    size: Double, weight: FontWeight = .regular, monospacedDigits: Bool = false,
    tracking: Double = 0
  ) {
    self.size = size
    self.weight = weight
    self.monospacedDigits = monospacedDigits
    self.tracking = tracking
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
  public struct Glyph: Equatable, Sendable {
    public let face: FontFace
    public let id: UInt32
    /// Pen position in points: x from the line's left edge, y from the baseline (down).
    public let position: Point
    /// Points per font unit (size ÷ ``FontFace/unitsPerLayoutEm`` of `face`).
    public let unitsToPoints: Double
  }

  public let glyphs: [Glyph]
  /// Advance width in points, without trailing spaces: what alignment and measurement use.
  public let width: Double
  /// With trailing spaces: where a caret after the last typed character goes.
  public let widthIncludingTrailingWhitespace: Double
  /// Distance from the top of the line box to the baseline.
  public let baseline: Double
  /// The paragraph's direction; a caller may right-align such lines.
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
  /// - Lines break after spaces and hyphens and around CJK ideographs; a word wider than
  ///   `maxWidth` breaks between grapheme clusters; "\n", "\r\n", "\r", U+2028 and U+2029 end
  ///   a paragraph; a tab becomes a space and other control characters are dropped. Trailing
  ///   spaces hang and do not count in a line's width. An empty paragraph is one empty line.
  /// - `maxWidth: nil` sets each paragraph on one line at its natural width.
  /// - Right-to-left: runs within a line are ordered by the paragraph's direction and glyphs
  ///   within a right-to-left run come from HarfBuzz in visual order. This is correct for a
  ///   paragraph in one direction and approximate for mixed text; the Unicode bidi algorithm
  ///   is out of scope.
  /// - Cost is linear in the text length; every line is returned, so a caller that shows the
  ///   last lines (a focused field) takes a suffix.
  /// - Layouts are remembered (see ``TextLayoutCache``), so the same text set the same way is
  ///   shaped once per library.
  public func layoutText(
    _ string: String, style: TextStyle, lineHeight: Double, maxWidth: Double? = nil,
    lineLimit: Int? = nil, truncation: TextTruncation = .tail
  ) -> TextLayout {
    let key = TextLayoutCache.Key(
      string: string, style: style, lineHeight: lineHeight, maxWidth: maxWidth,
      lineLimit: lineLimit, truncation: truncation)
    return textLayouts.layout(for: key) {
      makeLayout(
        string, style: style, lineHeight: lineHeight, maxWidth: maxWidth, lineLimit: lineLimit,
        truncation: truncation)
    }
  }

  private func makeLayout(
    _ string: String, style: TextStyle, lineHeight: Double, maxWidth: Double?, lineLimit: Int?,
    truncation: TextTruncation
  ) -> TextLayout {
    let size = TextLayouter.sanitizedSize(style.size)
    let primary = face(for: style)
    let shaper = Shaper(
      primary: primary, fallbacks: fallbackFiles, emoji: emojiFile, size: size,
      monospacedDigits: style.monospacedDigits,
      tracking: style.tracking.isFinite ? style.tracking : 0)
    let height = lineHeight.isFinite ? max(0, lineHeight) : 0
    var layouter = TextLayouter(
      shaper: shaper, baseline: baseline(for: style, lineHeight: height),
      maxWidth: maxWidth.map { $0.isFinite ? max(0, $0) : .infinity } ?? .infinity,
      lineLimit: lineLimit.map { max(1, $0) } ?? Int.max, truncation: truncation)
    return layouter.layout(string, lineHeight: height)
  }
}

/// Text layouts of one font library, by string and setting.
///
/// A card's strings (the model's name, the prompt, the usage line, the chips' titles) come back
/// in state after state and shaping them is half of a layout, so they are shaped once. A layout
/// is a pure function of its key, so a remembered one is the one that would be made. Memory is
/// bounded: long texts are not kept, and the cache starts again empty when the glyphs it holds
/// would pass ``maxGlyphs`` (some 10 MB).
final class TextLayoutCache: Sendable {
  struct Key: Hashable {
    let string: String
    let style: TextStyle
    let lineHeight: Double
    let maxWidth: Double?
    let lineLimit: Int?
    let truncation: TextTruncation
  }

  static let maxGlyphs = 200_000
  /// A field's worth of text; longer texts are laid out every time.
  static let maxUTF8Length = 1024

  private struct State {
    var layouts: [Key: TextLayout] = [:]
    var glyphs = 0
  }

  private let state = Mutex(State())

  func layout(for key: Key, _ make: () -> TextLayout) -> TextLayout {
    guard key.string.utf8.count <= Self.maxUTF8Length else { return make() }
    if let known = state.withLock({ $0.layouts[key] }) { return known }
    let layout = make()
    let glyphs = layout.lines.reduce(0) { $0 + $1.glyphs.count }
    state.withLock { state in
      guard state.layouts[key] == nil else { return }
      if state.glyphs + glyphs > Self.maxGlyphs {
        state.layouts.removeAll()
        state.glyphs = 0
      }
      state.layouts[key] = layout
      state.glyphs += glyphs
    }
    return layout
  }
}

private struct TextLayouter {
  let shaper: Shaper
  let baseline: Double
  let maxWidth: Double
  let lineLimit: Int
  let truncation: TextTruncation
  var lines: [TextLine] = []

  init(
    shaper: Shaper, baseline: Double, maxWidth: Double, lineLimit: Int, truncation: TextTruncation
  ) {
    self.shaper = shaper
    self.baseline = baseline
    self.maxWidth = maxWidth
    self.lineLimit = lineLimit
    self.truncation = truncation
  }

  static func sanitizedSize(_ size: Double) -> Double {
    size.isFinite ? min(max(0, size), 10_000) : 0
  }

  mutating func layout(_ string: String, lineHeight: Double) -> TextLayout {
    let paragraphs = TextLayouter.paragraphs(of: string)
    var truncated = false
    for (index, graphemes) in paragraphs.enumerated() {
      let paragraph = shaper.shape(graphemes)
      let ranges = breakLines(paragraph.units)
      for (k, range) in ranges.enumerated() {
        let isLast = lines.count + 1 == lineLimit
        let hasMore = k + 1 < ranges.count || index + 1 < paragraphs.count
        if isLast && hasMore {
          lines.append(truncatedLine(paragraph, line: range))
          truncated = true
          break
        }
        lines.append(makeLine(paragraph, units: Array(range), ellipsis: nil))
      }
      if truncated { break }
    }
    let width = lines.reduce(0) { max($0, $1.width) }
    return TextLayout(
      lines: lines, lineHeight: lineHeight,
      size: Size(width: width, height: Double(lines.count) * lineHeight), isTruncated: truncated)
  }

  /// Splits text into paragraphs of grapheme clusters, dropping control characters. Controls
  /// are always clusters of their own (except CR LF, one cluster), so this works on clusters.
  static func paragraphs(of string: String) -> [[Character]] {
    var result: [[Character]] = []
    var current: [Character] = []
    for grapheme in string {
      let value = grapheme.unicodeScalars.first!.value
      switch value {
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        result.append(current)
        current = []
      case 0x09:
        current.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0:
        continue
      default:
        current.append(grapheme)
      }
    }
    result.append(current)
    return result
  }

  /// Greedy breaking: each unit is visited at most twice, so the cost is linear.
  private func breakLines(_ units: [ShapedUnit]) -> [Range<Int>] {
    guard !units.isEmpty else { return [0..<0] }
    var ranges: [Range<Int>] = []
    var start = 0
    while start < units.count {
      var width = 0.0
      var lastBreak = start
      var i = start
      while i < units.count {
        let unit = units[i]
        if i > start && unit.allowsBreakBefore { lastBreak = i }
        if i > start && !unit.isWhitespace && width + unit.advance > maxWidth { break }
        width += unit.advance
        if unit.allowsBreakAfter { lastBreak = i + 1 }
        i += 1
      }
      let end = i == units.count || lastBreak == start ? i : lastBreak
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }

  /// The last visible line, whose units as broken are `line`: clipped, just those; with a tail,
  /// as much of the rest of the paragraph as fits with "…" after it.
  private func truncatedLine(_ paragraph: ShapedParagraph, line: Range<Int>) -> TextLine {
    guard truncation == .tail else { return makeLine(paragraph, units: Array(line), ellipsis: nil) }
    let start = line.lowerBound
    let ellipsis = shaper.shape(["\u{2026}"])
    let ellipsisWidth = ellipsis.units.reduce(0) { $0 + $1.advance }
    let available = maxWidth - ellipsisWidth
    var kept: [Int] = []
    var width = 0.0
    for i in start..<paragraph.units.count {
      let unit = paragraph.units[i]
      if !unit.isWhitespace && width + unit.advance > available { break }
      width += unit.advance
      kept.append(i)
    }
    while let last = kept.last, paragraph.units[last].isWhitespace { kept.removeLast() }
    guard ellipsisWidth <= maxWidth else { return makeLine(paragraph, units: [], ellipsis: nil) }
    return makeLine(paragraph, units: kept, ellipsis: ellipsis)
  }

  /// Orders units visually and places their glyphs.
  private func makeLine(_ paragraph: ShapedParagraph, units: [Int], ellipsis: ShapedParagraph?)
    -> TextLine
  {
    var visible = units
    var trailing = 0.0
    while let last = visible.last, paragraph.units[last].isWhitespace {
      trailing += paragraph.units[last].advance
      visible.removeLast()
    }
    // Runs of units shaped together, each with the paragraph it was shaped in (the text, or
    // the ellipsis appended to it).
    var runs: [(source: ShapedParagraph, units: [Int])] = []
    for index in visible {
      if let last = runs.last?.units.last,
        paragraph.units[last].run == paragraph.units[index].run
      {
        runs[runs.count - 1].units.append(index)
      } else {
        runs.append((paragraph, [index]))
      }
    }
    if let ellipsis { runs.append((ellipsis, Array(ellipsis.units.indices))) }
    if paragraph.isRightToLeft { runs.reverse() }

    var glyphs: [TextLine.Glyph] = []
    var pen = 0.0
    for (source, units) in runs {
      let ordered = source.units[units[0]].isRightToLeft ? units.reversed() : units
      for index in ordered {
        let unit = source.units[index]
        for g in unit.glyphs {
          let glyph = source.glyphs[g]
          glyphs.append(
            TextLine.Glyph(
              face: glyph.face, id: glyph.id, position: Point(x: pen + glyph.x, y: -glyph.y),
              unitsToPoints: shaper.size / Double(glyph.face.unitsPerLayoutEm)))
        }
        pen += unit.advance
      }
    }
    return TextLine(
      glyphs: glyphs, width: pen, widthIncludingTrailingWhitespace: pen + trailing,
      baseline: baseline, isRightToLeft: paragraph.isRightToLeft)
  }
}
