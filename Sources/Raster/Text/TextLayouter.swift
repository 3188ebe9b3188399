/// Sets one text in lines: splits it into paragraphs, shapes each (``Shaper``), breaks it
/// greedily at ICU's opportunities, truncates at the line limit, and places each line's glyphs
/// in the visual order the bidi algorithm gives it.
struct TextLayouter {
  let shaper: Shaper
  let direction: ParagraphDirection
  let baseline: Double
  let maxWidth: Double
  let lineLimit: Int
  let truncation: TextTruncation
  var lines: [TextLine] = []

  init(
    shaper: Shaper, direction: ParagraphDirection, baseline: Double, maxWidth: Double,
    lineLimit: Int, truncation: TextTruncation
  ) {
    self.shaper = shaper
    self.direction = direction
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
      let paragraph = shaper.shape(graphemes, direction: direction)
      let ranges = breakLines(paragraph.units)
      for (k, range) in ranges.enumerated() {
        let isLast = lines.count + 1 == lineLimit
        let hasMore = k + 1 < ranges.count || index + 1 < paragraphs.count
        if isLast && hasMore {
          lines.append(truncatedLine(paragraph, line: range))
          truncated = true
          break
        }
        lines.append(makeLine(paragraph, units: range, ellipsis: nil))
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
    guard truncation == .tail else { return makeLine(paragraph, units: line, ellipsis: nil) }
    let start = line.lowerBound
    let ellipsis = shaper.shape(["\u{2026}"], direction: .natural)
    let ellipsisWidth = ellipsis.units.reduce(0) { $0 + $1.advance }
    let available = maxWidth - ellipsisWidth
    var end = start
    var width = 0.0
    while end < paragraph.units.count {
      let unit = paragraph.units[end]
      if !unit.isWhitespace && width + unit.advance > available { break }
      width += unit.advance
      end += 1
    }
    while end > start, paragraph.units[end - 1].isWhitespace { end -= 1 }
    guard ellipsisWidth <= maxWidth else {
      return makeLine(paragraph, units: start..<start, ellipsis: nil)
    }
    return makeLine(paragraph, units: start..<end, ellipsis: ellipsis)
  }

  /// A piece of a line: units of one shaping run within one of the line's bidi runs, in visual
  /// order, from the paragraph or the ellipsis.
  private struct Piece {
    let source: ShapedParagraph
    let units: [Int]
    let isRightToLeft: Bool
  }

  /// Orders the units of `units` visually by the bidi algorithm (trailing spaces included, at
  /// the paragraph's level by rule L1) and places their glyphs. The "…" of a truncated line
  /// follows its text at the line's trailing end.
  private func makeLine(
    _ paragraph: ShapedParagraph, units: Range<Int>, ellipsis: ShapedParagraph?
  ) -> TextLine {
    var trailing = 0.0
    var visibleEnd = units.upperBound
    while visibleEnd > units.lowerBound, paragraph.units[visibleEnd - 1].isWhitespace {
      trailing += paragraph.units[visibleEnd - 1].advance
      visibleEnd -= 1
    }
    var pieces = visualPieces(paragraph, units: units)
    if let ellipsis {
      let piece = Piece(
        source: ellipsis, units: Array(ellipsis.units.indices),
        isRightToLeft: ellipsis.runs.first?.isRightToLeft ?? false)
      if paragraph.isRightToLeft { pieces.insert(piece, at: 0) } else { pieces.append(piece) }
    }

    var glyphs: [TextLine.Glyph] = []
    var runs: [TextLine.Run] = []
    // A right-to-left line's trailing spaces are its leftmost units: they hang left of 0.
    var pen = paragraph.isRightToLeft ? -trailing : 0
    for piece in pieces {
      let source = piece.source
      let runStart = pen
      for index in piece.units {
        let unit = source.units[index]
        for g in unit.glyphs {
          let glyph = source.glyphs[g]
          glyphs.append(
            TextLine.Glyph(
              face: glyph.face, id: glyph.id, position: Point(x: pen + glyph.x, y: -glyph.y),
              unitsToPoints: glyph.unitsToPoints))
        }
        pen += unit.advance
      }
      let logical = piece.isRightToLeft ? piece.units.reversed() : piece.units
      runs.append(
        TextLine.Run(
          text: String(joining: logical.map { source.graphemes[source.units[$0].graphemes] }),
          isRightToLeft: piece.isRightToLeft,
          face: source.runs[source.units[piece.units[0]].run].face,
          x: runStart, width: pen - runStart))
    }
    // Summed in logical order, as line breaking summed it, so that a text measured at its
    // natural width and set again at that width breaks the same (a visual-order sum may round
    // a hair wider).
    let visibleWidth = paragraph.units[units.lowerBound..<visibleEnd].reduce(0) { $0 + $1.advance }
    let width = visibleWidth + (ellipsis?.units.reduce(0) { $0 + $1.advance } ?? 0)
    var parts = [paragraph.graphemes[Self.graphemes(of: units, in: paragraph)]]
    if let ellipsis { parts.append(ellipsis.graphemes[...]) }
    let text = String(joining: parts)
    return TextLine(
      glyphs: glyphs, text: text, runs: runs, width: width,
      widthIncludingTrailingWhitespace: width + trailing, baseline: baseline,
      isRightToLeft: paragraph.isRightToLeft)
  }

  /// The graphemes of the units `units`.
  private static func graphemes(of units: Range<Int>, in paragraph: ShapedParagraph) -> Range<Int> {
    guard let first = units.first, let last = units.last else { return 0..<0 }
    return paragraph.units[first].graphemes.lowerBound..<paragraph.units[last].graphemes.upperBound
  }

  /// The units `units` in visual order, left to right, cut into pieces where the bidi run or
  /// the shaping run changes.
  private func visualPieces(_ paragraph: ShapedParagraph, units: Range<Int>) -> [Piece] {
    guard !units.isEmpty else { return [] }
    let offsets = paragraph.utf16Offsets
    let lineStart = offsets[paragraph.units[units.lowerBound].graphemes.lowerBound]
    let lineEnd = offsets[paragraph.units[units.upperBound - 1].graphemes.upperBound]
    // The unit starting at each UTF-16 offset of the line, nil inside a unit.
    var unitAt = [Int?](repeating: nil, count: lineEnd - lineStart)
    for index in units {
      unitAt[offsets[paragraph.units[index].graphemes.lowerBound] - lineStart] = index
    }
    let line = paragraph.bidi.line(lineStart..<lineEnd)
    var pieces: [Piece] = []
    for run in line.runs {
      let isRightToLeft = line.levels[run.lowerBound] % 2 == 1
      var ordered = run.compactMap { unitAt[$0] }
      if isRightToLeft { ordered.reverse() }
      for group in ordered.runs(by: { paragraph.units[$0].run }) {
        pieces.append(
          Piece(source: paragraph, units: Array(group.elements), isRightToLeft: isRightToLeft))
      }
    }
    return pieces
  }
}

extension String {
  /// The characters of `parts` one after another, appended one at a time. The standard
  /// library's `String(_:)` over characters is not specialised for the caller: its
  /// `append(contentsOf:)` looks up the sequence's associated types at run time, and the
  /// first lookup in a process reads every conformance record of the tool, some 0.3 ms of a
  /// `render` process (`perf record` over 100 of them).
  fileprivate init(joining parts: [ArraySlice<Character>]) {
    self.init()
    for part in parts {
      for character in part { append(character) }
    }
  }
}
