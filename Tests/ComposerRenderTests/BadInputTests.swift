import ComposerRender
import Foundation
import ModelComposer
import Testing

// For a PNG whose header says 100000×1: `Image` refuses that size unless made inside Raster.
@testable import Raster

/// Bad input as CI meets it, in hand-written files (Documentation/Scenarios.md). Each case has its
/// exact error, exit status 2 from the tool (1 from `check`, which reports a failed golden) and
/// no output file. Files go through the built `render-composer`, the way CI runs it. Inputs
/// that are not mistakes (an unknown model id, empty modes, text in any script) are drawn, and
/// the tests say how.
@Suite(.needsFonts) struct BadInputTests {
  // MARK: Scenario files

  @Test(arguments: RefusedScenario.decoding)
  func aScenarioTheDecoderRefusesIsNamedAndNothingIsWritten(_ file: RefusedScenario) throws {
    let error = #expect(throws: ScenarioError.self) { try Scenario(json: Data(file.json.utf8)) }
    #expect(error?.description == file.message)
    try expectToolRefuses(file)
  }

  /// Every width and scale the decoder accepts fits the 16384 px side (4096 pt at 4×), but
  /// height grows with the menu and with wrapped text: those pictures name the canvas limit.
  @Test(arguments: RefusedScenario.canvas)
  func aPictureOverTheCanvasLimitIsNamedAndNothingIsWritten(_ file: RefusedScenario) throws {
    let scenario = try Scenario(json: Data(file.json.utf8))
    let error = #expect(throws: RasterError.self) { try renderer.render(scenario) }
    #expect(error?.description == file.message)
    try expectToolRefuses(file)
  }

  private func expectToolRefuses(_ file: RefusedScenario) throws {
    let directory = try temporaryDirectory()
    let path = "\(directory)/scenario.json"
    try Data(file.json.utf8).write(to: URL(fileURLWithPath: path))
    let run = try runTool(["render", path, "-o", "\(directory)/card.png"])
    #expect(run.status == 2)
    #expect(run.error == "error: \(file.message)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["scenario.json"])
  }

  /// Bytes that are not UTF-8, such as a surrogate encoded directly (ED A0 80), cannot be a
  /// JSON string: refused at their position, like a lone `\ud800` escape.
  @Test(
    arguments: [
      ([0xED, 0xA0, 0x80], "Invalid UTF-8 sequence 5 bytes starting from character 10."),
      ([0xFF], "Invalid UTF-8 sequence 3 bytes starting from character 10."),
    ] as [([UInt8], String)])
  func bytesThatAreNotUTF8AreRefused(bytes: [UInt8], problem: String) throws {
    let json = Data(#"{"text": "a"#.utf8) + bytes + Data(#"b"}"#.utf8)
    #expect(throws: ScenarioError(key: "", problem: "malformed JSON: \(problem)")) {
      try Scenario(json: json)
    }
    let directory = try temporaryDirectory()
    let run = try runTool(["render", "-", "-o", "\(directory)/card.png"], input: json)
    #expect(run.status == 2)
    #expect(run.error == "error: malformed JSON: \(problem)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// A sparse file: 100 MB long without writing 100 MB. Neither the file nor the same bytes on
  /// standard input are read past the limit.
  @Test func aHundredMegabyteScenarioIsRefusedBeforeItIsRead() throws {
    let directory = try temporaryDirectory()
    let path = "\(directory)/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
    let limit = "a scenario may be at most 4194304 bytes"
    let file = try runTool(["render", path, "-o", "\(directory)/card.png"])
    #expect(file.status == 2)
    #expect(file.error == "error: \(path) is 104857600 bytes; \(limit)\n")
    let piped = try runTool(["render", "-", "-o", "\(directory)/card.png"], inputFile: path)
    #expect(piped.status == 2)
    #expect(piped.error == "error: standard input has more than 4194304 bytes; \(limit)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["huge.json"])
  }

  @Test func textAtItsLimitIsAcceptedAndOneCharacterMoreIsNot() throws {
    let longest = String(repeating: "é", count: Scenario.maximumTextLength)
    let scenario = try Scenario(json: Scenario { $0.text = longest }.json())
    #expect(scenario.text == longest)
    #expect(
      throws: ScenarioError(key: "text", problem: "must be at most 100000 characters (got 100001)")
    ) {
      try Scenario(json: Scenario { $0.text = longest + "e" }.json())
    }
  }

  // MARK: Inputs that are not mistakes

  @Test func anUnknownModelIDFallsBackToTheFirstUnlockedModel() throws {
    let unknown = try Scenario(json: Data(#"{"model": "atlas-9"}"#.utf8))
    #expect(unknown.appearance.pill.title == "Atlas 3 Mini")
    #expect(try renderer.render(unknown) == renderer.render(Scenario { $0.model = "atlas-3-mini" }))
    let lockedFirst = try Scenario(
      json: Data(
        #"""
        {"model": "gone", "models": [{"id": "pro", "name": "Pro", "isLocked": true},
                                     {"id": "lite", "name": "Lite"}]}
        """#.utf8))
    #expect(lockedFirst.appearance.pill.title == "Lite")
  }

  @Test func emptyAvailableModesHidesTheChips() throws {
    let scenario = try Scenario(json: Data(#"{"availableModes": []}"#.utf8))
    #expect(scenario.appearance.chips.isEmpty)
    let names = renderer.layout(scenario).elements.map(\.payload.name)
    #expect(names.contains("pill") && !names.contains { $0.hasPrefix("chip.") })
  }

  /// Text in any script draws the same bytes every time, and draws something.
  @Test(arguments: [
    "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇺🇳 family, flag, skin tone",
    "مرحبا بالعالم", "שלום עולם", "mixed שלום and مرحبا 123",
    "e\u{301}\u{302}\u{303}\u{304} a" + String(repeating: "\u{336}", count: 300),
    "\u{200B}\u{200D}\u{202E}reversed?\u{2066}\u{FEFF}", "tab\tbell\u{7}nul\u{0}del\u{7F}",
    "\u{1FAE8}\u{E000}\u{10FFFF} in no font", String(repeating: "\n", count: 50) + "after",
  ])
  func textInAnyScriptDraws(text: String) throws {
    let scenario = try Scenario(json: Scenario { $0.text = text }.json())
    let picture = try renderer.render(scenario)
    #expect(try renderer.render(scenario) == picture)
    #expect(picture != (try blankText.get()))
  }

  @Test func controlCharactersAreNotDrawn() throws {
    #expect(try render(text: "a\u{1}b\u{7F}c\u{9F}\u{0}") == render(text: "abc"))
  }

  @Test func combiningMarksDrawAsTheComposedCharacter() throws {
    #expect(try render(text: "Cafe\u{301}") == render(text: "Café"))
  }

  /// A right-to-left paragraph is set against the field's trailing edge.
  @Test(arguments: ["שלום עולם", "مرحبا بالعالم"])
  func rightToLeftTextHugsTheTrailingEdge(text: String) throws {
    let layout = renderer.layout(Scenario { $0.text = text })
    let image = try renderer.paint(layout)
    let field = try layout.frame(of: .part(.text, of: .field))
    let surface = image.pixel(x: Int(field.minX * 3) - 6, y: Int(field.minY * 3) + 3)
    var ink: [Int] = []
    for y in Int(field.minY * 3)..<Int(field.maxY * 3) {
      for x in Int(field.minX * 3)..<Int(field.maxX * 3) where image.pixel(x: x, y: y) != surface {
        ink.append(x)
      }
    }
    let left = try #require(ink.min())
    let right = try #require(ink.max())
    #expect(abs(Double(right + 1) / 3 - field.maxX) < 2)
    #expect(Double(left) / 3 > field.midX)
  }

  private func render(text: String) throws -> Image {
    try renderer.render(Scenario(json: Scenario { $0.text = text }.json()))
  }

  // MARK: Goldens

  /// A golden that cannot be read fails with the reason and the command that replaces it; a
  /// check never writes goldens, so the folder is left as it was.
  @Test(arguments: UnreadablePNG.all)
  func anUnreadableGoldenFailsTheCheckAndIsLeftAlone(_ png: UnreadablePNG) throws {
    let (directory, snapshots) = try goldens(light: try png.bytes())
    let before = try folderContents(snapshots)
    let result = try checkDefaultLight(snapshots, report: "\(directory)/report", mode: .never)
    #expect(result.outcome == .failed)
    #expect(
      result.message == """
        The golden \(snapshots)/default.light.png cannot be read (\(png.reason)).
        To replace it: \(acceptDefault)
        """)
    #expect(try folderContents(snapshots) == before)
  }

  /// A golden of another size is its own failure, not a count of pixels.
  @Test(arguments: [(1, 1), (960, 402)])
  func aGoldenOfTheWrongSizeFailsTheCheck(width: Int, height: Int) throws {
    let (directory, snapshots) = try goldens(light: try whitePNG(width: width, height: height))
    let before = try folderContents(snapshots)
    let result = try checkDefaultLight(snapshots, report: "\(directory)/report", mode: .never)
    #expect(
      result.mismatch
        == .size(
          expected: PixelSize(width: width, height: height),
          actual: PixelSize(width: 1179, height: 402)))
    #expect(
      result.message == """
        default.light does not match its golden: size differs: the golden is \(width)×\(height) px, \
        the new picture 1179×402 px.
          expected: \(snapshots)/default.light.png
          actual:   \(directory)/report/default.light.actual.png
        To accept the new picture: \(acceptDefault)
        """)
    #expect(try folderContents(snapshots) == before)
  }

  /// The message above tells a person to record; recording must be able to replace the file.
  @Test func recordingReplacesAnUnreadableGolden() throws {
    let (directory, snapshots) = try goldens(light: Data("not a png".utf8))
    let result = try checkDefaultLight(snapshots, report: "\(directory)/report", mode: .failed)
    #expect(result.outcome == .recorded)
    #expect(
      result.message.hasPrefix(
        "Recorded \(snapshots)/default.light.png (the old one could not be read: "
          + "PNG could not be decoded: Not a PNG file)."))
    #expect(
      try PNG.read(contentsOf: "\(snapshots)/default.light.png")
        == renderer.render(Catalog.entry(named: "default")!.scenario))
  }

  /// The tool's own check over both kinds: it reports each, fails with 1, and writes no golden.
  @Test func checkReportsBadGoldensAndWritesNone() throws {
    let (directory, snapshots) = try goldens(light: Data())
    try whitePNG(width: 1, height: 1).write(
      to: URL(fileURLWithPath: "\(snapshots)/default.dark.png"))
    let before = try folderContents(snapshots)
    let run = try runTool(
      ["check", "--only", "default", "--snapshots", snapshots, "--report", "\(directory)/report"])
    #expect(run.status == 1)
    #expect(
      run.output == """
        The golden \(snapshots)/default.light.png cannot be read (PNG could not be decoded: the data is empty).
        To replace it: \(acceptDefault)

        default.dark does not match its golden: size differs: the golden is 1×1 px, the new picture 1179×402 px.
          expected: \(snapshots)/default.dark.png
          actual:   \(directory)/report/default.dark.actual.png
        To accept the new picture: \(acceptDefault)

        Report: \(directory)/report/index.html
        0 passed, 2 failed

        """)
    #expect(try folderContents(snapshots) == before)
  }

  @Test(arguments: UnreadablePNG.all)
  func diffRefusesAnUnreadablePNGAndWritesNothing(_ png: UnreadablePNG) throws {
    let directory = try temporaryDirectory()
    try png.bytes().write(to: URL(fileURLWithPath: "\(directory)/bad.png"))
    let good = repositoryRoot + "/Snapshots/default.light.png"
    for pair in [["\(directory)/bad.png", good], [good, "\(directory)/bad.png"]] {
      let run = try runTool(["diff"] + pair + ["-o", "\(directory)/diff.png"])
      #expect(run.status == 2)
      #expect(run.error == "error: \(png.reason)\n")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["bad.png"])
  }

  private let acceptDefault =
    "render-composer record --only default (or SNAPSHOT_RECORD=failed make test)"

  /// Checks the `default` entry's light picture against `snapshots` the way `check` and
  /// `record` do.
  private func checkDefaultLight(_ snapshots: String, report: String, mode: SnapshotRecordMode)
    throws -> SnapshotResult
  {
    let store = try SnapshotStore.catalog(
      directory: snapshots, artifactsDirectory: report, recordMode: mode, renderer: renderer)
    return store.verify(
      Catalog.entry(named: "default")!.scenario, as: .image(renderer: renderer),
      named: "default.light")
  }

  /// A folder of goldens for the `default` entry: the real dark one and `light` as given.
  private func goldens(light: Data) throws -> (directory: String, snapshots: String) {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/Snapshots"
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/Snapshots/default.dark.png",
      toPath: "\(snapshots)/default.dark.png")
    try light.write(to: URL(fileURLWithPath: "\(snapshots)/default.light.png"))
    return (directory, snapshots)
  }

  private func whitePNG(width: Int, height: Int) throws -> Data {
    Data(
      try PNG.encode(
        Image(
          width: width, height: height,
          premultipliedPixels: [UInt8](repeating: 255, count: width * height * 4))))
  }

  // MARK: Fonts

  /// `COMPOSER_FONT_DIR` is searched instead of the system's folders, so a folder without a
  /// font shows the message a machine without the package gets.
  @Test(arguments: [
    ([], "Inter-Regular.otf", "fonts-inter"),
    (["Inter-Regular.otf"], "InterDisplay-Regular.otf", "fonts-inter"),
    (BadInputTests.interFiles, "DejaVuSans.ttf", "fonts-dejavu-core"),
    (
      BadInputTests.interFiles + ["DejaVuSans.ttf", "DroidSansFallbackFull.ttf"],
      "Symbola_hint.ttf", "fonts-symbola"
    ),
  ])
  func aMissingFontNamesTheFileAndItsPackage(present: [String], missing: String, package: String)
    throws
  {
    let fonts = try temporaryDirectory()
    for face in renderer.fonts.faces where present.contains(face.fileName) {
      try FileManager.default.createSymbolicLink(
        atPath: "\(fonts)/\(face.fileName)", withDestinationPath: face.path)
    }
    let output = try temporaryDirectory()
    let run = try runTool(
      ["render", "default", "-o", "\(output)/card.png"], environment: ["COMPOSER_FONT_DIR": fonts])
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: font file \(missing) not found (searched \(fonts)); install the package "
        + "\(package) or set COMPOSER_FONT_DIR to a folder containing it\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
  }

  static let interFiles = FontWeight.allCases.flatMap {
    ["Inter-\($0.fileSuffix).otf", "InterDisplay-\($0.fileSuffix).otf"]
  }

  @Test func aFontFileThatIsNotAFontIsNamed() throws {
    let fonts = try temporaryDirectory()
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: "\(fonts)/Inter-Regular.otf"))
    let output = try temporaryDirectory()
    let run = try runTool(
      ["render", "default", "-o", "\(output)/card.png"], environment: ["COMPOSER_FONT_DIR": fonts])
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: font file \(fonts)/Inter-Regular.otf could not be loaded: "
        + "FreeType error 2 (unknown file format)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
  }

  /// Several folders, separated by ":", are searched in order: the empty one first.
  @Test func fontFoldersCanBeListed() throws {
    let empty = try temporaryDirectory()
    let folders = Set(renderer.fonts.faces.map { ($0.path as NSString).deletingLastPathComponent })
    let run = try runTool(
      ["render", "default", "-o", "\(empty)/card.png"],
      environment: ["COMPOSER_FONT_DIR": ([empty] + folders.sorted()).joined(separator: ":")])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      try PNG.read(contentsOf: "\(empty)/card.png")
        == renderer.render(Catalog.entry(named: "default")!.scenario))
  }

  // MARK: Output folders

  /// Every command that writes, pointed where it cannot: through a regular file (which even
  /// root cannot write under), at a folder, or into a folder that does not exist.
  @Test(arguments: UnwritableOutput.all)
  func anUnwritableOutputIsNamedAndNothingIsLeft(_ target: UnwritableOutput) throws {
    let directory = try temporaryDirectory()
    #expect(FileManager.default.createFile(atPath: "\(directory)/file", contents: Data()))
    try FileManager.default.createDirectory(
      atPath: "\(directory)/folder", withIntermediateDirectories: false)
    let before = try folderContents(directory)
    let run = try runTool(
      target.arguments.map { $0.replacingOccurrences(of: "{dir}", with: directory) })
    #expect(run.status == 2)
    #expect(run.error == target.error.replacingOccurrences(of: "{dir}", with: directory))
    #expect(try folderContents(directory) == before)
  }
}

/// The field holding only a space: no prompt and no ink, so any text that draws differs.
private let blankText = Result { try renderer.render(Scenario { $0.text = " " }) }

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
    RefusedScenario(#"{"width": 393"#, "malformed JSON: Unexpected end of file during JSON parse."),
    RefusedScenario(
      #"{"name": "limit", "usage": {"remaining": 0, "li"#,
      "malformed JSON: Unexpected end of file during JSON parse.", label: "truncated"),
    RefusedScenario(
      "", "malformed JSON: Unexpected end of file during JSON parse.", label: "empty"),
    RefusedScenario(#"{'width': 393}"#, "malformed JSON: Invalid value around character 1."),
    RefusedScenario(#"{"width": 393,}"#, "malformed JSON: trailing comma around character 13."),
    RefusedScenario(
      #"{"modes": ["search", ]}"#, "malformed JSON: trailing comma around character 19."),
    RefusedScenario(
      "null",
      "malformed JSON: JSON text did not start with array or object and option to allow "
        + "fragments not set."),
    RefusedScenario("[1, 2]", "expected an object"),
    RefusedScenario(
      #"{"text": "# + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000)
        + "}",
      "malformed JSON: Too many nested arrays or dictionaries around character 521.",
      label: "100000 nested arrays"),
    RefusedScenario(
      #"{"text": "# + String(repeating: #"{"a": "#, count: 400) + "1"
        + String(repeating: "}", count: 401),
      "text: expected a string", label: "400 nested objects"),
    RefusedScenario(#"{"width": NaN}"#, "malformed JSON: Invalid value around character 10."),
    RefusedScenario(#"{"width": Infinity}"#, "malformed JSON: Invalid value around character 10."),
    RefusedScenario(#"{"scale": -Infinity}"#, "malformed JSON: Invalid value around character 11."),
    RefusedScenario(
      #"{"width": 1e400}"#, "malformed JSON: Number 1e400 is not representable in Swift."),
    RefusedScenario(#"{"text": "\ud800"}"#, surrogate(#"\ud800"#, at: 10)),
    RefusedScenario(#"{"text": "Hi \udc00 there"}"#, surrogate(#"\udc00"#, at: 13)),
    RefusedScenario(#"{"text": "\ud800\u0041"}"#, surrogate(#"\ud800"#, at: 10)),
  ]

  /// JSON cannot hold a lone surrogate and neither can a Swift string: an error, never U+FFFD.
  private static func surrogate(_ escape: String, at offset: Int) -> String {
    "malformed JSON: \(escape) at byte \(offset) is half of a UTF-16 surrogate pair; "
      + #"\ud800-\udbff must be followed by \udc00-\udfff, as in \ud83d\ude00"#
  }

  static let keysAndTypes = [
    RefusedScenario(
      #"{"wdith": 393}"#,
      "wdith: unknown key; allowed keys are name, width, scale, colorScheme, dynamicTypeSize, "
        + "reduceMotion, locale, timeZone, now, models, model, availableModes, modes, usage, "
        + "placeholder, hasUpgrade, hasLockedHandler, text, focused, phase, error, menuOpen"),
    RefusedScenario(
      #"{"usage": {"remaining": 1, "limit": 4, "resetAt": "2026-01-16T09:00:00Z"}}"#,
      "usage.resetAt: unknown key; allowed keys are remaining, limit, resets, warnAt"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "A", "locked": true}]}"#,
      "models[0].locked: unknown key; allowed keys are id, name, detail, isLocked"),
    RefusedScenario(
      #"{"width": 393, "width": 440}"#, "width: appears twice; a key may appear once in an object"),
    RefusedScenario(
      #"{"usage": {"remaining": 1, "limit": 4, "limit": 5}}"#,
      "usage.limit: appears twice; a key may appear once in an object"),
    RefusedScenario(#"{"width": "wide"}"#, "width: expected a number"),
    RefusedScenario(#"{"width": null}"#, "width: expected a number, got null"),
    RefusedScenario(#"{"focused": 1}"#, "focused: expected true or false"),
    RefusedScenario(#"{"text": 5}"#, "text: expected a string"),
    RefusedScenario(
      #"{"models": "many"}"#, #"models: expected "samples" or an array of models, got "many""#),
    RefusedScenario(#"{"modes": "search"}"#, "modes: expected an array of mode ids"),
    RefusedScenario(#"{"usage": "lots"}"#, "usage: expected an object"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "A", "isLocked": "yes"}]}"#,
      "models[0].isLocked: expected true or false"),
    RefusedScenario(
      #"{"colorScheme": "sepia"}"#, #"colorScheme: expected one of "light", "dark", got "sepia""#),
    RefusedScenario(
      #"{"dynamicTypeSize": "huge"}"#,
      #"dynamicTypeSize: expected one of "xSmall", "small", "medium", "large", "xLarge", "#
        + #""xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "#
        + #""accessibility4", "accessibility5", got "huge""#),
    RefusedScenario(
      #"{"phase": "done"}"#, #"phase: expected one of "idle", "sending", "failed", got "done""#),
    RefusedScenario(
      #"{"now": "yesterday"}"#,
      #"now: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "yesterday""#),
    // Found by fuzz-scenario: accepted, then changed by json() → init(json:).
    RefusedScenario(
      #"{"now": "2026-01-15T12:00:00.5Z"}"#,
      #"now: must be a whole second such as 2026-01-15T09:00:00Z, got "2026-01-15T12:00:00.5Z""#),
    RefusedScenario(
      #"{"usage": {"remaining": 1, "limit": 4, "resets": "2026-01-16T09:00:00.001+01:00"}}"#,
      "usage.resets: must be a whole second such as 2026-01-15T09:00:00Z, got "
        + #""2026-01-16T09:00:00.001+01:00""#),
    // Foundation's parser reads each of these as some other date.
    RefusedScenario(
      #"{"now": "2026-02-30T12:00:00Z"}"#,
      #"now: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "2026-02-30T12:00:00Z", "#
        + "which is not a date and time on the calendar"),
    RefusedScenario(
      #"{"now": "2026-01-15T12:00:00Zgarbage"}"#,
      #"now: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "2026-01-15T12:00:00Zgarbage""#
    ),
    RefusedScenario(
      #"{"now": "2026-1-15T9:00:00Z"}"#,
      #"now: expected an ISO 8601 date such as 2026-01-15T09:00:00Z, got "2026-1-15T9:00:00Z""#),
    RefusedScenario(
      #"{"timeZone": "Mars/Olympus"}"#,
      "timeZone: must be a time zone identifier such as UTC or Europe/Paris"),
    RefusedScenario(
      #"{"locale": "en US"}"#, #"locale: must be a locale identifier such as en_US (got "en US")"#),
  ]

  static let ranges = [
    RefusedScenario(#"{"width": -20}"#, "width: must be between 100 and 4096 points (got -20)"),
    RefusedScenario(#"{"width": 0}"#, "width: must be between 100 and 4096 points (got 0)"),
    RefusedScenario(#"{"width": 99.5}"#, "width: must be between 100 and 4096 points (got 99.5)"),
    // 4097 pt at 4× would be 16388 px, past the canvas side.
    RefusedScenario(#"{"width": 4097}"#, "width: must be between 100 and 4096 points (got 4097)"),
    RefusedScenario(#"{"scale": 0}"#, "scale: must be between 1 and 4 pixels per point (got 0)"),
    RefusedScenario(#"{"scale": -1}"#, "scale: must be between 1 and 4 pixels per point (got -1)"),
    RefusedScenario(
      #"{"scale": 4.5}"#, "scale: must be between 1 and 4 pixels per point (got 4.5)"),
    RefusedScenario(#"{"models": []}"#, "models: must list 1 to 100 models (got 0)"),
    RefusedScenario(
      #"{"models": \#(modelsJSON(101))}"#, "models: must list 1 to 100 models (got 101)",
      label: "101 models"),
    RefusedScenario(#"{"models": [{"id": "", "name": "A"}]}"#, "models[0].id: must not be empty"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}]}"#,
      #"models[1].id: duplicates model "a""#),
    RefusedScenario(#"{"models": [{"id": "a"}]}"#, "models[0].name: is required"),
    RefusedScenario(
      #"{"modes": ["web"]}"#,
      #"modes: unknown mode "web"; availableModes has "search", "think", "image""#),
    RefusedScenario(
      #"{"availableModes": [{"id": "x", "title": "X", "symbol": "magnifyingglass"}, "#
        + #"{"id": "x", "title": "Y", "symbol": "photo"}]}"#,
      #"availableModes[1].id: duplicates mode "x""#),
    RefusedScenario(
      #"{"availableModes": [\#((0..<21).map { #"{"id": "m\#($0)", "title": "M", "symbol": "photo"}"# }.joined(separator: ", "))]}"#,
      "availableModes: must list 1 to 20 modes (got 21)", label: "21 modes"),
    RefusedScenario(
      #"{"availableModes": [{"id": "x", "title": "X", "symbol": "star"}]}"#,
      #"availableModes[0].symbol: no stand-in glyph for SF Symbol "star"; drawable symbols are "#
        + "arrow.up, checkmark, chevron.up.chevron.down, exclamationmark.circle, "
        + "exclamationmark.triangle.fill, lightbulb, lightbulb.fill, lock.fill, magnifyingglass, "
        + "photo, photo.fill, stop.fill"),
    RefusedScenario(
      #"{"usage": {"remaining": -1, "limit": 40}}"#,
      "usage.remaining: must be between 0 and 40 (got -1)"),
    RefusedScenario(
      #"{"usage": {"remaining": 41, "limit": 40}}"#,
      "usage.remaining: must be between 0 and 40 (got 41)"),
    RefusedScenario(
      #"{"usage": {"remaining": 0, "limit": 0}}"#,
      "usage.limit: must be between 1 and 1000000 (got 0)"),
    RefusedScenario(
      #"{"usage": {"remaining": 1.5, "limit": 40}}"#, "usage.remaining: expected a whole number"),
    RefusedScenario(
      #"{"usage": {"remaining": 3, "limit": 40, "resets": "2020-01-01T00:00:00Z"}}"#,
      "usage.resets: must be later than now (2026-01-15T12:00:00Z), got 2020-01-01T00:00:00Z"),
    RefusedScenario(
      #"{"usage": {"remaining": 3, "limit": 40, "resets": "2026-01-15T12:00:00Z"}}"#,
      "usage.resets: must be later than now (2026-01-15T12:00:00Z), got 2026-01-15T12:00:00Z"),
    RefusedScenario(
      #"{"usage": {"remaining": 3, "limit": 40, "warnAt": -1}}"#,
      "usage.warnAt: must be between 0 and 1000000 (got -1)"),
    RefusedScenario(#"{"usage": {"remaining": 3}}"#, "usage.limit: is required"),
  ]

  static let lengths = [
    RefusedScenario(
      #"{"text": "\#(String(repeating: "x", count: 1 << 20))"}"#,
      "text: must be at most 100000 characters (got 1048576)", label: "text of 1 MB"),
    RefusedScenario(
      #"{"placeholder": "\#(String(repeating: "x", count: 1001))"}"#,
      "placeholder: must be at most 1000 characters (got 1001)", label: "placeholder of 1001"),
    RefusedScenario(
      #"{"phase": "failed", "error": "\#(String(repeating: "x", count: 1001))"}"#,
      "error: must be at most 1000 characters (got 1001)", label: "error of 1001"),
    RefusedScenario(
      #"{"models": [{"id": "a", "name": "\#(String(repeating: "x", count: 1001))"}]}"#,
      "models[0].name: must be at most 1000 characters (got 1001)", label: "model name of 1001"),
    RefusedScenario(#"{"name": ""}"#, "name: must be 1 to 100 characters"),
    RefusedScenario(
      #"{"name": "\#(String(repeating: "n", count: 101))"}"#,
      "name: must be at most 100 characters (got 101)", label: "name of 101"),
  ]

  static let canvas = [
    RefusedScenario(
      #"{"dynamicTypeSize": "accessibility5", "menuOpen": true, "models": \#(modelsJSON(100))}"#,
      "canvas height 39993 px exceeds the limit of 16384 px a side",
      label: "100 models in an open menu at accessibility5"),
    RefusedScenario(
      #"{"width": 4096, "scale": 4, "dynamicTypeSize": "accessibility5", "menuOpen": true, "#
        + #""models": \#(modelsJSON(12))}"#,
      "canvas size 16384×7028 px (115146752 px) exceeds the limit of 67108864 px (64 Mpx)",
      label: "12 models open at accessibility5, 4096 pt at 4×"),
    RefusedScenario(
      #"{"width": 100, "scale": 4, "phase": "failed", "error": "\#(String(repeating: "x ", count: 500))"}"#,
      "canvas height 37352 px exceeds the limit of 16384 px a side",
      label: "an error line of 1000 characters, 100 pt at 4×"),
  ]

  private static func modelsJSON(_ count: Int) -> String {
    "[" + (0..<count).map { #"{"id": "m\#($0)", "name": "Model \#($0)"}"# }.joined(separator: ", ")
      + "]"
  }
}

/// PNG data that is not a picture, and the reason the decoder gives.
struct UnreadablePNG: CustomTestStringConvertible, Sendable {
  let testDescription: String
  let bytes: @Sendable () throws -> Data
  let reason: String

  static let all = [
    UnreadablePNG(
      testDescription: "empty", bytes: { Data() },
      reason: "PNG could not be decoded: the data is empty"),
    UnreadablePNG(
      testDescription: "not PNG", bytes: { Data(#"{"not": "a png"}"#.utf8) },
      reason: "PNG could not be decoded: Not a PNG file"),
    UnreadablePNG(
      testDescription: "truncated",
      bytes: {
        let golden = try Data(
          contentsOf: URL(fileURLWithPath: repositoryRoot + "/Snapshots/default.light.png"))
        return golden.prefix(golden.count / 2)
      },
      reason: "PNG could not be decoded: read beyond end of data"),
    UnreadablePNG(
      testDescription: "100000×1 in the header",
      bytes: {
        Data(
          try PNG.encode(
            Image(
              uncheckedWidth: 100_000, height: 1,
              pixels: [UInt8](repeating: 0, count: 400_000))))
      },
      reason: "PNG image width 100000 px exceeds the limit of 16384 px a side"),
  ]
}

/// A command pointed at an output it cannot write; `{dir}` is a fresh folder holding an empty
/// regular file `file` and an empty folder `folder`.
struct UnwritableOutput: CustomTestStringConvertible, Sendable {
  let arguments: [String]
  let error: String

  var testDescription: String { arguments.joined(separator: " ") }

  static let all = [
    UnwritableOutput(
      arguments: ["render", "default", "-o", "{dir}/file/card.png"],
      error: "error: cannot write {dir}/file/card.png: Not a directory\n"),
    UnwritableOutput(
      arguments: ["render", "default", "-o", "{dir}/folder"],
      error: "error: cannot write {dir}/folder: Is a directory\n"),
    UnwritableOutput(
      arguments: ["render", "default", "-o", "/nonexistent-folder/card.png"],
      error: "error: cannot write /nonexistent-folder/card.png: No such file or directory\n"),
    UnwritableOutput(
      arguments: ["layout", "default", "-o", "{dir}/file/frames.json"],
      error: "error: cannot write {dir}/file/frames.json: Not a directory\n"),
    UnwritableOutput(
      arguments: ["a11y", "default", "--overlay", "{dir}/file/a11y.png"],
      error: "error: cannot write {dir}/file/a11y.png: Not a directory\n"),
    UnwritableOutput(
      arguments: [
        "diff", repositoryRoot + "/Snapshots/default.light.png",
        repositoryRoot + "/Snapshots/default.dark.png", "-o", "{dir}/file/diff.png",
      ],
      error: "error: cannot write {dir}/file/diff.png: Not a directory\n"),
    UnwritableOutput(
      arguments: ["gallery", "-o", "{dir}/file/gallery"],
      error:
        "error: cannot write {dir}/file/gallery/images: cannot create the folder (Not a directory)\n"
    ),
    UnwritableOutput(
      arguments: ["record", "--only", "default", "--snapshots", "{dir}/file/Snapshots"],
      error:
        "error: cannot write {dir}/file/Snapshots: cannot create the folder (Not a directory)\n"),
  ]
}
