import ComposerRender
import Foundation
import Raster
import Testing

/// The tool as CI and people run it: exit codes, messages, and no file left behind on error.
@Suite struct CommandLineTests {
  struct Run {
    let status: Int32
    let output: String
    let error: String
  }

  /// The built `render-composer`, next to the test bundle.
  private static let tool = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("render-composer").path

  private func run(_ arguments: [String], input: Data? = nil, in directory: String? = nil) throws
    -> Run
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.tool)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }

  @Test func renderWritesTheSamePictureAsTheLibrary() throws {
    let directory = try temporaryDirectory()
    let result = try run([
      "render", "menu-open", "-o", "\(directory)/menu.png", "--color-scheme", "dark",
    ])
    #expect(result.status == 0, "\(result.error)")
    var scenario = Catalog.entry(named: "menu-open")!.scenario
    scenario.colorScheme = .dark
    #expect(try PNG.read(contentsOf: "\(directory)/menu.png") == renderer.render(scenario))
  }

  @Test(arguments: [
    ("{\"width\": 393", "error: malformed JSON: Unexpected end of file during JSON parse."),
    ("{\"wdith\": 393}", "error: wdith: unknown key; allowed keys are name, width,"),
    ("{\"width\": \"wide\"}", "error: width: expected a number"),
    ("{\"models\": []}", "error: models: must list 1 to 100 models (got 0)"),
    ("{\"width\": -20}", "error: width: must be between 100 and 4096 points (got -20)"),
    ("{\"scale\": 0}", "error: scale: must be between 1 and 4 pixels per point (got 0)"),
    ("{\"width\": 100000}", "error: width: must be between 100 and 4096 points (got 100000)"),
  ])
  func badScenarioFilesExit2AndWriteNothing(json: String, message: String) throws {
    let directory = try temporaryDirectory()
    try Data(json.utf8).write(to: URL(fileURLWithPath: "\(directory)/bad.json"))
    let result = try run(["render", "\(directory)/bad.json", "-o", "\(directory)/out.png"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix(message), "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["bad.json"])
  }

  @Test func aScenarioCanComeFromStandardInput() throws {
    let directory = try temporaryDirectory()
    let result = try run(
      ["render", "-", "-o", "\(directory)/out.png", "--scale", "1"],
      input: Data(#"{"text": "Hi"}"#.utf8))
    #expect(result.status == 0, "\(result.error)")
    #expect(try PNG.read(contentsOf: "\(directory)/out.png").width == 393)
  }

  @Test func unknownCommandsAndOptionsAreUsageErrors() throws {
    let unknown = try run(["paint"])
    #expect(unknown.status == 2 && unknown.error.hasPrefix("error: unknown command paint"))
    let option = try run(["render", "default", "-o", "/tmp/x.png", "--colour", "red"])
    #expect(option.status == 2 && option.error.hasPrefix("error: unknown option --colour"))
    let range = try run(["render", "default", "-o", "/tmp/x.png", "--scale", "9"])
    #expect(
      range.status == 2
        && range.error.hasPrefix("error: --scale must be a number from 1.0 to 4.0, got \"9\""))
  }

  @Test func everyCommandHasHelp() throws {
    for command in ["render", "gallery", "a11y", "layout", "diff", "check", "record", "list"] {
      let result = try run([command, "--help"])
      #expect(result.status == 0)
      #expect(result.output.hasPrefix("render-composer \(command): "))
    }
  }

  @Test func anUnwritableOutputIsAnErrorNamingThePath() throws {
    let result = try run(["render", "default", "-o", "/nonexistent-folder/out.png"])
    #expect(result.status == 2)
    #expect(
      result.error == "error: cannot write /nonexistent-folder/out.png: No such file or directory\n"
    )
  }

  @Test func diffExitsOneOnADifferenceAndZeroOnAMatch() throws {
    let directory = try temporaryDirectory()
    try PNG.write(try renderer.render(Scenario()), to: "\(directory)/a.png")
    try PNG.write(try renderer.render(Scenario { $0.text = "Hi" }), to: "\(directory)/b.png")
    let same = try run(["diff", "\(directory)/a.png", "\(directory)/a.png"])
    #expect(same.status == 0 && same.output.hasPrefix("0 pixels differ"))
    let different = try run([
      "diff", "\(directory)/a.png", "\(directory)/b.png", "-o", "\(directory)/d.png",
    ])
    #expect(different.status == 1)
    #expect(try PNG.read(contentsOf: "\(directory)/d.png").width == 1179)
  }

  @Test func checkFailsOnADifferingGoldenAndWritesAReport() throws {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/Snapshots"
    let record = try run(["record", "--only", "default", "--snapshots", snapshots])
    #expect(record.status == 0, "\(record.error)")
    #expect(record.output.hasSuffix("2 goldens written, 0 unchanged\n"))
    // Swap light for dark: both exist, both are the wrong picture now.
    let light = "\(snapshots)/default.light.png"
    let dark = "\(snapshots)/default.dark.png"
    try FileManager.default.moveItem(atPath: light, toPath: "\(directory)/swap.png")
    try FileManager.default.moveItem(atPath: dark, toPath: light)
    try FileManager.default.moveItem(atPath: "\(directory)/swap.png", toPath: dark)
    let check = try run(
      [
        "check", "--only", "default", "--snapshots", snapshots, "--report", "\(directory)/report",
        "--shard", "1/1",
      ])
    #expect(check.status == 1)
    #expect(check.output.contains("default.light does not match its golden"))
    #expect(
      check.output.contains("To accept the new picture: render-composer record --only default"))
    #expect(check.output.hasSuffix("2 failed\n"))
    #expect(FileManager.default.fileExists(atPath: "\(directory)/report/index.html"))
    #expect(FileManager.default.fileExists(atPath: "\(directory)/report/default.dark.diff.png"))
  }
}
