import CHarfBuzz

/// A glyph placed relative to the pen position of its unit, in points, y up (HarfBuzz's frame).
struct ShapedGlyph {
  let face: FontFace
  let id: UInt32
  let x: Double
  let y: Double
  /// Points per font unit of `face` at this text's size (its size scaled to Inter's x-height).
  let unitsToPoints: Double
}

/// The smallest piece line breaking moves: one grapheme cluster, or several when the font
/// forms a ligature across them.
struct ShapedUnit {
  /// Into ``ShapedParagraph/glyphs``; glyphs within a unit are in visual order.
  let glyphs: Range<Int>
  /// Into ``ShapedParagraph/graphemes``.
  let graphemes: Range<Int>
  let advance: Double
  /// Made only of breaking spaces: such units hang past the line end and do not count in width.
  let isWhitespace: Bool
  /// A line may end after this unit: UAX #14 for the text's locale (``LineBreaks``).
  var allowsBreakAfter = false
  /// Into ``ShapedParagraph/runs``.
  let run: Int
}

/// Graphemes shaped together: one face, one bidi level, one script.
struct ShapingRun {
  let face: FontFace
  let isRightToLeft: Bool
}

struct ShapedParagraph {
  var graphemes: [Character] = []
  /// The UTF-16 offset each grapheme starts at, then the paragraph's length: bidi levels and
  /// line breaks come from ICU in UTF-16 offsets.
  var utf16Offsets: [Int] = [0]
  var glyphs: [ShapedGlyph] = []
  var units: [ShapedUnit] = []
  var runs: [ShapingRun] = []
  let bidi: BidiParagraph

  var isRightToLeft: Bool { bidi.isRightToLeft }
}

/// Shapes paragraphs with HarfBuzz, one run at a time.
///
/// A paragraph is resolved by the Unicode bidi algorithm first (``BidiParagraph``), then split
/// into runs of one face, one bidi level and one script, each shaped with its own direction
/// (so HarfBuzz mirrors brackets in right-to-left runs), its script and the text's language.
///
/// Font choice is per grapheme cluster, never per scalar, so an emoji sequence (👩‍💻, a flag, a
/// keycap, a skin tone, an emoji with U+FE0F) stays whole in one run and HarfBuzz can form its
/// one glyph. A cluster with emoji presentation goes to the colour emoji face when it has it;
/// any other cluster to the style's Inter face when it has every visible scalar of the cluster,
/// else the first fallback that has them (the Noto face of its script in the style's weight
/// first), else the emoji face, else Inter again (its .notdef box shows that something is
/// there). Spaces and punctuation between text in one fallback stay in its run so that, for
/// example, a Hebrew sentence is shaped as one right-to-left run. The language is the caller's
/// locale, never the process's.
struct Shaper {
  let primary: FontFace
  /// Opened only when a grapheme needs them.
  let fallbacks: [LazyFace]
  let emoji: LazyFace
  let size: Double
  let monospacedDigits: Bool
  let tracking: Double
  /// The locale's language for HarfBuzz ("ja" picks Japanese glyph forms in a CJK face) and
  /// its identifier for ICU's line breaking.
  let locale: String

  private static let tabularNumbers = hb_feature_t(
    tag: tag("tnum"), value: 1, start: 0, end: UInt32.max)

  private static func tag(_ text: String) -> hb_tag_t {
    text.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
  }

  /// The most scalars shaped as one cluster. Unicode puts no bound on a grapheme cluster (👍
  /// with a hundred thousand skin tones is one), and HarfBuzz merges a cluster's glyphs into
  /// one unit that line breaking cannot cut, so one long cluster would be one line of all its
  /// glyphs, past the field's edge, each of them drawn. Text systems bound it: Unicode's
  /// Stream-Safe Text Format (UAX #15) allows 30 non-starters after a starter, and the longest
  /// emoji sequence is 10 scalars.
  static let maximumClusterLength = 32

  func shape(_ text: [Character], direction: ParagraphDirection) -> ShapedParagraph {
    let clusterTraits = text.map(GraphemeTraits.init)
    let (graphemes, traits, faces) = Shaper.splittingLongClusters(
      text, traits: clusterTraits, faces: chooseFaces(text, clusterTraits))
    var utf16: [UInt16] = []
    var offsets: [Int] = []
    for grapheme in graphemes {
      offsets.append(utf16.count)
      utf16.append(contentsOf: grapheme.utf16)
    }
    offsets.append(utf16.count)
    let bidi = BidiParagraph(utf16: utf16, direction: direction)
    var paragraph = ShapedParagraph(graphemes: graphemes, utf16Offsets: offsets, bidi: bidi)
    guard !graphemes.isEmpty else { return paragraph }
    let levels = offsets.dropLast().map { bidi.levels[$0] }
    let scripts = Shaper.scripts(of: graphemes)
    var runStart = 0
    for index in 1...graphemes.count
    where index == graphemes.count || faces[index] != faces[runStart]
      || levels[index] != levels[runStart] || scripts[index] != scripts[runStart]
      || traits[index].contains(.scalarOfLongCluster)
        != traits[runStart].contains(.scalarOfLongCluster)
      || traits[index].contains(.scalarOfLongCluster)
        && index - runStart == Shaper.maximumClusterLength
    {
      shapeRun(
        graphemes, traits, runStart..<index, face: faces[runStart],
        isRightToLeft: levels[runStart] % 2 == 1, into: &paragraph)
      runStart = index
    }
    markBreaks(LineBreaks.opportunities(in: utf16, locale: locale), in: &paragraph)
    return paragraph
  }

  /// The graphemes to shape, each with its traits and face: `text` as it is, except that a
  /// cluster of more than ``maximumClusterLength`` scalars becomes one grapheme a scalar, each
  /// in the cluster's face (font choice stays per cluster) and marked
  /// ``GraphemeTraits/scalarOfLongCluster``. Such scalars are shaped in runs of their own, of
  /// at most that many scalars (HarfBuzz attaches each mark to its base by looking back over
  /// the marks before it, so a run of many marks costs the square of their number), at
  /// HarfBuzz's character level, which keeps each scalar its own cluster unless the font joins
  /// glyphs (👍🏻 stays one glyph), so lines break between them as between letters.
  private static func splittingLongClusters(
    _ text: [Character], traits: [GraphemeTraits], faces: [FontFace]
  ) -> (graphemes: [Character], traits: [GraphemeTraits], faces: [FontFace]) {
    guard text.contains(where: { $0.unicodeScalars.count > maximumClusterLength }) else {
      return (text, traits, faces)
    }
    var split: (graphemes: [Character], traits: [GraphemeTraits], faces: [FontFace]) =
      ([], [], [])
    for (index, grapheme) in text.enumerated() {
      guard grapheme.unicodeScalars.count > maximumClusterLength else {
        split.graphemes.append(grapheme)
        split.traits.append(traits[index])
        split.faces.append(faces[index])
        continue
      }
      for scalar in grapheme.unicodeScalars {
        let character = Character(scalar)
        split.graphemes.append(character)
        split.traits.append(GraphemeTraits(character).union(.scalarOfLongCluster))
        split.faces.append(faces[index])
      }
    }
    return split
  }

  /// Lets a line end after each unit that ends where ICU allows a break.
  private func markBreaks(_ opportunities: [Int], in paragraph: inout ShapedParagraph) {
    var next = opportunities.startIndex
    for k in paragraph.units.indices {
      let end = paragraph.utf16Offsets[paragraph.units[k].graphemes.upperBound]
      while next < opportunities.endIndex && opportunities[next] < end { next += 1 }
      paragraph.units[k].allowsBreakAfter =
        next < opportunities.endIndex && opportunities[next] == end
    }
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

  /// Each grapheme's script: its first scalar's of a script of its own; a grapheme of common
  /// or inherited script (spaces, punctuation, digits, emoji) takes the script before it, or
  /// at the start the one after it, as UAX #24 suggests for runs. Shaping runs split where it
  /// changes, so each is shaped with one script.
  private static func scripts(of graphemes: [Character]) -> [hb_script_t] {
    let own = graphemes.map { grapheme in
      grapheme.unicodeScalars.lazy.map {
        hb_unicode_script(hb_unicode_funcs_get_default(), $0.value)
      }
      .first { $0 != HB_SCRIPT_COMMON && $0 != HB_SCRIPT_INHERITED && $0 != HB_SCRIPT_UNKNOWN }
    }
    var resolved: [hb_script_t] = []
    resolved.reserveCapacity(own.count)
    var current = own.lazy.compactMap { $0 }.first ?? HB_SCRIPT_COMMON
    for script in own {
      if let script { current = script }
      resolved.append(current)
    }
    return resolved
  }

  /// The size a face is set at: Noto's script faces scaled so that their family's x-height
  /// sits with the primary Inter face's, as the system's fallback does (some 2 % larger under
  /// Inter Text, 4 % smaller under Display); every other face at the text's size.
  private func size(of face: FontFace) -> Double {
    guard let matched = face.matchedXHeight, matched > 0, primary.xHeight > 0 else { return size }
    return size * Double(primary.xHeight) / Double(primary.unitsPerEm) / matched
  }

  /// Shapes graphemes `range`, all in `face` at one level and script, and appends their glyphs
  /// and units.
  private func shapeRun(
    _ graphemes: [Character], _ traits: [GraphemeTraits], _ range: Range<Int>, face: FontFace,
    isRightToLeft: Bool, into paragraph: inout ShapedParagraph
  ) {
    // Never null: on failure HarfBuzz returns its inert empty buffer.
    let buffer = hb_buffer_create()!
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_set_content_type(buffer, HB_BUFFER_CONTENT_TYPE_UNICODE)
    hb_buffer_set_cluster_level(
      buffer,
      traits[range.lowerBound].contains(.scalarOfLongCluster)
        ? HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS : HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    for index in range {
      for scalar in graphemes[index].unicodeScalars {
        hb_buffer_add(buffer, scalar.value, UInt32(index))
      }
    }
    hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_language(buffer, hb_language_from_string(Shaper.languageTag(locale), -1))
    // The script: the run's own (one per run), or none for a run of common characters only.
    hb_buffer_guess_segment_properties(buffer)
    // Against its script's direction (emoji, of no script, in a right-to-left run) HarfBuzz
    // shapes a run reversed, and merges each of its clusters into one to reverse it: the
    // scalars of a long cluster are then shaped one at a time to stay apart.
    let scriptDirection = hb_script_get_horizontal_direction(hb_buffer_get_script(buffer))
    if range.count > 1, traits[range.lowerBound].contains(.scalarOfLongCluster),
      scriptDirection != HB_DIRECTION_INVALID, scriptDirection != hb_buffer_get_direction(buffer)
    {
      for index in range {
        shapeRun(
          graphemes, traits, index..<index + 1, face: face, isRightToLeft: isRightToLeft,
          into: &paragraph)
      }
      return
    }
    if monospacedDigits {
      var feature = Shaper.tabularNumbers
      hb_shape(face.hbFont, buffer, &feature, 1)
    } else {
      hb_shape(face.hbFont, buffer, nil, 0)
    }
    let shaped = ShapedRun(
      buffer: buffer, face: face, unitsToPoints: size(of: face) / Double(face.unitsPerLayoutEm))
    let run = paragraph.runs.count
    paragraph.runs.append(ShapingRun(face: face, isRightToLeft: isRightToLeft))
    for cluster in shaped.clusters(endingAt: range.upperBound) {
      shaped.append(
        cluster.glyphs, graphemes: cluster.graphemes, traits: traits[cluster.graphemes], run: run,
        tracking: tracking, to: &paragraph)
    }
  }

  /// "ja_JP" → "ja-JP", HarfBuzz's BCP 47 form; "en" for the root locale. By hand rather than
  /// with Foundation's `replacingOccurrences`, whose first call costs a `render` process a
  /// fifth of a millisecond in protocol conformance lookups.
  private static func languageTag(_ locale: String) -> String {
    locale.isEmpty ? "en" : String(locale.map { $0 == "_" ? "-" : $0 })
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

  /// Appends the glyphs `span` as one unit of `graphemes`, whose traits are `traits`, from
  /// shaping run `run`. Pens move in whole font units, converted to points once per glyph.
  func append(
    _ span: Range<Int>, graphemes: Range<Int>, traits: ArraySlice<GraphemeTraits>, run: Int,
    tracking: Double, to paragraph: inout ShapedParagraph
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
          y: Double(Int(positions[i].y_offset) + rise) * unitsToPoints,
          unitsToPoints: unitsToPoints))
      pen += advance
    }
    paragraph.units.append(
      ShapedUnit(
        glyphs: glyphStart..<paragraph.glyphs.count, graphemes: graphemes,
        advance: Double(pen) * unitsToPoints + tracking * Double(traits.count),
        isWhitespace: traits.allSatisfy { $0.contains(.breakingSpace) }, run: run))
  }
}

/// What hanging spaces, font choice and shaping need to know about a grapheme cluster, mostly
/// from its first scalar, computed once per cluster (Unicode property lookups dominated long
/// texts). Where lines may break is ICU's (``LineBreaks``).
struct GraphemeTraits: OptionSet {
  let rawValue: UInt8

  /// Whitespace except the no-break spaces (U+00A0, U+2007, U+202F): it hangs past the line
  /// end.
  static let breakingSpace = GraphemeTraits(rawValue: 1)
  /// Common or inherited script (spaces, punctuation) but not a digit or an emoji: takes the
  /// font of the text around it.
  static let neutral = GraphemeTraits(rawValue: 2)
  /// Has emoji presentation (Unicode TR #51), so it is drawn as a colour emoji: it starts with
  /// an emoji, is not asked for as text (U+FE0E), and either shows as emoji by default (😀, ☕,
  /// flags) or is made one by U+FE0F, a keycap (U+20E3), a skin tone or a zero-width joiner.
  /// Text-style symbols (✓, ⚠ without U+FE0F, arrows, digits) are not.
  static let emoji = GraphemeTraits(rawValue: 4)
  /// One scalar of a cluster longer than ``Shaper/maximumClusterLength``, shaped as a cluster
  /// of its own.
  static let scalarOfLongCluster = GraphemeTraits(rawValue: 8)

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
    if value == 0x20 { insert(.breakingSpace) }
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
