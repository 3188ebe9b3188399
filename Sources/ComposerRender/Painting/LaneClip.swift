import Layout
import ModelComposer
import Raster

/// The chips' lane as a picture clips what it holds, as the view's scroll view clips and masks
/// its content: the lane's frame on the pixel grid, and its `LaneMask` over that snapped width,
/// the width the device measures. The one rule for stills (``Painter``) and a film's frames.
/// The mask is measured from the lane's leading edge, the right one right to left, where the
/// lane's scroll view starts its content and keeps its unfaded end at rest.
struct LaneClip: Equatable {
  let frame: Rect
  let mask: ComposerAppearance.LaneMask
  let direction: LayoutDirection

  /// The lane laid out in `frame` in `direction`, drawn at `scale`, with the mask `mask` gives
  /// for a lane of the snapped width.
  init(
    frame: Rect, scale: Double, direction: LayoutDirection,
    mask: (_ width: Double) -> ComposerAppearance.LaneMask
  ) {
    self.frame = snap(frame, scale: scale)
    self.mask = mask(self.frame.width)
    self.direction = direction
  }

  /// The clip's mask over `canvas`: the lane's rect, each pixel column faded as the mask says
  /// for its distance from the leading edge.
  func clipMask(on canvas: Canvas) -> ClipMask {
    let (mask, width) = (mask, frame.width)
    return switch direction {
    case .leftToRight: canvas.clipMask(of: frame, opacityAlongX: mask.opacity(at:))
    case .rightToLeft: canvas.clipMask(of: frame) { mask.opacity(at: width - $0) }
    }
  }
}

extension ClipMask {
  /// Whether `placement`'s mark, painted inside `outline` when it has one, lies wholly where
  /// the clip is open (``ClipMask/letsThrough(_:)``), so that it paints the same pixels
  /// without the clip, and faster; never for a mark whose ink is not bounded by its frame.
  func letsThrough(_ placement: Placement<Element>, inside outline: Shape?, scale: Double)
    -> Bool
  {
    guard let bound = outline ?? placement.paintedOutline(scale: scale) else { return false }
    return letsThrough(bound)
  }
}

extension Canvas {
  /// Paints `body` inside `mask`, or unclipped when there is none.
  func paint(inside mask: ClipMask?, _ body: () throws -> Void) rethrows {
    guard let mask else { return try body() }
    try clip(to: mask, body)
  }

  /// Paints `body` inside `shape`, or unclipped when there is none.
  func paint(inside shape: Shape?, _ body: () throws -> Void) rethrows {
    guard let shape else { return try body() }
    try clip(to: shape, body)
  }
}
