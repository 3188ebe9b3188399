import CXXHash
import Synchronization

/// What a fill's coverage depends on: the paths it fills, each with the transform that takes it
/// to device pixels, its rule, and the box it may paint in (the canvas narrowed by the clip; a
/// row's running sum starts at the left side of the box the paths' edges give within it).
///
/// Keyed by the paths as drawn, not by their flattened edges: a card's outline is 10 path
/// elements but 840 edge coordinates at 3×, and flattening it on every fill only to find its
/// coverage in the cache was a twentieth of checking the card. The edges are a function of the
/// paths and transforms, so equal keys still mean equal coverage. The paths are laid out as
/// numbers (each path's element count and transform, then each element's kind and points) and
/// hashed through an XXH3 of their bytes, worked out once a key. Keys are equal when those
/// numbers are, bit for bit (a −0 where another has 0 is a miss, swept again).
struct ShapeKey: Hashable, Sendable {
  let numbers: [Double]
  let rule: FillRule
  let x0: Int
  let y0: Int
  let x1: Int
  let y1: Int
  private let numbersHash: UInt64

  init(_ paths: [TransformedPath], rule: FillRule, limit: PixelBox) {
    var numbers: [Double] = []
    numbers.reserveCapacity(paths.reduce(0) { $0 + 5 + 7 * $1.path.elements.count })
    for piece in paths { piece.appendKey(to: &numbers) }
    self.numbers = numbers
    self.rule = rule
    (x0, y0, x1, y1) = (limit.x0, limit.y0, limit.x1, limit.y1)
    numbersHash = numbers.withUnsafeBytes { XXH3_64bits($0.baseAddress, $0.count) }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(numbersHash)
    hasher.combine(rule)
    hasher.combine(x0)
    hasher.combine(y0)
    hasher.combine(x1)
    hasher.combine(y1)
  }

  static func == (a: ShapeKey, b: ShapeKey) -> Bool {
    guard
      a.numbersHash == b.numbersHash && a.rule == b.rule
        && (a.x0, a.y0, a.x1, a.y1) == (b.x0, b.y0, b.x1, b.y1)
    else { return false }
    return a.numbers.elementsEqual(b.numbers) { $0.bitPattern == $1.bitPattern }
  }
}

/// A path and the transform that takes it to device pixels: one piece of what a fill fills.
struct TransformedPath {
  let path: Path
  let transform: DeviceTransform

  /// Its element count and transform, then each element as its kind and its points: a count
  /// before each path's elements, so two different lists of pieces never read the same.
  /// Numbers are appended one by one: an array of them for each element would be a heap
  /// allocation on every fill.
  fileprivate func appendKey(to numbers: inout [Double]) {
    func append(_ point: Point) {
      numbers.append(point.x)
      numbers.append(point.y)
    }
    numbers.append(Double(path.elements.count))
    numbers.append(transform.sx)
    numbers.append(transform.sy)
    numbers.append(transform.tx)
    numbers.append(transform.ty)
    for element in path.elements {
      switch element {
      case .move(let to):
        numbers.append(0)
        append(to)
      case .line(let to):
        numbers.append(1)
        append(to)
      case .quadCurve(let to, let control):
        numbers.append(2)
        append(to)
        append(control)
      case .curve(let to, let control1, let control2):
        numbers.append(3)
        append(to)
        append(control1)
        append(control2)
      case .closeSubpath:
        numbers.append(4)
      }
    }
  }
}

/// A sweep's coverage as the runs it handed its sink, to hand to another sink again: the same
/// calls with the same values, so the pixels are the same as sweeping again.
struct CoverageRuns: ByteCounted, Sendable {
  /// The box it was swept over: the pixels a fill may change.
  let box: PixelBox
  /// Per run: its row, first pixel and length, and either its constant coverage or where its
  /// values start in `values`.
  private var runs: [Run] = []
  private var values: [UInt8] = []

  private struct Run {
    let y: Int32
    let x: Int32
    let count: Int32
    /// ≥ 0: the offset of the run's values; < 0: a constant run of coverage −(constant + 1).
    let source: Int32
  }

  /// What it costs the cache's budget.
  var byteCount: Int { runs.count * MemoryLayout<Run>.stride + values.count }

  func replay<Sink: CoverageSink>(into sink: inout Sink) {
    values.withUnsafeBufferPointer { values in
      for run in runs {
        if run.source < 0 {
          sink.constant(
            x: Int(run.x), y: Int(run.y), count: Int(run.count), value: UInt8(-(run.source + 1)))
        } else {
          sink.varying(
            x: Int(run.x), y: Int(run.y), values: values.baseAddress! + Int(run.source),
            count: Int(run.count))
        }
      }
    }
  }

  /// Writes `word` into every pixel of the `width` × `height` pixels from `words` (rows
  /// `rowStride` apart) but those of the runs of full coverage, which an opaque fill of these
  /// runs writes whole without reading them. Runs come row by row and left to right.
  func lay(
    _ word: UInt32, outsideFullCoverage words: UnsafeMutablePointer<UInt32>, rowStride: Int,
    width: Int, height: Int
  ) {
    var y = 0
    var x = 0
    /// Lays the row `y` from `x` to `end`.
    func lay(to end: Int) {
      if end > x { (words + (y * rowStride + x)).update(repeating: word, count: end - x) }
    }
    // A constant run's source is −(coverage + 1).
    for run in runs where run.source == -256 {
      let (row, start) = (Int(run.y), Int(run.x))
      while y < row {
        lay(to: width)
        (y, x) = (y + 1, 0)
      }
      precondition(
        y == row && row < height && start >= x && start + Int(run.count) <= width,
        "coverage runs out of order or outside the pixels")
      lay(to: start)
      x = start + Int(run.count)
    }
    while y < height {
      lay(to: width)
      (y, x) = (y + 1, 0)
    }
  }

  /// A sink that keeps what it is handed.
  struct Recorder: CoverageSink {
    var runs: CoverageRuns

    /// A recorder of a sweep over `box`.
    init(box: PixelBox) {
      runs = CoverageRuns(box: box)
    }

    mutating func constant(x: Int, y: Int, count: Int, value: UInt8) {
      runs.runs.append(
        Run(y: Int32(y), x: Int32(x), count: Int32(count), source: -(Int32(value) + 1)))
    }

    mutating func varying(x: Int, y: Int, values: UnsafePointer<UInt8>, count: Int) {
      runs.runs.append(
        Run(y: Int32(y), x: Int32(x), count: Int32(count), source: Int32(runs.values.count)))
      runs.values.append(contentsOf: UnsafeBufferPointer(start: values, count: count))
    }
  }
}

/// The coverage of fills that are painted again and again, shared by every canvas and thread:
/// a catalog draws the same card, pill, chips and buttons in state after state and in light
/// and dark, and a film the parts that do not move in every frame. A fill's coverage depends
/// only on its ``ShapeKey``, so a cached one gives the pixels a sweep would.
///
/// A key is kept only the second time it is painted, so that shapes painted once (a spring's
/// frames between rest positions) cost a hash, not a recording.
final class ShapeCoverageCache: Sendable {
  static let shared = ShapeCoverageCache()

  /// Some 400 cards' outlines at 3×.
  private let runs = BoundedCache<ShapeKey, CoverageRuns>(budget: 8 << 20)
  /// The hashes of keys painted once, forgotten all at once past ``maxSeen``.
  private let seen = Mutex<Set<Int>>([])

  /// A box bigger than this (a 4096 pt canvas's backdrop at 4×) is swept every time.
  static var maxPixels: Int { 4 << 20 }
  static var maxSeen: Int { 1 << 16 }

  /// The coverage kept for `key`, if any.
  func runs(for key: ShapeKey) -> CoverageRuns? {
    runs.value(for: key)
  }

  /// Whether a fill of `key` not found in the cache, sweeping `pixels` pixels, is worth
  /// recording: the second time it is painted, and not too big.
  func isWorthKeeping(_ key: ShapeKey, pixels: Int) -> Bool {
    guard pixels <= Self.maxPixels else { return false }
    return seen.withLock { seen in
      if seen.count >= Self.maxSeen { seen.removeAll() }
      return !seen.insert(key.hashValue).inserted
    }
  }

  func insert(_ coverage: CoverageRuns, for key: ShapeKey) {
    runs.insert([(key, coverage)])
  }
}
