import Foundation
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
      /// "Pro" beside the lock of a locked model.
      public let badge: String?
      /// The line under the name in a platform menu, which gives each item a title, one subtitle
      /// and one image (SwiftUI's `Menu`): "Pro" leads the detail, "Pro · Best for complex
      /// problems", since there is no trailing slot for it beside the lock. Nil when there is
      /// neither, so no empty line shows.
      public let subtitle: String?
      /// Name and detail as one label, as VoiceOver reads a button holding both: "Atlas 3,
      /// Great for most questions".
      public let accessibilityLabel: String

      /// The row of `model`, its words in `locale`'s language.
      init(model: ModelComposer.Model, isChecked: Bool, isEnabled: Bool, locale: Locale) {
        self.model = model
        self.isChecked = isChecked
        self.isEnabled = isEnabled
        badge = model.isLocked ? Copy.pro.resolved(in: locale) : nil
        subtitle =
          switch (model.isLocked, model.detail.isEmpty) {
          case (true, false): Copy.pro(model.detail).resolved(in: locale)
          case (true, true): badge
          case (false, false): model.detail
          case (false, true): nil
          }
        accessibilityLabel =
          model.detail.isEmpty
          ? model.name : Copy.menuRow(name: model.name, detail: model.detail).resolved(in: locale)
      }

      public static let checkmarkSymbol = "checkmark"
      public static let lockSymbol = "lock.fill"

      public var id: ModelComposer.Model.ID { model.id }
      public var name: String { model.name }
      public var detail: String { model.detail }
      public var isLocked: Bool { model.isLocked }
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

      /// The one image a platform menu item shows: the lock on a locked model. The check on the
      /// current model is the item's state, which the system draws (and VoiceOver reads as
      /// selected), not an image.
      public var symbol: String? { isLocked ? Self.lockSymbol : nil }

      /// Name and detail as one label, as VoiceOver reads a button holding both; "Pro" as the
      /// value of a locked model; selected on the current one.
      public var accessibility: AccessibilityElement {
        AccessibilityElement(
          id: .menuRow(id), label: accessibilityLabel,
          value: badge,
          traits: .control(isChecked ? [.button, .selected] : [.button], isEnabled: isEnabled))
      }
    }
  }
}
