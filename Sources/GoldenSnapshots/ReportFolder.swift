import Foundation
import Raster

/// The folder a check writes its failures into (`--report`, `SNAPSHOT_ARTIFACTS`). Each check
/// starts it empty of the last check's files, so a report (or the CI artifact made of it) never
/// shows a failure that has since been fixed.
///
/// Only what a check wrote is removed; the folder itself and anything else in it stay, even
/// when it is a folder of the user's own. Before writing anything, a check lists in
/// ``listFileName`` (a hidden file inside the folder) the pictures it checks; the next check
/// removes `index.html` and, for each listed picture, `<name>.expected.*`, `<name>.actual.*`
/// and `<name>.diff.*` (the files a failure writes), then the list. A folder without a list
/// has nothing removed from it.
public struct ReportFolder: Sendable {
  public let directory: String

  public static let listFileName = ".snapshot-report"
  /// The page ``SnapshotReport`` writes.
  static let pageName = "index.html"

  public init(directory: String) {
    self.directory = directory
  }

  /// Removes the files the last check listed, with its list; then the temporary files a
  /// killed run left.
  public func clear() throws {
    let list = "\(directory)/\(Self.listFileName)"
    guard let data = FileManager.default.contents(atPath: list) else { return }
    let pictures = Set(
      String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    for file in try FileManager.default.contentsOfDirectory(atPath: directory)
    where file == Self.pageName || Self.isFailureFile(file, of: pictures) {
      try removeFile("\(directory)/\(file)", "the last check's")
    }
    try removeFile(list, "the last check's")
    AtomicFile.removeLeftovers(in: directory)
  }

  /// Lists `pictures` as this check's, before any of their failures is written; makes the
  /// folder if needed.
  public func claim(_ pictures: [String]) throws {
    try AtomicFile.makeDirectory(directory)
    try AtomicFile.write(
      Array(pictures.map { $0 + "\n" }.joined().utf8), to: "\(directory)/\(Self.listFileName)",
      durable: false)
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
