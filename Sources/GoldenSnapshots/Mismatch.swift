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

  init(expectedSize: PixelSize, actualSize: PixelSize) {
    self.init(kind: .size(expected: expectedSize, actual: actualSize))
  }

  /// Changed pixels red, anti-aliased ones yellow, the rest faded, as the diff file.
  init(_ difference: ImageDifference, under tolerance: Tolerance) {
    self.init(
      kind: .pixels(
        differing: difference.differingPixelCount,
        antialiased: difference.antialiasedPixelCount, tolerance: tolerance),
      diff: ("png", { try PNG.encode(difference.makeDiffImage()) }))
  }

  public var summary: String { kind.summary }
}

extension Mismatch.Kind {
  /// "1 pixel differs (tolerance: exact)", "size differs: …", "2 lines removed, 1 line added".
  public var summary: String {
    switch self {
    case .size(let expected, let actual):
      return "size differs: the golden is \(expected), the new picture \(actual)"
    case .pixels(let differing, let antialiased, let tolerance):
      return tolerance.summary(differing: differing, antialiased: antialiased)
    case .lines(let removed, let added):
      return "\(count(removed, "line")) removed, \(count(added, "line")) added"
    }
  }
}
