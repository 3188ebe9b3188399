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
/// Font choice is per grapheme cluster, never per scalar, so an emoji sequence (👩‍💻, a flag, a
/// keycap, a skin tone, an emoji with U+FE0F) stays whole in one run and HarfBuzz can form its
/// one glyph. A cluster with emoji presentation goes to the colour emoji face when it has it;
/// any other cluster to the style's Inter face when it has every visible scalar of the cluster,
/// else the first fallback that has them, else the emoji face, else Inter again (its .notdef
/// box shows that something is there). Spaces and punctuation between text in one fallback
/// stay in its run so that, for example, a Hebrew sentence is shaped as one right-to-left run.
/// Each run gets its direction and script from HarfBuzz's guess and a fixed language ("en"),
/// never the process locale.
struct Shaper {
  let primary: FontFace
  /// Opened only when a grapheme needs them.
  let fallbacks: [LazyFace]
  let emoji: LazyFace
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
    let traits = graphemes.map(GraphemeTraits.init)
    let faces = chooseFaces(graphemes, traits)
    var runStart = 0
    var runIndex = 0
    for index in 1...graphemes.count
    where index == graphemes.count || faces[index] != faces[runStart] {
      shapeRun(
        graphemes, traits, runStart..<index, face: faces[runStart], run: runIndex,
        into: &paragraph)
      runIndex += 1
      runStart = index
    }
    return paragraph
  }

  /// The face for each grapheme; a stretch of spaces and punctuation between two graphemes set
  /// in the same outline fallback face joins them, so it is shaped in the same run and
  /// direction (never the emoji face, whose space is an emoji wide).
  private func chooseFaces(_ graphemes: [Character], _ traits: [GraphemeTraits]) -> [FontFace] {
    var faces = zip(graphemes, traits).map { grapheme, traits -> FontFace in
      if traits.contains(.emoji), Shaper.covers(emoji.face, grapheme) { return emoji.face }
      if Shaper.covers(primary, grapheme) { return primary }
      return fallbacks.lazy.map(\.face).first { Shaper.covers($0, grapheme) }
        ?? (Shaper.covers(emoji.face, grapheme) ? emoji.face : primary)
    }
    var index = 0
    while index < graphemes.count {
      guard traits[index].contains(.neutral) else {
        index += 1
        continue
      }
      var end = index
      while end < graphemes.count && traits[end].contains(.neutral) { end += 1 }
      if index > 0, end < graphemes.count, faces[index - 1] != primary, !faces[end].isColor,
        faces[end] == faces[index - 1],
        graphemes[index..<end].allSatisfy({ Shaper.covers(faces[end], $0) })
      {
        for k in index..<end { faces[k] = faces[end] }
      }
      index = end
    }
    return faces
  }

  /// Whether the face has a glyph for every scalar that needs one (joiners and variation
  /// selectors are invisible and may be missing).
  private static func covers(_ face: FontFace, _ grapheme: Character) -> Bool {
    grapheme.unicodeScalars.allSatisfy {
      face.glyph(for: $0) != nil || $0.properties.isDefaultIgnorableCodePoint
    }
  }

  private static func script(of scalar: Unicode.Scalar) -> hb_script_t {
    hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
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

  /// Shapes graphemes `range`, all in `face`, and appends their glyphs and units.
  private func shapeRun(
    _ graphemes: [Character], _ traits: [GraphemeTraits], _ range: Range<Int>, face: FontFace,
    run: Int, into paragraph: inout ShapedParagraph
  ) {
    // Never null: on failure HarfBuzz returns its inert empty buffer.
    let buffer = hb_buffer_create()!
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
    if monospacedDigits {
      var feature = Shaper.tabularNumbers
      hb_shape(face.hbFont, buffer, &feature, 1)
    } else {
      hb_shape(face.hbFont, buffer, nil, 0)
    }
    let shaped = ShapedRun(
      buffer: buffer, face: face, unitsToPoints: size / Double(face.unitsPerLayoutEm))
    for cluster in shaped.clusters(endingAt: range.upperBound) {
      shaped.append(
        cluster.glyphs, traits: traits[cluster.graphemes], run: run, tracking: tracking,
        to: &paragraph)
    }
  }
}

/// A shaped HarfBuzz buffer of one font run, turned into units.
private struct ShapedRun {
  let buffer: OpaquePointer
  let face: FontFace
  /// Points per font unit of `face`.
  let unitsToPoints: Double

  /// HarfBuzz's glyphs, in visual order.
  private var infos: UnsafeBufferPointer<hb_glyph_info_t> {
    var count: UInt32 = 0
    return UnsafeBufferPointer(start: hb_buffer_get_glyph_infos(buffer, &count), count: Int(count))
  }

  /// Their offsets and advances, in font units.
  private var positions: UnsafeBufferPointer<hb_glyph_position_t> {
    var count: UInt32 = 0
    return UnsafeBufferPointer(
      start: hb_buffer_get_glyph_positions(buffer, &count), count: Int(count))
  }

  private var isRightToLeft: Bool { hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL }

  /// Each cluster's glyphs (a span of equal cluster value, in buffer order, which is visual)
  /// and graphemes, in logical order: right-to-left runs come reversed. `end` is the grapheme
  /// after the run.
  func clusters(endingAt end: Int) -> [(glyphs: Range<Int>, graphemes: Range<Int>)] {
    let infos = infos
    guard !infos.isEmpty else { return [] }
    var spans: [Range<Int>] = []
    var spanStart = 0
    for i in 1...infos.count
    where i == infos.count || infos[i].cluster != infos[spanStart].cluster {
      spans.append(spanStart..<i)
      spanStart = i
    }
    if isRightToLeft { spans.reverse() }
    return spans.enumerated().map { k, span in
      let first = Int(infos[span.lowerBound].cluster)
      let next = k + 1 < spans.count ? Int(infos[spans[k + 1].lowerBound].cluster) : end
      return (span, first..<max(first + 1, next))
    }
  }

  /// Appends the glyphs `span` as one unit of the graphemes with `traits`, from font run
  /// `run`. Pens move in whole font units, converted to points once per glyph.
  func append(
    _ span: Range<Int>, traits: ArraySlice<GraphemeTraits>, run: Int, tracking: Double,
    to paragraph: inout ShapedParagraph
  ) {
    let (infos, positions) = (infos, positions)
    let glyphStart = paragraph.glyphs.count
    let rise = face.baselineRise
    var pen = 0
    for i in span {
      let (advance, shift) = face.layoutAdvance(Int(positions[i].x_advance))
      paragraph.glyphs.append(
        ShapedGlyph(
          face: face, id: infos[i].codepoint,
          x: Double(pen + Int(positions[i].x_offset) + shift) * unitsToPoints,
          y: Double(Int(positions[i].y_offset) + rise) * unitsToPoints))
      pen += advance
    }
    let last = traits.last!
    paragraph.units.append(
      ShapedUnit(
        glyphs: glyphStart..<paragraph.glyphs.count,
        advance: Double(pen) * unitsToPoints + tracking * Double(traits.count),
        isWhitespace: traits.allSatisfy { $0.contains(.breakingSpace) },
        allowsBreakAfter: !last.isDisjoint(with: [.breakingSpace, .hyphen, .ideographic]),
        allowsBreakBefore: traits.first!.contains(.ideographic),
        run: run, isRightToLeft: isRightToLeft))
  }
}

/// What line breaking and font choice need to know about a grapheme cluster, mostly from its
/// first scalar, computed once per cluster (Unicode property lookups dominated long texts).
struct GraphemeTraits: OptionSet {
  let rawValue: UInt8

  /// Whitespace except the no-break spaces (U+00A0, U+2007, U+202F): a line may end after it,
  /// and it hangs past the line end.
  static let breakingSpace = GraphemeTraits(rawValue: 1)
  /// Hyphen-minus, hyphen, en and em dash: a line may end after it.
  static let hyphen = GraphemeTraits(rawValue: 2)
  /// CJK ideographs, kana and Hangul: a line may break before and after.
  static let ideographic = GraphemeTraits(rawValue: 4)
  /// Common or inherited script (spaces, punctuation) but not a digit or an emoji: takes the
  /// font of the text around it.
  static let neutral = GraphemeTraits(rawValue: 8)
  /// Has emoji presentation (Unicode TR #51), so it is drawn as a colour emoji: it starts with
  /// an emoji, is not asked for as text (U+FE0E), and either shows as emoji by default (😀, ☕,
  /// flags) or is made one by U+FE0F, a keycap (U+20E3), a skin tone or a zero-width joiner.
  /// Text-style symbols (✓, ⚠ without U+FE0F, arrows, digits) are not.
  static let emoji = GraphemeTraits(rawValue: 16)

  init(rawValue: UInt8) { self.rawValue = rawValue }

  init(_ grapheme: Character) {
    guard let scalar = grapheme.unicodeScalars.first else {
      self = []
      return
    }
    self = scalar.value < 0x80 ? Self(ascii: scalar.value) : Self(nonASCII: scalar)
    // An ASCII character alone is never an emoji; with more scalars it may be a keycap.
    if (scalar.value >= 0x80 || grapheme.utf8.count > 1) && Self.hasEmojiPresentation(grapheme) {
      remove(.neutral)
      insert(.emoji)
    }
  }

  private init(ascii value: UInt32) {
    self = []
    if value == 0x20 { formUnion([.breakingSpace, .neutral]) }
    if value == 0x2D { formUnion([.hyphen, .neutral]) }
    let isAlphanumeric =
      (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
      || (0x61...0x7A).contains(value)
    if !isAlphanumeric { insert(.neutral) }
  }

  private init(nonASCII scalar: Unicode.Scalar) {
    self = []
    let value = scalar.value
    if scalar.properties.isWhitespace && value != 0xA0 && value != 0x2007 && value != 0x202F {
      insert(.breakingSpace)
    }
    if value == 0x2010 || value == 0x2013 || value == 0x2014 { insert(.hyphen) }
    if (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
      || (0x20000...0x3FFFF).contains(value)
    {
      insert(.ideographic)
    }
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), value)
    if (script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED)
      && scalar.properties.numericType == nil
    {
      insert(.neutral)
    }
  }

  private static func hasEmojiPresentation(_ grapheme: Character) -> Bool {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    var isEmoji = first.properties.isEmojiPresentation
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0E: return false
      case 0xFE0F, 0x20E3, 0x200D: isEmoji = true
      default: isEmoji = isEmoji || scalar.properties.isEmojiModifier
      }
    }
    return isEmoji
  }
}
