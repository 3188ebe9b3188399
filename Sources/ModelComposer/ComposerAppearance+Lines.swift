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

  /// The one accent left at the limit, in subhead semibold at the card's text size, growing
  /// with the sentence it follows. Below the accessibility sizes it sits at the usage line's
  /// trailing end; at them (AX1–AX5) it stacks under the line, as Apple asks of what sits side
  /// by side at those sizes, rather than squeezing the growing sentence into a narrow column.
  /// It never stops growing, so it needs no Large Content Viewer; its target stays at least
  /// 44 pt.
  public struct Upgrade: Sendable, Hashable {
    /// "Upgrade", in the context's language.
    public let title: String
    public let placement: Placement

    init(title: String, dynamicTypeSize: SPTheme.DynamicTypeSize) {
      self.title = title
      placement = dynamicTypeSize.isAccessibilitySize ? .underLine : .besideLine
    }
    public var color: SPTheme.ColorRole { .accent }
    /// The theme's subhead in Semibold, beside the line and under it.
    public func font(in type: SPTheme.Typography) -> SPTheme.TextToken {
      type.subhead.weight(.semibold)
    }

    /// The most its 44 pt target reaches above its text. Beside the line,
    /// `Metrics.upgradeTargetReachAbove`, so it never meets the targets in the card's bottom
    /// corners; under the line only the sentence lies above it, so the target is centred on
    /// the text.
    public var maximumTargetReachAbove: Double {
      switch placement {
      case .besideLine: ModelComposer.Metrics.upgradeTargetReachAbove
      case .underLine: .infinity
      }
    }

    public var accessibility: AccessibilityElement {
      AccessibilityElement(id: .upgrade, label: title, traits: [.button])
    }

    /// Where Upgrade sits.
    public enum Placement: Sendable, Hashable {
      /// At the usage line's trailing end, `Metrics.upgradeSpacing` after its text, its first
      /// baseline on the line's first baseline.
      case besideLine
      /// On a line of its own, `Metrics.upgradeSpacing` under the sentence, at its leading
      /// edge.
      case underLine
    }
  }
}
