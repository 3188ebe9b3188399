/// Something the composer asks its host to do, beyond redrawing. The SwiftUI view forwards
/// these (`sensoryFeedback`, `AccessibilityNotification.Announcement`, `onLocked`); the
/// renderer and the tests record them.
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
