import Foundation
import Raster
import ToolSupport

/// A folder of goldens and the rules for checking against it: the record mode, where failure
/// artifacts go, and how to tell a person to accept a change.
///
/// A failure's message stands on its own (a test runner may keep no attachments): what
/// differs and by how much, the expected, actual and diff files side by side in the artifacts
/// folder, the command that accepts the new snapshot, and, when this machine's fonts or
/// libraries are not the ones the goldens were drawn with, exactly which.
public struct SnapshotStore: Sendable {
  public var directory: String
  /// Where this store's failures write their files.
  public var artifactsDirectory: String
  public var recordMode: SnapshotRecordMode
  /// The command that accepts the named snapshot's new golden.
  public var acceptCommand: @Sendable (String) -> String
  /// The kinds of golden the folder holds for this store, for ``orphans()`` and
  /// ``missingGoldens()``; empty for a test suite's folder, whose names are known only as its
  /// tests run.
  public var kinds: [GoldenKind]
  /// Whether every golden is decoded and compared, the manifest's digests unused. The digests
  /// are a cache: one that matches a golden's bytes lets a picture with the same pixels pass
  /// without decoding, and anyone who can change a golden can change its digest too. A check
  /// of a pull request that changes goldens, or of CI, sets this (`check --decode-goldens`).
  public var decodesEveryGolden = false
  /// This machine's manifest, written beside the goldens it records, and how it differs from
  /// the goldens'; nothing without a renderer.
  private let machine: MachineComparison
  /// The goldens' digests, from their manifest, so a check of unchanged pixels needs no decoding.
  private let digests: GoldenDigestBook

  /// The largest golden file read, as large as the largest PNG (``PNG/maximumFileSize``); a
  /// larger one is refused, unread, as a golden that cannot be read.
  public static let maximumGoldenSize = PNG.maximumFileSize

  /// `SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts`.
  public static var defaultArtifactsDirectory: String {
    ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ".build/snapshot-artifacts"
  }

  /// The artifacts folder of a test in `testFile` (an absolute path, as `#filePath` is), as an
  /// absolute path, so a failure's files land in one place and its printed paths open from
  /// anywhere (an IDE, a terminal in another folder) whatever folder the tests ran in:
  /// `SNAPSHOT_ARTIFACTS` made absolute against the working folder, else
  /// `.build/snapshot-artifacts` in the package the file is in (the nearest folder above it
  /// with a `Package.swift`), else, for a file in no package, `snapshot-artifacts` in the
  /// system's temporary folder.
  public static func artifactsDirectory(
    forTestFile testFile: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let folder = environment["SNAPSHOT_ARTIFACTS"], !folder.isEmpty {
      return URL(fileURLWithPath: folder).standardizedFileURL.path
    }
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(".build/snapshot-artifacts").path
      }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("snapshot-artifacts")
      .path
  }

  /// Given what draws the goldens (`drawnBy`), the store compares this machine with the
  /// goldens' manifest and keeps the manifest current when it records. A store that may record
  /// first removes the temporary files a killed run left in `directory`.
  public init(
    directory: String, artifactsDirectory: String? = nil, recordMode: SnapshotRecordMode,
    drawnBy renderer: GoldenManifest.Renderer? = nil, kinds: [GoldenKind] = [],
    acceptCommand: @escaping @Sendable (String) -> String = { _ in
      "SNAPSHOT_RECORD=failed swift test"
    }
  ) throws {
    self.directory = directory
    self.kinds = kinds
    self.artifactsDirectory = artifactsDirectory ?? Self.defaultArtifactsDirectory
    self.recordMode = recordMode
    self.acceptCommand = acceptCommand
    if recordMode != .never {
      for folder in [nil] + kinds.map(\.subfolder) {
        AtomicFile.removeLeftovers(in: folder.map { "\(directory)/\($0)" } ?? directory)
      }
    }
    let recorded = Result { try GoldenManifest.read(from: directory) }
    machine = MachineComparison(renderer: renderer, recorded: recorded, directory: directory)
    digests = GoldenDigestBook(directory: directory, manifest: try? recorded.get())
  }

  /// The golden file of the snapshot `name`, made safe as a file name (``fileName(of:)``).
  public func goldenPath(_ name: String, pathExtension: String = "png") -> String {
    "\(directory)/\(fileName(of: name)).\(pathExtension)"
  }

  /// `name` made safe as a file name, without extension. A name that starts with the
  /// subfolder of one of the store's kinds ("transitions/chip-on.light") keeps that folder, so
  /// one store checks every kind; anything else is one file name, slashes and all.
  public func fileName(of name: String) -> String {
    for case let folder? in kinds.map(\.subfolder) where name.hasPrefix(folder + "/") {
      let file = SnapshotName.sanitized(String(name.dropFirst(folder.count + 1)))
      return file.isEmpty ? "" : "\(folder)/\(file)"
    }
    return SnapshotName.sanitized(name)
  }

  /// Snapshots `value` and compares it with the golden called `name`, recording as the mode
  /// says. Never throws: every problem, a value that cannot be snapshotted or a golden that
  /// cannot be read, is a failed result with a message.
  public func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String
  ) -> SnapshotResult {
    let fileName = fileName(of: name)
    guard !fileName.isEmpty else {
      return SnapshotResult(
        name: name, outcome: .failed,
        message: "The snapshot name \"\(name)\" has no letter or digit to name its golden by.")
    }
    let clock = ContinuousClock()
    let start = clock.now
    var result = compare(value, as: strategy, named: fileName)
    result.golden = goldenPath(fileName, pathExtension: strategy.pathExtension)
    let elapsed = (clock.now - start).components
    result.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    return result
  }

  /// ``verify(_:as:named:)`` for a name already made safe.
  private func compare<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named fileName: String
  ) -> SnapshotResult {
    let actual: Format
    do {
      actual = try strategy.snapshot(value)
    } catch {
      return SnapshotResult(
        name: fileName, outcome: .failed, message: "\(fileName) could not be drawn: \(error)")
    }
    let attempt = Attempt(
      name: fileName, path: goldenPath(fileName, pathExtension: strategy.pathExtension),
      pathExtension: strategy.pathExtension, diffing: strategy.diffing, actual: actual,
      theme: strategy.theme?(value))
    guard FileManager.default.fileExists(atPath: attempt.path) else {
      return missingGolden(attempt)
    }
    let golden: [UInt8]
    let expected: Format
    do {
      golden = try BoundedFile.read(
        attempt.path, atMost: Self.maximumGoldenSize, what: "a golden file")
      if hasRecordedDigest(of: attempt, golden: golden) { return matched(attempt) }
      expected = try strategy.diffing.fromData(golden)
    } catch {
      return unreadableGolden(attempt, error)
    }
    guard let mismatch = strategy.diffing.compare(expected, actual) else {
      return matched(attempt)
    }
    return differs(attempt, golden: golden, mismatch)
  }

  /// Every `(name, value)` on `workers` threads, in order; as ``verify(_:as:named:)``.
  public func verify<Value: Sendable, Format>(
    _ values: [(name: String, value: Value)], as strategy: Snapshotting<Value, Format>,
    workers: Int
  ) -> [SnapshotResult] {
    Parallel.map(values, workers: workers) { item in
      verify(item.value, as: strategy, named: item.name)
    }
  }

  // MARK: Outcomes

  /// One snapshot on its way to a result.
  private struct Attempt<Format> {
    let name: String
    let path: String
    let pathExtension: String
    let diffing: Diffing<Format>
    let actual: Format
    let theme: String?

    /// The golden's path inside the store's folder, as the manifest keys its digest.
    var manifestKey: String { "\(name).\(pathExtension)" }
  }

  /// Whether the manifest's digest of the golden was taken from `golden`, these very bytes,
  /// and is the digest of the snapshot: then the two are the same picture, with no decoding.
  private func hasRecordedDigest<Format>(of attempt: Attempt<Format>, golden: [UInt8]) -> Bool {
    guard !decodesEveryGolden, let digest = attempt.diffing.digest,
      let recorded = digests.digest(of: attempt.manifestKey), recorded.describes(golden)
    else { return false }
    return digest(attempt.actual) == recorded.pixelsXXH3
  }

  private func matched<Format>(_ attempt: Attempt<Format>) -> SnapshotResult {
    if recordMode.writes(missing: false, matched: true) {
      return record(attempt, reason: "record mode is \(recordMode.rawValue)")
    }
    return SnapshotResult(name: attempt.name, outcome: .matched, message: "")
  }

  private func missingGolden<Format>(_ attempt: Attempt<Format>) -> SnapshotResult {
    guard recordMode.writes(missing: true, matched: false) else {
      let accept = acceptCommand(attempt.name)
      return SnapshotResult(
        name: attempt.name, outcome: .failed,
        message: """
          No golden for \(attempt.name) at \(attempt.path) (record mode \(recordMode.rawValue)).
          To record it: \(accept)
          """, acceptCommand: accept)
    }
    return record(attempt, reason: "there was none")
  }

  private func unreadableGolden<Format>(_ attempt: Attempt<Format>, _ error: any Error)
    -> SnapshotResult
  {
    if recordMode.writes(missing: false, matched: false) {
      return record(attempt, reason: "the old one could not be read: \(error)")
    }
    let accept = acceptCommand(attempt.name)
    return SnapshotResult(
      name: attempt.name, outcome: .failed,
      message: "The golden \(attempt.path) cannot be read (\(error)).\nTo replace it: \(accept)",
      acceptCommand: accept)
  }

  /// Writes the failure's files, then records the new golden or fails, as the mode says.
  private func differs<Format>(
    _ attempt: Attempt<Format>, golden: [UInt8], _ mismatch: Mismatch
  ) -> SnapshotResult {
    let name = attempt.name
    let artifacts: Artifacts
    do {
      artifacts = try writeArtifacts(attempt, golden: golden, mismatch)
    } catch {
      return SnapshotResult(
        name: name, outcome: .failed,
        message:
          "\(name) does not match its golden: \(mismatch.summary); artifacts failed: \(error)")
    }
    if recordMode.writes(missing: false, matched: false) {
      var result = record(attempt, reason: mismatch.summary)
      result.artifacts = artifacts
      result.mismatch = mismatch.kind
      return result
    }
    var lines = [
      "\(name) does not match its golden: \(mismatch.summary).",
      "  expected: \(attempt.path)",
      "  actual:   \(artifacts.actual)",
    ]
    if let diff = artifacts.diff { lines.append("  diff:     \(diff)") }
    if let details = mismatch.details { lines.append(details) }
    let noun = if case .lines = mismatch.kind { "text" } else { "picture" }
    let accept = acceptCommand(name)
    lines.append("To accept the new \(noun): \(accept)")
    if let note = themeNote(attempt) { lines.append(note) }
    if let note = machine.note { lines.append(note) }
    return SnapshotResult(
      name: name, outcome: .failed, message: lines.joined(separator: "\n"),
      artifacts: artifacts, mismatch: mismatch.kind, acceptCommand: accept)
  }

  /// What a failure adds when its golden's manifest entry names another theme than the one
  /// the picture was drawn with, so a check run with the wrong `--theme` says so.
  private func themeNote<Format>(_ attempt: Attempt<Format>) -> String? {
    guard let recorded = digests.digest(of: attempt.manifestKey), recorded.theme != attempt.theme
    else { return nil }
    func name(_ theme: String?) -> String { theme.map { "theme \($0)" } ?? "the standard theme" }
    return
      "The golden was drawn with \(name(recorded.theme)), this picture with \(name(attempt.theme))."
  }

  /// Writes the golden, then the manifest with its digest (taken from the file as written and
  /// read back). Each file is written whole; a run stopped between the two leaves a digest of
  /// the old file, which the next check sees is stale, so it decodes the new one.
  private func record<Format>(_ attempt: Attempt<Format>, reason: String) -> SnapshotResult {
    do {
      try AtomicFile.makeDirectory(folder(of: attempt.path))
      let file = try attempt.diffing.toData(attempt.actual)
      try AtomicFile.write(file, to: attempt.path)
      if let manifest = try machine.manifest() {
        let digest = try attempt.diffing.digest.map { pixels in
          GoldenDigest(
            file: file, pixelsXXH3: pixels(try attempt.diffing.fromData(file)),
            theme: attempt.theme)
        }
        try digests.write([attempt.manifestKey: digest], drawnWith: manifest)
      }
    } catch {
      return SnapshotResult(
        name: attempt.name, outcome: .failed,
        message: "Recording \(attempt.path) failed: \(error)")
    }
    return SnapshotResult(
      name: attempt.name, outcome: .recorded,
      message:
        "Recorded \(attempt.path) (\(reason)). Look at it before you commit it; a test run "
        + "that records fails, so run the tests again.")
  }

  /// `<name>.expected.<ext>`, `<name>.actual.<ext>` and `<name>.diff.<ext>` in the artifacts
  /// folder; a diff left by an earlier run is removed when this mismatch has none.
  private func writeArtifacts<Format>(
    _ attempt: Attempt<Format>, golden: [UInt8], _ mismatch: Mismatch
  ) throws -> Artifacts {
    let base = "\(artifactsDirectory)/\(attempt.name)"
    try AtomicFile.makeDirectory(folder(of: base))
    let staleDiff = "\(base).diff.\(attempt.pathExtension)"
    let artifacts = Artifacts(
      expected: "\(base).expected.\(attempt.pathExtension)",
      actual: "\(base).actual.\(attempt.pathExtension)",
      diff: mismatch.diff.map { "\(base).diff.\($0.pathExtension)" })
    try AtomicFile.write(golden, to: artifacts.expected)
    try AtomicFile.write(try attempt.diffing.toData(attempt.actual), to: artifacts.actual)
    if let diff = mismatch.diff, let path = artifacts.diff {
      try AtomicFile.write(try diff.make(), to: path)
    } else if FileManager.default.fileExists(atPath: staleDiff) {
      try FileManager.default.removeItem(atPath: staleDiff)
    }
    return artifacts
  }

  /// Runs `body` with the goldens it records writing the manifest twice, at the first and at
  /// the end, rather than once a golden: for a command that records a whole catalog. The
  /// manifest is written even when `body` throws; a run killed before its end leaves a
  /// manifest naming this machine, and the other goldens it wrote without a current digest, so
  /// the next check decodes them (never a wrong answer).
  public func batchingManifestWrites<Value>(_ body: () throws -> Value) throws -> Value {
    try digests.deferringWrites(body)
  }

  /// Drops the manifest's digests of the goldens at `paths`, files of the store's folder that
  /// were removed, so the manifest lists only goldens that are there.
  func forgetDigests(ofGoldensAt paths: [String]) throws {
    guard !paths.isEmpty else { return }
    let keys = paths.map { String($0.dropFirst(directory.count + 1)) }
    try digests.write(Dictionary(uniqueKeysWithValues: keys.map { ($0, nil) }), drawnWith: nil)
  }

  /// The folder a file of the store goes in: the path without its last component.
  private func folder(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
  }
}

/// This machine's manifest (its libraries, and its fonts' SHA-256) and what a failure says
/// when it is not the one the goldens were drawn with, worked out the first time a recording
/// or a failure needs them: hashing 16 MB of fonts would otherwise cost every check some
/// 90 ms, most of a check of a few pictures, for a comparison only a failure prints. Guarded
/// by an `NSLock`, which ThreadSanitizer sees: the manifest one checking thread makes, another
/// reads.
final class MachineComparison: @unchecked Sendable {
  private let renderer: GoldenManifest.Renderer?
  private let recorded: Result<GoldenManifest?, any Error>
  private let directory: String
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var current: Result<GoldenManifest?, any Error>?

  init(
    renderer: GoldenManifest.Renderer?, recorded: Result<GoldenManifest?, any Error>,
    directory: String
  ) {
    self.renderer = renderer
    self.recorded = recorded
    self.directory = directory
  }

  /// This machine's manifest; nil without a renderer. Throws when a font cannot be read to hash.
  func manifest() throws -> GoldenManifest? {
    try lock.withLock {
      if let current { return current }
      let made = Result { try renderer.map(GoldenManifest.current) }
      current = made
      return made
    }.get()
  }

  /// What a failure adds about this machine and the goldens'
  /// (``GoldenManifest/note(comparing:with:in:)``).
  var note: String? {
    do {
      return try manifest().flatMap {
        GoldenManifest.note(comparing: $0, with: recorded, in: directory)
      }
    } catch {
      return GoldenManifest.notComparedNote(error)
    }
  }
}
