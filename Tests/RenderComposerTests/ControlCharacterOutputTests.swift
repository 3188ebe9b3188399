import Foundation
import TestSupport
import Testing

/// Control characters from scenario values and paths never reach the terminal or a CI log as
/// they are: escape sequences are shown (`\u{1B}`), a line break in a value cannot start a line
/// of its own (which GitHub would read as an `::error` annotation), paths with control
/// characters are refused, and `a11y` keeps one element a line.
@Suite struct ControlCharacterOutputTests {
  /// Whether any line of `text` begins a workflow command.
  private func startsAWorkflowCommand(_ text: String) -> Bool {
    text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix("::") }
  }

  @Test func anEscapeSequenceInAValueIsShownNotObeyed() throws {
    let run = try runTool(
      ["render", "-", "-o", "-"], input: Data(#"{"colorScheme": "\u001b[2J"}"#.utf8))
    #expect(run.status == 2)
    #expect(!run.error.utf8.contains(0x1B))
    #expect(run.error.contains(#"got "\u{1B}[2J""#))
  }

  @Test func anEscapeSequenceInAKeyIsShownNotObeyed() throws {
    let run = try runTool(
      ["render", "-", "-o", "-"], input: Data(#"{"\u001b[31mwidth": 1}"#.utf8))
    #expect(run.status == 2)
    #expect(!run.error.utf8.contains(0x1B))
    #expect(run.error.contains(#"\u{1B}[31mwidth"#))
  }

  @Test func aLineBreakInAValueCannotForgeAnAnnotation() throws {
    let run = try runTool(
      ["render", "-", "-o", "-"],
      input: Data(#"{"colorScheme": "x\n::error title=forged::boom\r"}"#.utf8),
      environment: ["GITHUB_ACTIONS": "true"])
    #expect(run.status == 2)
    #expect(!startsAWorkflowCommand(run.error) && !startsAWorkflowCommand(run.output))
    #expect(run.error.contains(#"x\n::error title=forged::boom\r"#))
    #expect(run.error.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["a\n::error title=forged::x.png", "a\u{1B}[2J.png", "a\rb.png"])
  func aPathWithAControlCharacterIsRefused(path: String) throws {
    let directory = try temporaryDirectory()
    let run = try runTool(["render", "default", "-o", "\(directory)/\(path)"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: --output must be text without control characters"))
    #expect(!startsAWorkflowCommand(run.error) && !run.error.utf8.contains(0x1B))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test func aPositionalPathWithAControlCharacterIsRefused() throws {
    let run = try runTool(["diff", "a\n::error::b.png", "c.png"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: <expected.png> <actual.png> must be text without control"))
    #expect(!startsAWorkflowCommand(run.error))
  }

  /// The report folder from the environment, where no option parsing sees it.
  @Test func aReportFolderFromTheEnvironmentWithALineBreakIsRefused() throws {
    let directory = try temporaryDirectory()
    let run = try runTool(
      ["check", "--only", "default.light", "--snapshots", repositoryRoot + "/Snapshots"],
      environment: ["SNAPSHOT_ARTIFACTS": "\(directory)/r\n::error title=forged::x"])
    #expect(run.status == 2)
    #expect(
      run.error.contains(#"/r\n::error title=forged::x" (SNAPSHOT_ARTIFACTS) holds a control"#))
    #expect(!startsAWorkflowCommand(run.error) && !startsAWorkflowCommand(run.output))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// Text with line breaks and an escape sequence in the field: still one element a line,
  /// each numbered, the text's own line break written `\n`.
  @Test(.needsFonts) func a11yKeepsOneElementALine() throws {
    let run = try runTool(
      ["a11y", "-"],
      input: Data(#"{"text": "line one\nline two\u001b[2J\n::error::x", "focused": true}"#.utf8))
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count > 3)
    for (index, line) in lines.enumerated() { #expect(line.hasPrefix("\(index + 1). ")) }
    #expect(run.output.contains(#"line one\nline two\u{1B}[2J\n::error::x"#))
    #expect(!run.output.utf8.contains(0x1B))
  }
}
