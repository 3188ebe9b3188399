import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import TestSupport
import Testing

// For a PNG whose header says 100000×1: `Image` refuses that size unless made inside Raster.
@testable import Raster

/// Goldens and PNG files that are not what they should be: unreadable, truncated, of another
/// size. The check fails with the reason and the command that fixes it (exit 1 from `check`,
/// which reports a failed golden; 2 from `diff`), and writes no golden.
@Suite struct BadGoldenTests {
  /// A golden that cannot be read fails with the reason and the command that replaces it; a
  /// check never writes goldens, so the folder is left as it was.
  @Test(arguments: UnreadablePNG.all)
  func anUnreadableGoldenFailsTheCheckAndIsLeftAlone(_ png: UnreadablePNG) throws {
    let (directory, snapshots) = try goldens(light: try png.bytes())
    let before = try folderContents(snapshots)
    let result = try checkDefaultLight(snapshots, report: "\(directory)/report", mode: .never)
    #expect(result.outcome == .failed)
    #expect(
      result.message == """
        The golden \(snapshots)/default.light.png cannot be read (\(png.reason)).
        To replace it: \(accept("default.light"))
        """)
    #expect(try folderContents(snapshots) == before)
  }

  /// A golden of another size is its own failure, not a count of pixels.
  @Test(arguments: [(1, 1), (960, 402)])
  func aGoldenOfTheWrongSizeFailsTheCheck(width: Int, height: Int) throws {
    let (directory, snapshots) = try goldens(light: try whitePNG(width: width, height: height))
    let before = try folderContents(snapshots)
    let result = try checkDefaultLight(snapshots, report: "\(directory)/report", mode: .never)
    #expect(
      result.mismatch
        == .size(
          expected: PixelSize(width: width, height: height),
          actual: PixelSize(width: 1179, height: 402)))
    #expect(
      result.message == """
        default.light does not match its golden: size differs: the golden is \(width)×\(height) px, \
        the new picture 1179×402 px.
          expected: \(snapshots)/default.light.png
          actual:   \(directory)/report/default.light.actual.png
        To accept the new picture: \(accept("default.light"))
        """)
    #expect(try folderContents(snapshots) == before)
  }

  /// The message above tells a person to record; recording must be able to replace the file.
  @Test func recordingReplacesAnUnreadableGolden() throws {
    let (directory, snapshots) = try goldens(light: Data("not a png".utf8))
    let result = try checkDefaultLight(snapshots, report: "\(directory)/report", mode: .failed)
    #expect(result.outcome == .recorded)
    #expect(
      result.message.hasPrefix(
        "Recorded \(snapshots)/default.light.png (the old one could not be read: "
          + "PNG could not be decoded: Not a PNG file)."))
    #expect(
      try PNG.read(contentsOf: "\(snapshots)/default.light.png")
        == renderer.render(Catalog.entry(named: "default")!.scenario))
  }

  /// The tool's own check over both kinds: it reports each, fails with 1, and writes no golden.
  @Test func checkReportsBadGoldensAndWritesNone() throws {
    let (directory, snapshots) = try goldens(light: Data())
    try whitePNG(width: 1, height: 1).write(
      to: URL(fileURLWithPath: "\(snapshots)/default.dark.png"))
    let before = try folderContents(snapshots)
    let run = try runTool(
      ["check", "--only", "default", "--snapshots", snapshots, "--report", "\(directory)/report"])
    #expect(run.status == 1)
    #expect(
      run.output == """
        The golden \(snapshots)/default.light.png cannot be read (PNG could not be decoded: the data is empty).
        To replace it: render-composer record --only default.light --snapshots \(snapshots)

        default.dark does not match its golden: size differs: the golden is 1×1 px, the new picture 1179×402 px.
          expected: \(snapshots)/default.dark.png
          actual:   \(directory)/report/default.dark.actual.png
        To accept the new picture: render-composer record --only default.dark --snapshots \(snapshots)

        Report: \(directory)/report/index.html
        0 passed, 2 failed

        """)
    #expect(try folderContents(snapshots) == before)
  }

  /// Whichever of the two files is bad, the error names it.
  @Test(arguments: UnreadablePNG.all)
  func diffRefusesAnUnreadablePNGAndWritesNothing(_ png: UnreadablePNG) throws {
    let directory = try temporaryDirectory()
    let bad = "\(directory)/bad.png"
    try png.bytes().write(to: URL(fileURLWithPath: bad))
    let good = repositoryRoot + "/Snapshots/default.light.png"
    for pair in [[bad, good], [good, bad]] {
      let run = try runTool(["diff"] + pair + ["-o", "\(directory)/diff.png"])
      #expect(run.status == 2)
      #expect(run.error == "error: \(bad): \(png.reason)\n")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["bad.png"])
  }

  /// What the catalog's failures say to run, in the repository's own folder.
  private func accept(_ picture: String) -> String {
    "render-composer record --only \(picture) (or SNAPSHOT_RECORD=failed make test)"
  }

  /// Checks the `default` entry's light picture against `snapshots` the way `check` and
  /// `record` do.
  private func checkDefaultLight(_ snapshots: String, report: String, mode: SnapshotRecordMode)
    throws -> SnapshotResult
  {
    let store = try SnapshotStore.catalog(
      directory: snapshots, artifactsDirectory: report, recordMode: mode, renderer: renderer)
    return store.verify(
      Catalog.entry(named: "default")!.scenario, as: .image(renderer: renderer),
      named: "default.light")
  }

  /// A folder of goldens for the `default` entry: the real dark one and `light` as given.
  private func goldens(light: Data) throws -> (directory: String, snapshots: String) {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/Snapshots"
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/Snapshots/default.dark.png",
      toPath: "\(snapshots)/default.dark.png")
    try light.write(to: URL(fileURLWithPath: "\(snapshots)/default.light.png"))
    return (directory, snapshots)
  }

  private func whitePNG(width: Int, height: Int) throws -> Data {
    Data(
      try PNG.encode(
        Image(
          width: width, height: height,
          premultipliedPixels: [UInt8](repeating: 255, count: width * height * 4))))
  }
}

/// PNG data that is not a picture, and the reason the decoder gives.
struct UnreadablePNG: CustomTestStringConvertible, Sendable {
  let testDescription: String
  let bytes: @Sendable () throws -> Data
  let reason: String

  static let all = [
    UnreadablePNG(
      testDescription: "empty", bytes: { Data() },
      reason: "PNG could not be decoded: the data is empty"),
    UnreadablePNG(
      testDescription: "not PNG", bytes: { Data(#"{"not": "a png"}"#.utf8) },
      reason: "PNG could not be decoded: Not a PNG file"),
    UnreadablePNG(
      testDescription: "truncated",
      bytes: {
        let golden = try Data(
          contentsOf: URL(fileURLWithPath: repositoryRoot + "/Snapshots/default.light.png"))
        return golden.prefix(golden.count / 2)
      },
      reason: "PNG could not be decoded: read beyond end of data"),
    UnreadablePNG(
      testDescription: "100000×1 in the header",
      bytes: {
        Data(
          try PNG.encode(
            Image(
              uncheckedWidth: 100_000, height: 1,
              pixels: [UInt8](repeating: 0, count: 400_000))))
      },
      reason: "PNG image width 100000 px exceeds the limit of 16384 px a side"),
  ]
}
