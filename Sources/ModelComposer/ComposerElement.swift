/// One piece of the card, named by what it is: the identity the accessibility elements carry,
/// the headless renderer tags its layout tree with, and its VoiceOver dump and layout JSON find
/// frames by. Being a type rather than a string, an element the tree names differently from
/// the appearance is a compile error or a reported missing element, never a silent gap; and a
/// model whose id is "panel" cannot be mistaken for the menu's panel.
///
/// `name` is the element's stable text form, the one the layout JSON and the accessibility
/// dump print: "pill", "pill.capsule", "chip.search", "menu.atlas-3.name", …
public enum ComposerElement: Hashable, Sendable {
  /// The block with its margins: the card and the lines under it.
  case section
  case card
  case field
  /// The pill, the chips and Send, under the field.
  case controlRow
  case pill
  case chip(ModelComposer.Mode.ID)
  /// Send, or Stop in its place: one slot.
  case send
  case errorLine
  case usageLine
  case upgrade
  /// The open model menu.
  case menu
  case menuRow(ModelComposer.Model.ID)
  /// A piece drawn inside an element: the pill's title, a chip's ring, the menu's panel.
  indirect case part(Part, of: ComposerElement)

  /// What is drawn inside an element; the raw value is its last component in `name`.
  public enum Part: String, Hashable, Sendable, CaseIterable {
    case text
    case title
    case symbol
    case chevron
    case capsule
    case circle
    case ring
    case hairline
    case panel
    case divider
    case check
    case name
    case detail
    case lock
    /// The chips' lane in the control row: "row.lane".
    case lane
    /// A chip's whole 44 pt target, where it lies in the lane's content however far that is
    /// scrolled: the frame VoiceOver reports for the chip ("chip.search.target"). The chip's
    /// own frame is its hit area, that target clipped to the lane's hit region
    /// (`ComposerAppearance.ControlRow.hitSpan(ofTarget:inLane:)`).
    case target
  }

  /// The stable text form: "card", "field.text", "chip.search.ring", "menu.atlas-3", …
  public var name: String {
    switch self {
    case .section: "section"
    case .card: "card"
    case .field: "field"
    case .controlRow: "row"
    case .pill: "pill"
    case .chip(let mode): "chip.\(mode)"
    case .send: "send"
    case .errorLine: "error"
    case .usageLine: "usage"
    case .upgrade: "upgrade"
    case .menu: "menu"
    case .menuRow(let model): "menu.\(model)"
    case .part(let part, let element): "\(element.name).\(part.rawValue)"
    }
  }
}

extension ComposerElement {
  /// The whole element a part is drawn in: `.chip("search")` for `.part(.ring, of:
  /// .chip("search"))`; the element itself when it is whole.
  public var whole: ComposerElement {
    if case .part(_, let owner) = self { owner.whole } else { self }
  }
}

extension ComposerElement: CustomStringConvertible {
  public var description: String { name }
}
