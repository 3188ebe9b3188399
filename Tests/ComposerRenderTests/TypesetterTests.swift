import Raster
import TestSupport
import Testing

// For the typesetter's questions: `Typesetter` is the renderer's.
@testable import ComposerRender

/// The typesetter remembers each text by its bytes, not by `String`'s canonical equivalence:
/// "é" as one scalar and as "e" with a combining acute are set from their own scalars.
@Suite(.needsFonts) struct TypesetterTests {
  @Test func canonicallyEquivalentTextsAreSetApart() {
    let typesetter = Typesetter(fonts: renderer.fonts, locale: "en_US")
    let font = Style.Font(style: TextStyle(size: 17), leading: 22)
    let precomposed = typesetter.layout("\u{E9}", font: font, maxWidth: nil, lineLimit: nil)
    let decomposed = typesetter.layout("e\u{301}", font: font, maxWidth: nil, lineLimit: nil)
    #expect(precomposed.lines.map(\.text.unicodeScalars.count) == [1])
    #expect(decomposed.lines.map(\.text.unicodeScalars.count) == [2])
    // Asked again, each is the layout remembered for its own bytes.
    let again = typesetter.layout("e\u{301}", font: font, maxWidth: nil, lineLimit: nil)
    #expect(again.lines.map(\.text.unicodeScalars.count) == [2])
  }
}
