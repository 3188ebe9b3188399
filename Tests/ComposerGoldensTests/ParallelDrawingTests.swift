import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Synchronization
import TestSupport
import Testing

/// The gallery and the golden check draw on several threads, sharing one renderer (its fonts,
/// outline caches and FreeType lock). Drawn in parallel, the pictures are the bytes drawn on
/// one thread; `make sanitize` runs these under ThreadSanitizer to show the sharing race-free.
@Suite(.needsFonts) struct ParallelDrawingTests {
  private let entries = ["default", "menu-open", "failed-and-low"].map {
    Catalog.entry(named: $0)!
  }

  @Test func aGalleryDrawnOnSeveralThreadsIsTheOneDrawnOnOne() throws {
    let gallery = Gallery(renderer: renderer, entries: entries)
    let serial = try temporaryDirectory()
    try gallery.write(to: serial, workers: 1)
    let parallel = try temporaryDirectory()
    let progress = Mutex<[String]>([])
    try gallery.write(to: parallel, workers: 4) { line in progress.withLock { $0.append(line) } }
    #expect(try folderContents(parallel) == folderContents(serial))
    #expect(
      progress.withLock { $0.map { $0.split(separator: " ")[0] } }.sorted()
        == (1...6).map { "[\($0)/6]" }.sorted())
  }

  @Test func aCheckOnSeveralThreadsReportsEveryPictureInOrder() throws {
    let pictures = Catalog.pictures(of: entries)
    let store = try SnapshotStore.catalog(
      directory: repositoryRoot + "/Snapshots", artifactsDirectory: try temporaryDirectory(),
      recordMode: .never, renderer: renderer)
    let results = CatalogCheck.run(pictures, renderer: renderer, store: store, workers: 4)
    #expect(results.map(\.name) == pictures.map(\.name))
    #expect(results.filter { !$0.passed }.map(\.message) == [])
  }
}
