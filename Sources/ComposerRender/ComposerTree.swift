import Layout
import ModelComposer
import SPTheme

/// Builds the layout tree of DESIGN.md §5 from a `ComposerAppearance`, in the order a SwiftUI
/// body would read: the section, the card (field over the control row), then the lines under
/// the card; and, separately, the model menu that floats above the pill.
///
/// Every control's layout box is its hit target: the visual (a 32 pt circle, a capsule) sits
/// centred in a box at least 44×44 pt. The pill is the only control that gives way when the
/// row is short: chips and Send keep their size and the pill's name truncates, so the row
/// stays one line at any width and type size.
///
/// Controls (pill, chips, Send, Upgrade) set their text no larger than xxxLarge, as iOS's own
/// bars do: at accessibility sizes a 49 pt model name would leave the pill room for an
/// ellipsis and nothing else. The field, the lines under the card and the menu keep scaling,
/// and every target stays at least 44 pt. (SwiftUI: `.dynamicTypeSize(...DynamicTypeSize
/// .xxxLarge)` on the row and on Upgrade.)
struct ComposerTree {
  typealias Tree = Node<Element>

  let appearance: ComposerAppearance
  let style: Style
  let typesetter: Typesetter
  /// The screen's width in points.
  let width: Double

  static let sectionInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
  static let fieldInsets = EdgeInsets(top: 14, leading: 16, bottom: 0, trailing: 16)
  static let rowInsets = EdgeInsets(top: 0, leading: 10, bottom: 4, trailing: 10)
  static let controlSpacing = 8.0
  static let minimumTarget = 44.0
  static let circle = 32.0
  static let menuWidth = 250.0
  static let menuCornerRadius = 13.0
  static let largestControlTypeSize = SPTheme.DynamicTypeSize.xxxLarge

  private var controlStyle: Style { style.capped(at: Self.largestControlTypeSize) }

  /// The block as the spec pins it: 20 pt from the screen's sides and 8 pt above and below.
  /// The block has no background of its own; the picture's background is the host's `bg`.
  var section: Tree {
    Tree.vStack(alignment: .leading, spacing: 8, [card] + (linesUnderCard.map { [$0] } ?? []))
      .padding(Self.sectionInsets)
      .frame(maxWidth: .infinity, alignment: .top)
      .tagged(Element("section"))
  }

  // MARK: The card

  private var card: Tree {
    let corner = Figure.roundedRect(cornerRadius: style.theme.radius.lg)
    return Tree.vStack(alignment: .leading, spacing: 8, [field, controlRow])
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(mark("card", .fill(corner, .surface)))
      .overlay(mark("card.hairline", .hairline(corner, appearance.borderColor)))
  }

  private var field: Tree {
    let field = appearance.field
    let block = FieldBlock(
      block: text(field.showsPrompt ? field.prompt : field.text, field.font),
      scrollsToEnd: field.isFocused && !field.showsPrompt)
    let mark = Mark.field(
      block, field.showsPrompt ? field.promptColor : field.textColor,
      caret: field.showsCaret ? field.caretColor : nil, caretAtStart: field.showsPrompt)
    return Tree.content(block).tagged(Element("field.text", mark))
      .frame(maxWidth: .infinity, alignment: .topLeading)
      .padding(Self.fieldInsets)
      .tagged(Element("field"))
  }

  /// Pill, chips, a spacer, then Send. When the on chips' titles leave no room for the pill's
  /// full name, the chips keep to their symbols instead, as at the accessibility sizes, so
  /// the row stays one line (SwiftUI: `ViewThatFits(in: .horizontal)` over the two rows).
  private var controlRow: Tree {
    let row =
      appearance.chips.contains(where: \.showsTitle)
      ? Tree.firstFitting(along: .horizontal, [row(chipTitles: true), row(chipTitles: false)])
      : row(chipTitles: false)
    return row.padding(Self.rowInsets).tagged(Element("row"))
  }

  /// Controls sit 8 pt apart, measured between what you see, while each keeps a 44 pt target
  /// box. A 32 pt circle's box reaches 6 pt past the circle on each side, so next to a circle
  /// the boxes close up by that much, and two circles' boxes touch (their circles 12 pt
  /// apart) rather than overlap: no target ever covers another.
  private func row(chipTitles: Bool) -> Tree {
    var items: [(tree: Tree, isCircle: Bool)] = [(pill, false)]
    for chip in appearance.chips {
      let showsTitle = chip.showsTitle && chipTitles
      items.append((self.chip(chip, showsTitle: showsTitle), !showsTitle))
    }
    func gap(_ left: Bool, _ right: Bool) -> Double {
      let reach = (Self.minimumTarget - Self.circle) / 2
      return max(0, Self.controlSpacing - (left ? reach : 0) - (right ? reach : 0))
    }
    var children: [Tree] = []
    for (index, item) in items.enumerated() {
      if index > 0 {
        children.append(
          Tree.fill.frame(width: gap(items[index - 1].isCircle, item.isCircle), height: 0))
      }
      children.append(item.tree)
    }
    children.append(.spacer(minLength: gap(items[items.count - 1].isCircle, true)))
    children.append(sendButton)
    return Tree.hStack(spacing: 0, children)
  }

  /// Capsules in the row grow with the pill's text: max(32, subhead leading + 12).
  private var capsuleHeight: Double {
    max(Self.circle, controlStyle.font(appearance.pill.font).leading + 12)
  }

  private var pill: Tree {
    let pill = appearance.pill
    let font = controlStyle.font(pill.font)
    let title = text(pill.title, font, lineLimit: 1)
    return Tree.hStack(
      spacing: 4,
      [
        Tree.content(title).tagged(Element("pill.title", .text(title, pill.titleColor))),
        symbol("pill.chevron", pill.symbol, pill.chevronColor, size: font.size.rounded()),
      ]
    )
    .padding(horizontal: 12)
    .frame(height: capsuleHeight)
    .background(mark("pill.capsule", .fill(.capsule, pill.background)))
    .target("pill")
  }

  private func chip(_ chip: ComposerAppearance.Chip, showsTitle: Bool) -> Tree {
    let name = "chip.\(chip.id)"
    let font = controlStyle.font(chip.font)
    let glyph = symbol(
      "\(name).symbol", chip.usesFilledSymbol ? "\(chip.symbol).fill" : chip.symbol,
      chip.symbolColor, size: min(symbolSize(for: font), Self.circle - 12))
    let visual: Tree
    if showsTitle {
      let title = text(chip.title, font, lineLimit: 1)
      visual = Tree.hStack(
        spacing: 4,
        [
          glyph,
          Tree.content(title).tagged(Element("\(name).title", .text(title, chip.titleColor))),
        ]
      )
      .padding(horizontal: 10)
      .frame(height: Self.circle)
      .background(mark("\(name).capsule", .fill(.capsule, chip.background ?? .fill)))
    } else {
      var circle = glyph.frame(width: Self.circle, height: Self.circle)
      if let background = chip.background {
        circle = circle.background(mark("\(name).capsule", .fill(.circle, background)))
      }
      if let ring = chip.ring {
        circle = circle.overlay(mark("\(name).ring", .hairline(.circle, ring)))
      }
      visual = circle
    }
    return visual.target(name).fixedSize()
  }

  private var sendButton: Tree {
    let button = appearance.sendButton
    return symbol("send.symbol", button.symbol, button.foreground, size: 20)
      .frame(width: Self.circle, height: Self.circle)
      .background(mark("send.circle", .fill(.circle, button.background)))
      .target("send")
      .fixedSize()
  }

  // MARK: Under the card

  private var linesUnderCard: Tree? {
    var lines: [Tree] = []
    if let error = appearance.errorLine {
      lines.append(statusLine("error", error.text, error.font, error.color, symbol: error.symbol))
    }
    if let usage = appearance.usageLine {
      let line = statusLine("usage", usage.text, usage.font, usage.color, symbol: usage.symbol)
      if let upgrade = appearance.upgrade {
        let title = text(upgrade.title, controlStyle.font(upgrade.font), lineLimit: 1)
        let button = Tree.content(title).tagged(
          Element("upgrade.title", .text(title, upgrade.color))
        )
        .fixedSize()
        .target("upgrade")
        lines.append(Tree.hStack(spacing: Self.controlSpacing, [line, button]))
      } else {
        lines.append(line)
      }
    }
    guard !lines.isEmpty else { return nil }
    return Tree.vStack(alignment: .leading, spacing: 8, lines).padding(horizontal: 16)
  }

  /// A footnote line with an optional leading symbol, wrapping as needed; the symbol sits in
  /// the first line's box, as a `Label` aligns its icon with the first line.
  private func statusLine(
    _ name: String, _ string: String, _ token: SPTheme.TextToken, _ color: SPTheme.ColorRole,
    symbol symbolName: String?
  ) -> Tree {
    let font = style.font(token)
    let block = text(string, token)
    var parts = [Tree.content(block).tagged(Element("\(name).text", .text(block, color)))]
    if let symbolName {
      let size = symbolSize(for: font)
      parts.insert(
        symbol("\(name).symbol", symbolName, color, size: size).frame(height: font.leading), at: 0)
    }
    return Tree.hStack(alignment: .top, spacing: 4, parts)
      .frame(maxWidth: .infinity, alignment: .leading)
      .tagged(Element(name))
  }

  // MARK: The menu

  /// The panel the pill opens: one row per model, a check in a leading 28 pt column, the name
  /// over its detail, and a lock with "Pro" on locked models. Its size, not its place: the
  /// renderer anchors it above the pill once the card is laid out.
  ///
  /// 250 pt wide, as DESIGN.md §5 has it; at accessibility sizes it takes the width between
  /// the section's margins and lets names and details wrap, as iOS menus do, rather than
  /// cutting a 40 pt name down to "Atla…".
  var menuWidth: Double {
    style.typeSize.isAccessibilitySize
      ? width - Self.sectionInsets.leading - Self.sectionInsets.trailing : Self.menuWidth
  }

  var menu: Tree? {
    guard appearance.menu.isOpen else { return nil }
    let corner = Figure.roundedRect(cornerRadius: Self.menuCornerRadius)
    var rows: [Tree] = []
    for (index, row) in appearance.menu.rows.enumerated() {
      if index > 0 {
        rows.append(
          Tree.fill.frame(height: 1).tagged(Element("menu.divider", .fill(.rect, .separator))))
      }
      rows.append(menuRow(row))
    }
    return Tree.vStack(alignment: .leading, spacing: 0, rows)
      .frame(width: menuWidth)
      .background(mark("menu.panel", .fill(corner, .surface)))
      .background(mark("menu.shadow", .shadow(corner)))
      .overlay(mark("menu.hairline", .hairline(corner, .separator)))
      .tagged(Element("menu"))
  }

  private func menuRow(_ row: ComposerAppearance.ModelMenu.Row) -> Tree {
    let name = "menu.\(row.id)"
    let nameFont = style.font(row.nameFont)
    let check: Tree =
      row.isChecked
      ? symbol(
        "\(name).check", ComposerAppearance.ModelMenu.Row.checkmarkSymbol, row.nameColor,
        size: symbolSize(for: nameFont))
      : Tree.fill.frame(width: 1, height: 1)
    let wraps = style.typeSize.isAccessibilitySize
    let title = text(row.name, row.nameFont, lineLimit: wraps ? nil : 1)
    var texts = [Tree.content(title).tagged(Element("\(name).name", .text(title, row.nameColor)))]
    if !row.detail.isEmpty {
      let detail = text(row.detail, row.detailFont, lineLimit: wraps ? nil : 2)
      texts.append(
        Tree.content(detail).tagged(Element("\(name).detail", .text(detail, row.detailColor))))
    }
    var parts = [
      check.frame(width: max(28, symbolSize(for: nameFont))),
      Tree.vStack(alignment: .leading, spacing: 1, texts).frame(
        maxWidth: .infinity, alignment: .leading),
    ]
    if let badge = row.badge {
      let token = SPTheme.TextToken(.footnote).weight(.semibold)
      let font = style.font(token)
      let badgeText = text(badge, token, lineLimit: 1)
      parts.append(
        Tree.hStack(
          spacing: 3,
          [
            symbol(
              "\(name).lock", ComposerAppearance.ModelMenu.Row.lockSymbol, row.detailColor,
              size: symbolSize(for: font)),
            Tree.content(badgeText).tagged(
              Element("\(name).badge", .text(badgeText, row.detailColor))),
          ]
        ).fixedSize())
    }
    return Tree.hStack(spacing: 4, parts)
      .padding(EdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 16))
      .frame(minHeight: Self.minimumTarget)
      .tagged(Element(name))
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

  private func symbol(_ name: String, _ symbol: String, _ color: SPTheme.ColorRole, size: Double)
    -> Tree
  {
    Tree.fill.frame(width: size, height: size).tagged(
      Element(name, .symbol(symbol, color, size: size)))
  }

  /// SF Symbols take the size of the text beside them; a Material Icons em is mostly padding
  /// (its ink is about 0.75 em), so the stand-in is set at 1.2 × the font size to match.
  private func symbolSize(for font: Style.Font) -> Double {
    (font.size * 1.2).rounded()
  }

  private func mark(_ name: String, _ mark: Mark) -> Tree {
    Tree.fill.tagged(Element(name, mark))
  }
}

extension Node where Payload == Element {
  /// The control's hit target, named after its accessibility element: at least 44×44 pt,
  /// with the visual centred inside.
  fileprivate func target(_ name: String) -> Node {
    frame(minWidth: ComposerTree.minimumTarget, minHeight: ComposerTree.minimumTarget)
      .tagged(Element(name))
  }
}
