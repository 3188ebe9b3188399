extension Collection {
  /// The elements in runs of neighbours with the same `key`, in order, so that work shared by
  /// a run is done once for it: glyphs of one face under one cache lock, marks a film's painter
  /// draws inside one clip or at one zoom. `key` is asked once an element (a film's painter
  /// asks it whether the lane lets a mark through, which scans the mark's rows of the mask).
  public func runs<Key: Equatable>(by key: (Element) -> Key) -> [(key: Key, elements: SubSequence)]
  {
    var runs: [(key: Key, elements: SubSequence)] = []
    var current: (key: Key, start: Index)?
    for index in indices {
      let elementKey = key(self[index])
      if let run = current {
        guard run.key != elementKey else { continue }
        runs.append((run.key, self[run.start..<index]))
      }
      current = (elementKey, index)
    }
    if let run = current { runs.append((run.key, self[run.start...])) }
    return runs
  }
}
