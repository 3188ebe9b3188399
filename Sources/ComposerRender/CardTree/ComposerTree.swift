import Layout
import ModelComposer
import Raster
import SPTheme

/// Builds the card's layout tree (Documentation/Geometry.md) from a `ComposerAppearance`, in the
/// order a SwiftUI body would read: the section, the card (field over the control row), then the
/// lines under the card; and, separately, the model menu that floats above the pill.
///
/// Every number comes from `ModelComposer.Metrics` and `ComposerAppearance.ControlRow`, which
/// the SwiftUI view reads too. Controls are laid out by their visible shapes; each hit target
/// is an overlay reaching past its shape without moving it. Controls set their text no larger
/// than `Metrics.largestControlTypeSize`, and their symbols no larger than
/// `Metrics.largestSymbolTypeSize`.
struct ComposerTree {
  typealias Metrics = ModelComposer.Metrics
  typealias Tree = Node<Element>

  let appearance: ComposerAppearance
  let style: Style
  let typesetter: Typesetter
  /// The screen's width in points.
  let width: Double
  /// Device pixels per point: the menu's separators are one pixel thick.
  let scale: Double
  /// The app's own symbols, by name, over the SF Symbol stand-ins.
  let symbols: SymbolSet

  /// How the host pins the block: `Metrics.hostHorizontalInset` from the screen's sides,
  /// `Metrics.hostVerticalInset` above and below.
  static let sectionInsets = EdgeInsets(
    top: Metrics.hostVerticalInset, leading: Metrics.hostHorizontalInset,
    bottom: Metrics.hostVerticalInset, trailing: Metrics.hostHorizontalInset)

  var controlStyle: Style { style.capped(at: Metrics.largestControlTypeSize) }
  var symbolStyle: Style { style.capped(at: Metrics.largestSymbolTypeSize) }

  /// The block as the host pins it (`sectionInsets`), as `ModelComposerExample` does.
  /// The block has no background of its own; the picture's background is the host's `bg`.
  var section: Tree {
    Tree.vStack(
      alignment: .leading, spacing: Metrics.stackSpacing,
      [card] + (linesUnderCard.map { [$0] } ?? [])
    )
    .padding(Self.sectionInsets)
    .frame(maxWidth: .infinity, alignment: .top)
    .tagged(Element(.section))
  }

  /// The card's width on this screen.
  var cardWidth: Double { width - Self.sectionInsets.leading - Self.sectionInsets.trailing }

  // MARK: The card

  private var card: Tree {
    let corner = Figure.roundedRect(cornerRadius: style.theme.radius.lg)
    return Tree.vStack(alignment: .leading, spacing: Metrics.stackSpacing, [field, controlRow])
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(mark(.card, .fill(corner, .surface)))
      .overlay(mark(.part(.hairline, of: .card), .hairline(corner, appearance.borderColor)))
  }

  private var field: Tree {
    let field = appearance.field
    let block = FieldBlock(
      block: text(field.showsPrompt ? field.prompt : field.text, style.font(field.font(in:))),
      scrollsToEnd: field.isFocused && !field.showsPrompt)
    let mark = Mark.field(
      block, field.showsPrompt ? field.promptColor : field.textColor,
      caret: field.showsCaret ? field.caretColor : nil, caretAtStart: field.showsPrompt)
    return Tree.content(block).tagged(Element(.part(.text, of: .field), mark))
      .frame(maxWidth: .infinity, alignment: .topLeading)
      .padding(
        EdgeInsets(
          top: Metrics.fieldTopPadding, leading: Metrics.fieldHorizontalPadding,
          trailing: Metrics.fieldHorizontalPadding)
      )
      .tagged(Element(.field))
  }

  // MARK: Under the card

  private var linesUnderCard: Tree? {
    var lines: [Tree] = []
    if let error = appearance.errorLine {
      lines.append(
        statusLine(
          .errorLine, error.text, style.font(error.font(in:)), error.color, symbol: error.symbol))
    }
    if let usage = appearance.usageLine {
      let font = style.font(usage.font(in:))
      let line = statusLine(.usageLine, usage.text, font, usage.color, symbol: usage.symbol)
      if let upgrade = appearance.upgrade {
        lines.append(
          Tree.hStack(
            alignment: .top, spacing: Metrics.upgradeSpacing,
            [line, upgradeButton(upgrade, besideLineIn: font)]))
      } else {
        lines.append(line)
      }
    }
    guard !lines.isEmpty else { return nil }
    return Tree.vStack(alignment: .leading, spacing: Metrics.stackSpacing, lines)
      .padding(horizontal: Metrics.linesHorizontalInset)
  }

  /// Upgrade at the usage line's trailing end, its first baseline on the line's first
  /// baseline: it rises above the line's top by the difference, so the line stays where it is
  /// in every state. Its 44 pt target reaches `Metrics.upgradeTargetReachAbove` above the text
  /// and down for the rest, clear of the targets in the card's corners.
  private func upgradeButton(
    _ upgrade: ComposerAppearance.Upgrade, besideLineIn lineFont: Style.Font
  ) -> Tree {
    let font = controlStyle.font(upgrade.font(in:))
    let title = text(upgrade.title, font, lineLimit: 1)
    let target = Tree.fill.frame(
      minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget
    )
    .tagged(Element(.upgrade))
    .padding(EdgeInsets(top: -Metrics.upgradeTargetReachAbove))
    let rise = baseline(of: font) - baseline(of: lineFont)
    return Tree.content(title)
      .tagged(Element(.part(.title, of: .upgrade), .text(title, upgrade.color)))
      .fixedSize()
      .overlay(target, alignment: .top)
      .padding(EdgeInsets(top: -rise))
  }

  /// Where a line box of `font` puts its first baseline, from its top.
  private func baseline(of font: Style.Font) -> Double {
    typesetter.fonts.baseline(for: font.style, lineHeight: font.leading)
  }

  /// A footnote line with an optional leading symbol, wrapping as needed; the symbol sits in
  /// the first line's box, as a `Label` aligns its icon with the first line.
  private func statusLine(
    _ element: ComposerElement, _ string: String, _ font: Style.Font,
    _ color: SPTheme.ColorRole, symbol symbolName: String?
  ) -> Tree {
    let block = text(string, font)
    var parts = [
      Tree.content(block).tagged(Element(.part(.text, of: element), .text(block, color)))
    ]
    if let symbolName {
      parts.insert(
        symbol(.part(.symbol, of: element), symbolName, color, size: symbolSize(for: font))
          .frame(height: font.leading),
        at: 0)
    }
    return Tree.hStack(alignment: .top, spacing: Metrics.symbolSpacing, parts)
      .frame(maxWidth: .infinity, alignment: .leading)
      .tagged(Element(element))
  }

  // MARK: Pieces

  func text(_ string: String, _ token: SPTheme.TextToken, lineLimit: Int? = nil) -> TextBlock {
    text(string, style.font(token), lineLimit: lineLimit)
  }

  func text(_ string: String, _ font: Style.Font, lineLimit: Int? = nil) -> TextBlock {
    TextBlock(typesetter: typesetter, text: string, font: font, lineLimit: lineLimit)
  }

  /// An SF Symbol's stand-in with an em `size` points wide, framed by its ink's width, as an
  /// SF Symbol image is framed by its glyph: padding beside it is the space you see.
  func symbol(
    _ element: ComposerElement, _ symbol: String, filled: Bool = false,
    _ color: SPTheme.ColorRole, size: Double
  ) -> Tree {
    let mark = symbolMark(symbol, filled: filled)
    return Tree.fill.frame(width: inkWidth(of: mark, size: size), height: size).tagged(
      Element(element, .symbol(mark, color, size: size)))
  }

  /// `symbol` (its filled twin when `filled`) resolved against the scenario's symbols and the
  /// icon table.
  func symbolMark(_ symbol: String, filled: Bool = false) -> SymbolMark {
    let request = SymbolRequest(symbol, filled: filled)
    return SymbolMark(
      request: request,
      art: Result { () throws(RasterError) in
        try symbols.art(for: request, fonts: typesetter.fonts)
      })
  }

  /// The width of a symbol's ink at an em `size` points wide; the em itself for a symbol that
  /// cannot be drawn, which painting then reports.
  func inkWidth(of symbol: SymbolMark, size: Double) -> Double {
    let ink = (try? symbol.art.get()).flatMap { typesetter.fonts.inkBounds(of: $0, size: size) }
    return ink?.width ?? size
  }

  /// SF Symbols take the size of the text beside them; a Material Icons em is mostly padding
  /// (its ink is about 0.75 em), so the stand-in is set at 1.2 × the font size to match.
  func symbolSize(for font: Style.Font) -> Double {
    (font.size * 1.2).rounded()
  }

  func mark(_ element: ComposerElement, _ mark: Mark) -> Tree {
    Tree.fill.tagged(Element(element, mark))
  }
}

extension Node where Payload == Element {
  /// The control's hit target, named after its accessibility element: an overlay at least
  /// 44×44 pt centred on the shape, reaching past it (`Metrics.targetReach(forLength:)`)
  /// without moving it.
  func target(_ element: ComposerElement) -> Node {
    overlay(
      Node.fill.frame(
        minWidth: ModelComposer.Metrics.minimumTarget,
        minHeight: ModelComposer.Metrics.minimumTarget
      )
      .tagged(Element(element)))
  }
}
