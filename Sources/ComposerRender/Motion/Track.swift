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
  let frameCurve: SPTheme.Motion.Curve?
  /// The curve of its opacity, colour and content.
  let fadeCurve: SPTheme.Motion.Curve?
  let content: ComposerMotion.ContentTransition
  /// For an element in one state only, the frame it has in the other: where an appearing one
  /// comes from, or a leaving one goes, as it fades; nil where it stays put. The menu's outline
  /// grows out of the pill's capsule and back into it, a chip's ring widens into its capsule;
  /// anything else rides with the element that holds it, as SwiftUI moves an inserted view
  /// with its container (the error line rises with the card above it).
  let counterpart: Layout.Rect?
  /// The track whose shape this one is drawn inside while that shape moves.
  var clip: TrackKey?
  /// A numeric roll goes downward: the number counts down.
  let countsDown: Bool

  var id: ComposerElement { key.element }

  /// Whether anything about it changes: only these are drawn anew frame by frame.
  var changes: Bool {
    guard let from, let to else { return true }
    return !from.frame.isClose(to: to.frame) || from.payload.mark.role != to.payload.mark.role
      || !from.drawsSameContent(as: to)
  }

  /// Whether its frame moves, so what it holds is clipped to it.
  var moves: Bool {
    guard let from, let to else { return counterpart != nil }
    return !from.frame.isClose(to: to.frame)
  }

  /// How far a change on `curve` has gone `time` seconds in: 0 at the start, exactly 1 from
  /// the curve's end on; a change with no curve is done at once, after the first instant.
  static func progress(_ curve: SPTheme.Motion.Curve?, at time: Double) -> Double {
    guard let curve else { return time > 0 ? 1 : 0 }
    return time >= curve.endTime ? 1 : curve.progress(at: time)
  }

  /// When every change of the track is over.
  var endTime: Double {
    guard changes else { return 0 }
    return max(frameCurve?.endTime ?? 0, fadeCurve?.endTime ?? 0)
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

  /// The part that is the outline of an owner: what the owner's contents are clipped to while
  /// it changes size.
  var shapePart: ComposerElement? {
    switch self {
    case .chip, .pill: .part(.capsule, of: self)
    case .send: .part(.circle, of: self)
    case .menu: .part(.panel, of: .menu)
    default: nil
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

  /// The menu's outline grows out of the pill's capsule as it opens, and back into it.
  var isMenuOutline: Bool {
    if case .part(_, .menu) = self { return isOutline }
    return false
  }
}
