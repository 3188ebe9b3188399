/// A pixel buffer to paint on, addressed in points.
///
/// Pixels are premultiplied sRGB RGBA8 and every paint operation is source-over. Blending is in
/// sRGB values (not linear light), as Core Graphics and browsers do, so edges look like iOS.
/// Geometry uses plain IEEE-754 operations (Swift does not fuse multiply-adds unless asked, and
/// `sqrt` is exactly rounded) and all arithmetic after coverage is integer, with one documented
/// rounding per step, so the same drawing gives the same bytes in debug and release builds.
///
/// A reference type because `clip(to:_:)` and `withOpacity(_:_:)` take closures that paint on
/// the same canvas; one canvas is meant for one thread.
public final class Canvas {
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// Pixels per point.
  public let scale: Double

  private var pixels: [UInt8]
  private var clipMask: CoverageMask?
  private var opacity = 1.0
  /// Scratch memory of the fills, kept between them.
  private var rasterizer = Rasterizer()

  /// Throws when the pixel size is empty, above 16384 px a side or above 64 Mpx, or when
  /// `scale` is not a positive finite number.
  public init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: RGBA? = nil) throws {
    try PixelLimits.check(width: pixelWidth, height: pixelHeight, what: "canvas")
    guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    let color = background ?? .clear
    let alpha = color.alpha
    let pixel = PremultipliedPixel(
      red: premultiply(color.red, alpha: alpha), green: premultiply(color.green, alpha: alpha),
      blue: premultiply(color.blue, alpha: alpha), alpha: alpha)
    let count = pixelWidth * pixelHeight
    pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      pixel.fill(buffer.baseAddress!, count: count)
      initialized = count * 4
    }
  }

  public var image: Image {
    Image(uncheckedWidth: pixelWidth, height: pixelHeight, pixels: pixels)
  }

  private var canvasBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) }

  /// Where painting may land: the canvas, narrowed by the clip.
  private var paintBox: PixelBox {
    clipMask.map { $0.box.intersection(canvasBox) } ?? canvasBox
  }

  // MARK: Shapes

  public func fill(_ path: Path, with color: RGBA, rule: FillRule = .nonZero) {
    var edges = EdgeList()
    edges.add(path, transform: .scale(scale))
    paint(edges, rule: rule, color: color)
  }

  public func fill(_ shape: Shape, with color: RGBA) {
    fill(shape.path, with: color)
  }

  /// A ring of `lineWidth` points lying inside the shape's edge: the even-odd fill of the
  /// shape and the shape inset by `lineWidth`. Coverage is exact area, so a 1 pt line at
  /// scale 2.5 covers exactly 2.5 px across, with no half-pixel blur from centring a stroke on
  /// the edge.
  public func strokeInside(_ shape: Shape, lineWidth: Double, with color: RGBA) {
    guard lineWidth > 0 else { return }
    var path = shape.path
    let inner = shape.insetBy(lineWidth)
    if !inner.bounds.isEmpty { path.append(inner.path) }
    fill(path, with: color, rule: .evenOdd)
  }

  // MARK: State

  /// Paints `body` only inside `shape` (anti-aliased, intersected with any enclosing clip).
  public func clip(to shape: Shape, _ body: () throws -> Void) rethrows {
    let saved = clipMask
    defer { clipMask = saved }
    var edges = EdgeList()
    edges.add(shape.path, transform: .scale(scale))
    var mask =
      rasterizer.coverage(of: edges, rule: .nonZero, within: paintBox)
      ?? CoverageMask(box: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), values: [])
    if let saved {
      for y in mask.box.y0..<mask.box.y1 {
        for x in mask.box.x0..<mask.box.x1 {
          let i = (y - mask.box.y0) * mask.box.width + (x - mask.box.x0)
          mask.values[i] = div255(Int(mask.values[i]) * Int(saved.value(x: x, y: y)))
        }
      }
    }
    clipMask = mask
    try body()
  }

  /// Multiplies the alpha of everything `body` paints by `opacity`. Each paint is faded on its
  /// own (no offscreen group), which is what SwiftUI's `.opacity` does without
  /// `.compositingGroup()`.
  public func withOpacity(_ opacity: Double, _ body: () throws -> Void) rethrows {
    let saved = self.opacity
    defer { self.opacity = saved }
    self.opacity = saved * (opacity.isFinite ? min(max(opacity, 0), 1) : 0)
    try body()
  }

  // MARK: Shadow

  /// A soft shadow of `shape`: its coverage, offset, blurred by three box blurs approximating
  /// a Gaussian whose standard deviation is `blurRadius` points (as Core Animation's
  /// `shadowRadius`), in `color`. Draw the shape itself afterwards.
  public func drawShadow(of shape: Shape, color: RGBA, blurRadius: Double, offset: Point) {
    let boxSize = Blur.boxSize(sigma: blurRadius * scale)
    var edges = EdgeList()
    edges.add(
      shape.path,
      transform: DeviceTransform(sx: scale, sy: scale, tx: offset.x * scale, ty: offset.y * scale))
    guard boxSize > 1 else { return paint(edges, rule: .nonZero, color: color) }
    // Shape parts just outside the canvas still blur into it.
    let reach = Blur.passes(boxSize: boxSize).reduce(0) { $0 + max($1.0, $1.1) }
    let limit = PixelBox(
      x0: paintBox.x0 - reach, y0: paintBox.y0 - reach, x1: paintBox.x1 + reach,
      y1: paintBox.y1 + reach)
    guard let mask = rasterizer.coverage(of: edges, rule: .nonZero, within: limit) else { return }
    composite(Blur.blurred(mask, boxSize: boxSize), color: color)
  }

  // MARK: Text and icons

  /// Draws a line with its left end of the baseline at `baselineOrigin` (points). All glyphs
  /// of the line are filled as one path, so abutting glyphs share edge pixels exactly instead
  /// of compositing twice.
  public func draw(_ line: TextLine, at baselineOrigin: Point, color: RGBA) {
    var edges = EdgeList()
    let limit = paintBox
    var start = 0
    while start < line.glyphs.count {
      // Outlines for a run of glyphs of one face, fetched under one lock.
      let face = line.glyphs[start].face
      var end = start + 1
      while end < line.glyphs.count && line.glyphs[end].face == face { end += 1 }
      let outlines = face.outlines(for: line.glyphs[start..<end].map(\.id))
      for (glyph, outline) in zip(line.glyphs[start..<end], outlines) {
        let s = glyph.unitsToPoints * scale
        let transform = DeviceTransform(
          sx: s, sy: -s, tx: (baselineOrigin.x + glyph.position.x) * scale,
          ty: (baselineOrigin.y + glyph.position.y) * scale)
        guard let b = outline.bounds,
          transform.tx + b.maxX * s >= Double(limit.x0) - 1,
          transform.tx + b.minX * s <= Double(limit.x1) + 1,
          transform.ty - b.minY * s >= Double(limit.y0) - 1,
          transform.ty - b.maxY * s <= Double(limit.y1) + 1
        else { continue }
        edges.add(outline.path, transform: transform)
      }
      start = end
    }
    paint(edges, rule: .nonZero, color: color)
  }

  /// Draws every line of a layout with its top-left corner at `origin`.
  public func draw(_ layout: TextLayout, at origin: Point, color: RGBA) {
    for (index, line) in layout.lines.enumerated() {
      let baseline = origin.y + layout.lineTop(index) + line.baseline
      draw(line, at: Point(x: origin.x, y: baseline), color: color)
    }
  }

  /// Draws `icon` with its em square `size` points wide, centred in `rect`.
  public func draw(_ icon: IconGlyph, in rect: Rect, size: Double, color: RGBA) {
    let face = icon.face
    let s = size / Double(face.unitsPerEm) * scale
    let top = rect.midY - size / 2
    let transform = DeviceTransform(
      sx: s, sy: -s, tx: (rect.midX - size / 2) * scale,
      ty: top * scale + Double(face.ascender) * s)
    var edges = EdgeList()
    edges.add(face.outline(for: icon.glyph).path, transform: transform)
    paint(edges, rule: .nonZero, color: color)
  }

  // MARK: Compositing

  private func paint(_ edges: EdgeList, rule: FillRule, color: RGBA) {
    withCompositor(color) { rasterizer.sweep(edges, rule: rule, within: paintBox, into: &$0) }
  }

  /// Composites a mask (a blurred shadow) where it meets the paint box.
  private func composite(_ mask: CoverageMask, color: RGBA) {
    let box = mask.box.intersection(paintBox)
    guard !box.isEmpty else { return }
    withCompositor(color) { compositor in
      mask.values.withUnsafeBufferPointer { values in
        for y in box.y0..<box.y1 {
          let start = (y - mask.box.y0) * mask.box.width + (box.x0 - mask.box.x0)
          compositor.varying(
            x: box.x0, y: y, values: values.baseAddress! + start, count: box.width)
        }
      }
    }
  }

  /// Runs `body` with a compositor of `color` at the current opacity and clip; nothing when
  /// the opacity leaves no alpha.
  private func withCompositor(_ color: RGBA, _ body: (inout Compositor) -> Void) {
    let alpha = Int(RGBA.byte(fromUnit: Double(color.alpha) / 255 * opacity))
    guard alpha > 0 else { return }
    let clipBox = clipMask?.box
    let clipValues = clipMask?.values ?? []
    clipValues.withUnsafeBufferPointer { clip in
      pixels.withUnsafeMutableBufferPointer { pixels in
        var compositor = Compositor(
          pixels: pixels.baseAddress!, width: pixelWidth, red: Int(color.red),
          green: Int(color.green), blue: Int(color.blue), alpha: alpha,
          clip: clipBox.map { (clip.baseAddress!, $0) })
        body(&compositor)
      }
    }
  }
}

/// Source-over of one colour through coverage, the clip and the opacity.
///
/// Per pixel: a = round(coverage · clip / 255), then a = round(a · alpha / 255) with the
/// colour's alpha already multiplied by the opacity; the source is round(c · a / 255) and
/// the destination becomes source + round(destination · (255 − a) / 255). Without a clip, a
/// constant run works that out once, and a run of full coverage of an opaque colour is a
/// plain store: that is the inside of every card and capsule.
private struct Compositor: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt8>
  let width: Int
  let red: Int
  let green: Int
  let blue: Int
  /// The colour's alpha times the opacity, 1...255.
  let alpha: Int
  /// Every coverage run lies inside the clip's box, which bounds the paint box.
  let clip: (values: UnsafePointer<UInt8>, box: PixelBox)?

  mutating func constant(x: Int, y: Int, count: Int, value: UInt8) {
    guard clip == nil else {
      for i in 0..<count { blend(x: x + i, y: y, coverage: Int(value)) }
      return
    }
    let a = alpha == 255 ? Int(value) : Int(div255(Int(value) * alpha))
    if a == 0 { return }
    let start = pixels + (y * width + x) * 4
    if a == 255 {
      let pixel = PremultipliedPixel(
        red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: 255)
      pixel.fill(start, count: count)
      return
    }
    let inverse = 255 - a
    let (r, g, b) = (div255(red * a), div255(green * a), div255(blue * a))
    for i in 0..<count {
      let p = start + 4 * i
      p[0] = r &+ div255(Int(p[0]) * inverse)
      p[1] = g &+ div255(Int(p[1]) * inverse)
      p[2] = b &+ div255(Int(p[2]) * inverse)
      p[3] = UInt8(a) &+ div255(Int(p[3]) * inverse)
    }
  }

  mutating func varying(x: Int, y: Int, values: UnsafePointer<UInt8>, count: Int) {
    guard clip == nil else {
      for i in 0..<count where values[i] != 0 {
        blend(x: x + i, y: y, coverage: Int(values[i]))
      }
      return
    }
    // The loop without a clip, the common case, kept free of its tests.
    let start = pixels + (y * width + x) * 4
    for i in 0..<count where values[i] != 0 {
      let a = alpha == 255 ? Int(values[i]) : Int(div255(Int(values[i]) * alpha))
      if a != 0 { Self.blend(start + 4 * i, red, green, blue, a) }
    }
  }

  @inline(__always)
  private func blend(x: Int, y: Int, coverage: Int) {
    var a = coverage
    if let clip {
      a = Int(div255(a * Int(clip.values[(y - clip.box.y0) * clip.box.width + x - clip.box.x0])))
    }
    if alpha != 255 { a = Int(div255(a * alpha)) }
    if a != 0 { Self.blend(pixels + (y * width + x) * 4, red, green, blue, a) }
  }

  /// One pixel, `a` in 1...255.
  @inline(__always)
  private static func blend(
    _ p: UnsafeMutablePointer<UInt8>, _ red: Int, _ green: Int, _ blue: Int, _ a: Int
  ) {
    if a == 255 {
      p[0] = UInt8(red)
      p[1] = UInt8(green)
      p[2] = UInt8(blue)
      p[3] = 255
    } else {
      let inverse = 255 - a
      p[0] = div255(red * a) &+ div255(Int(p[0]) * inverse)
      p[1] = div255(green * a) &+ div255(Int(p[1]) * inverse)
      p[2] = div255(blue * a) &+ div255(Int(p[2]) * inverse)
      p[3] = UInt8(a) &+ div255(Int(p[3]) * inverse)
    }
  }
}

/// One premultiplied RGBA8 pixel as the 32-bit word it is in memory, for filling runs with
/// word stores instead of byte by byte.
private struct PremultipliedPixel {
  let word: UInt32

  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let bytes = (red, green, blue, alpha)
    word = withUnsafeBytes(of: bytes) { $0.loadUnaligned(as: UInt32.self) }
  }

  /// Writes `count` copies from `start`, which must be 4-byte aligned (every pixel of an
  /// RGBA8 buffer is).
  func fill(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
    UnsafeMutableRawPointer(start).withMemoryRebound(to: UInt32.self, capacity: count) {
      $0.update(repeating: word, count: count)
    }
  }
}
