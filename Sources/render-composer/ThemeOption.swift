import ArgumentParsing
import ComposerRender
import Foundation
import SPTheme

/// `--theme FILE`, for every command that draws: a theme file, any part of what `show-theme`
/// prints, whose tokens replace those of each scenario's theme (its own `theme`, else the
/// standard one), as the other overrides replace a scenario's keys. A bad file is refused
/// before anything is drawn, with the key named.
struct ThemeOption: ParsableArguments {
  @Option(
    "--theme", value: .text("FILE"),
    help: "a theme file (JSON: any part of what show-theme prints) to draw with",
    shownDefault: "the scenario's theme, else the standard one")
  var path: String?

  /// The file read and checked once (over the standard theme) when the arguments are read.
  private var file: (data: Data, directory: String)?

  mutating func validate() throws {
    guard let path else { return }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path)
    else { throw InputError(description: "--theme \(path): no such file") }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    _ = try refusalNamingFile { try SPTheme(json: data, directory: directory) }
    file = (data, directory)
  }

  /// `base` (nil: the renderer's, the standard theme) with the file's tokens; `base` itself
  /// without `--theme`.
  func theme(over base: SPTheme?) throws -> SPTheme? {
    guard let file else { return base }
    return try refusalNamingFile {
      try SPTheme(json: file.data, over: base ?? .standard, directory: file.directory)
    }
  }

  /// The scenario with the file's tokens in its theme.
  func apply(to scenario: inout Scenario) throws {
    scenario.theme = try theme(over: scenario.theme)
  }

  /// A renderer whose theme, for the scenarios and films without one of their own, is the
  /// file's over the standard theme.
  func renderer() throws -> ComposerRenderer {
    try ComposerRenderer(theme: theme(over: nil) ?? .standard)
  }

  private func refusalNamingFile<T>(_ read: () throws -> T) throws -> T {
    do {
      return try read()
    } catch let error as ScenarioError {
      throw InputError(description: "--theme \(path ?? ""): \(error)")
    }
  }
}
