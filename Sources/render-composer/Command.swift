import ArgumentParsing
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

/// Input that makes a run pointless, such as a folder without goldens; the tool prints it
/// alone (the command line itself was fine) and exits 2. A mistake on the command line is a
/// `UsageError`, printed with the command's help.
struct InputError: Error, CustomStringConvertible {
  var description: String
}

/// One command of the tool: a type whose properties declare its arguments, each once
/// (ArgumentParsing reads them for parsing and for `--help`), and what it does with them.
protocol Command: ParsableCommand {
  func run() throws -> ExitCode
}

extension Command {
  static var name: String { configuration.name }
  static var help: String { help(program: "render-composer") }
}

/// The tool's commands, and the one place that turns words into a command run and an exit
/// status: help, usage errors and failures are handled here, the same for every command.
enum CommandLineTool {
  static var commands: [any Command.Type] {
    [
      RenderCommand.self, AnimateCommand.self, GalleryCommand.self, AccessibilityCommand.self,
      LayoutCommand.self, DiffCommand.self, CheckCommand.self, RecordCommand.self,
      ListCommand.self, ShowCommand.self, ShowThemeCommand.self,
      BenchCommand.self,
    ]
  }

  static var overview: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let lines = commands.map {
      "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.configuration.summary)"
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
      return try command.parse(rest).run()
    } catch let error as UsageError {
      printError(error.description)
      FileHandle.standardError.write(Data("\n\(command.help)".utf8))
      return .failure
    } catch {
      printError(describe(error))
      return .failure
    }
  }

  /// An error's words. Foundation's file errors print on Linux as a dump of their domain and
  /// user info (`Error Domain=NSCocoaErrorDomain Code=260 …`); those are given as the file
  /// and the system's reason instead.
  static func describe(_ error: any Error) -> String {
    let cocoa = error as NSError
    guard cocoa.domain == NSCocoaErrorDomain else { return "\(error)" }
    let error = cocoa
    let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
    let reason =
      underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? strerror(Int32($0.code)) : nil }
      .map { String(cString: $0) } ?? error.localizedDescription
    guard let path = error.userInfo[NSFilePathErrorKey] as? String else { return reason }
    return "\(path): \(reason)"
  }

  /// The refusal of the first argument that is not UTF-8, which Swift's `CommandLine.arguments`
  /// would silently repair (each bad byte becoming U+FFFD), so a `--snapshots` path would name
  /// another folder; nil when every argument is UTF-8.
  static func nonUTF8Argument(
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int32
  ) -> String? {
    for index in 1..<max(1, Int(count)) {
      guard let word = argv[index] else { continue }
      let bytes = UnsafeRawBufferPointer(start: word, count: strlen(word))
      guard !String.isUTF8(bytes) else { continue }
      return
        "argument \(index), \"\(String(displayingBytes: bytes))\", is not UTF-8; the tool "
        + "takes paths and names in UTF-8 only (rename the file or folder)"
    }
    return nil
  }

  static func printError(_ message: String) {
    Console(handle: .standardError).line("error: \(message)")
  }
}
