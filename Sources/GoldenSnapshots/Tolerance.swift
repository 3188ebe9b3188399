import Raster

/// How far two pictures may differ and still match: the one policy the golden check, the
/// `check` command and the `diff` command all compare under.
///
/// Exact is the default for goldens: a golden that tolerates drift hides the drift. A tolerance
/// is explicit, per call or per run: a per-pixel perceptual threshold (pixelmatch's YIQ
/// distance), whether anti-aliased pixels are excused, and how many pixels may still differ
/// (a count, or a share of the picture's pixels).
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  public var threshold: Double
  public var detectsAntialiasing: Bool
  public var maximumDifferingPixels: Int
  /// The share of the picture's pixels, in 0...1 to a millionth, that may differ; a picture
  /// passes when its differing pixels are within this share (rounded down to a whole pixel)
  /// or within ``maximumDifferingPixels``.
  public var maximumDifferingFraction: Double

  public init(
    threshold: Double, detectsAntialiasing: Bool, maximumDifferingPixels: Int = 0,
    maximumDifferingFraction: Double = 0
  ) {
    self.threshold = threshold
    self.detectsAntialiasing = detectsAntialiasing
    self.maximumDifferingPixels = maximumDifferingPixels
    self.maximumDifferingFraction = maximumDifferingFraction
  }

  /// swift-snapshot-testing's `precision:` and `perceptualPrecision:`, in this tolerance's
  /// terms, so a suite moving from that library keeps its numbers:
  ///
  /// - `precision` (the share of pixels that must match) becomes
  ///   ``maximumDifferingFraction`` `1 − precision`: at most ⌊(1 − precision) × width × height⌋
  ///   pixels may differ. 0.99 lets 1 % of the pixels differ.
  /// - `perceptualPrecision` (how close a pixel's colour must be to count as matching)
  ///   becomes ``threshold`` `1 − perceptualPrecision`, on pixelmatch's YIQ distance, where 1
  ///   is the distance from black to white. swift-snapshot-testing measures CIE ΔE 1994
  ///   instead, with a ΔE of 100 × (1 − perceptualPrecision) allowed; the two scales agree at
  ///   their ends (1 is exact, 0 allows anything) but not between, so a pixel near the limit
  ///   may be judged otherwise. Its usual 0.98 becomes threshold 0.02.
  /// - Anti-aliased pixels are not excused, as that library does not excuse them.
  ///
  /// Both are read to six decimals (a `Float` holds about seven digits, so 0.99 is 0.99).
  /// Throws, naming the argument, when either is outside 0...1.
  public init(precision: Float = 1, perceptualPrecision: Float = 1) throws {
    func complement(_ value: Float, _ argument: String) throws -> Double {
      guard (0...1).contains(value) else {
        throw ToleranceError(
          description: "\(argument): \(value) is outside 0...1 (1 is exact, 0 allows anything)")
      }
      let millionths = (Double(value) * 1_000_000).rounded()
      return (1_000_000 - millionths) / 1_000_000
    }
    self.init(
      threshold: try complement(perceptualPrecision, "perceptualPrecision"),
      detectsAntialiasing: false,
      maximumDifferingFraction: try complement(precision, "precision"))
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
      + (maximumDifferingFraction > 0
        ? ", up to \(percent(maximumDifferingFraction)) of pixels differing" : "")
  }

  /// "1%", "0.25%": a share as a percentage, to four decimals.
  private func percent(_ fraction: Double) -> String {
    let value = (fraction * 1_000_000).rounded() / 10_000
    let text = "\(value)"
    return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + "%"
  }

  /// The comparison's own settings; `maximumDifferingPixels` is applied to its count after.
  public var diffOptions: DiffOptions {
    DiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing)
  }

  /// Whether a comparison made with ``diffOptions`` is close enough.
  public func accepts(_ difference: ImageDifference) -> Bool {
    // In whole millionths, so 0.29 of 100 pixels is 29, where 0.29 × 100 in floating point
    // is 28.999….
    let millionths = Int((maximumDifferingFraction * 1_000_000).rounded())
    let share = millionths * difference.pixelCount / 1_000_000
    return difference.differingPixelCount <= max(maximumDifferingPixels, share)
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

/// A tolerance asked for with a value it cannot take.
public struct ToleranceError: Error, CustomStringConvertible {
  public var description: String
}

/// "1 line", "2 lines": how messages count things.
func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
