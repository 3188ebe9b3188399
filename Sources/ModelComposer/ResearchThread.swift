extension ModelComposer {
  /// The spec's Research thread, in one place: the state `ModelComposerExample` starts in and
  /// every scenario starts from, so the example and the renderer's pictures show one thread:
  /// the sample models with Atlas 3 current, the default modes all off, 12 of 40 messages left,
  /// "Ask anything", and an upgrade prompt from the locked model or from Upgrade.
  public enum ResearchThread {
    public static let models = Model.samples
    public static let model: Model.ID = "atlas-3"
    public static let availableModes = Mode.defaults
    /// The modes that are on, in chip order.
    public static let modes: [Mode.ID] = []
    public static let usage = Usage(remaining: 12, limit: 40)
    public static let placeholder = Copy.research.placeholder
    /// The example passes `onUpgrade`, so Upgrade shows at the limit.
    public static let hasUpgrade = true
    /// The example passes `onLocked`, so the locked model can be picked to prompt the upgrade.
    public static let hasLockedHandler = true

    /// The block's inputs as the example builds them.
    public static var configuration: Configuration {
      Configuration(
        model: model, modes: Set(modes), models: models, availableModes: availableModes,
        usage: usage, placeholder: placeholder, hasUpgrade: hasUpgrade,
        hasLockedHandler: hasLockedHandler)
    }
  }
}
