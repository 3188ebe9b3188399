import Raster
import Testing

/// A scenario file the tool refuses, and what it says, word for word.
struct RefusedScenario: CustomTestStringConvertible, Sendable {
  let json: String
  let message: String
  let label: String?

  init(_ json: String, _ message: String, label: String? = nil) {
    self.json = json
    self.message = message
    self.label = label
  }

  var testDescription: String { label ?? json }

  static let decoding = malformed + keysAndTypes + ranges + lengths

  static let malformed = [
    RefusedScenario(
      #"{"width": 393"#,
      "malformed JSON at line 1, column 14: unexpected end of file during JSON parse"),
    RefusedScenario(
      #"{"name": "limit",\#n  "usage": {"remaining": 0, "li"#,
      "malformed JSON at line 2, column 32: unexpected end of file during JSON parse",
      label: "truncated"),
    RefusedScenario(
      "", "malformed JSON at line 1, column 1: unexpected end of file during JSON parse",
      label: "empty"),
    RefusedScenario(#"{'width': 393}"#, "malformed JSON at line 1, column 2: invalid value"),
    RefusedScenario(#"{"width": 393,}"#, "malformed JSON at line 1, column 14: trailing comma"),
    RefusedScenario(
      "{\n  \"modes\": [\n    \"search\",\n  ]\n}",
      "malformed JSON at line 3, column 13: trailing comma", label: "a trailing comma on line 3"),
    RefusedScenario(
      "null",
      "malformed JSON: JSON text did not start with array or object and option to allow "
        + "fragments not set"),
    RefusedScenario("[1, 2]", "expected an object"),
    RefusedScenario(
      #"{"text": "# + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000)
        + "}",
      "malformed JSON at line 1, column 522: too many nested arrays or dictionaries",
      label: "100000 nested arrays"),
    RefusedScenario(
      #"{"text": "# + String(repeating: #"{"a": "#, count: 400) + "1"
        + String(repeating: "}", count: 401),
      "`text`: expected a string", label: "400 nested objects"),
    RefusedScenario(#"{"width": NaN}"#, "malformed JSON at line 1, column 11: invalid value"),
    RefusedScenario(
      #"{"width": Infinity}"#, "malformed JSON at line 1, column 11: invalid value"),
    RefusedScenario(
      #"{"scale": -Infinity}"#, "malformed JSON at line 1, column 12: invalid value"),
    RefusedScenario(
      #"{"width": 1e400}"#, "malformed JSON: number 1e400 is not representable in Swift"),
    RefusedScenario(#"{"text": "\ud800"}"#, surrogate(#"\ud800"#, column: 11)),
    RefusedScenario(#"{"text": "Hi \udc00 there"}"#, surrogate(#"\udc00"#, column: 14)),
    RefusedScenario(#"{"text": "\ud800\u0041"}"#, surrogate(#"\ud800"#, column: 11)),
  ]

  /// JSON cannot hold a lone surrogate and neither can a Swift string: an error, never U+FFFD.
  private static func surrogate(_ escape: String, column: Int) -> String {
    "malformed JSON at line 1, column \(column): \(escape) is half of a UTF-16 surrogate pair; "
      + #"\ud800-\udbff must be followed by \udc00-\udfff, as in \ud83d\ude00"#
  }

  static let keysAndTypes = [
    RefusedScenario(
      #"{"wdith": 393}"#,
      "`wdith`: unknown key (did you mean `width`?); allowed keys are name, width, scale, screenHeight, colorScheme, contrast, dynamicTypeSize, "
        + "reduceMotion, locale, layoutDirection, timeZone, now, models, model, availableModes, modes, usage, "
        + "placeholder, hasUpgrade, hasLockedHandler, text, focused, phase, error, menuOpen, "
        + "symbols, device, theme"),
    RefusedScenario(
      #"{"usage": {"remaining": 1, "limit": 4, "resetAt": "2026-01-16T09:00:00Z"}}"#,
      "`usage.resetAt`: unknown key (did you mean `resets`?); allowed keys are remaining, limit, resets, warnAt"
    ),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "A", "locked": true}]}"#,
      "`models[0].locked`: unknown key (did you mean `isLocked`?); allowed keys are id, name, detail, isLocked"
    ),
    RefusedScenario(
      #"{"width": 393, "width": 440}"#,
      "`width`: appears twice (again at line 1, column 16); a key may appear once in an object"),
    RefusedScenario(
      #"{"usage": {"remaining": 1, "limit": 4, "limit": 5}}"#,
      "`usage.limit`: appears twice (again at line 1, column 40); a key may appear once in an "
        + "object"),
    RefusedScenario(#"{"width": "wide"}"#, "`width`: expected a number"),
    RefusedScenario(#"{"focused": 1}"#, "`focused`: expected true or false"),
    RefusedScenario(#"{"text": 5}"#, "`text`: expected a string"),
    RefusedScenario(
      #"{"models": "many"}"#, #"`models`: expected "samples" or an array of models, got "many""#),
    RefusedScenario(#"{"modes": "search"}"#, "`modes`: expected an array of mode ids"),
    RefusedScenario(#"{"usage": "lots"}"#, "`usage`: expected an object"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "A", "isLocked": "yes"}]}"#,
      "`models[0].isLocked`: expected true or false"),
    RefusedScenario(
      #"{"colorScheme": "sepia"}"#, #"`colorScheme`: expected one of "light", "dark", got "sepia""#),
    RefusedScenario(
      #"{"dynamicTypeSize": "huge"}"#,
      #"`dynamicTypeSize`: expected one of "xSmall", "small", "medium", "large", "xLarge", "#
        + #""xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "#
        + #""accessibility4", "accessibility5", got "huge""#),
    RefusedScenario(
      #"{"phase": "done"}"#, #"`phase`: expected one of "idle", "sending", "failed", got "done""#),
    RefusedScenario(
      #"{"contrast": "high"}"#, #"`contrast`: expected one of "normal", "increased", got "high""#),
    RefusedScenario(
      #"{"layoutDirection": "rtl"}"#,
      #"`layoutDirection`: expected one of "leftToRight", "rightToLeft", got "rtl""#),
    RefusedScenario(
      #"{"layoutDirection": "rightToleft"}"#,
      #"`layoutDirection`: expected one of "leftToRight", "rightToLeft", got "rightToleft" "#
        + #"(did you mean "rightToLeft"?)"#),
    RefusedScenario(
      #"{"layoutDirection": true}"#,
      #"`layoutDirection`: expected one of "leftToRight", "rightToLeft""#),
    RefusedScenario(
      #"{"contrast": "increasd"}"#,
      #"`contrast`: expected one of "normal", "increased", got "increasd" (did you mean "increased"?)"#
    ),
    RefusedScenario(#"{"contrast": true}"#, #"`contrast`: expected one of "normal", "increased""#),
    RefusedScenario(
      #"{"colorScheme": "drak"}"#,
      #"`colorScheme`: expected one of "light", "dark", got "drak" (did you mean "dark"?)"#),
    RefusedScenario(
      #"{"models": "sample"}"#,
      #"`models`: expected "samples" or an array of models, got "sample" (did you mean "samples"?)"#
    ),
    RefusedScenario(
      #"{"availableModes": "default"}"#,
      #"`availableModes`: expected "defaults" or an array of modes, got "default" (did you mean "#
        + #""defaults"?)"#),
    // The key is quoted, so a problem with `error` never reads "error: error:".
    RefusedScenario(#"{"error": 5}"#, "`error`: expected a string"),
    RefusedScenario(
      #"{"now": "yesterday"}"#,
      #"`now`: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "yesterday""#),
    // Found by fuzz-scenario: accepted, then changed by json() → init(json:).
    RefusedScenario(
      #"{"now": "2026-01-15T12:00:00.5Z"}"#,
      #"`now`: must be a whole second such as 2026-01-15T09:00:00Z, got "2026-01-15T12:00:00.5Z""#),
    RefusedScenario(
      #"{"usage": {"remaining": 1, "limit": 4, "resets": "2026-01-16T09:00:00.001+01:00"}}"#,
      "`usage.resets`: must be a whole second such as 2026-01-15T09:00:00Z, got "
        + #""2026-01-16T09:00:00.001+01:00""#),
    // Foundation's parser reads each of these as some other date.
    RefusedScenario(
      #"{"now": "2026-02-30T12:00:00Z"}"#,
      #"`now`: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "2026-02-30T12:00:00Z", "#
        + "which is not a date and time on the calendar"),
    RefusedScenario(
      #"{"now": "2026-01-15T12:00:00Zgarbage"}"#,
      #"`now`: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "2026-01-15T12:00:00Zgarbage""#
    ),
    RefusedScenario(
      #"{"now": "2026-1-15T9:00:00Z"}"#,
      #"`now`: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "2026-1-15T9:00:00Z""#),
    RefusedScenario(
      #"{"timeZone": "Mars/Olympus"}"#,
      "`timeZone`: must be a time zone identifier such as UTC or Europe/Paris"),
    RefusedScenario(
      #"{"locale": "en US"}"#, #"`locale`: must be a locale identifier such as en_US (got "en US")"#
    ),
  ]

  static let ranges = [
    RefusedScenario(#"{"width": -20}"#, "`width`: must be between 100 and 4096 points (got -20)"),
    RefusedScenario(#"{"width": 0}"#, "`width`: must be between 100 and 4096 points (got 0)"),
    RefusedScenario(#"{"width": 99.5}"#, "`width`: must be between 100 and 4096 points (got 99.5)"),
    // 4097 pt at 4× would be 16388 px, past the canvas side.
    RefusedScenario(#"{"width": 4097}"#, "`width`: must be between 100 and 4096 points (got 4097)"),
    RefusedScenario(#"{"scale": 0}"#, "`scale`: must be between 1 and 4 pixels per point (got 0)"),
    RefusedScenario(
      #"{"scale": -1}"#, "`scale`: must be between 1 and 4 pixels per point (got -1)"),
    RefusedScenario(
      #"{"scale": 4.5}"#, "`scale`: must be between 1 and 4 pixels per point (got 4.5)"),
    RefusedScenario(#"{"models": []}"#, "`models`: must list 1 to 100 models (got 0)"),
    RefusedScenario(
      #"{"models": \#(modelsJSON(101))}"#, "`models`: must list 1 to 100 models (got 101)",
      label: "101 models"),
    RefusedScenario(#"{"models": [{"id": "", "name": "A"}]}"#, "`models[0].id`: must not be empty"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}]}"#,
      #"`models[1].id`: duplicates model "a""#),
    RefusedScenario(#"{"models": [{"id": "a"}]}"#, "`models[0].name`: is required"),
    RefusedScenario(
      #"{"modes": ["web"]}"#,
      #"`modes`: unknown mode "web"; availableModes has "search", "think", "image""#),
    RefusedScenario(
      #"{"modes": ["serch"]}"#,
      #"`modes`: unknown mode "serch" (did you mean "search"?); availableModes has "search", "#
        + #""think", "image""#),
    RefusedScenario(
      #"{"availableModes": [{"id": "x", "title": "X", "symbol": "magnifyingglass"}, "#
        + #"{"id": "x", "title": "Y", "symbol": "photo"}]}"#,
      #"`availableModes[1].id`: duplicates mode "x""#),
    RefusedScenario(
      #"{"availableModes": [\#((0..<21).map { #"{"id": "m\#($0)", "title": "M", "symbol": "photo"}"# }.joined(separator: ", "))]}"#,
      "`availableModes`: must list 1 to 20 modes (got 21)", label: "21 modes"),
    RefusedScenario(
      #"{"availableModes": [{"id": "x", "title": "X", "symbol": "tortoise"}]}"#,
      #"`availableModes[0].symbol`: no stand-in glyph for SF Symbol "tortoise"; drawable symbols "#
        + "are \(IconTable.symbolNames.joined(separator: ", ")), or add your own under "
        + #""symbols" (the scenario's or its theme's) as SVG path data or a font glyph"#),
    RefusedScenario(
      #"{"usage": {"remaining": -1, "limit": 40}}"#,
      "`usage.remaining`: must be between 0 and 40 (got -1)"),
    RefusedScenario(
      #"{"usage": {"remaining": 41, "limit": 40}}"#,
      "`usage.remaining`: must be between 0 and 40 (got 41)"),
    RefusedScenario(
      #"{"usage": {"remaining": 0, "limit": 0}}"#,
      "`usage.limit`: must be between 1 and 1000000 (got 0)"),
    RefusedScenario(
      #"{"usage": {"remaining": 1.5, "limit": 40}}"#, "`usage.remaining`: expected a whole number"),
    RefusedScenario(
      #"{"usage": {"remaining": 3, "limit": 40, "resets": "2020-01-01T00:00:00Z"}}"#,
      "`usage.resets`: must be later than now (2026-01-15T12:00:00Z), got 2020-01-01T00:00:00Z"),
    RefusedScenario(
      #"{"usage": {"remaining": 3, "limit": 40, "resets": "2026-01-15T12:00:00Z"}}"#,
      "`usage.resets`: must be later than now (2026-01-15T12:00:00Z), got 2026-01-15T12:00:00Z"),
    RefusedScenario(
      #"{"usage": {"remaining": 3, "limit": 40, "warnAt": -1}}"#,
      "`usage.warnAt`: must be between 0 and 1000000 (got -1)"),
    RefusedScenario(#"{"usage": {"remaining": 3}}"#, "`usage.limit`: is required"),
  ]

  static let lengths = [
    RefusedScenario(
      #"{"text": "\#(String(repeating: "x", count: 1 << 20))"}"#,
      "`text`: must be at most 100000 characters (got 1048576)", label: "text of 1 MB"),
    RefusedScenario(
      #"{"placeholder": "\#(String(repeating: "x", count: 1001))"}"#,
      "`placeholder`: must be at most 1000 characters (got 1001)", label: "placeholder of 1001"),
    RefusedScenario(
      #"{"phase": "failed", "error": "\#(String(repeating: "x", count: 1001))"}"#,
      "`error`: must be at most 1000 characters (got 1001)", label: "error of 1001"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "\#(String(repeating: "x", count: 1001))"}]}"#,
      "`models[0].name`: must be at most 1000 characters (got 1001)", label: "model name of 1001"),
    RefusedScenario(#"{"name": ""}"#, "`name`: must be 1 to 100 characters"),
    RefusedScenario(
      #"{"name": "\#(String(repeating: "n", count: 101))"}"#,
      "`name`: must be at most 100 characters (got 101)", label: "name of 101"),
  ]

  static let canvas = [
    RefusedScenario(
      #"{"width": 4096, "scale": 4, "screenHeight": 4096, "dynamicTypeSize": "accessibility5", "#
        + #""menuOpen": true, "models": \#(modelsJSON(12))}"#,
      "canvas size 16384×7028 px (115146752 px) exceeds the limit of 67108864 px (64 Mpx)",
      label: "12 models open at accessibility5, 4096 pt at 4×"),
    RefusedScenario(
      #"{"width": 4096, "scale": 4, "screenHeight": 4096, "dynamicTypeSize": "accessibility5", "#
        + #""menuOpen": true, "models": \#(modelsJSON(100))}"#,
      "canvas size 16384×16236 px (266010624 px) exceeds the limit of 67108864 px (64 Mpx)",
      label: "100 models open at accessibility5, a 4096 pt screen at 4×"),
  ]

  private static func modelsJSON(_ count: Int) -> String {
    "[" + (0..<count).map { #"{"id": "m\#($0)", "name": "Model \#($0)"}"# }.joined(separator: ", ")
      + "]"
  }
}
