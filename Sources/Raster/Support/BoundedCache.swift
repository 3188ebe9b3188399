import Synchronization

/// What a value costs the memory budget of the ``BoundedCache`` that holds it.
protocol ByteCounted {
  var byteCount: Int { get }
}

/// Values worked out once and shared by every canvas and thread, such as glyph masks and the
/// coverage of fills. A value depends only on its key, so whether it came from the cache never
/// changes a pixel. Memory is bounded: when the values would pass `budget` bytes the cache
/// starts again empty, which is cheaper than keeping track of use, and a catalog's pictures
/// need far less than a budget.
final class BoundedCache<Key: Hashable & Sendable, Value: ByteCounted & Sendable>: Sendable {
  let budget: Int

  private struct State {
    var values: [Key: Value] = [:]
    var bytes = 0
  }

  private let state = Mutex(State())

  init(budget: Int) {
    self.budget = budget
  }

  /// The values known for `keys`, in order; nil where one must be worked out.
  func values(for keys: [Key]) -> [Value?] {
    state.withLock { state in keys.map { state.values[$0] } }
  }

  func value(for key: Key) -> Value? {
    state.withLock { $0.values[key] }
  }

  /// Keeps each value not already known.
  func insert(_ entries: [(Key, Value)]) {
    state.withLock { state in
      for (key, value) in entries where state.values[key] == nil {
        if state.bytes + value.byteCount > budget {
          state.values.removeAll()
          state.bytes = 0
        }
        state.values[key] = value
        state.bytes += value.byteCount
      }
    }
  }
}
