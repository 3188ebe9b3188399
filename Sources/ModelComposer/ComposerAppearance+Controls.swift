import SPTheme

extension ComposerAppearance {
  /// The text field. Off at the limit, where text and prompt are both `textTertiary`.
  public struct Field: Sendable, Equatable {
    public let text: String
    /// The placeholder, or "You've reached today's limit" at the limit.
    public let prompt: String
    public let isEnabled: Bool
    /// Focused and on: a field that is off cannot hold focus.
    public let isFocused: Bool

    /// The prompt shows only in an empty field, as `TextField` does (whitespace is text).
    public var showsPrompt: Bool { text.isEmpty }
    public var showsCaret: Bool { isFocused }
    public var textColor: SPTheme.ColorRole { isEnabled ? .textPrimary : .textTertiary }
    public var promptColor: SPTheme.ColorRole { .textTertiary }
    public var caretColor: SPTheme.ColorRole { .accent }
    /// The theme's body, text and prompt alike.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken { type.body }

    /// Labelled by its prompt, valued by its text.
    public var accessibility: AccessibilityElement {
      AccessibilityElement(
        id: .field, label: prompt, value: text.isEmpty ? nil : text,
        traits: .control([.textField], isEnabled: isEnabled))
    }
  }

  /// The model pill: a `fill` capsule naming the current model, opening the menu.
  public struct Pill: Sendable, Hashable {
    /// The current model's name, or "No model" when there is none to send to.
    public let title: String
    public let isEnabled: Bool
    /// "Model", in the context's language.
    public let accessibilityLabel: String

    public var background: SPTheme.ColorRole { .fill }
    public var titleColor: SPTheme.ColorRole { isEnabled ? .textPrimary : .textTertiary }
    public var chevronColor: SPTheme.ColorRole { isEnabled ? .textSecondary : .textTertiary }
    public var symbol: String { "chevron.up.chevron.down" }
    /// The theme's subhead in Semibold, name and chevrons alike; it sets the capsule's height
    /// (`ControlRow.pillHeight`).
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken { Self.font(in: type) }

    static func font(in type: SPTheme.Typography) -> SPTheme.TextToken {
      type.subhead.weight(.semibold)
    }

    /// "Model", with the current name as its value.
    public var accessibility: AccessibilityElement {
      AccessibilityElement(
        id: .pill, label: accessibilityLabel, value: title,
        traits: .control([.button], isEnabled: isEnabled))
    }
  }

  /// A mode chip: off, a `separator` ring around the outline symbol; on, a `fill` capsule with
  /// the filled symbol and, below the accessibility sizes, the title. Its symbol takes `font`
  /// no larger than `Metrics.largestSymbolTypeSize`, as Send's does.
  public struct Chip: Identifiable, Sendable, Hashable {
    public let mode: ModelComposer.Mode
    public let isOn: Bool
    public let isEnabled: Bool
    /// On and not at an accessibility size (AX1–AX5), where chips keep to their symbols. Below
    /// them an on chip always shows its name; chips that don't fit scroll in their lane.
    public let showsTitle: Bool
    /// "On" or "Off", in the context's language, as VoiceOver says a switch's state.
    public let accessibilityValue: String

    public var id: ModelComposer.Mode.ID { mode.id }
    public var title: String { mode.title }
    /// The base SF Symbol name, an outline (`photo`); see `usesFilledSymbol`.
    public var symbol: String { mode.symbol }
    /// On, the symbol's filled twin as SF pairs them (`photo.fill`), where SF has one: the
    /// view's `symbolVariant(.fill)`, the renderer's "name.fill".
    public var usesFilledSymbol: Bool { isOn }
    public var background: SPTheme.ColorRole? { isOn ? .fill : nil }
    public var ring: SPTheme.ColorRole? { isOn ? nil : .separator }
    public var symbolColor: SPTheme.ColorRole {
      isEnabled ? (isOn ? .textPrimary : .textSecondary) : .textTertiary
    }
    public var titleColor: SPTheme.ColorRole { isEnabled ? .textPrimary : .textTertiary }
    /// The theme's subhead in Medium, for the title and the symbol.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken {
      type.subhead.weight(.medium)
    }

    /// Its title, "On" or "Off", and the selected trait when on.
    public var accessibility: AccessibilityElement {
      AccessibilityElement(
        id: .chip(id), label: title, value: accessibilityValue,
        traits: .control(isOn ? [.button, .selected] : [.button], isEnabled: isEnabled))
    }
  }

  /// Send, or Stop in its place while a message is sending.
  public struct SendButton: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
      case send
      case stop
    }

    public let kind: Kind
    /// Send: text to send, below the limit, with a model. Stop: always.
    public let isEnabled: Bool
    /// "Send" or "Stop", in the context's language.
    public let accessibilityLabel: String

    public var background: SPTheme.ColorRole { isEnabled ? .accent : .fill }
    public var foreground: SPTheme.ColorRole { isEnabled ? .accentOn : .textTertiary }
    public var symbol: String { kind == .send ? "arrow.up" : "stop.fill" }
    /// The glyph's size and weight inside the 32 point circle, no larger than
    /// `Metrics.largestSymbolTypeSize`, as the chips' symbols: the theme's subhead in Semibold.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken {
      type.subhead.weight(.semibold)
    }

    public var accessibility: AccessibilityElement {
      AccessibilityElement(
        id: .send, label: accessibilityLabel,
        traits: .control([.button], isEnabled: isEnabled))
    }
  }
}
