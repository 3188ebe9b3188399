import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import ModelComposer
import ToolSupport

/// What `check`, `record` and `gallery` draw: the catalog (its stills and its transitions'
/// filmstrips), or a folder of scenario files (`--scenarios`), each light and dark, narrowed by
/// `--only` to scenarios, transitions or single pictures; and for `check` and `record`, the
/// goldens' folder and the record command that repeats exactly the flags that chose them.
struct PictureArguments {
  static let only = Option<String>.text(
    "--only", value: "NAME",
    "a scenario or transition (both its light and dark pictures) or one picture, such as "
      + "menu-open.light or transitions/chip-on.light"
  ).repeatable().defaulting(to: "all of them")
  static let scenarios = Option<String>.text(
    "--scenarios", value: "DIR",
    "a folder of scenario JSON files to draw instead of the catalog, one scenario a file, "
      + "named by its name key or its file name; check and record need --snapshots with it"
  ).defaulting(to: "the catalog")
  static let snapshots = Option<String>.text("--snapshots", value: "DIR", "the goldens' folder")
    .defaulting(to: SnapshotStore.catalogDirectory)
  /// For every command that draws many pictures at once.
  static let jobs = Option<Int>.integer(
    "--jobs", value: "N", in: 1...64, "threads to draw on"
  ).defaulting(to: "the number of cores")

  static let declarations: [any ArgumentDeclaration] = [only, scenarios, snapshots, jobs]

  /// Every golden of the source, whatever `--only` chose: the catalog's stills and
  /// transitions, or a folder's scenarios.
  let all: [CatalogGolden]
  /// The chosen goldens, in the source's order.
  let goldens: [CatalogGolden]
  /// Whether `--only` narrowed the goldens.
  let isNarrowed: Bool
  /// `--scenarios` and `--snapshots` as given, to repeat in the commands the tool prints.
  let scenarioFolder: String?
  let snapshotsGiven: String?
  let jobs: Int

  var directory: String { snapshotsGiven ?? SnapshotStore.catalogDirectory }

  init(_ arguments: Arguments) throws {
    scenarioFolder = try arguments.value(Self.scenarios)
    snapshotsGiven = try arguments.value(Self.snapshots)
    if scenarioFolder != nil, snapshotsGiven == nil {
      throw UsageError(
        description:
          "--scenarios needs --snapshots DIR too, so your goldens do not mix with the catalog's")
    }
    let entries = try Self.entries(from: scenarioFolder)
    all = CatalogGolden.all(
      entries: entries, transitions: scenarioFolder == nil ? TransitionCatalog.entries : [])
    let only = try arguments.values(Self.only)
    isNarrowed = !only.isEmpty
    goldens = try Self.choose(only, from: all, source: scenarioFolder)
    jobs = try Self.workerCount(arguments)
  }

  /// The catalog's entries, or those of the folder of scenarios.
  static func entries(from folder: String?) throws -> [CatalogEntry] {
    try folder.map { try ScenarioFolder(path: $0).entries } ?? Catalog.entries
  }

  /// `--jobs`, else every core.
  static func workerCount(_ arguments: Arguments) throws -> Int {
    try arguments.value(jobs) ?? ProcessInfo.processInfo.activeProcessorCount
  }

  /// The goldens `names` choose, each name a scenario or transition (both schemes) or a
  /// picture, with or without its kind's folder; all of them when there is no name.
  private static func choose(_ names: [String], from all: [CatalogGolden], source: String?)
    throws -> [CatalogGolden]
  {
    guard !names.isEmpty else { return all }
    var chosen = Set<String>()
    for name in names {
      let matching = all.filter { [$0.entryName, $0.pictureName, $0.name].contains(name) }
      guard !matching.isEmpty else {
        let known = Set(all.flatMap { [$0.entryName, $0.pictureName, $0.name] }).sorted()
        throw UsageError(
          description:
            "--only \(name): no "
            + (source.map { "scenario in \($0) or picture" }
              ?? "catalog scenario, transition or picture")
            + " has that name\(Suggestion.clause(for: name, among: known)); "
            + (source == nil ? "`render-composer list` names them" : "names come from the files"))
      }
      chosen.formUnion(matching.map(\.name))
    }
    return all.filter { chosen.contains($0.name) }
  }

  /// The kinds of golden of the source: its pictures, and the catalog's transitions.
  var kinds: [GoldenKind] { CatalogGolden.kinds(of: all) }

  /// `--snapshots` and `--scenarios` as they were given.
  private var folderFlags: [String] {
    (snapshotsGiven.map { ["--snapshots", $0] } ?? [])
      + (scenarioFolder.map { ["--scenarios", $0] } ?? [])
  }

  /// `render-composer record` with `words`, then the flags that chose these goldens as they
  /// were given, quoted for a POSIX shell.
  func recordCommand(_ words: [String]) -> String {
    Self.recordCommand(words + folderFlags)
  }

  private static func recordCommand(_ words: [String]) -> String {
    (["render-composer", "record"] + words).map { shellQuoted($0) }.joined(separator: " ")
  }

  /// The store of these pictures' goldens. A failure's accept command is
  /// ``recordCommand(_:)`` for its picture; in the catalog's own folder, the one that also
  /// names `make test`.
  func store(recordMode: SnapshotRecordMode, artifacts: String?, renderer: ComposerRenderer)
    throws -> SnapshotStore
  {
    let flags = folderFlags
    let accept: @Sendable (String) -> String
    if flags.isEmpty {
      accept = SnapshotStore.catalogAcceptCommand
    } else {
      accept = { Self.recordCommand(["--only", $0] + flags) }
    }
    return try SnapshotStore.catalog(
      directory: directory, artifactsDirectory: artifacts, recordMode: recordMode,
      renderer: renderer, kinds: kinds, acceptCommand: accept)
  }
}

/// `word` as a POSIX shell reads it back: as it is when it holds only characters no shell
/// treats specially, else in single quotes.
func shellQuoted(_ word: String) -> String {
  let plain =
    !word.isEmpty
    && word.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_./=:,+@%".unicodeScalars.contains(scalar))
    }
  return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
