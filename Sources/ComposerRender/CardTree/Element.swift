import Layout
import ModelComposer
import Raster
import SPTheme

/// A tagged node of the composer's layout tree: `id` is how tests, the `layout` command and
/// the accessibility dump find a frame (`.card`, `.pill`, `.chip("search")`, `.send`, …), and
/// the mark is what the painter draws in that frame.
public struct Element: Sendable {
  public let id: ComposerElement
  let mark: Mark

  init(_ id: ComposerElement, _ mark: Mark = .none) {
    self.id = id
    self.mark = mark
  }

  /// The element's name in the `layout` JSON: "card", "pill.capsule", "chip.search", …
  public var name: String { id.name }
}

/// What to draw in a frame. Colours are roles and text is already typeset, so painting needs
/// only the frame and the resolved style.
enum Mark: Sendable {
  /// Nothing: the node is named for its frame (a hit target, a group).
  case none
  case fill(Figure, SPTheme.ColorRole)
  /// A 1 pt line lying inside the figure's edge.
  case hairline(Figure, SPTheme.ColorRole)
  case text(TextBlock, SPTheme.ColorRole)
  /// The field's visible lines, and the caret when focused: after the last glyph, or before
  /// the prompt when the field is empty.
  case field(FieldBlock, SPTheme.ColorRole, caret: SPTheme.ColorRole?, caretAtStart: Bool)
  /// An SF Symbol or an app's own, drawn through its stand-in glyph or outline with an em
  /// square `size` points wide, its ink centred in the frame.
  case symbol(SymbolMark, SPTheme.ColorRole, size: Double)
  /// The chips' lane: every chip is drawn clipped to this frame through
  /// `ComposerAppearance.LaneMask` for content `contentWidth` wide (the chips with their
  /// margins), as the view's horizontal scroll view at rest.
  case lane(contentWidth: Double)
  /// The open menu's panel: the system menu's material over what lies behind it, with its
  /// shadow (`Style.menuMaterial`, `Style.menuShadow`).
  case material(Figure)
  /// A line between the menu's rows, in the menu's own separator colour.
  case menuSeparator
}

/// The outline a fill or hairline takes in its frame.
enum Figure: Sendable {
  case rect
  case roundedRect(cornerRadius: Double)
  case capsule
  case circle
}

/// A symbol as the tree resolved it, once, so the layout's ink width and the painter draw the
/// same art: what was asked for, and what draws it or why nothing can (a name neither the
/// scenario's symbols nor the icon table has, which painting reports). Two are the same mark
/// when they ask for the same symbol.
struct SymbolMark: Equatable, Sendable {
  let request: SymbolRequest
  let art: Result<SymbolArt, RasterError>

  static func == (lhs: SymbolMark, rhs: SymbolMark) -> Bool { lhs.request == rhs.request }
}
