import Foundation
import Raster

/// The folder a check writes its failures into (`--report`, `SNAPSHOT_ARTIFACTS`). Each check
/// starts it empty of the last check's files, so a report (or the CI artifact made of it) never
/// shows a failure that has since been fixed.
///
/// Only what a check wrote is removed; the folder itself and anything else in it stay, even
/// when it is a folder of the user's own. A check lists what it may write in ``listFileName``
/// (a hidden file inside the folder) before writing it: the pictures it checks, whose failures
/// write `<name>.expected.*`, `<name>.actual.*` and `<name>.diff.*`, and each other file it
/// writes there (the page, a JSON or JUnit file given inside the folder). The next check
/// removes exactly those, then the list. A folder without a list has nothing removed from it.
public struct ReportFolder: Sendable {
  public let directory: String

  public static let listFileName = ".snapshot-report"
  /// The largest list read: a line a picture, so room for some 200 000 pictures.
  public static let maximumListSize = 16 << 20

  public init(directory: String) {
    self.directory = directory
  }

  /// Removes the files the last check listed, with its list; then the temporary files a
  /// killed run left. A picture named with a folder ("transitions/chip-on.light") has its
  /// files in that folder of the report folder, which goes too once it is empty.
  ///
  /// The list is only ever trusted about this folder: a line naming anything outside it (an
  /// absolute path, a `..`, a subfolder that is a symbolic link or resolves elsewhere) is
  /// refused, naming the line, before anything is removed.
  public func clear() throws {
    let list = "\(directory)/\(Self.listFileName)"
    guard FileManager.default.fileExists(atPath: list) else { return }
    let data: [UInt8]
    do {
      data = try BoundedFile.read(list, atMost: Self.maximumListSize, what: "a report's list")
    } catch {
      throw SnapshotFileError(description: "\(list): \(error)")
    }
    var pictures: [String: Set<String>] = [:]
    var files = Set<String>()
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("picture ") {
        let (folder, name) = Self.split(line.dropFirst(8))
        try checkInside(folder: folder, name: name, line: line)
        pictures[folder, default: []].insert(name)
      }
      if line.hasPrefix("file ") {
        let name = String(line.dropFirst(5))
        try checkInside(folder: "", name: name, line: line)
        files.insert(name)
      }
    }
    for file in try FileManager.default.contentsOfDirectory(atPath: directory)
    where files.contains(file) || Self.isFailureFile(file, of: pictures[""] ?? []) {
      try removeFile("\(directory)/\(file)", "the last check's")
    }
    for (folder, names) in pictures where !folder.isEmpty {
      try clear(folder: "\(directory)/\(folder)", of: names)
    }
    try removeFile(list, "the last check's")
    AtomicFile.removeLeftovers(in: directory)
  }

  /// Refuses a listed `name` in `folder` (relative to the report folder) that is not inside
  /// it: a name that is empty, `.` or `..` or holds a slash, and a folder that is absolute,
  /// climbs with `..`, or is (or passes through) a symbolic link, so resolving it leaves the
  /// report folder.
  private func checkInside(folder: String, name: String, line: Substring) throws {
    let parts =
      (folder.isEmpty ? [] : folder.split(separator: "/", omittingEmptySubsequences: false))
      + [Substring(name)]
    let plain =
      !folder.hasPrefix("/")
      && parts.allSatisfy { part in
        !part.isEmpty && part != "." && part != ".." && !part.contains("/")
      }
    guard plain, folder.isEmpty || resolves(folder: folder) else {
      throw SnapshotFileError(
        description:
          "\(directory)/\(Self.listFileName) lists \"\(line)\", which is not inside the report "
          + "folder; nothing was removed. A report folder's list may name only files in the "
          + "folder and its own subfolders; delete the list if it is not a check's")
    }
  }

  /// Whether `folder` (relative, plain names) is a real folder inside the report folder or
  /// not there at all: resolved, with every symbolic link followed, it is still under it.
  private func resolves(folder: String) -> Bool {
    guard let root = realpath(directory, nil) else { return false }
    defer { free(root) }
    let path = "\(directory)/\(folder)"
    guard let resolved = realpath(path, nil) else { return errno == ENOENT }
    defer { free(resolved) }
    let rootPath = String(cString: root)
    let expected = (rootPath == "/" ? "" : rootPath) + "/\(folder)"
    return String(cString: resolved) == expected
  }

  /// Removes the failure files of `pictures` in `folder`, then the folder if nothing else is
  /// in it.
  private func clear(folder: String, of pictures: Set<String>) throws {
    guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return
    }
    for file in contents where Self.isFailureFile(file, of: pictures) {
      try removeFile("\(folder)/\(file)", "the last check's")
    }
    AtomicFile.removeLeftovers(in: folder)
    rmdir(folder)  // fails, as it should, while the folder holds anything else
  }

  /// "transitions/chip-on.light" → ("transitions", "chip-on.light"); a name without a folder
  /// has "".
  private static func split(_ name: Substring) -> (folder: String, name: String) {
    guard let slash = name.lastIndex(of: "/") else { return ("", String(name)) }
    return (String(name[..<slash]), String(name[name.index(after: slash)...]))
  }

  /// Lists `pictures` as this check's, before any of their failures is written; makes the
  /// folder if needed.
  public func claim(pictures: [String]) throws {
    try AtomicFile.makeDirectory(directory)
    try writeList(pictures.map { "picture \($0)\n" }.joined())
  }

  /// Adds the file at `path` to the list, before it is written, when it is directly in the
  /// folder; a file elsewhere is the user's to keep.
  public func claim(file path: String) throws {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard
      url.deletingLastPathComponent().path
        == URL(fileURLWithPath: directory).standardizedFileURL.path
    else { return }
    let list = FileManager.default.contents(atPath: "\(directory)/\(Self.listFileName)") ?? Data()
    try writeList(String(decoding: list, as: UTF8.self) + "file \(url.lastPathComponent)\n")
  }

  /// The failure page (``SnapshotReport``), listed, then written; nil when nothing failed.
  public func writePage(_ results: [SnapshotResult]) throws -> String? {
    guard results.contains(where: { !$0.passed }) else { return nil }
    try claim(file: "\(directory)/index.html")
    return try SnapshotReport.write(results, to: directory)
  }

  private func writeList(_ text: String) throws {
    try AtomicFile.write(
      Array(text.utf8), to: "\(directory)/\(Self.listFileName)", durable: false)
  }

  /// `<picture>.<expected|actual|diff>.<extension>` for one of `pictures`.
  private static func isFailureFile(_ file: String, of pictures: Set<String>) -> Bool {
    let parts = file.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, ["expected", "actual", "diff"].contains(parts[parts.count - 2]) else {
      return false
    }
    return pictures.contains(parts.dropLast(2).joined(separator: "."))
  }
}

/// Removes the file at `path`, if it is there; `whose` says in the error whose file it was.
func removeFile(_ path: String, _ whose: String) throws {
  guard unlink(path) == 0 || errno == ENOENT else {
    throw SnapshotFileError(
      description: "cannot remove \(path), \(whose): \(String(cString: strerror(errno)))")
  }
}
