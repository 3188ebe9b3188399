import ComposerBenchmark
import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import TestSupport
import Testing

/// The tool as CI and people run it: exit codes, messages, and no file left behind on error.
@Suite struct CommandLineTests {
  @Test(.needsFonts) func renderWritesTheSamePictureAsTheLibrary() throws {
    let directory = try temporaryDirectory()
    let result = try runTool([
      "render", "menu-open", "-o", "\(directory)/menu.png", "--color-scheme", "dark",
    ])
    #expect(result.status == 0, "\(result.error)")
    var scenario = Catalog.entry(named: "menu-open")!.scenario
    scenario.colorScheme = .dark
    #expect(try PNG.read(contentsOf: "\(directory)/menu.png") == renderer.render(scenario))
  }

  @Test(.needsFonts) func aScenarioCanComeFromStandardInput() throws {
    let directory = try temporaryDirectory()
    let result = try runTool(
      ["render", "-", "-o", "\(directory)/out.png", "--scale", "1"],
      input: Data(#"{"text": "Hi"}"#.utf8))
    #expect(result.status == 0, "\(result.error)")
    #expect(try PNG.read(contentsOf: "\(directory)/out.png").width == 393)
  }

  @Test func unknownCommandsAndOptionsAreUsageErrors() throws {
    let unknown = try runTool(["paint"])
    #expect(unknown.status == 2 && unknown.error.hasPrefix("error: unknown command paint\n"))
    let typo = try runTool(["rendr"])
    #expect(
      typo.status == 2
        && typo.error.hasPrefix("error: unknown command rendr (did you mean render?)\n"))
    let option = try runTool(["render", "default", "-o", "/tmp/x.png", "--colour", "red"])
    #expect(option.status == 2 && option.error.hasPrefix("error: unknown option --colour"))
    let range = try runTool(["render", "default", "-o", "/tmp/x.png", "--scale", "9"])
    #expect(
      range.status == 2
        && range.error.hasPrefix("error: --scale must be a number from 1.0 to 4.0, got \"9\""))
  }

  @Test func everyCommandHasHelp() throws {
    for command in [
      "render", "animate", "gallery", "a11y", "layout", "diff", "check", "record", "list", "show",
      "bench",
    ] {
      let result = try runTool([command, "--help"])
      #expect(result.status == 0)
      #expect(result.output.hasPrefix("render-composer \(command): "))
    }
  }

  @Test(.needsFonts) func diffExitsOneOnADifferenceAndZeroOnAMatch() throws {
    let directory = try temporaryDirectory()
    try PNG.write(try renderer.render(Scenario()), to: "\(directory)/a.png")
    try PNG.write(try renderer.render(Scenario { $0.text = "Hi" }), to: "\(directory)/b.png")
    let same = try runTool(["diff", "\(directory)/a.png", "\(directory)/a.png"])
    #expect(same.status == 0 && same.output.hasPrefix("0 pixels differ"))
    let different = try runTool([
      "diff", "\(directory)/a.png", "\(directory)/b.png", "-o", "\(directory)/d.png",
    ])
    #expect(different.status == 1)
    #expect(try PNG.read(contentsOf: "\(directory)/d.png").width == 1179)
  }

  @Test(.needsFonts) func checkFailsOnADifferingGoldenAndWritesAReport() throws {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/Snapshots"
    let record = try runTool(["record", "--only", "default", "--snapshots", snapshots])
    #expect(record.status == 0, "\(record.error)")
    #expect(record.output.hasSuffix("2 goldens written, 0 unchanged\n"))
    // Swap light for dark: both exist, both are the wrong picture now.
    let light = "\(snapshots)/default.light.png"
    let dark = "\(snapshots)/default.dark.png"
    try FileManager.default.moveItem(atPath: light, toPath: "\(directory)/swap.png")
    try FileManager.default.moveItem(atPath: dark, toPath: light)
    try FileManager.default.moveItem(atPath: "\(directory)/swap.png", toPath: dark)
    let check = try runTool(
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

  /// `show` writes a scenario out in full; `render` reads the file back as the same scenario,
  /// and showing the file gives the same bytes again.
  @Test(.needsFonts) func showPrintsAScenarioThatRenderReadsBack() throws {
    let directory = try temporaryDirectory()
    let shown = try runTool(["show", "menu-open", "--color-scheme", "dark"])
    #expect(shown.status == 0, "\(shown.error)")
    let file = "\(directory)/menu.json"
    try Data(shown.output.utf8).write(to: URL(fileURLWithPath: file))
    let again = try runTool(["show", file])
    #expect(again.output == shown.output)
    var scenario = Catalog.entry(named: "menu-open")!.scenario
    scenario.colorScheme = .dark
    #expect(try Scenario(contentsOfFile: file) == scenario)
    #expect(shown.output.contains(#""colorScheme" : "dark""#))
    let render = try runTool(["render", file, "-o", "\(directory)/menu.png"])
    #expect(render.status == 0, "\(render.error)")
    #expect(try PNG.read(contentsOf: "\(directory)/menu.png") == renderer.render(scenario))
  }

  /// The sample at the top of Documentation/ScenarioFormat.md is a scenario the tool draws as
  /// written.
  @Test(.needsFonts) func theDocumentedSampleScenarioRenders() throws {
    let readme = try String(
      contentsOfFile: repositoryRoot + "/Documentation/ScenarioFormat.md", encoding: .utf8)
    let section = try #require(readme.range(of: "# Scenario format\n"))
    let start = try #require(
      readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
    let directory = try temporaryDirectory()
    let file = "\(directory)/sample.json"
    try Data(readme[start.upperBound..<end.lowerBound].utf8).write(to: URL(fileURLWithPath: file))
    let scenario = try Scenario(contentsOfFile: file)
    #expect(scenario.name == "limit" && scenario.error == nil && scenario.usage?.remaining == 0)
    let run = try runTool(["render", file, "-o", "\(directory)/card.png"])
    #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
    #expect(try PNG.read(contentsOf: "\(directory)/card.png") == renderer.render(scenario))
  }

  /// `render-composer bench --json`, as `make bench-peers` reads it.
  @Test(.needsFonts) func benchPrintsItsReportAsJSON() throws {
    let run = try runTool([
      "bench", "--json", "--runs", "1", "--only", "default.light", "--snapshots",
      repositoryRoot + "/Snapshots",
    ])
    #expect(run.status == 0, "\(run.error)")
    let report = try JSONDecoder().decode(Benchmark.Report.self, from: Data(run.output.utf8))
    #expect(report.timings.count == 9)
    #expect(report.timings.allSatisfy { $0.statistic.runs == 1 })
  }

  /// The frames golden is byte for byte what `render-composer layout` prints.
  @Test func theFramesRecordAsTheLayoutCommandPrintsThem() throws {
    let directory = try temporaryDirectory()
    let store = { (mode: SnapshotRecordMode) in
      try SnapshotStore(
        directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
        recordMode: mode, drawnBy: .composer(fonts: renderer.fonts))
    }
    let strategy = Snapshotting<Scenario, String>.frames(renderer: renderer)
    let menu = Catalog.entry(named: "menu-open")!.scenario
    #expect(
      try store(.missing).verify(menu, as: strategy, named: "menu").outcome == .recorded)
    let printed = try runTool(["layout", "menu-open"])
    #expect(
      try String(contentsOfFile: "\(directory)/goldens/menu.json", encoding: .utf8)
        == printed.output)

    var moved = menu
    moved.width = 375
    let result = try store(.never).verify(moved, as: strategy, named: "menu")
    #expect(result.outcome == .failed)
    guard case .lines(let removed, let added) = result.mismatch else {
      Issue.record("expected changed lines, got \(String(describing: result.mismatch))")
      return
    }
    #expect(removed > 0 && removed == added)
  }
}
