import Layout
import ModelComposer
import SPTheme

/// One mark as a frame of a film draws it: where, how opaque, in what colour, inside what.
struct Drawable {
  /// The element and its mark, in the frame it is drawn in at this moment.
  var placement: Placement<Element>
  var opacity = 1.0
  /// Its colour part-way from one role to another; nil draws the mark's own role.
  var color: ColorBlend?
  /// The outline it is drawn inside, while that outline moves.
  var clip: Clip?
  /// The chips' lane it is drawn in, for a chip.
  var lane: Lane?
  /// The scale it is drawn at about a point, for the menu as it opens or closes.
  var zoom: Zoom?

  struct ColorBlend {
    let from: SPTheme.ColorRole
    let to: SPTheme.ColorRole
    /// 0 is `from`, 1 is `to`; strictly between when there is a blend to draw.
    let progress: Double
  }

  struct Clip {
    let figure: Figure
    let frame: Rect
  }

  /// Drawn `factor` times its size about `anchor`: `factor` is 1 at rest.
  struct Zoom: Equatable {
    let anchor: Point
    let factor: Double
  }

  /// The lane's frame at this moment, and its mask part-way from the one its chips' width
  /// gave before the action to the one it gives after (`ComposerAppearance.LaneMask`).
  struct Lane {
    let frame: Rect
    let contentWidths: (from: Double, to: Double)
    /// How far the lane rests scrolled before and after (`ControlRow.restingScrollOffset`).
    let scrollOffsets: (from: Double, to: Double)
    let progress: Double
  }
}

extension Transition {
  /// What the frame `time` seconds into the transition draws, in painting order, of the
  /// tracks `range` (all of them by default). At 0 it is the state before the action, and from
  /// `endTime` on the state after it, exactly.
  func drawables(at time: Double, of range: Range<Int>? = nil) -> [Drawable] {
    let lane = laneTrack?.lane(at: time)
    let underCard = gapUnderCard?.clip(at: time)
    return tracks[range ?? tracks.indices].flatMap { track -> [Drawable] in
      var drawables = track.drawables(at: time)
      let clip: Drawable.Clip? =
        switch track.confinement {
        case .outline(let key): outlines[key]?.clip(at: time)
        case .ownFrame: track.isChanging(at: time) ? track.clip(at: time, figure: .rect) : nil
        case .underCard: underCard
        case nil: nil
        }
      let zoom = track.zoom(at: time)
      for index in drawables.indices {
        drawables[index].clip = clip
        drawables[index].zoom = zoom
        if track.id.whole.isChip { drawables[index].lane = lane }
      }
      return drawables
    }
  }
}

/// The band from the card's bottom to a gap's height above the usage line, across the card:
/// where the error line shows, as the card uncovers it. The two tracks it lies between.
struct GapUnderCard: Sendable {
  let card: Track
  let usage: Track

  /// Nil without a card or without a usage line, when nothing is under the card.
  init?(tracks: [Track]) {
    guard let card = tracks.first(where: { $0.id == .card }),
      let usage = tracks.first(where: { $0.id == .part(.text, of: .usageLine) })
    else { return nil }
    self.card = card
    self.usage = usage
  }

  /// The band at `time`.
  func clip(at time: Double) -> Drawable.Clip {
    let card = card.frame(at: time)
    let bottom = usage.frame(at: time).minY - ModelComposer.Metrics.stackSpacing
    return Drawable.Clip(
      figure: .rect,
      frame: Rect(
        x: card.minX, y: card.maxY, width: card.width, height: max(0, bottom - card.maxY)))
  }
}

extension Track {
  /// The track's marks at `time`: one, or two while its content cross-fades or rolls, or none
  /// while it is wholly transparent.
  func drawables(at time: Double) -> [Drawable] {
    let fade = Self.progress(fadeCurve, at: time)
    let opacity = min(max(fade, 0), 1)
    switch (from, to) {
    case (let start?, let end?):
      return changing(from: start, to: end, at: time, fade: fade)
    case (let start?, nil):
      return visible(start, in: frame(at: time), opacity: 1 - opacity)
    case (nil, let end?):
      return visible(end, in: frame(at: time), opacity: opacity)
    case (nil, nil):
      return []
    }
  }

  /// The frame the track has at `time`: from one state's to the other's, the one it lacks
  /// being its counterpart.
  func frame(at time: Double) -> Rect {
    let progress = Self.progress(frameCurve, at: time)
    guard let start = from?.frame ?? counterpart, let end = to?.frame ?? counterpart else {
      return (from ?? to)!.frame
    }
    return start.interpolated(to: end, progress)
  }

  /// The lane this track draws at `time`, for the chips drawn in it.
  func lane(at time: Double) -> Drawable.Lane? {
    func content(_ placement: Placement<Element>?) -> (width: Double, offset: Double)? {
      guard case .lane(let width, let offset) = placement?.payload.mark else { return nil }
      return (width, offset)
    }
    guard let start = content(from ?? to), let end = content(to ?? from) else {
      return nil
    }
    return Drawable.Lane(
      frame: frame(at: time), contentWidths: (start.width, end.width),
      scrollOffsets: (start.offset, end.offset),
      progress: min(max(Self.progress(fadeCurve, at: time), 0), 1))
  }

  /// The outline this track draws at `time` (or `figure` in its frame), for what is clipped
  /// to it.
  func clip(at time: Double, figure: Figure? = nil) -> Drawable.Clip? {
    guard let figure = figure ?? (to ?? from)?.payload.mark.figure else { return nil }
    return Drawable.Clip(figure: figure, frame: frame(at: time))
  }

  /// Whether `time` is strictly inside the track's change: not yet at rest at either end.
  func isChanging(at time: Double) -> Bool {
    time > 0 && time < endTime
  }

  /// The menu's scale at `time`, while it zooms.
  func zoom(at time: Double) -> Drawable.Zoom? {
    guard let zoom, isChanging(at: time) else { return nil }
    let progress = Self.progress(frameCurve, at: time)
    let (start, end) = from == nil ? (zoom.startScale, 1.0) : (1.0, zoom.startScale)
    return Drawable.Zoom(anchor: zoom.anchor, factor: start + (end - start) * progress)
  }

  private func changing(
    from start: Placement<Element>, to end: Placement<Element>, at time: Double, fade: Double
  ) -> [Drawable] {
    let frame = frame(at: time)
    let (before, after) = (start.payload.mark, end.payload.mark)
    guard !contentChanges else {
      switch content {
      case .immediate:
        return visible(time > 0 ? end : start, in: frame, opacity: 1)
      case .numericRoll:
        // At rest the lines are drawn whole, as the stills draw them.
        if fade <= 0 || fade >= 1 { return visible(fade > 0 ? end : start, in: frame, opacity: 1) }
        if let roll = NumericRoll(from: start, to: end, countsDown: countsDown) {
          return roll.drawables(origin: frame.origin, progress: fade)
        }
        fallthrough
      case .crossFade:
        let opacity = min(max(fade, 0), 1)
        return visible(start, in: frame, opacity: 1 - opacity)
          + visible(end, in: frame, opacity: opacity)
      }
    }
    var drawables = visible(fade > 0 ? end : start, in: frame, opacity: 1)
    if let from = before.role, let to = after.role, from != to, fade > 0, fade < 1 {
      drawables[0].color = Drawable.ColorBlend(from: from, to: to, progress: fade)
    }
    return drawables
  }

  /// `placement`'s mark in `frame` (text keeping its own size, a circle stretching into a
  /// capsule when the frame is not its own), unless it is wholly transparent.
  private func visible(_ placement: Placement<Element>, in frame: Rect, opacity: Double)
    -> [Drawable]
  {
    guard opacity > 0 else { return [] }
    var drawn = placement
    let mark = placement.payload.mark
    if mark.isText {
      drawn.frame.origin = frame.origin
    } else if frame != placement.frame {
      drawn.frame = frame
      drawn.payload = Element(placement.payload.id, mark.stretchable)
    }
    return [Drawable(placement: drawn, opacity: opacity)]
  }
}
