import Layout
import ModelComposer
import SPTheme

/// One drawn element through a transition: where and how it is drawn before the action and
/// after it (either may be missing, when it appears or leaves), and the curves its changes
/// move on, resolved once from `ComposerMotion`'s table.
struct Track: Sendable {
  let key: TrackKey
  let from: Placement<Element>?
  let to: Placement<Element>?
  /// Its frame's curve; nil when the frame changes at once (Reduce Motion) or not at all.
  let frameCurve: TimedCurve?
  /// The curve of its opacity, colour and content.
  let fadeCurve: TimedCurve?
  let content: ComposerMotion.ContentTransition
  /// For an element in one state only, the frame it has in the other: where an appearing one
  /// comes from, or a leaving one goes, as it fades; nil where it stays put, and under Reduce
  /// Motion, where nothing moves (what leaves fades out as it was). A chip's ring widens into
  /// its capsule; anything else rides with the element that holds it, as SwiftUI moves an
  /// inserted view with its container (the error line rises with the card above it).
  let counterpart: Layout.Rect?
  /// For the menu's parts as it opens or closes, with motion: the whole menu scales about
  /// the point nearest the pill, as iOS zooms a menu out of the control that shows it.
  let zoom: Zoom?
  /// What it is drawn inside while it changes, beyond what its own mark draws.
  var confinement: Confinement?
  /// A numeric roll goes downward: the number counts down.
  let countsDown: Bool
  /// Whether it draws different content in the two states (text, symbol, figure), which
  /// cross-fades, rolls or swaps, rather than the same content moved or recoloured.
  let contentChanges: Bool
  /// Whether anything about it changes: only these are drawn anew frame by frame.
  let changes: Bool
  /// When every change of the track is over; 0 when nothing changes.
  let endTime: Double

  var id: ComposerElement { key.element }

  /// The track of `key` from `from` to `to`, each of its changes on the curve `animation` gives
  /// it (the motion table's, for the action). What only depends on the two states is worked out
  /// here, once a film: every frame asks it of every track.
  init(
    key: TrackKey, from: Placement<Element>?, to: Placement<Element>?,
    animation: (ComposerMotion.Change) -> ComposerMotion.Animation,
    counterpart: Layout.Rect?, zoom: Zoom?, countsDown: Bool
  ) {
    (self.key, self.from, self.to) = (key, from, to)
    (self.counterpart, self.zoom, self.countsDown) = (counterpart, zoom, countsDown)
    frameCurve = animation(.frame).curve.map(TimedCurve.init)
    let fade: ComposerMotion.Animation
    if let from, let to {
      contentChanges = !from.drawsSameContent(as: to)
      fade = animation(contentChanges ? .content : .color)
      changes =
        !from.frame.isClose(to: to.frame) || from.payload.mark.role != to.payload.mark.role
        || contentChanges
    } else {
      // It appears or leaves: it fades in or out, which is a change.
      contentChanges = false
      fade = animation(.opacity)
      changes = true
    }
    fadeCurve = fade.curve.map(TimedCurve.init)
    content = fade.content
    endTime = changes ? max(frameCurve?.endTime ?? 0, fadeCurve?.endTime ?? 0) : 0
  }

  /// The menu's scale as it opens: from `startScale` (the pill's width over the panel's) to
  /// 1, about `anchor`, on the track's frame curve; the reverse as it closes.
  struct Zoom: Sendable, Equatable {
    let anchor: Layout.Point
    let startScale: Double
  }

  /// Where a track is drawn while it changes, as the view clips the same views.
  enum Confinement: Sendable, Equatable {
    /// Inside the outline of another track while that outline moves: a chip's symbol and
    /// name inside its capsule (`ComposerMotion.Clip.outline`).
    case outline(TrackKey)
    /// Inside its own frame while its content cross-fades: the pill's title
    /// (`ComposerMotion.Clip.ownFrame`).
    case ownFrame
    /// In the gap between the card and the usage line: the error line
    /// (`ComposerMotion.Clip.slotUnderCard`).
    case underCard
  }

  /// Whether its frame moves, so what it holds is clipped to it.
  var moves: Bool {
    guard let from, let to else { return counterpart != nil }
    return !from.frame.isClose(to: to.frame)
  }

  /// How far a change on `curve` has gone `time` seconds in: 0 at the start, exactly 1 from
  /// the curve's end on; a change with no curve is done at once, after the first instant.
  static func progress(_ curve: TimedCurve?, at time: Double) -> Double {
    guard let curve else { return time > 0 ? 1 : 0 }
    return time >= curve.endTime ? 1 : curve.curve.progress(at: time)
  }
}

/// A track's curve with its end worked out once: a spring's end is its settling time, found by
/// bisection, and every frame asks it of every track that changes.
struct TimedCurve: Sendable {
  let curve: SPTheme.Motion.Curve
  let endTime: Double

  init(_ curve: SPTheme.Motion.Curve) {
    self.curve = curve
    endTime = curve.endTime
  }
}

/// Which element a track follows: elements are matched by identity, and by order among
/// elements of the same name (the menu's dividers).
struct TrackKey: Hashable, Sendable {
  let element: ComposerElement
  let occurrence: Int

  /// Every marked placement with its key, in painting order; unmarked ones (hit targets,
  /// groups) draw nothing and are left out unless `drawnOnly` is false.
  static func keyed(_ placements: [Placement<Element>], drawnOnly: Bool = true)
    -> [(TrackKey, Placement<Element>)]
  {
    var seen: [ComposerElement: Int] = [:]
    return placements.compactMap { placement in
      if drawnOnly, case .none = placement.payload.mark { return nil }
      let element = placement.payload.id
      let occurrence = seen[element, default: 0]
      seen[element] = occurrence + 1
      return (TrackKey(element: element, occurrence: occurrence), placement)
    }
  }
}

extension ComposerElement {
  /// The control or panel an element belongs to, as motion sees it: a part's element, and the
  /// menu for its rows.
  var motionOwner: ComposerElement {
    switch self {
    case .part(_, let owner): owner.motionOwner
    case .menuRow: .menu
    default: self
    }
  }

  /// The parts that draw an owner's outline, as opposed to what it holds.
  var isOutline: Bool {
    guard case .part(let part, _) = self else { return false }
    return [.capsule, .ring, .circle, .panel, .hairline].contains(part)
  }

  /// A chip's ring and its capsule are one outline: the ring widens into the capsule as the
  /// chip turns on, and the capsule narrows into the ring as it turns off.
  var outlineTwin: ComposerElement? {
    switch self {
    case .part(.ring, let chip): .part(.capsule, of: chip)
    case .part(.capsule, let chip) where chip.isChip: .part(.ring, of: chip)
    default: nil
    }
  }

  var isChip: Bool {
    if case .chip = self { true } else { false }
  }

}
