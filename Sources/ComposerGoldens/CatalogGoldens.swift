import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import Synchronization
import ToolSupport

extension SnapshotStore {
  /// Where the catalog's goldens live, relative to the package root.
  public static let catalogDirectory = "Snapshots"

  /// The command that accepts a catalog golden's new picture in this repository:
  /// `render-composer record --only menu-open.light (or SNAPSHOT_RECORD=failed make test)`.
  public static func catalogAcceptCommand(_ picture: String) -> String {
    "render-composer record --only \(picture) (or SNAPSHOT_RECORD=failed make test)"
  }

  /// The catalog's goldens (`Snapshots/` by default): by default its two kinds, every
  /// catalog picture and every transition's filmstrip, light and dark (``CatalogGolden``). A
  /// command that names another folder passes its own `acceptCommand`, one that repeats that
  /// folder.
  public static func catalog(
    directory: String = catalogDirectory, artifactsDirectory: String? = nil,
    recordMode: SnapshotRecordMode, renderer: ComposerRenderer,
    kinds: [GoldenKind] = CatalogGolden.kinds(of: CatalogGolden.all()),
    acceptCommand: @escaping @Sendable (String) -> String = catalogAcceptCommand
  ) throws -> SnapshotStore {
    try SnapshotStore(
      directory: directory, artifactsDirectory: artifactsDirectory, recordMode: recordMode,
      drawnBy: .composer(fonts: renderer.fonts), kinds: kinds, acceptCommand: acceptCommand)
  }
}

/// One golden of the catalog's folder: a still picture, directly in it, or a transition's
/// filmstrip, in its `transitions/` folder. `check`, `record` and `make test` go through this
/// one list, so both kinds get the same `--only`, shards, record modes and reports.
public enum CatalogGolden: Sendable {
  case still(Catalog.Picture)
  case transition(TransitionCatalog.Picture)

  /// As results, reports, orphans and `--only` name it: "menu-open.light",
  /// "transitions/chip-on.light".
  public var name: String {
    switch self {
    case .still(let picture): picture.name
    case .transition(let picture): "\(GoldenKind.transitionsFolder)/\(picture.name)"
    }
  }

  /// The picture's own name, without its kind's folder: "chip-on.light".
  public var pictureName: String {
    switch self {
    case .still(let picture): picture.name
    case .transition(let picture): picture.name
    }
  }

  /// The scenario it draws: the still's, or the state the transition's film starts from.
  public var scenario: Scenario {
    switch self {
    case .still(let picture): picture.scenario
    case .transition(let picture): picture.script.scenario
    }
  }

  /// The entry it draws, light or dark: "menu-open", "chip-on".
  public var entryName: String {
    switch self {
    case .still(let picture): picture.entry.name
    case .transition(let picture): picture.entry.name
    }
  }

  /// Every picture of `entries`, then every filmstrip of `transitions`, each light then dark.
  public static func all(
    entries: [CatalogEntry] = Catalog.entries,
    transitions: [TransitionEntry] = TransitionCatalog.entries
  ) -> [CatalogGolden] {
    Catalog.pictures(of: entries).map(still)
      + TransitionCatalog.pictures(of: transitions).map(transition)
  }

  /// The kinds that hold `goldens`: the stills, and the transitions when there are any.
  public static func kinds(of goldens: [CatalogGolden]) -> [GoldenKind] {
    var stills: [String] = []
    var transitions: [String] = []
    for golden in goldens {
      if case .transition = golden {
        transitions.append(golden.pictureName)
      } else {
        stills.append(golden.pictureName)
      }
    }
    return [.pictures(named: stills)]
      + (transitions.isEmpty ? [] : [.transitions(named: transitions)])
  }

  /// Part `index` (1-based) of `count` parts of the goldens, by position in name order, as
  /// `Catalog.shard(_:index:of:)` splits pictures.
  public static func shard(_ goldens: [CatalogGolden], index: Int, of count: Int)
    -> [CatalogGolden]
  {
    Catalog.shard(goldens, named: \.name, index: index, of: count)
  }
}

extension Snapshotting where Value == CatalogGolden, Format == Image {
  /// A still drawn as `render-composer render` draws it; a transition as its filmstrip.
  public static func golden(renderer: ComposerRenderer, tolerance: Tolerance = .exact)
    -> Snapshotting
  {
    var strategy = Snapshotting<Image, Image>.image(tolerance: tolerance).pullback {
      (golden: CatalogGolden) in
      switch golden {
      case .still(let picture): try renderer.render(picture.scenario)
      case .transition(let picture): try filmstripImage(of: picture.script, renderer: renderer)
      }
    }
    strategy.theme = { (golden: CatalogGolden) in renderer.theme(for: golden.scenario).manifestName
    }
    return strategy
  }
}

/// Checks catalog goldens against their store on several threads.
public enum CatalogCheck {
  /// Each golden on one of `workers` threads, a filmstrip only once `FilmstripBudget` has
  /// room for it: its strip is alive from painting to the end of its check. `finished` hears
  /// of each result as soon as it is known (with the golden's position in `goldens`), so a
  /// command can say what it wrote before the whole run is over; results come back in
  /// `goldens`' order.
  ///
  /// Transitions are checked first. Their strips are the largest pictures drawn (39 MB for the
  /// menu opening), and the heap keeps what it grows to (`render-composer/Heap.swift`): drawn
  /// last, a strip found the heap cut into the stills' pieces and grew it again, while drawn
  /// first it leaves room the stills reuse. A whole check on 2 cores peaked at 132–142 MB
  /// against 151–162 MB in catalog order (`/usr/bin/time -f %M render-composer check`, four
  /// and five runs). A thread whose strip must wait for room checks the next stills meanwhile,
  /// where it used to sit idle: 40–60 ms of a whole check on 2 cores, the menu opening's two
  /// strips waiting on each other. Then every thread takes the stills left.
  public static func run(
    _ goldens: [CatalogGolden], renderer: ComposerRenderer, store: SnapshotStore,
    tolerance: Tolerance = .exact, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    finished: @Sendable (Int, SnapshotResult) -> Void = { _, _ in }
  ) -> [SnapshotResult] {
    func isTransition(_ index: Int) -> Bool {
      if case .transition = goldens[index] { true } else { false }
    }
    let stills = goldens.indices.filter { !isTransition($0) }
    let results = Mutex([SnapshotResult?](repeating: nil, count: goldens.count))
    let stillsTaken = Mutex(0)
    @Sendable func checkGolden(at index: Int) {
      let result = check(
        goldens[index], renderer: renderer, store: store, tolerance: tolerance,
        meanwhile: checkNextStill)
      finished(index, result)
      results.withLock { $0[index] = result }
    }
    /// Checks the first still no thread has taken; false when none is left.
    @Sendable func checkNextStill() -> Bool {
      let next = stillsTaken.withLock { taken -> Int? in
        guard taken < stills.count else { return nil }
        defer { taken += 1 }
        return stills[taken]
      }
      guard let next else { return false }
      checkGolden(at: next)
      return true
    }
    // Each transition, then on every thread the stills no strip's wait has taken.
    let work =
      goldens.indices.filter(isTransition).map(CheckWork.transition)
      + Array(repeating: .remainingStills, count: max(1, workers))
    _ = Parallel.map(work, workers: workers) { item in
      switch item {
      case .transition(let index): checkGolden(at: index)
      case .remainingStills: while checkNextStill() {}
      }
    }
    return results.withLock { $0.map { $0! } }
  }

  private static func check(
    _ golden: CatalogGolden, renderer: ComposerRenderer, store: SnapshotStore,
    tolerance: Tolerance, meanwhile: () -> Bool
  ) -> SnapshotResult {
    // A film that cannot be made fails its check through `strategy`, with its reason.
    guard case .transition(let picture) = golden, let film = try? renderer.film(picture.script)
    else {
      let strategy = Snapshotting<CatalogGolden, Image>.golden(
        renderer: renderer, tolerance: tolerance)
      return store.verify(golden, as: strategy, named: golden.name)
    }
    // The film is made once: its strip's size reserves the budget, then it is painted.
    let size = FilmPainter(film: film, renderer: renderer).filmstripSize
    var painted = Snapshotting<Image, Image>.image(tolerance: tolerance).pullback {
      (_: CatalogGolden) in try FilmPainter(film: film, renderer: renderer).filmstrip()
    }
    painted.theme = { _ in renderer.theme(for: golden.scenario).manifestName }
    return FilmstripBudget.shared.reserving(
      bytes: size.width * size.height * 4, meanwhile: meanwhile
    ) {
      store.verify(golden, as: painted, named: golden.name)
    }
  }

  /// What a thread of ``run(_:renderer:store:tolerance:workers:finished:)`` takes on next.
  private enum CheckWork: Sendable {
    /// The golden at this index, a transition.
    case transition(Int)
    /// Stills, one after another, until none is left.
    case remainingStills
  }

  /// The stills among the catalog's goldens only.
  public static func run(
    _ pictures: [Catalog.Picture], renderer: ComposerRenderer, store: SnapshotStore,
    tolerance: Tolerance = .exact, workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [SnapshotResult] {
    run(
      pictures.map(CatalogGolden.still), renderer: renderer, store: store, tolerance: tolerance,
      workers: workers)
  }
}
