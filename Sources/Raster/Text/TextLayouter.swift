/// Sets one text in lines: splits it into paragraphs, shapes each (``Shaper``), breaks it
/// greedily, truncates at the line limit, and places each line's glyphs in visual order.
struct TextLayouter {
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
