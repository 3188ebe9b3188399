import Layout
import ModelComposer
import SPTheme

extension ComposerTree {
  /// The pill, the chips' lane and Send, centred on one line in a band as tall as a target,
  /// inset as `ComposerAppearance.ControlRow` says so the pill and Send nest in the card's
  /// bottom corners. The pill is served first (`layoutPriority`), Send keeps its circle, and
  /// the lane takes what is left: when the chips need more, they run on past its end, clipped
  /// and faded there (`ComposerAppearance.LaneMask`), as the view's scroll view shows them at
  /// rest.
  var controlRow: Tree {
    let row = appearance.controlRow(typography: style.theme.type)
    var children = [pill(in: row).layoutPriority(1)]
    children.append(appearance.chips.isEmpty ? .spacer(minLength: Metrics.controlSpacing) : lane)
    children.append(sendButton)
    return Tree.hStack(spacing: 0, children)
      .frame(height: row.height)
      .padding(
        EdgeInsets(
          leading: row.leadingInset, bottom: row.bottomInset, trailing: row.trailingInset)
      )
      .tagged(Element(.controlRow))
  }

  /// The row's width between its insets, where the pill's share is measured.
  private func rowWidth(_ row: ComposerAppearance.ControlRow) -> Double {
    cardWidth - row.leadingInset - row.trailingInset
  }

  /// The chips `controlSpacing` apart with that much margin at each end, at their own width
  /// from the lane's leading edge, in a lane that takes whatever width is left. The lane
  /// carries the chips' width, which says whether they are clipped (`LaneMask`).
  private var lane: Tree {
    let chips = Tree.hStack(spacing: Metrics.controlSpacing, appearance.chips.map(chip))
      .padding(horizontal: Metrics.controlSpacing)
      .fixedSize(horizontal: true, vertical: false)
    let contentWidth = chips.layout(proposing: .unspecified).size.width
    return chips.frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
      .background(mark(.part(.lane, of: .controlRow), .lane(contentWidth: contentWidth)))
  }

  /// 12 pt · name · 4 pt · chevrons · 12 pt, measured from the ink, in a capsule
  /// `row.pillHeight` tall and at least `row.pillMinimumWidth` wide. The name keeps its whole
  /// width unless it is wider than `Metrics.pillTitleMaximumWidth(rowWidth:offered:)` allows
  /// (its share of the row, or what the row leaves it beside Send), and only then truncates.
  private func pill(in row: ComposerAppearance.ControlRow) -> Tree {
    let pill = appearance.pill
    let font = controlStyle.font(pill.font(in:))
    let chevronSize = font.size.rounded()
    let chrome =
      2 * Metrics.pillHorizontalPadding + Metrics.symbolSpacing
      + inkWidth(of: symbolMark(pill.symbol), size: chevronSize)
    let rowWidth = rowWidth(row)
    var title = text(pill.title, font, lineLimit: 1)
    title.inkBoundedWidth = Metrics.pillTitleMaximumWidth(
      rowWidth: rowWidth, offered: rowWidth - Metrics.circleDiameter - chrome)
    return Tree.hStack(
      spacing: Metrics.symbolSpacing,
      [
        Tree.content(title).tagged(
          Element(.part(.title, of: .pill), .text(title, pill.titleColor))),
        symbol(.part(.chevron, of: .pill), pill.symbol, pill.chevronColor, size: chevronSize),
      ]
    )
    .padding(horizontal: Metrics.pillHorizontalPadding)
    .frame(minWidth: row.pillMinimumWidth)
    .frame(height: row.pillHeight)
    .background(mark(.part(.capsule, of: .pill), .fill(.capsule, pill.background)))
    .target(.pill)
  }

  /// Off: a 32 pt circle with a hairline ring around the outline symbol. On: a capsule with
  /// the filled symbol and, below the accessibility sizes, 4 pt and the name, 10 pt inside
  /// each end, measured from the ink; at them, a filled circle.
  private func chip(_ chip: ComposerAppearance.Chip) -> Tree {
    let element = ComposerElement.chip(chip.id)
    let glyph = symbol(
      .part(.symbol, of: element), chip.symbol, filled: chip.usesFilledSymbol, chip.symbolColor,
      size: symbolSize(for: symbolStyle.font(chip.font(in:))))
    let visual: Tree
    if chip.showsTitle {
      var title = text(chip.title, controlStyle.font(chip.font(in:)), lineLimit: 1)
      title.inkBoundedWidth = .infinity
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
    return visual.target(.part(.target, of: element)).fixedSize()
  }

  /// Send, or Stop in its place: a 32 pt circle whose glyph takes `SendButton.font`, as the
  /// view's `Image` does, no larger than `Metrics.largestSymbolTypeSize`.
  private var sendButton: Tree {
    let button = appearance.sendButton
    let size = symbolSize(for: symbolStyle.font(button.font(in:)))
    return symbol(.part(.symbol, of: .send), button.symbol, button.foreground, size: size)
      .frame(width: Metrics.circleDiameter, height: Metrics.circleDiameter)
      .background(mark(.part(.circle, of: .send), .fill(.circle, button.background)))
      .target(.send)
      .fixedSize()
  }
}

extension ComposerTree {
  /// `placements` with each chip's hit area, tagged with the chip, after its whole target:
  /// the target clipped to the lane's hit region (`ControlRow.hitSpan(ofTarget:inLane:)`), as
  /// the view's scroll view hit-tests only within its bounds. A chip scrolled wholly out of
  /// the region has none. The target itself stays where the chip lies, as VoiceOver frames it.
  /// The region's insets are leading and trailing, so spans are measured from the leading
  /// edge: right to left, x counts leftward (its negation) and the span is turned back after.
  func withChipHitAreas(_ placements: [Placement<Element>]) -> [Placement<Element>] {
    guard let lane = placements.first(where: { $0.payload.id == .part(.lane, of: .controlRow) })
    else { return placements }
    let row = appearance.controlRow(typography: style.theme.type)
    let isLeftToRight = style.layoutDirection == .leftToRight
    func leadingSpan(_ frame: Rect) -> Range<Double> {
      isLeftToRight ? frame.minX..<frame.maxX : -frame.maxX..<(-frame.minX)
    }
    return placements.flatMap { placement -> [Placement<Element>] in
      guard case .part(.target, let chip) = placement.payload.id else { return [placement] }
      let frame = placement.frame
      let target = leadingSpan(frame)
      guard let span = row.hitSpan(ofTarget: target, inLane: leadingSpan(lane.frame))
      else { return [placement] }
      var hitArea = placement
      hitArea.payload = Element(chip)
      if span != target {
        hitArea.frame = Rect(
          x: isLeftToRight ? span.lowerBound : -span.upperBound, y: frame.minY,
          width: span.upperBound - span.lowerBound, height: frame.height)
      }
      return [placement, hitArea]
    }
  }
}
