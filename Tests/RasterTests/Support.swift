import Testing

@testable import Raster

/// What keeps the fonts from loading: the missing file and the package that installs it
/// (`make deps` installs them all); nil when they load.
let fontsProblem: String? =
  if case .failure(let error) = Result(catching: { try FontLibrary.shared() }) {
    "\(error)"
  } else {
    nil
  }

extension Trait where Self == ConditionTrait {
  /// Runs a test that sets text only where the fonts load; elsewhere it is skipped, and the
  /// skip names the missing file and its package.
  static var needsFonts: Self {
    .enabled(if: fontsProblem == nil, Comment(rawValue: fontsProblem ?? ""))
  }
}

/// A transparent canvas with one opaque white fill, so alpha is exactly 8-bit coverage.
func coverageImage(
  width: Int, height: Int, scale: Double = 1, _ draw: (Canvas) -> Void
) throws -> Image {
  let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: scale)
  draw(canvas)
  return canvas.image
}

func alpha(_ image: Image, _ x: Int, _ y: Int) -> Int {
  Int(image.premultipliedPixel(x: x, y: y).alpha)
}

/// The box around every pixel whose alpha is above `threshold`; nil when there is none.
func inkBox(_ image: Image, above threshold: Int) -> PixelBox? {
  var box: PixelBox?
  for y in 0..<image.height {
    for x in 0..<image.width where alpha(image, x, y) > threshold {
      box = PixelBox(
        x0: min(box?.x0 ?? x, x), y0: min(box?.y0 ?? y, y), x1: max(box?.x1 ?? 0, x + 1),
        y1: max(box?.y1 ?? 0, y + 1))
    }
  }
  return box
}

/// Sum of alpha over the image, in pixels of full coverage.
func coveredArea(_ image: Image) -> Double {
  var total = 0
  for y in 0..<image.height {
    for x in 0..<image.width { total += alpha(image, x, y) }
  }
  return Double(total) / 255
}

/// A card like the composer's: rounded rectangle, hairline, shadowed panel, text and icons.
func sampleCard(scale: Double = 3) throws -> Image {
  let fonts = try FontLibrary.shared()
  let canvas = try Canvas(
    pixelWidth: Int(393 * scale), pixelHeight: Int(150 * scale), scale: scale, background: .white)
  let panel = Shape.roundedRect(Rect(x: 200, y: 6, width: 180, height: 40), cornerRadius: 13)
  canvas.drawShadow(
    of: panel, color: RGBA(red: 0, green: 0, blue: 0, opacity: 0.2), blurRadius: 8,
    offset: Point(x: 0, y: 4))
  canvas.fill(panel, with: .white)
  let card = Shape.roundedRect(Rect(x: 20, y: 50, width: 353, height: 96), cornerRadius: 20)
  canvas.fill(card, with: RGBA(red: 0xF2, green: 0xF2, blue: 0xF7))
  canvas.strokeInside(card, lineWidth: 1, with: RGBA(red: 60, green: 60, blue: 67, opacity: 0.29))
  let text = fonts.layoutText(
    "Atlas 3 ⌄ AV 0123456789 — the quick brown fox jumps over the lazy dog",
    style: TextStyle(size: 17), lineHeight: 22, maxWidth: 321, lineLimit: 2)
  canvas.clip(to: card) {
    canvas.draw(text, at: Point(x: 36, y: 64), color: .black)
  }
  canvas.withOpacity(0.5) {
    canvas.fill(.capsule(Rect(x: 30, y: 110, width: 100, height: 32)), with: .black)
  }
  canvas.draw(
    try! fonts.icon(named: "arrow.up"), in: Rect(x: 325, y: 110, width: 32, height: 32), size: 20,
    color: RGBA(red: 0, green: 0x7A, blue: 0xFF))
  return canvas.image
}
