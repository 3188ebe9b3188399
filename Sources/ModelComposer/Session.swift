import Foundation

extension ModelComposer {
  /// The composer's behaviour as a value: every rule of the spec about picking, toggling,
  /// sending, stopping and failing, with no SwiftUI in it, so it is tested here and the view
  /// only forwards.
  ///
  /// The view builds a session from its configuration and state for each action, calls one
  /// method, writes `configuration.modelID`, `configuration.modeIDs` and `interaction` back
  /// and forwards `events`. It runs `onSend` in a `SendTask`, and reports how that task ended
  /// with `finishSending(with:)` unless Stop (or the view going away) cancelled it first.
  ///
  /// Decisions where the spec is silent:
  /// - While a message is sending the field, pill and chips stay on: turning the field off
  ///   would drop focus and the keyboard on every send, and the sent message already carries
  ///   its model and modes. Only Send is taken, by Stop.
  /// - The error line clears on the next send and on any edit of the text.
  /// - Picking the model already current, or a mode or model the configuration does not list,
  ///   changes nothing and fires nothing; so does anything but Stop while at the limit. That
  ///   holds for a locked current model too (the app's binding may name one): picking it
  ///   again does not call `onLocked`, as picking the checked item of an iOS menu or picker
  ///   changes nothing; only picking a locked model other than the current one does.
  /// - Text that holds nothing a reader could see (spaces, newlines, format characters such as
  ///   U+FEFF, U+2060 or U+200B, a lone variation selector) is blank: Send stays off for it,
  ///   and a message is trimmed of it at both ends (`String.isBlank`,
  ///   `trimmingInvisible()`).
  /// - A cancellation that reaches `finishSending(with:)` is a failure like any other. Stop's
  ///   own cancellation never gets there (the view drops the outcome of a task it cancelled,
  ///   and a late one finds the session no longer sending), so this one is a network stack
  ///   cancelling on its own, and the user, who did not ask for it, gets the text back.
  public struct Session: Hashable, Sendable {
    public var configuration: Configuration
    public var interaction: Interaction
    /// The language of the announcements and of the failure message the session writes into
    /// the interaction: the view's `\.locale`, a scenario's `locale`.
    public let locale: Locale
    /// What the actions so far asked for, oldest first.
    public private(set) var events: [ComposerEvent] = []

    public init(
      configuration: Configuration, interaction: Interaction = Interaction(),
      locale: Locale = Locale(identifier: "en_US")
    ) {
      self.configuration = configuration
      self.interaction = interaction
      self.locale = locale
    }

    public var isSending: Bool { interaction.phase.isSending }

    /// The field and the chips: off only at the limit.
    public var areControlsEnabled: Bool { !configuration.isAtLimit }

    /// The pill: off at the limit and when there is no model to list.
    public var isModelPickerEnabled: Bool {
      areControlsEnabled && !configuration.models.isEmpty
    }

    /// Send is on for text with something to see (not blank: see the decisions above), below
    /// the limit, with a model to send to, and not while a message is already sending.
    public var canSend: Bool {
      areControlsEnabled && !isSending && configuration.currentModel != nil
        && !interaction.text.isBlank
    }

    /// A locked model calls `onLocked` (when there is one) and leaves the selection alone,
    /// unless it is the current model, which picking again leaves alone and calls nothing; any
    /// other model becomes current, with a selection tick and an announcement.
    public mutating func selectModel(_ id: Model.ID) {
      interaction.isMenuOpen = false
      guard isModelPickerEnabled, let model = configuration.models.first(where: { $0.id == id })
      else { return }
      if model.isLocked {
        let isCurrent = configuration.currentModel == model
        if configuration.hasLockedHandler && !isCurrent {
          events.append(.lockedModelPicked(model))
        }
        return
      }
      let previous = configuration.currentModel
      configuration.modelID = id
      guard previous != model else { return }
      events += [.haptic(.selection), .announcement(.modelChanged(to: model.name, in: locale))]
    }

    /// Turns a mode on or off; any number can be on.
    public mutating func toggleMode(_ id: Mode.ID) {
      guard areControlsEnabled, configuration.availableModes.contains(where: { $0.id == id })
      else { return }
      if configuration.modeIDs.remove(id) == nil { configuration.modeIDs.insert(id) }
      events.append(.haptic(.selection))
    }

    /// The field's text changed; an edit clears a failed send's error.
    public mutating func updateText(_ text: String) {
      guard text != interaction.text else { return }
      interaction.text = text
      if interaction.phase.isFailed { interaction.phase = .idle }
    }

    /// The message to hand to `onSend`, or nil when Send is off. Clears the field and shows
    /// Stop until `finishSending(with:)` or `stop()`.
    public mutating func send() -> Message? {
      guard canSend, let model = configuration.currentModel else { return nil }
      let draft = interaction.text
      interaction.text = ""
      interaction.phase = .sending(draft: draft)
      interaction.isMenuOpen = false
      events.append(.haptic(.lightImpact))
      return Message(
        text: draft.trimmingInvisible(), model: model, modes: configuration.selectedModes)
    }

    /// Stop: the composer is free at once, the text is not handed back, and VoiceOver says
    /// "Stopped". The view cancels the task and drops its outcome; one that still arrives is
    /// ignored, since the session is no longer sending.
    ///
    /// The view guards Stop against the second tap of a double tap on Send
    /// (`SendTask.acceptsStop(at:)`), which would otherwise throw the message away.
    public mutating func stop() {
      guard isSending else { return }
      interaction.phase = .idle
      events.append(.announcement(.stopped(in: locale)))
    }

    /// `onSend` returned (nil) or threw. Any error, a cancellation included, shows its message
    /// under the card, hands the text back, and buzzes and announces it.
    ///
    /// The text comes back in front of anything typed while sending, on its own line, so
    /// neither is lost; into an empty (or blank, as Send means it) field it comes back as it
    /// was typed.
    public mutating func finishSending(with error: (any Error)?) {
      guard case .sending(let draft) = interaction.phase else { return }
      guard let error else {
        interaction.phase = .idle
        return
      }
      let message = error.composerMessage(in: locale)
      let typed = interaction.text
      interaction.text = typed.isBlank ? draft : draft + "\n" + typed
      interaction.phase = .failed(message: message)
      events += [.haptic(.error), .announcement(.failure(message))]
    }
  }
}

extension Error {
  /// `CancellationError` is what Swift's structured concurrency throws on cancellation;
  /// `URLError(.cancelled)` is what URLSession's async API throws instead when its task is
  /// cancelled.
  fileprivate var isCancellation: Bool {
    self is CancellationError || (self as? URLError)?.code == .cancelled
  }

  /// Its `LocalizedError.errorDescription`, or "Couldn't send. Try again." in `locale`'s
  /// language, which is also what a cancellation shows: whatever it describes itself as
  /// ("cancelled") tells the user nothing they can act on.
  fileprivate func composerMessage(in locale: Locale) -> String {
    Copy.failureMessage(
      isCancellation ? nil : (self as? any LocalizedError)?.errorDescription, in: locale)
  }
}
