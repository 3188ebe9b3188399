import Testing

@testable import Raster

/// A canvas painting into pixels it borrows (a filmstrip's cell) and a canvas lending its
/// pixels to another scale (a film's zoomed layer) give the bytes a canvas of its own gives.
@Suite struct BorrowedCanvasTests {
  /// A card, a panel of material (which reads what lies behind it) with its shadow, and a
  /// faded fill through a clip: each path that writes pixels.
  private func paintScene(on canvas: Canvas) {
    canvas.fill(
      .roundedRect(Rect(x: 4, y: 4, width: 52, height: 30), cornerRadius: 8),
      with: RGBA(red: 242, green: 242, blue: 247))
    canvas.drawMaterial(
      in: .roundedRect(Rect(x: 18, y: 10, width: 30, height: 22), cornerRadius: 5),
      BackdropMaterial(
        blurRadius: 6, saturation: 1.8, tint: RGBA(red: 250, green: 250, blue: 250, opacity: 0.7)),
      shadow: DropShadow(color: RGBA(red: 0, green: 0, blue: 0, opacity: 0.3), blurRadius: 8))
    canvas.withOpacity(0.5) {
      canvas.clip(to: .circle(center: Point(x: 30, y: 20), radius: 9)) {
        canvas.fill(.rect(Rect(x: 20, y: 12, width: 30, height: 10)), with: .black)
      }
    }
  }

  private let background = RGBA(red: 255, green: 255, blue: 255)

  /// The scene painted over a start picture on a canvas of its own.
  private func ownCanvasPicture(over start: Image, scale: Double) throws -> Image {
    let canvas = try Canvas(startingWith: start, scale: scale)
    paintScene(on: canvas)
    return canvas.image
  }

  /// The rows of the cell at `offset` words, `stride` words apart, as a picture.
  private func cell(
    of pixels: [UInt8], offset: Int, stride: Int, width: Int, height: Int
  ) throws -> Image {
    var bytes: [UInt8] = []
    for row in 0..<height {
      let first: Int = (offset + row * stride) * 4
      bytes += pixels[first..<(first + width * 4)]
    }
    return try Image(width: width, height: height, premultipliedPixels: bytes)
  }

  @Test func paintingIntoACellGivesTheBytesOfACanvasOfItsOwn() throws {
    let (width, height, stride, offset) = (60, 40, 150, 70)
    let start = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1, background: background)
      .image
    // The strip: another colour everywhere, then the start picture copied into the cell.
    var strip = [UInt8](repeating: 0, count: stride * height * 4)
    for index in Swift.stride(from: 0, to: strip.count, by: 4) {
      strip.replaceSubrange(index..<(index + 4), with: [10, 20, 30, 255])
    }
    for row in 0..<height {
      let target: Int = (offset + row * stride) * 4
      let source: Int = row * width * 4
      strip.replaceSubrange(
        target..<(target + width * 4), with: start.pixels[source..<(source + width * 4)])
    }
    try Canvas.painting(
      into: &strip, offset: offset, rowStride: stride, width: width, height: height, scale: 1,
      paintScene)
    let expected = try ownCanvasPicture(over: start, scale: 1)
    #expect(
      try cell(of: strip, offset: offset, stride: stride, width: width, height: height) == expected)
    // Nothing outside the cell was touched.
    let outside = (0..<(stride * height)).filter { word in
      let (row, column) = word.quotientAndRemainder(dividingBy: stride)
      return row >= height || column < offset || column >= offset + width
    }
    #expect(outside.allSatisfy { Array(strip[($0 * 4)..<($0 * 4 + 4)]) == [10, 20, 30, 255] })
  }

  /// What a film's zoomed layer did before: a canvas of the larger scale from a copy of the
  /// picture, then a canvas of the first scale from a copy of that.
  private func copiedZoom(over start: Image) throws -> Image {
    let zoomed = try Canvas(startingWith: start, scale: 2)
    paintScene(on: zoomed)
    let back = try Canvas(startingWith: zoomed.image, scale: 1)
    back.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .black)
    return back.image
  }

  @Test func aScaleLentInPlaceGivesTheBytesOfCopiesAtEachScale() throws {
    let start = try Canvas(pixelWidth: 120, pixelHeight: 80, scale: 1, background: background)
      .image
    let canvas = try Canvas(startingWith: start, scale: 1)
    try canvas.withScale(2) { paintScene(on: $0) }
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .black)
    #expect(canvas.image == (try copiedZoom(over: start)))
  }

  @Test func aBorrowingCanvasLendsItsPixelsToAnotherScale() throws {
    let (width, height) = (120, 80)
    let start = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1, background: background)
      .image
    var strip = start.pixels
    try Canvas.painting(
      into: &strip, offset: 0, rowStride: width, width: width, height: height, scale: 1
    ) { canvas in
      try canvas.withScale(2) { paintScene(on: $0) }
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .black)
    }
    #expect(strip == (try copiedZoom(over: start)).pixels)
  }

  /// A canvas that knows its background forgets where it is untouched once it has lent its
  /// pixels: a material drawn after a zoomed layer reads what the layer painted.
  @Test func aLentScaleCountsAsPaintedEverywhere() throws {
    let canvas = try Canvas(pixelWidth: 40, pixelHeight: 40, scale: 1, background: background)
    try canvas.withScale(2) {
      $0.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .black)
    }
    #expect(canvas.painted == PixelBox(x0: 0, y0: 0, x1: 40, y1: 40))
    canvas.drawMaterial(
      in: .rect(Rect(x: 10, y: 10, width: 20, height: 20)),
      BackdropMaterial(blurRadius: 0, saturation: 1, tint: .clear), shadow: nil)
    #expect(canvas.image.pixel(x: 20, y: 20) == RGBA(red: 0, green: 0, blue: 0))
  }

  /// A filmstrip's canvas leaves its cells' pixels to the caller, who copies each cell in
  /// whole: everything else is the background, the cells count as painted (a backdrop read
  /// over them reads them), and a debug build marks them magenta, so a pixel never written
  /// shows in the strip's golden.
  @Test func aCanvasLeavesItsUnfilledBoxesToTheCallerAndCountsThemPainted() throws {
    let cells = [(x: 2, y: 1, width: 5, height: 3), (x: 20, y: 0, width: 6, height: 12)]
    let canvas = try Canvas(
      pixelWidth: 30, pixelHeight: 12, scale: 1, background: background, unfilled: cells)
    let pixels = canvas.image.pixels
    func inCell(_ point: (x: Int, y: Int)) -> Bool {
      cells.contains {
        (($0.x)..<($0.x + $0.width)).contains(point.x)
          && (($0.y)..<($0.y + $0.height)).contains(point.y)
      }
    }
    func pixel(_ point: (x: Int, y: Int)) -> [UInt8] {
      let start = (point.y * 30 + point.x) * 4
      return Array(pixels[start..<(start + 4)])
    }
    let points = (0..<12).flatMap { y in (0..<30).map { x in (x: x, y: y) } }
    let outsideIsBackground = points.filter { !inCell($0) }.allSatisfy {
      pixel($0) == [255, 255, 255, 255]
    }
    #expect(outsideIsBackground)
    #if DEBUG
      let insideIsMarked = points.filter(inCell).allSatisfy { pixel($0) == [255, 0, 255, 255] }
      #expect(insideIsMarked)
    #endif
    #expect(canvas.painted == PixelBox(x0: 2, y0: 0, x1: 26, y1: 12))
  }
}
