/// Text and icons on a canvas: outline glyphs from their cached coverage masks, added up and
/// composited once a line, and colour glyphs (emoji) scaled from their fonts' bitmaps.
extension Canvas {
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
      let paths = visible.map { placement, outline in
        var transform = placement.transform
        transform.tx += Double(placement.x)
        transform.ty += Double(placement.y)
        return TransformedPath(path: outline.path, transform: transform)
      }
      return paint(paths, rule: .nonZero, color: color)
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
      for (key, (known, glyph)) in zip(keys, zip(cache.values(for: keys), run.elements)) {
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
      for (key, (known, placement)) in zip(keys, zip(cache.values(for: keys), run.elements)) {
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
    let clip = clipMask
    withPixelWords { words in
      for row in target.y0..<target.y1 {
        let source = (row - y - glyph.box.y0) * glyph.box.width - x - glyph.box.x0
        for column in target.x0..<target.x1 {
          let fade =
            clip.map { Int(div255(alpha * Int($0.value(x: column, y: row)))) } ?? alpha
          words[row * rowStride + column] = PremultipliedPixel.composite(
            glyph.pixels[source + column], fadedTo: fade, over: words[row * rowStride + column])
        }
      }
    }
  }
}
