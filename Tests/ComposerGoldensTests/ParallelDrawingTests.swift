import ComposerRender
import Foundation
import GoldenSnapshots
import Synchronization
import TestSupport
import Testing

@testable import ComposerGoldens

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

  /// Filmstrips are checked before stills, whatever their place in the list; what comes back,
  /// and each result `finished` hears of, keeps the list's order.
  @Test func filmstripsAreCheckedFirstAndReportedInTheirPlace() throws {
    let stills = Catalog.pictures(of: entries).map(CatalogGolden.still)
    let films = TransitionCatalog.pictures(of: [TransitionCatalog.entry(named: "chip-on")!])
      .map(CatalogGolden.transition)
    let goldens = [stills[0], stills[1]] + films + Array(stills[2...])
    let store = try SnapshotStore.catalog(
      directory: repositoryRoot + "/Snapshots", artifactsDirectory: try temporaryDirectory(),
      recordMode: .never, renderer: renderer)
    let heard = Mutex<[Int]>([])
    let results = CatalogCheck.run(goldens, renderer: renderer, store: store, workers: 1) {
      index, result in
      heard.withLock { $0.append(index) }
      #expect(result.name == goldens[index].name)
    }
    #expect(results.map(\.name) == goldens.map(\.name))
    // On one thread, the order checked is the order heard: the films (2 and 3) first.
    #expect(heard.withLock { $0 } == [2, 3, 0, 1] + Array(4..<goldens.count))
    #expect(results.filter { !$0.passed }.map(\.message) == [])
  }

  /// On several threads too, every golden is checked once and reported in its place.
  @Test func aCheckOfStillsAndFilmstripsOnTwoThreadsChecksEachOnce() throws {
    let stills = Catalog.pictures(of: entries).map(CatalogGolden.still)
    let films = TransitionCatalog.pictures(of: [TransitionCatalog.entry(named: "chip-on")!])
      .map(CatalogGolden.transition)
    let goldens = [stills[0]] + films + Array(stills[1...])
    let store = try SnapshotStore.catalog(
      directory: repositoryRoot + "/Snapshots", artifactsDirectory: try temporaryDirectory(),
      recordMode: .never, renderer: renderer)
    let heard = Mutex<[Int]>([])
    let results = CatalogCheck.run(goldens, renderer: renderer, store: store, workers: 2) {
      index, _ in heard.withLock { $0.append(index) }
    }
    #expect(heard.withLock { $0.sorted() } == Array(goldens.indices))
    #expect(results.map(\.name) == goldens.map(\.name))
    #expect(results.filter { !$0.passed }.map(\.message) == [])
  }

  /// A thread whose strip does not fit beside another's does other work meanwhile until there
  /// is none, then waits; its strip is made once the other is done.
  @Test func aStripThatMustWaitLetsItsThreadWorkMeanwhile() {
    let budget = FilmstripBudget(bytes: 10)
    let events = Mutex<[String]>([])
    let firstIsUnderWay = DispatchSemaphore(value: 0)
    let firstMayEnd = DispatchSemaphore(value: 0)
    let first = DispatchGroup()
    DispatchQueue.global().async(group: first) {
      budget.reserving(bytes: 8) {
        events.withLock { $0.append("first strip") }
        firstIsUnderWay.signal()
        // Not forever: a budget that never calls `meanwhile` fails the test below, not hangs.
        _ = firstMayEnd.wait(timeout: .now() + 60)
        events.withLock { $0.append("first strip ends") }
      }
    }
    firstIsUnderWay.wait()
    var stillsChecked = 0
    let checkAStill = {
      stillsChecked += 1
      events.withLock { $0.append("still \(stillsChecked)") }
      guard stillsChecked == 2 else { return true }
      firstMayEnd.signal()
      return false  // No more stills: this thread waits for the first strip.
    }
    budget.reserving(bytes: 8, meanwhile: checkAStill) {
      events.withLock { $0.append("second strip") }
    }
    first.wait()
    #expect(
      events.withLock { $0 } == [
        "first strip", "still 1", "still 2", "first strip ends", "second strip",
      ])
  }
}
