import Foundation
import Testing

@testable import Raster

/// Runs a reference tool and returns what it printed; nil when it is not there or fails.
private func output(of executable: String, _ arguments: [String], input: String) -> String? {
  guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return nil }
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try? stdin.fileHandleForWriting.close()
  let data = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

private let fribidi = "/usr/bin/fribidi"
/// Debian's Python, which has PyICU (python3-icu); another python3 on PATH may not.
private let python = "/usr/bin/python3"
private let hasPyICU = output(of: python, ["-c", "import icu"], input: "") != nil

/// The line's characters in the order they are drawn, left to right, unmirrored: each run's
/// logical text, reversed when it is right-to-left.
private func visualText(_ line: TextLine) -> String {
  line.runs.map { run in
    run.isRightToLeft
      ? String(String.UnicodeScalarView(run.text.unicodeScalars.reversed())) : run.text
  }.joined()
}

/// Text as a user or a translation may show it, set against GNU FriBidi (UAX #9) and ICU's line
/// breaking through PyICU (UAX #14 with the locale's tailoring): what the layout draws, not
/// what ICU answers alone.
@Suite(.needsFonts) struct ReferenceTextTests {
  let fonts: FontLibrary
  let body = TextStyle(size: 17)

  init() throws { fonts = try FontLibrary.shared() }

  static let bidiStrings = [
    "١٢٣", "٩:٠٠", "إعادة التعيين في ٩:٠٠", "א (ת)", "אטלס 3", "אטלס 3 מוכן", "שלום, world!",
    "hello שלום עולם again", "مرحبا بالعالم", "نموذج Atlas 3 جاهز", "Atlas 3 نموذج",
    "(مرحبا) [שלום] {abc}", "السعر 1,234.50 دولار", "עוד 12 מתוך 40 הודעות", "a (b) ג (ד) e",
    "هل تريد «Atlas 3»؟", "שלום 👋 world", "email: test@example.com שלח", "1-2-3 אבג", "Café مقهى",
    "הגרסה 2.0 (בטא) זמינה", "مرحبا! كيف حالك؟ Good.", "Pro · תשובות מעמיקות (איטי יותר).",
  ]

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fribidi), "fribidi is missing"))
  func linesAreInFriBidisVisualOrder() throws {
    for string in Self.bidiStrings {
      for (direction, flag) in [
        (ParagraphDirection.natural, "--wltr"), (.leftToRight, "--ltr"), (.rightToLeft, "--rtl"),
      ] {
        let line = try #require(
          fonts.layoutText(string, style: body, lineHeight: 22, direction: direction).lines.first)
        let map = try #require(
          output(
            of: fribidi, ["--nopad", "--nobreak", "--novisual", "--vtol", flag], input: string))
        let scalars = Array(string.unicodeScalars)
        let expected = String(
          String.UnicodeScalarView(
            map.split(separator: " ").compactMap { Int($0) }.map { scalars[$0] }))
        #expect(visualText(line) == expected, "\(string) \(direction)")
        #expect(line.text == string)
      }
    }
  }

  @Test func rightToLeftBracketsAreMirrored() throws {
    let line = fonts.layoutText("(ת)", style: body, lineHeight: 22).lines[0]
    let inter = fonts.face(for: body)
    let byX = line.glyphs.sorted { $0.position.x < $1.position.x }
    // The logical ")" is drawn leftmost, mirrored to "("; the logical "(" rightmost, as ")".
    #expect(byX.first?.id == inter.glyph(for: "("))
    #expect(byX.last?.id == inter.glyph(for: ")"))
  }

  @Test func rightToLeftTextKeepsItsWeight() throws {
    for weight in [FontWeight.regular, .medium, .semibold] {
      let style = TextStyle(size: 15, weight: weight)
      for (text, script) in [("אטלס", "Hebrew"), ("أطلس", "Arabic"), ("แอตลาส", "Thai")] {
        let line = fonts.layoutText(text, style: style, lineHeight: 20).lines[0]
        #expect(line.runs.map(\.face.postScriptName) == ["NotoSans\(script)-\(weight.fileSuffix)"])
      }
    }
  }

  @Test func scriptFacesSitWithIntersXHeight() throws {
    let line = fonts.layoutText("xא", style: body, lineHeight: 22).lines[0]
    let inter = fonts.face(for: body)
    let hebrew = try #require(line.glyphs.last)
    let interXHeight = Double(inter.xHeight) / Double(inter.unitsPerEm) * 17
    // Noto Sans's x-height (536 of 1000 units) lands on Inter's.
    #expect(
      abs(0.536 * Double(hebrew.face.unitsPerEm) * hebrew.unitsToPoints - interXHeight) < 1e-9)
  }

  /// The runs of every line hold all its characters, spaces included, and tile its advance.
  @Test func runsHoldEveryCharacterOfTheirLine() throws {
    let layout = fonts.layoutText(
      "אטלס 3 is ready, עוד 12 הודעות left today", style: body, lineHeight: 22, maxWidth: 120)
    #expect(layout.lines.count > 1)
    for line in layout.lines {
      #expect(line.runs.map(\.text.count).reduce(0, +) == line.text.count)
      for (run, next) in zip(line.runs, line.runs.dropFirst()) {
        #expect(abs(run.x + run.width - next.x) < 1e-9)
      }
    }
  }

  static let breakStrings: [(locale: String, text: String)] = [
    ("ja_JP", "吾輩は猫である。名前はまだ無い。「どこで生れたかとんと見当がつかぬ。」何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。"),
    ("ja_JP", "今日は、いい天気ですね！（本当に）明日は雨が降るでしょう。ちょっと待ってください。"),
    ("zh_CN", "你好，世界！这是一个测试：“中文”的换行规则。我们在这里说（括号）和《书名》。"),
    ("th_TH", "สวัสดีครับ ยินดีต้อนรับสู่ประเทศไทย ภาษาไทยเขียนติดกันโดยไม่มีช่องว่างระหว่างคำ"),
  ]

  /// ICU's opportunities for the text in its locale, through PyICU: UTF-16 offsets.
  private func icuBreaks(_ text: String, locale: String) throws -> Set<Int> {
    let script = """
      import icu, sys
      text = sys.stdin.read()
      iterator = icu.BreakIterator.createLineInstance(icu.Locale(sys.argv[1]))
      iterator.setText(text)
      print(" ".join(str(offset) for offset in iterator))
      """
    let printed = try #require(output(of: python, ["-c", script, locale], input: text))
    return Set(printed.split(whereSeparator: \.isWhitespace).compactMap { Int($0) })
  }

  /// Kinsoku: closing brackets and punctuation never start a line, opening brackets never end
  /// one. Small kana and "ー" may start one: ICU tailors Japanese as CSS's `line-break:
  /// normal`, as CoreText does.
  @Test(.enabled(if: hasPyICU, "PyICU (python3-icu) is missing"))
  func linesBreakOnlyWhereICUAllowsAtEveryWidth() throws {
    let noStart = Set("。、，．！？：；」』）》”々")
    let noEnd = Set("「『（《“")
    for (locale, text) in Self.breakStrings {
      let allowed = try icuBreaks(text, locale: locale)
      let utf16 = Array(text.utf16)
      for width in stride(from: 40.0, through: 400, by: 3) {
        let layout = fonts.layoutText(
          text, style: body, lineHeight: 22, maxWidth: width, locale: locale)
        var offset = 0
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
          offset += line.text.utf16.count
          let place = "\(locale) at \(width) pt: \(line.text) | \(next.text)"
          if allowed.contains(offset) {
            #expect(!noStart.contains(next.text.first ?? " "), "\(place)")
            #expect(!noEnd.contains(line.text.trimmingCharacters(in: .whitespaces).last ?? " "))
            continue
          }
          // A break ICU does not allow: only inside a word wider than the line.
          let start = allowed.filter { $0 < offset }.max() ?? 0
          let end = allowed.filter { $0 > offset }.min() ?? utf16.count
          let word = String(decoding: utf16[start..<end], as: UTF16.self)
          let wordWidth = fonts.layoutText(word, style: body, lineHeight: 22).size.width
          #expect(wordWidth > width, "\(place): \(word) fits")
        }
        #expect(layout.lines.map(\.text).joined() == text)
      }
    }
  }
}
