import ComposerRender
import Foundation
import GoldenSnapshots
import TestSupport
import Testing

/// `record` runs on one folder at the same time each add their digests to its manifest, none
/// dropping another's: each reads, changes and writes the manifest holding a lock on the folder.
@Suite(.needsFonts) struct ConcurrentRecordTests {
  /// One light picture for each of the catalog's first entries, a process for each: every
  /// process writes the manifest once, all of them at about the same moment.
  @Test func concurrentRecordsKeepEveryDigest() throws {
    let names = Catalog.entries.prefix(8).map { "\($0.name).light" }
    for round in 1...2 {
      let snapshots = try temporaryDirectory() + "/Snapshots"
      try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
      let processes = try names.map { name in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolPath)
        process.arguments = ["record", "--snapshots", snapshots, "--only", name, "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
      }
      for process in processes { process.waitUntilExit() }
      #expect(processes.allSatisfy { $0.terminationStatus == 0 }, "round \(round)")
      let manifest = try #require(try GoldenManifest.read(from: snapshots), "round \(round)")
      #expect(
        Set(manifest.goldens.keys) == Set(names.map { "\($0).png" }),
        "round \(round): the manifest lost digests")
    }
  }
}
