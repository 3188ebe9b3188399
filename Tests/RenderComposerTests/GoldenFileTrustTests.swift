import ComposerGoldens
import ComposerRender
import Foundation
import Raster
import TestSupport
import Testing

@testable import GoldenSnapshots

/// What a check reads of a golden folder, and how far it trusts it: files over their kind's
/// size limit are refused unread, naming the limit; the manifest's digests are a cache, which
/// `check --decode-goldens` does without.
@Suite struct GoldenFileTrustTests {
  private static let snapshots = repositoryRoot + "/Snapshots"

  /// A folder holding `default.light.png` (a copy of `source`) and the catalog's manifest.
  private func goldens(lightFrom source: String = "default.light.png") throws -> String {
    let directory = try temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: "\(Self.snapshots)/\(source)", toPath: "\(directory)/default.light.png")
    try FileManager.default.copyItem(
      atPath: "\(Self.snapshots)/manifest.json", toPath: "\(directory)/manifest.json")
    return directory
  }

  @Test func aManifestOverItsLimitIsRefusedUnread() throws {
    let directory = try goldens()
    #expect(truncate("\(directory)/manifest.json", off_t(GoldenManifest.maximumFileSize + 1)) == 0)
    let error = try #require(throws: SnapshotFileError.self) {
      try GoldenManifest.read(from: directory)
    }
    #expect(
      error.description
        == "\(directory)/manifest.json cannot be read: the file is "
        + "\(GoldenManifest.maximumFileSize + 1) bytes; a golden manifest may be at most 16 MB "
        + "(\(GoldenManifest.maximumFileSize) bytes)")
  }

  @Test(.needsFonts) func aGoldenOverItsLimitFailsItsCheckUnread() throws {
    let directory = try goldens()
    let golden = "\(directory)/default.light.png"
    #expect(truncate(golden, off_t(SnapshotStore.maximumGoldenSize + 1)) == 0)
    let store = try SnapshotStore.catalog(
      directory: directory, artifactsDirectory: "\(directory)/report", recordMode: .never,
      renderer: renderer)
    let picture = try #require(Catalog.pictures().first { $0.name == "default.light" })
    let result = try #require(CatalogCheck.run([picture], renderer: renderer, store: store).first)
    #expect(result.outcome == .failed)
    #expect(
      result.message.hasPrefix(
        "The golden \(golden) cannot be read (the file is \(SnapshotStore.maximumGoldenSize + 1) "
          + "bytes; a golden file may be at most 320 MB"))
  }

  /// Another state's golden copied over `default.light.png`, with the manifest's file size and
  /// hash updated to match: the digest vouches for it, so a plain check passes (the manifest is
  /// a cache, trusted as far as the folder is), and `--decode-goldens` finds the difference.
  @Test(.needsFonts) func decodeGoldensFindsAGoldenTheManifestVouchesFor() async throws {
    let directory = try goldens(lightFrom: "chips-search-on.light.png")
    var manifest = try #require(try GoldenManifest.read(from: directory))
    let original = try #require(manifest.goldens["default.light.png"])
    let forged = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: "\(directory)/default.light.png")))
    manifest.goldens = [
      "default.light.png": GoldenDigest(file: forged, pixelsXXH3: original.pixelsXXH3)
    ]
    try manifest.write(to: directory)
    let arguments = [
      "check", "--only", "default.light", "--snapshots", directory, "--report",
      "\(directory)/report",
    ]
    let trusting = try await runToolOffThePool(arguments)
    #expect(trusting.status == 0)
    let decoding = try await runToolOffThePool(arguments + ["--decode-goldens"])
    #expect(decoding.status == 1)
    #expect(decoding.output.contains("default.light does not match its golden"))
  }
}
