import Foundation
import Testing

@testable import Raster

/// Emoji come from Noto Color Emoji in colour, one glyph per emoji sequence, one em tall and
/// wide like Apple Color Emoji on iOS; text-style symbols stay with the text fonts.
@Suite struct EmojiTests {
  let fonts: FontLibrary
  let body = TextStyle(size: 17)

  init() throws { fonts = try FontLibrary.shared() }

  private func line(_ text: String, size: Double = 17) -> TextLine {
    fonts.layoutText(text, style: TextStyle(size: size), lineHeight: size * 1.3).lines[0]
  }

  @Test(arguments: [
    "👩\u{200D}💻", "🇺🇳", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "👍🏽", "🏳\u{FE0F}\u{200D}🌈",
    "⚠\u{FE0F}", "☕", "👩\u{200D}👩\u{200D}👧\u{200D}👦",
  ])
  func anEmojiSequenceIsOneGlyphOfTheEmojiFont(text: String) {
    let glyphs = line(text).glyphs
    #expect(glyphs.count == 1)
    #expect(glyphs.allSatisfy { $0.face.fileName == "NotoColorEmoji.ttf" && $0.id != 0 })
  }

  @Test func emojiBesideTextStayInTheirOwnRun() {
    let glyphs = line("a👩\u{200D}💻b 🇺🇳 c").glyphs
    #expect(glyphs.map { $0.face.isColor } == [false, true, false, false, true, false, false])
  }

  /// Text-style symbols (no emoji presentation, or U+FE0E) keep to the outline fonts.
  @Test(arguments: ["✓", "⚠", "→", "☺", "☕\u{FE0E}", "#", "1"])
  func aTextStyleSymbolIsNotAnEmoji(text: String) {
    #expect(line(text).glyphs.allSatisfy { !$0.face.isColor })
  }

  /// Advance one em; the picture from 0.15 em below the baseline to 0.85 em above it.
  @Test func anEmojiIsOneEmWideAndSitsLikeApplesOnIOS() throws {
    let size = 40.0
    let emoji = line("⬛", size: size)
    #expect(abs(emoji.width - size) < 1e-9)
    let image = try coverageImage(width: 60, height: 60) {
      $0.draw(emoji, at: Point(x: 10, y: 45), color: .black)
    }
    let ink = inkBox(image)
    // Noto's square fills most of its image; the image spans 45 - 0.85·40 ... 45 + 0.15·40.
    #expect(ink.minY >= 11 && ink.minY <= 15)
    #expect(ink.maxY >= 48 && ink.maxY <= 51)
    #expect(ink.minX >= 10 && ink.maxX <= 50)
  }

  @Test func anEmojiKeepsItsColoursWhileTextTakesTheTextColour() throws {
    let text = line("H😀")
    let image = try coverageImage(width: 150, height: 90, scale: 3) {
      $0.draw(text, at: Point(x: 1, y: 20), color: RGBA(red: 255, green: 0, blue: 0))
    }
    let split = Int((1 + text.glyphs[1].position.x) * 3)
    var latinInk = 0
    var colourful = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.premultipliedPixel(x: x, y: y)
        guard p.alpha > 0 else { continue }
        if x < split {
          latinInk += 1
          #expect(p.red == p.alpha && p.green == 0 && p.blue == 0, "text is exactly the red")
        } else if Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 100 {
          colourful += 1
        }
      }
    }
    #expect(latinInk > 50)
    #expect(colourful > 1000, "the face is yellow, not red: R, G and B differ markedly")
  }

  /// The text colour's alpha and the canvas opacity fade an emoji as they fade text.
  @Test func theTextColoursAlphaAndTheOpacityFadeAnEmoji() throws {
    func maxAlpha(_ textAlpha: Double, opacity: Double = 1) throws -> Int {
      let image = try coverageImage(width: 30, height: 30) { canvas in
        canvas.withOpacity(opacity) {
          canvas.draw(
            line("⬛", size: 20), at: Point(x: 2, y: 22),
            color: RGBA(red: 0, green: 0, blue: 0, opacity: textAlpha))
        }
      }
      return (0..<30).flatMap { y in (0..<30).map { alpha(image, $0, y) } }.max()!
    }
    #expect(try maxAlpha(1) == 255)
    #expect(try maxAlpha(0.5) == 128)
    #expect(try maxAlpha(1, opacity: 0.5) == 128)
    #expect(try maxAlpha(0) == 0)
  }

  /// Drawn twice, cold and warm caches, and at a quarter-pixel offset and back: the same bytes.
  @Test func emojiDrawTheSameBytesEveryTime() throws {
    let text = "Hi 👩\u{200D}💻 🇺🇳 1\u{FE0F}\u{20E3} 👍🏽 ☕"
    func draw(_ library: FontLibrary, x: Double) throws -> Image {
      try coverageImage(width: 900, height: 90, scale: 3) {
        $0.draw(
          library.layoutText(text, style: body, lineHeight: 22), at: Point(x: x, y: 3),
          color: .black)
      }
    }
    let cold = try draw(FontLibrary(), x: 2.1)
    let warm = try FontLibrary()
    _ = try draw(warm, x: 2.1 + 1.0 / 12)
    let same = try draw(warm, x: 2.1) == cold && draw(warm, x: 2.1) == cold
    #expect(same)
  }

  /// Too big to cache (200 pt at 3× is some 600 px), an emoji is scaled where it shows.
  @Test func aHugeEmojiIsDrawnWithinTheCanvas() throws {
    let image = try coverageImage(width: 300, height: 300, scale: 3) {
      $0.draw(line("⬛", size: 200), at: Point(x: -20, y: 150), color: .black)
    }
    #expect(coveredArea(image) > 250 * 250)
  }

  @Test func anEmojiIsClipped() throws {
    let image = try coverageImage(width: 40, height: 40) { canvas in
      canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 20, height: 40))) {
        canvas.draw(line("⬛", size: 30), at: Point(x: 2, y: 30), color: .black)
      }
    }
    #expect(inkBox(image).maxX == 19)
    #expect(inkBox(image).minX <= 5)
  }

  @Test func aMissingEmojiFontNamesTheFileAndItsPackage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emoji-missing-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for face in fonts.faces where !face.isColor {
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/\(face.fileName)", withDestinationPath: face.path)
    }
    #expect(
      throws: RasterError.fontNotFound(
        file: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji", searched: [folder])
    ) { try FontLibrary(searchDirectories: [folder]) }
    let message = RasterError.fontNotFound(
      file: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji", searched: [folder]
    ).description
    #expect(message.contains("NotoColorEmoji.ttf") && message.contains("fonts-noto-color-emoji"))
  }

  /// Each target pixel is the exact area average of the source pixels under it.
  @Test func scalingAveragesAreasExactly() {
    // 3×1 pixels onto 2×1: the middle pixel is split in half between the two.
    let strike = StrikeBitmap(
      width: 3, height: 1, left: 0, top: 0,
      pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0])
    let scaled = strike.resampled(
      to: (2, 1), window: PixelBox(x0: 0, y0: 0, x1: 2, y1: 1))
    // (2·(255, 0, 0, 255) + 1·(0, 255, 0, 255)) / 3 and (1·(0, 255, 0, 255) + 2·0) / 3.
    #expect(
      scaled == [
        PremultipliedPixel(red: 170, green: 85, blue: 0, alpha: 255).word,
        PremultipliedPixel(red: 0, green: 85, blue: 0, alpha: 85).word,
      ])
    let window = strike.resampled(to: (2, 1), window: PixelBox(x0: 1, y0: 0, x1: 2, y1: 1))
    #expect(window == [scaled[1]])
  }

  /// Inclusive bounds of the pixels with any alpha.
  private func inkBox(_ image: Image) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
    for y in 0..<image.height {
      for x in 0..<image.width where alpha(image, x, y) > 0 {
        box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
      }
    }
    return box
  }
}
