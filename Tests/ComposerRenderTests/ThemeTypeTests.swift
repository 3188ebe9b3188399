import ModelComposer
import SPTheme
import TestSupport
import Testing

// The marks' typeset text is the renderer's own.
@testable import ComposerRender

/// The card is set in the theme's type tokens, as the view reads them from its environment: a
/// theme with other tokens changes the fonts the renderer lays out and shapes.
@Suite(.needsFonts) struct ThemeTypeTests {
  /// A brand's type: body at subhead's sizes in Semibold, subhead at body's, footnote at
  /// subhead's.
  static let brand: SPTheme = {
    var theme = SPTheme.standard
    theme.type.body = SPTheme.TextToken(.subhead, weight: .semibold)
    theme.type.subhead = SPTheme.TextToken(.body)
    theme.type.footnote = SPTheme.TextToken(.subhead)
    return theme
  }()

  /// Typing, a chip on, the error line and the usage line: every text the theme sets.
  static let scenario = Scenario {
    $0.text = "Hello"
    $0.modes = ["search"]
    $0.phase = .failed
    $0.error = "Offline"
  }

  private func layout(_ theme: SPTheme) throws -> ComposerLayout {
    try ComposerRenderer(fonts: renderer.fonts, theme: theme).layout(Self.scenario)
  }

  /// The font file and point size of the first glyph `element` sets, as the painter draws it.
  private func firstGlyph(of element: ComposerElement, in layout: ComposerLayout) throws
    -> (file: String, size: Double)
  {
    let placement = try #require(layout.elements.first { $0.payload.id == element })
    let block: TextBlock
    switch placement.payload.mark {
    case .text(let text, _): block = text
    case .field(let field, _, _, _): block = field.block
    default: throw MissingElement(element: element, scenario: layout.scenario.name)
    }
    let glyph = try #require(
      block.paintedLines(width: placement.frame.width).lines.first?.glyphs.first)
    // Points per font unit times units per em, to a millionth of a point.
    let size = glyph.unitsToPoints * Double(glyph.face.unitsPerEm)
    return (glyph.face.fileName, (size * 1e6).rounded() / 1e6)
  }

  @Test func theStandardThemeSetsTheSpecsTokens() throws {
    let layout = try layout(.standard)
    #expect(try layout.frame(of: .part(.text, of: .field)).height == 22)
    #expect(try layout.frame(of: .part(.capsule, of: .pill)).height == 32)
    #expect(try layout.frame(of: .part(.text, of: .usageLine)).height == 18)
    let field = try firstGlyph(of: .part(.text, of: .field), in: layout)
    #expect(field.file == "Inter-Regular.otf" && field.size == 17)
    let pill = try firstGlyph(of: .part(.title, of: .pill), in: layout)
    #expect(pill.file == "Inter-SemiBold.otf" && pill.size == 15)
  }

  @Test func aThemeWithOtherTypeTokensChangesTheCardsFonts() throws {
    let layout = try layout(Self.brand)
    // Body is subhead's 15/20 in Semibold: the field's line is 20 pt tall.
    #expect(try layout.frame(of: .part(.text, of: .field)).height == 20)
    let field = try firstGlyph(of: .part(.text, of: .field), in: layout)
    #expect(field.file == "Inter-SemiBold.otf" && field.size == 15)
    // Subhead is body's 17/22: the pill's capsule grows to 22 + 12, its name and the chip's
    // are 17 pt.
    #expect(try layout.frame(of: .part(.capsule, of: .pill)).height == 34)
    let pill = try firstGlyph(of: .part(.title, of: .pill), in: layout)
    #expect(pill.file == "Inter-SemiBold.otf" && pill.size == 17)
    let chip = try firstGlyph(of: .part(.title, of: .chip("search")), in: layout)
    #expect(chip.file == "Inter-Medium.otf" && chip.size == 17)
    // Footnote is subhead's 15/20: the error and usage lines.
    #expect(try layout.frame(of: .part(.text, of: .usageLine)).height == 20)
    #expect(try firstGlyph(of: .part(.text, of: .errorLine), in: layout).size == 15)
  }

  /// The system's menu keeps the system's fonts whatever the theme says.
  @Test func theMenuKeepsTheSystemsFonts() throws {
    var open = Self.scenario
    open.menuOpen = true
    let standard = try ComposerRenderer(fonts: renderer.fonts, theme: .standard).layout(open)
    let brand = try ComposerRenderer(fonts: renderer.fonts, theme: Self.brand).layout(open)
    let name = ComposerElement.part(.name, of: .menuRow("atlas-3"))
    #expect(try firstGlyph(of: name, in: brand) == firstGlyph(of: name, in: standard))
  }
}
