import Foundation
import PackagePlugin

/// `swift package snapshots check|record [options]`: the golden check and recording of
/// `render-composer`, for a package that never touches the Makefile. The words after the verb
/// are the tool's own (`--only`, `--scenarios`, `--snapshots`, `--report`, `--junit`, …, as
/// `render-composer check --help` lists them), and the tool runs in the package's folder, so
/// relative paths mean what they mean there. When the tool fails (1: pictures differ, 2: bad
/// usage or input) the plugin fails, saying which.
@main
struct ComposerSnapshots: CommandPlugin {
  static let verbs = ["check", "record"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let verb = arguments.first, Self.verbs.contains(verb) else {
      let got = arguments.first.map { " (got \"\($0)\")" } ?? ""
      throw PluginFailure(
        description:
          "name what to do\(got): swift package snapshots check|record [render-composer's options]"
      )
    }
    let process = Process()
    process.executableURL = try context.tool(named: "render-composer").url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status == 0 else {
      let meaning = status == 1 ? "pictures differ" : "see its message above"
      throw PluginFailure(description: "render-composer \(verb) exited with \(status): \(meaning)")
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  let description: String
}
