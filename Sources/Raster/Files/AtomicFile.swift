import CFileSwap
import Foundation

/// A file that could not be written, with the path and the system's reason.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes files whole or not at all: the bytes go to a temporary file beside the target, which
/// is then renamed over it. A reader (or a run killed half way) sees the old file or the new
/// one, never a truncated one, which is what keeps goldens and galleries trustworthy.
public enum AtomicFile {
  /// With `durable` (the default) the bytes are also flushed to disk before the rename, so not
  /// even a power cut leaves an empty file under the name: for goldens and manifests, which are
  /// committed. Pictures drawn again in a moment (the gallery, `render`) skip the flush, about
  /// a millisecond a file.
  public static func write(_ bytes: some Collection<UInt8>, to path: String, durable: Bool = true)
    throws
  {
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary =
      (directory.isEmpty ? "." : directory)
      + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: systemReason()) }
    let written = Array(bytes).withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
    let reason = written ? nil : systemReason()
    let synced = written && (!durable || fsync(descriptor) == 0)
    close(descriptor)
    guard written, synced, rename(temporary, over: path) else {
      let failure = reason ?? systemReason()
      unlink(temporary)
      throw FileWriteError(path: path, reason: failure)
    }
  }

  /// Renames the file at `source` to `path` in one step, replacing any file there, as
  /// `rename` does; false with `errno` set when it cannot. An existing file is swapped with
  /// the new one and then removed, because ext4 (with its default `auto_da_alloc`) starts
  /// writing a file's data to disk before a rename over another file returns, so that a crash
  /// cannot leave the name empty: 0.6 ms a file on the VM this was measured on, where a swap
  /// and removing the old file took 0.07. A written file that matters has been flushed
  /// already (`durable`); the rest are drawn again in a moment.
  public static func rename(_ source: String, over path: String) -> Bool {
    // No file at `path` (or a system without the swap): the swap fails and `rename` decides.
    guard composer_swap_files(source, path) == 0 else {
      return Foundation.rename(source, path) == 0
    }
    if unlink(source) == 0 { return true }
    // What was swapped out is no file (a folder): put it back, and let `rename` say why it
    // cannot be replaced.
    _ = composer_swap_files(source, path)
    return Foundation.rename(source, path) == 0
  }

  /// Removes the temporary files `write` leaves when its process is killed between creating
  /// one and renaming it (`.<name>.<pid>.<random>.tmp`), when that process is gone. The files
  /// beside them are whole either way; this only tidies the folder. A file whose process still
  /// runs, such as another record run's, is left alone, and so is a folder of that name.
  public static func removeLeftovers(in directory: String) {
    for name in leftovers(in: directory) { unlink("\(directory)/\(name)") }
  }

  /// The names in `directory` of the form `.<name>.<pid>.<random>.tmp` whose process is gone:
  /// what a killed run left, files of ``write(_:to:durable:)``'s or a folder of a caller's.
  public static func leftovers(in directory: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    return names.filter { name in
      let parts = name.split(separator: ".")
      guard name.hasPrefix("."), name.hasSuffix(".tmp"), parts.count >= 4,
        let pid = pid_t(parts[parts.count - 3]), UInt32(parts[parts.count - 2]) != nil
      else { return false }
      return kill(pid, 0) != 0 && errno == ESRCH
    }
  }

  /// Creates `path` and its parents if needed, with an error naming the folder when it can't.
  public static func makeDirectory(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      // Foundation's own text on Linux is "NSCocoaErrorDomain error 512"; the system's reason
      // ("Not a directory", "Permission denied") is underneath.
      let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error)
        .map { $0 as NSError }
      let reason =
        underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? strerror(Int32($0.code)) : nil }
        .map { String(cString: $0) } ?? error.localizedDescription
      throw FileWriteError(path: path, reason: "cannot create the folder (\(reason))")
    }
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }
}
