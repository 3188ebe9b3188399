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

  var pixels: [UInt8]
  /// The background's pixel while the canvas knows it: outside `painted` every pixel still is
  /// it, so a backdrop or a shadow there need not read them. nil for a canvas that started as
  /// an image.
  let background: UInt32?
  /// A box holding every pixel painted since the background was laid; empty at first.
  private(set) var painted = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  var clipMask: CoverageMask?
  var opacity = 1.0
  /// Scratch memory of the fills, kept between them.
  var rasterizer = Rasterizer()
  /// Scratch memory where a line's glyph masks are added up.
  private var glyphCoverage: [UInt8] = []

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
    self.background = pixel.word
    pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      pixel.fill(buffer.baseAddress!, count: count)
      initialized = count * 4
    }
  }

  /// A canvas that starts as `image`, to paint more over it: a film paints the parts of a
  /// frame that stay once, then each frame's moving parts over a copy of them, which gives the
  /// same pixels as painting everything (each paint composites over what is there).
  public init(startingWith image: Image, scale: Double) throws {
    guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
    pixelWidth = image.width
    pixelHeight = image.height
    self.scale = scale
    pixels = image.pixels
    background = nil
  }

  public var image: Image {
    Image(uncheckedWidth: pixelWidth, height: pixelHeight, pixels: pixels)
  }

  var canvasBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) }

  /// Notes that the pixels of `box` may be painted from now on: every write to `pixels` is
  /// preceded by this, so `painted` stays a bound of what differs from the background.
  func markPainted(_ box: PixelBox) {
    painted = painted.union(box)
  }

  /// Where painting may land: the canvas, narrowed by the clip.
  var paintBox: PixelBox {
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
    try clip(to: coverage(of: shape), body)
  }

  /// The coverage of `shape` inside `limit` (the paint box unless told); empty when it covers
  /// none of it.
  func coverage(of shape: Shape, within limit: PixelBox? = nil) -> CoverageMask {
    var edges = EdgeList()
    edges.add(shape.path, transform: .scale(scale))
    return rasterizer.coverage(of: edges, rule: .nonZero, within: limit ?? paintBox)
      ?? CoverageMask(box: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), values: [])
  }

  /// Paints `body` only where `mask` covers, intersected with any enclosing clip.
  func clip(to mask: CoverageMask, _ body: () throws -> Void) rethrows {
    let saved = clipMask
    defer { clipMask = saved }
    var mask = mask
    if let saved { mask.multiply(by: saved) }
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

  // MARK: Text and icons

  /// Draws a line with its left end of the baseline at `baselineOrigin` (points). The outline
  /// glyphs' coverages are added up and composited once, so abutting glyphs share edge pixels as
  /// one fill would instead of compositing twice. Colour glyphs (emoji) keep their own colours:
  /// `color` does not tint them, but its alpha and the opacity fade them as they fade the text
  /// around them, so a dimmed or disabled line dims as a whole.
  public func draw(_ line: TextLine, at baselineOrigin: Point, color: RGBA) {
    let placements = line.glyphs.compactMap { glyph in
      GlyphPlacement(
        face: glyph.face, glyph: glyph.id, scale: glyph.unitsToPoints * scale,
        deviceX: (baselineOrigin.x + glyph.position.x) * scale,
        deviceY: (baselineOrigin.y + glyph.position.y) * scale)
    }
    drawGlyphs(placements.filter { !$0.face.isColor }, color: color)
    drawColorGlyphs(placements.filter(\.face.isColor), alpha: effectiveAlpha(of: color))
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
    let placement = GlyphPlacement(
      face: face, glyph: icon.glyph, scale: s, deviceX: (rect.midX - size / 2) * scale,
      deviceY: (rect.midY - size / 2) * scale + Double(face.ascender) * s)
    drawGlyphs(placement.map { [$0] } ?? [], color: color)
  }

  private typealias PlacedOutline = (placement: GlyphPlacement, outline: GlyphOutline)

  /// Outline glyphs from their cached masks (drawing those not yet cached), added with
  /// saturation into one coverage buffer over the glyphs' box and composited once. Glyphs wholly
  /// outside the paint box are skipped; if one is too big to cache, all are filled as one path.
  private func drawGlyphs(_ placements: [GlyphPlacement], color: RGBA) {
    let visible = visibleOutlines(of: placements)
    guard visible.allSatisfy(Self.fitsMaskCache) else {
      var edges = EdgeList()
      for (placement, outline) in visible {
        var transform = placement.transform
        transform.tx += Double(placement.x)
        transform.ty += Double(placement.y)
        edges.add(outline.path, transform: transform)
      }
      return paint(edges, rule: .nonZero, color: color)
    }
    compositeSum(of: glyphMasks(visible), at: visible.map(\.placement), color: color)
  }

  /// The outlines of the glyphs whose ink can reach the paint box, fetched a face at a time
  /// under one lock.
  private func visibleOutlines(of placements: [GlyphPlacement]) -> [PlacedOutline] {
    let limit = paintBox
    var visible: [PlacedOutline] = []
    for run in placements.runs(by: { ObjectIdentifier($0.face) }) {
      let outlines = run.elements.first!.face.outlines(for: run.elements.map(\.glyph))
      for (placement, outline) in zip(run.elements, outlines) {
        guard let b = outline.bounds else { continue }
        let s = placement.scale
        let x = Double(placement.x) + Double(placement.phaseX) / 4
        let y = Double(placement.y) + Double(placement.phaseY) / 4
        guard x + b.maxX * s >= Double(limit.x0) - 1, x + b.minX * s <= Double(limit.x1) + 1,
          y - b.minY * s >= Double(limit.y0) - 1, y - b.maxY * s <= Double(limit.y1) + 1
        else { continue }
        visible.append((placement, outline))
      }
    }
    return visible
  }

  private static func fitsMaskCache(_ glyph: PlacedOutline) -> Bool {
    let b = glyph.outline.bounds!
    let side = Double(GlyphCache<CoverageMask>.maxSide - 2)
    return (b.maxX - b.minX) * glyph.placement.scale <= side
      && (b.maxY - b.minY) * glyph.placement.scale <= side
  }

  /// The glyphs' masks, relative to their whole-pixel pen positions: from the cache, or drawn
  /// here and added to it.
  private func glyphMasks(_ glyphs: [PlacedOutline]) -> [CoverageMask] {
    var masks: [CoverageMask] = []
    masks.reserveCapacity(glyphs.count)
    for run in glyphs.runs(by: { ObjectIdentifier($0.placement.face.glyphCaches.masks) }) {
      let cache = run.elements.first!.placement.face.glyphCaches.masks
      let keys = run.elements.map(\.placement.key)
      var drawn: [(GlyphKey, CoverageMask)] = []
      for (key, (known, glyph)) in zip(keys, zip(cache.images(for: keys), run.elements)) {
        if let known {
          masks.append(known)
          continue
        }
        var edges = EdgeList()
        edges.add(glyph.outline.path, transform: glyph.placement.transform)
        let unbounded = PixelBox(x0: -1 << 40, y0: -1 << 40, x1: 1 << 40, y1: 1 << 40)
        let mask =
          rasterizer.coverage(of: edges, rule: .nonZero, within: unbounded)
          ?? CoverageMask(box: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), values: [])
        masks.append(mask)
        drawn.append((key, mask))
      }
      if !drawn.isEmpty { cache.insert(drawn) }
    }
    return masks
  }

  /// Adds the masks, each at its glyph's whole-pixel pen position, with saturation into one
  /// coverage buffer over their box within the paint box, and composites that once.
  private func compositeSum(
    of masks: [CoverageMask], at placements: [GlyphPlacement], color: RGBA
  ) {
    var box = PixelBox(x0: .max, y0: .max, x1: .min, y1: .min)
    for (placement, mask) in zip(placements, masks) where !mask.box.isEmpty {
      box.x0 = min(box.x0, placement.x + mask.box.x0)
      box.y0 = min(box.y0, placement.y + mask.box.y0)
      box.x1 = max(box.x1, placement.x + mask.box.x1)
      box.y1 = max(box.y1, placement.y + mask.box.y1)
    }
    box = box.intersection(paintBox)
    guard !box.isEmpty else { return }
    let count = box.width * box.height
    if glyphCoverage.count < count { glyphCoverage = [UInt8](repeating: 0, count: count) }
    glyphCoverage.withUnsafeMutableBufferPointer { coverage in
      let sum = coverage.baseAddress!
      sum.update(repeating: 0, count: count)
      for (placement, mask) in zip(placements, masks) {
        let x = placement.x
        let y = placement.y
        let part = PixelBox(
          x0: x + mask.box.x0, y0: y + mask.box.y0, x1: x + mask.box.x1, y1: y + mask.box.y1
        ).intersection(box)
        guard !part.isEmpty else { continue }
        mask.values.withUnsafeBufferPointer { values in
          for row in part.y0..<part.y1 {
            let source =
              values.baseAddress! + (row - y - mask.box.y0) * mask.box.width
              + (part.x0 - x - mask.box.x0)
            let target = sum + (row - box.y0) * box.width + (part.x0 - box.x0)
            for i in 0..<part.width {
              target[i] = UInt8(min(255, UInt16(target[i]) + UInt16(source[i])))
            }
          }
        }
      }
      withCompositor(color, over: box) { compositor in
        for row in 0..<box.height {
          compositor.varying(
            x: box.x0, y: box.y0 + row, values: sum + row * box.width, count: box.width)
        }
      }
    }
  }

  /// Colour glyphs, each composited in its own colours, faded by `alpha` (0...255) and the
  /// clip: from the cache, or scaled from the font's bitmap here and added to it. A glyph too
  /// big to cache is scaled afresh each time, and only where it meets the paint box.
  private func drawColorGlyphs(_ placements: [GlyphPlacement], alpha: Int) {
    guard alpha > 0 else { return }
    for run in placements.runs(by: { ObjectIdentifier($0.face.glyphCaches.colors) }) {
      let cache = run.elements.first!.face.glyphCaches.colors
      let keys = run.elements.map(\.key)
      var drawn: [(GlyphKey, ColorGlyph)] = []
      for (key, (known, placement)) in zip(keys, zip(cache.images(for: keys), run.elements)) {
        guard let glyph = known ?? colorGlyph(placement) else { continue }
        if known == nil, glyph.box.width <= GlyphCache<ColorGlyph>.maxSide,
          glyph.box.height <= GlyphCache<ColorGlyph>.maxSide
        {
          drawn.append((key, glyph))
        }
        composite(glyph, atX: placement.x, y: placement.y, alpha: alpha)
      }
      if !drawn.isEmpty { cache.insert(drawn) }
    }
  }

  /// A colour glyph scaled from the font's strike to its device size, relative to the pen's
  /// whole pixel: all of it when it is small enough to cache, else only where it meets the
  /// paint box. nil when nothing of it shows.
  private func colorGlyph(_ placement: GlyphPlacement) -> ColorGlyph? {
    let face = placement.face
    guard let strike = face.strikeBitmap(for: placement.glyph),
      let pixelsPerEm = face.colorStrikePixelsPerEm
    else { return nil }
    // Device pixels per strike pixel: per font unit, times font units per strike pixel.
    let factor = placement.scale * Double(face.unitsPerEm) / Double(pixelsPerEm)
    let box = strike.deviceBox(
      factor: factor, penX: Double(placement.phaseX) / 4, penY: Double(placement.phaseY) / 4)
    guard !box.isEmpty else { return nil }
    let maxSide = GlyphCache<ColorGlyph>.maxSide
    let visible = PixelBox(
      x0: paintBox.x0 - placement.x, y0: paintBox.y0 - placement.y,
      x1: paintBox.x1 - placement.x, y1: paintBox.y1 - placement.y)
    let window = box.width <= maxSide && box.height <= maxSide ? box : box.intersection(visible)
    guard !window.isEmpty else { return nil }
    let pixels = strike.resampled(
      to: (box.width, box.height),
      window: PixelBox(
        x0: window.x0 - box.x0, y0: window.y0 - box.y0, x1: window.x1 - box.x0,
        y1: window.y1 - box.y0))
    return ColorGlyph(box: window, pixels: pixels)
  }

  /// Source-over of a colour glyph's premultiplied pixels with its pen's whole pixel at (`x`,
  /// `y`), each faded by `alpha` times the clip's coverage.
  private func composite(_ glyph: ColorGlyph, atX x: Int, y: Int, alpha: Int) {
    let target = PixelBox(
      x0: x + glyph.box.x0, y0: y + glyph.box.y0, x1: x + glyph.box.x1, y1: y + glyph.box.y1
    ).intersection(paintBox)
    guard !target.isEmpty else { return }
    markPainted(target)
    let width = pixelWidth
    let clip = clipMask
    pixels.withUnsafeMutableBytes { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        for row in target.y0..<target.y1 {
          let source = (row - y - glyph.box.y0) * glyph.box.width - x - glyph.box.x0
          for column in target.x0..<target.x1 {
            let fade =
              clip.map { Int(div255(alpha * Int($0.value(x: column, y: row)))) } ?? alpha
            words[row * width + column] = PremultipliedPixel.composite(
              glyph.pixels[source + column], fadedTo: fade, over: words[row * width + column])
          }
        }
      }
    }
  }

  // MARK: Compositing

  func paint(_ edges: EdgeList, rule: FillRule, color: RGBA) {
    guard let box = Rasterizer.box(of: edges, within: paintBox) else { return }
    withCompositor(color, over: box) {
      rasterizer.sweep(edges, rule: rule, box: box, into: &$0)
    }
  }

  /// The colour's alpha times the current opacity, 0...255.
  private func effectiveAlpha(of color: RGBA) -> Int {
    Int(RGBA.byte(fromUnit: Double(color.alpha) / 255 * opacity))
  }

  /// Runs `body` with a compositor of `color` at the current opacity and clip, to paint
  /// within `box`; nothing when the opacity leaves no alpha.
  func withCompositor(_ color: RGBA, over box: PixelBox, _ body: (inout Compositor) -> Void) {
    let alpha = effectiveAlpha(of: color)
    guard alpha > 0 else { return }
    markPainted(box)
    let clipBox = clipMask?.box
    let clipValues = clipMask?.values ?? []
    clipValues.withUnsafeBufferPointer { clip in
      pixels.withUnsafeMutableBytes { bytes in
        bytes.withMemoryRebound(to: UInt32.self) { words in
          var compositor = Compositor(
            pixels: words.baseAddress!, width: pixelWidth,
            color: PremultipliedPixel(red: color.red, green: color.green, blue: color.blue),
            alpha: alpha, clip: clipBox.map { (clip.baseAddress!, $0) })
          body(&compositor)
        }
      }
    }
  }
}

/// Source-over of one colour through coverage, the clip and the opacity.
///
/// Per pixel: a = round(coverage · clip / 255), then a = round(a · alpha / 255) with the
/// colour's alpha already multiplied by the opacity; the source is round(c · a / 255) and
/// the destination becomes source + round(destination · (255 − a) / 255). Without a clip, a
/// constant run works that out once: a run of full coverage of an opaque colour is a plain
/// store (the inside of every card), and a translucent one blends each distinct destination
/// once (the inside of a capsule over a card is one colour).
struct Compositor: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  /// The opaque colour; blending scales it by the pixel's alpha.
  let color: PremultipliedPixel
  /// The colour's alpha times the opacity, 1...255.
  let alpha: Int
  /// Every coverage run lies inside the clip's box, which bounds the paint box.
  let clip: (values: UnsafePointer<UInt8>, box: PixelBox)?

  mutating func constant(x: Int, y: Int, count: Int, value: UInt8) {
    guard clip == nil else {
      for i in 0..<count { blend(x: x + i, y: y, coverage: Int(value)) }
      return
    }
    let a = alpha(ofCoverage: Int(value))
    if a == 0 { return }
    let start = pixels + y * width + x
    if a == 255 { return start.update(repeating: color.word, count: count) }
    var destination = start[0]
    var result = color.blended(over: destination, alpha: a)
    for i in 0..<count {
      if start[i] != destination {
        destination = start[i]
        result = color.blended(over: destination, alpha: a)
      }
      start[i] = result
    }
  }

  mutating func varying(x: Int, y: Int, values: UnsafePointer<UInt8>, count: Int) {
    guard clip == nil else {
      for i in 0..<count where values[i] != 0 {
        blend(x: x + i, y: y, coverage: Int(values[i]))
      }
      return
    }
    // The loop without a clip, the common case, kept free of its tests; eight uncovered
    // pixels (the gaps between glyphs, the outside of an edge) are passed over at once, and
    // eight fully covered ones (the inside of a large glyph) over one colour take one result.
    // Inside a translucent glyph over one colour, each pixel blends the same alpha over the
    // same destination as the pixel before: that result is kept and reused.
    let start = pixels + y * width + x
    // No blend has alpha 0, so the first one is worked out.
    var last: (alpha: Int, destination: UInt32, result: UInt32) = (0, 0, 0)
    var i = 0
    while i < count {
      if i + 8 <= count {
        let eight = UnsafeRawPointer(values + i).loadUnaligned(as: UInt64.self)
        if eight == 0 {
          i += 8
          continue
        }
        if eight == .max && (alpha == 255 || Self.allEqual(start + i, 8)) {
          if alpha != 255 && (alpha != last.alpha || start[i] != last.destination) {
            last = (alpha, start[i], color.blended(over: start[i], alpha: alpha))
          }
          (start + i).update(repeating: alpha == 255 ? color.word : last.result, count: 8)
          i += 8
          continue
        }
        blendFour(start + i, values + i)
        blendFour(start + i + 4, values + i + 4)
        i += 8
        continue
      }
      let a = alpha(ofCoverage: Int(values[i]))
      if a == 255 {
        start[i] = color.word
      } else if a != 0 {
        if a != last.alpha || start[i] != last.destination {
          last = (a, start[i], color.blended(over: start[i], alpha: a))
        }
        start[i] = last.result
      }
      i += 1
    }
  }

  /// Four pixels from `start` under the coverages from `values`, all at once with no test:
  /// per channel round(c · a / 255) + round(d · (255 − a) / 255), as
  /// ``PremultipliedPixel/blended(over:alpha:)`` works it out, which is the colour itself at
  /// a = 255 and the destination at a = 0. Read as eight 16-bit words, the pixels' red and
  /// blue are the words' low bytes and their green and alpha the high ones, each pixel's two
  /// words side by side, so each half is blended in the lanes of one vector.
  @inline(__always)
  private func blendFour(_ start: UnsafeMutablePointer<UInt32>, _ values: UnsafePointer<UInt8>) {
    // Four uncovered pixels, or four fully covered by an opaque colour, need no reading.
    let four = UnsafeRawPointer(values).loadUnaligned(as: UInt32.self)
    if four == 0 { return }
    if four == .max && alpha == 255 { return start.update(repeating: color.word, count: 4) }
    let a = alphas(ofCoverages: four)
    let kept = 255 &- a
    let words = UnsafeRawPointer(start).loadUnaligned(as: SIMD8<UInt16>.self)
    let (colorLow, colorHigh) = colorHalves
    let low = Self.divide255(colorLow &* a) &+ Self.divide255((words & 0xFF) &* kept)
    let high = Self.divide255(colorHigh &* a) &+ Self.divide255((words &>> 8) &* kept)
    UnsafeMutableRawPointer(start).storeBytes(of: low | high &<< 8, as: SIMD8<UInt16>.self)
  }

  /// The alphas ``alpha(ofCoverage:)`` gives the four coverages packed in `four`, each twice,
  /// as ``blendFour(_:_:)`` lays them out, worked out in the lanes of one vector: the four
  /// bytes widened to 32-bit lanes, scaled by the colour's alpha and divided by 255 there, and
  /// each lane's value copied into its upper half.
  @inline(__always)
  private func alphas(ofCoverages four: UInt32) -> SIMD8<UInt16> {
    var lanes = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(four, to: SIMD4<UInt8>.self))
    if alpha != 255 {
      let t = lanes &* UInt32(alpha) &+ 128
      lanes = (t &+ (t &>> 8)) &>> 8
    }
    return unsafeBitCast(lanes &* 0x0001_0001, to: SIMD8<UInt16>.self)
  }

  /// The colour's red and blue, and its green and alpha, as ``blendFour(_:_:)`` lays them out.
  @inline(__always)
  private var colorHalves: (SIMD8<UInt16>, SIMD8<UInt16>) {
    let w = color.word
    let (red, green) = (UInt16(w & 0xFF), UInt16(w >> 8 & 0xFF))
    let (blue, alpha) = (UInt16(w >> 16 & 0xFF), UInt16(w >> 24))
    return (
      SIMD8(red, blue, red, blue, red, blue, red, blue),
      SIMD8(green, alpha, green, alpha, green, alpha, green, alpha)
    )
  }

  /// round(x / 255) in every lane, for x ≤ 65025.
  @inline(__always)
  private static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }

  /// Pixels `part` of row `y` become those of the row above.
  func copyFromRowAbove(_ part: Range<Int>, y: Int) {
    guard !part.isEmpty else { return }
    let target = pixels + y * width + part.lowerBound
    target.update(from: target - width, count: part.count)
  }

  /// Whether the `count` pixels from `start` are all the same.
  @inline(__always)
  static func allEqual(_ start: UnsafeMutablePointer<UInt32>, _ count: Int) -> Bool {
    let first = start[0]
    var differences: UInt32 = 0
    for k in 1..<max(1, count) { differences |= start[k] ^ first }
    return differences == 0
  }

  /// The alpha a pixel of coverage `value` blends at where there is no clip: the colour's
  /// alpha times it.
  @inline(__always)
  func alpha(ofCoverage value: Int) -> Int {
    alpha == 255 ? value : Int(div255(value * alpha))
  }

  @inline(__always)
  private func blend(x: Int, y: Int, coverage: Int) {
    var a = coverage
    if let clip {
      a = Int(div255(a * Int(clip.values[(y - clip.box.y0) * clip.box.width + x - clip.box.x0])))
    }
    if alpha != 255 { a = Int(div255(a * alpha)) }
    let p = pixels + y * width + x
    if a == 255 {
      p.pointee = color.word
    } else if a != 0 {
      p.pointee = color.blended(over: p.pointee, alpha: a)
    }
  }
}

/// One premultiplied RGBA8 pixel as the 32-bit word it is in memory, so runs are filled with
/// word stores and a blend works on all four channels at once.
struct PremultipliedPixel {
  let word: UInt32

  /// The pixel with these bytes (already premultiplied; opaque by default).
  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
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

  /// This (opaque) colour at alpha `a` (1...254) over `destination`: per channel
  /// round(c · a / 255) + round(d · (255 − a) / 255), each channel in a 16-bit lane of one
  /// 64-bit word. Every product is at most 255 · 255, so no lane overflows into the next and
  /// each rounding is exact; the result is the same bytes as channel by channel.
  @inline(__always)
  func blended(over destination: UInt32, alpha a: Int) -> UInt32 {
    let source = Self.divide255(Self.lanes(word) &* UInt64(a))
    let kept = Self.divide255(Self.lanes(destination) &* UInt64(255 - a))
    return Self.bytes(source &+ kept)
  }

  /// The premultiplied pixel `source`, faded to `fade`/255, over `destination`: per channel
  /// s = round(c · fade / 255), then s + round(d · (255 − a) / 255) with a the faded alpha. A
  /// premultiplied channel is at most its alpha, so no lane passes 255.
  @inline(__always)
  static func composite(_ source: UInt32, fadedTo fade: Int, over destination: UInt32) -> UInt32 {
    var faded = lanes(source)
    if fade != 255 { faded = divide255(faded &* UInt64(fade)) }
    let a = Int(truncatingIfNeeded: faded >> 48)
    if a == 0 { return destination }
    if a == 255 { return bytes(faded) }
    return bytes(faded &+ divide255(lanes(destination) &* UInt64(255 - a)))
  }

  /// The four bytes of `word`, one per 16-bit lane.
  @inline(__always)
  static func lanes(_ word: UInt32) -> UInt64 {
    var q = UInt64(word)
    q = (q | q << 16) & 0x0000_FFFF_0000_FFFF
    return (q | q << 8) & 0x00FF_00FF_00FF_00FF
  }

  /// The low byte of each 16-bit lane, packed back into a word.
  @inline(__always)
  static func bytes(_ lanes: UInt64) -> UInt32 {
    var q = lanes & 0x00FF_00FF_00FF_00FF
    q = (q | q >> 8) & 0x0000_FFFF_0000_FFFF
    return UInt32(truncatingIfNeeded: q | q >> 16)
  }

  /// round(x / 255) in every 16-bit lane for x ≤ 65025, as (t + t >> 8) >> 8 with t = x + 128,
  /// which equals (x + 127) / 255 over that whole range.
  @inline(__always)
  private static func divide255(_ x: UInt64) -> UInt64 {
    let t = x &+ 0x0080_0080_0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
  }
}
