import Layout
import Raster
import SPTheme

extension FilmPainter {
  /// How many keyframes a filmstrip shows: the first frame, the last, and five between.
  public static let keyframeCount = 7

  /// The film's keyframes side by side, each labelled with its time: frames evenly spread
  /// from the first to the last (all of them when there are fewer). Each shows the band of the
  /// canvas where something changes, so a chip's change fills its cell rather than being a
  /// small part of a whole card; cells are 12 pt apart with a separator between them.
  public func filmstrip() throws -> Image {
    let frames = Self.keyframes(of: film.frameCount)
    let scale = film.scale
    let crop = cropBox()
    let gap = Int((Self.cellGap * scale).rounded())
    let labelHeight = Int((Self.labelHeight * scale).rounded())
    let width = frames.count * crop.width + (frames.count - 1) * gap
    let canvas = try Canvas(
      pixelWidth: width, pixelHeight: crop.height + labelHeight, scale: scale,
      background: film.style.color(.bg))
    let cellHeight = Double(crop.height) / scale
    for (column, index) in frames.enumerated() {
      let left = Double(column * (crop.width + gap)) / scale
      if column > 0 {
        let separator = Raster.Rect(
          x: left - Self.cellGap / 2 - 0.5, y: 0, width: 1, height: cellHeight)
        canvas.fill(.rect(separator), with: film.style.color(.separator))
      }
      drawLabel(
        Self.label(frame: index, fps: film.fps), centredIn: (left, Double(crop.width) / scale),
        top: cellHeight, on: canvas)
    }
    try fonts.checkOpenedFaces()
    var pixels = canvas.image.pixels
    for (column, index) in frames.enumerated() {
      try copy(frame(index), crop, into: &pixels, width: width, atX: column * (crop.width + gap))
    }
    return try Image(width: width, height: crop.height + labelHeight, premultipliedPixels: pixels)
  }

  /// `text` in the footnote style at Large (whatever the film's text size), centred in the
  /// band from `top` across the cell `cell` (its left edge and width).
  private func drawLabel(
    _ text: String, centredIn cell: (left: Double, width: Double), top: Double, on canvas: Canvas
  ) {
    let style = Style(theme: film.style.theme, scheme: film.style.scheme, typeSize: .large)
    let font = style.font(SPTheme.TextToken(.footnote).monospacedDigit())
    let layout = fonts.layoutText(
      text, style: font.style, lineHeight: font.leading, lineLimit: 1)
    let origin = Raster.Point(
      x: cell.left + (cell.width - layout.size.width) / 2,
      y: top + (Self.labelHeight - font.leading) / 2)
    canvas.draw(layout, at: origin, color: style.color(.textSecondary))
  }

  /// Between two cells, in points.
  static let cellGap = 12.0
  /// The band under the cells that holds their times, in points.
  static let labelHeight = 28.0
  /// Around the area that changes, in points.
  static let cropMargin = 12.0

  /// `keyframeCount` frames evenly spread over `count`, rounded to the nearest, first and last
  /// included; every frame when there are no more than that.
  static func keyframes(of count: Int) -> [Int] {
    guard count > keyframeCount else { return Array(0..<count) }
    let last = count - 1
    let steps = keyframeCount - 1
    return (0...steps).map { (2 * $0 * last + steps) / (2 * steps) }
  }

  /// "0.133 s": the frame's moment in milliseconds, rounded, written as seconds; whole-number
  /// arithmetic, so the label is the same everywhere.
  static func label(frame index: Int, fps: Int) -> String {
    let milliseconds = (2000 * index + fps) / (2 * fps)
    let fraction = String(milliseconds % 1000)
    return
      "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }

  /// The device pixels a cell shows: the canvas's whole height, and across, where the film
  /// changes, widened by the margin, to at least a third of the canvas, and then past every
  /// control or line it cuts through (anything narrower than half the canvas), so no cell
  /// ends in a sliver of a pill.
  private func cropBox() -> (x: Int, y: Int, width: Int, height: Int) {
    let scale = film.scale
    let canvasWidth = Int((film.size.width * scale).rounded(.up))
    let canvasHeight = Int((film.size.height * scale).rounded(.up))
    guard let bounds = film.motionBounds else { return (0, 0, canvasWidth, canvasHeight) }
    var (left, right) = (bounds.minX - Self.cropMargin, bounds.maxX + Self.cropMargin)
    // At least a third of the block across, so a small change keeps its neighbours around it.
    let shortfall = film.size.width / 3 - (right - left)
    if shortfall > 0 {
      (left, right) = (left - shortfall / 2, right + shortfall / 2)
      if left < 0 { (left, right) = (0, right - left) }
      if right > film.size.width {
        (left, right) = (left - (right - film.size.width), film.size.width)
      }
    }
    let pieces = film.drawnFrames.filter { $0.width < film.size.width / 2 }
    var widened = true
    while widened {
      widened = false
      for piece in pieces where piece.minX < right && piece.maxX > left {
        if piece.minX < left || piece.maxX > right {
          let padding = Self.cropMargin / 2
          (left, right) = (min(left, piece.minX - padding), max(right, piece.maxX + padding))
          widened = true
        }
      }
    }
    // A change across most of the block shows all of it, rather than the card cut at its sides.
    if right - left > film.size.width * 2 / 3 { (left, right) = (0, film.size.width) }
    let x0 = max(0, Int((left * scale).rounded(.down)))
    let x1 = min(canvasWidth, Int((right * scale).rounded(.up)))
    return (x0, 0, max(1, x1 - x0), canvasHeight)
  }

  /// Copies `crop` of `image` into the strip's premultiplied `pixels`, `width` wide, with its
  /// top-left corner at (`x`, 0).
  private func copy(
    _ image: Image, _ crop: (x: Int, y: Int, width: Int, height: Int), into pixels: inout [UInt8],
    width: Int, atX x: Int
  ) {
    let row = crop.width * 4
    for line in 0..<crop.height {
      let source = ((crop.y + line) * image.width + crop.x) * 4
      let target = (line * width + x) * 4
      pixels.replaceSubrange(target..<(target + row), with: image.pixels[source..<(source + row)])
    }
  }
}

extension Film {
  /// The frame of every drawn element of every state the film shows.
  var drawnFrames: [Layout.Rect] {
    steps.filter { $0.startFrame < frameCount }.flatMap(\.transition.tracks).flatMap {
      [$0.from?.frame, $0.to?.frame].compactMap { $0 }
    }
  }

  /// Where anything changes in the frames the film shows.
  var motionBounds: Layout.Rect? {
    steps.filter { $0.startFrame < frameCount }.compactMap(\.transition.motionBounds)
      .reduce(nil) { union, frame in union.map { $0.union(frame) } ?? frame }
  }
}
