import Layout
import ModelComposer
import Raster
import SPTheme

/// Draws laid-out elements onto a canvas, in order. Frames are snapped to the pixel grid
/// first, as SwiftUI rounds view frames to device pixels, so edges and baselines land where
/// the device would put them and a picture does not depend on float noise in the layout.
struct Painter {
  let style: Style
  let fonts: FontLibrary

  /// Everything a chip draws is drawn through the lane's clip (``LaneClip``), as the view's
  /// scroll view clips and masks its content at rest; the rest in order.
  func paint(_ placements: [Placement<Element>], on canvas: Canvas) throws {
    let lane = placements.lazy.compactMap { placement -> LaneClip? in
      guard case .lane(let contentWidth) = placement.payload.mark else { return nil }
      return LaneClip(
        frame: placement.frame, scale: canvas.scale, direction: style.layoutDirection
      ) {
        ComposerAppearance.LaneMask(width: $0, contentWidth: contentWidth)
      }
    }.first
    for run in placements.runs(by: { $0.payload.id.whole.isChip }) {
      try canvas.paint(inside: run.key ? lane?.clipMask(on: canvas) : nil) {
        for placement in run.elements { try paint(placement, on: canvas) }
      }
    }
  }

  private func paint(_ placement: Placement<Element>, on canvas: Canvas) throws {
    try paint(
      placement.payload.mark, in: snap(placement.frame, scale: canvas.scale),
      laidOutWidth: placement.frame.width, on: canvas)
  }

  /// Text is set again at `laidOutWidth`, the width it was measured at, not at the snapped
  /// width, which may be a fraction of a pixel narrower and would break the line differently.
  private func paint(_ mark: Mark, in frame: Rect, laidOutWidth: Double, on canvas: Canvas)
    throws
  {
    switch mark {
    case .none, .lane:
      return
    case .fill(let figure, let role):
      canvas.fill(figure.shape(in: frame), with: style.color(role))
    case .hairline(let figure, let role):
      canvas.strokeInside(
        figure.shape(in: frame), lineWidth: ModelComposer.Metrics.hairlineWidth,
        with: style.color(role))
    case .material(let figure):
      canvas.drawMaterial(in: figure.shape(in: frame), style.menuMaterial, shadow: style.menuShadow)
    case .menuSeparator:
      canvas.fill(.rect(frame), with: style.menuSeparatorColor)
    case .text(let block, let role):
      let layout = block.paintedLines(width: laidOutWidth)
      var origin = frame
      origin.origin.x -= block.inkOffset(of: layout)
      // A label placed by its ink fills its frame exactly: right to left it starts where its
      // ink does, as left to right.
      let alignment =
        block.isPlacedByInk(layout) && style.layoutDirection == .rightToLeft
        ? { _ in false } : hugsRight
      draw(
        layout.lines[...], font: block.font, in: origin, width: laidOutWidth, role,
        hugsRight: alignment, on: canvas)
    case .field(let block, let role, let caret, let caretAtStart):
      let lines = block.visibleLines(width: laidOutWidth)
      draw(
        lines, font: block.block.font, in: frame, width: laidOutWidth, role,
        hugsRight: hugsRight, on: canvas)
      if let caret {
        drawCaret(
          after: caretAtStart ? nil : lines.last, line: max(0, lines.count - 1),
          font: block.block.font, in: frame, style.color(caret), on: canvas)
      }
    case .symbol(let symbol, let role, let size):
      let art = try symbol.art.get()
      canvas.draw(
        art, in: inkCentred(art, size: size, in: frame), size: size, color: style.color(role))
    }
  }

  /// The rect whose centre puts `icon`'s ink, rather than its em square, at `frame`'s centre.
  private func inkCentred(_ art: SymbolArt, size: Double, in frame: Rect) -> Rect {
    guard let ink = fonts.inkBounds(of: art, size: size) else { return frame }
    var rect = frame
    rect.origin.x += size / 2 - ink.midX
    rect.origin.y += size / 2 - ink.midY
    return rect
  }

  /// Natural alignment: whether a line hugs its frame's right edge. Right to left every line
  /// does, as a text view aligns `.natural` text to the leading edge of an app laid out right
  /// to left, English too; left to right, a line that runs right to left does, and every
  /// other line starts at the left.
  private func hugsRight(_ line: TextLine) -> Bool {
    style.layoutDirection == .rightToLeft || line.isRightToLeft
  }

  /// Lines top to bottom from the frame's top, each at its left edge or, when `hugsRight`
  /// says so, its right one.
  private func draw(
    _ lines: ArraySlice<TextLine>, font: Style.Font, in frame: Rect, width: Double,
    _ role: SPTheme.ColorRole, hugsRight: (TextLine) -> Bool, on canvas: Canvas
  ) {
    let color = style.color(role)
    for (row, line) in lines.enumerated() {
      let x = hugsRight(line) ? frame.minX + width - line.width : frame.minX
      let top = frame.minY + Double(row) * font.leading
      canvas.draw(line, at: Point(x: x, y: top + line.baseline), color: color)
    }
  }

  /// The 2 pt caret, as tall as the font's ascender plus descender and centred in the line
  /// box: after `line`'s last character (trailing spaces included), or at the start of an
  /// empty field, just before the prompt: centred on the frame's leading edge, the right one
  /// right to left.
  private func drawCaret(
    after line: TextLine?, line row: Int, font: Style.Font, in frame: Rect, _ color: RGBA,
    on canvas: Canvas
  ) {
    let metrics = fonts.lineMetrics(for: font.style)
    let height = metrics.ascender + metrics.descender
    let advance = line?.widthIncludingTrailingWhitespace ?? 0
    let x: Double
    if let line, line.isRightToLeft {
      x = frame.maxX - advance - 2
    } else if let line, hugsRight(line) {
      // A left-to-right line at the right edge ends where its advances do.
      x = frame.maxX - line.width + advance
    } else if line == nil, style.layoutDirection == .rightToLeft {
      x = frame.maxX - 1
    } else {
      x = frame.minX + advance - (line == nil ? 1 : 0)
    }
    let y = frame.minY + Double(row) * font.leading + (font.leading - height) / 2
    canvas.fill(
      .roundedRect(Rect(x: x, y: y, width: 2, height: height), cornerRadius: 1), with: color)
  }
}

extension Figure {
  /// The figure's outline in `frame`.
  func shape(in frame: Rect) -> Shape {
    switch self {
    case .rect: .rect(frame)
    case .roundedRect(let radius): .roundedRect(frame, cornerRadius: radius)
    case .capsule: .capsule(frame)
    case .circle: .circle(center: frame.center, radius: min(frame.width, frame.height) / 2)
    }
  }
}

extension Placement<Element> {
  /// The outline everything its mark paints lies within, at `scale`: a fill's or a hairline's
  /// figure in its snapped frame; nil for the other marks, whose ink (text, symbols, a
  /// material's shadow) may reach past their frames.
  func paintedOutline(scale: Double) -> Shape? {
    switch payload.mark {
    case .fill(let figure, _), .hairline(let figure, _):
      figure.shape(in: snap(frame, scale: scale))
    default:
      nil
    }
  }
}

/// `rect` with its edges moved to the nearest device pixel.
func snap(_ rect: Rect, scale: Double) -> Rect {
  func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
  let minX = round(rect.minX)
  let minY = round(rect.minY)
  return Rect(
    x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
}
