extension ModelComposer {
  /// The block's inputs, named after `ModelComposer(model:modes:models:availableModes:usage:
  /// placeholder:onLocked:onUpgrade:onSend:)`: the view builds it from its initialiser, the
  /// renderer from a scenario. The closures become `has…` flags, since only their presence
  /// changes what the card shows.
  ///
  /// `modelID` and `modeIDs` are the app's bindings, so a `Session` may change them; the rest is
  /// fixed for one configuration.
  public struct Configuration: Hashable, Sendable {
    public var modelID: Model.ID
    public var modeIDs: Set<Mode.ID>
    /// In menu order. Of models sharing an id only the first is kept: an id has to name one
    /// model for the binding, the menu's rows and the accessibility ids to mean anything.
    public let models: [Model]
    /// In chip order, first of each id kept, as for `models`. Empty hides the chips.
    public let availableModes: [Mode]
    /// Nil hides the usage line and never limits.
    public let usage: Usage?
    public let placeholder: String
    /// `onUpgrade` is set: Upgrade shows at the end of the usage line at the limit.
    public let hasUpgrade: Bool
    /// `onLocked` is set: locked models can be picked (to call it). Without it their rows
    /// still show, with the lock and "Pro", but are disabled, since picking them does nothing.
    public let hasLockedHandler: Bool

    public init(
      model: Model.ID,
      modes: Set<Mode.ID> = [],
      models: [Model] = Model.samples,
      availableModes: [Mode] = Mode.defaults,
      usage: Usage? = nil,
      placeholder: String = "Message",
      hasUpgrade: Bool = false,
      hasLockedHandler: Bool = false
    ) {
      self.modelID = model
      self.modeIDs = modes
      self.models = models.firstOfEachID()
      self.availableModes = availableModes.firstOfEachID()
      self.usage = usage
      self.placeholder = placeholder
      self.hasUpgrade = hasUpgrade
      self.hasLockedHandler = hasLockedHandler
    }

    /// The model the pill names and a message goes to.
    ///
    /// `modelID` if it is in `models`, even when locked (the app owns the binding and may have
    /// reasons); otherwise the first unlocked model; nil when there is none (an empty list, or
    /// every model locked). The binding itself is not rewritten to the fallback: a view must
    /// not write state while it draws, and the app's id may become valid again.
    public var currentModel: Model? {
      models.first { $0.id == modelID } ?? models.first { !$0.isLocked }
    }

    /// The modes that are on, in chip order; ids not in `availableModes` are ignored.
    public var selectedModes: [Mode] {
      availableModes.filter { modeIDs.contains($0.id) }
    }

    /// Usage says nothing is left.
    public var isAtLimit: Bool { usage?.isExhausted ?? false }
  }
}

extension Array where Element: Identifiable {
  fileprivate func firstOfEachID() -> [Element] {
    var seen: Set<Element.ID> = []
    return filter { seen.insert($0.id).inserted }
  }
}
