#if os(Linux)
  import CUnicode
  import Foundation
  import Synchronization

  /// The block's String Catalog as Linux reads it: SwiftPM copies `Localizable.xcstrings` into
  /// the module's bundle as it is (only Xcode's tools compile a catalog), so the block reads the
  /// JSON itself, as Foundation reads the compiled catalog on Apple platforms: the locale's
  /// language (else English, else the key), the plural form ICU's CLDR rules pick for a count
  /// (an explicit `zero` first for 0, as Foundation does), substitutions (`%#@name@`),
  /// positional arguments, and counts written with the locale's digits and grouping.
  struct StringCatalog: Sendable {
    let sourceLanguage: String
    let strings: [String: Entry]

    /// The language the catalog is written in, as `Package.swift`'s `defaultLocalization`
    /// says: every locale's reading keeps it, for the keys its language lacks.
    static let developmentLanguage = "en"

    /// The whole catalog in ModelComposer's bundle, every language; empty (every phrase its
    /// English key) if it could not be read, which `StringCatalogTests` rules out.
    static let shipped = read(keepingLanguage: { _ in true })

    /// The catalog as `locale` reads it: only its language's localizations (all its scripts
    /// and regions, among which ``language(for:among:)`` picks) and English. Read once a
    /// language: most of the file is other languages' text, which a `render` process would
    /// otherwise read before it draws.
    static func shipped(for locale: Locale) -> StringCatalog {
      let code = wantedLanguages(for: locale)?.code ?? developmentLanguage
      if let known = perLanguage.withLock({ $0[code] }) { return known }
      let catalog = read { language in
        language == developmentLanguage || language == code || language.hasPrefix(code + "-")
      }
      perLanguage.withLock { $0[code] = catalog }
      return catalog
    }

    private static let perLanguage = Mutex<[String: StringCatalog]>([:])

    /// The bundle's catalog with the localizations of the languages `keepingLanguage` is true
    /// of (the members of each key's `localizations`, three objects deep).
    private static func read(keepingLanguage: (String) -> Bool) -> StringCatalog {
      guard
        let path = besideExecutable
          ?? Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")?.path,
        let bytes = contents(of: path),
        let json = CatalogJSON.parse(
          bytes, skipping: { key, depth in depth == 3 && !keepingLanguage(key) }),
        let catalog = StringCatalog(json: json)
      else { return StringCatalog(sourceLanguage: developmentLanguage, strings: [:]) }
      return catalog
    }

    /// The bytes of the file at `path`, read straight into an array; nil when it cannot be
    /// read whole. `Data(contentsOf:)` and then a copy of it into an array were a quarter of
    /// reading the catalog in a `render` process (`perf record` over 40 processes each).
    private static func contents(of path: String) -> [UInt8]? {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { return nil }
      let size = Int(status.st_size)
      let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        while count < size {
          let read = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
          if read < 0 && errno == EINTR { continue }
          guard read > 0 else { break }
          count += read
        }
      }
      return bytes.count == size ? bytes : nil
    }

    /// The catalog in ModelComposer's resource bundle beside the executable, where SwiftPM
    /// copies it and where `Bundle.module` looks first; nil when it is not there (a test
    /// bundle, a tool run from elsewhere), and `Bundle.module` finds it. Looked up without
    /// Foundation's `Bundle`, whose first use lists the executable's folder and builds two
    /// bundles: half a millisecond of a 15 ms `render` process. Looked up once, since each
    /// language's catalog is read on its own. A path, not a `URL`: making the URL and asking
    /// it for its path again took a `render` process 0.1 ms (timed in the process).
    private static let besideExecutable: String? = {
      var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &path, Int(PATH_MAX))
      guard length > 0 else { return nil }
      let executable = String(
        decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]
      let file = "\(folder)/ModelComposer_ModelComposer.resources/Localizable.xcstrings"
      return access(file, R_OK) == 0 ? file : nil
    }()

    func string(for phrase: Phrase, in locale: Locale) -> String {
      let entry = strings[phrase.key]
      let localizations = entry?.shouldTranslate == false ? [:] : entry?.localizations ?? [:]
      let chosen =
        language(for: locale, among: localizations.keys).flatMap { localizations[$0] }
        ?? localizations[sourceLanguage]
      guard let chosen else {
        return Self.format(phrase.key, phrase.arguments, substitutions: [:], locale: locale)
      }
      let firstCount = phrase.arguments.lazy.compactMap(\.count).first ?? 0
      let template = chosen.template(count: firstCount, locale: locale) ?? phrase.key
      return Self.format(
        template, phrase.arguments, substitutions: chosen.substitutions ?? [:], locale: locale)
    }

    /// The catalog's language for `locale`: language and script ("zh-Hant" for zh_TW), language
    /// and region ("pt-BR"), the language alone, then any of the language's regional variants.
    func language(for locale: Locale, among languages: some Collection<String>) -> String? {
      guard let wanted = Self.wantedLanguages(for: locale) else { return nil }
      return wanted.candidates.first(where: languages.contains)
        ?? languages.sorted().first { $0.hasPrefix(wanted.code + "-") }
    }

    /// The catalog languages `locale` asks for, best first, and its language code: worked out
    /// once a locale (ICU's likely subtags), since every phrase of every card asks.
    private static func wantedLanguages(for locale: Locale) -> WantedLanguages? {
      if let known = wanted.withLock({ $0[locale.identifier] }) { return known }
      let maximal = Locale.Language(identifier: locale.identifier)
      let full = Locale.Language(identifier: maximal.maximalIdentifier)
      let result = full.languageCode.map { language in
        let code = language.identifier
        return WantedLanguages(
          candidates: [
            full.script.map { "\(code)-\($0.identifier)" },
            maximal.region.map { "\(code)-\($0.identifier)" },
            code,
          ].compactMap { $0 }, code: code)
      }
      wanted.withLock { $0[locale.identifier] = .some(result) }
      return result
    }

    private struct WantedLanguages: Sendable {
      let candidates: [String]
      let code: String
    }

    private static let wanted = Mutex<[String: WantedLanguages?]>([:])

    /// The CLDR plural category of `count` in `locale`, from ICU: "one", "few", "other", …
    static func pluralCategory(of count: Int, in locale: Locale) -> String {
      var buffer = [CChar](repeating: 0, count: 16)
      let length = cunicode_plural_category(locale.identifier, Double(count), &buffer, 16)
      guard length > 0 else { return "other" }
      return String(
        decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `template` with its placeholders filled: `%lld` and `%@`, positional (`%2$@`) or in
    /// turn, `%#@name@` for a substitution's plural form (whose `%arg` is its argument), `%%`.
    static func format(
      _ template: String, _ arguments: [Phrase.Argument], substitutions: [String: Substitution],
      locale: Locale
    ) -> String {
      var result = ""
      var nextArgument = 0
      var rest = Substring(template)
      // `append(contentsOf:)` with a substring, not `+=`: that is the generic one over any
      // sequence, whose first use in a process looks up its types at run time (0.1 ms).
      while let percent = rest.firstIndex(of: "%") {
        result.append(contentsOf: rest[..<percent])
        var scanner = rest[rest.index(after: percent)...]
        if scanner.first == "%" {
          result.append("%")
          rest = scanner.dropFirst()
          continue
        }
        var position: Int?
        let digits = scanner.prefix(while: \.isNumber)
        if !digits.isEmpty, scanner.dropFirst(digits.count).first == "$" {
          position = Int(digits)
          scanner = scanner.dropFirst(digits.count + 1)
        }
        func argument() -> Phrase.Argument? {
          let index = position.map { $0 - 1 } ?? nextArgument
          if position == nil { nextArgument += 1 }
          return arguments.indices.contains(index) ? arguments[index] : nil
        }
        if scanner.hasPrefix("#@"), let end = scanner.dropFirst(2).firstIndex(of: "@") {
          let name = String(scanner[scanner.index(scanner.startIndex, offsetBy: 2)..<end])
          _ = argument()
          if let substitution = substitutions[name],
            arguments.indices.contains(substitution.argNum - 1)
          {
            let value = arguments[substitution.argNum - 1]
            let form =
              substitution.variations.plural.map {
                pluralForm($0, count: value.count ?? 0, locale: locale)
              } ?? nil
            result += (form ?? "%arg").replacing("%arg", with: value.formatted(in: locale))
          }
          rest = scanner[scanner.index(after: end)...]
        } else if scanner.hasPrefix("lld") || scanner.hasPrefix("@") {
          result += argument()?.formatted(in: locale) ?? ""
          rest = scanner.dropFirst(scanner.hasPrefix("lld") ? 3 : 1)
        } else {
          result.append("%")
          rest = rest[rest.index(after: percent)...]
        }
      }
      result.append(contentsOf: rest)
      return result
    }

    /// The form for `count`: `zero` for 0 when there is one, else its CLDR category's, else
    /// `other`.
    static func pluralForm(_ forms: [String: Localization], count: Int, locale: Locale) -> String? {
      let zero = count == 0 ? forms["zero"] : nil
      let form = zero ?? forms[pluralCategory(of: count, in: locale)] ?? forms["other"]
      return form?.stringUnit?.value
    }
  }

  /// The catalog's parts as `Localizable.xcstrings` writes them, read from its JSON: nil without
  /// its source language or strings; an entry or form not shaped as the format says is left out
  /// (`StringCatalogTests` checks that every key has every language's forms).
  extension StringCatalog {
    init?(json: CatalogJSON) {
      guard let sourceLanguage = json["sourceLanguage"]?.string,
        let strings = json["strings"]?.members(Entry.init(json:))
      else { return nil }
      self.init(sourceLanguage: sourceLanguage, strings: strings)
    }

    struct Entry: Sendable {
      /// False for a name, which is the same in every language: its key is its text.
      let shouldTranslate: Bool?
      let localizations: [String: Localization]?

      init?(json: CatalogJSON) {
        guard json.isObject else { return nil }
        shouldTranslate = json["shouldTranslate"]?.bool
        localizations = json["localizations"].map(Localization.table)
      }
    }

    /// A language's text for one key: one string, or one per plural category, and the plural
    /// substitutions its text names.
    struct Localization: Sendable {
      let stringUnit: StringUnit?
      let variations: Variations?
      let substitutions: [String: Substitution]?

      init?(json: CatalogJSON) {
        guard json.isObject else { return nil }
        stringUnit = json["stringUnit"]?["value"]?.string.map(StringUnit.init(value:))
        variations = json["variations"].map(Variations.init(json:))
        substitutions = json["substitutions"]?.members(Substitution.init(json:))
      }

      /// An object of localizations by language or plural category.
      static func table(_ json: CatalogJSON) -> [String: Localization] {
        json.members(Localization.init(json:)) ?? [:]
      }

      func template(count: Int, locale: Locale) -> String? {
        if let plural = variations?.plural {
          return StringCatalog.pluralForm(plural, count: count, locale: locale)
        }
        return stringUnit?.value
      }
    }

    struct StringUnit: Sendable {
      let value: String
    }

    struct Variations: Sendable {
      let plural: [String: Localization]?

      init(json: CatalogJSON) {
        plural = json["plural"].map(Localization.table)
      }
    }

    /// `%#@name@`: the plural form of argument `argNum` (from 1).
    struct Substitution: Sendable {
      let argNum: Int
      let variations: Variations

      init?(json: CatalogJSON) {
        guard let argNum = json["argNum"]?.number, let variations = json["variations"] else {
          return nil
        }
        self.argNum = Int(argNum)
        self.variations = Variations(json: variations)
      }
    }
  }

  extension Phrase {
    func catalogString(in locale: Locale) -> String {
      StringCatalog.shipped(for: locale).string(for: self, in: locale)
    }

    /// `phrase` in `locale` as `read` makes it, made once: every card of a check asks for the
    /// same few dozen sentences, and each reading looks up the locale's language and goes
    /// through ICU's plural rules and number formats (a fifth of a card's layout, profiled).
    /// The catalog never changes while the process runs, so a reading never goes stale; the
    /// memo is emptied when it holds `readingLimit` of them, so memory stays bounded.
    static func reading(
      _ phrase: Phrase, in locale: Locale, _ read: (Phrase) -> String
    ) -> String {
      let key = ReadingKey(phrase: phrase, locale: locale)
      if let known = readings.withLock({ $0[key] }) { return known }
      let text = read(phrase)
      readings.withLock {
        if $0.count >= readingLimit { $0.removeAll(keepingCapacity: true) }
        $0[key] = text
      }
      return text
    }

    private struct ReadingKey: Hashable, Sendable {
      let phrase: Phrase
      let locale: Locale
    }

    private static let readings = Mutex<[ReadingKey: String]>([:])
    private static let readingLimit = 4096
  }

  extension Phrase.Argument {
    var count: Int? {
      if case .count(let count) = self { count } else { nil }
    }

    /// As `%lld` or `%@` writes it: a count in the locale's digits, with its grouping ("1.200",
    /// "١٢" in ar_EG), a text as it is.
    func formatted(in locale: Locale) -> String {
      switch self {
      case .count(let count): count.formatted(IntegerFormatStyle<Int>(locale: locale))
      case .text(let text): text
      }
    }
  }
#endif
