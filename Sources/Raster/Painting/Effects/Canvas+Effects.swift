/// A translucent material as iOS draws its floating panels: what lies behind the panel,
/// blurred and its colours saturated, under a tint.
public struct BackdropMaterial: Equatable, Sendable {
  /// The standard deviation of the backdrop's Gaussian blur, in points.
  public var blurRadius: Double
  /// 1 leaves the backdrop's colours as they are; more makes them more vivid (the
  /// `feColorMatrix` saturate matrix).
  public var saturation: Double
  /// Laid over the blurred backdrop.
  public var tint: RGBA

  /// A negative blur is none and a negative saturation 0 (grey); a non-finite value leaves the
  /// backdrop as it is.
  public init(blurRadius: Double, saturation: Double, tint: RGBA) {
    self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
    self.saturation = saturation.isFinite ? max(0, saturation) : 1
    self.tint = tint
  }
}

/// A soft drop shadow.
public struct DropShadow: Equatable, Sendable {
  public var color: RGBA
  /// The Gaussian's standard deviation in points, as Core Animation's `shadowRadius`.
  public var blurRadius: Double
  public var offset: Point

  public init(color: RGBA, blurRadius: Double, offset: Point = .zero) {
    self.color = color
    self.blurRadius = blurRadius
    self.offset = offset
  }
}

/// A clip worked out once, to paint through many times: a film's chips' lane, for one, is a
/// mask some 650 × 100 px with fading edges, the same in most frames and costlier to build than
/// most of what is painted through it. It covers the whole canvas, whatever the clip in force
/// when it was made, for one pixel size and scale; clipping to it intersects it with the clip
/// in force, as every clip does.
public struct ClipMask: ByteCounted, Sendable {
  let mask: CoverageMask
  let pixelWidth: Int
  let pixelHeight: Int
  let scale: Double

  /// What a mask of ``Canvas/clipMask(of:opacityAlongX:)`` depends on: the rect, each of its
  /// pixel columns' opacity, and the canvas's pixel size and scale.
  struct Key: Hashable, Sendable {
    let rect: Rect
    let factors: [UInt8]
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
  }

  /// The masks made so far, shared by every canvas and thread: a lane at 3× is some 150 KB,
  /// so a dozen or so lanes, as many as a run of catalog states in a row draws; kept small, as
  /// the gallery's peak memory is near its bound.
  static let shared = BoundedCache<Key, ClipMask>(budget: 2 << 20)

  var byteCount: Int { mask.values.count }

  /// Whether it was made for a canvas of `canvas`'s pixel size and scale, so it can clip it.
  public func fits(_ canvas: Canvas) -> Bool {
    pixelWidth == canvas.pixelWidth && pixelHeight == canvas.pixelHeight && scale == canvas.scale
  }

  /// Whether the clip is wholly open over every pixel that painting within `shape` can reach
  /// (its fill, a line inside its edge, or anything clipped to it), bounded as the rasteriser
  /// bounds the shape. There clipping multiplies by 255, which changes nothing, so that paint
  /// gives the same pixels without the clip, and without its slower compositing: a chip in the
  /// middle of its lane need not go through the lane's fading edges. True for a shape that
  /// paints nothing.
  public func letsThrough(_ shape: Shape) -> Bool {
    var edges = EdgeList()
    edges.add(shape.path, transform: .scale(scale))
    let canvas = PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
    guard let box = Rasterizer.box(of: edges, within: canvas) else { return true }
    return mask.isOpen(over: box)
  }
}

extension Canvas {
  /// Paints `body` only inside `rect`, each pixel column's alpha multiplied by `opacity` of
  /// the distance in points from the rect's left edge to the column's centre, as a mask of
  /// horizontal gradients does a scroll view's soft edges (intersected with any enclosing
  /// clip). `opacity` is clamped to 0...1.
  public func clip(
    to rect: Rect, opacityAlongX opacity: (Double) -> Double, _ body: () throws -> Void
  ) rethrows {
    try clip(to: clipMask(of: rect, opacityAlongX: opacity), body)
  }

  /// The mask ``clip(to:opacityAlongX:_:)`` paints through, to keep and clip to again: worked
  /// out over the whole canvas, whatever the clip in force. A mask made before for the same
  /// rect, fading and canvas is shared (``ClipMask/shared``): a catalog draws the chips' lane
  /// alike in state after state, and making its mask was a twentieth of checking the card.
  public func clipMask(of rect: Rect, opacityAlongX opacity: (Double) -> Double) -> ClipMask {
    var edges = EdgeList()
    edges.add(Shape.rect(rect).path, transform: .scale(scale))
    let box = Rasterizer.box(of: edges, within: canvasBox)
    let factors = (box.map { $0.x0..<$0.x1 } ?? 0..<0).map { x in
      RGBA.byte(fromUnit: opacity((Double(x) + 0.5) / scale - rect.minX))
    }
    let key = ClipMask.Key(
      rect: rect, factors: factors, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      scale: scale)
    if let known = ClipMask.shared.value(for: key) { return known }
    var mask = coverage(of: .rect(rect), within: canvasBox)
    mask.multiplyColumns(by: factors)
    let clip = ClipMask(mask: mask, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    ClipMask.shared.insert([(key, clip)])
    return clip
  }

  /// Paints `body` only where `mask` covers, intersected with any enclosing clip. The mask must
  /// have been made for a canvas of this pixel size and scale (``ClipMask/fits(_:)``).
  public func clip(to mask: ClipMask, _ body: () throws -> Void) rethrows {
    precondition(mask.fits(self), "a clip mask made for another canvas size or scale")
    try clip(to: mask.mask, body)
  }
}
