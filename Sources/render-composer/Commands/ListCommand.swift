import ComposerRender

struct ListCommand: Command {
  static let name = "list"
  static let summary = "list the catalog's scenarios"
  static let arguments: [any ArgumentDeclaration] = []

  init(parsing arguments: Arguments) {}

  func run() -> ExitCode {
    let width = Catalog.entries.map(\.name.count).max() ?? 0
    for entry in Catalog.entries {
      print("\(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
    }
    return .success
  }
}
