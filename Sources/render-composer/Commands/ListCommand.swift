import ArgumentParsing
import ComposerRender

struct ListCommand: Command {
  static let configuration = CommandConfiguration(
    name: "list", summary: "list the catalog's scenarios, then its transitions")

  func run() -> ExitCode {
    let named =
      Catalog.entries.map { ($0.name, $0.summary) }
      + TransitionCatalog.entries.map { ($0.name, $0.summary) }
    let width = named.map(\.0.count).max() ?? 0
    for (index, (name, summary)) in named.enumerated() {
      if index == Catalog.entries.count { print("\nTransitions (checked as filmstrips):") }
      print("\(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(summary)")
    }
    return .success
  }
}
