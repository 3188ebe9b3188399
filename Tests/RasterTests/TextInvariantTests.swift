import TestSupport
import Testing

@testable import Raster

/// Mixed text made up at random (a fixed seed, so a failure repeats), set at several widths,
/// limits and directions: whatever the mix of scripts, digits, brackets, emoji and marks, every
/// line's runs hold exactly its characters and tile its advance, and the lines of an untruncated
/// paragraph hold all of it.
@Suite(.needsFonts) struct TextInvariantTests {
  let fonts: FontLibrary

  init() throws { fonts = try FontLibrary.shared() }

  static let fragments = [
    "Atlas", "model", "3", "12", "٩:٠٠", "١٢٣", "אטלס", "שלום", "مرحبا", "العالم", "(", ")", "[",
    "]", "«", "»", " ", " ", " ", "  ", ".", ",", "!", "؟", "-", "/", "👋", "👩‍💻", "🇫🇷", "e\u{301}",
    "สวัสดีครับ", "ภาษาไทย", "今日は", "「東京」", "。", "你好", "世界", "Привет", "Ελλάδα", "\u{200F}",
    "\u{200E}", "\t", "x\u{0331}", "नमस्ते", "안녕하세요",
  ]

  @Test func runsHoldEveryLineOfRandomMixedText() {
    var generator = SplitMix64(state: 24)
    let style = TextStyle(size: 15, weight: .semibold)
    for _ in 0..<200 {
      let count = Int.random(in: 1...14, using: &generator)
      let text = (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }.joined()
      let direction = ParagraphDirection.allCases.randomElement(using: &generator)!
      for width in [24.0, 70, 160, nil] as [Double?] {
        let layout = fonts.layoutText(
          text, style: style, lineHeight: 20, maxWidth: width, direction: direction,
          locale: ["en_US", "ja_JP", "th_TH", "ar_SA"].randomElement(using: &generator)!)
        for line in layout.lines {
          #expect(
            line.runs.map(\.text.unicodeScalars.count).reduce(0, +)
              == line.text.unicodeScalars.count, "\(text) at \(width ?? 0)")
          for (run, next) in zip(line.runs, line.runs.dropFirst()) {
            #expect(abs(run.x + run.width - next.x) < 1e-6, "\(text) at \(width ?? 0)")
          }
          #expect(line.width.isFinite && line.width >= 0)
        }
        let shown = text.map { $0 == "\t" ? " " : $0 }
        #expect(layout.lines.map(\.text).joined() == String(shown), "\(text) at \(width ?? 0)")
      }
    }
  }
}
