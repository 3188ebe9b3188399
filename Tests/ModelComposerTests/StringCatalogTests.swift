#if os(Linux)
  import CUnicode
  import Foundation
  import Testing

  @testable import ModelComposer

  /// The languages the catalog ships besides English.
  private let shippedLanguages = [
    "ar", "de", "es", "fr", "he", "hi", "it", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans",
    "zh-Hant",
  ]

  private let catalog = StringCatalog.shipped

  /// ICU's plural categories for `language`.
  private func pluralCategories(_ language: String) -> Set<String> {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = cunicode_plural_categories(language, &buffer, 64)
    #expect(length > 0, "ICU has no plural rules for \(language)")
    let text = String(
      decoding: buffer.prefix(Int(max(length, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return Set(text.split(separator: " ").map(String.init))
  }

  /// The `%@` arguments a text uses, by position from 1.
  private func textArguments(_ text: String) -> Set<Int> {
    var positions: Set<Int> = []
    var next = 1
    for match in text.matches(of: /%(?:([0-9]+)\$)?(@|lld|#@[a-z]+@)/) {
      let position = match.1.flatMap { Int($0) } ?? next
      if match.1 == nil { next += 1 }
      if match.2 == "@" { positions.insert(position) }
    }
    return positions
  }

  @Suite struct StringCatalogTests {
    @Test func catalogIsReadFromTheModuleBundleAsSwiftPMCopiesIt() {
      #expect(catalog.sourceLanguage == "en")
      #expect(catalog.strings.count >= 30)
      #expect(catalog.strings["%lld messages left today"] != nil)
    }

    /// Every key has a text in every shipped language, every plural variation has every
    /// category ICU's CLDR rules give that language (and `zero` where the English has it), and
    /// every text keeps the key's names, days and times.
    @Test(arguments: shippedLanguages)
    func everyKeyIsTranslatedWithEveryPluralCategory(language: String) throws {
      let categories = pluralCategories(language)
      #expect(!categories.isEmpty)
      for (key, entry) in catalog.strings where entry.shouldTranslate != false {
        let localization = try #require(entry.localizations?[language], "\(key) in \(language)")
        let english = entry.localizations?["en"]
        let keyArguments = textArguments(key)
        func check(
          _ plural: [String: StringCatalog.Localization],
          english: [String: StringCatalog.Localization]?
        ) {
          let needed = categories.union(english?["zero"] == nil ? [] : ["zero"])
          #expect(
            Set(plural.keys).isSuperset(of: needed),
            "\(key) in \(language): \(plural.keys.sorted())")
          #expect(
            Set(plural.keys).isSubset(of: needed),
            "\(key) in \(language) has categories ICU does not give it")
          for (category, form) in plural {
            #expect(form.stringUnit?.value.isEmpty == false, "\(key) in \(language), \(category)")
          }
        }
        if let plural = localization.variations?.plural {
          check(plural, english: english?.variations?.plural)
          for form in plural.values {
            #expect(
              textArguments(form.stringUnit?.value ?? "") == keyArguments, "\(key) in \(language)")
          }
        } else {
          let value = try #require(localization.stringUnit?.value, "\(key) in \(language)")
          #expect(!value.isEmpty)
          #expect(textArguments(value) == keyArguments, "\(key) in \(language): \(value)")
          for (name, substitution) in localization.substitutions ?? [:] {
            #expect(value.contains("#@\(name)@"), "\(key) in \(language) never uses \(name)")
            let plural = try #require(substitution.variations.plural)
            check(plural, english: english?.substitutions?[name]?.variations.plural)
          }
          #expect(
            localization.substitutions?.count == english?.substitutions?.count,
            "\(key) in \(language)")
        }
      }
    }

    /// A locale's reading of the catalog, which keeps only the languages it can pick, says what
    /// the whole catalog says, for every key with and without counts.
    @Test(arguments: [
      "en_US", "de_DE", "zh_TW", "zh_Hant_HK", "pt_PT", "iw_IL", "ar_EG", "ru_RU", "pl_PL", "ja_JP",
      "sw_KE",
    ])
    func aLocalesReadingSaysWhatTheWholeCatalogSays(identifier: String) {
      let locale = Locale(identifier: identifier)
      let reading = StringCatalog.shipped(for: locale)
      #expect(reading.sourceLanguage == StringCatalog.developmentLanguage)
      #expect(reading.strings.keys.sorted() == catalog.strings.keys.sorted())
      #expect((reading.strings.values.map { $0.localizations?.count ?? 0 }.max() ?? 0) <= 3)
      for key in catalog.strings.keys {
        let specifiers = key.matches(of: /%(lld|@)/).map(\.output.1)
        for count in [0, 1, 2, 5, 21, 1200] {
          let arguments: [Phrase.Argument] = specifiers.map {
            $0 == "lld" ? .count(count) : .text("x")
          }
          let phrase = Phrase(key: key, arguments: arguments)
          #expect(
            reading.string(for: phrase, in: locale) == catalog.string(for: phrase, in: locale),
            "\(key) in \(identifier)")
        }
      }
    }

    @Test func everyPhraseOfTheBlockIsAKeyOfTheCatalog() {
      let phrases = [
        Copy.limitPrompt, Copy.sendFailed, Copy.stopped, Copy.modelLabel, Copy.noModel, Copy.on,
        Copy.off, Copy.send, Copy.stop, Copy.upgrade, Copy.modelChanged(to: "A"), Copy.pro,
        Copy.pro("d"), Copy.menuRow(name: "a", detail: "b"), Copy.messagesLeftToday(2),
        Copy.messagesLeft(2, until: "t"), Copy.messagesLeft(2, until: "d", at: "t"),
        Copy.allUsedToday(limit: 2), Copy.allUsed(limit: 2, moreAt: "t"),
        Copy.allUsed(limit: 2, moreOn: "d", at: "t"), Copy.atlas3Mini.name, Copy.atlas3Mini.detail,
        Copy.atlas3.name, Copy.atlas3.detail, Copy.atlas3Max.name, Copy.atlas3Max.detail,
        Copy.modeTitles.search, Copy.modeTitles.think, Copy.modeTitles.image,
        Copy.research.title, Copy.research.placeholder, Copy.upgradePrompt.title,
        Copy.upgradePrompt.dismiss, Copy.partOfPro("A"), Copy.proIncludes("A"),
      ]
      for phrase in phrases + AccessibilityTrait.allCases.map({ Phrase($0.rawValue) }) {
        #expect(catalog.strings[phrase.key] != nil, "\(phrase.key)")
        let specifiers = phrase.key.matches(of: /%(lld|@)/).count
        #expect(specifiers == phrase.arguments.count, "\(phrase.key)")
      }
    }

    @Test(arguments: [
      ("de_DE", "de"), ("zh_TW", "zh-Hant"), ("zh_CN", "zh-Hans"), ("zh_Hant_HK", "zh-Hant"),
      ("pt_BR", "pt-BR"), ("pt_PT", "pt-BR"), ("iw_IL", "he"), ("ar_EG", "ar"), ("hi_IN", "hi"),
    ])
    func localesFindTheirLanguage(locale: String, language: String) {
      let languages = shippedLanguages + ["en"]
      #expect(catalog.language(for: Locale(identifier: locale), among: languages) == language)
    }

    @Test func aLanguageTheCatalogLacksReadsEnglish() {
      #expect(Copy.send.resolved(in: Locale(identifier: "sv_SE")) == "Send")
      #expect(
        Copy.messagesLeftToday(1).resolved(in: Locale(identifier: "sv_SE"))
          == "1 message left today")
    }

    /// The key's pieces, as the view's `String.LocalizationValue` interpolates them.
    @Test func keysSplitIntoTextAndArguments() {
      let phrase = Copy.messagesLeft(3, until: "Jun 3", at: "9:00 AM")
      #expect(
        phrase.pieces == [
          .argument(.count(3)), .literal(" messages left until "), .argument(.text("Jun 3")),
          .literal(" at "), .argument(.text("9:00 AM")),
        ])
      #expect(
        Phrase("100% %@", .text("sure")).pieces == [.literal("100% "), .argument(.text("sure"))])
    }
  }

  @Suite struct LocalizedWordsTests {
    @Test(arguments: [
      (1, "Сегодня осталось 1 сообщение"), (2, "Сегодня осталось 2 сообщения"),
      (5, "Сегодня осталось 5 сообщений"), (21, "Сегодня осталось 21 сообщение"),
      (12, "Сегодня осталось 12 сообщений"), (1200, "Сегодня осталось 1\u{A0}200 сообщений"),
    ])
    func russianCountsTakeTheirCLDRForms(count: Int, line: String) {
      #expect(Copy.messagesLeftToday(count).resolved(in: Locale(identifier: "ru_RU")) == line)
    }

    @Test(arguments: [
      (1, "Na dziś została 1 wiadomość"), (3, "Na dziś zostały 3 wiadomości"),
      (5, "Na dziś zostało 5 wiadomości"), (22, "Na dziś zostały 22 wiadomości"),
    ])
    func polishCountsTakeTheirCLDRForms(count: Int, line: String) {
      #expect(Copy.messagesLeftToday(count).resolved(in: Locale(identifier: "pl_PL")) == line)
    }

    @Test(arguments: [
      (0, "ar_EG", "لم تعد لديك رسائل."), (1, "ar_EG", "استخدمت رسالتك الوحيدة."),
      (2, "ar_EG", "استخدمت رسالتيك."), (3, "ar_EG", "استخدمت رسائلك الـ٣ كلها."),
      (11, "ar_EG", "استخدمت رسائلك الـ١١ كلها."), (12, "ar_AE", "استخدمت رسائلك الـ12 كلها."),
    ])
    func arabicCountsTakeTheirCLDRFormsAndTheLocalesDigits(
      limit: Int, locale: String, sentence: String
    ) {
      let line = Copy.allUsed(limit: limit, moreAt: "٩:٠٠ ص").resolved(
        in: Locale(identifier: locale))
      #expect(line == "\(sentence) رسائل جديدة الساعة ٩:٠٠ ص.")
    }

    @Test func germanGroupsThousandsAndReordersTheSentence() {
      let german = Locale(identifier: "de_DE")
      #expect(Copy.messagesLeftToday(1200).resolved(in: german) == "Heute noch 1.200 Nachrichten")
      #expect(
        Copy.messagesLeft(1, until: "16. Jan.", at: "09:00").resolved(in: german)
          == "Noch 1 Nachricht bis 16. Jan. um 09:00")
      #expect(
        Copy.allUsedToday(limit: 0).resolved(in: german) == "Du hast heute keine Nachrichten mehr.")
    }

    @Test func japaneseHasOneFormAndPutsTheTimeFirst() {
      let japanese = Locale(identifier: "ja_JP")
      #expect(Copy.messagesLeft(1, until: "9:00").resolved(in: japanese) == "9:00まで残り1件")
      #expect(Copy.messagesLeft(12, until: "9:00").resolved(in: japanese) == "9:00まで残り12件")
      #expect(Copy.sentence("本日の残り12件", in: japanese) == "本日の残り12件。")
    }

    @Test func englishIsTheSpecsWordForWord() {
      let english = Locale(identifier: "en_US")
      #expect(
        Copy.allUsedToday(limit: 1).resolved(in: english) == "You've used your 1 message today.")
      #expect(
        Copy.allUsedToday(limit: 0).resolved(in: english) == "You have no messages left today.")
      #expect(
        Copy.allUsed(limit: 40, moreOn: "Jun 3", at: "9:00 AM").resolved(in: english)
          == "You've used all 40 messages. More on Jun 3 at 9:00 AM.")
      #expect(
        Copy.menuRow(name: "Atlas 3", detail: "Fast").resolved(in: english) == "Atlas 3, Fast")
      #expect(Copy.sentence("9:00 a.m.", in: english) == "9:00 a.m.")
    }

    @Test func theAccentedPseudoLocaleIsLongerAccentedAndBracketed() {
      let english = Copy.limitPrompt.resolved(in: Locale(identifier: "en_US"))
      let pseudo = Copy.limitPrompt.resolved(in: Locale(identifier: "en-XA"))
      #expect(pseudo.hasPrefix("[Ýöû'ṽé ŕéåçĥéð ţöðåý'š ļîɱîţ") && pseudo.hasSuffix("]"))
      #expect(Double(pseudo.count) >= Double(english.count) * 1.4)
      #expect(!pseudo.contains { $0.isASCII && $0.isLetter && !"onetwhrfuivsxg".contains($0) })
    }

    /// A text argument is the caller's, transformed already when it is a phrase itself.
    @Test func thePseudoLocalesLeaveTextArgumentsAlone() {
      let accented = Locale(identifier: "en-XA")
      let detail = Copy.atlas3Max.detail.resolved(in: accented)
      let subtitle = Copy.pro(detail).resolved(in: accented)
      #expect(subtitle.hasPrefix("[Þŕö · \(detail)"))
      #expect(subtitle.filter { $0 == "[" }.count == 2)
    }

    @Test func theMirroredPseudoLocaleOverridesEachWordRightToLeft() {
      let mirrored = Copy.messagesLeftToday(12).resolved(in: Locale(identifier: "ar_XB"))
      let word = { (w: String) in "\u{200F}\u{202E}\(w)\u{202C}\u{200F}" }
      #expect(
        mirrored == "12 " + [word("messages"), word("left"), word("today")].joined(separator: " "))
      #expect(Locale(identifier: "ar_XB").language.characterDirection == .rightToLeft)
    }
  }
#endif
