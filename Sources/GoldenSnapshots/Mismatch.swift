import Raster

/// Why a snapshot does not match its golden, in words and, made only when a failure is
/// written, as a file that shows it (a diff picture, or the changed lines).
public struct Mismatch: Sendable {
  public enum Kind: Sendable, Equatable {
    /// A size change is its own failure: no pixel count means anything across it.
    case size(expected: PixelSize, actual: PixelSize)
    case pixels(differing: Int, antialiased: Int, tolerance: Tolerance)
    /// Text goldens: lines only in the golden, lines only in the new text.
    case lines(removed: Int, added: Int)
  }

  public var kind: Kind
  /// What the failure message shows under the summary: the changed lines of a text golden.
  /// Pictures have none; their diff picture is in the artifacts.
  public var details: String?
  /// The extension of the diff file, and how to make it; nil when there is nothing to draw.
  let diff: (pathExtension: String, make: @Sendable () throws -> [UInt8])?

  public init(
    kind: Kind, details: String? = nil,
    diff: (pathExtension: String, make: @Sendable () throws -> [UInt8])? = nil
  ) {
    self.kind = kind
    self.details = details
    self.diff = diff
  }

  /// What a comparison found; a pixel comparison's diff file shows changed pixels red,
  /// anti-aliased ones yellow, the rest faded.
  init(_ verdict: Tolerance.Verdict) {
    self.init(
      kind: verdict.finding,
      diff: verdict.difference.map { difference in
        ("png", { try PNG.encode(difference.makeDiffImage()) })
      })
  }

  public var summary: String { kind.summary }
}

extension Mismatch.Kind {
  /// "1 pixel differs (tolerance: exact)", "size differs: the golden is 1×1 px, the new
  /// picture 2×1 px", "2 lines removed, 1 line added".
  public var summary: String { summary(expected: "the golden", actual: "the new picture") }

  /// The summary with the two sides called `expected` and `actual`: `render-composer diff`
  /// names its two files.
  public func summary(expected: String, actual: String) -> String {
    switch self {
    case .size(let expectedSize, let actualSize):
      return "size differs: \(expected) is \(expectedSize), \(actual) \(actualSize)"
    case .pixels(let differing, let antialiased, let tolerance):
      return tolerance.summary(differing: differing, antialiased: antialiased)
    case .lines(let removed, let added):
      return "\(count(removed, "line")) removed, \(count(added, "line")) added"
    }
  }
}
