import ComposerRender
import Foundation
import TestSupport
import Testing

/// `--locale` sets a scenario's language from the command line, and the gallery draws and
/// filters by it.
@Suite struct LanguageCommandTests {
  @Test func a11yReadsAScenarioInTheLanguageLocaleNames() throws {
    let result = try runTool(["a11y", "usage-exhausted", "--locale", "de_DE"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Du hast das heutige Limit erreicht"))
    #expect(result.output.contains("Du hast alle 40 Nachrichten verbraucht. Mehr um"))
    #expect(result.output.contains("2. Modell, Atlas 3 — Taste, abgeblendet — "))
    #expect(result.output.contains("8. Upgrade — Taste — "))
    let words = Set(result.output.split { !$0.isLetter }.map(String.init))
    let english: Set = ["messages", "Send", "button", "notEnabled", "textField", "staticText"]
    #expect(words.isDisjoint(with: english), "\(words.intersection(english))")
  }

  @Test func aBadLocaleIsRefusedByName() throws {
    let result = try runTool(["render", "default", "-o", "/tmp/never.png", "--locale", "de DE"])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix("error: --locale de DE: must be a locale identifier such as en_US"))
    #expect(throws: ScenarioError.self) { try Scenario(json: Data(#"{"locale": "de/DE"}"#.utf8)) }
  }

  @Test(.needsFonts) func theGalleryInOneLanguageDrawsEveryStateInIt() throws {
    let folder = try temporaryDirectory()
    try Data(#"{"name": "low", "usage": {"remaining": 3, "limit": 40}}"#.utf8)
      .write(to: URL(fileURLWithPath: "\(folder)/low.json"))
    let directory = try temporaryDirectory()
    let result = try runTool([
      "gallery", "-o", directory, "--scenarios", folder, "--locale", "ja_JP", "--jobs", "2",
    ])
    #expect(result.status == 0, "\(result.error)")
    let page = try String(contentsOfFile: "\(directory)/index.html", encoding: .utf8)
    #expect(page.contains(#"data-language="ja_JP""#) && !page.contains(#"data-language="en_US""#))
    #expect(page.contains(#"<label>Language <select name="language">"#))
    #expect(page.contains("本日の残り3件"))
  }
}
