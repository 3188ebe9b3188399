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

  /// The pixels of a canvas that owns them; empty for one painting into memory it borrows.
  private var ownPixels: [UInt8]
  /// The first pixel of a canvas painting into memory it borrows
  /// (``painting(into:offset:rowStride:width:height:scale:_:)``), else nil.
  private let borrowedPixels: UnsafeMutablePointer<UInt32>?
  /// Pixels from the start of one row to the start of the next: the width, or for a canvas
  /// painting into a filmstrip's cell, the strip's width.
  let rowStride: Int
  /// The background's pixel while the canvas knows it: outside `painted` every pixel still is
  /// it, so a backdrop or a shadow there need not read them. nil for a canvas that started as
  /// an image.
  let background: UInt32?
  /// A box holding every pixel painted since the background was laid; empty at first.
  private(set) var painted = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  /// The background's pixel while it is not yet in the pixels: a new canvas lays it with its
  /// first opaque fill, under that fill's edges and around it but not under its inside, which
  /// the fill covers (``paint(_:rule:color:)``): a card's outline covers most of its
  /// picture, whose pixels were written twice. Anything else that reads or writes the pixels
  /// lays it everywhere first (``withPixelWords(_:)``, ``image``).
  private var backgroundToLay: UInt32?
  var clipMask: CoverageMask?
  var opacity = 1.0
  /// Scratch memory of the fills, kept between them.
  var rasterizer = Rasterizer()
  /// Scratch memory where a line's glyph masks are added up.
  var glyphCoverage: [UInt8] = []
  /// The shape ``reusedCoverage(of:)`` covered last, the paint box then, and its mask.
  private var lastCoverage: (shape: Shape, limit: PixelBox, mask: CoverageMask)?

  /// Throws when the pixel size is empty, above 16384 px a side or above 64 Mpx, or when
  /// `scale` is not a positive finite number.
  public convenience init(
    pixelWidth: Int, pixelHeight: Int, scale: Double, background: RGBA? = nil
  ) throws {
    try self.init(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background,
      unfilled: [])
  }

  /// A canvas of `background` but for the boxes `unfilled`, whose pixels are left as the
  /// memory holds them, for a caller that writes every one of them before the picture is read:
  /// a filmstrip's cells, each copied in whole, are most of its pixels (137 Mpx over the
  /// catalog's strips), which were filled with the background only to be written over. They
  /// count as painted. A debug build fills them with opaque magenta, a colour no picture has,
  /// so that a pixel the caller leaves unwritten shows in its golden.
  package convenience init(
    pixelWidth: Int, pixelHeight: Int, scale: Double, background: RGBA,
    unfilled boxes: [(x: Int, y: Int, width: Int, height: Int)]
  ) throws {
    try self.init(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background,
      unfilled: boxes.map {
        PixelBox(x0: $0.x, y0: $0.y, x1: $0.x + $0.width, y1: $0.y + $0.height)
      })
  }

  private init(
    pixelWidth: Int, pixelHeight: Int, scale: Double, background: RGBA?, unfilled: [PixelBox]
  ) throws {
    try PixelLimits.check(width: pixelWidth, height: pixelHeight, what: "canvas")
    guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
    let canvas = PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
    precondition(
      unfilled.allSatisfy { !$0.isEmpty && $0.intersection(canvas) == $0 },
      "an unfilled box lies outside the canvas")
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
    ownPixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      if !unfilled.isEmpty {
        buffer.withMemoryRebound(to: UInt32.self) { words in
          Self.fill(
            words.baseAddress!, width: pixelWidth, height: pixelHeight, with: pixel,
            except: unfilled)
        }
      }
      initialized = count * 4
    }
    backgroundToLay = unfilled.isEmpty ? pixel.word : nil
    borrowedPixels = nil
    rowStride = pixelWidth
    for box in unfilled { markPainted(box) }
  }

  /// Fills the rows of `words` with `pixel`, but for the pixels of `holes`.
  private static func fill(
    _ words: UnsafeMutablePointer<UInt32>, width: Int, height: Int, with pixel: PremultipliedPixel,
    except holes: [PixelBox]
  ) {
    guard !holes.isEmpty else { return words.update(repeating: pixel.word, count: width * height) }
    #if DEBUG
      let unwritten = PremultipliedPixel(red: 255, green: 0, blue: 255).word
    #endif
    let holes = holes.sorted { $0.x0 < $1.x0 }
    for y in 0..<height {
      let row = words + y * width
      var x = 0
      for hole in holes where hole.y0 <= y && y < hole.y1 {
        if hole.x0 > x { (row + x).update(repeating: pixel.word, count: hole.x0 - x) }
        #if DEBUG
          (row + hole.x0).update(repeating: unwritten, count: hole.width)
        #endif
        x = max(x, hole.x1)
      }
      if x < width { (row + x).update(repeating: pixel.word, count: width - x) }
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
    ownPixels = image.pixels
    borrowedPixels = nil
    rowStride = image.width
    background = nil
  }

  /// A canvas over `pixels` it does not own, rows `rowStride` pixels apart, starting as what
  /// is there.
  private init(
    borrowing pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, width: Int, height: Int,
    scale: Double
  ) throws {
    guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
    (pixelWidth, pixelHeight, self.scale) = (width, height, scale)
    (ownPixels, borrowedPixels, self.rowStride) = ([], pixels, rowStride)
    background = nil
  }

  /// Runs `body` with a canvas of `width` × `height` pixels at `scale` that paints straight
  /// into `pixels`, over what is there: its pixel (x, y) is the word `offset + y · rowStride +
  /// x` of them. A film paints each keyframe in its cell of the filmstrip this way, where it
  /// used to paint a picture of the whole frame and copy the cell's part in (the menu
  /// opening's seven cells are 39 MB). The canvas has no ``image`` and must not outlive `body`.
  package static func painting<Result>(
    into pixels: inout [UInt8], offset: Int, rowStride: Int, width: Int, height: Int,
    scale: Double, _ body: (Canvas) throws -> Result
  ) throws -> Result {
    precondition(
      offset >= 0 && width > 0 && height > 0 && width <= rowStride
        && offset + (height - 1) * rowStride + width <= pixels.count / 4,
      "a \(width) × \(height) canvas at word \(offset), rows \(rowStride) apart, leaves the pixels")
    return try pixels.withUnsafeMutableBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { words in
        try body(
          Canvas(
            borrowing: words.baseAddress! + offset, rowStride: rowStride, width: width,
            height: height, scale: scale))
      }
    }
  }

  /// Runs `body` with a canvas on the same pixels at `scale` instead, painting in place: a
  /// film's zoomed run draws everything in it `scale / self.scale` times larger as one layer
  /// (text, symbols, material and shadow), where it used to copy the frame onto a canvas of
  /// the larger scale and back. The pixels are lent for the while, so nothing is painted on
  /// this canvas inside `body`; afterwards everything counts as painted.
  package func withScale<Result>(_ scale: Double, _ body: (Canvas) throws -> Result) throws
    -> Result
  {
    defer { markPainted(canvasBox) }
    if let borrowedPixels {
      return try body(
        Canvas(
          borrowing: borrowedPixels, rowStride: rowStride, width: pixelWidth, height: pixelHeight,
          scale: scale))
    }
    layBackground()
    var lent: [UInt8] = []
    swap(&lent, &ownPixels)
    let zoomed = try Canvas(
      startingWith: Image(uncheckedWidth: pixelWidth, height: pixelHeight, pixels: consume lent),
      scale: scale)
    defer { swap(&ownPixels, &zoomed.ownPixels) }
    return try body(zoomed)
  }

  public var image: Image {
    precondition(borrowedPixels == nil, "a canvas painting into borrowed pixels has no image")
    layBackground()
    return Image(uncheckedWidth: pixelWidth, height: pixelHeight, pixels: ownPixels)
  }

  /// Runs `body` with the first pixel's word: pixel (x, y) is `y · rowStride + x` words on.
  func withPixelWords<Result>(_ body: (UnsafeMutablePointer<UInt32>) throws -> Result) rethrows
    -> Result
  {
    layBackground()
    return try withUnlaidPixelWords(body)
  }

  /// ``withPixelWords(_:)`` without laying the background first.
  private func withUnlaidPixelWords<Result>(
    _ body: (UnsafeMutablePointer<UInt32>) throws -> Result
  ) rethrows -> Result {
    if let borrowedPixels { return try body(borrowedPixels) }
    return try ownPixels.withUnsafeMutableBytes { bytes in
      try bytes.withMemoryRebound(to: UInt32.self) { try body($0.baseAddress!) }
    }
  }

  /// Writes the background into every pixel, when it is not yet there.
  private func layBackground() {
    guard let word = backgroundToLay else { return }
    backgroundToLay = nil
    withUnlaidPixelWords { $0.update(repeating: word, count: rowStride * pixelHeight) }
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
    paint([TransformedPath(path: path, transform: .scale(scale))], rule: rule, color: color)
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
    try clip(to: reusedCoverage(of: shape), body)
  }

  /// The coverage of `shape` inside `limit` (the paint box unless told); empty when it covers
  /// none of it.
  func coverage(of shape: Shape, within limit: PixelBox? = nil) -> CoverageMask {
    var edges = EdgeList()
    edges.add(shape.path, transform: .scale(scale))
    return rasterizer.coverage(of: edges, rule: .nonZero, within: limit ?? paintBox)
      ?? CoverageMask(box: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), values: [])
  }

  /// ``coverage(of:within:)`` in the paint box, or the mask of the call before when it was of
  /// the same shape in the same box: a menu's panel is covered for its material and then again
  /// for the clip its rows are drawn through, the same mask of over a million pixels. For
  /// callers that only read the mask (a change to it would copy it).
  func reusedCoverage(of shape: Shape) -> CoverageMask {
    let limit = paintBox
    if let last = lastCoverage, last.shape == shape, last.limit == limit { return last.mask }
    let mask = coverage(of: shape, within: limit)
    lastCoverage = (shape, limit, mask)
    return mask
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

  // MARK: Compositing

  /// Fills `paths`: its coverage replayed from the shared ``ShapeCoverageCache`` when this fill
  /// was painted before, else flattened and swept (and recorded the second time). The first
  /// opaque, unclipped fill of a canvas whose background is not yet laid lays it as it goes
  /// (``replay(_:color:laying:)``), recorded for that even the first time.
  func paint(_ paths: [TransformedPath], rule: FillRule, color: RGBA) {
    let alpha = effectiveAlpha(of: color)
    guard alpha > 0 else { return }
    let limit = paintBox
    let key = ShapeKey(paths, rule: rule, limit: limit)
    let cache = ShapeCoverageCache.shared
    let laying = clipMask == nil && alpha == 255 ? backgroundToLay : nil
    if let runs = cache.runs(for: key) {
      return replay(runs, color: color, laying: laying)
    }
    var edges = EdgeList()
    for piece in paths { edges.add(piece.path, transform: piece.transform) }
    guard let box = Rasterizer.box(of: edges, within: limit) else { return }
    let keeps = cache.isWorthKeeping(key, pixels: box.width * box.height)
    guard keeps || laying != nil else {
      return withCompositor(color, over: box) {
        rasterizer.sweep(edges, rule: rule, box: box, into: &$0)
      }
    }
    var recorder = CoverageRuns.Recorder(box: box)
    rasterizer.sweep(edges, rule: rule, box: box, into: &recorder)
    if keeps { cache.insert(recorder.runs, for: key) }
    replay(recorder.runs, color: color, laying: laying)
  }

  /// Composites `runs` in `color`. `laying`, the background not yet laid, is first written
  /// into every pixel the runs do not wholly cover: their runs of full coverage, of an opaque
  /// colour, are written whole without being read, so those pixels are written once.
  private func replay(_ runs: CoverageRuns, color: RGBA, laying word: UInt32?) {
    if let word {
      backgroundToLay = nil
      withUnlaidPixelWords { words in
        runs.lay(
          word, outsideFullCoverage: words, rowStride: rowStride, width: pixelWidth,
          height: pixelHeight)
      }
    }
    withCompositor(color, over: runs.box) { runs.replay(into: &$0) }
  }

  /// The colour's alpha times the current opacity, 0...255.
  func effectiveAlpha(of color: RGBA) -> Int {
    Int(RGBA.byte(fromUnit: Double(color.alpha) / 255 * opacity))
  }

  /// Runs `body` with a compositor of `color` at the current opacity and clip, to paint
  /// within `box`; nothing when the opacity leaves no alpha.
  func withCompositor(_ color: RGBA, over box: PixelBox, _ body: (inout Compositor) -> Void) {
    let alpha = effectiveAlpha(of: color)
    guard alpha > 0 else { return }
    markPainted(box)
    // A clip wholly open over the box changes nothing there: the compositor's paths without
    // a clip give the same pixels faster (text and rows inside a menu's rounded panel).
    let clip = clipMask.flatMap { $0.isOpen(over: box) ? nil : $0 }
    let clipBox = clip?.box
    let clipValues = clip?.values ?? []
    clipValues.withUnsafeBufferPointer { clip in
      withPixelWords { words in
        var compositor = Compositor(
          pixels: words, width: rowStride,
          color: PremultipliedPixel(red: color.red, green: color.green, blue: color.blue),
          alpha: alpha, clip: clipBox.map { (clip.baseAddress!, $0) })
        body(&compositor)
      }
    }
  }
}
