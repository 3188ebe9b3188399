import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import TestSupport
import Testing

/// `record` killed with SIGKILL part way leaves every golden whole: each decodes and is its old
/// picture or its new one, never a mix or a truncated file (Documentation/Goldens.md). The next
/// `record` finishes the job and removes the temporary files the killed runs left behind.
@Suite(.needsFonts) struct InterruptedRecordTests {
  /// Their goldens start as the other scheme's picture, so `record` rewrites every one.
  private let entries = ["default", "menu-open", "failed-and-low"]
  /// Where the kills land is random but repeatable: change the seed to try other points.
  private let seed: UInt64 = 0x5EED_2026

  @Test func aKilledRecordLeavesEveryGoldenOldOrNew() throws {
    let snapshots = try temporaryDirectory() + "/Snapshots"
    let pictures = Catalog.pictures(of: entries.map { Catalog.entry(named: $0)! })
    let names = pictures.map(\.name)
    let new = try pictures.map { try renderer.render($0.scenario) }
    let swapped = names.map { name in
      name.hasSuffix(".light")
        ? name.replacingOccurrences(of: ".light", with: ".dark")
        : name.replacingOccurrences(of: ".dark", with: ".light")
    }
    let oldFiles = try swapped.map {
      try Data(contentsOf: URL(fileURLWithPath: "\(repositoryRoot)/Snapshots/\($0).png"))
    }
    let old = try oldFiles.map { try PNG.decode([UInt8]($0)) }
    let only = entries.flatMap { ["--only", $0] }
    var random = SplitMix64(state: seed)

    for round in 1...3 {
      try FileManager.default.createDirectory(
        atPath: snapshots, withIntermediateDirectories: true)
      for (name, data) in zip(names, oldFiles) {
        try data.write(to: URL(fileURLWithPath: "\(snapshots)/\(name).png"))
      }
      let before = try names.map { try fileNumber("\(snapshots)/\($0).png") }
      // Early, middle and late in the run: each round kills within its own third.
      let third = (round - 1) * names.count / 3..<round * names.count / 3
      let replaced = Int.random(in: third, using: &random)
      let extraSpins = Int.random(in: 0..<2_000, using: &random)

      let progressed = try killRecord(
        ["record", "--snapshots", snapshots] + only,
        after: replaced, of: names.map { "\(snapshots)/\($0).png" }, were: before,
        spinning: extraSpins)
      #expect(progressed, "round \(round): record neither progressed nor ended")

      for (index, name) in names.enumerated() {
        let image = try PNG.read(contentsOf: "\(snapshots)/\(name).png")
        #expect(
          image == new[index] || image == old[index],
          "round \(round) (seed \(seed)): \(name) is neither its old nor its new picture")
      }
      if FileManager.default.fileExists(atPath: "\(snapshots)/\(GoldenManifest.fileName)") {
        #expect(try GoldenManifest.read(from: snapshots) != nil, "round \(round): manifest.json")
      }
    }

    let finish = try runTool(["record", "--snapshots", snapshots] + only)
    #expect(finish.status == 0, "\(finish.output)")
    for (index, name) in names.enumerated() {
      #expect(try PNG.read(contentsOf: "\(snapshots)/\(name).png") == new[index], "\(name)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted()
        == (names.map { "\($0).png" } + [GoldenManifest.fileName]).sorted())
  }

  /// Runs `record` with `arguments` and kills it with SIGKILL once `count` of the goldens at
  /// `paths` are new files (renamed into place: their file numbers differ from `numbers`) and
  /// it has spun `spins` times more, or once it has ended. False when it did neither within two
  /// minutes.
  private func killRecord(
    _ arguments: [String], after count: Int, of paths: [String], were numbers: [UInt64],
    spinning spins: Int
  ) throws -> Bool {
    let record = Process()
    record.executableURL = URL(fileURLWithPath: toolPath)
    record.arguments = arguments
    record.standardOutput = FileHandle.nullDevice
    record.standardError = FileHandle.nullDevice
    try record.run()
    // Bounded wait on the process and the folder.
    let deadline = Date().addingTimeInterval(120)
    while record.isRunning, Date() < deadline {
      let now = paths.map { try? fileNumber($0) }
      if zip(numbers, now).filter({ $0 != $1 }).count >= count { break }
      usleep(200)
    }
    for _ in 0..<spins where record.isRunning { sched_yield() }
    kill(record.processIdentifier, SIGKILL)
    record.waitUntilExit()
    return Date() < deadline
  }

  private func fileNumber(_ path: String) throws -> UInt64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.systemFileNumber] as? UInt64)
  }
}
