import Foundation
import Testing

@testable import ModelComposer

/// The session's words, the announcements and the failure message it writes into the
/// interaction, are in its locale's language; the appearance's in the context's.
@Suite struct LocalizedSessionTests {
  private let german = Locale(identifier: "de_DE")

  private func session(phase: Interaction.Phase = .idle) -> Session {
    Session(
      configuration: Configuration(
        model: "atlas-3", models: Model.samples(in: german), usage: Usage(remaining: 12, limit: 40)),
      interaction: Interaction(text: "Hallo", phase: phase), locale: german)
  }

  private func announcements(_ session: Session) -> [String] {
    session.events.compactMap {
      if case .announcement(let announcement) = $0 { announcement.text } else { nil }
    }
  }

  @Test func pickingAModelAnnouncesItInGerman() {
    var session = session()
    session.selectModel("atlas-3-mini")
    #expect(announcements(session) == ["Modell zu Atlas 3 Mini geändert"])
  }

  @Test func stopAnnouncesInGerman() {
    var session = session(phase: .sending(draft: "Hallo"))
    session.stop()
    #expect(announcements(session) == ["Gestoppt"])
  }

  @Test func aFailureWithoutAMessageIsTheGermanFallback() {
    var session = session(phase: .sending(draft: "Hallo"))
    session.finishSending(with: CancellationError())
    let fallback = "Senden fehlgeschlagen. Versuche es erneut."
    #expect(session.interaction.phase == .failed(message: fallback))
    #expect(announcements(session) == [fallback])
  }

  /// Every label and value VoiceOver reads in a German card is German, the models' names
  /// aside: at the limit with the failure fallback and Upgrade (German's word too), and with
  /// the menu open.
  @Test func theGermanCardHasNoEnglishLeft() {
    func elements(usage: Usage, interaction: Interaction) -> [AccessibilityElement] {
      let configuration = Configuration(
        model: "atlas-3", models: Model.samples(in: german),
        availableModes: Mode.defaults(in: german), usage: usage,
        placeholder: ModelComposer.ResearchThread.placeholder(in: german), hasUpgrade: true,
        hasLockedHandler: true)
      return ComposerAppearance(
        configuration: configuration, interaction: interaction,
        context: Context(now: Date(timeIntervalSince1970: 0), locale: german)
      ).accessibilityElements
    }
    let spoken =
      (elements(
        usage: Usage(remaining: 0, limit: 40), interaction: Interaction(phase: .failed(message: ""))
      )
      + elements(usage: Usage(remaining: 3, limit: 40), interaction: Interaction(isMenuOpen: true)))
      .flatMap { [$0.label, $0.value].compactMap { $0 } }
    let words = Set(
      spoken.joined(separator: " ").split { !$0.isLetter && $0 != "'" }.map(String.init))
    let english: Set = [
      "Model", "On", "Off", "Send", "Stop", "message", "messages", "today", "limit",
      "Search", "Think", "Image", "Couldn't", "Fastest", "Great", "Best", "until", "Ask",
    ]
    #expect(words.isDisjoint(with: english), "\(words.intersection(english)) in \(spoken)")
    #expect(spoken.contains("Du hast heute alle 40 Nachrichten verbraucht."))
    #expect(spoken.contains("Senden fehlgeschlagen. Versuche es erneut."))
    #expect(spoken.contains("Atlas 3, Ideal für die meisten Fragen"))
  }
}
