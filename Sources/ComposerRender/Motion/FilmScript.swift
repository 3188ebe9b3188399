import ModelComposer

/// What a film shows: a starting scenario and the actions that follow, one after another.
///
/// `prelude` runs before the film starts, so a film can begin mid-way, with state a scenario
/// file cannot hold: after `send`, the text that a failed send hands back.
public struct FilmScript: Sendable, Hashable {
  public var scenario: Scenario
  public var prelude: [ComposerAction]
  public var actions: [ComposerAction]

  public init(
    scenario: Scenario, prelude: [ComposerAction] = [], actions: [ComposerAction]
  ) {
    self.scenario = scenario
    self.prelude = prelude
    self.actions = actions
  }

  /// The state before the first action and after each one, in order; throws the refusal of
  /// the first action its state does not allow, with its step.
  func states() throws(FilmError) -> [FilmState] {
    var state = FilmState(scenario)
    for action in prelude {
      do {
        state = try state.performing(action)
      } catch {
        throw .refused(error, step: nil, of: actions.count)
      }
    }
    var states = [state]
    var total = state.scenario.text.unicodeScalars.count
    for (index, action) in actions.enumerated() {
      do {
        state = try state.performing(action)
      } catch {
        throw .refused(error, step: index + 1, of: actions.count)
      }
      // Typing adds to the field: the limit a scenario's text has holds in every state.
      let length = state.scenario.text.unicodeScalars.count
      guard length <= Scenario.maximumTextLength else {
        throw .textTooLong(step: index + 1, length: length)
      }
      // Every state is laid out and kept, so their text together is bounded too.
      total += length
      states.append(state)
      guard total <= Film.maximumLaidOutText else {
        throw .tooMuchText(total: total, states: states.count)
      }
    }
    return states
  }
}

/// One state of a film: the scenario the renderer lays out, and what a scenario cannot say,
/// the text a running send hands back if it fails.
struct FilmState: Sendable {
  var scenario: Scenario
  /// The text as it was when the running send began; empty when none is running.
  var draft = ""

  init(_ scenario: Scenario) {
    self.scenario = scenario
  }

  /// The state after `action`, run through the core's `Session` as the view runs it.
  func performing(_ action: ComposerAction) throws(ActionRefusal) -> FilmState {
    var interaction = scenario.interaction
    if interaction.phase.isSending { interaction.phase = .sending(draft: draft) }
    var session = ModelComposer.Session(
      configuration: scenario.configuration, interaction: interaction,
      locale: scenario.context.locale)
    try session.perform(action)
    return FilmState(scenario, after: session)
  }

  /// `base` with the session's bindings and interaction written back into it.
  private init(_ base: Scenario, after session: ModelComposer.Session) {
    var scenario = base
    let configuration = session.configuration
    scenario.model = configuration.modelID
    scenario.modes = configuration.availableModes.map(\.id).filter(configuration.modeIDs.contains)
    scenario.usage = configuration.usage
    scenario.interaction = session.interaction
    if case .sending(let draft) = session.interaction.phase { self.draft = draft }
    self.scenario = scenario
  }
}
