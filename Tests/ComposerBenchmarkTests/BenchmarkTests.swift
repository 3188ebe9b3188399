import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import TestSupport
import Testing

@testable import ComposerBenchmark

/// The benchmark runs and reports every step it promises; it never judges a time, since a
/// test must not depend on how fast the machine is.
@Suite(.needsFonts) struct BenchmarkTests {
  @Test func onePictureReportsEveryStepWithItsSpread() throws {
    var options = Benchmark.Options()
    options.runs = 2
    options.warmUpRuns = 0
    options.pictures = ["default.light"]
    options.includesCatalog = false
    options.snapshotsDirectory = repositoryRoot + "/Snapshots"
    options.scratchDirectory = try temporaryDirectory()
    var heard: [String] = []
    let report = try Benchmark(renderer: renderer, options: options).run { heard.append($0.id) }
    let steps = [
      "layout", "paint", "encode", "encode-libpng-defaults", "decode", "decode-libpng-defaults",
      "compare", "check", "render-file",
    ]
    #expect(report.timings.map(\.id) == steps.map { "default.light/\($0)" })
    #expect(heard == report.timings.map(\.id))
    for timing in report.timings {
      let s = timing.statistic
      #expect(s.runs == 2)
      #expect(s.min <= s.lowerQuartile && s.lowerQuartile <= s.median)
      #expect(s.median <= s.upperQuartile && s.upperQuartile <= s.max)
    }
    #expect(report.peakResidentKiB > 0)
    #expect(!FileManager.default.fileExists(atPath: options.scratchDirectory))
    // Scripts read the JSON.
    let json = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(Benchmark.Report.self, from: json).timings.count == 9)
  }

  /// The costliest state is the one whose checks took longest, and its row names it and its
  /// size.
  @Test func theCostliestCheckNamesItsState() throws {
    var options = Benchmark.Options()
    options.runs = 4
    options.scratchDirectory = try temporaryDirectory()
    let store = try SnapshotStore.catalog(
      directory: repositoryRoot + "/Snapshots", artifactsDirectory: options.scratchDirectory,
      recordMode: .never, renderer: renderer)
    let pictures = Catalog.pictures().filter {
      ["default.light", "menu-open.light"].contains($0.name)
    }
    let timing = try Benchmark(renderer: renderer, options: options)
      .timeCostliestCheck(of: pictures, store: store)
    #expect(timing.id == "catalog/check-costliest")
    // Which one is dearer is a matter of timing, not asserted; either is named with its size.
    let notes = try pictures.map { picture in
      let image = try renderer.render(picture.scenario)
      return "\(picture.name), \(image.width)×\(image.height) px"
    }
    #expect(notes.contains(timing.note ?? ""), "\(timing.note ?? "no note")")
    // Found with at least 5 runs each, then timed with as many as the card's own check.
    #expect(timing.statistic.runs == options.runs)
  }

  /// Steps timed in turn (the gallery on one core and on all) run alternately, warm-up runs
  /// too, and each keeps its own samples.
  @Test func stepsTimedInTurnAlternate() throws {
    var options = Benchmark.Options()
    options.scratchDirectory = try temporaryDirectory()
    let benchmark = Benchmark(renderer: renderer, options: options)
    var order: [String] = []
    let timings = try benchmark.timeInTurn(
      ["a", "b"].map { name in
        Benchmark.Job(id: "catalog/\(name)", label: name, note: nil) { order.append(name) }
      }, runs: 3, warmUpRuns: 1)
    #expect(order == ["a", "b", "a", "b", "a", "b", "a", "b"])
    #expect(timings.map(\.id) == ["catalog/a", "catalog/b"])
    #expect(timings.allSatisfy { $0.statistic.runs == 3 && $0.group == "catalog" })
  }

  @Test func anUnknownPictureIsAnErrorNamingIt() throws {
    var options = Benchmark.Options()
    options.pictures = ["nonexistent.light"]
    options.includesCatalog = false
    options.scratchDirectory = try temporaryDirectory()
    #expect {
      try Benchmark(renderer: renderer, options: options).run()
    } throws: { error in
      "\(error)".contains("nonexistent.light is not a catalog picture")
    }
  }
}
