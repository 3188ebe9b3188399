import Foundation

/// One VoiceOver element of the card, in the shape both renderers need: the view applies the
/// label, value and traits to its controls; the renderer finds the frame of the element `id`
/// names in its layout and writes the accessibility dump.
///
/// Ids are whole elements, never parts: `.field`, `.pill`, `.menuRow(model id)` (while the menu
/// is open), `.chip(mode id)`, `.send` (Send or Stop: one slot), `.errorLine`, `.usageLine`,
/// `.upgrade`.
public struct AccessibilityElement: Identifiable, Hashable, Sendable {
  public let id: ComposerElement
  public let label: String
  public let value: String?
  public let traits: Set<AccessibilityTrait>

  init(
    id: ComposerElement, label: String, value: String? = nil, traits: Set<AccessibilityTrait>
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.traits = traits
  }

  /// The view's `accessibilityIdentifier`, for an app's UI tests: the element's stable name
  /// (`ComposerElement.name`), never localised and never changed: "field", "pill",
  /// "chip.<mode id>", "send" (Send and Stop, one slot: its label says which), "error",
  /// "usage", "upgrade". The menu's rows ("menu.<model id>") are the system menu's items, found
  /// by their titles.
  public var identifier: String { id.name }
}

/// The traits the composer's elements carry; a subset of UIKit's, plus `textField`, which
/// UIKit leaves implicit for a text field but a dump has to say.
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable, Codable {
  case button
  case textField
  case staticText
  case selected
  case notEnabled
}

extension AccessibilityTrait {
  /// The trait as a VoiceOver reading names it, from the String Catalog: VoiceOver's word for it
  /// in `locale`'s language ("Taste", "ausgewählt"); in English the trait's own name ("button",
  /// "notEnabled"), as the readings have always printed it.
  public func name(in locale: Locale) -> String { Phrase(rawValue).resolved(in: locale) }
}

extension Set<AccessibilityTrait> {
  /// `traits` plus `notEnabled` for a control that is off.
  static func control(_ traits: Set<AccessibilityTrait>, isEnabled: Bool) -> Self {
    isEnabled ? traits : traits.union([.notEnabled])
  }
}
