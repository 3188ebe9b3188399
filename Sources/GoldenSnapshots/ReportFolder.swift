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

  public init(directory: String) {
    self.directory = directory
  }

  /// Removes the files the last check listed, with its list; then the temporary files a
  /// killed run left. A picture named with a folder ("transitions/chip-on.light") has its
  /// files in that folder of the report folder, which goes too once it is empty.
  public func clear() throws {
    let list = "\(directory)/\(Self.listFileName)"
    guard let data = FileManager.default.contents(atPath: list) else { return }
    var pictures: [String: Set<String>] = [:]
    var files = Set<String>()
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("picture ") {
        let (folder, name) = Self.split(line.dropFirst(8))
        pictures[folder, default: []].insert(name)
      }
      if line.hasPrefix("file ") { files.insert(String(line.dropFirst(5))) }
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
