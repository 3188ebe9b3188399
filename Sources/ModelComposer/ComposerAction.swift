/// One thing that happens to the composer: a tap, a keystroke, focus, or the app reporting how
/// a send ended or handing over a new `Usage`. Each takes one state of the card to the next
/// (`Session.perform(_:)`); `ComposerMotion` says what curve the change moves on, and the
/// headless renderer films it, reading actions from their text ("toggle-mode:search").
public enum ComposerAction: Hashable, Sendable {
  /// Send tapped: the text goes, Stop takes Send's place.
  case send
  /// Stop tapped while a message is sending.
  case stop
  /// `onSend` returned.
  case succeed
  /// `onSend` threw an error describing itself as `message` (nil: one that does not, which
  /// shows "Couldn't send. Try again.").
  case fail(message: String?)
  case toggleMode(ModelComposer.Mode.ID)
  /// Picked in the pill's menu.
  case selectModel(ModelComposer.Model.ID)
  /// Typed at the end of the field's text.
  case type(String)
  case focus
  case blur
  /// The app handed over a `Usage` with one message fewer (`Usage.afterSending()`).
  case useMessage
  case openMenu
  case closeMenu

  /// What an action is, without what it carries: one case an action, in the order messages
  /// list them. What each kind needs is `Session`'s (`allowedActions`); how each is written as
  /// text is the renderer's, whose films read actions from the command line.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case send, stop, succeed, fail
    case toggleMode, selectModel, type, focus, blur
    case useMessage, openMenu, closeMenu
  }

  /// The action without what it carries: `.toggleMode("search")` is a `.toggleMode`.
  public var kind: Kind {
    switch self {
    case .send: .send
    case .stop: .stop
    case .succeed: .succeed
    case .fail: .fail
    case .toggleMode: .toggleMode
    case .selectModel: .selectModel
    case .type: .type
    case .focus: .focus
    case .blur: .blur
    case .useMessage: .useMessage
    case .openMenu: .openMenu
    case .closeMenu: .closeMenu
    }
  }
}

/// Why the session will not run an action: which action, and why, with the ids that exist or
/// the kinds of action that are possible instead. Typed, so whatever shows it words it in its
/// own terms (the renderer's films: `FilmError.refused`). Only a `Session` makes one.
public struct ActionRefusal: Error, Hashable, Sendable {
  /// The action as it was asked for, with what it carries.
  public let action: ComposerAction
  /// Why it cannot run, with what can instead.
  public let reason: Reason

  public enum Reason: Hashable, Sendable {
    /// The action names a mode the configuration does not offer; `known` are the ids it
    /// offers, in its order.
    case unknownMode(ModelComposer.Mode.ID, known: [ModelComposer.Mode.ID])
    /// The action names a model the configuration does not list; `known` are the ids it lists.
    case unknownModel(ModelComposer.Model.ID, known: [ModelComposer.Model.ID])
    /// `obstacle` keeps the action from running in this state; `allowed` are the kinds of
    /// action that can (`Session.allowedActions`).
    case notAllowed(Obstacle, allowed: [ComposerAction.Kind])
  }

  /// What keeps an action from running in a state.
  public enum Obstacle: Hashable, Sendable {
    case alreadySending
    /// The usage is at its limit, which turns the controls off.
    case atLimit
    /// Send with no model to send to.
    case noModel
    case noTextToSend
    /// Stop, succeed or fail with no message sending.
    case notSending
    /// The pill is off (`Session.isModelPickerEnabled`), for a pick or the menu.
    case pillOff
    /// Use-message with no usage to count down.
    case noUsage
    case noMessagesLeft
    case menuAlreadyOpen
    case menuNotOpen
  }
}
