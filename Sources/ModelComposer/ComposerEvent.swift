import Foundation

/// Something the composer asks its host to do, beyond redrawing. `Session` collects these in
/// `events` as its actions run; the SwiftUI view forwards them (`sensoryFeedback`,
/// `AccessibilityNotification.Announcement`, `onLocked`) and the tests check them. The headless
/// renderer draws states, never runs actions, so it has none.
public enum ComposerEvent: Hashable, Sendable {
  case haptic(Haptic)
  /// A VoiceOver announcement.
  case announcement(Announcement)
  /// A locked model was picked: call `onLocked` with it.
  case lockedModelPicked(ModelComposer.Model)

  public enum Haptic: Hashable, Sendable {
    /// The model or a mode changed.
    case selection
    /// Send.
    case lightImpact
    /// A send failed.
    case error
  }

  /// What VoiceOver should say, how urgently, and when. VoiceOver drops an announcement made
  /// while its focus or the screen changes, and every one of the composer's is made at such a
  /// moment, so each says how it gets heard. Whether it is can only be confirmed on a device
  /// with VoiceOver on.
  public struct Announcement: Hashable, Sendable {
    public let text: String
    public let priority: Priority
    public let timing: Timing

    /// iOS 17's announcement priorities (`accessibilitySpeechAnnouncementPriority`): `low`
    /// waits for other speech to finish; `default` interrupts it but can itself be
    /// interrupted; `high` interrupts it and cannot be interrupted once started.
    public enum Priority: Hashable, Sendable {
      case low
      case `default`
      case high
    }

    public enum Timing: Hashable, Sendable {
      /// As the action's changes are applied.
      case immediately
      /// Once the model menu has closed and VoiceOver has gone back to the pill: posted while
      /// the menu is still closing, it would be lost in the change of focus.
      case afterMenuCloses
    }

    /// "Model changed to …" in `locale`'s language, after the menu it was picked from has
    /// closed. High, so VoiceOver reading the pill it returns to does not cut it off.
    static func modelChanged(to name: String, in locale: Locale) -> Self {
      Self(
        text: Copy.modelChanged(to: name).resolved(in: locale), priority: .high,
        timing: .afterMenuCloses)
    }

    /// "Stopped" in `locale`'s language. High, so the slot's new label (Send in place of Stop),
    /// which VoiceOver reads as it changes under its focus, does not cut it off.
    static func stopped(in locale: Locale) -> Self {
      Self(text: Copy.stopped.resolved(in: locale), priority: .high, timing: .immediately)
    }

    /// Why a send failed, the same text as the error line. High: the message did not go, and
    /// the user has to hear that over whatever VoiceOver is reading.
    static func failure(_ message: String) -> Self {
      Self(text: message, priority: .high, timing: .immediately)
    }
  }
}
