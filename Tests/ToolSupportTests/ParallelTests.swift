import Synchronization
import Testing
import ToolSupport

/// Work over several threads: the items' order kept, every item counted once, and the first
/// failure stopping what has not started.
@Suite struct ParallelTests {
  @Test(arguments: [1, 2, 5, 200])
  func resultsComeBackInTheItemsOrder(workers: Int) {
    let items = Array(0..<100)
    let finished = Mutex<[Int]>([])
    let squares = Parallel.map(items, workers: workers) {
      $0 * $0
    } progress: { done, _ in
      finished.withLock { $0.append(done) }
    }
    #expect(squares == items.map { $0 * $0 })
    #expect(finished.withLock { $0.sorted() } == Array(1...100))
  }

  @Test func theFirstFailureStopsNewItemsAndIsRethrown() {
    struct Refused: Error, Equatable {
      let item: Int
    }
    let started = Mutex(0)
    #expect(throws: Refused(item: 3)) {
      try Parallel.map(Array(0..<100), workers: 1) { (item: Int) throws(Refused) -> Int in
        started.withLock { $0 += 1 }
        if item == 3 { throw Refused(item: item) }
        return item
      }
    }
    // One thread: nothing starts after the item that failed.
    #expect(started.withLock { $0 } == 4)
  }
}
