import Foundation
import TestSupport
import Testing

/// What the tool prints when things go wrong around it: `record`'s lines reach the pipe as
/// each golden is written, so a killed run has said what it wrote; `bench` outside the
/// repository says where it looked, not a dump of Foundation's error.
@Suite struct ToolOutputTests {
  /// Killed as soon as its first line arrives, `record` has already printed that line, and
  /// the golden it names is on disk. With standard output buffered the line would come only
  /// when the run ends, so the run could not still be going to be killed.
  @Test(.needsFonts) func aKilledRecordHasPrintedWhatItWrote() throws {
    let directory = try temporaryDirectory()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolPath)
    process.arguments = ["record", "--snapshots", "\(directory)/goldens", "--jobs", "1"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    var received = Data()
    while !received.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received += chunk
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let line = String(decoding: received.prefix { $0 != 0x0A }, as: UTF8.self)
    #expect(line.hasPrefix("Recorded \(directory)/goldens/"))
    let path = line.dropFirst("Recorded ".count).prefix { $0 != " " }
    #expect(FileManager.default.fileExists(atPath: String(path)))
  }

  @Test(.needsFonts) func benchOutsideTheRepositorySaysWhereItLooked() throws {
    let directory = try temporaryDirectory()
    let run = try runTool(["bench", "--runs", "1"], currentDirectory: directory)
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: Snapshots does not exist; bench times checks against the catalog's goldens; "
        + "run it from the repository's root, or name their folder with --snapshots\n")
    #expect(!run.error.contains("NSCocoaErrorDomain"))
  }
}
