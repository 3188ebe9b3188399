import CHarfBuzz

/// A glyph placed relative to the pen position of its unit, in points, y up (HarfBuzz's frame).
struct ShapedGlyph {
  let face: FontFace
  let id: UInt32
  let x: Double
  let y: Double
}

/// The smallest piece line breaking moves: one grapheme cluster, or several when the font
/// forms a ligature across them.
struct ShapedUnit {
  /// Into ``ShapedParagraph/glyphs``; glyphs within a unit are in visual order.
  let glyphs: Range<Int>
  let advance: Double
  /// Made only of breaking spaces: such units hang past the line end and do not count in width.
  let isWhitespace: Bool
  /// A line may end after this unit (space, hyphen, ideograph).
  let allowsBreakAfter: Bool
  /// A line may start with this unit (ideograph).
  let allowsBreakBefore: Bool
  /// Which font run it came from; runs are the granularity of visual reordering.
  let run: Int
  let isRightToLeft: Bool
}

struct ShapedParagraph {
  var glyphs: [ShapedGlyph] = []
  var units: [ShapedUnit] = []
  /// From the first character with a strong direction (Hebrew, Arabic… versus Latin…).
  var isRightToLeft = false
}

/// Shapes paragraphs with HarfBuzz, one font run at a time.
///
/// Font choice is per grapheme cluster: the style's Inter face when it has every visible
/// scalar of the cluster, else DejaVu Sans when that has them, else Inter again (its .notdef
/// box shows that something is there). Spaces and punctuation between fallback text stay in
/// the fallback run so that, for example, a Hebrew sentence is shaped as one right-to-left run.
/// Each run gets its direction and script from HarfBuzz's guess and a fixed language ("en"),
/// never the process locale.
struct Shaper {
  let primary: FontFace
  let fallback: FontFace
  let size: Double
  let monospacedDigits: Bool
  let tracking: Double

  private static let tabularNumbers = hb_feature_t(
    tag: tag("tnum"), value: 1, start: 0, end: UInt32.max)

  private static func tag(_ text: String) -> hb_tag_t {
    text.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
  }

  func shape(_ graphemes: [Character]) -> ShapedParagraph {
    var paragraph = ShapedParagraph()
    guard !graphemes.isEmpty else { return paragraph }
    paragraph.isRightToLeft = Shaper.isRightToLeft(graphemes)
    let faces = chooseFaces(graphemes)
    var runStart = 0
    var runIndex = 0
    for index in 1...graphemes.count
    where index == graphemes.count || faces[index] != faces[runStart] {
      shapeRun(graphemes, runStart..<index, face: faces[runStart], run: runIndex, into: &paragraph)
      runIndex += 1
      runStart = index
    }
    return paragraph
  }

  /// The face for each grapheme; a stretch of spaces and punctuation between two graphemes set
  /// in the fallback face joins them, so it is shaped in the same run and direction.
  private func chooseFaces(_ graphemes: [Character]) -> [FontFace] {
    var faces = graphemes.map { grapheme -> FontFace in
      if Shaper.covers(primary, grapheme) { return primary }
      if Shaper.covers(fallback, grapheme) { return fallback }
      return primary
    }
    var index = 0
    while index < graphemes.count {
      guard Shaper.isNeutral(graphemes[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < graphemes.count && Shaper.isNeutral(graphemes[end]) { end += 1 }
      if index > 0, end < graphemes.count, faces[index - 1] == fallback, faces[end] == fallback,
        graphemes[index..<end].allSatisfy({ Shaper.covers(fallback, $0) })
      {
        for k in index..<end { faces[k] = fallback }
      }
      index = end
    }
    return faces
  }

  /// Whether the face has a glyph for every scalar that needs one (joiners and variation
  /// selectors are invisible and may be missing).
  private static func covers(_ face: FontFace, _ grapheme: Character) -> Bool {
    grapheme.unicodeScalars.allSatisfy {
      $0.properties.isDefaultIgnorableCodePoint || face.glyph(for: $0) != nil
    }
  }

  private static func script(of scalar: Unicode.Scalar) -> hb_script_t {
    hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
  }

  /// Common or inherited script (spaces, punctuation), but not digits, which read better in
  /// the primary face.
  private static func isNeutral(_ grapheme: Character) -> Bool {
    guard let first = grapheme.unicodeScalars.first, !grapheme.isNumber else { return false }
    let script = script(of: first)
    return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
  }

  private static func isRightToLeft(_ graphemes: [Character]) -> Bool {
    for grapheme in graphemes {
      for scalar in grapheme.unicodeScalars {
        let script = script(of: scalar)
        if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
          || script == HB_SCRIPT_UNKNOWN
        {
          continue
        }
        return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL
      }
    }
    return false
  }

  private func shapeRun(
    _ graphemes: [Character], _ range: Range<Int>, face: FontFace, run: Int,
    into paragraph: inout ShapedParagraph
  ) {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_set_content_type(buffer, HB_BUFFER_CONTENT_TYPE_UNICODE)
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    for index in range {
      for scalar in graphemes[index].unicodeScalars {
        hb_buffer_add(buffer, scalar.value, UInt32(index))
      }
    }
    hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
    hb_buffer_guess_segment_properties(buffer)
    let rightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    if monospacedDigits {
      var feature = Shaper.tabularNumbers
      hb_shape(face.hbFont, buffer, &feature, 1)
    } else {
      hb_shape(face.hbFont, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, nil), count > 0
    else { return }
    let n = Int(count)
    let unitsToPoints = size / Double(face.unitsPerEm)

    // Spans of equal cluster value in buffer (visual) order; logical order reverses them for
    // right-to-left runs.
    var spans: [Range<Int>] = []
    var spanStart = 0
    for i in 1...n where i == n || infos[i].cluster != infos[spanStart].cluster {
      spans.append(spanStart..<i)
      spanStart = i
    }
    if rightToLeft { spans.reverse() }
    for (k, span) in spans.enumerated() {
      let first = Int(infos[span.lowerBound].cluster)
      let end = k + 1 < spans.count ? Int(infos[spans[k + 1].lowerBound].cluster) : range.upperBound
      let clusterGraphemes = graphemes[first..<max(first + 1, end)]
      let glyphStart = paragraph.glyphs.count
      var pen = 0
      for i in span {
        paragraph.glyphs.append(
          ShapedGlyph(
            face: face, id: infos[i].codepoint,
            x: Double(pen + Int(positions[i].x_offset)) * unitsToPoints,
            y: Double(positions[i].y_offset) * unitsToPoints))
        pen += Int(positions[i].x_advance)
      }
      let lastGrapheme = clusterGraphemes.last!
      paragraph.units.append(
        ShapedUnit(
          glyphs: glyphStart..<paragraph.glyphs.count,
          advance: Double(pen) * unitsToPoints + tracking * Double(clusterGraphemes.count),
          isWhitespace: clusterGraphemes.allSatisfy(Shaper.isBreakingSpace),
          allowsBreakAfter: Shaper.isBreakingSpace(lastGrapheme) || Shaper.isHyphen(lastGrapheme)
            || Shaper.isIdeographic(lastGrapheme),
          allowsBreakBefore: Shaper.isIdeographic(clusterGraphemes.first!),
          run: run, isRightToLeft: rightToLeft))
    }
  }

  /// Whitespace except the no-break spaces (U+00A0, U+2007, U+202F).
  static func isBreakingSpace(_ grapheme: Character) -> Bool {
    guard grapheme.isWhitespace, let scalar = grapheme.unicodeScalars.first else { return false }
    return scalar.value != 0xA0 && scalar.value != 0x2007 && scalar.value != 0x202F
  }

  private static func isHyphen(_ grapheme: Character) -> Bool {
    grapheme == "-" || grapheme == "\u{2010}" || grapheme == "\u{2013}" || grapheme == "\u{2014}"
  }

  /// CJK ideographs, kana and Hangul may break between any two characters.
  private static func isIdeographic(_ grapheme: Character) -> Bool {
    guard let value = grapheme.unicodeScalars.first?.value else { return false }
    return (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
      || (0x20000...0x3FFFF).contains(value)
  }
}
