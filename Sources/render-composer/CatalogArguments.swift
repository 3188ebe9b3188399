import ComposerRender
import Foundation
import GoldenSnapshots

/// What `check` and `record` work on: which catalog scenarios, which golden folder, how many
/// threads.
struct CatalogArguments {
  static let only = Option<Selection>(
    names: ["--only"], valueName: "NAME",
    summary:
      "a catalog scenario, both its light and dark pictures, or a transition, both its filmstrips",
    allowed: nil, repeats: true, defaultValue: "all of them"
  ) { name in
    if let entry = Catalog.entry(named: name) { return .still(entry) }
    if let transition = TransitionCatalog.entry(named: name) { return .transition(transition) }
    throw UsageError(
      description:
        "--only \(name): no catalog scenario or transition has that name; "
        + "`render-composer list` names them")
  }

  /// What `--only` names: a still's catalog entry or a transition.
  enum Selection {
    case still(CatalogEntry)
    case transition(TransitionEntry)
  }
  static let snapshots = Option<String>.text("--snapshots", value: "DIR", "the goldens' folder")
    .defaulting(to: SnapshotStore.catalogDirectory)
  /// For every command that draws many pictures at once.
  static let jobs = Option<Int>.integer(
    "--jobs", value: "N", in: 1...64, "threads to draw on"
  ).defaulting(to: "the number of cores")

  static let declarations: [any ArgumentDeclaration] = [only, snapshots, jobs]

  let entries: [CatalogEntry]
  /// The transitions whose filmstrips to check or record, in `<directory>/transitions`.
  let transitions: [TransitionEntry]
  let directory: String
  let jobs: Int

  init(_ arguments: Arguments) throws {
    let only = try arguments.values(Self.only)
    entries =
      only.isEmpty
      ? Catalog.entries : only.compactMap { if case .still(let entry) = $0 { entry } else { nil } }
    transitions =
      only.isEmpty
      ? TransitionCatalog.entries
      : only.compactMap { if case .transition(let entry) = $0 { entry } else { nil } }
    directory = try arguments.value(Self.snapshots) ?? SnapshotStore.catalogDirectory
    jobs = try Self.workerCount(arguments)
  }

  var transitionsDirectory: String { SnapshotStore.transitionsDirectory(in: directory) }

  /// `--jobs`, else every core.
  static func workerCount(_ arguments: Arguments) throws -> Int {
    try arguments.value(jobs) ?? ProcessInfo.processInfo.activeProcessorCount
  }
}
