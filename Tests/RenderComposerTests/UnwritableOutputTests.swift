import Foundation
import TestSupport
import Testing

/// Every command that writes, pointed where it cannot write: the error names the path and the
/// system's reason, exit status 2, and nothing is left behind.
@Suite struct UnwritableOutputTests {
  /// Every command that writes, pointed where it cannot: through a regular file (which even
  /// root cannot write under), at a folder, or into a folder that does not exist.
  @Test(arguments: UnwritableOutput.all)
  func anUnwritableOutputIsNamedAndNothingIsLeft(_ target: UnwritableOutput) throws {
    let directory = try temporaryDirectory()
    #expect(FileManager.default.createFile(atPath: "\(directory)/file", contents: Data()))
    try FileManager.default.createDirectory(
      atPath: "\(directory)/folder.png", withIntermediateDirectories: false)
    let before = try folderContents(directory)
    let run = try runTool(
      target.arguments.map { $0.replacingOccurrences(of: "{dir}", with: directory) })
    #expect(run.status == 2)
    #expect(run.error == target.error.replacingOccurrences(of: "{dir}", with: directory))
    #expect(try folderContents(directory) == before)
  }
}

/// A command pointed at an output it cannot write; `{dir}` is a fresh folder holding an empty
/// regular file `file` and an empty folder `folder.png`.
struct UnwritableOutput: CustomTestStringConvertible, Sendable {
  let arguments: [String]
  let error: String

  var testDescription: String { arguments.joined(separator: " ") }

  static let all = [
    UnwritableOutput(
      arguments: ["render", "default", "-o", "{dir}/file/card.png"],
      error: "error: cannot write {dir}/file/card.png: Not a directory\n"),
    UnwritableOutput(
      arguments: ["render", "default", "-o", "{dir}/folder.png"],
      error: "error: cannot write {dir}/folder.png: Is a directory\n"),
    UnwritableOutput(
      arguments: ["render", "default", "-o", "/nonexistent-folder/card.png"],
      error: "error: cannot write /nonexistent-folder/card.png: No such file or directory\n"),
    UnwritableOutput(
      arguments: ["layout", "default", "-o", "{dir}/file/frames.json"],
      error: "error: cannot write {dir}/file/frames.json: Not a directory\n"),
    UnwritableOutput(
      arguments: ["a11y", "default", "--overlay", "{dir}/file/a11y.png"],
      error: "error: cannot write {dir}/file/a11y.png: Not a directory\n"),
    UnwritableOutput(
      arguments: [
        "diff", repositoryRoot + "/Snapshots/default.light.png",
        repositoryRoot + "/Snapshots/default.dark.png", "-o", "{dir}/file/diff.png",
      ],
      error: "error: cannot write {dir}/file/diff.png: Not a directory\n"),
    UnwritableOutput(
      arguments: ["gallery", "-o", "{dir}/file/gallery"],
      error:
        "error: cannot write {dir}/file/gallery: cannot create the folder (Not a directory)\n"
    ),
    UnwritableOutput(
      arguments: ["record", "--only", "default", "--snapshots", "{dir}/file/Snapshots"],
      error:
        "error: cannot write {dir}/file/Snapshots: cannot create the folder (Not a directory)\n"),
  ]
}
