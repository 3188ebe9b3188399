import Foundation
import SPTheme

/// Everything the card shows for one configuration, interaction state and context: texts,
/// which controls are on, colour roles, type tokens, symbols and accessibility. The SwiftUI
/// view and the headless renderer draw only from this, so a golden image tests the real rules.
///
/// Colours are `SPTheme.ColorRole`s and fonts the theme's type tokens (each part's
/// `font(in: theme.type)`: `type.subhead.weight(.semibold)` for the pill), resolved by each
/// renderer with the theme it reads, for its colour scheme, contrast and text size; so the
/// appearance itself holds no theme. Symbols are SF Symbol names.
public struct ComposerAppearance: Sendable, Equatable {
  public let dynamicTypeSize: SPTheme.DynamicTypeSize
  public let field: Field
  /// The card's 1 point hairline: `separator`, `textPrimary` while the field is focused.
  public let borderColor: SPTheme.ColorRole
  public let pill: Pill
  public let menu: ModelMenu
  /// In `availableModes` order; empty when there are none, which hides the chips.
  public let chips: [Chip]
  public let sendButton: SendButton
  /// Under the card while the last send has failed.
  public let errorLine: ErrorLine?
  /// Under the error line; nil without a usage.
  public let usageLine: UsageLine?
  /// At the trailing end of the usage line at the limit, when there is an upgrade handler.
  public let upgrade: Upgrade?

  public init(
    configuration: ModelComposer.Configuration,
    interaction: ModelComposer.Interaction,
    context: ModelComposer.Context
  ) {
    let session = ModelComposer.Session(configuration: configuration, interaction: interaction)
    let currentModel = configuration.currentModel
    let locale = context.locale
    dynamicTypeSize = context.dynamicTypeSize
    field = Field(
      text: interaction.text,
      prompt: configuration.isAtLimit
        ? Copy.limitPrompt.resolved(in: locale) : configuration.placeholder,
      isEnabled: session.areControlsEnabled,
      isFocused: interaction.isFocused && session.areControlsEnabled)
    borderColor = field.isFocused ? .textPrimary : .separator
    pill = Pill(
      title: currentModel?.name ?? Copy.noModel.resolved(in: locale),
      isEnabled: session.isModelPickerEnabled,
      accessibilityLabel: Copy.modelLabel.resolved(in: locale))
    menu = ModelMenu(
      isOpen: interaction.isMenuOpen && pill.isEnabled,
      rows: configuration.models.map { model in
        ModelMenu.Row(
          model: model, isChecked: model.id == currentModel?.id,
          isEnabled: !model.isLocked || configuration.hasLockedHandler, locale: locale)
      })
    chips = configuration.availableModes.map { mode in
      let isOn = configuration.modeIDs.contains(mode.id)
      return Chip(
        mode: mode, isOn: isOn, isEnabled: session.areControlsEnabled,
        showsTitle: isOn && !context.dynamicTypeSize.isAccessibilitySize,
        accessibilityValue: (isOn ? Copy.on : Copy.off).resolved(in: locale))
    }
    sendButton =
      session.isSending
      ? SendButton(kind: .stop, isEnabled: true, accessibilityLabel: Copy.stop.resolved(in: locale))
      : SendButton(
        kind: .send, isEnabled: session.canSend,
        accessibilityLabel: Copy.send.resolved(in: locale))
    errorLine =
      if case .failed(let message) = interaction.phase {
        ErrorLine(text: Copy.failureMessage(message, in: locale))
      } else {
        nil
      }
    usageLine = configuration.usage.map { usage in
      let wording = usage.wording(in: context)
      return UsageLine(
        text: wording.line, accessibilitySentence: wording.sentence, remaining: usage.remaining,
        isWarning: usage.isLow)
    }
    upgrade =
      configuration.isAtLimit && configuration.hasUpgrade
      ? Upgrade(title: Copy.upgrade.resolved(in: locale)) : nil
  }

  /// Every element VoiceOver visits, in reading order: the field, the pill, the menu's rows
  /// while it is open (it opens above the pill), the chips, Send or Stop, then the lines under
  /// the card and Upgrade.
  public var accessibilityElements: [AccessibilityElement] {
    [field.accessibility, pill.accessibility]
      + (menu.isOpen ? menu.rows.map(\.accessibility) : [])
      + chips.map(\.accessibility)
      + [sendButton.accessibility]
      + [errorLine?.accessibility, usageLine?.accessibility, upgrade?.accessibility]
      .compactMap { $0 }
  }
}
