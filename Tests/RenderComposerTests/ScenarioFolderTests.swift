import ComposerRender
import Foundation
import Raster
import TestSupport
import Testing

/// A team's own scenarios, a file each, recorded, checked, narrowed, sharded and drawn into a
/// gallery as the catalog is (`--scenarios`), and every way such a folder can be wrong.
@Suite struct ScenarioFolderTests {
  /// `limit.json` names itself; `typing.json` has no `name` and is named by its file.
  private func scenarios(in directory: String) throws -> String {
    let folder = "\(directory)/scenarios"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try write(#"{"name": "limit", "usage": {"remaining": 0, "limit": 40}}"#, to: "\(folder)/a.json")
    try write(#"{"text": "Hi", "focused": true}"#, to: "\(folder)/typing.json")
    try write("not a scenario", to: "\(folder)/notes.txt")
    return folder
  }

  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test(.needsFonts) func aFolderOfYourOwnScenariosRecordsAndChecks() async throws {
    let directory = try temporaryDirectory()
    let folder = try scenarios(in: directory)
    let goldens = "\(directory)/goldens"
    let flags = ["--scenarios", folder, "--snapshots", goldens]
    let record = try await runToolOffThePool(["record"] + flags)
    #expect(record.status == 0, "\(record.error)")
    #expect(record.output.hasSuffix("4 goldens written, 0 unchanged\n"))
    let typing = try Scenario(contentsOfFile: "\(folder)/typing.json", defaultName: "typing")
    #expect(try PNG.read(contentsOf: "\(goldens)/typing.light.png") == renderer.render(typing))
    let check = try await runToolOffThePool(["check", "--report", "\(directory)/report"] + flags)
    #expect(check.status == 0)
    #expect(check.output == "4 passed, 0 failed\n")

    try write(#"{"text": "Hello", "focused": true}"#, to: "\(folder)/typing.json")
    let changed = try await runToolOffThePool(
      ["check", "--only", "typing", "--shard", "2/2", "--report", "\(directory)/report"] + flags)
    #expect(changed.status == 1)
    #expect(
      changed.output.contains(
        "To accept the new picture: render-composer record --only typing.light --snapshots "
          + "\(goldens) --scenarios \(folder)\n"))
    #expect(changed.output.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test(.needsFonts) func theGalleryDrawsAFolderOfScenarios() async throws {
    let directory = try temporaryDirectory()
    let folder = try scenarios(in: directory)
    let run = try await runToolOffThePool([
      "gallery", "--scenarios", folder, "-o", "\(directory)/gallery",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "\(directory)/gallery/index.html: 6 pictures\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "\(directory)/gallery/images").sorted()
        == [
          "limit.a11y.png", "limit.dark.png", "limit.light.png", "typing.a11y.png",
          "typing.dark.png", "typing.light.png",
        ])
  }

  /// Each mistake is one error naming the file at fault; nothing is drawn or written.
  @Test(
    arguments: [
      (
        ["bad.json": #"{"width": 20}"#],
        "{dir}/bad.json: `width`: must be between 100 and 4096 points (got 20)"
      ),
      (
        ["a.json": #"{"name": "card"}"#, "b.json": #"{"name": "card"}"#],
        #"{dir}/b.json: the name "card" is also {dir}/a.json's; each scenario in a folder needs a name of its own"#
      ),
      (
        ["a.json": #"{"name": "my card"}"#],
        #"{dir}/a.json: the name "my card" cannot name a golden file; use ASCII letters, digits, ".", "-" and "_", starting with a letter, digit or "_""#
      ),
      (
        ["notes.txt": "hello"],
        "{dir} has no scenario files (*.json); write one with `render-composer show`"
      ),
    ] as [([String: String], String)])
  func aBadFolderOfScenariosIsOneErrorNamingTheFile(files: [String: String], message: String)
    async throws
  {
    let directory = try temporaryDirectory()
    let folder = "\(directory)/scenarios"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in files { try write(text, to: "\(folder)/\(name)") }
    let before = try folderContents(directory)
    let run = try await runToolOffThePool(
      ["record", "--scenarios", folder, "--snapshots", "\(directory)/goldens"])
    #expect(run.status == 2)
    #expect(run.error == "error: \(message.replacingOccurrences(of: "{dir}", with: folder))\n")
    #expect(try folderContents(directory) == before)
  }

  @Test func aMissingFolderAndAMissingGoldenFolderAreNamed() async throws {
    let directory = try temporaryDirectory()
    let missing = try await runToolOffThePool(
      ["check", "--scenarios", "\(directory)/nowhere", "--snapshots", "\(directory)/goldens"])
    #expect(missing.status == 2)
    #expect(missing.error == "error: \(directory)/nowhere: no such folder of scenario files\n")
    let alone = try await runToolOffThePool(["check", "--scenarios", "\(directory)/nowhere"])
    #expect(alone.status == 2)
    #expect(
      alone.error.hasPrefix(
        "error: --scenarios needs --snapshots DIR too, so your goldens do not mix with the "
          + "catalog's\n\nrender-composer check: "))
  }
}
