import SPTheme

extension ComposerAppearance {
  /// The pill's menu: every model, a check on the current one, a lock with "Pro" on locked ones.
  public struct ModelMenu: Sendable, Equatable {
    /// Showing (the renderer draws it above the pill); never while the pill is off.
    public let isOpen: Bool
    /// Always listed, open or not: SwiftUI's `Menu` builds its content ahead of opening.
    public let rows: [Row]

    public struct Row: Identifiable, Sendable, Equatable {
      public let model: ModelComposer.Model
      public let isChecked: Bool
      /// Off only for a locked model when there is no `onLocked` to call.
      public let isEnabled: Bool

      public static let checkmarkSymbol = "checkmark"
      public static let lockSymbol = "lock.fill"

      public var id: ModelComposer.Model.ID { model.id }
      public var name: String { model.name }
      public var detail: String { model.detail }
      public var isLocked: Bool { model.isLocked }
      /// "Pro" beside the lock of a locked model.
      public var badge: String? { isLocked ? Copy.pro : nil }
      public var nameColor: SPTheme.ColorRole { isEnabled ? .textPrimary : .textTertiary }
      /// The subtitle's colour, "Pro" included.
      public var detailColor: SPTheme.ColorRole { isEnabled ? .textSecondary : .textTertiary }
      /// The lock's colour: a menu item's image takes its title's colour.
      public var symbolColor: SPTheme.ColorRole { nameColor }
      /// The system's body, not the theme's: the view shows the system `Menu`, whose items UIKit
      /// sets in its own fonts whatever the app's theme says, so the renderer's picture of it
      /// does too.
      public var nameFont: SPTheme.TextToken { SPTheme.TextToken(.body) }
      /// The subtitle's font: iOS's menus set an item's subtitle in subheadline (UIKit's
      /// `UIMenuElement.subtitle`; AveMenuKit and Apple's design library agree), the system's
      /// as `nameFont` is, so the renderer's picture does too.
      public var detailFont: SPTheme.TextToken { SPTheme.TextToken(.subhead) }

      /// The line under the name in a platform menu, which gives each item a title, one subtitle
      /// and one image (SwiftUI's `Menu`): "Pro" leads the detail, "Pro · Best for complex
      /// problems", since there is no trailing slot for it beside the lock. Nil when there is
      /// neither, so no empty line shows.
      public var subtitle: String? {
        switch (isLocked, detail.isEmpty) {
        case (true, false): Copy.pro(detail)
        case (true, true): Copy.pro
        case (false, false): detail
        case (false, true): nil
        }
      }

      /// The one image a platform menu item shows: the lock on a locked model. The check on the
      /// current model is the item's state, which the system draws (and VoiceOver reads as
      /// selected), not an image.
      public var symbol: String? { isLocked ? Self.lockSymbol : nil }

      /// Name and detail as one label, as VoiceOver reads a button holding both; "Pro" as the
      /// value of a locked model; selected on the current one.
      public var accessibility: AccessibilityElement {
        AccessibilityElement(
          id: .menuRow(id), label: detail.isEmpty ? name : Copy.menuRow(name: name, detail: detail),
          value: badge,
          traits: .control(isChecked ? [.button, .selected] : [.button], isEnabled: isEnabled))
      }
    }
  }
}
