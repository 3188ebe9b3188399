import Dispatch
import Synchronization

/// Work spread over a fixed number of threads: each takes the next item as it finishes one,
/// so a slow picture does not hold up a whole share. Results come back in the items' order.
/// For the gallery (ComposerRender), the store's checks (GoldenSnapshots) and the catalog's check
/// (ComposerGoldens), hence `package`.
package enum Parallel {
  /// The first error `body` throws stops new items from starting and is rethrown; a body that
  /// cannot throw makes a call that cannot either (`Failure` is `Never`).
  package static func map<Item: Sendable, Result: Sendable, Failure: Error>(
    _ items: [Item], workers: Int, _ body: @Sendable (Item) throws(Failure) -> Result,
    progress: @Sendable (Int, Item) -> Void = { _, _ in }
  ) throws(Failure) -> [Result] {
    let state = Mutex(
      Progress<Result, Failure>(results: Array(repeating: nil, count: items.count)))
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, items.count))) { _ in
      while let index = state.withLock({ $0.claim(outOf: items.count) }) {
        do throws(Failure) {
          let result = try body(items[index])
          progress(state.withLock { $0.finish(index, with: result) }, items[index])
        } catch {
          state.withLock { $0.fail(error) }
        }
      }
    }
    return try state.withLock { $0.outcome() }.get()
  }
}

/// The shared state of one `Parallel.map`: which item is next, what is done, and the first
/// failure, after which no new item starts.
private struct Progress<Result, Failure: Error> {
  var next = 0
  var done = 0
  var results: [Result?]
  var failure: Failure?

  mutating func claim(outOf count: Int) -> Int? {
    guard failure == nil, next < count else { return nil }
    defer { next += 1 }
    return next
  }

  mutating func finish(_ index: Int, with result: Result) -> Int {
    results[index] = result
    done += 1
    return done
  }

  mutating func fail(_ error: Failure) {
    if failure == nil { failure = error }
  }

  func outcome() -> Swift.Result<[Result], Failure> {
    if let failure { return .failure(failure) }
    return .success(results.map { $0! })
  }
}
