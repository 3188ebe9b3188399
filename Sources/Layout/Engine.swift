/// A tagged node's frame, in the coordinate space of the layout's root.
public struct Placement<Payload: Sendable>: Sendable {
  public var payload: Payload
  public var frame: Rect
}

public struct LayoutResult<Payload: Sendable>: Sendable {
  /// The size the root chose for the proposal.
  public var size: Size
  /// Every tagged node, in painting order: a background before its content, an overlay after.
  public var placements: [Placement<Payload>]
}

extension Node {
  /// Lays the tree out: a pure function of the tree, the proposal and the direction. Sizes
  /// follow SwiftUI's rules (a parent proposes, the child chooses, the parent places), so a tree
  /// built like a SwiftUI view gets the frames that view would.
  ///
  /// `direction` says where leading is, as SwiftUI's `\.layoutDirection` does: right to left,
  /// a horizontal stack places its first child at the right, a leading alignment or padding
  /// edge is the right one. Sizes never depend on it, so a right-to-left layout is the
  /// left-to-right one mirrored across the root's frame, frame by frame; the tree's content
  /// (text, symbols) is placed, not flipped.
  public func layout(
    proposing proposal: ProposedSize, at origin: Point = .zero,
    direction: LayoutDirection = .leftToRight
  ) -> LayoutResult<Payload> {
    layout(proposing: proposal, direction: direction, placing: { _ in origin })
  }

  /// Lays the tree out at an origin chosen from the size the root takes, such as a menu
  /// placed above its anchor: the tree is measured once, where calling
  /// ``layout(proposing:at:)`` for the size and again to place it would measure it twice.
  public func layout(
    proposing proposal: ProposedSize, direction: LayoutDirection = .leftToRight,
    placing origin: (Size) -> Point
  ) -> LayoutResult<Payload> {
    let root = Box(self)
    let size = root.size(for: proposal, along: nil)
    var placements: [Placement<Payload>] = []
    root.place(
      in: Rect(origin: origin(size), size: size), proposal: proposal, along: nil,
      direction, into: &placements)
    return LayoutResult(size: size, placements: placements)
  }
}

/// What a box is asked: its size for a proposal, inside a stack along `axis` or not.
///
/// Kept outside the generic `Box` (as is `Rank`), so its memo is a concrete array the compiler
/// specialises, not one that looks up generic metadata on every question.
private struct Question: Hashable {
  let proposal: ProposedSize
  let axis: Axis?
}

/// The order a stack serves a child in; see `Box.servingRank`.
private struct Rank: Hashable, Comparable {
  let priority: Double
  let isSpacer: Bool

  static func < (lhs: Rank, rhs: Rank) -> Bool {
    (lhs.priority, rhs.isSpacer ? 1 : 0) < (rhs.priority, lhs.isSpacer ? 1 : 0)
  }
}

/// A node with a memo of the sizes it has answered. Stacks ask each child several times (its
/// least and greatest size, then its share), so without the memo nested stacks would measure
/// text exponentially often.
private final class Box<Payload: Sendable> {
  let node: Node<Payload>
  let children: [Box]
  /// The order a stack serves this child in, highest first: its layout priority (read through
  /// tags, as SwiftUI reads it through modifiers that do not change layout), and within one
  /// priority everything else before spacers, so `HStack { Text(long); Spacer() }` gives the
  /// text the room it needs and the spacer only what is left, as SwiftUI does. Stored, since
  /// it depends on the node alone and a stack reads it for every child at every rank.
  let servingRank: Rank
  /// The sizes answered after the first, searched in turn: a box is asked a handful of
  /// questions (a stack asks a child its least and greatest size, then its share), for which a
  /// dictionary's hashing and storage cost more than comparing them all.
  private var answers: [(question: Question, size: Size)] = []
  /// The first answer, held in the box: a box asked one question only (one outside any
  /// stack) then needs no array, whose first append is an allocation.
  private var firstAnswer: (question: Question, size: Size)?
  /// A stack's shares by proposal: measuring a stack computes them, and placing it at the
  /// same proposal (the one it was measured for) reads them back instead of serving again.
  private var shareAnswers: [(proposal: ProposedSize, shares: Shares)] = []
  /// What each child of a stack is offered and the size it takes, in the children's order.
  private typealias Shares = [(proposal: ProposedSize, size: Size)]

  init(_ node: Node<Payload>) {
    // Boxed straight from the node's cases: an array of a lone child first, then mapped, was
    // two allocations where one does.
    let children: [Box] =
      switch node {
      case .content, .fill, .spacer: []
      case .stack(_, _, _, let nodes), .firstFitting(_, let nodes): nodes.map(Box.init)
      case .padding(_, let child), .fixedFrame(_, _, _, let child), .flexibleFrame(_, let child),
        .fixedSize(_, _, let child), .layoutPriority(_, let child), .tagged(_, let child):
        [Box(child)]
      case .layer(let content, _, let layer, _): [Box(content), Box(layer)]
      }
    self.node = node
    self.children = children
    self.servingRank =
      switch node {
      case .layoutPriority(let priority, _): Rank(priority: priority, isSpacer: false)
      case .tagged: children[0].servingRank
      case .spacer: Rank(priority: 0, isSpacer: true)
      default: Rank(priority: 0, isSpacer: false)
      }
  }

  /// `axis` is the axis of the stack this node sits in, if any: a spacer stretches only along it.
  func size(for proposal: ProposedSize, along axis: Axis?) -> Size {
    let question = Question(proposal: proposal, axis: axis)
    if let firstAnswer {
      if firstAnswer.question == question { return firstAnswer.size }
      if let known = answers.first(where: { $0.question == question }) { return known.size }
    }
    let answer = computeSize(for: proposal, along: axis)
    if firstAnswer == nil {
      firstAnswer = (question, answer)
    } else {
      answers.append((question, answer))
    }
    return answer
  }

  private func computeSize(for proposal: ProposedSize, along axis: Axis?) -> Size {
    switch node {
    case .content(let content):
      return content.size(fitting: proposal)
    case .fill:
      return Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    case .spacer(let minLength):
      let width = max(minLength, proposal.width ?? minLength)
      let height = max(minLength, proposal.height ?? minLength)
      switch axis {
      case .horizontal: return Size(width: width, height: 0)
      case .vertical: return Size(width: 0, height: height)
      case nil: return Size(width: width, height: height)
      }
    case .stack(let stackAxis, _, let spacing, _):
      let shares = stackShares(for: proposal, axis: stackAxis, spacing: spacing)
      let main = shares.reduce(0) { $0 + $1.size.length(along: stackAxis) }
      let cross = shares.map { $0.size.length(along: stackAxis.cross) }.max() ?? 0
      return Size(along: stackAxis, main + totalSpacing(spacing), cross: cross)
    case .padding(let insets, _):
      let inner = children[0].size(for: proposal.inset(by: insets), along: axis)
      return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .fixedFrame(let width, let height, _, _):
      let child = children[0].size(for: fixedFrameProposal(proposal), along: nil)
      return Size(width: width ?? child.width, height: height ?? child.height)
    case .flexibleFrame(let frame, _):
      let child = children[0].size(for: frame.childProposal(for: proposal), along: nil)
      return frame.size(for: proposal, child: child)
    case .fixedSize:
      return children[0].size(for: fixedSizeProposal(proposal), along: axis)
    case .firstFitting(let fittingAxis, _):
      return chosen(for: proposal, along: fittingAxis).size(for: proposal, along: axis)
    case .layoutPriority, .tagged, .layer:
      return children[0].size(for: proposal, along: axis)
    }
  }

  /// Places the node in `rect`, leading and trailing read in `direction`.
  func place(
    in rect: Rect, proposal: ProposedSize, along axis: Axis?, _ direction: LayoutDirection,
    into placements: inout [Placement<Payload>]
  ) {
    switch node {
    case .content, .fill, .spacer:
      return
    case .stack(let stackAxis, let alignment, let spacing, _):
      placeStack(
        in: rect, proposal: proposal, axis: stackAxis, alignment, spacing: spacing, direction,
        &placements)
    case .padding(let insets, _):
      // The leading inset is on the left left to right, on the right right to left.
      let left = direction == .leftToRight ? insets.leading : insets.trailing
      let inner = Rect(
        x: rect.minX + left, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical)
      )
      children[0].place(
        in: inner, proposal: proposal.inset(by: insets), along: axis, direction,
        into: &placements)
    case .fixedFrame(_, _, let alignment, _):
      placeAligned(
        in: rect, proposal: fixedFrameProposal(proposal), alignment, direction, &placements)
    case .flexibleFrame(let frame, _):
      placeAligned(
        in: rect, proposal: frame.childProposal(for: proposal), frame.alignment, direction,
        &placements)
    case .fixedSize:
      children[0].place(
        in: rect, proposal: fixedSizeProposal(proposal), along: axis, direction,
        into: &placements)
    case .layoutPriority:
      children[0].place(in: rect, proposal: proposal, along: axis, direction, into: &placements)
    case .firstFitting(let fittingAxis, _):
      chosen(for: proposal, along: fittingAxis)
        .place(in: rect, proposal: proposal, along: axis, direction, into: &placements)
    case .tagged(let payload, _):
      placements.append(Placement(payload: payload, frame: rect))
      children[0].place(in: rect, proposal: proposal, along: axis, direction, into: &placements)
    case .layer(_, let order, _, let alignment):
      placeLayered(
        in: rect, proposal: proposal, along: axis, order, alignment, direction, &placements)
    }
  }

  /// Children one after another along the stack's axis from its leading (or top) edge, each
  /// at the share measuring gave it and aligned across; `spacing` apart. Right to left, a
  /// horizontal stack runs from its right edge leftward, and a vertical one aligns its
  /// children's leading edges on the right, as SwiftUI's `HStack` and `VStack` do.
  private func placeStack(
    in rect: Rect, proposal: ProposedSize, axis: Axis, _ alignment: AxisAlignment, spacing: Double,
    _ direction: LayoutDirection, _ placements: inout [Placement<Payload>]
  ) {
    let runsLeftward = axis == .horizontal && direction == .rightToLeft
    var cursor = axis == .horizontal ? (runsLeftward ? rect.maxX : rect.minX) : rect.minY
    let crossStart = axis == .horizontal ? rect.minY : rect.minX
    let crossSpace = rect.size.length(along: axis.cross)
    let crossAlignment = axis == .vertical ? alignment.resolved(for: direction) : alignment
    for (child, share) in zip(children, stackShares(for: proposal, axis: axis, spacing: spacing)) {
      let length = share.size.length(along: axis)
      let crossOffset = crossAlignment.offset(
        of: share.size.length(along: axis.cross), in: crossSpace)
      let origin =
        axis == .horizontal
        ? Point(x: runsLeftward ? cursor - length : cursor, y: crossStart + crossOffset)
        : Point(x: crossStart + crossOffset, y: cursor)
      child.place(
        in: Rect(origin: origin, size: share.size), proposal: share.proposal, along: axis,
        direction, into: &placements)
      cursor += (runsLeftward ? -1 : 1) * (length + spacing)
    }
  }

  /// The content in `rect`, and the layer sized to it and aligned within it: placed before the
  /// content as a background, after it as an overlay, so painting order is drawing order.
  private func placeLayered(
    in rect: Rect, proposal: ProposedSize, along axis: Axis?, _ order: Node<Payload>.LayerOrder,
    _ alignment: Alignment, _ direction: LayoutDirection, _ placements: inout [Placement<Payload>]
  ) {
    let content = children[0]
    let layer = children[1]
    let layerProposal = ProposedSize(rect.size)
    let layerSize = layer.size(for: layerProposal, along: nil)
    let layerRect = Rect(
      origin: alignment.origin(of: layerSize, in: rect, direction), size: layerSize)
    if order == .background {
      layer.place(in: layerRect, proposal: layerProposal, along: nil, direction, into: &placements)
    }
    content.place(in: rect, proposal: proposal, along: axis, direction, into: &placements)
    if order == .overlay {
      layer.place(in: layerRect, proposal: layerProposal, along: nil, direction, into: &placements)
    }
  }

  private func placeAligned(
    in rect: Rect, proposal: ProposedSize, _ alignment: Alignment, _ direction: LayoutDirection,
    _ placements: inout [Placement<Payload>]
  ) {
    let size = children[0].size(for: proposal, along: nil)
    let childRect = Rect(origin: alignment.origin(of: size, in: rect, direction), size: size)
    children[0].place(in: childRect, proposal: proposal, along: nil, direction, into: &placements)
  }

  private func chosen(for proposal: ProposedSize, along fittingAxis: Axis) -> Box {
    guard let offered = proposal.length(along: fittingAxis) else { return children[0] }
    let idealProposal = ProposedSize(
      along: fittingAxis, nil, cross: proposal.length(along: fittingAxis.cross))
    return children.dropLast().first {
      $0.size(for: idealProposal, along: nil).length(along: fittingAxis) <= offered
    } ?? children[children.count - 1]
  }

  private func fixedFrameProposal(_ proposal: ProposedSize) -> ProposedSize {
    guard case .fixedFrame(let width, let height, _, _) = node else { return proposal }
    return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  private func fixedSizeProposal(_ proposal: ProposedSize) -> ProposedSize {
    guard case .fixedSize(let horizontal, let vertical, _) = node else { return proposal }
    return ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  private func totalSpacing(_ spacing: Double) -> Double {
    spacing * Double(max(children.count - 1, 0))
  }

  /// The stack's shares for a proposal, remembered (see `shareAnswers`). The axis and spacing are
  /// the stack's own, so the proposal is the whole key.
  private func stackShares(for proposal: ProposedSize, axis: Axis, spacing: Double)
    -> [(proposal: ProposedSize, size: Size)]
  {
    if let known = shareAnswers.first(where: { $0.proposal == proposal }) { return known.shares }
    let answer = computeStackShares(for: proposal, axis: axis, spacing: spacing)
    shareAnswers.append((proposal, answer))
    return answer
  }

  /// SwiftUI's stack distribution: children are served by rank (see `servingRank`), and within
  /// a rank from the least flexible to the most, each offered an equal share of what is left
  /// after the lower ranks' minimum lengths are set aside.
  private func computeStackShares(for proposal: ProposedSize, axis: Axis, spacing: Double)
    -> [(proposal: ProposedSize, size: Size)]
  {
    let cross = proposal.length(along: axis.cross)
    guard let mainProposal = proposal.length(along: axis) else {
      let ideal = ProposedSize(along: axis, nil, cross: cross)
      return children.map { (ideal, $0.size(for: ideal, along: axis)) }
    }
    func mainLength(of child: Box, offered length: Double) -> Double {
      child.size(for: ProposedSize(along: axis, length, cross: cross), along: axis)
        .length(along: axis)
    }
    var shares = children.map { _ in (proposal: ProposedSize.unspecified, size: Size.zero) }
    var remaining = mainProposal - totalSpacing(spacing)
    // A closure, not `\.servingRank`: a key path is built at run time on every call.
    for rank in Set(children.map { $0.servingRank }).sorted(by: >) {
      let reserved = children.filter { $0.servingRank < rank }
        .reduce(0) { $0 + mainLength(of: $1, offered: 0) }
      let group = children.indices.filter { children[$0].servingRank == rank }
        .map { index -> (index: Int, flexibility: Double) in
          let least = mainLength(of: children[index], offered: 0)
          let most = mainLength(of: children[index], offered: .infinity)
          return (index, most.isInfinite ? .infinity : most - least)
        }
        .sorted { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
      var available = remaining - reserved
      for (served, member) in group.enumerated() {
        let share = max(0, available / Double(group.count - served))
        let offer = ProposedSize(along: axis, share, cross: cross)
        let size = children[member.index].size(for: offer, along: axis)
        shares[member.index] = (offer, size)
        available -= size.length(along: axis)
        remaining -= size.length(along: axis)
      }
    }
    return shares
  }
}

extension ProposedSize {
  fileprivate func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { max(0, $0 - insets.horizontal) },
      height: height.map { max(0, $0 - insets.vertical) })
  }
}

extension FlexibleFrame {
  /// The proposal clamped into the frame's bounds; `nil` becomes the ideal length, if any.
  fileprivate func childProposal(for proposal: ProposedSize) -> ProposedSize {
    func clamp(_ offered: Double?, _ least: Double?, _ ideal: Double?, _ most: Double?) -> Double? {
      guard let offered else { return ideal }
      return min(most ?? .infinity, max(least ?? -.infinity, offered))
    }
    return ProposedSize(
      width: clamp(proposal.width, minWidth, idealWidth, maxWidth),
      height: clamp(proposal.height, minHeight, idealHeight, maxHeight))
  }

  /// SwiftUI's rule: a minimum lifts the child's length toward it (but not past what was
  /// offered unless the minimum itself demands it), a maximum lets the frame grow toward the
  /// offer; without an offer the ideal length, else the child's, stands in for it.
  fileprivate func size(for proposal: ProposedSize, child: Size) -> Size {
    func resolve(
      _ offered: Double?, _ childLength: Double, _ least: Double?, _ ideal: Double?,
      _ most: Double?
    ) -> Double {
      let offer = offered ?? ideal ?? childLength
      var length = childLength
      if let least { length = max(least, min(length, offer)) }
      if let most { length = min(most, max(length, offer)) }
      return length
    }
    return Size(
      width: resolve(proposal.width, child.width, minWidth, idealWidth, maxWidth),
      height: resolve(proposal.height, child.height, minHeight, idealHeight, maxHeight))
  }
}
