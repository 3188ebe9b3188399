import ComposerRender
import ComposerSnapshotTesting
import Foundation
import Raster
import Testing

extension MotionTests {
  /// Transition goldens, which `check` and `record` treat as they treat stills.
  @Suite struct TransitionCheckTests {
    /// One store for all, made once; the record mode comes from the environment.
    static let goldens = Result {
      try SnapshotStore.transitions(
        directory: SnapshotStore.transitionsDirectory(in: repositoryRoot + "/Snapshots"),
        recordMode: try SnapshotRecordMode.fromEnvironment(), renderer: renderer)
    }

    /// Every catalog transition's filmstrip against its golden in `Snapshots/transitions/`, as
    /// the stills are checked, so `make test` catches a wrong spring, a jump or a Reduce Motion
    /// fade that slides.
    @Test(arguments: TransitionCatalog.pictures())
    func transitionFilmstripMatchesItsGolden(_ picture: TransitionCatalog.Picture) throws {
      assertSnapshot(
        of: picture.script, as: .filmstrip(renderer: renderer), named: picture.name,
        in: try Self.goldens.get())
    }

    @Test func theCatalogHasEveryChangeLightAndDark() {
      let pictures = TransitionCatalog.pictures()
      #expect(pictures.count >= 20)
      #expect(Set(pictures.map(\.name)).count == pictures.count)
      let names = Set(TransitionCatalog.entries.map(\.name))
      #expect(names.isSuperset(of: ["chip-on-reduce-motion", "count-roll-reduce-motion"]))
      #expect(Set(Catalog.entries.map(\.name)).isDisjoint(with: names))
    }

    /// A filmstrip golden that differs fails `check` (exit 1) with the files and the command
    /// that accepts it; `record` writes what is missing.
    @Test func aChangedFilmstripFailsCheckAndRecordWritesIt() throws {
      let directory = try temporaryDirectory()
      let snapshots = "\(directory)/Snapshots"
      let transitions = SnapshotStore.transitionsDirectory(in: snapshots)
      let recorded = try runTool(["record", "--only", "chip-on", "--snapshots", snapshots])
      #expect(recorded.status == 0)
      #expect(recorded.output.contains("2 goldens written"))
      let golden = "\(transitions)/chip-on.light.png"
      #expect(
        try PNG.read(contentsOf: golden)
          == PNG.read(contentsOf: repositoryRoot + "/Snapshots/transitions/chip-on.light.png"))
      let passing = try runTool(["check", "--only", "chip-on", "--snapshots", snapshots])
      #expect(passing.status == 0)
      #expect(passing.output.hasSuffix("2 passed, 0 failed\n"))

      // One pixel of the light strip's first cell turns red.
      let image = try PNG.read(contentsOf: golden)
      var pixels = image.pixels
      pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
      try PNG.write(
        try Image(width: image.width, height: image.height, premultipliedPixels: pixels), to: golden
      )
      let report = "\(directory)/report"
      let failing = try runTool([
        "check", "--only", "chip-on", "--snapshots", snapshots, "--report", report,
      ])
      #expect(failing.status == 1)
      #expect(failing.output.contains("chip-on.light does not match its golden: 1 pixel differs"))
      #expect(
        failing.output.contains(
          "To accept the new picture: render-composer record --only chip-on "
            + "(or SNAPSHOT_RECORD=failed make test)"))
      #expect(failing.output.hasSuffix("1 passed, 1 failed\n"))
      #expect(
        FileManager.default.fileExists(atPath: "\(report)/transitions/chip-on.light.diff.png"))
      #expect(FileManager.default.fileExists(atPath: "\(report)/index.html"))
    }

    /// Shards split the transitions as they split the stills: every one in exactly one part.
    @Test func shardsSplitTheTransitionsWithoutOverlapOrGap() {
      let all = TransitionCatalog.pictures()
      let parts = (1...3).map { TransitionCatalog.Picture.shard(all, index: $0, of: 3).map(\.name) }
      #expect(parts.flatMap { $0 }.sorted() == all.map(\.name).sorted())
      #expect(Set(parts.flatMap { $0 }).count == all.count)
    }
  }
}
