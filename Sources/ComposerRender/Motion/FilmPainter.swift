import Layout
import ModelComposer
import Raster
import SPTheme

/// Paints a film's frames with the renderer's own `Painter`, each mark in the frame, colour
/// and opacity the film gives it at that moment, and writes the film as an APNG.
///
/// Not thread-safe (it keeps the frame it painted last, the lane's mask, and the filmstrip an
/// APNG fills in); a film is painted on one thread.
public final class FilmPainter {
  public let film: Film
  let fonts: FontLibrary
  private var last: (index: Int, image: Image)?
  /// Where the filmstrip's cells go.
  private(set) lazy var stripLayout = FilmstripLayout(film: film)
  /// The filmstrip as far as ``apngAndFilmstrip()`` has put it together.
  var strip: FilmstripInProgress?
  /// The still part of each step, by the step's first frame.
  private var stills: [Int: Image] = [:]
  /// The lane clipped to last, and its mask: the lane is the same in most frames of a film,
  /// and its mask costs more to build than most of what is painted through it.
  private var lastLane: (clip: LaneClip, mask: ClipMask)?

  public init(film: Film, renderer: ComposerRenderer) {
    self.film = film
    self.fonts = renderer.fonts
  }

  /// Frame `index` (0 to `frameCount − 1`) as a picture: a copy of its step's still part,
  /// with what moves painted over it.
  public func frame(_ index: Int) throws -> Image {
    precondition((0..<film.frameCount).contains(index), "frame \(index) is not in the film")
    if let last, last.index == index { return last.image }
    // The frame before is let go before this one is copied from the still part: a caller that
    // is done with it (a filmstrip, once its cell is in) then never has two frames alive, which
    // for the menu opening's strip is 10 MB less at a check's peak.
    last = nil
    let canvas = try Canvas(
      startingWith: try stillPart(of: film.step(atFrame: index)), scale: film.scale)
    try paintMoving(atFrame: index, on: canvas)
    let image = canvas.image
    last = (index, image)
    return image
  }

  /// What moves in frame `index`, over its step's still part on `canvas`.
  func paintMoving(atFrame index: Int, on canvas: Canvas) throws {
    for run in film.drawables(atFrame: index, movingOnly: true).runs(by: \.zoom) {
      try paint(run.elements, zoomed: run.key, on: canvas)
    }
  }

  /// The tracks a step draws the same in every frame, painted once: those before its first
  /// moving one in painting order (the card's fill and what lies on it before the first change).
  func stillPart(of step: Film.Step) throws -> Image {
    if let still = stills[step.startFrame] { return still }
    let canvas = try Canvas(
      pixelWidth: film.pixelWidth, pixelHeight: film.pixelHeight, scale: film.scale,
      background: film.style.color(.bg))
    try paint(
      step.transition.drawables(at: 0, of: 0..<step.transition.firstMovingTrack), on: canvas)
    stills[step.startFrame] = canvas.image
    return canvas.image
  }

  /// The whole film as an animated PNG: every frame lasts 1 / fps seconds but the last,
  /// which stays ``endHold`` so that a player looping the film rests on the end state before
  /// it starts again. Frames are painted one at a time as the encoder asks for them, so a long
  /// film never holds more than two pictures.
  public func apng() throws -> [UInt8] {
    try apng(fillingFilmstrip: false)
  }

  /// The APNG and the filmstrip, whose cells the APNG fills in as it paints their frames, so
  /// no frame is painted twice or kept.
  public func apngAndFilmstrip() throws -> (apng: [UInt8], filmstrip: Image) {
    // A strip too large for a picture is refused before a frame is painted.
    try PixelLimits.check(
      width: stripLayout.width, height: stripLayout.height, what: "filmstrip")
    let bytes = try apng(fillingFilmstrip: true)
    return (bytes, try filmstrip())
  }

  private func apng(fillingFilmstrip: Bool) throws -> [UInt8] {
    var failure: (any Error)?
    let count = film.frameCount
    let frames = (0..<count).lazy.map { index -> APNG.Frame in
      let duration =
        index == count - 1
        ? Self.endHold : APNG.FrameDuration(numerator: 1, denominator: self.film.fps)
      // After a failure no frame is painted: the encoder only runs out its frames.
      guard failure == nil else { return APNG.Frame(Self.blank, duration: duration) }
      do {
        let image = try self.frame(index)
        if fillingFilmstrip { try self.placeInStrip(image, frame: index) }
        return APNG.Frame(image, duration: duration)
      } catch {
        failure = failure ?? error
        return APNG.Frame(self.last?.image ?? Self.blank, duration: duration)
      }
    }
    let bytes = try APNG.encode(frames)
    if let failure { throw failure }
    return bytes
  }

  /// How long the last frame of an APNG stays: one second.
  public static let endHold = APNG.FrameDuration(numerator: 1, denominator: 1)

  /// Stands in for frames after a failure, which is thrown once the encoder has finished.
  private static let blank = try! Image(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 0])

  /// `drawables`, which share one zoom, on `canvas`. Zoomed, they are painted on the same
  /// pixels at `factor` times the scale, moved so that `anchor` stays where it is: everything
  /// they draw (text, symbols, material, shadow) scales as one layer.
  private func paint(
    _ drawables: ArraySlice<Drawable>, zoomed zoom: Drawable.Zoom?, on canvas: Canvas
  ) throws {
    guard let zoom else { return try paint(drawables, on: canvas) }
    let shift = (1 - zoom.factor) / zoom.factor
    try canvas.withScale(film.scale * zoom.factor) { zoomed in
      try paint(
        drawables.map { drawable in
          var drawable = drawable
          drawable.placement.frame.origin.x += zoom.anchor.x * shift
          drawable.placement.frame.origin.y += zoom.anchor.y * shift
          return drawable
        }, on: zoomed)
    }
  }

  /// `drawables` in order, each run of them in one lane inside one clip to it, as a still
  /// paints its chips, and each run inside one outline inside one clip to that: the same
  /// pixels as clipping each on its own (a clip only says where paint lands), without building
  /// the same mask again for a chip's symbol and name.
  private func paint(_ drawables: some Collection<Drawable>, on canvas: Canvas) throws {
    // Each outline snapped once: the lane's test and the runs both need it.
    let outlined = drawables.map { (drawable: $0, outline: $0.clip?.shape(scale: canvas.scale)) }
    for lane in outlined.runs(by: { laneClip(of: $0.drawable, inside: $0.outline, on: canvas) }) {
      try canvas.paint(inside: lane.key.map { mask(of: $0, on: canvas) }) {
        for outline in lane.elements.runs(by: { $0.outline }) {
          try canvas.paint(inside: outline.key) {
            for item in outline.elements { try paint(item.drawable, on: canvas) }
          }
        }
      }
    }
  }

  /// The lane's clip `drawable`, drawn inside `outline`, is painted through: none outside the
  /// lane, nor where the lane lets all it paints through (a chip clear of the lane's ends,
  /// most of them).
  private func laneClip(of drawable: Drawable, inside outline: Shape?, on canvas: Canvas)
    -> LaneClip?
  {
    guard
      let lane = drawable.lane?.clip(
        scale: canvas.scale, direction: film.style.layoutDirection)
    else { return nil }
    let letsThrough = mask(of: lane, on: canvas).letsThrough(
      drawable.placement, inside: outline, scale: canvas.scale)
    return letsThrough ? nil : lane
  }

  /// The lane's mask over `canvas`: the last one, when it is that lane on a canvas of that size.
  private func mask(of lane: LaneClip, on canvas: Canvas) -> ClipMask {
    if let lastLane, lastLane.clip == lane, lastLane.mask.fits(canvas) { return lastLane.mask }
    let mask = lane.clipMask(on: canvas)
    lastLane = (lane, mask)
    return mask
  }

  /// The drawable's mark in its colour and opacity.
  private func paint(_ drawable: Drawable, on canvas: Canvas) throws {
    let style = drawable.color.map(film.style.blending) ?? film.style
    try canvas.withOpacity(drawable.opacity) {
      try Painter(style: style, fonts: fonts).paint([drawable.placement], on: canvas)
    }
  }
}

extension Drawable.Lane {
  /// The lane's clip at `scale`: its mask part-way between the ones its chips' widths before
  /// and after the action give, so at rest exactly the one a still of either state draws.
  func clip(scale: Double, direction: LayoutDirection) -> LaneClip {
    LaneClip(frame: frame, scale: scale, direction: direction) { width in
      let start = ComposerAppearance.LaneMask(
        width: width, contentWidth: contentWidths.from, scrollOffset: scrollOffsets.from)
      let end = ComposerAppearance.LaneMask(
        width: width, contentWidth: contentWidths.to, scrollOffset: scrollOffsets.to)
      return start.blended(to: end, progress: progress)
    }
  }
}

extension Drawable.Clip {
  /// The outline in device-pixel-snapped points; a circle stretched out of square is a capsule.
  func shape(scale: Double) -> Shape {
    let rect = snap(frame, scale: scale)
    return switch figure {
    case .rect: .rect(rect)
    case .roundedRect(let radius): .roundedRect(rect, cornerRadius: radius)
    case .capsule, .circle: .capsule(rect)
    }
  }
}

extension Style {
  /// The style with `blend.to`'s role painted in the colour part-way from `blend.from`'s.
  func blending(_ blend: Drawable.ColorBlend) -> Style {
    let mixed = resolvedColor(blend.from).mixed(with: resolvedColor(blend.to), blend.progress)
    var theme = theme
    theme.color[blend.to] = SPTheme.DynamicColor(light: mixed, dark: mixed)
    return with(theme: theme)
  }
}

extension SPTheme.RGBAColor {
  /// The colour `progress` of the way to `other`, mixed with premultiplied alpha (as Core
  /// Animation mixes), so a colour fading from clear does not pass through black.
  fileprivate func mixed(with other: Self, _ progress: Double) -> Self {
    let alpha = opacity + (other.opacity - opacity) * progress
    guard alpha > 0 else {
      return Self(red: other.red, green: other.green, blue: other.blue, opacity: 0)
    }
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let start = Double(a) * opacity
      let premultiplied = start + (Double(b) * other.opacity - start) * progress
      return UInt8(min(max((premultiplied / alpha).rounded(), 0), 255))
    }
    return Self(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue), opacity: min(max(alpha, 0), 1))
  }
}
