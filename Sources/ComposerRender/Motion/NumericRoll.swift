import Layout
import ModelComposer

/// A one-line text whose changed digits roll, as SwiftUI's `.numericText` rolls the usage
/// line's count: "12 messages left today" → "11 …" moves only the second digit. The characters
/// the two texts share at the start and the end stay (the end sliding if the middle's width
/// changes); the old middle slides out and fades as the new one slides in and appears,
/// downward when the number counts down and upward when it counts up, by half a line.
///
/// The pieces are shaped on their own, so kerning across their seams is lost while they move;
/// the film's first and last frames draw the whole lines, as the stills do.
struct NumericRoll {
  private let start: Placement<Element>
  private let end: Placement<Element>
  private let prefix: Piece
  private let oldMiddle: Piece
  private let newMiddle: Piece
  private let oldSuffix: Piece
  private let newSuffix: Piece
  private let countsDown: Bool

  /// A run of characters, typeset alone, and where it starts along the whole line.
  private struct Piece {
    let block: TextBlock
    let offset: Double
    let width: Double
  }

  /// Nil when either text is not a single line, or what changed is more than digits ("2
  /// messages" → "1 message", or the limit's sentence): those cross-fade. `countsDown` when
  /// the number the line names shrinks, as the usage count does with each message.
  init?(from start: Placement<Element>, to end: Placement<Element>, countsDown: Bool) {
    guard case .text(let old, _) = start.payload.mark, case .text(let new, _) = end.payload.mark,
      old.font == new.font, old.lines(width: start.frame.width).lines.count == 1,
      new.lines(width: end.frame.width).lines.count == 1
    else { return nil }
    let (a, b) = (Array(old.text), Array(new.text))
    let shared = zip(a, b).prefix { $0 == $1 }.count
    let sharedEnd = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    let tail = min(sharedEnd, a.count - shared, b.count - shared)
    let isDigit = { (character: Character) in character.isASCII && character.isNumber }
    guard a[shared..<(a.count - tail)].allSatisfy(isDigit),
      b[shared..<(b.count - tail)].allSatisfy(isDigit)
    else { return nil }
    func piece(_ characters: ArraySlice<Character>, after lead: ArraySlice<Character>) -> Piece {
      let measure = { (text: String) in
        TextBlock(typesetter: old.typesetter, text: text, font: old.font, lineLimit: 1)
      }
      let block = measure(String(characters))
      let offset = lead.isEmpty ? 0 : measure(String(lead)).naturalWidth
      return Piece(block: block, offset: offset, width: block.naturalWidth)
    }
    self.start = start
    self.end = end
    prefix = piece(a[..<shared], after: [])
    oldMiddle = piece(a[shared..<(a.count - tail)], after: a[..<shared])
    newMiddle = piece(b[shared..<(b.count - tail)], after: b[..<shared])
    oldSuffix = piece(a[(a.count - tail)...], after: a[..<(a.count - tail)])
    newSuffix = piece(b[(b.count - tail)...], after: b[..<(b.count - tail)])
    self.countsDown = countsDown
  }

  /// The pieces `progress` of the way through the roll, the line's left end at `origin`.
  func drawables(origin: Point, progress: Double) -> [Drawable] {
    let opacity = min(max(progress, 0), 1)
    let shift = end.frame.height / 2 * (countsDown ? 1 : -1)
    let (before, after) = (start.payload.mark.role, end.payload.mark.role)
    let blend = before.flatMap { from in
      after.flatMap { to in
        from != to && opacity > 0 && opacity < 1
          ? Drawable.ColorBlend(from: from, to: to, progress: opacity) : nil
      }
    }
    func draw(_ piece: Piece, dy: Double, from placement: Placement<Element>, opacity: Double)
      -> Drawable?
    {
      guard opacity > 0, piece.width > 0, case .text(_, let role) = placement.payload.mark
      else { return nil }
      var drawn = placement
      drawn.payload = Element(placement.payload.id, .text(piece.block, role))
      drawn.frame = Rect(
        x: origin.x + piece.offset, y: origin.y + dy, width: piece.width,
        height: placement.frame.height)
      return Drawable(placement: drawn, opacity: opacity)
    }
    let suffix = oldSuffix.offset + (newSuffix.offset - oldSuffix.offset) * progress
    let steady = [
      draw(prefix, dy: 0, from: end, opacity: 1),
      draw(
        Piece(block: newSuffix.block, offset: suffix, width: newSuffix.width), dy: 0, from: end,
        opacity: 1),
    ].compactMap { $0 }.map { drawable in
      var blended = drawable
      blended.color = blend
      return blended
    }
    return steady
      + [
        draw(oldMiddle, dy: shift * opacity, from: start, opacity: 1 - opacity),
        draw(newMiddle, dy: -shift * (1 - opacity), from: end, opacity: opacity),
      ].compactMap { $0 }
  }
}

extension TextBlock {
  /// The width of its first line, trailing spaces included, as where the next piece starts.
  fileprivate var naturalWidth: Double {
    lines(width: nil).lines.first?.widthIncludingTrailingWhitespace ?? 0
  }
}
