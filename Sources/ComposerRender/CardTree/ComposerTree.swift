import Layout
import ModelComposer
import SPTheme

/// Builds the card's layout tree (Documentation/Geometry.md) from a `ComposerAppearance`, in the
/// order a SwiftUI body would read: the section, the card (field over the control row), then the
/// lines under the card; and, separately, the model menu that floats above the pill.
///
/// Every number comes from `ModelComposer.Metrics`, which the SwiftUI view reads too. Every
/// control's layout box is its hit target: the visual (a 32 pt circle, a capsule) sits centred
/// in a box at least 44×44 pt. The pill is the only control that gives way when the row is
/// short: chips and Send keep their size and the pill's name truncates, so the row stays one
/// line at any width and type size. Controls set their text no larger than
/// `Metrics.largestControlTypeSize`.
struct ComposerTree {
  typealias Metrics = ModelComposer.Metrics
  typealias Tree = Node<Element>

  let appearance: ComposerAppearance
  let style: Style
  let typesetter: Typesetter
  /// The screen's width in points.
  let width: Double

  /// How the spec pins the block: 20 pt from the screen's sides, 8 pt above and below.
  static let sectionInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)

  private var controlStyle: Style { style.capped(at: Metrics.largestControlTypeSize) }

  /// The block as the spec pins it: 20 pt from the screen's sides and 8 pt above and below.
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
      block: text(field.showsPrompt ? field.prompt : field.text, field.font),
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

  /// Pill, chips, a spacer, then Send. When the on chips' titles leave no room for the pill's
  /// full name, the chips keep to their symbols instead, as at the accessibility sizes, so
  /// the row stays one line (SwiftUI: `ViewThatFits(in: .horizontal)` over
  /// `ComposerAppearance.controlRowVariants`).
  private var controlRow: Tree {
    let variants = appearance.controlRowVariants.map(row)
    let fitted =
      variants.count > 1 ? Tree.firstFitting(along: .horizontal, variants) : variants[0]
    return fitted.padding(
      EdgeInsets(
        leading: Metrics.rowHorizontalPadding, bottom: Metrics.rowBottomPadding,
        trailing: Metrics.rowHorizontalPadding)
    )
    .tagged(Element(.controlRow))
  }

  /// Target boxes spaced as the variant says: 8 pt between what you see, and no target over
  /// another.
  private func row(_ variant: ComposerAppearance.ControlRow) -> Tree {
    var children = [pill]
    for placed in variant.chips {
      children.append(Tree.fill.frame(width: placed.spacingBefore, height: 0))
      children.append(chip(placed.chip, showsTitle: placed.showsTitle))
    }
    children.append(.spacer(minLength: variant.minimumSpacingBeforeSend))
    children.append(sendButton)
    return Tree.hStack(spacing: 0, children)
  }

  private var pill: Tree {
    let pill = appearance.pill
    let font = controlStyle.font(pill.font)
    let title = text(pill.title, font, lineLimit: 1)
    return Tree.hStack(
      spacing: Metrics.symbolSpacing,
      [
        Tree.content(title).tagged(
          Element(.part(.title, of: .pill), .text(title, pill.titleColor))),
        symbol(
          .part(.chevron, of: .pill), pill.symbol, pill.chevronColor, size: font.size.rounded()),
      ]
    )
    .padding(horizontal: Metrics.pillHorizontalPadding, vertical: Metrics.pillVerticalPadding)
    .frame(minHeight: Metrics.circleDiameter)
    .background(mark(.part(.capsule, of: .pill), .fill(.capsule, pill.background)))
    .target(.pill)
  }

  private func chip(_ chip: ComposerAppearance.Chip, showsTitle: Bool) -> Tree {
    let element = ComposerElement.chip(chip.id)
    let font = controlStyle.font(chip.font)
    let glyph = symbol(
      .part(.symbol, of: element), chip.usesFilledSymbol ? "\(chip.symbol).fill" : chip.symbol,
      chip.symbolColor, size: min(symbolSize(for: font), Metrics.circleDiameter - 12))
    let visual: Tree
    if showsTitle {
      let title = text(chip.title, font, lineLimit: 1)
      visual = Tree.hStack(
        spacing: Metrics.symbolSpacing,
        [
          glyph,
          Tree.content(title).tagged(
            Element(.part(.title, of: element), .text(title, chip.titleColor))),
        ]
      )
      .padding(horizontal: Metrics.chipHorizontalPadding)
      .frame(height: Metrics.circleDiameter)
      .background(
        mark(.part(.capsule, of: element), .fill(.capsule, chip.background ?? .fill)))
    } else {
      var circle = glyph.frame(width: Metrics.circleDiameter, height: Metrics.circleDiameter)
      if let background = chip.background {
        circle = circle.background(mark(.part(.capsule, of: element), .fill(.circle, background)))
      }
      if let ring = chip.ring {
        circle = circle.overlay(mark(.part(.ring, of: element), .hairline(.circle, ring)))
      }
      visual = circle
    }
    return visual.target(element).fixedSize()
  }

  /// The glyph takes `SendButton.font`, as the view's `Image` does, through the same stand-in
  /// rule as every other symbol.
  private var sendButton: Tree {
    let button = appearance.sendButton
    let size = symbolSize(for: controlStyle.font(button.font))
    return symbol(.part(.symbol, of: .send), button.symbol, button.foreground, size: size)
      .frame(width: Metrics.circleDiameter, height: Metrics.circleDiameter)
      .background(mark(.part(.circle, of: .send), .fill(.circle, button.background)))
      .target(.send)
      .fixedSize()
  }

  // MARK: Under the card

  private var linesUnderCard: Tree? {
    var lines: [Tree] = []
    if let error = appearance.errorLine {
      lines.append(
        statusLine(.errorLine, error.text, error.font, error.color, symbol: error.symbol))
    }
    if let usage = appearance.usageLine {
      let line = statusLine(
        .usageLine, usage.text, usage.font, usage.color, symbol: usage.symbol)
      if let upgrade = appearance.upgrade {
        let title = text(upgrade.title, controlStyle.font(upgrade.font), lineLimit: 1)
        let button = Tree.content(title).tagged(
          Element(.part(.title, of: .upgrade), .text(title, upgrade.color))
        )
        .fixedSize()
        .target(.upgrade)
        lines.append(Tree.hStack(spacing: Metrics.controlSpacing, [line, button]))
      } else {
        lines.append(line)
      }
    }
    guard !lines.isEmpty else { return nil }
    return Tree.vStack(alignment: .leading, spacing: Metrics.stackSpacing, lines)
      .padding(horizontal: Metrics.linesHorizontalInset)
  }

  /// A footnote line with an optional leading symbol, wrapping as needed; the symbol sits in
  /// the first line's box, as a `Label` aligns its icon with the first line.
  private func statusLine(
    _ element: ComposerElement, _ string: String, _ token: SPTheme.TextToken,
    _ color: SPTheme.ColorRole, symbol symbolName: String?
  ) -> Tree {
    let font = style.font(token)
    let block = text(string, token)
    var parts = [
      Tree.content(block).tagged(Element(.part(.text, of: element), .text(block, color)))
    ]
    if let symbolName {
      let size = symbolSize(for: font)
      parts.insert(
        symbol(.part(.symbol, of: element), symbolName, color, size: size)
          .frame(height: font.leading),
        at: 0)
    }
    return Tree.hStack(alignment: .top, spacing: Metrics.symbolSpacing, parts)
      .frame(maxWidth: .infinity, alignment: .leading)
      .tagged(Element(element))
  }

  // MARK: The menu

  /// The panel the pill opens: one row per model, a check in a leading 28 pt column, the name
  /// over its detail, and a lock with "Pro" on locked models. Its size, not its place: the
  /// renderer anchors it above the pill once the card is laid out.
  ///
  /// `Metrics.menuWidth` wide (Documentation/Geometry.md, "Menu"); at accessibility sizes it
  /// takes the width between the section's margins and lets names and details wrap, as iOS
  /// menus do, rather than cutting a 40 pt name down to "Atla…".
  var menuWidth: Double {
    style.typeSize.isAccessibilitySize
      ? width - Self.sectionInsets.leading - Self.sectionInsets.trailing : Metrics.menuWidth
  }

  var menu: Tree? {
    guard appearance.menu.isOpen else { return nil }
    let corner = Figure.roundedRect(cornerRadius: Metrics.menuCornerRadius)
    var rows: [Tree] = []
    for (index, row) in appearance.menu.rows.enumerated() {
      if index > 0 {
        rows.append(
          Tree.fill.frame(height: Metrics.menuDividerThickness).tagged(
            Element(.part(.divider, of: .menu), .fill(.rect, .separator))))
      }
      rows.append(menuRow(row))
    }
    return Tree.vStack(alignment: .leading, spacing: 0, rows)
      .frame(width: menuWidth)
      .background(mark(.part(.panel, of: .menu), .fill(corner, .surface)))
      .background(mark(.part(.shadow, of: .menu), .shadow(corner)))
      .overlay(mark(.part(.hairline, of: .menu), .hairline(corner, .separator)))
      .tagged(Element(.menu))
  }

  private func menuRow(_ row: ComposerAppearance.ModelMenu.Row) -> Tree {
    let element = ComposerElement.menuRow(row.id)
    let nameFont = style.font(row.nameFont)
    let check: Tree =
      row.isChecked
      ? symbol(
        .part(.check, of: element), ComposerAppearance.ModelMenu.Row.checkmarkSymbol,
        row.nameColor, size: symbolSize(for: nameFont))
      : Tree.fill.frame(width: 0, height: 0)
    let wraps = style.typeSize.isAccessibilitySize
    let title = text(row.name, row.nameFont, lineLimit: wraps ? nil : 1)
    var texts = [
      Tree.content(title).tagged(Element(.part(.name, of: element), .text(title, row.nameColor)))
    ]
    if !row.detail.isEmpty {
      let detail = text(row.detail, row.detailFont, lineLimit: wraps ? nil : 2)
      texts.append(
        Tree.content(detail).tagged(
          Element(.part(.detail, of: element), .text(detail, row.detailColor))))
    }
    var parts = [
      check.frame(width: max(Metrics.menuCheckColumnWidth, symbolSize(for: nameFont))),
      Tree.vStack(alignment: .leading, spacing: Metrics.menuDetailSpacing, texts).frame(
        maxWidth: .infinity, alignment: .leading),
    ]
    if let badge = row.badge {
      parts.append(lockAndBadge(badge, of: row))
    }
    return Tree.hStack(spacing: Metrics.menuRowSpacing, parts)
      .padding(
        EdgeInsets(
          top: Metrics.menuRowVerticalPadding, leading: Metrics.menuRowLeadingPadding,
          bottom: Metrics.menuRowVerticalPadding, trailing: Metrics.menuRowTrailingPadding)
      )
      .frame(minHeight: Metrics.minimumTarget)
      .tagged(Element(element))
  }

  /// The lock and "Pro" at the trailing end of a locked model's row.
  private func lockAndBadge(_ badge: String, of row: ComposerAppearance.ModelMenu.Row) -> Tree {
    let element = ComposerElement.menuRow(row.id)
    let badgeText = text(badge, row.badgeFont, lineLimit: 1)
    let lock = symbol(
      .part(.lock, of: element), ComposerAppearance.ModelMenu.Row.lockSymbol, row.detailColor,
      size: symbolSize(for: style.font(row.badgeFont)))
    return Tree.hStack(
      spacing: Metrics.menuBadgeSpacing,
      [
        lock,
        Tree.content(badgeText).tagged(
          Element(.part(.badge, of: element), .text(badgeText, row.detailColor))),
      ]
    ).fixedSize()
  }

  // MARK: Pieces

  private func text(_ string: String, _ token: SPTheme.TextToken, lineLimit: Int? = nil)
    -> TextBlock
  {
    text(string, style.font(token), lineLimit: lineLimit)
  }

  private func text(_ string: String, _ font: Style.Font, lineLimit: Int? = nil) -> TextBlock {
    TextBlock(typesetter: typesetter, text: string, font: font, lineLimit: lineLimit)
  }

  private func symbol(
    _ element: ComposerElement, _ symbol: String, _ color: SPTheme.ColorRole, size: Double
  ) -> Tree {
    Tree.fill.frame(width: size, height: size).tagged(
      Element(element, .symbol(symbol, color, size: size)))
  }

  /// SF Symbols take the size of the text beside them; a Material Icons em is mostly padding
  /// (its ink is about 0.75 em), so the stand-in is set at 1.2 × the font size to match.
  private func symbolSize(for font: Style.Font) -> Double {
    (font.size * 1.2).rounded()
  }

  private func mark(_ element: ComposerElement, _ mark: Mark) -> Tree {
    Tree.fill.tagged(Element(element, mark))
  }
}

extension Node where Payload == Element {
  /// The control's hit target, named after its accessibility element: at least 44×44 pt,
  /// with the visual centred inside.
  fileprivate func target(_ element: ComposerElement) -> Node {
    frame(
      minWidth: ModelComposer.Metrics.minimumTarget, minHeight: ModelComposer.Metrics.minimumTarget
    )
    .tagged(Element(element))
  }
}
