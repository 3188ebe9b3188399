import Layout
import ModelComposer
import SPTheme

/// One action's change between two laid-out states: every drawn element of either, matched
/// by identity, in painting order, with the curve each of its changes moves on. Made once per
/// action; a frame only evaluates it at a time.
struct Transition: Sendable {
  let tracks: [Track]
  /// When the last change is over; 0 when the action changed nothing drawn.
  let endTime: Double
  /// The first track that draws differently from one frame to the next: every track before
  /// it is drawn the same in every frame, so a film paints those once. A chip in a lane whose
  /// mask changes is drawn anew too. Every frame asks it, so it is found once.
  let firstMovingTrack: Int
  /// The chips' lane, when either state has chips.
  let laneTrack: Track?
  /// The tracks that draw outlines, by key, for what is drawn inside them as they move.
  let outlines: [TrackKey: Track]
  /// Where the error line shows, when there is a usage line under the card.
  let gapUnderCard: GapUnderCard?

  /// `from` and `to` are the placements of the states before and after `action`, already in
  /// the film's coordinates; `countsDown` when the usage count shrinks.
  init(
    from: [Placement<Element>], to: [Placement<Element>], action: ComposerAction,
    countsDown: Bool, motion: SPTheme.Motion, reduceMotion: Bool
  ) {
    let before = TrackKey.keyed(from)
    let after = TrackKey.keyed(to)
    let starts = Dictionary(before, uniquingKeysWith: { first, _ in first })
    let ends = Dictionary(after, uniquingKeysWith: { first, _ in first })
    let frames = Frames(from: from, to: to)
    var tracks = Self.paintingOrder(before: before.map(\.0), after: after.map(\.0)).map { key in
      let (start, end) = (starts[key], ends[key])
      // Under Reduce Motion nothing moves: what leaves fades out where it was (a chip's name
      // in its old capsule, not squeezed into the new ring) and what arrives fades in where
      // it will be.
      let zoom = reduceMotion ? nil : frames.menuZoom(of: key, from: start, to: end)
      let counterpart =
        reduceMotion || zoom != nil ? nil : frames.counterpart(of: key, from: start, to: end)
      return Track(
        key: key, from: start, to: end,
        animation: { change in
          ComposerMotion.animation(
            of: key.element, change, causedBy: action, motion: motion,
            reduceMotion: reduceMotion)
        },
        counterpart: counterpart, zoom: zoom, countsDown: countsDown)
    }
    Self.confine(&tracks)
    self.tracks = tracks
    endTime = tracks.map(\.endTime).max() ?? 0
    // What every frame asks of the tracks, found once.
    laneTrack = tracks.first { $0.id == .part(.lane, of: .controlRow) }
    outlines = Dictionary(
      tracks.filter(\.id.isOutline).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    gapUnderCard = GapUnderCard(tracks: tracks)
    firstMovingTrack = Self.firstMovingTrack(of: tracks, lane: laneTrack)
  }

  /// The keys of both states in one painting order: the later state's, with each element
  /// that leaves put back just after the element it followed before.
  private static func paintingOrder(before: [TrackKey], after: [TrackKey]) -> [TrackKey] {
    let kept = Set(after)
    var order = after
    var insertAt = 0
    for key in before {
      if kept.contains(key) {
        insertAt = order.firstIndex(of: key)! + 1
      } else {
        order.insert(key, at: insertAt)
        insertAt += 1
      }
    }
    return order
  }

  /// Confines each track as the view clips it (`ComposerMotion.clip(of:)`): a track that
  /// clips to its own frame, or lies in the slot under the card, while it changes; else
  /// inside its owner's outline while that outline moves (a chip's name shows as its capsule
  /// widens).
  private static func confine(_ tracks: inout [Track]) {
    let moving = Set(tracks.filter(\.moves).map(\.key))
    for index in tracks.indices where !tracks[index].id.isOutline {
      let id = tracks[index].id
      let owner = id.motionOwner
      if tracks[index].changes, ComposerMotion.clip(of: id) == .ownFrame {
        tracks[index].confinement = .ownFrame
      } else if tracks[index].changes, ComposerMotion.clip(of: id.whole) == .slotUnderCard {
        tracks[index].confinement = .underCard
      } else if case .outline(let part) = ComposerMotion.clip(of: owner) {
        let outline = TrackKey(element: .part(part, of: owner), occurrence: 0)
        if moving.contains(outline) { tracks[index].confinement = .outline(outline) }
      }
    }
  }
}

/// Every element's frame in both states, drawn or not (hit targets and groups hold what is
/// drawn), to find where an element that is in one state only would be in the other.
private struct Frames {
  let before: [(TrackKey, Layout.Rect)]
  let after: [(TrackKey, Layout.Rect)]

  init(from: [Placement<Element>], to: [Placement<Element>]) {
    before = TrackKey.keyed(from, drawnOnly: false).map { ($0.0, $0.1.frame) }
    after = TrackKey.keyed(to, drawnOnly: false).map { ($0.0, $0.1.frame) }
  }

  /// See ``Track/zoom``: for a part of the menu as it opens or closes, its scale about the
  /// point of the panel's bottom edge nearest the pill's middle, from the pill's width.
  func menuZoom(of key: TrackKey, from start: Placement<Element>?, to end: Placement<Element>?)
    -> Track.Zoom?
  {
    guard (start == nil) != (end == nil), key.element.motionOwner == .menu else { return nil }
    let state = start == nil ? after : before
    guard let panel = state.first(where: { $0.0.element == .part(.panel, of: .menu) })?.1,
      let pill = state.first(where: { $0.0.element == .part(.capsule, of: .pill) })?.1,
      panel.width > 0
    else { return nil }
    return Track.Zoom(
      anchor: Layout.Point(x: min(max(pill.midX, panel.minX), panel.maxX), y: panel.maxY),
      startScale: min(1, pill.width / panel.width))
  }

  /// See ``Track/counterpart``: a chip's capsule for its ring and its ring for its capsule;
  /// else the frame moved as the smallest element holding it in its state, and present in
  /// both, moves; nil for an element in both states or one that stays put.
  func counterpart(of key: TrackKey, from start: Placement<Element>?, to end: Placement<Element>?)
    -> Layout.Rect?
  {
    guard (start == nil) != (end == nil), let own = (start ?? end)?.frame else { return nil }
    let (same, other) = start == nil ? (after, before) : (before, after)
    if let twin = key.element.outlineTwin,
      let frame = other.first(where: { $0.0.element == twin })?.1
    {
      return frame
    }
    let holders = same.filter { holder, frame in
      holder != key && frame.contains(own) && other.contains { $0.0 == holder }
    }
    guard let carrier = holders.min(by: { $0.1.width * $0.1.height < $1.1.width * $1.1.height }),
      let there = other.first(where: { $0.0 == carrier.0 })?.1
    else { return nil }
    let (dx, dy) = (there.minX - carrier.1.minX, there.minY - carrier.1.minY)
    guard abs(dx) > 1e-9 || abs(dy) > 1e-9 else { return nil }
    return Layout.Rect(x: own.minX + dx, y: own.minY + dy, width: own.width, height: own.height)
  }
}

extension Transition {
  /// ``firstMovingTrack`` of `tracks`, whose chips are in `lane`.
  private static func firstMovingTrack(of tracks: [Track], lane: Track?) -> Int {
    let laneChanges = lane?.changes ?? false
    return tracks.firstIndex { track in
      track.changes || track.confinement != nil || (laneChanges && track.id.whole.isChip)
    } ?? tracks.count
  }

  /// The area in which anything changes, from where it starts to where it ends; nil when
  /// nothing does.
  var motionBounds: Layout.Rect? {
    tracks.filter(\.changes).flatMap { track in
      [track.from?.frame, track.to?.frame, track.counterpart].compactMap { $0 }
    }.reduce(nil) { union, frame in union.map { $0.union(frame) } ?? frame }
  }
}

extension Layout.Rect {
  /// Whether `other` is this rectangle but for the last bits of its numbers: the states of a
  /// film are moved to share a bottom edge, and the same element reached by two sums may
  /// differ by 10⁻¹⁴ pt, which is no move.
  func isClose(to other: Layout.Rect) -> Bool {
    let tolerance = 1e-9
    return abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
      && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
  }

  /// The smallest rectangle holding both.
  func union(_ other: Layout.Rect) -> Layout.Rect {
    let (x0, y0) = (min(minX, other.minX), min(minY, other.minY))
    return Layout.Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
}
