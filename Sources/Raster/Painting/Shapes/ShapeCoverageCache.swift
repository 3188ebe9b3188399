import CXXHash
import Synchronization

/// What a fill's coverage depends on: its edges in device pixels, its rule and the box it is
/// swept over (the clip narrows that box, and a row's running sum starts at its left side).
///
/// Hashed through an XXH3 of the coordinates' bytes, worked out once a key: a card's outline
/// at 3× is 840 coordinates (210 segments), and hashing them one by one with Swift's SipHash,
/// for each fill of each paint, was a tenth of painting the card. Keys are equal when their
/// coordinates are, bit for bit, as the hash sees them (a −0 where another has 0 is a miss,
/// swept again).
struct ShapeKey: Hashable, Sendable {
  let coordinates: [Double]
  let rule: FillRule
  let x0: Int
  let y0: Int
  let x1: Int
  let y1: Int
  private let coordinatesHash: UInt64

  init(_ edges: EdgeList, rule: FillRule, box: PixelBox) {
    coordinates = edges.coordinates
    self.rule = rule
    (x0, y0, x1, y1) = (box.x0, box.y0, box.x1, box.y1)
    coordinatesHash = coordinates.withUnsafeBytes { XXH3_64bits($0.baseAddress, $0.count) }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(coordinatesHash)
    hasher.combine(rule)
    hasher.combine(x0)
    hasher.combine(y0)
    hasher.combine(x1)
    hasher.combine(y1)
  }

  static func == (a: ShapeKey, b: ShapeKey) -> Bool {
    guard
      a.coordinatesHash == b.coordinatesHash && a.rule == b.rule
        && (a.x0, a.y0, a.x1, a.y1) == (b.x0, b.y0, b.x1, b.y1)
    else { return false }
    return a.coordinates.elementsEqual(b.coordinates) { $0.bitPattern == $1.bitPattern }
  }
}

/// A sweep's coverage as the runs it handed its sink, to hand to another sink again: the same
/// calls with the same values, so the pixels are the same as sweeping again.
struct CoverageRuns: ByteCounted, Sendable {
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

  /// A sink that keeps what it is handed.
  struct Recorder: CoverageSink {
    var runs = CoverageRuns()

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

  enum Lookup {
    case cached(CoverageRuns)
    /// Seen before, and now worth keeping.
    case worthKeeping
    case seenOnce
  }

  func lookup(_ key: ShapeKey, pixels: Int) -> Lookup {
    guard pixels <= Self.maxPixels else { return .seenOnce }
    if let known = runs.value(for: key) { return .cached(known) }
    return seen.withLock { seen in
      if seen.count >= Self.maxSeen { seen.removeAll() }
      return seen.insert(key.hashValue).inserted ? .seenOnce : .worthKeeping
    }
  }

  func insert(_ coverage: CoverageRuns, for key: ShapeKey) {
    runs.insert([(key, coverage)])
  }
}
