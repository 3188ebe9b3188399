import ComposerRender
import ComposerSnapshotTesting
import Foundation
import Raster
import Testing

extension MotionTests {
  /// Transition goldens: the catalog's second kind, checked by the same store, strategy and
  /// commands as the stills.
  @Suite struct TransitionCheckTests {
    /// Every catalog transition's filmstrip against its golden in `Snapshots/transitions/`, as
    /// the stills are checked, so `make test` catches a wrong spring, a jump or a Reduce Motion
    /// fade that slides.
    @Test(arguments: CatalogGolden.all(entries: []))
    func transitionFilmstripMatchesItsGolden(_ golden: CatalogGolden) throws {
      assertSnapshot(
        of: golden, as: .golden(renderer: renderer), named: golden.name,
        in: try catalogGoldens.get())
    }

    @Test func theCatalogHasEveryChangeLightAndDark() {
      let pictures = TransitionCatalog.pictures()
      #expect(pictures.count >= 20)
      #expect(Set(pictures.map(\.name)).count == pictures.count)
      let names = Set(TransitionCatalog.entries.map(\.name))
      #expect(names.isSuperset(of: ["chip-on-reduce-motion", "count-roll-reduce-motion"]))
      #expect(Set(Catalog.entries.map(\.name)).isDisjoint(with: names))
    }

    /// A changed filmstrip, as CI meets it: `check` fails it by its name in every report, with
    /// its files under `transitions/` in the report folder and a command that accepts it; that
    /// command records it and a clean check leaves no failure behind.
    @Test func aChangedFilmstripIsReportedAndAcceptedByTheCommandItPrints() async throws {
      let directory = try temporaryDirectory()
      let snapshots = "\(directory)/Snapshots"
      let recorded = try await runToolOffThePool([
        "record", "--only", "chip-on", "--snapshots", snapshots,
      ])
      #expect(recorded.output.hasSuffix("2 goldens written, 0 unchanged\n"))
      let golden = "\(snapshots)/transitions/chip-on.light.png"
      #expect(
        try PNG.read(contentsOf: golden)
          == PNG.read(contentsOf: repositoryRoot + "/Snapshots/transitions/chip-on.light.png"))
      try redden(golden)
      let report = "\(directory)/report"
      let failing = try await runToolOffThePool([
        "check", "--only", "chip-on", "--snapshots", snapshots, "--report", report, "--json",
        "\(directory)/results.json", "--junit", "\(directory)/junit.xml",
      ])
      #expect(failing.status == 1)
      let name = "transitions/chip-on.light"
      let accept = "render-composer record --only \(name) --snapshots \(snapshots)"
      #expect(failing.output.hasPrefix("\(name) does not match its golden: 1 pixel differs"))
      #expect(failing.output.contains("  diff:     \(report)/\(name).diff.png\n"))
      #expect(failing.output.contains("To accept the new picture: \(accept)\n"))
      #expect(failing.output.hasSuffix("1 passed, 1 failed\n"))
      let junit = try String(contentsOfFile: "\(directory)/junit.xml", encoding: .utf8)
      #expect(junit.contains(#"<testcase name="\#(name)""#))
      let json = try String(contentsOfFile: "\(directory)/results.json", encoding: .utf8)
      #expect(json.contains(#""name" : "\#(name)""#))

      let accepted = try await runToolOffThePool(
        accept.split(separator: " ").dropFirst().map(String.init))
      #expect(accepted.output.hasSuffix("1 golden written, 0 unchanged\n"))
      let clean = try await runToolOffThePool([
        "check", "--only", "\(name)", "--snapshots", snapshots, "--report", report,
      ])
      #expect(clean.output == "1 passed, 0 failed\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: report) == [".snapshot-report"])
    }

    /// One pixel of the picture's top left corner turns red.
    private func redden(_ path: String) throws {
      let image = try PNG.read(contentsOf: path)
      var pixels = image.pixels
      pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
      try PNG.write(
        try Image(width: image.width, height: image.height, premultipliedPixels: pixels), to: path)
    }

    /// The catalog store knows the transitions' folder: a filmstrip no transition draws is an
    /// orphan by its name there, and a folder holding only filmstrips is not empty.
    @Test func aFilmstripNoTransitionDrawsIsAnOrphan() throws {
      let directory = try temporaryDirectory()
      try FileManager.default.createDirectory(
        atPath: "\(directory)/transitions", withIntermediateDirectories: true)
      for name in ["chip-on.light", "chip-slides.dark"] {
        #expect(
          FileManager.default.createFile(
            atPath: "\(directory)/transitions/\(name).png", contents: Data()))
      }
      let store = try SnapshotStore.catalog(
        directory: directory, recordMode: .never, renderer: renderer)
      #expect(store.missingGoldens() == nil)
      #expect(store.orphans().map(\.name) == ["transitions/chip-slides.dark"])
      #expect(
        store.goldenPath("transitions/chip-on.light")
          == "\(directory)/transitions/chip-on.light.png")
    }

    /// Shards split stills and transitions together: every golden in exactly one part.
    @Test func shardsSplitEveryGoldenWithoutOverlapOrGap() {
      let all = CatalogGolden.all()
      let parts = (1...3).map { CatalogGolden.shard(all, index: $0, of: 3).map(\.name) }
      #expect(parts.flatMap { $0 }.sorted() == all.map(\.name).sorted())
      #expect(Set(parts.flatMap { $0 }).count == all.count)
      #expect(parts.allSatisfy { $0.contains { $0.hasPrefix("transitions/") } })
    }
  }
}

extension CatalogGolden: CustomTestStringConvertible {
  public var testDescription: String { name }
}
