import Foundation

/// One kind of golden a snapshot folder holds: where in the folder its files are, their
/// extension, and every name its snapshots are stored under. A store that knows its kinds can
/// tell a folder holding none of its goldens (a wrong path, a typo) from one that lacks a few,
/// and find the goldens no snapshot draws any more.
///
/// A kind owns only its own files: other extensions, hidden files and folders it does not name
/// are never read or removed. The catalog's pictures are `*.png` directly in `Snapshots/`, so
/// another kind's subfolder (`Snapshots/transitions/`) is safe from their orphan check and from
/// `record --prune`. A new kind plugs in by adding its `GoldenKind` to the store's `kinds` (for
/// the catalog, the list ComposerGoldens' `SnapshotStore.catalog(…)` starts from), say
/// `GoldenKind(subfolder: "transitions", pathExtension: "png", names: …)`; the empty-folder
/// check, orphans and pruning then cover it.
public struct GoldenKind: Sendable {
  /// The folder inside the snapshot folder, nil for the snapshot folder itself.
  public var subfolder: String?
  public var pathExtension: String
  /// Every name this kind stores, whatever part of them one run checks (`--only`, `--shard`).
  public var names: Set<String>
  /// What draws a golden of this kind ("scenario", "transition"), for the messages about one
  /// that nothing draws any more.
  public var drawnBy: String

  public init(
    subfolder: String? = nil, pathExtension: String, names: some Sequence<String>,
    drawnBy: String = "scenario"
  ) {
    self.subfolder = subfolder
    self.pathExtension = pathExtension
    self.names = Set(names)
    self.drawnBy = drawnBy
  }

  /// Pictures of scenarios: `<name>.png` directly in the snapshot folder.
  public static func pictures(named names: some Sequence<String>) -> GoldenKind {
    GoldenKind(pathExtension: "png", names: names)
  }
}

/// A golden that nothing of its kind draws any more.
public struct Orphan: Sendable, Equatable {
  /// With its kind's subfolder: `transitions/open.light`.
  public var name: String
  public var path: String
  /// What used to draw it: "scenario", "transition".
  public var drawnBy: String
}

extension SnapshotStore {
  /// Why the folder cannot be this store's goldens: it does not exist, or it holds no golden of
  /// any of the store's kinds. Nil when it holds some. A check of such a folder would fail every
  /// picture for one reason, so the tool says that reason once.
  public func missingGoldens() -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder),
      isFolder.boolValue
    else { return "\(directory) does not exist" }
    guard !kinds.isEmpty, kinds.allSatisfy({ goldens(of: $0).isEmpty }) else { return nil }
    let extensions = Set(kinds.map(\.pathExtension)).sorted().map { "*.\($0)" }
    return "\(directory) holds no goldens (no \(extensions.joined(separator: " or ")) files)"
  }

  /// The goldens of the store's kinds that no name of theirs draws, by name (with their
  /// kind's subfolder: `transitions/open`), path and what used to draw them, sorted by name.
  public func orphans() -> [Orphan] {
    kinds.flatMap { kind in
      goldens(of: kind).filter { !kind.names.contains($0.name) }.map { golden in
        Orphan(
          name: kind.subfolder.map { "\($0)/\(golden.name)" } ?? golden.name, path: golden.path,
          drawnBy: kind.drawnBy)
      }
    }.sorted { $0.name < $1.name }
  }

  /// Removes every orphan (`render-composer record --prune`); returns them.
  public func removeOrphans() throws -> [Orphan] {
    let orphans = orphans()
    for orphan in orphans { try removeFile(orphan.path, "a golden no \(orphan.drawnBy) draws") }
    try forgetDigests(ofGoldensAt: orphans.map(\.path))
    return orphans
  }

  /// A failed check of an orphan: its file, and the command that removes it.
  public func orphanResult(_ orphan: Orphan, removeWith command: String) -> SnapshotResult {
    SnapshotResult(
      name: orphan.name, outcome: .orphaned,
      message: """
        \(orphan.path) is a golden no \(orphan.drawnBy) draws any more (its \(orphan.drawnBy) \
        was removed or renamed).
        To remove it: \(command)
        """, golden: orphan.path, acceptCommand: command)
  }

  /// The files of `kind` in its folder: regular, not hidden, with its extension.
  private func goldens(of kind: GoldenKind) -> [(name: String, path: String)] {
    let folder = kind.subfolder.map { "\(directory)/\($0)" } ?? directory
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.sorted().compactMap { file in
      let path = "\(folder)/\(file)"
      var isFolder: ObjCBool = false
      guard !file.hasPrefix("."), file.hasSuffix(".\(kind.pathExtension)"),
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
      else { return nil }
      return (name: String(file.dropLast(kind.pathExtension.count + 1)), path: path)
    }
  }
}
