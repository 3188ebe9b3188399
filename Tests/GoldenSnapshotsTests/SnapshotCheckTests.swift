import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import SPTheme
import TestSupport
import Testing

/// The checker fails when it should, and says why in a message that stands on its own.
@Suite(.needsFonts) struct SnapshotCheckTests {
  /// Send on, so the accent is on screen.
  private let scenario = Scenario(name: "typing") { $0.text = "Hi" }

  private func store(_ mode: SnapshotRecordMode, _ directory: String) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: mode, acceptCommand: { "accept \($0)" })
  }

  private func recordGolden(_ image: Image, in directory: String) throws -> SnapshotStore {
    let recorder = try store(.all, directory)
    #expect(recorder.verify(image, as: .image(), named: "card").outcome == .recorded)
    return try store(.never, directory)
  }

  /// The image with the pixels of `rect` (in pixels) replaced by a copy of what lay `dx` pixels
  /// to their left: the region's content moved right.
  private func shifting(_ image: Image, _ rect: (x: Int, y: Int, width: Int, height: Int), dx: Int)
    throws -> Image
  {
    var pixels = image.pixels
    for y in rect.y..<(rect.y + rect.height) {
      for x in (rect.x..<(rect.x + rect.width)).reversed() {
        for channel in 0..<4 {
          pixels[(y * image.width + x) * 4 + channel] =
            image.pixels[(y * image.width + x - dx) * 4 + channel]
        }
      }
    }
    return try Image(width: image.width, height: image.height, premultipliedPixels: pixels)
  }

  @Test func theSamePictureMatches() throws {
    let directory = try temporaryDirectory()
    let image = try renderer.render(scenario)
    let checker = try recordGolden(image, in: directory)
    let result = checker.verify(image, as: .image(), named: "card")
    #expect(result.outcome == .matched && result.message.isEmpty)
  }

  @Test func oneChangedPixelFailsTheExactPolicy() throws {
    let directory = try temporaryDirectory()
    let image = try renderer.render(scenario)
    let checker = try recordGolden(image, in: directory)
    var pixels = image.pixels
    pixels[(10 * image.width + 10) * 4] ^= 0x01
    let changed = try Image(width: image.width, height: image.height, premultipliedPixels: pixels)
    let result = checker.verify(changed, as: .image(), named: "card")
    #expect(result.outcome == .failed)
    #expect(result.mismatch == .pixels(differing: 1, antialiased: 0, tolerance: .exact))
    #expect(
      result.message.hasPrefix(
        "card does not match its golden: 1 pixel differs (tolerance: exact)."))
    #expect(result.message.contains("To accept the new picture: accept card"))
    let artifacts = try #require(result.artifacts)
    #expect(try PNG.read(contentsOf: artifacts.actual) == changed)
    #expect(try PNG.read(contentsOf: artifacts.expected) == image)
    let diff = try PNG.read(contentsOf: try #require(artifacts.diff))
    #expect(diff.pixel(x: 10, y: 10) == RGBA(red: 255, green: 0, blue: 0))
  }

  @Test func anAccentOneUnitOffFails() throws {
    let directory = try temporaryDirectory()
    let checker = try recordGolden(try renderer.render(scenario), in: directory)
    var theme = SPTheme.standard
    theme.color.accent.light.blue -= 1
    let shifted = ComposerRenderer(fonts: renderer.fonts, theme: theme)
    let result = checker.verify(scenario, as: .image(renderer: shifted), named: "card")
    #expect(result.outcome == .failed)
    guard case .pixels(let differing, _, _) = result.mismatch else {
      Issue.record("expected a pixel mismatch, got \(String(describing: result.mismatch))")
      return
    }
    // Send's 32 pt circle at 3×: hundreds of pixels, every one a unit off.
    #expect(differing > 500)
  }

  @Test func thePillOnePointToTheRightFails() throws {
    let directory = try temporaryDirectory()
    let layout = try renderer.layout(scenario)
    let image = try renderer.paint(layout)
    let checker = try recordGolden(image, in: directory)
    let pill = try layout.frame(of: .part(.capsule, of: .pill))
    let moved = try shifting(
      image,
      (
        x: Int(pill.minX * 3), y: Int(pill.minY * 3), width: Int(pill.width * 3) + 3,
        height: Int(pill.height * 3)
      ),
      dx: 3)
    let result = checker.verify(moved, as: .image(), named: "card")
    #expect(result.outcome == .failed)
    // Even under the lenient policy, a moved control is not anti-aliasing.
    let lenient = checker.verify(moved, as: .image(tolerance: .antialiasing), named: "card")
    #expect(lenient.outcome == .failed)
  }

  @Test func aMissingGoldenFailsUnderNeverAndNamesTheCommand() throws {
    let directory = try temporaryDirectory()
    let result = try store(.never, directory).verify(
      scenario, as: .image(renderer: renderer), named: "card")
    #expect(result.outcome == .failed)
    #expect(
      result.message == """
        No golden for card at \(directory)/goldens/card.png (record mode never).
        To record it: accept card
        """)
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/goldens/card.png"))
  }

  @Test func recordingAMissingGoldenWritesItAndStillFails() throws {
    let directory = try temporaryDirectory()
    let result = try store(.missing, directory).verify(
      scenario, as: .image(renderer: renderer), named: "card")
    #expect(result.outcome == .recorded && !result.passed)
    #expect(result.message.hasPrefix("Recorded \(directory)/goldens/card.png (there was none)."))
    #expect(try PNG.read(contentsOf: "\(directory)/goldens/card.png") == renderer.render(scenario))
  }

  @Test func missingModeDoesNotOverwriteADifferingGolden() throws {
    let directory = try temporaryDirectory()
    let golden = try renderer.render(Scenario())
    _ = try recordGolden(golden, in: directory)
    let result = try store(.missing, directory).verify(
      scenario, as: .image(renderer: renderer), named: "card")
    #expect(result.outcome == .failed)
    #expect(try PNG.read(contentsOf: "\(directory)/goldens/card.png") == golden)
  }

  @Test func failedModeReplacesADifferingGolden() throws {
    let directory = try temporaryDirectory()
    _ = try recordGolden(try renderer.render(Scenario()), in: directory)
    let result = try store(.failed, directory).verify(
      scenario, as: .image(renderer: renderer), named: "card")
    #expect(result.outcome == .recorded)
    #expect(try PNG.read(contentsOf: "\(directory)/goldens/card.png") == renderer.render(scenario))
  }

  /// A shape moved by a fraction of a pixel changes only edge pixels, which anti-aliasing
  /// detection excuses: it passes under `.antialiasing` and fails under `.exact`.
  @Test func anAntialiasingOnlyDifferencePassesUnderTheAntialiasingTolerance() throws {
    let directory = try temporaryDirectory()
    let checker = try recordGolden(try blueBar(x: 20.25), in: directory)
    let shifted = try blueBar(x: 20.5)
    #expect(checker.verify(shifted, as: .image(tolerance: .antialiasing), named: "card").passed)
    let exact = checker.verify(shifted, as: .image(), named: "card")
    // The left and the right edge column, 30 rows each.
    #expect(exact.mismatch == .pixels(differing: 60, antialiased: 0, tolerance: .exact))
  }

  @Test func aSizeChangeIsItsOwnFailure() throws {
    let directory = try temporaryDirectory()
    let checker = try recordGolden(try renderer.render(scenario), in: directory)
    let wider = Scenario(name: "typing") {
      $0.text = "Hi"
      $0.width = 440
    }
    let result = checker.verify(wider, as: .image(renderer: renderer), named: "card")
    #expect(
      result.mismatch
        == .size(
          expected: PixelSize(width: 1179, height: 402), actual: PixelSize(width: 1320, height: 402)
        ))
    #expect(
      result.message.hasPrefix(
        "card does not match its golden: size differs: the golden is 1179×402 px, the new picture 1320×402 px."
      ))
  }

  @Test func aCorruptGoldenIsAFailureWithAFixNotACrash() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory + "/goldens", withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/goldens/card.png"))
    let result = try store(.never, directory).verify(
      scenario, as: .image(renderer: renderer), named: "card")
    #expect(result.outcome == .failed)
    #expect(
      result.message.hasPrefix(
        "The golden \(directory)/goldens/card.png cannot be read (PNG could not be decoded"))
    #expect(result.message.hasSuffix("To replace it: accept card"))
  }

  @Test func aDifferentMachineSaysWhatDiffers() throws {
    let directory = try temporaryDirectory()
    let fonts = renderer.fonts
    var manifest = try GoldenManifest.current(drawnBy: .composer(fonts: fonts))
    manifest.libraries["FreeType"] = "2.13.2"
    manifest.fonts["Inter-Regular.otf"] = String(repeating: "0", count: 64)
    try AtomicFile.makeDirectory(directory + "/goldens")
    try manifest.write(to: directory + "/goldens")
    _ = try recordGolden(try renderer.render(Scenario()), in: directory)
    let checker = try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: .never, drawnBy: .composer(fonts: fonts), acceptCommand: { "accept \($0)" })
    let result = checker.verify(scenario, as: .image(renderer: renderer), named: "card")
    let here = try GoldenManifest.current(drawnBy: .composer(fonts: fonts))
    #expect(
      result.message.hasSuffix(
        """
        This machine is not the one the goldens were drawn on (\(directory)/goldens/manifest.json):
          FreeType \(here.libraries["FreeType"]!) here, 2.13.2 for the goldens
          Inter-Regular.otf has SHA-256 \(here.fonts["Inter-Regular.otf"]!.prefix(12)) here, 000000000000 for the goldens
        """))
  }

  /// A manifest that is there but damaged is named in the failure, not taken for a missing
  /// one; recording replaces it.
  @Test func aDamagedManifestIsNamedAndRecordingReplacesIt() throws {
    let directory = try temporaryDirectory()
    _ = try recordGolden(try renderer.render(Scenario()), in: directory)
    let manifest = directory + "/goldens/manifest.json"
    try Data("{".utf8).write(to: URL(fileURLWithPath: manifest))
    #expect(throws: SnapshotFileError.self) {
      try GoldenManifest.read(from: directory + "/goldens")
    }
    let checker = try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: .never, drawnBy: .composer(fonts: renderer.fonts),
      acceptCommand: { "accept \($0)" })
    let result = checker.verify(scenario, as: .image(renderer: renderer), named: "card")
    let lastLine = try #require(result.message.split(separator: "\n").last)
    #expect(
      lastLine.hasPrefix(
        "This machine's fonts and libraries could not be compared with the goldens': "
          + "\(manifest) is not a golden manifest ("))
    let recorder = try SnapshotStore(
      directory: directory + "/goldens", artifactsDirectory: directory + "/artifacts",
      recordMode: .failed, drawnBy: .composer(fonts: renderer.fonts))
    #expect(
      recorder.verify(scenario, as: .image(renderer: renderer), named: "card").outcome == .recorded)
    var written = try #require(try GoldenManifest.read(from: directory + "/goldens"))
    #expect(written.goldens.keys.sorted() == ["card.png"])
    written.goldens = [:]
    #expect(written == (try GoldenManifest.current(drawnBy: .composer(fonts: renderer.fonts))))
  }

  @Test func recordModeComesFromTheEnvironment() throws {
    #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
    #expect(try SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(
      try SnapshotRecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_RECORD": "failed"]) == .failed
    )
    #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "all"]) == .all)
    #expect(throws: SnapshotConfigurationError.self) {
      try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "yes"])
    }
  }

  @Test func aMistypedRecordModeIsNamed() {
    #expect(throws: SnapshotConfigurationError.self) {
      try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "faild"])
    }
    do {
      _ = try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "faild"])
    } catch {
      #expect(
        "\(error)"
          == "SNAPSHOT_RECORD=faild is not a record mode (did you mean failed?); use one of "
          + "missing, failed, all, never")
    }
  }

  @Test func theReportShowsEveryFailureWithItsPictures() throws {
    let directory = try temporaryDirectory()
    let checker = try recordGolden(try renderer.render(Scenario()), in: directory)
    let result = checker.verify(scenario, as: .image(renderer: renderer), named: "card")
    let page = try #require(try SnapshotReport.write([result], to: directory + "/artifacts"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    for file in ["card.expected.png", "card.actual.png", "card.diff.png"] {
      #expect(html.contains(#"src="\#(file)""#))
    }
    #expect(html.contains(#"<input class="wipe" type="range""#))
    #expect(html.contains(#"<input class="opacity" type="range""#))
    #expect(html.contains(#"data-command="accept card""#))
    #expect(
      try SnapshotReport.write(
        [checker.verify(try renderer.render(Scenario()), as: .image(), named: "card")],
        to: directory + "/none") == nil)
  }

  @Test func shardsSplitThePicturesWithoutOverlapOrGap() {
    let all = Catalog.pictures()
    let shards = (1...3).map { Catalog.shard(all, index: $0, of: 3).map(\.name) }
    #expect(Set(shards.joined()) == Set(all.map(\.name)))
    #expect(shards.map(\.count).reduce(0, +) == all.count)
    #expect(Catalog.shard(all, index: 2, of: 3).map(\.name) == shards[1])
  }

  /// Only temporary files of processes that are gone are removed, and only by a store that
  /// may record.
  @Test func aStoreThatRecordsRemovesTemporaryFilesOfRunsThatAreGone() throws {
    let directory = try temporaryDirectory()
    // No process has this id: it is above every system's largest.
    let gone = ".default.light.png.2147483646.1234.tmp"
    let running = ".default.dark.png.\(getpid()).1234.tmp"
    let other = ".notes.tmp"
    for name in [gone, running, other] {
      #expect(FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data()))
    }
    _ = try SnapshotStore(directory: directory, recordMode: .never)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 3)
    _ = try SnapshotStore(directory: directory, recordMode: .missing)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        == [running, other].sorted())
  }
}
