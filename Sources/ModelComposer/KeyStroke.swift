extension ModelComposer {
  /// A key pressed on a hardware keyboard while the field has focus, in the core's terms: the
  /// view turns SwiftUI's `KeyPress` into one and asks the session what it means
  /// (`Session.response(to:)`), so the keyboard's rules are tested here, without a device.
  public struct KeyStroke: Hashable, Sendable {
    public enum Key: Hashable, Sendable {
      case `return`
      case escape
    }

    /// The modifiers that change what a key does; ⌘ and ⌃ change nothing (⌘↩ sends as ↩ does).
    public struct Modifiers: OptionSet, Hashable, Sendable {
      public let rawValue: Int

      public init(rawValue: Int) {
        self.rawValue = rawValue
      }

      public static let shift = Modifiers(rawValue: 1 << 0)
      public static let option = Modifiers(rawValue: 1 << 1)
    }

    /// What the composer does with a key.
    public enum Response: Hashable, Sendable {
      /// Sends, as Send does, and keeps the key from the field.
      case send
      /// Stops the send, as Stop does, and keeps the key from the field.
      case stop
      /// Keeps the key from the field and does nothing: Return with nothing to send, or the
      /// repeats of a held Return, which would otherwise type line breaks into the empty field.
      case consume
      /// Leaves the key to the field, which types a line break for ⇧↩ and ⌥↩, and to the
      /// system, which may use Escape to close what it shows.
      case passThrough
    }

    public var key: Key
    public var modifiers: Modifiers
    /// A repeat of a key held down, after its first press.
    public var isRepeat: Bool

    public init(_ key: Key, modifiers: Modifiers = [], isRepeat: Bool = false) {
      self.key = key
      self.modifiers = modifiers
      self.isRepeat = isRepeat
    }
  }
}

extension ModelComposer.Session {
  /// What a hardware key does, as Messages has it on iPad and Mac: Return sends (⌘↩ too), ⇧↩
  /// and ⌥↩ start a new line, Escape stops a send. A Return that cannot send (a blank field, a
  /// message already sending) does nothing rather than typing a line break, as in Messages;
  /// Escape with nothing sending is left to the system.
  public func response(to stroke: ModelComposer.KeyStroke) -> ModelComposer.KeyStroke.Response {
    switch stroke.key {
    case .return:
      if !stroke.modifiers.isDisjoint(with: [.shift, .option]) { return .passThrough }
      return canSend && !stroke.isRepeat ? .send : .consume
    case .escape:
      guard isSending else { return .passThrough }
      return stroke.isRepeat ? .consume : .stop
    }
  }
}
