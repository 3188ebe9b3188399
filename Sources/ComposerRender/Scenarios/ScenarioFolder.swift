import Foundation
import SPTheme
import ToolSupport

/// A folder of scenario files, one scenario a file, which `check`, `record` and `gallery` take
/// with `--scenarios` in place of the catalog, so a team snapshots its own configurations
/// without writing Swift. Every `*.json` file directly inside is read, in file-name order;
/// subfolders, hidden files and other files are not. A scenario is named by its `name` key or,
/// without one, by its file's name (`limit.json` is `limit`), and each picture, golden and
/// gallery image is named after it, so a name must be a file name and unique in the folder.
public struct ScenarioFolder: Sendable {
  public let path: String
  /// The scenarios in file-name order, as entries whose summary is the file they came from.
  public let entries: [CatalogEntry]

  /// Its scenarios' modes may name the symbols of `outerTheme`, the theme they will be drawn
  /// with over their own (`--theme`).
  public init(path: String, outerTheme: SPTheme? = nil) throws {
    self.path = path
    var entries: [CatalogEntry] = []
    var files: [String: String] = [:]
    for file in try Self.scenarioFiles(in: path) {
      let filePath = "\(path)/\(file)"
      let scenario: Scenario
      do {
        scenario = try Scenario(
          contentsOfFile: filePath, defaultName: String(file.dropLast(5)), outerTheme: outerTheme)
      } catch {
        throw ScenarioFolderError(description: "\(filePath): \(error)")
      }
      try Self.checkName(scenario.name, of: filePath)
      if let other = files.updateValue(filePath, forKey: scenario.name) {
        throw ScenarioFolderError(
          description:
            "\(filePath): the name \"\(scenario.name)\" is also \(other)'s; each scenario in a "
            + "folder needs a name of its own")
      }
      entries.append(CatalogEntry(scenario: scenario, summary: filePath, topic: .custom))
    }
    try Self.checkCases(of: files)
    self.entries = entries
  }

  /// Names that differ only by case (`CON`, `con`) would name one golden file on a disk that
  /// ignores case, as macOS's does by default, so the second would overwrite the first.
  private static func checkCases(of files: [String: String]) throws {
    var seen: [String: String] = [:]
    for name in files.keys.sorted() {
      if let other = seen.updateValue(name, forKey: name.lowercased()) {
        throw ScenarioFolderError(
          description:
            "\(files[other]!) and \(files[name]!) are named \"\(other)\" and \"\(name)\", which "
            + "differ only in case; their goldens would be one file on a disk that ignores case "
            + "(macOS's default), so each scenario needs a name no other has in any case")
      }
    }
  }

  /// A `*.json` file whose name is not UTF-8 or holds a control character cannot be named in
  /// a message or a page as it is (Foundation's listing does not even return the former), so
  /// it is refused, shown with its bytes, rather than left out unchecked.
  private static func checkFileNames(in path: String) throws {
    guard let directory = opendir(path) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard name.starts(with: [UInt8(ascii: ".")]) == false,
        name.count > 5, name.suffix(5).elementsEqual(".json".utf8)
      else { continue }
      let plain =
        String.isUTF8(name) && !String(decoding: name, as: UTF8.self).containsControlCharacter
      guard !plain else { continue }
      throw ScenarioFolderError(
        description:
          "\(path)/\(String(displayingBytes: name)): the file name is not UTF-8 or holds a "
          + "control character; rename it (letters, digits, \".\", \"-\", \"_\")")
    }
  }

  /// The `*.json` files directly in `path`, sorted; an error when there is no such folder or
  /// no such file, since a check of nothing would pass.
  private static func scenarioFiles(in path: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ScenarioFolderError(description: "\(path): no such folder of scenario files")
    }
    try checkFileNames(in: path)
    let files = try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
      var isFolder: ObjCBool = false
      return name.hasSuffix(".json") && !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: "\(path)/\(name)", isDirectory: &isFolder)
        && !isFolder.boolValue
    }
    guard !files.isEmpty else {
      throw ScenarioFolderError(
        description: "\(path) has no scenario files (*.json); write one with `render-composer show`"
      )
    }
    return files.sorted()
  }

  /// Goldens and gallery images are named `<name>.<scheme>.png`, so the name must be a file
  /// name on any file system.
  private static func checkName(_ name: String, of file: String) throws {
    let allowed = name.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0))
    }
    guard allowed, let first = name.first, first != ".", first != "-" else {
      throw ScenarioFolderError(
        description:
          "\(file): the name \"\(name)\" cannot name a golden file; use ASCII letters, digits, "
          + "\".\", \"-\" and \"_\", starting with a letter, digit or \"_\"")
    }
  }
}

/// A folder of scenarios that cannot be read, naming the file at fault.
public struct ScenarioFolderError: Error, CustomStringConvertible {
  public var description: String
}
