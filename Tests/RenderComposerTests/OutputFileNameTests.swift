import Foundation
import TestSupport
import Testing

/// The tool writes PNG bytes only, so a file it writes must be named as a PNG: `-o card.jpg` is
/// refused, naming the option, and nothing is written.
@Suite struct OutputFileNameTests {
  @Test(arguments: [
    (["render", "default", "-o"], "card.jpg", "--output", ".png"),
    (["animate", "default", "--action", "focus", "-o"], "film.gif", "--output", ".png or .apng"),
    (["a11y", "default", "--overlay"], "overlay.webp", "--overlay", ".png"),
  ])
  func aFileNotNamedAsAPNGIsRefused(
    command: [String], file: String, option: String, allowed: String
  ) throws {
    let directory = try temporaryDirectory()
    let run = try runTool(command + ["\(directory)/\(file)"])
    #expect(run.status == 2)
    #expect(
      run.error.hasPrefix(
        "error: \(option) must be a file name ending in \(allowed), or - for standard output, "
          + "got \"\(directory)/\(file)\"\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test(.needsFonts) func anyCaseOfTheExtensionIsAPNG() throws {
    let directory = try temporaryDirectory()
    let run = try runTool(["render", "default", "-o", "\(directory)/Card.PNG"])
    #expect(run.status == 0, "\(run.error)")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/Card.PNG"))
  }
}
