import Layout
import ModelComposer
import SPTheme

extension ComposerTree {
  /// The panel's width: `Metrics.menuWidth`, or at accessibility sizes the screen less its
  /// margins (up to 353 pt), where names and subtitles wrap to three lines rather than being
  /// cut down to "Atla…".
  var menuWidth: Double {
    Metrics.menuWidth(screenWidth: width, typeSize: style.typeSize)
  }

  /// iOS 17's menu as the system draws the view's `Menu` (Documentation/Geometry.md, "Menu"):
  /// a material panel with no outline and a soft shadow, one row per model with one-pixel
  /// separators between them, the panel no taller than `maximumHeight`
  /// (`Metrics.menuMaximumHeight`): longer lists run on past its bottom at rest, scrolled to
  /// their top, and the painter clips them to the panel. Its size, not its place: the renderer
  /// anchors it above the pill once the card is laid out.
  func menu(maximumHeight: Double) -> Tree {
    var rows: [Tree] = []
    for (index, row) in appearance.menu.rows.enumerated() {
      if index > 0 {
        rows.append(
          Tree.fill.frame(height: Metrics.menuSeparatorPixels / scale).tagged(
            Element(.part(.divider, of: .menu), .menuSeparator)))
      }
      rows.append(menuRow(row))
    }
    let corner = Figure.roundedRect(cornerRadius: Metrics.menuCornerRadius)
    return Tree.vStack(alignment: .leading, spacing: 0, rows)
      .fixedSize(horizontal: false, vertical: true)
      .frame(width: menuWidth)
      .frame(maxHeight: maximumHeight, alignment: .top)
      .background(mark(.part(.panel, of: .menu), .material(corner)))
      .tagged(Element(.menu))
  }

  /// A row: the name over its subtitle from `menuTitleLeadingInset`, the checkmark centred in
  /// the leading column on the current model, the lock centred in the trailing column on a
  /// locked one (none at accessibility sizes, as UIKit drops a menu item's image there). At
  /// accessibility sizes the insets grow with body's size (`Metrics.menuInsetScale(at:)`).
  private func menuRow(_ row: ComposerAppearance.ModelMenu.Row) -> Tree {
    let element = ComposerElement.menuRow(row.id)
    let scale = Metrics.menuInsetScale(at: style.typeSize)
    let lineLimit =
      style.typeSize.isAccessibilitySize
      ? Metrics.menuAccessibilityLineLimit : Metrics.menuLineLimit
    let name = text(row.name, row.nameFont, lineLimit: lineLimit)
    var texts = [
      Tree.content(name).tagged(Element(.part(.name, of: element), .text(name, row.nameColor)))
    ]
    if let subtitle = row.subtitle {
      let detail = text(subtitle, row.detailFont, lineLimit: lineLimit)
      texts.append(
        Tree.content(detail).tagged(
          Element(.part(.detail, of: element), .text(detail, row.detailColor))))
    }
    let image = style.typeSize.isAccessibilitySize ? nil : row.symbol
    let trailing = image == nil ? Metrics.menuRowTrailingPadding : Metrics.menuImageTextInset
    var content = Tree.vStack(alignment: .leading, spacing: 0, texts)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(
        EdgeInsets(
          top: Metrics.menuRowVerticalPadding * scale,
          leading: Metrics.menuTitleLeadingInset * scale,
          bottom: Metrics.menuRowVerticalPadding * scale, trailing: trailing)
      )
      .frame(minHeight: Metrics.minimumTarget)
    if row.isChecked {
      content = content.overlay(
        menuSymbol(
          .part(.check, of: element), ComposerAppearance.ModelMenu.Row.checkmarkSymbol, of: row,
          row.nameColor, centredAt: Metrics.menuCheckCenterInset * scale),
        alignment: .leading)
    }
    if let image {
      content = content.overlay(
        menuSymbol(
          .part(.lock, of: element), image, of: row, row.symbolColor,
          centredAt: Metrics.menuImageCenterInset),
        alignment: .trailing)
    }
    return content.tagged(Element(element))
  }

  /// A symbol at the name's size centred `inset` from the row's edge (the overlay's
  /// alignment says which) and on the row's middle, as UIKit centres a menu item's checkmark
  /// and image.
  private func menuSymbol(
    _ element: ComposerElement, _ name: String, of row: ComposerAppearance.ModelMenu.Row,
    _ color: SPTheme.ColorRole, centredAt inset: Double
  ) -> Tree {
    let size = symbolSize(for: style.font(row.nameFont))
    return symbol(element, name, color, size: size).frame(width: 2 * inset)
  }
}
