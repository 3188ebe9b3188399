import Raster

/// How far two pictures may differ and still match: the one policy the golden check, the
/// `check` command and the `diff` command all compare under.
///
/// Exact is the default for goldens: a golden that tolerates drift hides the drift. A tolerance
/// is explicit, per call or per run: a per-pixel perceptual threshold (pixelmatch's YIQ
/// distance), whether anti-aliased pixels are excused, and how many pixels may still differ.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  public var threshold: Double
  public var detectsAntialiasing: Bool
  public var maximumDifferingPixels: Int

  public init(threshold: Double, detectsAntialiasing: Bool, maximumDifferingPixels: Int = 0) {
    self.threshold = threshold
    self.detectsAntialiasing = detectsAntialiasing
    self.maximumDifferingPixels = maximumDifferingPixels
  }

  /// Every pixel identical.
  public static let exact = Tolerance(threshold: 0, detectsAntialiasing: false)
  /// pixelmatch's defaults: colour changes below 0.1 and anti-aliasing shifts pass, any
  /// other changed pixel fails. For comparing across machines whose rasterisation may differ
  /// at edges.
  public static let antialiasing = Tolerance(threshold: 0.1, detectsAntialiasing: true)

  /// The named tolerances, as the command line offers them.
  public enum Preset: String, CaseIterable, Sendable {
    case exact
    case antialiasing

    public var tolerance: Tolerance {
      switch self {
      case .exact: .exact
      case .antialiasing: .antialiasing
      }
    }

    /// What the preset allows, in the words `--help` uses.
    public var meaning: String {
      switch self {
      case .exact: "every pixel identical"
      case .antialiasing: "pixelmatch's defaults, threshold 0.1 with anti-aliased pixels excused"
      }
    }
  }

  /// "exact", "threshold 0.1, anti-aliasing excused", "exact, up to 60 differing pixels".
  public var description: String {
    let comparison =
      threshold == 0 && !detectsAntialiasing
      ? "exact"
      : "threshold \(threshold)\(detectsAntialiasing ? ", anti-aliasing excused" : "")"
    return comparison
      + (maximumDifferingPixels > 0 ? ", up to \(maximumDifferingPixels) differing pixels" : "")
  }

  /// The comparison's own settings; `maximumDifferingPixels` is applied to its count after.
  public var diffOptions: DiffOptions {
    DiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing)
  }

  /// Whether a comparison made with ``diffOptions`` is close enough.
  public func accepts(_ difference: ImageDifference) -> Bool {
    difference.differingPixelCount <= maximumDifferingPixels
  }

  /// Two pictures compared under a tolerance: whether they match, and what was found either
  /// way, so the golden check and `render-composer diff` decide and word it alike.
  public struct Verdict: Sendable {
    public let matches: Bool
    /// A change of size, or the pixels that differ and those excused under the tolerance.
    public let finding: Mismatch.Kind
    /// The pixel comparison, when the sizes agree: its diff picture on request.
    public let difference: ImageDifference?
  }

  /// Compares two pictures and decides whether they match: the one place that decides.
  public func judge(_ expected: Image, _ actual: Image) -> Verdict {
    switch ImageDiff.compare(expected, actual, options: diffOptions) {
    case .sizeMismatch(let expectedSize, let actualSize):
      return Verdict(
        matches: false, finding: .size(expected: expectedSize, actual: actualSize),
        difference: nil)
    case .compared(let difference):
      return Verdict(
        matches: accepts(difference),
        finding: .pixels(
          differing: difference.differingPixelCount,
          antialiased: difference.antialiasedPixelCount, tolerance: self),
        difference: difference)
    }
  }

  /// Compares two pictures: nil when they match, else what differs.
  public func compare(_ expected: Image, _ actual: Image) -> Mismatch? {
    let verdict = judge(expected, actual)
    return verdict.matches ? nil : Mismatch(verdict)
  }

  /// "1 pixel differs, 3 anti-aliased pixels excused (tolerance: threshold 0.1, …)": what a
  /// comparison found, in the words both the golden check and `diff` print.
  public func summary(differing: Int, antialiased: Int) -> String {
    "\(count(differing, "pixel")) \(differing == 1 ? "differs" : "differ")"
      + (antialiased > 0 ? ", \(count(antialiased, "anti-aliased pixel")) excused" : "")
      + " (tolerance: \(self))"
  }
}

/// "1 line", "2 lines": how messages count things.
func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
