extension ModelComposer {
  /// What `onSend` receives.
  public struct Message: Hashable, Sendable {
    /// Trimmed of what cannot be seen at either end: whitespace, newlines, format characters,
    /// lone variation selectors (`trimmingInvisible()`); never empty.
    public var text: String
    public var model: Model
    /// The modes that were on, in chip (`availableModes`) order.
    public var modes: [Mode]

    public init(text: String, model: Model, modes: [Mode]) {
      self.text = text
      self.model = model
      self.modes = modes
    }
  }
}
