import Foundation

extension ModelComposer {
  /// The spec's Research thread, in one place: the state `ModelComposerExample` starts in and
  /// every scenario starts from, so the example and the renderer's pictures show one thread:
  /// the sample models with Atlas 3 current, the default modes all off, 12 of 40 messages left,
  /// "Ask anything", and an upgrade prompt from the locked model or from Upgrade. Its words are
  /// in the language of the locale given (the view's `\.locale`, a scenario's `locale`).
  public enum ResearchThread {
    public static func models(in locale: Locale) -> [Model] { Model.samples(in: locale) }
    public static let model: Model.ID = "atlas-3"
    public static func availableModes(in locale: Locale) -> [Mode] { Mode.defaults(in: locale) }
    /// The modes that are on, in chip order.
    public static let modes: [Mode.ID] = []
    public static let usage = Usage(remaining: 12, limit: 40)
    public static func placeholder(in locale: Locale) -> String {
      Copy.research.placeholder.resolved(in: locale)
    }
    /// The example passes `onUpgrade`, so Upgrade shows at the limit.
    public static let hasUpgrade = true
    /// The example passes `onLocked`, so the locked model can be picked to prompt the upgrade.
    public static let hasLockedHandler = true

    /// `configuration(in:)` in the app's language (`Locale.current`).
    public static var configuration: Configuration { configuration(in: .current) }

    /// The block's inputs as the example builds them, in `locale`'s language.
    public static func configuration(in locale: Locale) -> Configuration {
      Configuration(
        model: model, modes: Set(modes), models: models(in: locale),
        availableModes: availableModes(in: locale), usage: usage,
        placeholder: placeholder(in: locale), hasUpgrade: hasUpgrade,
        hasLockedHandler: hasLockedHandler)
    }
  }
}
