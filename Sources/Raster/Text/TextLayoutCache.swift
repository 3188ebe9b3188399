import Synchronization

/// Text layouts of one font library, by string and setting.
///
/// A card's strings (the model's name, the prompt, the usage line, the chips' titles) come back
/// in state after state and shaping them is half of a layout, so they are shaped once. A layout
/// is a pure function of its key, so a remembered one is the one that would be made. Memory is
/// bounded: long texts are not kept, and the cache starts again empty when the glyphs it holds
/// would pass ``maxGlyphs`` (some 10 MB).
final class TextLayoutCache: Sendable {
  struct Key: Hashable {
    let text: ExactText
    let style: TextStyle
    let lineHeight: Double
    let maxWidth: Double?
    let lineLimit: Int?
    let truncation: TextTruncation
    let direction: ParagraphDirection
    let locale: String
  }

  static let maxGlyphs = 200_000
  /// A field's worth of text; longer texts are laid out every time.
  static let maxUTF8Length = 1024

  private struct State {
    var layouts: [Key: TextLayout] = [:]
    var glyphs = 0
  }

  private let state = Mutex(State())

  func layout(for key: Key, _ make: () -> TextLayout) -> TextLayout {
    guard key.text.string.utf8.count <= Self.maxUTF8Length else { return make() }
    if let known = state.withLock({ $0.layouts[key] }) { return known }
    let layout = make()
    let glyphs = layout.lines.reduce(0) { $0 + $1.glyphs.count }
    state.withLock { state in
      guard state.layouts[key] == nil else { return }
      if state.glyphs + glyphs > Self.maxGlyphs {
        state.layouts.removeAll()
        state.glyphs = 0
      }
      state.layouts[key] = layout
      state.glyphs += glyphs
    }
    return layout
  }
}
