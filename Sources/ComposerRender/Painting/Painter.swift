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
  /// scroll view clips and masks its content at rest; the menu's rows and separators inside
  /// its panel when they run on past it (``menuClip(of:scale:)``); the rest in order.
  func paint(_ placements: [Placement<Element>], on canvas: Canvas) throws {
    let lane = placements.lazy.compactMap { placement -> LaneClip? in
      guard case .lane(let contentWidth, let scrollOffset) = placement.payload.mark else {
        return nil
      }
      return LaneClip(
        frame: placement.frame, scale: canvas.scale, direction: style.layoutDirection
      ) {
        ComposerAppearance.LaneMask(
          width: $0, contentWidth: contentWidth, scrollOffset: scrollOffset)
      }
    }.first
    let panel = Self.menuClip(of: placements, scale: canvas.scale)
    for run in placements.runs(by: { $0.payload.id.clipping }) {
      switch run.key {
      case .lane?:
        try canvas.paint(inside: lane?.clipMask(on: canvas)) {
          for placement in run.elements { try paint(placement, on: canvas) }
        }
      case .menuPanel?:
        try canvas.paint(inside: panel) {
          for placement in run.elements { try paint(placement, on: canvas) }
        }
      case nil:
        for placement in run.elements { try paint(placement, on: canvas) }
      }
    }
  }

  /// The menu's panel on the pixel grid, when its rows run on past it: a list longer than the
  /// screen leaves the menu scrolls inside the panel (`Metrics.menuMaximumHeight`), so what
  /// lies past the panel's bottom is not drawn and the last row it reaches is cut. Nil for a
  /// list that fits, whose rows are drawn as they are.
  static func menuClip(of placements: [Placement<Element>], scale: Double) -> Shape? {
    guard
      let panel = placements.first(where: { $0.payload.id == .part(.panel, of: .menu) }),
      case .material(let figure) = panel.payload.mark,
      placements.contains(where: {
        $0.payload.id.clipping == .menuPanel && $0.frame.maxY > panel.frame.maxY
      })
    else { return nil }
    return figure.shape(in: snap(panel.frame, scale: scale))
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
    case .text(_, let role):
      draw(placedLines(of: mark, in: frame, laidOutWidth: laidOutWidth), role, on: canvas)
    case .field(let block, let role, let caret, let caretAtStart):
      let placed = placedLines(of: mark, in: frame, laidOutWidth: laidOutWidth)
      draw(placed, role, on: canvas)
      if let caret {
        drawCaret(
          after: caretAtStart ? nil : placed.last?.line, line: max(0, placed.count - 1),
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

  private func placedLines(of mark: Mark, in frame: Rect, laidOutWidth: Double) -> [PlacedLine] {
    mark.placedLines(in: frame, laidOutWidth: laidOutWidth, direction: style.layoutDirection)
  }

  private func hugsRight(_ line: TextLine) -> Bool {
    Mark.hugsRight(line, direction: style.layoutDirection)
  }

  private func draw(_ lines: [PlacedLine], _ role: SPTheme.ColorRole, on canvas: Canvas) {
    let color = style.color(role)
    for placed in lines {
      canvas.draw(
        placed.line, at: Point(x: placed.origin.x, y: placed.origin.y + placed.line.baseline),
        color: color)
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

/// A line of text where a mark draws it: `origin` is the line's left edge at the top of its
/// line box.
struct PlacedLine {
  let line: TextLine
  let origin: Point
}

extension Mark {
  /// The lines a text or field mark draws in `frame`, top to bottom from its top, set at
  /// `laidOutWidth` (the width they were measured at), each at the frame's left edge or, when
  /// ``hugsRight(_:direction:)`` says so, its right one; a label placed by its ink fills its
  /// frame exactly, so right to left it starts where its ink does, as left to right. The
  /// painter draws these, and the frames JSON lists them. Empty for other marks.
  func placedLines(in frame: Rect, laidOutWidth: Double, direction: LayoutDirection)
    -> [PlacedLine]
  {
    let lines: ArraySlice<TextLine>
    let font: Style.Font
    var left = frame.minX
    var placedByInk = false
    switch self {
    case .text(let block, _):
      let layout = block.paintedLines(width: laidOutWidth)
      left -= block.inkOffset(of: layout)
      placedByInk = block.isPlacedByInk(layout)
      (lines, font) = (layout.lines[...], block.font)
    case .field(let block, _, _, _):
      (lines, font) = (block.visibleLines(width: laidOutWidth), block.block.font)
    default:
      return []
    }
    return lines.enumerated().map { row, line in
      let right =
        !(placedByInk && direction == .rightToLeft) && Self.hugsRight(line, direction: direction)
      return PlacedLine(
        line: line,
        origin: Point(
          x: right ? left + laidOutWidth - line.width : left,
          y: frame.minY + Double(row) * font.leading))
    }
  }

  /// Natural alignment: whether a line hugs its frame's right edge. Right to left every line
  /// does, as a text view aligns `.natural` text to the leading edge of an app laid out right
  /// to left, English too; left to right, a line that runs right to left does, and every
  /// other line starts at the left.
  static func hugsRight(_ line: TextLine, direction: LayoutDirection) -> Bool {
    direction == .rightToLeft || line.isRightToLeft
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

/// What a still draws an element through: a chip through the lane, a menu row or separator
/// through the panel.
enum PaintClip: Hashable {
  case lane
  case menuPanel
}

extension ComposerElement {
  /// The clip this element is painted through, nil for none.
  var clipping: PaintClip? {
    switch whole {
    case .chip: .lane
    case .menuRow: .menuPanel
    case .menu where self == .part(.divider, of: .menu): .menuPanel
    default: nil
    }
  }
}
