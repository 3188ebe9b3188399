import ComposerRender
import Foundation
import TestSupport
import Testing

/// Names a folder of scenarios, or a command line, cannot hold safely: a file name that is not
/// UTF-8 (Foundation's listing leaves it out, so it was never checked), names that differ only
/// by case (one golden file on macOS's default disk), a path argument that is not UTF-8 (Swift
/// repairs it into another folder's name). Each is refused, naming what is at fault.
@Suite struct ScenarioFileNameTests {
  private func folder(_ files: [String: String]) throws -> String {
    let directory = try temporaryDirectory()
    for (name, json) in files {
      #expect(
        FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data(json.utf8)))
    }
    return directory
  }

  /// Creates `name` (raw bytes) in `directory` with the system's own call.
  private func createFile(named name: [UInt8], in directory: String) {
    let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    #expect(descriptor >= 0)
    _ = write(descriptor, "{}", 2)
    close(descriptor)
  }

  @Test func aFileNameThatIsNotUTF8IsRefused() throws {
    let directory = try folder(["ok.json": "{}"])
    createFile(named: Array("x".utf8) + [0xFF] + Array(".json".utf8), in: directory)
    let error = #expect(throws: ScenarioFolderError.self) { try ScenarioFolder(path: directory) }
    #expect(
      error?.description
        == "\(directory)/x\\xFF.json: the file name is not UTF-8 or holds a control character; "
        + "rename it (letters, digits, \".\", \"-\", \"_\")")
  }

  @Test func aFileNameWithALineBreakIsRefused() throws {
    let directory = try folder(["ok.json": "{}", "a\n::error::b.json": "{}"])
    let error = #expect(throws: ScenarioFolderError.self) { try ScenarioFolder(path: directory) }
    #expect(error?.description.contains("a\\n::error::b.json: the file name is not UTF-8") == true)
  }

  @Test func namesThatDifferOnlyByCaseAreRefusedNamingBoth() throws {
    let directory = try folder(["CON.json": "{}", "con.json": "{}", "other.json": "{}"])
    let error = #expect(throws: ScenarioFolderError.self) { try ScenarioFolder(path: directory) }
    #expect(
      error?.description
        == "\(directory)/CON.json and \(directory)/con.json are named \"CON\" and \"con\", which "
        + "differ only in case; their goldens would be one file on a disk that ignores case "
        + "(macOS's default), so each scenario needs a name no other has in any case")
  }

  /// By their `name` keys, too.
  @Test func nameKeysThatDifferOnlyByCaseAreRefused() throws {
    let directory = try folder(["a.json": #"{"name": "Card"}"#, "b.json": #"{"name": "card"}"#])
    let error = #expect(throws: ScenarioFolderError.self) { try ScenarioFolder(path: directory) }
    #expect(error?.description.contains(#"named "Card" and "card""#) == true)
  }

  /// `--snapshots x\xFF`: refused before anything runs, and no folder is made under any name.
  @Test func aPathArgumentThatIsNotUTF8IsRefused() throws {
    let directory = try temporaryDirectory()
    // The shell passes the byte 0xFF as it is; Foundation's arguments could not.
    let run = try runTool(
      [
        "-c", #""$0" record --only default.light --snapshots "$1/x$(printf '\377')""#, toolPath,
        directory,
      ],
      executable: "/bin/sh")
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: argument 5, \"\(directory)/x\\xFF\", is not UTF-8; the tool takes paths and "
        + "names in UTF-8 only (rename the file or folder)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }
}
