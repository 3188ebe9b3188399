import ArgumentParsing
import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import ModelComposer
import ToolSupport

/// What `check` and `record` draw: the catalog (its stills and its transitions' filmstrips),
/// or a folder of scenario files (`--scenarios`), each light and dark, narrowed by `--only` to
/// scenarios, transitions or single pictures; the goldens' folder; and the record command
/// that repeats exactly the flags that chose them.
struct PictureOptions: ParsableArguments {
  @Option(
    "--only", value: .text("NAME"),
    help: "a scenario or transition (both its light and dark pictures) or one picture, such as "
      + "menu-open.light or transitions/chip-on.light",
    shownDefault: "all of them")
  var only: [String] = []
  @OptionGroup var scenarios: ScenarioFolderOption
  @OptionGroup var snapshots: SnapshotsOption
  @OptionGroup var jobs: JobsOption

  /// Every golden of the source, whatever `--only` chose: the catalog's stills and
  /// transitions, or a folder's scenarios.
  private(set) var all: [CatalogGolden] = []
  /// The chosen goldens, in the source's order.
  private(set) var goldens: [CatalogGolden] = []

  /// Whether `--only` narrowed the goldens.
  var isNarrowed: Bool { !only.isEmpty }
  var directory: String { snapshots.directory }

  /// Refuses a folder of scenarios without a goldens' folder, then reads the source and
  /// chooses the goldens.
  mutating func validate() throws {
    if scenarios.path != nil, snapshots.path == nil {
      throw UsageError(
        "--scenarios needs --snapshots DIR too, so your goldens do not mix with the catalog's")
    }
    all = CatalogGolden.all(
      entries: try scenarios.entries(),
      transitions: scenarios.path == nil ? TransitionCatalog.entries : [])
    goldens = try Self.choose(only, from: all, source: scenarios.path)
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

  /// `--snapshots`, `--scenarios` and `--theme` as they were given.
  private var folderFlags: [String] {
    (snapshots.path.map { ["--snapshots", $0] } ?? [])
      + (scenarios.path.map { ["--scenarios", $0] } ?? [])
      + (scenarios.theme.path.map { ["--theme", $0] } ?? [])
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

/// `--scenarios DIR`, for the commands that draw many scenarios: a folder of them instead of
/// the catalog.
struct ScenarioFolderOption: ParsableArguments {
  @Option(
    "--scenarios", value: .text("DIR"),
    help: "a folder of scenario JSON files to draw instead of the catalog, one scenario a file, "
      + "named by its name key or its file name; check and record need --snapshots with it",
    shownDefault: "the catalog")
  var path: String?
  @OptionGroup var theme: ThemeOption

  /// The catalog's entries, or those of the folder, with `--theme`'s tokens in their themes.
  func entries() throws -> [CatalogEntry] {
    let outerTheme = try theme.theme(over: nil)
    let entries = try path.map { try ScenarioFolder(path: $0, outerTheme: outerTheme).entries }
    return try (entries ?? Catalog.entries).map { entry in
      var entry = entry
      try theme.apply(to: &entry.scenario)
      return entry
    }
  }
}

/// `--snapshots DIR`, for the commands that read goldens.
struct SnapshotsOption: ParsableArguments {
  @Option(
    "--snapshots", value: .text("DIR"), help: "the goldens' folder",
    shownDefault: SnapshotStore.catalogDirectory)
  var path: String?

  var directory: String { path ?? SnapshotStore.catalogDirectory }
}

/// `--jobs N`, for every command that draws many pictures at once.
struct JobsOption: ParsableArguments {
  @Option(
    "--jobs", value: .integer("N", in: 1...64), help: "threads to draw on",
    shownDefault: "the number of cores")
  var count = ProcessInfo.processInfo.activeProcessorCount
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
