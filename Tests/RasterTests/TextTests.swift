import Foundation
import Testing

@testable import Raster

@Suite(.needsFonts) struct TextTests {
  let fonts: FontLibrary
  let body = TextStyle(size: 17)

  init() throws { fonts = try FontLibrary.shared() }

  private func width(_ text: String, _ style: TextStyle) -> Double {
    fonts.layoutText(text, style: style, lineHeight: 22).size.width
  }

  /// Ink drawn by a layout: total coverage on a transparent canvas.
  private func ink(_ layout: TextLayout) throws -> Double {
    let image = try coverageImage(width: 400, height: 100) {
      $0.draw(layout, at: Point(x: 10, y: 10), color: .white)
    }
    return coveredArea(image)
  }

  @Test func kerningMakesAVNarrowerThanItsLetters() {
    let pair = width("AV", body)
    #expect(pair < width("A", body) + width("V", body) - 0.5)
  }

  @Test func tabularDigitsHaveEqualAdvances() {
    let tabular = TextStyle(size: 13, monospacedDigits: true)
    let digits = "0123456789".map { width(String($0), tabular) }
    #expect(Set(digits).count == 1)
    #expect(abs(width("0123456789", tabular) - 10 * digits[0]) < 1e-9)
    // Without tnum Inter's digits are proportional, so the test above can fail.
    let proportional = "0123456789".map { width(String($0), TextStyle(size: 13)) }
    #expect(Set(proportional).count > 1)
  }

  @Test func advancesAreExactFontUnitsScaled() throws {
    let face = fonts.face(for: body)
    #expect(face.fileName == "Inter-Regular.otf")
    #expect(face.unitsPerEm == 2816 && face.ascender == 2728 && face.descender == 680)
    let line = fonts.layoutText("H", style: body, lineHeight: 22).lines[0]
    let units = line.width / (17.0 / 2816)
    #expect(abs(units - units.rounded()) < 1e-6, "advance is a whole number of font units")
  }

  @Test func displayFaceFromTwentyPoints() {
    #expect(fonts.face(for: TextStyle(size: 19.9)).fileName == "Inter-Regular.otf")
    #expect(
      fonts.face(for: TextStyle(size: 20, weight: .semibold)).fileName
        == "InterDisplay-SemiBold.otf")
  }

  @Test func baselineSplitsTheLeadingEvenly() {
    let line = fonts.layoutText("Ag", style: body, lineHeight: 22).lines[0]
    let scale = 17.0 / 2816
    let expected = (22 - (2728 + 680) * scale) / 2 + 2728 * scale
    #expect(abs(line.baseline - expected) < 1e-9)
  }

  @Test func fallbackFontDrawsHebrewWithInk() throws {
    let layout = fonts.layoutText("שלום", style: body, lineHeight: 22)
    #expect(layout.lines[0].glyphs.allSatisfy { $0.face.fileName == "DejaVuSans.ttf" })
    #expect(layout.lines[0].isRightToLeft)
    #expect(try ink(layout) > 20)
  }

  /// U+1F571 and U+1F701 are symbols without emoji presentation that only Symbola has.
  @Test(arguments: [
    ("中文", "DroidSansFallbackFull.ttf"), ("\u{1F571}\u{1F701}", "Symbola_hint.ttf"),
  ])
  func laterFallbacksCoverWhatDejaVuLacks(text: String, file: String) throws {
    let layout = fonts.layoutText(text, style: body, lineHeight: 22)
    #expect(layout.lines[0].glyphs.map(\.face.fileName) == [file, file])
    #expect(layout.lines[0].glyphs.allSatisfy { $0.id != 0 })
    #expect(try ink(layout) > 20)
  }

  /// U+11A00 (Zanabazar Square) is in none of the fonts: Inter's .notdef shows something is
  /// there.
  @Test func characterNoFontHasShowsTheNotdefBox() throws {
    let layout = fonts.layoutText("\u{11A00}", style: body, lineHeight: 22)
    #expect(layout.lines[0].glyphs.map(\.id) == [0])
    #expect(try ink(layout) > 20)
  }

  @Test(arguments: [
    "👩‍👩‍👧‍👦 family", "e\u{301}\u{302}\u{303}\u{304} stacked marks", "bell\u{7}tab\tnull\u{0}",
    "\u{FEFF}\u{200D}\u{200B}", "🇺🇳🏳️‍🌈", "مرحبا بالعالم", "a\r\nb\rc\u{2028}d", "\u{10FFFF}\u{E000}",
    "", "\n\n",
  ])
  func unusualTextDoesNotCrash(text: String) throws {
    let layout = fonts.layoutText(text, style: body, lineHeight: 22, maxWidth: 60, lineLimit: 3)
    #expect(layout.lines.count >= 1 && layout.lines.count <= 3)
    _ = try ink(layout)
  }

  @Test func controlCharactersAreDroppedAndNewlinesSplitParagraphs() {
    let layout = fonts.layoutText("a\u{7}b\r\nc\rd", style: body, lineHeight: 22)
    #expect(layout.lines.count == 3)
    #expect(layout.lines[0].width == width("ab", body))
    #expect(layout.size.height == 66)
  }

  @Test func linesWrapAtSpacesAndTrailingSpacesDoNotCount() {
    let text = "alpha beta gamma"
    let maxWidth = width("alpha beta", body) + 1
    let layout = fonts.layoutText(text, style: body, lineHeight: 22, maxWidth: maxWidth)
    #expect(layout.lines.count == 2)
    #expect(layout.lines[0].width == width("alpha beta", body))
    #expect(layout.lines[0].widthIncludingTrailingWhitespace > layout.lines[0].width)
    #expect(layout.lines[1].width == width("gamma", body))
    #expect(layout.lines.allSatisfy { $0.width <= maxWidth })
  }

  @Test func hyphenIsABreakOpportunity() {
    let maxWidth = width("known", body) + 2
    let layout = fonts.layoutText("well-known", style: body, lineHeight: 22, maxWidth: maxWidth)
    #expect(layout.lines.map(\.width) == [width("well-", body), width("known", body)])
  }

  @Test func aLongWordBreaksBetweenGraphemes() {
    let word = String(repeating: "abcdefghij", count: 10)
    let layout = fonts.layoutText(word, style: body, lineHeight: 22, maxWidth: 100)
    #expect(layout.lines.count > 5)
    #expect(layout.lines.allSatisfy { $0.width <= 100 && $0.width > 80 || $0 == layout.lines.last })
    let glyphs = layout.lines.reduce(0) { $0 + $1.glyphs.count }
    #expect(glyphs == 100)
  }

  @Test func truncationEndsWithAnEllipsisWithinTheWidth() {
    let style = TextStyle(size: 15, weight: .semibold)
    let ellipsis = fonts.layoutText("…", style: style, lineHeight: 20).lines[0].glyphs[0].id
    for maxWidth in [40.0, 77.7, 150] {
      let layout = fonts.layoutText(
        "A very long model name that truncates", style: style, lineHeight: 20,
        maxWidth: maxWidth, lineLimit: 1)
      #expect(layout.lines.count == 1)
      #expect(layout.isTruncated)
      #expect(layout.lines[0].width <= maxWidth)
      #expect(layout.lines[0].width > maxWidth - 25, "fills the width by grapheme")
      #expect(layout.lines[0].glyphs.last?.id == ellipsis)
    }
  }

  @Test func lineLimitTruncatesTheLastVisibleLine() {
    let layout = fonts.layoutText(
      "one two three four five six seven eight nine ten", style: body, lineHeight: 22,
      maxWidth: 80, lineLimit: 2)
    #expect(layout.lines.count == 2)
    #expect(layout.size.height == 44)
    #expect(layout.isTruncated)
    let clipped = fonts.layoutText(
      "one two three four five six", style: body, lineHeight: 22, maxWidth: 80, lineLimit: 2,
      truncation: .clip)
    #expect(clipped.lines[1].glyphs.count < layout.lines[1].glyphs.count + 5)
    #expect(!fonts.layoutText("short", style: body, lineHeight: 22, lineLimit: 1).isTruncated)
  }

  @Test func trackingAddsSpaceAfterEveryCluster() {
    let tracked = TextStyle(size: 17, tracking: 1.5)
    #expect(abs(width("abc", tracked) - (width("abc", body) + 4.5)) < 1e-9)
  }

  @Test func rightToLeftRunsAreInVisualOrder() {
    let line = fonts.layoutText("אב", style: body, lineHeight: 22).lines[0]
    let alef = fonts.fallbackFaces[0].glyph(for: "א")
    // Alef comes first logically, so it is drawn at the right.
    #expect(line.glyphs.last?.id == alef)
  }

  /// As long as the longest text a scenario accepts (100000 characters).
  @Test func longTextLaysOutWithoutExploding() {
    let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 3_700)
    let layout = fonts.layoutText(paragraph, style: body, lineHeight: 22, maxWidth: 300)
    #expect(layout.lines.count > 1000)
    #expect(layout.lines.allSatisfy { $0.width <= 300 })
  }

  @Test func concurrentLayoutAndDrawingMatchSerialResults() throws {
    let texts = (0..<8).map { "Thread \($0): Atlas AV 0123 שלום ✓" }
    let serial = try texts.map { text in
      try coverageImage(width: 300, height: 40) {
        $0.draw(
          fonts.layoutText(text, style: body, lineHeight: 22), at: Point(x: 2, y: 2),
          color: .white)
      }
    }
    let results = ResultBox(count: texts.count)
    DispatchQueue.concurrentPerform(iterations: texts.count) { index in
      let fresh = try? FontLibrary()
      let image = try? coverageImage(width: 300, height: 40) {
        $0.draw(
          (index % 2 == 0 ? fonts : fresh!).layoutText(texts[index], style: body, lineHeight: 22),
          at: Point(x: 2, y: 2), color: .white)
      }
      results.set(index, image)
    }
    #expect(results.values == serial)
  }

  @Test func iconsResolveFromSymbolNames() throws {
    #expect(IconTable.codePoint(forSymbol: "magnifyingglass") == 0xE8B6)
    #expect(IconTable.codePoint(forSymbol: "checkmark.fill") == 0xE5CA, "falls back to checkmark")
    // Each outline symbol and its filled twin draw different glyphs, as SF pairs them;
    // magnifyingglass has no twin and falls back to itself.
    for pair in ["photo", "lightbulb"] {
      #expect(
        IconTable.codePoint(forSymbol: pair) != IconTable.codePoint(forSymbol: "\(pair).fill"))
    }
    #expect(IconTable.codePoint(forSymbol: "photo") == 0xE3C4, "crop_original, an outline frame")
    #expect(IconTable.codePoint(forSymbol: "photo.fill") == 0xE3F4, "image, solid")
    #expect(IconTable.codePoint(forSymbol: "magnifyingglass.fill") == 0xE8B6)
    #expect(IconTable.codePoint(forSymbol: "tortoise") == nil)
    #expect(throws: RasterError.unknownSymbol("tortoise")) { try fonts.icon(named: "tortoise") }
    for name in IconTable.symbolNames {
      let icon = try fonts.icon(named: name)
      #expect(icon.glyph != 0)
      // Drawn with its em box at (24, 24) on a canvas three ems wide, every bit of its ink
      // stays inside the em box and spans more than a fifth of it.
      let ink = try #require(
        inkBox(
          coverageImage(width: 72, height: 72) {
            $0.draw(icon, in: Rect(x: 24, y: 24, width: 24, height: 24), size: 24, color: .white)
          }, above: 0))
      #expect(ink.width > 24 / 5, "\(name)")
      #expect(ink.x0 >= 24 && ink.x1 <= 48 && ink.y0 >= 24 && ink.y1 <= 48, "\(name)")
    }
  }

  @Test func iconIsCentredInItsRect() throws {
    let icon = try fonts.icon(named: "stop.fill")
    func ink(drawnIn rect: Rect) throws -> PixelBox? {
      inkBox(
        try coverageImage(width: 96, height: 96, scale: 3) {
          $0.draw(icon, in: rect, size: 24, color: .white)
        }, above: 127)
    }
    // In a 24 pt rect the em box is the rect; in a 32 pt one it sits 4 pt (12 px) in from
    // each side, so the ink moves by exactly that and nothing else changes.
    let inEmBox = try #require(try ink(drawnIn: Rect(x: 0, y: 0, width: 24, height: 24)))
    let centred = try #require(try ink(drawnIn: Rect(x: 0, y: 0, width: 32, height: 32)))
    #expect(
      centred
        == PixelBox(
          x0: inEmBox.x0 + 12, y0: inEmBox.y0 + 12, x1: inEmBox.x1 + 12, y1: inEmBox.y1 + 12))
    // The stop square is centred in its em, so its ink is centred in the rect: 16 pt, 48 px.
    #expect(abs(Double(centred.x0 + centred.x1) / 2 - 48) <= 1)
    #expect(abs(Double(centred.y0 + centred.y1) / 2 - 48) <= 1)
  }

  @Test func fontDigestsAndVersionsAreReported() throws {
    let digests = try fonts.fontFileDigests()
    // Inter Text and Display in four weights, three fallbacks, the emoji, the icons.
    #expect(digests.count == 13)
    #expect(digests.allSatisfy { $0.sha256.count == 64 })
    #expect(Set(digests.map(\.sha256)).count == 13)
    #expect(digests.contains { $0.fileName == "NotoColorEmoji.ttf" })
    let versions = FontLibrary.libraryVersions
    #expect(versions.map(\.name) == ["FreeType", "HarfBuzz", "libpng", "libdeflate", "xxHash"])
    #expect(versions.allSatisfy { $0.version.first?.isNumber == true })
  }

  @Test func missingFontNamesFileAndPackage() {
    #expect(throws: RasterError.self) { try FontLibrary(searchDirectories: ["/nonexistent"]) }
    do {
      _ = try FontLibrary(searchDirectories: ["/nonexistent"])
    } catch {
      #expect("\(error)".contains("Inter-Regular.otf"))
      #expect("\(error)".contains("fonts-inter"))
    }
  }
}

/// Collects per-index results from concurrent work.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Image?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ image: Image?) { lock.withLock { storage[index] = image } }

  var values: [Image] { lock.withLock { storage.compactMap { $0 } } }
}
