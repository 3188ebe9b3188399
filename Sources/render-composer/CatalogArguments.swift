import ComposerRender
import Foundation
import GoldenSnapshots

/// What `check` and `record` work on: which catalog scenarios, which golden folder, how many
/// threads.
struct CatalogArguments {
  static let only = Option<CatalogEntry>.catalogEntry(
    "--only", "a catalog scenario, both its light and dark pictures"
  ).defaulting(to: "all of them")
  static let snapshots = Option<String>.text("--snapshots", value: "DIR", "the goldens' folder")
    .defaulting(to: SnapshotStore.catalogDirectory)
  /// For every command that draws many pictures at once.
  static let jobs = Option<Int>.integer(
    "--jobs", value: "N", in: 1...64, "threads to draw on"
  ).defaulting(to: "the number of cores")

  static let declarations: [any ArgumentDeclaration] = [only, snapshots, jobs]

  let entries: [CatalogEntry]
  let directory: String
  let jobs: Int

  init(_ arguments: Arguments) throws {
    let only = try arguments.values(Self.only)
    entries = only.isEmpty ? Catalog.entries : only
    directory = try arguments.value(Self.snapshots) ?? SnapshotStore.catalogDirectory
    jobs = try Self.workerCount(arguments)
  }

  /// `--jobs`, else every core.
  static func workerCount(_ arguments: Arguments) throws -> Int {
    try arguments.value(jobs) ?? ProcessInfo.processInfo.activeProcessorCount
  }
}

extension Option where Value == CatalogEntry {
  /// A catalog scenario by name, repeatable; an unknown name is refused with where to find the
  /// names.
  static func catalogEntry(_ option: String, _ summary: String) -> Option {
    Option(names: [option], valueName: "NAME", summary: summary, allowed: nil, repeats: true) {
      name in
      guard let entry = Catalog.entry(named: name) else {
        throw UsageError(
          description:
            "\(option) \(name): no catalog scenario has that name; `render-composer list` names them"
        )
      }
      return entry
    }
  }
}
