/// The lines two texts do not share, for a text golden's failure: each change with a line of
/// context either side, `-` for the golden's lines and `+` for the new text's, under an
/// `@@ line N @@` header that counts in the golden.
///
/// The shared first and last lines are set aside, then the rest is matched by longest common
/// subsequence. Past `maximumCells` (a middle of some 2 000 × 2 000 lines) the middle is shown
/// as removed, then added, whole: still every changed line, just no finer.
struct LineDiff {
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  let lines: [Line]

  static let maximumCells = 4_000_000

  init(_ expected: String, _ actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = Self.middle(
      Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
    lines =
      old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
  }

  var removed: Int { lines.filter { if case .removed = $0 { true } else { false } }.count }
  var added: Int { lines.filter { if case .added = $0 { true } else { false } }.count }

  /// The changes with `context` shared lines around each, in hunks.
  func text(context: Int = 1) -> String {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    var output: [String] = []
    var index = 0
    var goldenLine = 1
    for position in changed where position >= index {
      let start = max(index, position - context)
      for line in lines[index..<start] where line.isInGolden { goldenLine += 1 }
      var end = position
      // A hunk runs on while the next change is within reach of this one's context.
      while let next = changed.first(where: { $0 > end }), next - end <= 2 * context + 1 {
        end = next
      }
      end = min(lines.count, end + context + 1)
      output.append("@@ line \(goldenLine) @@")
      for line in lines[start..<end] {
        output.append(line.marked)
        if line.isInGolden { goldenLine += 1 }
      }
      index = end
    }
    return output.joined(separator: "\n")
  }

  private static func middle(_ old: [String], _ new: [String]) -> [Line] {
    guard !old.isEmpty, !new.isEmpty, old.count * new.count <= maximumCells else {
      return old.map(Line.removed) + new.map(Line.added)
    }
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    let width = new.count + 1
    var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [Line] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < old.count,
        j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]
      {
        // The golden's line first, as diffs show a changed line.
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result
  }
}

extension LineDiff.Line {
  fileprivate var marked: String {
    switch self {
    case .same(let text): " \(text)"
    case .removed(let text): "-\(text)"
    case .added(let text): "+\(text)"
    }
  }

  fileprivate var isInGolden: Bool {
    if case .added = self { false } else { true }
  }
}
