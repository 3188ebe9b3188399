import ComposerRender
import Foundation
import Raster
import TestSupport
import Testing

/// Scenario files as CI meets them, written by hand (Documentation/Scenarios.md): malformed, truncated,
/// nested, huge and out-of-range ones, each refused with its exact error, exit status 2 from
/// the built `render-composer` (the way CI runs it) and no output file. The cases are in
/// RefusedScenario.swift.
@Suite struct BadScenarioFileTests {
  @Test(arguments: RefusedScenario.decoding)
  func aScenarioTheDecoderRefusesIsNamedAndNothingIsWritten(_ file: RefusedScenario) throws {
    let error = #expect(throws: ScenarioError.self) { try Scenario(json: Data(file.json.utf8)) }
    #expect(error?.description == file.message)
    try expectToolRefuses(file)
  }

  /// Every width, scale and screen height the decoder accepts fits the 16384 px side (4096 pt
  /// at 4×), and no picture is taller than its screen, but a wide screen, tall enough for a
  /// long menu, passes the 64 Mpx: those pictures name the canvas limit.
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
  /// JSON string: refused at their string's line and column, like a lone `\ud800` escape.
  @Test(
    arguments: [
      ([0xED, 0xA0, 0x80], "invalid UTF-8 sequence 5 bytes"),
      ([0xFF], "invalid UTF-8 sequence 3 bytes"),
    ] as [([UInt8], String)])
  func bytesThatAreNotUTF8AreRefused(bytes: [UInt8], problem: String) throws {
    let json = Data(#"{"text": "a"#.utf8) + bytes + Data(#"b"}"#.utf8)
    let message = "malformed JSON at line 1, column 11: \(problem)"
    #expect(throws: ScenarioError(key: "", problem: message)) {
      try Scenario(json: json)
    }
    let directory = try temporaryDirectory()
    let run = try runTool(["render", "-", "-o", "\(directory)/card.png"], input: json)
    #expect(run.status == 2)
    #expect(run.error == "error: \(message)\n")
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
}
