import Foundation
import ModelComposer
import Raster
import SPTheme
import ToolSupport

/// A scenario file that cannot be drawn, with the key at fault and what it accepts, so the
/// person who wrote the file by hand can fix it from the message alone.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
  /// Where in the file: `width`, `usage.remaining`, `models[2].id`; empty for the file itself.
  public var key: String
  public var problem: String

  public init(key: String, problem: String) {
    self.key = key
    self.problem = problem
  }

  /// The key in backticks, so a key called `error` never reads as a second "error:" after the
  /// tool's own prefix: "`usage.limit`: is required". On one line, with the control characters
  /// of a key or value the file holds escaped, so none reaches a terminal or log as it is.
  public var description: String {
    (key.isEmpty ? problem : "`\(key)`: \(problem)").terminalEscapedLine
  }
}

extension Scenario {
  /// Files larger than this are refused before parsing: a scenario is a few hundred bytes,
  /// and `text` at its longest (``maximumTextLength``) fits with room to spare.
  public static let maximumFileSize = 4 << 20

  /// The longest `text`, in Unicode scalars. The field shows six lines, but a focused field
  /// shows the last six, which depend on every line break before them, so the whole text is
  /// shaped: this keeps a picture under half a second (Documentation/Limits.md).
  public static let maximumTextLength = 100_000
  /// The longest of every other string (placeholder, error, names, details, titles, ids,
  /// locale, dates), in Unicode scalars. The error line and, at accessibility sizes, the
  /// menu's names wrap without a line limit, so each is bounded.
  public static let maximumStringLength = 1_000

  /// Decodes a scenario file strictly: malformed JSON (trailing commas too) names its line
  /// and column, unknown keys, repeated keys and wrong types name the key and the allowed
  /// values, and values out of range name the range. `null` for a key means the key is absent
  /// (its default), except for `usage`, where it means no usage line. Without a `name` key the
  /// scenario is called `defaultName`, if given (a folder of scenarios names each by its file).
  /// A `theme` given as a path is read relative to `directory` (the scenario file's folder;
  /// the current one for standard input). Its modes may name the symbols of `outerTheme`, a
  /// theme it will be drawn with over its own (`--theme`), as well as its own and its theme's.
  public init(
    json data: Data, defaultName: String? = nil, directory: String = ".",
    outerTheme: SPTheme? = nil
  ) throws {
    guard data.count <= Self.maximumFileSize else {
      throw Self.oversized("the file is \(data.count) bytes")
    }
    try JSONCheck.check(data)
    let decoder = JSONDecoder()
    decoder.userInfo[Self.defaultNameKey] = defaultName
    decoder.userInfo[Self.directoryKey] = directory
    decoder.userInfo[Self.outerThemeKey] = outerTheme
    do {
      self = try decoder.decode(Scenario.self, from: data)
    } catch let error as ScenarioError {
      throw error
    } catch let error as DecodingError {
      throw ScenarioError(decoding: error)
    }
  }

  /// Where `init(json:defaultName:)` hands the default name to the decoder.
  private static let defaultNameKey = CodingUserInfoKey(rawValue: "defaultScenarioName")!
  /// Where it hands the folder a `theme` path is read relative to.
  static let directoryKey = CodingUserInfoKey(rawValue: "scenarioDirectory")!
  /// Where it hands the theme drawn over the scenario's own, whose symbols its modes may name.
  private static let outerThemeKey = CodingUserInfoKey(rawValue: "outerTheme")!

  /// The scenario as pretty, key-sorted JSON, the same form `init(json:)` reads.
  public func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    // Encoding plain strings, numbers and booleans cannot fail.
    return try! encoder.encode(self)
  }
}

extension Scenario: Codable {
  enum Key: String, CodingKey, CaseIterable {
    case name, width, scale, screenHeight
    case colorScheme, contrast, dynamicTypeSize, reduceMotion, locale
    case layoutDirection, timeZone, now
    case models, model, availableModes, modes, usage, placeholder, hasUpgrade, hasLockedHandler
    case text, focused, phase, error, menuOpen, symbols, device, theme
  }

  public init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, keys: Key.self)
    self.init()
    name =
      try object.string(.name, maximumLength: 100)
      ?? decoder.userInfo[Self.defaultNameKey] as? String ?? name
    if name.isEmpty { throw object.error(.name, "must be 1 to 100 characters") }
    device = try object.choice(.device)
    width = try object.number(.width, in: Self.widthRange, unit: "points") ?? width
    scale = try object.number(.scale, in: Self.scaleRange, unit: "pixels per point") ?? scale
    screenHeight =
      try object.number(.screenHeight, in: Self.screenHeightRange, unit: "points") ?? screenHeight
    colorScheme = try object.choice(.colorScheme) ?? colorScheme
    contrast = try object.choice(.contrast) ?? contrast
    dynamicTypeSize = try object.choice(.dynamicTypeSize) ?? dynamicTypeSize
    reduceMotion = try object.bool(.reduceMotion) ?? reduceMotion
    locale = try object.string(.locale) ?? locale
    if !Self.isLocaleIdentifier(locale) {
      throw object.error(.locale, "must be \(Self.localeRule) (got \"\(locale)\")")
    }
    layoutDirection = try object.choice(.layoutDirection)
    timeZone = try object.string(.timeZone) ?? timeZone
    if TimeZone(identifier: timeZone) == nil {
      throw object.error(.timeZone, "must be a time zone identifier such as UTC or Europe/Paris")
    }
    now = try object.date(.now) ?? now
    models = try object.models(.models, in: Locale(identifier: locale)) ?? models
    model = try object.string(.model) ?? model
    let directory = decoder.userInfo[Self.directoryKey] as? String
    symbols = try object.symbols(.symbols, relativeTo: directory ?? ".") ?? symbols
    theme = try object.theme(.theme, relativeTo: directory)
    availableModes =
      try object.modes(
        .availableModes, in: Locale(identifier: locale),
        drawing: symbols.over(
          SymbolSet(
            theme: (theme?.symbols ?? [:]).merging(
              (decoder.userInfo[Self.outerThemeKey] as? SPTheme)?.symbols ?? [:]
            ) { $1 })))
      ?? availableModes
    modes = try object.decode([String].self, .modes, expecting: "an array of mode ids") ?? modes
    let modeIDs = availableModes.map(\.id)
    if let unknown = modes.first(where: { !modeIDs.contains($0) }) {
      throw object.error(
        .modes,
        "unknown mode \"\(unknown)\"\(Self.suggestion(for: unknown, among: modeIDs)); "
          + "availableModes has \(Self.list(modeIDs))")
    }
    if object.contains(.usage) { usage = try object.usage(.usage) }
    if let resets = usage?.resets, resets <= now {
      throw ScenarioError(
        key: "usage.resets",
        problem:
          "must be later than now (\(now.formatted(.iso8601))), got \(resets.formatted(.iso8601))")
    }
    placeholder = try object.string(.placeholder) ?? placeholder
    hasUpgrade = try object.bool(.hasUpgrade) ?? hasUpgrade
    hasLockedHandler = try object.bool(.hasLockedHandler) ?? hasLockedHandler
    text = try object.string(.text, maximumLength: Self.maximumTextLength) ?? text
    focused = try object.bool(.focused) ?? focused
    phase = try object.choice(.phase) ?? phase
    error = try object.string(.error)
    menuOpen = try object.bool(.menuOpen) ?? menuOpen
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(name, forKey: .name)
    try container.encode(width, forKey: .width)
    try container.encode(scale, forKey: .scale)
    try container.encode(screenHeight, forKey: .screenHeight)
    try container.encode(colorScheme, forKey: .colorScheme)
    try container.encode(contrast, forKey: .contrast)
    try container.encode(dynamicTypeSize, forKey: .dynamicTypeSize)
    try container.encode(reduceMotion, forKey: .reduceMotion)
    try container.encode(locale, forKey: .locale)
    // Absent, it follows the locale; written only when the scenario sets it, so a scenario
    // reads back as it was.
    try container.encodeIfPresent(layoutDirection, forKey: .layoutDirection)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(now, forKey: .now)
    try container.encode(models, forKey: .models)
    try container.encode(model, forKey: .model)
    try container.encode(availableModes, forKey: .availableModes)
    try container.encode(modes, forKey: .modes)
    if let usage {
      try container.encode(usage, forKey: .usage)
    } else {
      try container.encodeNil(forKey: .usage)
    }
    try container.encode(placeholder, forKey: .placeholder)
    try container.encode(hasUpgrade, forKey: .hasUpgrade)
    try container.encode(hasLockedHandler, forKey: .hasLockedHandler)
    try container.encode(text, forKey: .text)
    try container.encode(focused, forKey: .focused)
    try container.encode(phase, forKey: .phase)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encode(menuOpen, forKey: .menuOpen)
    if !symbols.isEmpty {
      try container.encode(symbols.themeSymbols, forKey: .symbols)
    }
    // Absent, the renderer's theme draws it.
    try container.encodeIfPresent(theme, forKey: .theme)
  }

  static func list(_ values: [String]) -> String {
    values.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// ` (did you mean "search"?)` when one of `values` is near `value`, quoted as ``list(_:)``
  /// quotes them.
  static func suggestion(for value: String, among values: [String]) -> String {
    Suggestion.clause(for: value, among: values) { "\"\($0)\"" }
  }
}

/// "models[2].id": a coding path the way the messages write keys.
func keyPath(_ codingPath: [any CodingKey]) -> String {
  codingPath.reduce("") { path, key in
    if let index = key.intValue { return "\(path)[\(index)]" }
    return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
  }
}

extension ScenarioError {
  /// Type errors from the decoder, said the way the rest of the messages are.
  init(decoding error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(key: keyPath(context.codingPath), problem: "expected \(Self.describe(type))")
    case .valueNotFound(let type, let context):
      self.init(
        key: keyPath(context.codingPath), problem: "expected \(Self.describe(type)), got null")
    case .keyNotFound(let key, let context):
      self.init(key: keyPath(context.codingPath + [key]), problem: "is required")
    case .dataCorrupted(let context):
      self.init(key: keyPath(context.codingPath), problem: context.debugDescription)
    @unknown default:
      self.init(key: "", problem: "\(error)")
    }
  }

  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is [String].Type: "an array of strings"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: "a value of type \(type)"
    }
  }
}

struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A JSON object that accepts only the keys of `Keys`, with readers that turn each kind of
/// mistake into a `ScenarioError` naming the key and what it allows.
struct StrictObject<Keys: CodingKey & RawRepresentable> where Keys.RawValue == String {
  let container: KeyedDecodingContainer<AnyKey>
  let path: String

  init(_ decoder: any Decoder, keys: Keys.Type) throws where Keys: CaseIterable {
    try self.init(decoder, allowing: Keys.allCases.map(\.rawValue))
  }

  /// An object whose keys are known only at run time (a theme's, which SPTheme lists).
  init(_ decoder: any Decoder, allowing allowed: [String]) throws {
    let base = keyPath(decoder.codingPath)
    path = base
    do {
      container = try decoder.container(keyedBy: AnyKey.self)
    } catch {
      throw ScenarioError(key: base, problem: "expected an object")
    }
    for key in container.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
      throw ScenarioError(
        key: base.isEmpty ? key : "\(base).\(key)",
        problem:
          "unknown key\(Suggestion.clause(for: key, among: allowed) { "`\($0)`" }); "
          + "allowed keys are \(allowed.joined(separator: ", "))")
    }
  }

  func name(_ key: Keys) -> String { path.isEmpty ? key.rawValue : "\(path).\(key.rawValue)" }

  func error(_ key: Keys, _ problem: String) -> ScenarioError {
    ScenarioError(key: name(key), problem: problem)
  }

  func contains(_ key: Keys) -> Bool { container.contains(AnyKey(stringValue: key.rawValue)) }

  /// The key's value, or nil when the key is absent or `null`: every key is optional, and
  /// `null` is how many JSON writers say "not set".
  func decode<T: Decodable>(_ type: T.Type, _ key: Keys, expecting: String) throws -> T? {
    let anyKey = AnyKey(stringValue: key.rawValue)
    guard container.contains(anyKey), try !container.decodeNil(forKey: anyKey) else { return nil }
    do {
      return try container.decode(T.self, forKey: anyKey)
    } catch let failure as ScenarioError {
      throw failure
    } catch {
      throw self.error(key, "expected \(expecting)")
    }
  }

  /// A string of at most `maximumLength` Unicode scalars.
  func string(_ key: Keys, maximumLength: Int = Scenario.maximumStringLength) throws -> String? {
    guard let value = try decode(String.self, key, expecting: "a string") else { return nil }
    let length = value.unicodeScalars.count
    guard length <= maximumLength else {
      throw error(key, "must be at most \(maximumLength) characters (got \(length))")
    }
    return value
  }

  func bool(_ key: Keys) throws -> Bool? { try decode(Bool.self, key, expecting: "true or false") }

  func integer(_ key: Keys, in range: ClosedRange<Int>) throws -> Int? {
    guard let value = try decode(Int.self, key, expecting: "a whole number") else { return nil }
    guard range.contains(value) else {
      throw error(key, "must be between \(range.lowerBound) and \(range.upperBound) (got \(value))")
    }
    return value
  }

  /// A number within `range`; `unit` (which may be empty) follows the range in the refusal.
  func number(_ key: Keys, in range: ClosedRange<Double>, unit: String) throws -> Double? {
    guard let value = try decode(Double.self, key, expecting: "a number") else { return nil }
    guard range.contains(value) else {
      throw error(
        key,
        "must be between \(plainNumber(range.lowerBound)) and \(plainNumber(range.upperBound))"
          + (unit.isEmpty ? "" : " \(unit)") + " (got \(plainNumber(value)))")
    }
    return value
  }

  func choice<T: RawRepresentable & CaseIterable>(_ key: Keys) throws -> T?
  where T.RawValue == String {
    try choice(key, among: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
  }

  /// One of `allowed`, refused with them listed and the nearest suggested.
  func choice(_ key: Keys, among allowed: [String]) throws -> String? {
    let expecting = "one of \(Scenario.list(allowed))"
    guard let raw = try decode(String.self, key, expecting: expecting) else { return nil }
    guard allowed.contains(raw) else {
      throw error(
        key, "expected \(expecting), got \"\(raw)\"\(Scenario.suggestion(for: raw, among: allowed))"
      )
    }
    return raw
  }

  /// An ISO 8601 date and time, `2026-01-15T09:00:00Z` or with an offset such as `+01:00`, in
  /// whole seconds. Foundation's parser is lenient: it ignores what follows the date, takes
  /// one-digit fields and rolls 2026-02-30 over to March 2, so the shape is checked here and
  /// every field must read back as written. `json()` writes whole seconds, so a fraction
  /// would not survive a round trip; no picture reads the clock finer than a minute.
  func date(_ key: Keys) throws -> Date? {
    guard let raw = try string(key) else { return nil }
    let expected = "expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got \"\(raw)\""
    let shape = /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|([+-])(\d{2}):(\d{2}))/
    guard let match = raw.wholeMatch(of: shape), let date = try? Date(raw, strategy: .iso8601)
    else { throw error(key, expected) }
    guard match.7 == nil else {
      throw error(key, "must be a whole second such as 2026-01-15T09:00:00Z, got \"\(raw)\"")
    }
    let offset =
      match.8 == "Z"
      ? 0 : (match.9 == "-" ? -1 : 1) * (Int(match.10!)! * 3600 + Int(match.11!)! * 60)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? calendar.timeZone
    let read = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let written = [match.1, match.2, match.3, match.4, match.5, match.6].map { Int($0)! }
    guard [read.year, read.month, read.day, read.hour, read.minute, read.second] == written else {
      throw error(key, "\(expected), which is not a date and time on the calendar")
    }
    return date
  }

  /// `"samples"` (in the scenario's language) or an array of 1 to 100 models with unique,
  /// non-empty ids.
  func models(_ key: Keys, in locale: Locale) throws -> [ModelComposer.Model]? {
    try presetOrArray(
      key, keyword: "samples", preset: ModelComposer.Model.samples(in: locale), of: "models"
    ) {
      (models: [ModelFields]) in
      try checkList(models.map(\.id), key, noun: "model", maximum: Scenario.maximumModelCount)
      return models.map {
        ModelComposer.Model(id: $0.id, name: $0.name, detail: $0.detail, isLocked: $0.isLocked)
      }
    }
  }

  /// `"defaults"` (in the scenario's language) or an array of modes with unique ids and symbols
  /// the renderer can draw: the stand-ins and the scenario's own `symbols`.
  func modes(_ key: Keys, in locale: Locale, drawing symbols: SymbolSet) throws
    -> [ModelComposer.Mode]?
  {
    try presetOrArray(
      key, keyword: "defaults", preset: ModelComposer.Mode.defaults(in: locale), of: "modes"
    ) {
      (modes: [ModeFields]) in
      if !modes.isEmpty {
        try checkList(modes.map(\.id), key, noun: "mode", maximum: Scenario.maximumModeCount)
      }
      for (index, mode) in modes.enumerated()
      where !symbols.contains(mode.symbol) {
        throw ScenarioError(
          key: "\(name(key))[\(index)].symbol",
          problem:
            "no stand-in glyph for SF Symbol \"\(mode.symbol)\""
            + "\(Scenario.suggestion(for: mode.symbol, among: symbols.names)); "
            + "drawable symbols are \(symbols.names.joined(separator: ", ")), or add your own "
            + "under \"symbols\" (the scenario's or its theme's) as SVG path data or a font "
            + "glyph")
      }
      return modes.map { ModelComposer.Mode(id: $0.id, title: $0.title, symbol: $0.symbol) }
    }
  }

  /// A list given either by the keyword naming the block's preset or as an array of `Fields`,
  /// which `make` checks and converts; nil when the key is absent.
  private func presetOrArray<Fields: Decodable, Value>(
    _ key: Keys, keyword: String, preset: [Value], of noun: String,
    _ make: ([Fields]) throws -> [Value]
  ) throws -> [Value]? {
    if let given = try? container.decode(String.self, forKey: AnyKey(stringValue: key.rawValue)) {
      guard given == keyword else {
        throw error(
          key,
          "expected \"\(keyword)\" or an array of \(noun), got \"\(given)\""
            + Scenario.suggestion(for: given, among: [keyword]))
      }
      return preset
    }
    guard
      let fields = try decode(
        [Fields].self, key, expecting: "\"\(keyword)\" or an array of \(noun)")
    else { return nil }
    return try make(fields)
  }

  /// `null` is no usage line at all; read only when the key is there.
  func usage(_ key: Keys) throws -> ModelComposer.Usage? {
    try decode(UsageInput.self, key, expecting: "an object or null")?.usage
  }

  private func checkList(_ ids: [String], _ key: Keys, noun: String, maximum: Int) throws {
    guard (1...maximum).contains(ids.count) else {
      throw error(key, "must list 1 to \(maximum) \(noun)s (got \(ids.count))")
    }
    var seen = Set<String>()
    for (index, id) in ids.enumerated() {
      if id.isEmpty {
        throw ScenarioError(key: "\(name(key))[\(index)].id", problem: "must not be empty")
      }
      if !seen.insert(id).inserted {
        throw ScenarioError(
          key: "\(name(key))[\(index)].id", problem: "duplicates \(noun) \"\(id)\"")
      }
    }
  }
}

private struct ModelFields: Decodable {
  enum Key: String, CodingKey, CaseIterable { case id, name, detail, isLocked }
  var id: String
  var name: String
  var detail = ""
  var isLocked = false

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, keys: Key.self)
    guard let id = try object.string(.id) else { throw object.error(.id, "is required") }
    guard let name = try object.string(.name) else { throw object.error(.name, "is required") }
    self.id = id
    self.name = name
    detail = try object.string(.detail) ?? detail
    isLocked = try object.bool(.isLocked) ?? isLocked
  }
}

private struct ModeFields: Decodable {
  enum Key: String, CodingKey, CaseIterable { case id, title, symbol }
  var id: String
  var title: String
  var symbol: String

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, keys: Key.self)
    guard let id = try object.string(.id) else { throw object.error(.id, "is required") }
    guard let title = try object.string(.title) else { throw object.error(.title, "is required") }
    guard let symbol = try object.string(.symbol) else {
      throw object.error(.symbol, "is required")
    }
    self.id = id
    self.title = title
    self.symbol = symbol
  }
}

/// Usage in a scenario is checked, not clamped: the block clamps bad values so an app never
/// crashes, but a hand-written scenario with `remaining: -3` is a mistake worth naming.
private struct UsageInput: Decodable {
  enum Key: String, CodingKey, CaseIterable { case remaining, limit, resets, warnAt }
  var usage: ModelComposer.Usage

  init(from decoder: any Decoder) throws {
    let object = try StrictObject(decoder, keys: Key.self)
    guard let limit = try object.integer(.limit, in: 1...1_000_000) else {
      throw object.error(.limit, "is required")
    }
    guard let remaining = try object.integer(.remaining, in: 0...limit) else {
      throw object.error(.remaining, "is required")
    }
    let resets = try object.date(.resets)
    // As the block allows: 5 by default whatever the limit, and at or above it the line
    // always warns.
    let warnAt =
      try object.integer(.warnAt, in: 0...1_000_000) ?? ModelComposer.Usage.defaultWarnAt
    usage = ModelComposer.Usage(remaining: remaining, limit: limit, resets: resets, warnAt: warnAt)
  }
}

extension Scenario {
  /// Reads and decodes a scenario file, refusing an oversized one before reading it.
  public init(contentsOfFile path: String, defaultName: String? = nil, outerTheme: SPTheme? = nil)
    throws
  {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = attributes?[.size] as? Int else {
      throw ScenarioError(key: "", problem: "cannot read \(path): no such file")
    }
    guard size <= Self.maximumFileSize else { throw Self.oversized("\(path) is \(size) bytes") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError(key: "", problem: "cannot read \(path)")
    }
    try self.init(
      json: data, defaultName: defaultName,
      directory: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      outerTheme: outerTheme)
  }

  /// Reads a scenario from a stream such as standard input, reading no more than one byte
  /// past the size limit.
  public init(reading handle: FileHandle, named name: String, outerTheme: SPTheme? = nil) throws {
    let data = handle.readData(ofLength: Self.maximumFileSize + 1)
    guard data.count <= Self.maximumFileSize else {
      throw Self.oversized("\(name) has more than \(Self.maximumFileSize) bytes")
    }
    try self.init(json: data, outerTheme: outerTheme)
  }

  private static func oversized(_ what: String) -> ScenarioError {
    ScenarioError(key: "", problem: "\(what); a scenario may be at most \(maximumFileSize) bytes")
  }
}
