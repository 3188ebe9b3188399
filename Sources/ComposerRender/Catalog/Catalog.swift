import Foundation
import ModelComposer
import SPTheme

/// One named state of the composer, as the gallery shows it and `Snapshots/` keeps it.
public struct CatalogEntry: Sendable, Hashable {
  public var scenario: Scenario
  /// One line a designer reads beside the picture.
  public var summary: String
  /// What part of the card the entry is about; the gallery filters on it.
  public var topic: Topic

  public var name: String { scenario.name }

  public enum Topic: String, Sendable, Hashable, CaseIterable {
    case field, chips, pill, send, usage, menu, type, device, text
    /// Increase Contrast.
    case contrast
    /// Right to left: the card mirrored, as an app in Arabic or Hebrew shows it.
    case direction
    /// The card in another language or a pseudo-locale (`Catalog.languageEntries`).
    case language
    /// A scenario file of a team's own (``ScenarioFolder``), not a catalog state.
    case custom
  }
}

/// Every state the spec names, each once. The Research thread (`Scenario()`) is the base; an
/// entry changes only what its name says, so two neighbouring pictures differ in one thing.
public enum Catalog {
  public static let entries: [CatalogEntry] = groups.flatMap { $0() }

  /// The entries by topic, in the catalog's order, each built when first asked for.
  private static let groups: [@Sendable () -> [CatalogEntry]] = [
    { fieldEntries }, { controlEntries }, { usageEntries }, { menuEntries }, { typeSizeEntries },
    { deviceEntries }, { contrastEntries }, { directionEntries }, { languageEntries },
    { scriptEntries },
  ]

  /// The entry of that name, building only the groups up to its own: `render default` need
  /// not lay out the languages' and scripts' states, which read the String Catalog in theirs.
  public static func entry(named name: String) -> CatalogEntry? {
    for group in groups {
      if let entry = group().first(where: { $0.name == name }) { return entry }
    }
    return nil
  }

  private static func entry(
    _ name: String, _ topic: CatalogEntry.Topic, _ summary: String,
    _ configure: (inout Scenario) -> Void = { _ in }
  ) -> CatalogEntry {
    CatalogEntry(scenario: Scenario(name: name, configure), summary: summary, topic: topic)
  }

  private static let sentence = "Summarise the three papers on retrieval we read this week"
  private static func lines(_ count: Int) -> String {
    (1...count).map { "Line \($0) of the question" }.joined(separator: "\n")
  }
  private static let longNameModels = [
    ModelComposer.Model(
      id: "long", name: "Atlas 3 Extended Reasoning Preview", detail: "Slow, thorough answers."),
    ModelComposer.Model(id: "atlas-3", name: "Atlas 3", detail: "Fast, for everyday questions."),
  ]
  private static let resetTime = Scenario.referenceNow.addingTimeInterval(21 * 3600)  // 09:00 UTC

  static let fieldEntries: [CatalogEntry] = [
    entry("default", .field, "The Research thread at rest: Atlas 3, empty field, 12 of 40 left."),
    entry(
      "focused-empty", .field,
      "Focused and empty: the hairline turns textPrimary, caret before the prompt."
    ) {
      $0.focused = true
    },
    entry("typing-one-line", .field, "One line typed while focused: Send turns to the accent.") {
      $0.text = "What changed in Atlas 3?"
      $0.focused = true
    },
    entry(
      "growth-2-lines", .field, "A sentence that wraps to two lines; the field grows by one line."
    ) {
      $0.text = sentence
    },
    entry("growth-4-lines", .field, "Four lines: the field keeps growing.") {
      $0.text = lines(4)
    },
    entry("growth-6-lines", .field, "Six lines: the field at its tallest.") {
      $0.text = lines(6)
    },
    entry(
      "overflow-focused", .field,
      "Nine lines while focused: the last six show, caret after the last glyph."
    ) {
      $0.text = lines(9)
      $0.focused = true
    },
    entry("overflow-unfocused", .field, "Nine lines unfocused: the first six show.") {
      $0.text = lines(9)
    },
    entry(
      "whitespace-only", .send, "Only spaces and a newline: nothing to send, so Send stays off."
    ) {
      $0.text = "   \n  "
      $0.focused = true
    },
    entry(
      "mixed-scripts", .text,
      "Emoji, Arabic, Hebrew, Chinese and combining marks come from the fallback fonts, never boxes."
    ) {
      $0.text = "Café ☕ 👩‍💻 مرحبا שלום 你好 e\u{301}\u{302}"
    },
  ]

  /// A user's text and model names in one script, in the field, the pill and the open menu:
  /// set by the bidi algorithm and UAX #14 for the locale (ICU) in Noto Sans of the card's
  /// weights (the pill's name semibold). The card's own strings stay as they are; their
  /// translations and the right-to-left layout are other states' business.
  struct ScriptSample {
    let name: String
    let locale: String
    let summary: String
    let text: String
    /// The three sample models' names and details, in the sample's order.
    let models: [(name: String, detail: String)]
  }

  static let scriptSamples = [
    ScriptSample(
      name: "script-arabic", locale: "ar_SA",
      summary:
        "Arabic: right-to-left from its first letter, Arabic-Indic digits in order (٩:٠٠), "
        + "brackets mirrored, a Latin name in its place; Noto Sans Arabic, semibold in the pill.",
      text:
        "لخّص الأوراق الثلاث عن الاسترجاع التي قرأناها هذا الأسبوع (الجزء ٢) قبل ٩:٠٠ مع Atlas 3",
      models: [
        ("أطلس 3 ميني", "الأسرع، للأسئلة القصيرة."), ("أطلس 3", "سريع، للأسئلة اليومية."),
        ("أطلس 3 ماكس", "إجابات أعمق (أبطأ)."),
      ]),
    ScriptSample(
      name: "script-hebrew", locale: "he_IL",
      summary:
        "Hebrew: right-to-left, the space kept before a trailing number (\"אטלס 3\"), brackets "
        + "mirrored; Noto Sans Hebrew, semibold in the pill.",
      text: "סכם את שלושת המאמרים על אחזור שקראנו השבוע (חלק 2) עד 9:00 בבוקר",
      models: [
        ("אטלס 3 מיני", "המהיר ביותר, לשאלות קצרות."), ("אטלס 3", "מהיר, לשאלות יומיומיות."),
        ("אטלס 3 מקס", "תשובות מעמיקות (איטי יותר)."),
      ]),
    ScriptSample(
      name: "script-japanese", locale: "ja_JP",
      summary:
        "Japanese: lines break between ideographs but never before \"。\" or after \"「\" "
        + "(kinsoku); Noto Sans CJK, Bold standing in for semibold in the pill.",
      text: "今週読んだ検索に関する三本の論文を要約してください。「重要な点」だけで結構です。",
      models: [
        ("アトラス 3 ミニ", "最速。短い質問に。"), ("アトラス 3", "速い。日常の質問に。"),
        ("アトラス 3 マックス", "「じっくり」考える丁寧な回答。"),
      ]),
    ScriptSample(
      name: "script-thai", locale: "th_TH",
      summary:
        "Thai, written without spaces: lines break between words from ICU's dictionary; "
        + "Noto Sans Thai, semibold in the pill.",
      text: "สรุปบทความสามเรื่องเกี่ยวกับการค้นคืนข้อมูลที่เราอ่านกันในสัปดาห์นี้ให้หน่อยนะครับ",
      models: [
        ("แอตลาส 3 มินิ", "เร็วที่สุด สำหรับคำถามสั้นๆ"), ("แอตลาส 3", "รวดเร็ว สำหรับคำถามประจำวัน"),
        ("แอตลาส 3 แม็กซ์", "คำตอบที่ละเอียดกว่า"),
      ]),
  ]

  /// Each sample twice: its text in the field and its model's name in the pill; then the open
  /// menu with its three models.
  static let scriptEntries: [CatalogEntry] = scriptSamples.flatMap { sample in
    func configure(_ scenario: inout Scenario) {
      scenario.locale = sample.locale
      scenario.models = zip(
        ModelComposer.ResearchThread.models(in: Locale(identifier: sample.locale)), sample.models
      ).map {
        model, local in
        var translated = model
        translated.name = local.name
        translated.detail = local.detail
        return translated
      }
    }
    return [
      Catalog.entry(sample.name, .text, sample.summary) {
        configure(&$0)
        $0.text = sample.text
      },
      Catalog.entry(
        sample.name + "-menu", .text,
        "The open menu with the models named and described in the script of \(sample.name)."
      ) {
        configure(&$0)
        $0.menuOpen = true
      },
    ]
  }

  static let controlEntries: [CatalogEntry] = [
    entry(
      "chips-search-on", .chips, "Search on: a filled capsule with its name; the others stay rings."
    ) {
      $0.modes = ["search"]
    },
    entry(
      "chips-all-on", .chips,
      "Every mode on at once, each with its name; the chips that don't fit scroll in their lane."
    ) {
      $0.modes = ["search", "think", "image"]
      $0.text = "Draw the reading list as a poster"
    },
    entry("no-modes", .chips, "An empty availableModes hides the chips.") {
      $0.availableModes = []
    },
    entry(
      "long-model-name", .pill,
      "A name wider than half the row truncates with an ellipsis; shorter ones stay whole."
    ) {
      $0.models = longNameModels
      $0.model = "long"
      $0.modes = ["think"]
    },
    entry(
      "fallback-model", .pill,
      "A model id that isn't in models falls back to the first unlocked model."
    ) {
      $0.model = "atlas-2-retired"
    },
    entry("sending", .send, "While onSend runs: the field is cleared and Stop takes Send's place.")
    {
      $0.phase = .sending
    },
    entry(
      "failed", .send,
      "A failed send: the text is back and the error's description is under the card."
    ) {
      $0.phase = .failed
      $0.text = sentence
      $0.error = "The network connection was lost."
    },
    entry(
      "failed-generic", .send, "A failure without a description reads \"Couldn't send. Try again.\""
    ) {
      $0.phase = .failed
      $0.text = "What changed in Atlas 3?"
    },
  ]

  static let usageEntries: [CatalogEntry] = [
    entry("usage-low", .usage, "Five left: the line turns to the warning colour with a symbol.") {
      $0.usage = ModelComposer.Usage(remaining: 5, limit: 40)
    },
    entry("usage-one-left", .usage, "One left: singular \"message\".") {
      $0.usage = ModelComposer.Usage(remaining: 1, limit: 40)
    },
    entry("usage-resets", .usage, "A reset time: \"12 messages left until 9:00 AM\".") {
      $0.usage = ModelComposer.Usage(remaining: 12, limit: 40, resets: resetTime)
    },
    entry(
      "usage-exhausted", .usage,
      "At the limit: field and controls off, the new prompt, Upgrade the one accent."
    ) {
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40, resets: resetTime)
    },
    entry(
      "usage-exhausted-accessibility1", .usage,
      "At the limit at accessibility1: Upgrade on its own line under the sentence, growing with it."
    ) {
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40, resets: resetTime)
      $0.dynamicTypeSize = .accessibility1
    },
    entry(
      "usage-exhausted-accessibility5", .usage,
      "At the limit at accessibility5: Upgrade under the sentence, still growing with it."
    ) {
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40, resets: resetTime)
      $0.dynamicTypeSize = .accessibility5
    },
    entry("usage-exhausted-no-upgrade", .usage, "At the limit without onUpgrade: no Upgrade.") {
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40, resets: resetTime)
      $0.hasUpgrade = false
    },
    entry("usage-exhausted-no-reset", .usage, "At the limit with no reset date.") {
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40)
    },
    entry("usage-hidden", .usage, "Nil usage hides the line and never limits.") {
      $0.usage = nil
      $0.text = "No limits here"
    },
    entry("failed-and-low", .usage, "An error line above a low usage line, 8 pt apart.") {
      $0.phase = .failed
      $0.text = "What changed in Atlas 3?"
      $0.error = "The network connection was lost."
      $0.usage = ModelComposer.Usage(remaining: 3, limit: 40)
    },
  ]

  /// Fourteen models, more than a screen holds: the samples, then eleven more.
  private static let fourteenModels =
    ModelComposer.Model.samples(in: Locale(identifier: "en_US"))
    + [
      ("atlas-2-5", "Atlas 2.5", "The previous generation", false),
      ("atlas-2-5-mini", "Atlas 2.5 Mini", "Quick and light", false),
      ("lumen-2", "Lumen 2", "Reads images and charts", false),
      ("lumen-2-pro", "Lumen 2 Pro", "Long documents and scans", true),
      ("quill-1", "Quill 1", "Drafts and edits prose", false),
      ("quill-1-long", "Quill 1 Long", "Whole books in one go", true),
      ("sprint", "Sprint", "The fastest replies", false),
      ("sage-reasoning", "Sage Reasoning", "Works through hard problems", true),
      ("coder-2", "Coder 2", "Writes and reviews code", false),
      ("open-weights-8b", "Open Weights 8B", "Runs on our own servers", false),
      ("archive-2023", "Archive 2023", "Kept for old threads", false),
    ].map { ModelComposer.Model(id: $0.0, name: $0.1, detail: $0.2, isLocked: $0.3) }

  static let menuEntries: [CatalogEntry] = [
    entry(
      "menu-open", .menu,
      "iOS 17's menu, opening upward: material, a check on Atlas 3, the lock on the Pro model."
    ) {
      $0.menuOpen = true
    },
    entry(
      "menu-open-ax3", .menu,
      "The menu at accessibility3: as wide as the screen allows, wrapping, no trailing image."
    ) {
      $0.menuOpen = true
      $0.dynamicTypeSize = .accessibility3
    },
    entry(
      "menu-14-models", .menu,
      "Fourteen models on an 852 pt screen: the panel stops short of the status bar and scrolls, "
        + "its last row cut."
    ) {
      $0.models = fourteenModels
      $0.menuOpen = true
    },
    entry(
      "menu-14-models-focused", .menu,
      "Fourteen models over the keyboard: the card sits on it, the panel fills the space above "
        + "the pill and its last row is cut."
    ) {
      $0.models = fourteenModels
      $0.menuOpen = true
      $0.focused = true
    },
    entry(
      "menu-14-models-focused-se", .menu,
      "Fourteen models over the iPhone SE's keyboard, under its 20 pt status bar."
    ) {
      $0.device = .iPhoneSE
      $0.models = fourteenModels
      $0.menuOpen = true
      $0.focused = true
    },
  ]

  /// Every Dynamic Type size but Large (which `default` is), with one chip on so the title's
  /// collapse at the accessibility sizes shows.
  static let typeSizeEntries: [CatalogEntry] = SPTheme.DynamicTypeSize.allCases
    .filter { $0 != .large }
    .map { size in
      entry(
        "type-\(size.rawValue)", .type,
        size.isAccessibilitySize
          ? "\(size.rawValue): chips keep to their symbols; the pill's text stops at xxxLarge"
            + " (Large Content Viewer on long press, as in bars); targets stay 44 pt."
          : "\(size.rawValue): the whole card scales with Dynamic Type."
      ) {
        $0.dynamicTypeSize = size
        $0.modes = ["search"]
        $0.text = "What changed in Atlas 3?"
      }
    }

  static let deviceEntries: [CatalogEntry] = [
    entry(
      "width-320", .device, "A 320 pt screen: the pill's name whole, Think with its name."
    ) {
      $0.width = 320
      $0.modes = ["think"]
    },
    entry(
      "chips-overflow-320", .device,
      "320 pt, a long name and every mode on: the name truncates, the chips scroll and fade."
    ) {
      $0.width = 320
      $0.models = longNameModels
      $0.model = "long"
      $0.modes = ["search", "think", "image"]
    },
    entry(
      "xxxLarge-width-320", .device,
      "xxxLarge on a 320 pt screen: every on chip keeps its name; the lane scrolls."
    ) {
      $0.width = 320
      $0.dynamicTypeSize = .xxxLarge
      $0.modes = ["search", "think", "image"]
    },
    entry("width-375", .device, "A 375 pt screen.") { $0.width = 375 },
    entry("width-440", .device, "A 440 pt screen (16 Pro Max).") { $0.width = 440 },
    entry(
      "ax5-width-320", .device,
      "accessibility5 on a 320 pt screen: symbols only, the pill's text capped at xxxLarge."
    ) {
      $0.width = 320
      $0.dynamicTypeSize = .accessibility5
      $0.modes = ["search"]
    },
    entry(
      "ax5-width-320-last-chip-on", .device,
      "accessibility5 on a 320 pt screen with only Image on: the lane rests scrolled to show it."
    ) {
      $0.width = 320
      $0.dynamicTypeSize = .accessibility5
      $0.modes = ["image"]
    },
    entry("scale-1", .device, "Drawn at 1× for docs.") { $0.scale = 1 },
    entry("scale-2", .device, "Drawn at 2× (iPhone SE).") {
      $0.scale = 2
      $0.width = 375
    },
  ]

  /// Increase Contrast: states of the other groups with the tokens' high-contrast variants,
  /// which is all each changes from its twin (Documentation/Tokens.md, "Colours").
  static let contrastEntries: [CatalogEntry] = [
    ("default", "at rest: a firmer hairline, rings and pill, stronger secondary text"),
    ("typing-one-line", "while typing: the focused hairline and Send's deeper accent"),
    ("failed-and-low", "with an error over a low usage line: the deeper red and orange"),
    ("usage-exhausted", "at the limit: the controls off in the stronger tertiary, Upgrade"),
  ].map { name, summary in
    guard let twin = (fieldEntries + usageEntries).first(where: { $0.name == name }) else {
      preconditionFailure("no catalog entry \(name) to draw with increased contrast")
    }
    return entry("\(name)-increased-contrast", .contrast, "Increase Contrast \(summary).") {
      $0 = twin.scenario
      $0.name = "\(name)-increased-contrast"
      $0.contrast = .increased
    }
  }

  /// The languages the catalog draws states in besides English, by the prefix of their
  /// entries' names: long words (German), rich plurals (Russian), no plurals and another
  /// script (Japanese), right to left with the card mirrored (Arabic, in Egypt's native digits,
  /// and Hebrew), and the pseudo-locales: accented and lengthened (`en-XA`), and mirrored
  /// English (`ar-XB`).
  public static let languages = [
    (prefix: "de", locale: "de_DE"), (prefix: "ru", locale: "ru_RU"),
    (prefix: "ja", locale: "ja_JP"), (prefix: "ar", locale: "ar_EG"),
    (prefix: "he", locale: "he_IL"), (prefix: "en-xa", locale: "en-XA"),
    (prefix: "ar-xb", locale: "ar-XB"),
  ]

  /// Each of `languages` in the states where the words matter: at rest, every chip's title,
  /// a count's plural form with a day and a time, the limit's sentences and Upgrade, the
  /// menu's details and "Pro", the failure fallback, and the longest lines at accessibility3.
  static let languageEntries: [CatalogEntry] = languages.flatMap { language in
    languageStates.map { state in
      entry("\(language.prefix)-\(state.name)", .language, "\(language.locale): \(state.summary)") {
        $0.locale = language.locale
        state.configure(&$0)
      }
    }
  }

  private static let languageStates:
    [(name: String, summary: String, configure: @Sendable (inout Scenario) -> Void)] = [
      ("default", "The Research thread at rest: prompt, pill, chips and usage line.", { _ in }),
      (
        "chips-all-on", "Every mode on, each chip with its title.",
        {
          $0.modes = ["search", "think", "image"]
        }
      ),
      (
        "usage-resets-later",
        "3 left until a day and time: the count's plural form, the locale's date and time.",
        {
          $0.usage = ModelComposer.Usage(
            remaining: 3, limit: 40, resets: resetTime.addingTimeInterval(24 * 3600))
        }
      ),
      (
        "usage-exhausted", "At the limit: the limit prompt, the sentences, Upgrade.",
        {
          $0.usage = ModelComposer.Usage(remaining: 0, limit: 40, resets: resetTime)
        }
      ),
      (
        "menu-open", "The menu: each model's detail, \"Pro\" on the locked one.",
        {
          $0.menuOpen = true
        }
      ),
      (
        "failed", "A failure without a message of its own: the fallback line.",
        {
          $0.phase = .failed
        }
      ),
      (
        "type-accessibility3", "accessibility3 with a reset time: the lines under the card wrap.",
        {
          $0.dynamicTypeSize = .accessibility3
          $0.modes = ["search"]
          $0.usage = ModelComposer.Usage(remaining: 12, limit: 40, resets: resetTime)
        }
      ),
    ]
}

extension Catalog {
  /// Right to left: states of the other groups laid out as SwiftUI lays them out under
  /// `\.layoutDirection` `.rightToLeft`, which is all each changes from its twin; the text
  /// stays English (Documentation/Geometry.md, "Layout direction").
  static let directionEntries: [CatalogEntry] = [
    ("default", "at rest: the pill at the right, Send at the left, the text aligned right"),
    ("focused-empty", "focused and empty: the caret at the field's right edge, before the prompt"),
    ("menu-open", "with the menu open: the panel from the pill's right edge, checks at the right"),
    ("chips-all-on", "with the chips overflowing their lane: the fade at its left end, by Send"),
    (
      "usage-exhausted", "at the limit: the warning symbol at the line's right, Upgrade at its left"
    ),
    ("failed-and-low", "with an error over a low usage line: each symbol at its line's right"),
  ].map { name, summary in
    guard
      let twin = (fieldEntries + controlEntries + usageEntries + menuEntries)
        .first(where: { $0.name == name })
    else { preconditionFailure("no catalog entry \(name) to draw right to left") }
    return entry("\(name)-right-to-left", .direction, "Right to left \(summary).") {
      $0 = twin.scenario
      $0.name = "\(name)-right-to-left"
      $0.layoutDirection = .rightToLeft
    }
  }
}

extension Catalog {
  /// A catalog entry in one colour scheme: one gallery picture, one golden.
  public typealias Picture = SchemedPicture<CatalogEntry>

  /// Every entry light, then dark.
  public static func pictures(of entries: [CatalogEntry] = entries) -> [Picture] {
    Picture.inBothSchemes(entries)
  }

  /// Part `index` (1-based) of `count` parts of the pictures, as ``shard(_:named:index:of:)``
  /// splits them by name.
  public static func shard(_ pictures: [Picture], index: Int, of count: Int) -> [Picture] {
    shard(pictures, named: \.name, index: index, of: count)
  }

  /// Part `index` (1-based) of `count` parts of `items`, split by position in `name` order so
  /// every machine of a CI matrix takes the same share whatever order it lists them in.
  public static func shard<Item>(
    _ items: [Item], named name: (Item) -> String, index: Int, of count: Int
  ) -> [Item] {
    items.sorted { name($0) < name($1) }.enumerated()
      .filter { $0.offset % count == index - 1 }
      .map(\.element)
  }
}

extension CatalogEntry: SchemedEntry {}

extension SchemedPicture where Entry == CatalogEntry {
  public var scenario: Scenario {
    var scenario = entry.scenario
    scenario.colorScheme = colorScheme
    return scenario
  }
}
