/// "Did you mean …?" for a mistyped name: a key of a scenario file, a mode, a colour scheme, a
/// catalog name, a command, a record mode. One rule for every message that offers one, so the
/// suggestions are alike everywhere and depend on nothing but the words.
package enum Suggestion {
  /// The candidate nearest to `word`, or nil when none is near. Near means an optimal string
  /// alignment distance (insertions, deletions, substitutions and swaps of two neighbouring
  /// characters, each costing 1, compared without case) of at most a third of the word's
  /// length, and at least 1: `wdith` → `width`, `serch` → `search`, `menu-opn` → `menu-open`.
  /// Ties go to the earlier candidate, so the answer is deterministic.
  package static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
    let typed = Array(word.lowercased())
    let limit = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = Self.distance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// " (did you mean width?)" with the nearest candidate as `format` writes it, or "" when
  /// none is near: to follow the word in a message.
  package static func clause(
    for word: String, among candidates: some Sequence<String>,
    format: (String) -> String = { $0 }
  ) -> String {
    nearest(to: word, among: candidates).map { " (did you mean \(format($0))?)" } ?? ""
  }

  /// Optimal string alignment distance, two rows at a time.
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
