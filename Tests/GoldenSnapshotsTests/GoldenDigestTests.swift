import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import Synchronization
import TestSupport
import Testing

/// A check compares the digest of what it painted with the one the manifest keeps of the
/// golden, and decodes the golden only when they differ or the file is no longer the one the
/// digest was taken from; a failure is then exactly what it was without digests.
@Suite(.needsFonts) struct GoldenDigestTests {
  /// Send on, so the accent is on screen.
  private let scenario = Scenario(name: "typing") { $0.text = "Hi" }

  /// Counts the goldens a strategy decodes, which only a check that cannot trust the digest does.
  private final class Decodes: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }

    /// `.image(tolerance:)`, counting each golden it reads back.
    func strategy(_ tolerance: Tolerance = .exact) -> Snapshotting<Image, Image> {
      var strategy = Snapshotting<Image, Image>.image(tolerance: tolerance)
      let decode = strategy.diffing.fromData
      strategy.diffing.fromData = { bytes in
        self.count.withLock { $0 += 1 }
        return try decode(bytes)
      }
      return strategy
    }
  }

  private func store(_ mode: SnapshotRecordMode, _ directory: String) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: mode, drawnBy: .composer(fonts: renderer.fonts), acceptCommand: { "accept \($0)" }
    )
  }

  /// Records `image` as the golden "card" and returns a store that checks against it.
  private func record(_ image: Image, in directory: String) throws -> SnapshotStore {
    #expect(
      try store(.all, directory).verify(image, as: .image(), named: "card").outcome == .recorded)
    return try store(.never, directory)
  }

  @Test func theRecordedPixelsMatchWithoutDecodingTheGolden() throws {
    let directory = try temporaryDirectory()
    let image = try renderer.render(scenario)
    let checker = try record(image, in: directory)
    let file = try Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/goldens/card.png")))
    let digest = try #require(
      try GoldenManifest.read(from: "\(directory)/goldens")?.goldens["card.png"])
    #expect(digest.size == file.count)
    #expect(digest.fileXXH3 == XXH3.hex128(file))
    #expect(digest.pixelsXXH3 == image.pixelDigest)
    let decodes = Decodes()
    #expect(checker.verify(image, as: decodes.strategy(), named: "card").outcome == .matched)
    #expect(decodes.value == 0)
  }

  /// The golden replaced by another valid PNG, the manifest left as it was: its digest is the
  /// digest of the painted picture, but of another file, so the check decodes the file it finds
  /// and fails as a check without digests does, artifacts and all.
  @Test func aStaleDigestIsNotTrusted() throws {
    let directory = try temporaryDirectory()
    let image = try renderer.render(scenario)
    let checker = try record(image, in: directory)
    let other = try renderer.render(Scenario())
    try PNG.write(other, to: "\(directory)/goldens/card.png")
    let decodes = Decodes()
    let result = checker.verify(image, as: decodes.strategy(), named: "card")
    #expect(decodes.value == 1)
    #expect(result.outcome == .failed)
    #expect(result.message.hasPrefix("card does not match its golden: "))
    let artifacts = try #require(result.artifacts)
    #expect(try PNG.read(contentsOf: artifacts.expected) == other)
    #expect(try PNG.read(contentsOf: artifacts.actual) == image)
    // The same pixels in other bytes (libpng's encoder) are a stale digest too, and match.
    try AtomicFile.write(
      try PNG.encode(image, compression: .libpngDefaults), to: "\(directory)/goldens/card.png")
    #expect(checker.verify(image, as: decodes.strategy(), named: "card").outcome == .matched)
    #expect(decodes.value == 2)
  }

  /// A picture whose digest differs from the golden's but whose pixels are close enough for
  /// the tolerance: decoded and compared, so it passes as it did before digests.
  @Test func aDifferentDigestWithinTheToleranceStillPasses() throws {
    let directory = try temporaryDirectory()
    let checker = try record(try blueBar(x: 20.25), in: directory)
    let shifted = try blueBar(x: 20.5)
    let decodes = Decodes()
    #expect(checker.verify(shifted, as: decodes.strategy(.antialiasing), named: "card").passed)
    #expect(decodes.value == 1)
    let exact = checker.verify(shifted, as: decodes.strategy(), named: "card")
    #expect(exact.mismatch == .pixels(differing: 60, antialiased: 0, tolerance: .exact))
    #expect(decodes.value == 2)
  }

  /// Goldens recorded on two threads into two folders of one store: the manifest lists every
  /// one with the digest of the file as written, its keys sorted, and recording the same
  /// pictures again writes the same bytes.
  @Test func recordingWritesEachGoldensDigestIntoASortedManifest() throws {
    let directory = try temporaryDirectory()
    let goldens = "\(directory)/goldens"
    let store = try SnapshotStore(
      directory: goldens, recordMode: .all, drawnBy: .composer(fonts: renderer.fonts),
      kinds: [.pictures(named: ["b", "a"]), .transitions(named: ["c"])])
    let pictures = try [("b", scenario), ("a", Scenario()), ("transitions/c", scenario)].map {
      (name: $0.0, value: try renderer.render($0.1))
    }
    let results = store.verify(pictures, as: .image(), workers: 2)
    #expect(results.allSatisfy { $0.outcome == .recorded })
    let manifest = try #require(try GoldenManifest.read(from: goldens))
    #expect(manifest.goldens.keys.sorted() == ["a.png", "b.png", "transitions/c.png"])
    for (name, image) in pictures {
      let file = try Array(Data(contentsOf: URL(fileURLWithPath: "\(goldens)/\(name).png")))
      let digest = try #require(manifest.goldens["\(name).png"])
      #expect(digest.size == file.count && digest.fileXXH3 == XXH3.hex128(file))
      #expect(digest.pixelsXXH3 == image.pixelDigest)
    }
    let text = try String(contentsOfFile: "\(goldens)/manifest.json", encoding: .utf8)
    let order = ["\"a.png\"", "\"b.png\"", "\"transitions/c.png\""].compactMap {
      text.range(of: $0)?.lowerBound
    }
    #expect(order.count == 3 && order == order.sorted())
    _ = store.verify(pictures.reversed(), as: .image(), workers: 1)
    #expect(try String(contentsOfFile: "\(goldens)/manifest.json", encoding: .utf8) == text)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == [
        "a.png", "b.png", "manifest.json", "transitions",
      ])
  }

  /// A batch of recordings (`render-composer record`) writes the manifest at its first
  /// recording, so a run killed later still leaves one naming this machine, then keeps the
  /// rest until it ends and writes every golden's digest at once, as the same recordings one
  /// by one would have; a batch that throws still writes what it recorded.
  @Test func aBatchWritesTheManifestAtItsFirstRecordingAndAtItsEnd() throws {
    let directory = try temporaryDirectory()
    let goldens = "\(directory)/goldens"
    let pictures = try [("b", scenario), ("a", Scenario())].map {
      (name: $0.0, value: try renderer.render($0.1))
    }
    let oneByOne = try SnapshotStore(
      directory: goldens, recordMode: .all, drawnBy: .composer(fonts: renderer.fonts))
    _ = oneByOne.verify(pictures, as: .image(), workers: 2)
    let expected = try String(contentsOfFile: "\(goldens)/manifest.json", encoding: .utf8)
    try FileManager.default.removeItem(atPath: goldens)

    // As `render-composer record` records: what is missing or differs.
    let batched = try SnapshotStore(
      directory: goldens, recordMode: .failed, drawnBy: .composer(fonts: renderer.fonts))
    let results = try batched.batchingManifestWrites {
      let results = batched.verify(pictures, as: .image(), workers: 2)
      let onDisk = try GoldenManifest.read(from: goldens)
      #expect(onDisk?.goldens.count == 1, "the first recording only, before the end")
      let decodes = Decodes()
      #expect(
        batched.verify(pictures[0].value, as: decodes.strategy(), named: "b").outcome == .matched)
      #expect(decodes.value == 0, "the batch's digests are trusted before they are written")
      return results
    }
    #expect(results.allSatisfy { $0.outcome == .recorded })
    #expect(try String(contentsOfFile: "\(goldens)/manifest.json", encoding: .utf8) == expected)

    struct Interrupted: Error {}
    let image = try renderer.render(Scenario())
    #expect(throws: Interrupted.self) {
      try batched.batchingManifestWrites {
        _ = batched.verify(image, as: .image(), named: "c")
        throw Interrupted()
      }
    }
    #expect(
      try GoldenManifest.read(from: goldens)?.goldens.keys.sorted() == ["a.png", "b.png", "c.png"])
  }

  /// `record --prune` removes an orphan's digest with its file.
  @Test func pruningForgetsTheOrphansDigest() throws {
    let directory = try temporaryDirectory()
    let goldens = "\(directory)/goldens"
    let recorder = try SnapshotStore(
      directory: goldens, recordMode: .all, drawnBy: .composer(fonts: renderer.fonts))
    let image = try renderer.render(Scenario())
    for name in ["kept", "gone"] { _ = recorder.verify(image, as: .image(), named: name) }
    let pruner = try SnapshotStore(
      directory: goldens, recordMode: .failed, drawnBy: .composer(fonts: renderer.fonts),
      kinds: [.pictures(named: ["kept"])])
    #expect(try pruner.removeOrphans().map(\.name) == ["gone"])
    #expect(try GoldenManifest.read(from: goldens)?.goldens.keys.sorted() == ["kept.png"])
  }
}
