import Foundation

extension ModelComposer.Session {
  /// Why `action` cannot run in this state, with the actions that can; nil when it can. The
  /// rules are the session's own (`canSend`, `areControlsEnabled`, …), so what a film may show
  /// is exactly what the block lets a user do:
  /// - an id the configuration does not list is refused, naming the ids it does;
  /// - Stop, and the send's outcome (succeed, fail), need a message sending;
  /// - the chips, the field and focus need the controls on (below the limit); the menu needs
  ///   the pill on; open-menu needs it closed and close-menu open;
  /// - use-message needs a usage with a message left.
  ///
  /// Blur is always possible; focusing a focused field or picking the current model changes
  /// nothing, which is allowed, as tapping there is.
  public func refusal(of action: ComposerAction) -> ActionRefusal? {
    let reason =
      unknownID(in: action)
      ?? obstacle(to: action.kind).map { .notAllowed($0, allowed: allowedActions) }
    return reason.map { ActionRefusal(action: action, reason: $0) }
  }

  /// The kinds of action this state allows, in `ComposerAction.Kind`'s order: those nothing
  /// stands against, toggle-mode only when there is a mode to toggle (a pick needs a model,
  /// which the pill's being on already says).
  public var allowedActions: [ComposerAction.Kind] {
    ComposerAction.Kind.allCases.filter { kind in
      obstacle(to: kind) == nil && (kind != .toggleMode || !configuration.availableModes.isEmpty)
    }
  }

  /// Runs `action` as the view would (the tap, keystroke or report it stands for), or throws
  /// its refusal and changes nothing.
  public mutating func perform(_ action: ComposerAction) throws(ActionRefusal) {
    if let refusal = refusal(of: action) { throw refusal }
    switch action {
    case .send: _ = send()
    case .stop: stop()
    case .succeed: finishSending(with: nil)
    case .fail(let message): finishSending(with: DescribedFailure(errorDescription: message))
    case .toggleMode(let id): toggleMode(id)
    case .selectModel(let id): selectModel(id)
    case .type(let text): updateText(interaction.text + text)
    case .focus: interaction.isFocused = true
    case .blur: interaction.isFocused = false
    case .useMessage: configuration = configuration.with(usage: configuration.usage?.afterSending())
    case .openMenu: interaction.isMenuOpen = true
    case .closeMenu: interaction.isMenuOpen = false
    }
  }

  private func unknownID(in action: ComposerAction) -> ActionRefusal.Reason? {
    switch action {
    case .toggleMode(let id) where !configuration.availableModes.contains { $0.id == id }:
      .unknownMode(id, known: configuration.availableModes.map(\.id))
    case .selectModel(let id) where !configuration.models.contains { $0.id == id }:
      .unknownModel(id, known: configuration.models.map(\.id))
    default:
      nil
    }
  }

  /// What keeps an action of `kind` from running here; nil when nothing does. Only the kind
  /// counts: whatever an action carries, this state allows it or not.
  private func obstacle(to kind: ComposerAction.Kind) -> ActionRefusal.Obstacle? {
    switch kind {
    case .send:
      if isSending { return .alreadySending }
      if !areControlsEnabled { return .atLimit }
      if configuration.currentModel == nil { return .noModel }
      return canSend ? nil : .noTextToSend
    case .stop, .succeed, .fail:
      return isSending ? nil : .notSending
    case .toggleMode, .type, .focus:
      return areControlsEnabled ? nil : .atLimit
    case .selectModel:
      return isModelPickerEnabled ? nil : .pillOff
    case .blur:
      return nil
    case .useMessage:
      guard let usage = configuration.usage else { return .noUsage }
      return usage.isExhausted ? .noMessagesLeft : nil
    case .openMenu:
      if !isModelPickerEnabled { return .pillOff }
      return interaction.isMenuOpen ? .menuAlreadyOpen : nil
    case .closeMenu:
      return interaction.isMenuOpen ? nil : .menuNotOpen
    }
  }
}

/// The error a `fail` action stands for: one that describes itself as its message, or, with
/// none, one that does not.
private struct DescribedFailure: LocalizedError {
  let errorDescription: String?
}

extension ModelComposer.Configuration {
  /// The same inputs with another usage: what the app hands over after each message.
  fileprivate func with(usage: ModelComposer.Usage?) -> Self {
    Self(
      model: modelID, modes: modeIDs, models: models, availableModes: availableModes,
      usage: usage, placeholder: placeholder, hasUpgrade: hasUpgrade,
      hasLockedHandler: hasLockedHandler)
  }
}
