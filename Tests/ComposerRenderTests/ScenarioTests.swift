import ComposerRender
import Foundation
import ModelComposer
import SPTheme
import Testing

@Suite struct ScenarioTests {
  private func decode(_ json: String) throws -> Scenario {
    try Scenario(json: Data(json.utf8))
  }

  private func error(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func emptyObjectIsTheResearchThread() throws {
    let scenario = try decode("{}")
    #expect(scenario == Scenario())
    #expect(scenario.width == 393 && scenario.scale == 3)
    #expect(scenario.model == "atlas-3" && scenario.models == ModelComposer.Model.samples)
    #expect(scenario.availableModes == ModelComposer.Mode.defaults && scenario.modes.isEmpty)
    #expect(scenario.usage == ModelComposer.Usage(remaining: 12, limit: 40))
    #expect(scenario.hasUpgrade && scenario.hasLockedHandler)
  }

  @Test func everyKeyDecodes() throws {
    let scenario = try decode(
      """
      {"name": "all", "width": 375, "scale": 2, "colorScheme": "dark",
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

  @Test func nullUsageHidesTheLine() throws {
    #expect(try decode(#"{"usage": null}"#).usage == nil)
  }

  @Test func anUnknownModelIDIsNotAnErrorButFallsBack() throws {
    let scenario = try decode(#"{"model": "atlas-9"}"#)
    #expect(scenario.appearance.pill.title == "Atlas 3 Mini")
  }

  @Test func emptyAvailableModesHidesTheChips() throws {
    #expect(try decode(#"{"availableModes": []}"#).appearance.chips.isEmpty)
  }

  @Test(arguments: [
    (#"{"width": 393"#, "malformed JSON: Unexpected end of file during JSON parse."),
    (
      #"{"wdith": 393}"#,
      "wdith: unknown key; allowed keys are name, width, scale, colorScheme, dynamicTypeSize, "
        + "reduceMotion, locale, timeZone, now, models, model, availableModes, modes, usage, "
        + "placeholder, hasUpgrade, hasLockedHandler, text, focused, phase, error, menuOpen"
    ),
    (#"{"width": "wide"}"#, "width: expected a number"),
    (#"{"focused": 1}"#, "focused: expected true or false"),
    (#"{"models": []}"#, "models: must list 1 to 100 models (got 0)"),
    (#"{"width": -1}"#, "width: must be between 100 and 4096 points (got -1)"),
    (#"{"scale": 0}"#, "scale: must be between 1 and 4 pixels per point (got 0)"),
    (#"{"width": 100000}"#, "width: must be between 100 and 4096 points (got 100000)"),
    (#"{"colorScheme": "sepia"}"#, #"colorScheme: expected one of "light", "dark", got "sepia""#),
    (#"{"phase": "done"}"#, #"phase: expected one of "idle", "sending", "failed", got "done""#),
    (
      #"{"models": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}]}"#,
      #"models[1].id: duplicates model "a""#
    ),
    (#"{"models": [{"id": "", "name": "A"}]}"#, "models[0].id: must not be empty"),
    (#"{"models": [{"id": "a"}]}"#, "models[0].name: is required"),
    (#"{"models": "many"}"#, #"models: expected "samples" or an array of models, got "many""#),
    (
      #"{"modes": ["web"]}"#,
      #"modes: unknown mode "web"; availableModes has "search", "think", "image""#
    ),
    (
      #"{"usage": {"remaining": -1, "limit": 40}}"#,
      "usage.remaining: must be between 0 and 40 (got -1)"
    ),
    (
      #"{"usage": {"remaining": 41, "limit": 40}}"#,
      "usage.remaining: must be between 0 and 40 (got 41)"
    ),
    (
      #"{"usage": {"remaining": 0, "limit": 0}}"#,
      "usage.limit: must be between 1 and 1000000 (got 0)"
    ),
    (#"{"usage": {"remaining": 1.5, "limit": 40}}"#, "usage.remaining: expected a whole number"),
    (
      #"{"usage": {"remaining": 3, "limit": 40, "resets": "2020-01-01T00:00:00Z"}}"#,
      "usage.resets: must be later than now (2026-01-15T12:00:00Z), got 2020-01-01T00:00:00Z"
    ),
    (
      #"{"now": "yesterday"}"#,
      #"now: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "yesterday""#
    ),
    (
      #"{"timeZone": "Mars/Olympus"}"#,
      "timeZone: must be a time zone identifier such as UTC or Europe/Paris"
    ),
    (
      #"{"availableModes": [{"id": "x", "title": "X", "symbol": "star"}]}"#,
      #"availableModes[0].symbol: no stand-in glyph for SF Symbol "star"; drawable symbols are "#
        + "arrow.up, checkmark, chevron.up.chevron.down, exclamationmark.circle, "
        + "exclamationmark.triangle.fill, lightbulb, lightbulb.fill, lock.fill, magnifyingglass, "
        + "photo, photo.fill, stop.fill"
    ),
    ("[1, 2]", "expected an object"),
  ])
  func badInputNamesTheKeyAndWhatItAllows(json: String, message: String) {
    #expect(error(json) == message)
  }

  @Test func oversizedFileIsRefusedBeforeParsing() {
    let huge = Data(repeating: 0x20, count: Scenario.maximumFileSize + 1)
    #expect(throws: ScenarioError.self) { try Scenario(json: huge) }
  }

  @Test func deeplyNestedJSONIsAnErrorNotACrash() {
    let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(error(#"{"text": "# + nested + "}")?.hasPrefix("malformed JSON") == true)
  }
}
