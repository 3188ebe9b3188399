/// Something the composer asks its host to do, beyond redrawing. `Session` collects these in
/// `events` as its actions run; the SwiftUI view forwards them (`sensoryFeedback`,
/// `AccessibilityNotification.Announcement`, `onLocked`) and the tests check them. The headless
/// renderer draws states, never runs actions, so it has none.
public enum ComposerEvent: Hashable, Sendable {
  case haptic(Haptic)
  /// A VoiceOver announcement.
  case announcement(String)
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
}
