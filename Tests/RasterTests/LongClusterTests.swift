import Testing

@testable import Raster

/// A grapheme cluster has no length limit in Unicode, so one cluster of many scalars (👍 and
/// thousands of skin tones, a ZWJ chain of thousands of people) must not become one unbreakable
/// unit: its scalars are shaped as clusters of their own and wrap like letters, in either
/// direction, while every cluster up to ``32`` stays one.
@Suite(.needsFonts) struct LongClusterTests {
  let fonts: FontLibrary
  let style = TextStyle(size: 17)

  init() throws { fonts = try FontLibrary.shared() }

  static let thumbsWithSkinTones = "👍" + String(repeating: "\u{1F3FB}", count: 999)
  static let chainOfPeople = Array(repeating: "👩", count: 500).joined(separator: "\u{200D}")

  /// Each long cluster between words that set it in a left-to-right run, and in a
  /// right-to-left one, by the name a failure shows.
  static let texts = [
    "skin tones, left to right": "a \(thumbsWithSkinTones) b",
    "ZWJ chain, left to right": "a \(chainOfPeople) b",
    "skin tones, right to left": "א \(thumbsWithSkinTones) ב",
    "ZWJ chain, right to left": "א \(chainOfPeople) ב",
  ]

  @Test(arguments: texts.keys.sorted())
  func aLongClusterWrapsIntoLinesNoWiderThanTheField(name: String) {
    let text = Self.texts[name]!
    let layout = fonts.layoutText(text, style: style, lineHeight: 22, maxWidth: 300)
    #expect(layout.lines.count > 10)
    #expect(layout.lines.allSatisfy { $0.width <= 300 }, "\(layout.lines.map(\.width))")
    #expect(layout.lines.map(\.text).joined() == text)
    let emoji = layout.lines.flatMap(\.glyphs).filter(\.face.isColor)
    #expect(emoji.allSatisfy { $0.id != 0 })
  }

  @Test func theFirstScalarsOfALongClusterStillFormTheirSequence() {
    let line = fonts.layoutText(Self.thumbsWithSkinTones, style: style, lineHeight: 22).lines[0]
    let thumbsUpLight = fonts.layoutText("👍\u{1F3FB}", style: style, lineHeight: 22).lines[0]
    #expect(thumbsUpLight.glyphs.count == 1)
    #expect(line.glyphs.first?.id == thumbsUpLight.glyphs[0].id)
    #expect(line.glyphs.count == 999)
  }

  /// A letter with 300 points is shaped in runs of at most the limit, each attaching the
  /// marks it can, and the marks, which take no room, stay on the letter's line.
  @Test func aLongRunOfMarksIsShapedInBoundedRuns() {
    let text = "א" + String(repeating: "\u{05B0}\u{05B4}\u{05BC}", count: 100)
    let lines = fonts.layoutText(text, style: style, lineHeight: 22, maxWidth: 300).lines
    #expect(lines.map(\.text) == [text])
    let runs = lines[0].runs
    #expect(runs.count == (301 + Shaper.maximumClusterLength - 1) / Shaper.maximumClusterLength)
    #expect(runs.allSatisfy { $0.text.unicodeScalars.count <= Shaper.maximumClusterLength })
    #expect(lines[0].glyphs.allSatisfy { $0.id != 0 })
  }

  @Test func aClusterAtTheLimitIsStillOneUnit() {
    let text = "e" + String(repeating: "\u{0301}", count: Shaper.maximumClusterLength - 1)
    #expect(text.count == 1 && text.unicodeScalars.count == Shaper.maximumClusterLength)
    let layout = fonts.layoutText(text + text, style: style, lineHeight: 22, maxWidth: 1)
    #expect(layout.lines.map(\.text) == [text, text])
  }
}
