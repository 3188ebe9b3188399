import Foundation
import Raster
import Synchronization

/// What a golden's manifest knows of its file: the pixels it decodes to, as a digest, and the
/// file that digest was taken from. A check whose painted pixels have the digest, of a file
/// that is still that file, matches without decoding it; anything else (another digest, a file
/// replaced or re-encoded since, no digest at all) is decoded and compared as before, so a
/// stale digest costs a decode, never a wrong answer.
public struct GoldenDigest: Codable, Equatable, Sendable {
  /// The file's size in bytes.
  public var size: Int
  /// XXH3-128 of the file's bytes.
  public var fileXXH3: String
  /// `Image.pixelDigest` (Raster) of the picture the file decodes to.
  public var pixelsXXH3: String
  /// The theme that drew it, as its strategy names it (``Snapshotting/theme``): the composer's
  /// `xxh3:` digest of a theme's JSON; absent for the standard theme.
  public var theme: String?

  /// The digest of `file`, whose decoded picture's digest is `pixelsXXH3`, drawn with `theme`.
  init(file: [UInt8], pixelsXXH3: String, theme: String? = nil) {
    size = file.count
    fileXXH3 = XXH3.hex128(file)
    self.pixelsXXH3 = pixelsXXH3
    self.theme = theme
  }

  /// Whether `file` is the file this digest was taken from: the same size, then the same hash.
  func describes(_ file: [UInt8]) -> Bool {
    file.count == size && XXH3.hex128(file) == fileXXH3
  }
}

/// The digests of one folder's goldens: read from its manifest when a store is made, read by
/// every check, and written back into the manifest each time the store records a golden, or
/// in a batch at its first recording and at its end (``deferringWrites(_:)``).
final class GoldenDigestBook: Sendable {
  private let directory: String
  private let digests: Mutex<[String: GoldenDigest]>
  /// The changes a batch has made and not yet written, with the machine to write them with;
  /// nil outside a batch.
  private let pending: Mutex<PendingChanges?> = Mutex(nil)

  /// Every write of a manifest in this process, whatever store makes it: each reads the file,
  /// changes its entries and writes it whole, so two stores of one folder recording at once
  /// keep both their goldens. Other processes are kept out by ``lockingFolder(_:_:)``.
  private static let writing = Mutex(())

  init(directory: String, manifest: GoldenManifest?) {
    self.directory = directory
    digests = Mutex(manifest?.goldens ?? [:])
  }

  /// The digest of the golden at `path` (inside the folder: "transitions/chip-on.light.png").
  func digest(of path: String) -> GoldenDigest? {
    digests.withLock { $0[path] }
  }

  /// Sets (or, with nil, removes) the digests of `paths` in the folder's manifest, and writes
  /// it with the fonts and libraries of `here` (this machine, when it records), or with those
  /// already in it (nil, when it only forgets goldens that were removed). Inside a batch the
  /// first recording is written at once and the other changes kept for the batch's end.
  func write(_ changes: [String: GoldenDigest?], drawnWith here: GoldenManifest?) throws {
    let deferred = pending.withLock { batch in
      guard batch != nil else { return false }
      if here != nil && !batch!.hasRecorded {
        batch!.hasRecorded = true
        return false
      }
      batch!.add(changes, drawnWith: here)
      return true
    }
    guard deferred else { return try writeNow(changes, drawnWith: here) }
    digests.withLock { $0.apply(changes) }
  }

  /// Runs `body` with its manifest writes kept back but the first recording's, then writes the
  /// manifest once with all of them, whether `body` returned or threw. The first is written at
  /// once so that a folder with a golden drawn here has a manifest naming this machine even
  /// when the run is killed before its end (and the next run finds nothing to record); such a
  /// run leaves the other goldens it wrote with a stale digest or none, which costs the next
  /// check a decode, never a wrong answer.
  func deferringWrites<Value>(_ body: () throws -> Value) throws -> Value {
    pending.withLock { $0 = PendingChanges() }
    func flush() throws {
      guard let batch = pending.withLock({ $0.take() }), !batch.changes.isEmpty else { return }
      try writeNow(batch.changes, drawnWith: batch.here)
    }
    let result: Value
    do {
      result = try body()
    } catch {
      try? flush()
      throw error
    }
    try flush()
    return result
  }

  private func writeNow(_ changes: [String: GoldenDigest?], drawnWith here: GoldenManifest?)
    throws
  {
    try Self.writing.withLock { _ in
      try Self.lockingFolder(directory) {
        let onDisk = try? GoldenManifest.read(from: directory)
        guard var manifest = here ?? onDisk else { return }
        manifest.goldens = onDisk?.goldens ?? [:]
        manifest.goldens.apply(changes)
        try manifest.write(to: directory)
        // The file, as every store of the folder left it, and over it the batch's changes not
        // yet written: a recording kept back while this one wrote is newer than the file, and
        // the file alone would forget its digest until the batch's end. A kept-back recording
        // is in `pending` before it is in `digests`, and `pending` is read here under the lock
        // of `digests`, so in either order it ends with its digest.
        digests.withLock { digests in
          digests = manifest.goldens
          digests.apply(pending.withLock { $0?.changes ?? [:] })
        }
      }
    }
  }

  /// Runs `body` holding an exclusive `flock` on `directory` itself, as every process that
  /// writes the folder's manifest does: two `record` runs on one folder at once each read the
  /// manifest, change their entries and write it whole, and without the lock the later write
  /// dropped the digests the earlier one had added. The folder rather than a lock file, so a
  /// run leaves nothing in it; closing the folder releases the lock, even when the process is
  /// killed. A folder that cannot be opened or locked is written without it, and the write
  /// then says what is wrong.
  private static func lockingFolder<Value>(_ directory: String, _ body: () throws -> Value)
    throws -> Value
  {
    let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return try body() }
    defer { close(folder) }
    while flock(folder, LOCK_EX) != 0 && errno == EINTR {}
    return try body()
  }
}

extension [String: GoldenDigest] {
  /// Sets the digest of each path in `changes`, or removes it where the change is nil.
  fileprivate mutating func apply(_ changes: [String: GoldenDigest?]) {
    for (path, digest) in changes { self[path] = digest }
  }
}

/// A batch's manifest changes not yet written: the latest change of each golden, and the
/// machine the last recording named (a batch that only forgets goldens names none).
private struct PendingChanges {
  var changes: [String: GoldenDigest?] = [:]
  var here: GoldenManifest?
  /// Whether the batch has recorded a golden, whose manifest write was not kept back.
  var hasRecorded = false

  mutating func add(_ more: [String: GoldenDigest?], drawnWith machine: GoldenManifest?) {
    for (path, digest) in more { changes[path] = digest }
    if let machine { here = machine }
  }
}
