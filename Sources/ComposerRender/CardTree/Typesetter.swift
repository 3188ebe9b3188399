import Layout
import ModelComposer
import Raster
import Synchronization

/// Shapes and breaks text for one picture, remembering every answer, so the lines measured
/// during layout are the very lines painted afterwards, and a text the layout engine asks about
/// several times is shaped once per width.
final class Typesetter: Sendable {
  let fonts: FontLibrary
  /// The scenario's locale, for where lines may break (Japanese kinsoku, Thai words) and the
  /// language text is shaped in.
  let locale: String
  private let answers = Mutex<[Question: TextLayout]>([:])

  private struct Question: Hashable {
    let text: ExactText
    let font: Style.Font
    let maxWidth: Double?
    let lineLimit: Int?
  }

  init(fonts: FontLibrary, locale: String) {
    self.fonts = fonts
    self.locale = locale
  }

  func layout(_ text: String, font: Style.Font, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
    let width = maxWidth.flatMap { $0.isFinite ? $0 : nil }
    let question = Question(
      text: ExactText(text), font: font, maxWidth: width, lineLimit: lineLimit)
    if let known = answers.withLock({ $0[question] }) { return known }
    let answer = fonts.layoutText(
      text, style: font.style, lineHeight: font.leading, maxWidth: width, lineLimit: lineLimit,
      locale: locale)
    answers.withLock { $0[question] = answer }
    return answer
  }
}

/// A text leaf: as wide as its lines, as tall as its line count times the leading (an empty
/// text still takes one line, as SwiftUI's `Text("")` does).
struct TextBlock: Measurable {
  let typesetter: Typesetter
  let text: String
  let font: Style.Font
  let lineLimit: Int?
  /// Set at this width whatever it is offered (truncating past it), and measured from its ink
  /// rather than its advances, so the padding beside it is the space you see: the first
  /// glyph's left side bearing and the last one's right bearing are left out. For a one-line
  /// label whose parent leaves it this much room (the pill's name); nil for ordinary text.
  var inkBoundedWidth: Double? = nil

  func lines(width: Double?) -> TextLayout {
    typesetter.layout(text, font: font, maxWidth: width, lineLimit: lineLimit)
  }

  /// The lines as painted in a frame `width` wide, the lines measured for it.
  func paintedLines(width: Double) -> TextLayout {
    lines(width: inkBoundedWidth ?? width)
  }

  func size(fitting proposal: ProposedSize) -> Size {
    let layout = lines(width: inkBoundedWidth ?? proposal.width)
    let width = inkExtent(of: layout).map { $0.maxX - $0.minX } ?? layout.size.width
    return Size(width: width, height: max(1, layout.lines.count).double * font.leading)
  }

  /// How far left of the frame the lines start, so the ink starts at the frame's edge; 0
  /// unless ink-bounded.
  func inkOffset(of layout: TextLayout) -> Double {
    inkExtent(of: layout)?.minX ?? 0
  }

  /// Whether the lines are placed by their ink (``inkBoundedWidth``, one line): the frame is
  /// the ink's, so there is no slack to align the line in.
  func isPlacedByInk(_ layout: TextLayout) -> Bool {
    inkExtent(of: layout) != nil
  }

  private func inkExtent(of layout: TextLayout) -> (minX: Double, maxX: Double)? {
    guard inkBoundedWidth != nil, layout.lines.count == 1 else { return nil }
    return typesetter.fonts.inkExtent(of: layout.lines[0])
  }
}

/// The growing field: it takes the whole width offered, wraps its text (or prompt) there, and is
/// one to `maximumLines` lines tall. Past that it shows what `overflow` says: focused, its last
/// lines with the caret after the last glyph; unfocused, its first lines, the last ending in
/// "…" (Documentation/Geometry.md, "Field").
struct FieldBlock: Measurable {
  static let maximumLines = ModelComposer.Metrics.maximumFieldLines

  let block: TextBlock
  let overflow: ComposerAppearance.Field.Overflow

  func size(fitting proposal: ProposedSize) -> Size {
    let layout = block.lines(width: proposal.width)
    let shown = min(max(1, layout.lines.count), Self.maximumLines)
    return Size(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? layout.size.width,
      height: shown.double * block.font.leading)
  }

  /// The lines the field shows at `width`, with their index in the whole text.
  func visibleLines(width: Double) -> ArraySlice<TextLine> {
    switch overflow {
    case .scrolledToCaret:
      return block.lines(width: width).lines.suffix(Self.maximumLines)
    case .truncated:
      let truncated = TextBlock(
        typesetter: block.typesetter, text: block.text, font: block.font,
        lineLimit: Self.maximumLines)
      return truncated.lines(width: width).lines[...]
    }
  }
}

extension Int {
  fileprivate var double: Double { Double(self) }
}
