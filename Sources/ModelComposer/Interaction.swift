extension ModelComposer {
  /// What the user is doing with the composer: the view's own state, or a scenario's.
  public struct Interaction: Hashable, Sendable {
    public var text: String
    public var isFocused: Bool
    public var phase: Phase
    /// The model menu is showing. SwiftUI's `Menu` keeps this itself; the renderer draws it.
    public var isMenuOpen: Bool

    public init(
      text: String = "", isFocused: Bool = false, phase: Phase = .idle, isMenuOpen: Bool = false
    ) {
      self.text = text
      self.isFocused = isFocused
      self.phase = phase
      self.isMenuOpen = isMenuOpen
    }

    public enum Phase: Hashable, Sendable {
      case idle
      /// `onSend` is running. `draft` is the text as typed, to hand back if the send fails.
      case sending(draft: String)
      /// The last send threw; `message` shows under the card until the next send or edit.
      case failed(message: String)

      /// `onSend` is running: Stop stands in for Send.
      public var isSending: Bool {
        if case .sending = self { true } else { false }
      }

      /// The last send threw: the error line shows until the next send or edit.
      public var isFailed: Bool {
        if case .failed = self { true } else { false }
      }
    }
  }
}
