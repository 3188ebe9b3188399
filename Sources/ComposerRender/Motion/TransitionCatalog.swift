import ModelComposer
import SPTheme

/// One named state change of the composer, as the goldens in `Snapshots/transitions/` keep
/// its filmstrip and a gallery plays its film.
public struct TransitionEntry: Sendable, Hashable {
  public var name: String
  /// One line a designer reads beside the film.
  public var summary: String
  /// What part of the card changes, as a catalog state's topic; the gallery filters on it.
  public var topic: CatalogEntry.Topic
  public var script: FilmScript

  /// The same change with Reduce Motion on: short fades, nothing moves.
  public var reducedMotion: TransitionEntry {
    var twin = self
    twin.script.scenario.reduceMotion = true
    guard !script.scenario.reduceMotion else { return twin }
    twin.name = name + TransitionCatalog.reduceMotionSuffix
    twin.summary = summary + " Under Reduce Motion: a short fade, nothing moves."
    return twin
  }
}

/// Every state change the spec implies, each once, from the Research thread (`Scenario()`):
/// the chips (one filling their lane), Send and Stop, the count, the limit, a failed send, focus, the field's growth,
/// the model and its menu; and the Reduce Motion twins of the chip's change and the count's
/// roll, which the spec names.
public enum TransitionCatalog {
  static let reduceMotionSuffix = "-reduce-motion"

  public static let entries: [TransitionEntry] =
    [chipOn, chipOn.reducedMotion] + controlEntries + [countRoll, countRoll.reducedMotion]
    + cardEntries

  private static let chipOn = entry(
    "chip-on", .chips,
    "A chip turns on: the ring widens into a filled capsule as the name appears.",
    actions: [.toggleMode("search")])

  private static let countRoll = entry(
    "count-roll", .usage, "One message used: 12 → 11, only the changing digit rolls down.",
    actions: [.useMessage])

  /// The chips, Send and Stop, the pill and its menu.
  private static let controlEntries = [
    entry(
      "chip-off", .chips, "A chip turns off: the capsule narrows back to a ring, the name fading.",
      actions: [.toggleMode("search")]
    ) { $0.modes = ["search"] },
    entry(
      "chip-fills-lane", .chips,
      "A second chip on: the lane fills, and the last chip slides under the fade that grows at "
        + "its end.",
      actions: [.toggleMode("think")]
    ) { $0.modes = ["search"] },
    entry(
      "send-to-stop", .send, "Send: the field clears and Stop takes Send's place.", actions: [.send]
    ) { typed(&$0) },
    entry("stop-to-send", .send, "Stop: the composer is free at once.", actions: [.stop]) {
      $0.phase = .sending
    },
    entry(
      "send-turns-on", .send, "Text arrives: Send turns from fill to the accent.",
      actions: [.type("What")]
    ) { $0.focused = true },
    entry(
      "model-change", .pill, "Atlas 3 → Atlas 3 Mini: the pill's name changes as it widens.",
      actions: [.selectModel("atlas-3-mini")]),
    entry(
      "menu-opens", .menu, "The model menu zooms out of the pill as it fades in.",
      actions: [.openMenu]),
  ]

  /// The usage line, a send's failure, focus and the field.
  private static let cardEntries = [
    entry(
      "usage-turns-warning", .usage, "6 → 5: the line turns to the warning colour with its symbol.",
      actions: [.useMessage]
    ) { $0.usage = ModelComposer.Usage(remaining: 6, limit: 40) },
    entry(
      "limit-reached", .usage,
      "The last message: controls fade off, the prompt changes, Upgrade appears.",
      actions: [.useMessage]
    ) { $0.usage = ModelComposer.Usage(remaining: 1, limit: 40) },
    entry(
      "send-fails", .send,
      "A failed send: the text comes back, the error line appears, the card moves up.",
      prelude: [.send], actions: [.fail(message: "The network connection was lost.")]
    ) { typed(&$0) },
    entry("error-clears", .send, "The next edit takes the error away.", actions: [.type("?")]) {
      $0.phase = .failed
      $0.text = "What changed in Atlas 3"
      $0.error = "The network connection was lost."
      $0.focused = true
    },
    entry(
      "focus", .field, "Focus: the hairline turns to textPrimary, the caret shows.",
      actions: [.focus]),
    entry(
      "field-grows", .field, "A second line: the field grows and the card rises with it.",
      actions: [.type(" retrieval we read this week")]
    ) {
      $0.text = "Summarise the three papers on"
      $0.focused = true
    },
  ]

  public static func entry(named name: String) -> TransitionEntry? {
    entries.first { $0.name == name }
  }

  private static func entry(
    _ name: String, _ topic: CatalogEntry.Topic, _ summary: String,
    prelude: [ComposerAction] = [], actions: [ComposerAction],
    _ configure: (inout Scenario) -> Void = { _ in }
  ) -> TransitionEntry {
    TransitionEntry(
      name: name, summary: summary, topic: topic,
      script: FilmScript(
        scenario: Scenario(name: name, configure), prelude: prelude, actions: actions))
  }

  /// A question typed into the focused field.
  private static func typed(_ scenario: inout Scenario) {
    scenario.text = "What changed in Atlas 3?"
    scenario.focused = true
  }
}

extension TransitionCatalog {
  /// A transition in one colour scheme: one golden filmstrip, one gallery film, named
  /// "chip-on.dark".
  public typealias Picture = SchemedPicture<TransitionEntry>

  /// Every entry light, then dark.
  public static func pictures(of entries: [TransitionEntry] = entries) -> [Picture] {
    Picture.inBothSchemes(entries)
  }
}

extension TransitionEntry: SchemedEntry {}

extension SchemedPicture where Entry == TransitionEntry {
  /// The entry's script in this picture's colour scheme.
  public var script: FilmScript {
    var script = entry.script
    script.scenario.colorScheme = colorScheme
    return script
  }
}
