import Testing
import ToolSupport

/// One escaper a format (HTML, XML, Markdown, GitHub's workflow commands, the terminal), each
/// by Unicode scalar: every special character is escaped even when a combining mark follows it
/// and makes it part of a larger grapheme cluster (`"` + U+0301 is one `Character`, not `"`).
@Suite struct EscapingTests {
  /// U+0301 COMBINING ACUTE ACCENT: after a quote it makes one cluster with it.
  private static let mark = "\u{301}"

  /// The scalars of `text`, so a search cannot be fooled by clusters.
  private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

  /// Whether `text` holds `scalar` anywhere, scalar by scalar.
  private func holds(_ text: String, _ scalar: Unicode.Scalar) -> Bool {
    text.unicodeScalars.contains(scalar)
  }

  @Test(arguments: [
    ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
  ])
  func htmlEscapesEverySpecialCharacterBeforeACombiningMark(special: String, entity: String) {
    let escaped = "a\(special)\(Self.mark)b".htmlEscaped
    #expect(scalars(escaped) == scalars("a\(entity)\(Self.mark)b"))
  }

  /// The attack itself: a quote with a mark on it cannot end an attribute.
  @Test func aQuoteWithAMarkCannotLeaveAnAttribute() {
    let command = "record --snapshots '\"\(Self.mark) onclick=\"alert(1)'"
    let attribute = "data-command=\"\(command.htmlEscaped)\""
    // The only quotes left are the attribute's own two.
    #expect(attribute.unicodeScalars.filter { $0 == "\"" }.count == 2)
    #expect(!holds(command.htmlEscaped, "<") && !holds(command.htmlEscaped, "'"))
  }

  @Test(arguments: [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;")])
  func xmlTextEscapesMarkupBeforeACombiningMark(special: String, entity: String) {
    #expect(scalars("a\(special)\(Self.mark)".xmlEscapedText) == scalars("a\(entity)\(Self.mark)"))
  }

  @Test(arguments: [
    ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&apos;"),
    ("\n", "&#10;"), ("\r", "&#13;"), ("\t", "&#9;"),
  ])
  func xmlAttributesEscapeEverySpecialCharacterBeforeACombiningMark(
    special: String, entity: String
  ) {
    #expect(
      scalars("a\(special)\(Self.mark)".xmlEscapedAttribute) == scalars("a\(entity)\(Self.mark)"))
  }

  @Test func xmlReplacesWhatXMLCannotHold() {
    #expect(
      scalars("a\u{1}\(Self.mark)\u{FFFE}".xmlEscapedText)
        == scalars("a\u{FFFD}\(Self.mark)\u{FFFD}"))
  }

  @Test(arguments: [
    ("%", "%25"), ("\r", "%0D"), ("\n", "%0A"),
  ])
  func workflowCommandDataEscapesBeforeACombiningMark(special: String, escape: String) {
    #expect(
      scalars("a\(special)\(Self.mark)".workflowCommandData) == scalars("a\(escape)\(Self.mark)"))
  }

  @Test(arguments: [
    ("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C"),
  ])
  func workflowCommandPropertiesEscapeBeforeACombiningMark(special: String, escape: String) {
    #expect(
      scalars("a\(special)\(Self.mark)".workflowCommandProperty)
        == scalars("a\(escape)\(Self.mark)"))
  }

  /// A message can never start a line of its own, so it cannot forge an annotation.
  @Test func aMessageCannotForgeAWorkflowCommand() {
    let message = "boom\n\(Self.mark)::error title=forged::x\r\n::warning::y"
    #expect(!holds(message.workflowCommandData, "\n") && !holds(message.workflowCommandData, "\r"))
  }

  @Test(arguments: ["\\", "`", "*", "_", "[", "]", "~", "|"])
  func markdownEscapesEveryInlineMarkerBeforeACombiningMark(special: String) {
    #expect(
      scalars("a\(special)\(Self.mark)".markdownEscaped) == scalars("a\\\(special)\(Self.mark)"))
  }

  @Test(arguments: [("<", "&lt;"), (">", "&gt;"), ("&", "&amp;"), ("\n", " "), ("\u{1B}", " ")])
  func markdownEscapesHTMLAndLineBreaksBeforeACombiningMark(special: String, escape: String) {
    #expect(
      scalars("a\(special)\(Self.mark)".markdownEscaped) == scalars("a\(escape)\(Self.mark)"))
  }

  /// A code span's fence is longer than any run of backticks inside, so none closes it, with
  /// or without a mark after a backtick; pipes stay inside the table's cell.
  @Test func aCodeSpanIsFencedLongerThanAnyRunOfBackticksInside() {
    #expect("plain".markdownCodeSpan == "`plain`")
    #expect("a`b".markdownCodeSpan == "`` a`b ``")
    #expect("a``b".markdownCodeSpan == "``` a``b ```")
    #expect(
      scalars("x`\(Self.mark)`\(Self.mark)`y".markdownCodeSpan)
        == scalars("`` x`\(Self.mark)`\(Self.mark)`y ``"))
    #expect("a|b\nc".markdownCodeSpan == "`a\\|b c`")
  }

  /// Escape sequences, carriage returns, DEL and C1 controls are shown, not obeyed; the
  /// message's own line breaks and tabs stay, unless the value must stay on one line.
  @Test func terminalTextShowsControlCharacters() {
    #expect("a\u{1B}[2J\(Self.mark)b".terminalEscaped == "a\\u{1B}[2J\(Self.mark)b")
    #expect("a\r\(Self.mark)\u{7F}\u{9B}".terminalEscaped == "a\\r\(Self.mark)\\u{7F}\\u{9B}")
    #expect("one\ntwo\tthree".terminalEscaped == "one\ntwo\tthree")
    #expect("one\n\(Self.mark)::error::x".terminalEscapedLine == "one\\n\(Self.mark)::error::x")
    #expect("a\u{2028}b".terminalEscapedLine == "a\\u{2028}b")
  }

  @Test func bytesThatAreNotUTF8AreShownByteByByte() {
    #expect(
      String(displayingBytes: Array("x".utf8) + [0xFF] + Array(".json".utf8)) == "x\\xFF.json")
    #expect(String(displayingBytes: Array("é\n".utf8) + [0xC3]) == "é\\n\\xC3")
    #expect(String.isUTF8(Array("é.json".utf8)))
    #expect(!String.isUTF8([0x78, 0xFF]))
  }
}
