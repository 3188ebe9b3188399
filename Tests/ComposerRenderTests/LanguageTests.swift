import ComposerRender
import Foundation
import ModelComposer
import Testing

/// A scenario's language: its defaults follow `locale`, and the catalog draws its language
/// states in theirs (the tool's `--locale`: RenderComposerTests' LanguageCommandTests).
@Suite struct LanguageTests {
  @Test func theResearchThreadsWordsFollowTheLocale() {
    let german = Scenario { $0.locale = "de_DE" }
    #expect(german.models.map(\.detail).first == "Am schnellsten für Alltägliches")
    #expect(german.availableModes.map(\.title) == ["Suche", "Denken", "Bild"])
    #expect(german.placeholder == "Frag einfach")
    var own = german
    own.placeholder = "Nachricht"
    own.locale = "ja_JP"
    #expect(own.placeholder == "Nachricht" && own.availableModes.first?.title == "検索")
  }

  @Test func aGermanScenarioReadsBackFromItsJSONUnchanged() throws {
    let german = Scenario { $0.locale = "de_DE" }
    #expect(try Scenario(json: german.json()) == german)
    let samples = try Scenario(json: Data(#"{"locale": "ru_RU", "models": "samples"}"#.utf8))
    #expect(samples.models.last?.detail == "Лучшая для сложных задач")
  }

  @Test func theCatalogDrawsEachLanguagesStatesInItsLocale() {
    for language in Catalog.languages {
      let entries = Catalog.entries.filter { $0.name.hasPrefix(language.prefix + "-") }
      #expect(entries.count == 7, "\(language.prefix)")
      #expect(entries.allSatisfy { $0.topic == .language && $0.scenario.locale == language.locale })
    }
    #expect(
      Catalog.entries.filter { $0.topic != .language }.allSatisfy { $0.scenario.locale == "en_US" })
  }
}
