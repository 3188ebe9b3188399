import ComposerRender
import Foundation
import ModelComposer
import ToolSupport

/// How a run ends: the tool's exit status.
enum ExitCode: Int32 {
  case success = 0
  /// `check` or `diff` found pictures that differ.
  case differences = 1
  /// Bad usage or bad input, or a step that failed.
  case failure = 2
}

/// One command of the tool, in the manner of swift-argument-parser: what it is called, what it
/// does, every argument it takes, and how it reads them into a value that runs. The registry
/// (``CommandLineTool``) sorts the words against `arguments` before `init(parsing:)` sees
/// them and builds `--help` from the same list.
protocol Command {
  static var name: String { get }
  /// One line, for the command list.
  static var summary: String { get }
  /// Every argument, in the order the usage line and `--help` show them.
  static var arguments: [any ArgumentDeclaration] { get }
  /// What `--help` adds under the arguments; empty when nothing.
  static var discussion: String { get }

  init(parsing arguments: Arguments) throws
  func run() throws -> ExitCode
}

extension Command {
  static var discussion: String { "" }

  /// `render-composer render: draw one scenario to a PNG`, the usage line, then one entry per
  /// argument with what it allows, wrapped to 100 columns.
  static var help: String {
    let width = min(24, arguments.map { $0.label.count }.max() ?? 0)
    let list = arguments.map { argument in
      let label = argument.label
      let text = wrap(
        argument.help.split(whereSeparator: \.isWhitespace), width: 100 - width - 4,
        indent: width + 4)
      return label.count > width
        ? "  \(label)\n\(String(repeating: " ", count: width + 4))\(text)\n"
        : "  \(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(text)\n"
    }
    let usage = wrap(
      ["render-composer", name] + arguments.map { $0.synopsis }, width: 93, indent: 9)
    let discussion =
      discussion.isEmpty ? "" : "\n" + wrap(discussion.split(whereSeparator: \.isWhitespace)) + "\n"
    return "render-composer \(name): \(summary)\n\nUsage: \(usage)\n"
      + (list.isEmpty ? "" : "\n" + list.joined()) + discussion
  }
}

/// `words` in lines of at most `width` characters, broken only between words; lines after
/// the first start with `indent` spaces.
func wrap(_ words: [some StringProtocol], width: Int = 100, indent: Int = 0) -> String {
  var lines: [String] = []
  var line = ""
  for word in words {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  lines.append(line)
  return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
}

/// The tool's commands, and the one place that turns words into a command run and an exit
/// status: help, usage errors and failures are handled here, the same for every command.
enum CommandLineTool {
  static var commands: [any Command.Type] {
    [
      RenderCommand.self, AnimateCommand.self, GalleryCommand.self, AccessibilityCommand.self,
      LayoutCommand.self, DiffCommand.self, CheckCommand.self, RecordCommand.self,
      ListCommand.self, ShowCommand.self,
      BenchCommand.self,
    ]
  }

  static var overview: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let lines = commands.map {
      "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)"
    }
    return """
      render-composer: draws the ModelComposer card headlessly, for galleries, docs and golden tests.

      Usage: render-composer <command> [options]; render-composer <command> --help

      Commands:
      \(lines.joined(separator: "\n"))

      Exit status: 0 success, 1 differences found, 2 bad usage or input.

      """
  }

  static func main(_ words: [String]) -> ExitCode {
    guard let name = words.first, !["-h", "--help", "help"].contains(name) else {
      print(overview, terminator: "")
      return words.isEmpty ? .failure : .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      printError(
        "unknown command \(name)" + Suggestion.clause(for: name, among: commands.map { $0.name }))
      FileHandle.standardError.write(Data("\n\(overview)".utf8))
      return .failure
    }
    let rest = Array(words.dropFirst())
    if rest.contains(where: { ["-h", "--help"].contains($0) }) {
      print(command.help, terminator: "")
      return .success
    }
    do {
      return try command.init(
        parsing: try Arguments(rest, command: command.name, declared: command.arguments)
      ).run()
    } catch let error as UsageError {
      printError(error.description)
      FileHandle.standardError.write(Data("\n\(command.help)".utf8))
      return .failure
    } catch {
      printError("\(error)")
      return .failure
    }
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }
}
