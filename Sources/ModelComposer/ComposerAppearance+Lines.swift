import SPTheme

extension ComposerAppearance {
  /// Why the last send failed, in `danger` under the card.
  public struct ErrorLine: Sendable, Equatable {
    public let text: String

    public var color: SPTheme.ColorRole { .danger }
    public var symbol: String { "exclamationmark.circle" }
    /// The theme's footnote.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken { type.footnote }

    public var accessibility: AccessibilityElement {
      AccessibilityElement(id: .errorLine, label: text, traits: [.staticText])
    }
  }

  /// How many messages are left and when more arrive.
  public struct UsageLine: Sendable, Hashable {
    public let text: String
    /// The line as one sentence, ending in a full stop.
    public let accessibilitySentence: String
    /// The count the line names: the view rolls its digits towards it as it changes.
    public let remaining: Int
    /// Low or at the limit: `warning` with a leading warning symbol.
    public let isWarning: Bool

    public var color: SPTheme.ColorRole { isWarning ? .warning : .textSecondary }
    public var symbol: String? { isWarning ? "exclamationmark.triangle.fill" : nil }
    /// The theme's footnote with tabular digits, so the count does not jiggle as it rolls.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken {
      type.footnote.monospacedDigit()
    }

    public var accessibility: AccessibilityElement {
      AccessibilityElement(id: .usageLine, label: accessibilitySentence, traits: [.staticText])
    }
  }

  /// The one accent left at the limit.
  public struct Upgrade: Sendable, Hashable {
    /// "Upgrade", in the context's language.
    public let title: String
    public var color: SPTheme.ColorRole { .accent }
    /// The theme's subhead in Semibold.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken {
      type.subhead.weight(.semibold)
    }

    public var accessibility: AccessibilityElement {
      AccessibilityElement(id: .upgrade, label: title, traits: [.button])
    }
  }
}
