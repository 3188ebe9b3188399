import ComposerRender
import Foundation
import ModelComposer
import SPTheme
import Testing

@Suite struct ScenarioTests {
  private func decode(_ json: String) throws -> Scenario {
    try Scenario(json: Data(json.utf8))
  }

  @Test func emptyObjectIsTheResearchThread() throws {
    let scenario = try decode("{}")
    #expect(scenario == Scenario())
    #expect(scenario.width == 393 && scenario.scale == 3)
    #expect(scenario.model == "atlas-3" && scenario.models == ModelComposer.Model.samples)
    #expect(scenario.availableModes == ModelComposer.Mode.defaults && scenario.modes.isEmpty)
    #expect(scenario.usage == ModelComposer.Usage(remaining: 12, limit: 40))
    #expect(scenario.hasUpgrade && scenario.hasLockedHandler)
    #expect(scenario.contrast == .normal)
  }

  /// A scenario starts from the Research thread as the example builds it.
  @Test func theDefaultsAreTheExamplesResearchThread() {
    #expect(Scenario().configuration == ModelComposer.ResearchThread.configuration)
    #expect(Scenario().placeholder == "Ask anything")
  }

  /// A scenario's phase and error read as the interaction's phase and written back are what
  /// they were.
  @Test(arguments: Scenario.Phase.allCases)
  func aScenariosPhaseComesBackThroughTheInteraction(phase: Scenario.Phase) {
    var scenario = Scenario {
      $0.phase = phase
      $0.error = phase == .failed ? "Offline" : nil
      $0.text = "What changed?"
      $0.focused = true
      $0.menuOpen = phase == .idle
    }
    let before = scenario
    scenario.interaction = scenario.interaction
    #expect(scenario == before)
  }

  /// An interaction written into a scenario reads back the same, but for a running send's
  /// draft, which is no scenario's to hold.
  @Test func anInteractionComesBackThroughAScenario() {
    typealias Interaction = ModelComposer.Interaction
    for phase in [Interaction.Phase.idle, .sending(draft: ""), .failed(message: "Offline")] {
      let interaction = Interaction(text: "Hi", isFocused: true, phase: phase)
      var scenario = Scenario()
      scenario.interaction = interaction
      #expect(scenario.interaction == interaction)
    }
    var scenario = Scenario { $0.error = "Offline" }
    scenario.interaction = Interaction(phase: .sending(draft: "Hello"))
    #expect(scenario.phase == .sending && scenario.error == nil)
    #expect(scenario.interaction.phase == .sending(draft: ""))
  }

  @Test func everyKeyDecodes() throws {
    let scenario = try decode(
      """
      {"name": "all", "width": 375, "scale": 2, "colorScheme": "dark", "contrast": "increased",
       "dynamicTypeSize": "accessibility2", "reduceMotion": true, "locale": "fr_FR",
       "timeZone": "Europe/Paris", "now": "2026-03-01T10:00:00Z",
       "models": [{"id": "a", "name": "A", "detail": "first"}, {"id": "b", "name": "B", "isLocked": true}],
       "model": "b", "availableModes": [{"id": "web", "title": "Web", "symbol": "magnifyingglass"}],
       "modes": ["web"], "usage": {"remaining": 3, "limit": 10, "resets": "2026-03-02T09:00:00Z", "warnAt": 2},
       "placeholder": "Say something", "hasUpgrade": false, "hasLockedHandler": false,
       "text": "hello", "focused": true, "phase": "failed", "error": "Nope", "menuOpen": true}
      """)
    #expect(scenario.name == "all" && scenario.width == 375 && scenario.scale == 2)
    #expect(scenario.colorScheme == .dark && scenario.dynamicTypeSize == .accessibility2)
    #expect(scenario.contrast == .increased)
    #expect(
      scenario.reduceMotion && scenario.locale == "fr_FR" && scenario.timeZone == "Europe/Paris")
    #expect(scenario.models.map(\.id) == ["a", "b"] && scenario.models[1].isLocked)
    #expect(
      scenario.availableModes == [
        ModelComposer.Mode(id: "web", title: "Web", symbol: "magnifyingglass")
      ])
    #expect(scenario.usage?.warnAt == 2 && scenario.usage?.resets != nil)
    #expect(scenario.phase == .failed && scenario.error == "Nope" && scenario.menuOpen)
  }

  @Test func encodingRoundTrips() throws {
    for entry in Catalog.entries {
      #expect(try Scenario(json: entry.scenario.json()) == entry.scenario, "\(entry.name)")
    }
  }

  /// What the decoder accepts, `json()` writes in a form it accepts again, unchanged.
  @Test(arguments: [
    // Found by fuzz-scenario: the default warnAt (5) above a limit of 4 was written out and
    // then refused as out of range.
    #"{"usage": {"remaining": 0, "limit": 4}}"#,
    #"{"usage": {"remaining": 2, "limit": 40, "warnAt": 100}}"#,
    #"{"now": "2026-01-15T13:00:00+01:00", "timeZone": "Europe/Paris"}"#,
  ])
  func anAcceptedFileSurvivesJSON(json: String) throws {
    let scenario = try decode(json)
    #expect(try Scenario(json: scenario.json()) == scenario)
  }

  @Test func aWarnAtAtOrAboveTheLimitAlwaysWarns() throws {
    #expect(
      try decode(#"{"usage": {"remaining": 4, "limit": 4}}"#).appearance.usageLine?.symbol != nil)
    #expect(
      try decode(#"{"usage": {"remaining": 40, "limit": 40, "warnAt": 40}}"#).appearance
        .usageLine?.symbol != nil)
    #expect(
      try decode(#"{"usage": {"remaining": 6, "limit": 40}}"#).appearance.usageLine?.symbol == nil)
  }

  @Test func nullUsageHidesTheLine() throws {
    #expect(try decode(#"{"usage": null}"#).usage == nil)
  }

  /// Every other key given as `null` is as if it were absent: its default.
  @Test func nullMeansAbsent() throws {
    #expect(
      try decode(
        """
        {"name": null, "width": null, "colorScheme": null, "models": null, "modes": null,
         "error": null, "now": null, "text": null, "menuOpen": null}
        """) == Scenario())
    let usage = try decode(
      #"{"usage": {"remaining": 3, "limit": 9, "resets": null, "warnAt": null}}"#)
    #expect(usage.usage == ModelComposer.Usage(remaining: 3, limit: 9))
    let model = try decode(
      #"{"models": [{"id": "a", "name": "A", "detail": null, "isLocked": null}]}"#)
    #expect(model.models == [ModelComposer.Model(id: "a", name: "A", detail: "", isLocked: false)])
  }

  /// Without a `name`, a scenario read from a folder takes its file's name; with one, its own.
  @Test func aDefaultNameIsUsedOnlyWithoutANameKey() throws {
    #expect(try Scenario(json: Data("{}".utf8), defaultName: "typing").name == "typing")
    #expect(
      try Scenario(json: Data(#"{"name": "limit"}"#.utf8), defaultName: "typing").name == "limit")
  }
}
