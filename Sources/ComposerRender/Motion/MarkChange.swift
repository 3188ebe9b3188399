import Layout
import ModelComposer
import SPTheme

extension Mark {
  /// Whether `other` draws the same thing, whatever its colour: the same figure, the same
  /// text in the same font, the same symbol at the same size. A circle is the capsule of a
  /// square frame, so a circle and a capsule are the same figure. A lane draws nothing itself;
  /// what it does to its chips is its placement's (`Placement.drawsSameContent(as:)`).
  func drawsSameContent(as other: Mark) -> Bool {
    switch (self, other) {
    case (.none, .none), (.menuSeparator, .menuSeparator), (.lane, .lane):
      return true
    case (.fill(let a, _), .fill(let b, _)), (.hairline(let a, _), .hairline(let b, _)),
      (.material(let a), .material(let b)):
      return a.isSameFigure(as: b)
    case (.text(let a, _), .text(let b, _)):
      return a.setsSameText(as: b)
    case (.field(let a, _, let caretA, let startA), .field(let b, _, let caretB, let startB)):
      return a.block.setsSameText(as: b.block) && a.overflow == b.overflow
        && caretA == caretB && startA == startB
    case (.symbol(let a, _, let sizeA), .symbol(let b, _, let sizeB)):
      return a == b && sizeA == sizeB
    default:
      return false
    }
  }

  /// The colour role the mark is painted in, if it has one.
  var role: SPTheme.ColorRole? {
    switch self {
    case .none, .lane, .material, .menuSeparator: nil
    case .fill(_, let role), .hairline(_, let role), .text(_, let role), .field(_, let role, _, _),
      .symbol(_, let role, _):
      role
    }
  }

  /// Text is set at the width it was laid out at, so a moving text keeps its own size.
  var isText: Bool {
    switch self {
    case .text, .field: true
    default: false
    }
  }

  /// The figure it fills or outlines, for clipping what sits inside it.
  var figure: Figure? {
    switch self {
    case .fill(let figure, _), .hairline(let figure, _), .material(let figure): figure
    default: nil
    }
  }

  /// The same mark in a frame that is no longer square: a circle stretches into a capsule, as
  /// a chip's ring widens into its capsule (`Painter` draws a circle as the largest one that
  /// fits, which would stay round).
  var stretchable: Mark {
    switch self {
    case .fill(.circle, let role): .fill(.capsule, role)
    case .hairline(.circle, let role): .hairline(.capsule, role)
    default: self
    }
  }
}

extension Placement<Element> {
  /// Whether `other` draws the same content, as its mark says; and for the chips' lane,
  /// whether its chips' width hides and fades the same of them (its clear bands and fades, in
  /// its own frame), since a wider chip that still fits changes nothing the lane shows.
  func drawsSameContent(as other: Placement<Element>) -> Bool {
    guard case .lane(let a, let offsetA) = payload.mark,
      case .lane(let b, let offsetB) = other.payload.mark
    else {
      return payload.mark.drawsSameContent(as: other.payload.mark)
    }
    let start = ComposerAppearance.LaneMask(
      width: frame.width, contentWidth: a, scrollOffset: offsetA)
    let end = ComposerAppearance.LaneMask(
      width: other.frame.width, contentWidth: b, scrollOffset: offsetB)
    return start.clearWidth == end.clearWidth && start.leadingFadeWidth == end.leadingFadeWidth
      && start.trailingFadeWidth == end.trailingFadeWidth
  }
}

extension Figure {
  fileprivate func isSameFigure(as other: Figure) -> Bool {
    switch (self, other) {
    case (.rect, .rect), (.capsule, .capsule), (.circle, .circle), (.capsule, .circle),
      (.circle, .capsule):
      true
    case (.roundedRect(let a), .roundedRect(let b)): a == b
    default: false
    }
  }
}

extension TextBlock {
  /// The same string in the same font and line limit, so the same lines at the same width.
  func setsSameText(as other: TextBlock) -> Bool {
    text == other.text && font == other.font && lineLimit == other.lineLimit
      && inkBoundedWidth == other.inkBoundedWidth
  }
}
