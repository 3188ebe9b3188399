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
  ///
  /// The strip is the one big picture of a film (8469 × 1157 px for the menu opening), so it
  /// is put together in place: the cells an APNG placed as it painted them
  /// (``apngAndFilmstrip()``) are kept, and the others painted one at a time, straight into
  /// their cells where a cell shows the whole frame, else as a frame whose part is copied in
  /// and which is not kept once it is.
  public func filmstrip() throws -> Image {
    let layout = stripLayout
    var finished = try takeStrip(layout)
    for (column, index) in layout.frames.enumerated()
    where !finished.placedColumns.contains(column) {
      if layout.showsWholeFrames {
        try paintFrame(index, inColumn: column, of: layout, into: &finished.pixels)
      } else {
        copy(try frame(index), into: &finished.pixels, column: column, of: layout)
      }
    }
    return try Image(
      width: layout.width, height: layout.height, premultipliedPixels: finished.pixels)
  }

  /// The filmstrip's size in pixels, known before anything is painted.
  public var filmstripSize: (width: Int, height: Int) {
    (stripLayout.width, stripLayout.height)
  }

  /// Puts frame `index`, just painted, in its cell when it is a keyframe; the first one
  /// starts the strip.
  func placeInStrip(_ image: Image, frame index: Int) throws {
    let layout = stripLayout
    guard let column = layout.frames.firstIndex(of: index) else { return }
    var building = try takeStrip(layout)
    copy(image, into: &building.pixels, column: column, of: layout)
    building.placedColumns.insert(column)
    strip = building
  }

  /// The strip begun so far, taken out of the painter so it is never held twice; a new one
  /// when none is begun.
  private func takeStrip(_ layout: FilmstripLayout) throws -> FilmstripInProgress {
    defer { strip = nil }
    return try strip ?? FilmstripInProgress(pixels: labelledStrip(layout))
  }

  /// The strip without its cells: the background, the separators between the cells, and the
  /// time under each. The cells' pixels are left unfilled: each is copied in whole later.
  private func labelledStrip(_ layout: FilmstripLayout) throws -> [UInt8] {
    let scale = film.scale
    let canvas = try Canvas(
      pixelWidth: layout.width, pixelHeight: layout.height, scale: scale,
      background: film.style.color(.bg), unfilled: layout.frames.indices.map(layout.cell))
    let cellHeight = Double(layout.crop.height) / scale
    for (column, index) in layout.frames.enumerated() {
      let left = Double(layout.left(ofColumn: column)) / scale
      if column > 0 {
        let separator = Rect(
          x: left - Self.cellGap / 2 - 0.5, y: 0, width: 1, height: cellHeight)
        canvas.fill(.rect(separator), with: film.style.color(.separator))
      }
      drawLabel(
        Self.label(frame: index, fps: film.fps),
        centredIn: (left, Double(layout.crop.width) / scale), top: cellHeight, on: canvas)
    }
    try fonts.checkOpenedFaces()
    return canvas.image.pixels
  }

  /// `text` in the footnote style at Large (whatever the film's text size), centred in the
  /// band from `top` across the cell `cell` (its left edge and width).
  private func drawLabel(
    _ text: String, centredIn cell: (left: Double, width: Double), top: Double, on canvas: Canvas
  ) {
    let style = Style(
      theme: film.style.theme, scheme: film.style.scheme, contrast: film.style.contrast,
      typeSize: .large, layoutDirection: film.style.layoutDirection)
    let font = style.font(SPTheme.TextToken(.footnote).monospacedDigit())
    let layout = fonts.layoutText(
      text, style: font.style, lineHeight: font.leading, lineLimit: 1)
    let origin = Point(
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

  /// Paints frame `index` in its cell `column` of the strip's `pixels`: its step's still part
  /// copied in, then what moves painted over it there. No picture of the frame is made and
  /// copied in, which for the menu opening was a 5.5 MB frame copied twice a cell. Only for
  /// cells that show whole frames: in a narrower cell a material panel would blur what lies
  /// beside the cell, which is not there.
  private func paintFrame(
    _ index: Int, inColumn column: Int, of layout: FilmstripLayout, into pixels: inout [UInt8]
  ) throws {
    copy(try stillPart(of: film.step(atFrame: index)), into: &pixels, column: column, of: layout)
    try Canvas.painting(
      into: &pixels, offset: layout.left(ofColumn: column), rowStride: layout.width,
      width: film.pixelWidth, height: film.pixelHeight, scale: film.scale
    ) { canvas in try paintMoving(atFrame: index, on: canvas) }
  }

  /// Copies the cell's part of `image` into the strip's premultiplied `pixels`, in cell
  /// `column`: every pixel of the cell.
  private func copy(
    _ image: Image, into pixels: inout [UInt8], column: Int, of layout: FilmstripLayout
  ) {
    let crop = layout.crop
    let x = layout.left(ofColumn: column)
    let row = crop.width * 4
    for line in 0..<crop.height {
      let source = ((crop.y + line) * image.width + crop.x) * 4
      let target = (line * layout.width + x) * 4
      pixels.replaceSubrange(target..<(target + row), with: image.pixels[source..<(source + row)])
    }
  }
}

/// Where a film's filmstrip puts what, in device pixels: its keyframes, the part of a frame
/// each cell shows, the gap between cells and the strip's size. Worked out once a film,
/// before anything is painted.
struct FilmstripLayout {
  /// The keyframes, left to right.
  let frames: [Int]
  let crop: (x: Int, y: Int, width: Int, height: Int)
  let gap: Int
  let width: Int
  let height: Int
  /// Whether each cell shows its whole frame, not a band of it.
  let showsWholeFrames: Bool

  init(film: Film) {
    frames = FilmPainter.keyframes(of: film.frameCount)
    crop = Self.cropBox(of: film)
    showsWholeFrames =
      crop == (0, 0, film.pixelWidth, film.pixelHeight)
    gap = Int((FilmPainter.cellGap * film.scale).rounded())
    width = frames.count * crop.width + (frames.count - 1) * gap
    height = crop.height + Int((FilmPainter.labelHeight * film.scale).rounded())
  }

  /// The left edge of cell `column`.
  func left(ofColumn column: Int) -> Int {
    column * (crop.width + gap)
  }

  /// The pixels cell `column` takes in the strip: as wide and high as the crop, from the top.
  func cell(_ column: Int) -> (x: Int, y: Int, width: Int, height: Int) {
    (left(ofColumn: column), 0, crop.width, crop.height)
  }

  /// The device pixels a cell shows: the canvas's whole height, and across, where the film
  /// changes, widened by the margin, to at least a third of the canvas, and then past every
  /// control or line it cuts through (anything narrower than half the canvas), so no cell
  /// ends in a sliver of a pill.
  private static func cropBox(of film: Film) -> (x: Int, y: Int, width: Int, height: Int) {
    let scale = film.scale
    let (canvasWidth, canvasHeight) = (film.pixelWidth, film.pixelHeight)
    guard let bounds = film.motionBounds else { return (0, 0, canvasWidth, canvasHeight) }
    var (left, right) = (bounds.minX - FilmPainter.cropMargin, bounds.maxX + FilmPainter.cropMargin)
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
          let padding = FilmPainter.cropMargin / 2
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

}

/// A filmstrip being put together: its labelled background, and the cells placed so far.
struct FilmstripInProgress {
  var pixels: [UInt8]
  var placedColumns: Set<Int> = []
}

extension Film {
  /// The frame of every drawn element of every state the film shows.
  var drawnFrames: [Rect] {
    steps.filter { $0.startFrame < frameCount }.flatMap(\.transition.tracks).flatMap {
      [$0.from?.frame, $0.to?.frame].compactMap { $0 }
    }
  }

  /// Where anything changes in the frames the film shows.
  var motionBounds: Rect? {
    Rect.union(
      of: steps.filter { $0.startFrame < frameCount }.compactMap(\.transition.motionBounds))
  }
}
