extension ModelComposer {
  /// What `onSend` receives.
  public struct Message: Hashable, Sendable {
    /// Trimmed of leading and trailing whitespace and newlines; never empty.
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
