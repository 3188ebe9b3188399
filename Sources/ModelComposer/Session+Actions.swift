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
    if let unknown = unknownID(in: action) { return unknown }
    guard let reason = reasonAgainst(action) else { return nil }
    return ActionRefusal(
      "\(action.name) is not allowed now: \(reason); allowed now: "
        + allowedActionForms.joined(separator: ", "))
  }

  /// The forms of `ComposerAction.forms` that this state allows.
  public var allowedActionForms: [String] {
    let representatives: [ComposerAction?] = [
      .send, .stop, .succeed, .fail(message: nil),
      configuration.availableModes.first.map { .toggleMode($0.id) },
      configuration.models.first.map { .selectModel($0.id) },
      .type("a"), .focus, .blur, .useMessage, .openMenu, .closeMenu,
    ]
    return zip(ComposerAction.forms, representatives).compactMap { form, action in
      action.flatMap { reasonAgainst($0) == nil ? form : nil }
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

  private func unknownID(in action: ComposerAction) -> ActionRefusal? {
    switch action {
    case .toggleMode(let id) where !configuration.availableModes.contains { $0.id == id }:
      let ids = configuration.availableModes.map(\.id)
      return ActionRefusal(
        "\(action.name): no mode has the id \"\(id)\"\(Suggestion.clause(for: id, among: ids)); "
          + (ids.isEmpty ? "there are no modes" : "modes are \(ids.joined(separator: ", "))"))
    case .selectModel(let id) where !configuration.models.contains { $0.id == id }:
      let ids = configuration.models.map(\.id)
      return ActionRefusal(
        "\(action.name): no model has the id \"\(id)\"\(Suggestion.clause(for: id, among: ids)); "
          + (ids.isEmpty ? "there are no models" : "models are \(ids.joined(separator: ", "))"))
    default:
      return nil
    }
  }

  /// What keeps `action` from running here, in a few words; nil when nothing does.
  private func reasonAgainst(_ action: ComposerAction) -> String? {
    let atLimit = "the composer is at its limit"
    switch action {
    case .send:
      if isSending { return "a message is already sending" }
      if !areControlsEnabled { return atLimit }
      if configuration.currentModel == nil { return "there is no model to send to" }
      return canSend ? nil : "the field has no text to send"
    case .stop, .succeed, .fail:
      return isSending ? nil : "no message is sending"
    case .toggleMode, .type, .focus:
      return areControlsEnabled ? nil : atLimit
    case .selectModel:
      return isModelPickerEnabled ? nil : "the pill is off"
    case .blur:
      return nil
    case .useMessage:
      guard let usage = configuration.usage else { return "there is no usage to count down" }
      return usage.isExhausted ? "no messages are left" : nil
    case .openMenu:
      if !isModelPickerEnabled { return "the pill is off" }
      return interaction.isMenuOpen ? "the menu is already open" : nil
    case .closeMenu:
      return interaction.isMenuOpen ? nil : "the menu is not open"
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
