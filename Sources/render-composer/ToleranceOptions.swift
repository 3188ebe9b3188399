import ArgumentParsing
import GoldenSnapshots

/// The tolerance flags `check` and `diff` share: the same names, the same help and the same
/// reading, so both say "tolerance" in the same words. Only the default differs, and the help
/// says which: exact for goldens, pixelmatch's own for `diff`.
struct ToleranceOptions: ParsableArguments {
  @Option var preset: Tolerance.Preset
  @Option(
    "--threshold", value: .number("T", in: 0...1),
    help: "the colour distance a pixel may change by (pixelmatch's YIQ threshold)",
    shownDefault: "the tolerance's")
  var threshold: Double?
  @Flag(
    "--antialiasing", help: "excuse pixels that anti-aliasing explains (pixelmatch's detection)")
  var antialiasing: Bool
  @Flag("--no-antialiasing", help: "count anti-aliased pixels as differences")
  var noAntialiasing: Bool
  @Option(
    "--max-pixels", value: .integer("N", in: 0...Int.max),
    help: "how many pixels may differ and still match", shownDefault: "0")
  var maximumPixels: Int?

  /// Exact, as goldens are compared.
  init() {
    self.init(default: .exact)
  }

  /// `why` says why the default is what it is, when it is not exact.
  init(default preset: Tolerance.Preset, why: String? = nil) {
    let meanings = Tolerance.Preset.allCases.map { "\($0.rawValue), \($0.meaning)" }
    _preset = Option(
      wrappedValue: preset, "--tolerance", value: .choice("NAME"),
      help: "how far pictures may differ: \(meanings.joined(separator: "; ")); --threshold, "
        + "--antialiasing, --no-antialiasing and --max-pixels refine it",
      shownDefault: preset.rawValue + (why.map { ", \($0)" } ?? ""))
  }

  func validate() throws {
    if antialiasing, noAntialiasing {
      throw UsageError("--antialiasing and --no-antialiasing contradict each other")
    }
  }

  /// The preset, then each refinement given.
  var tolerance: Tolerance {
    var tolerance = preset.tolerance
    tolerance.threshold = threshold ?? tolerance.threshold
    if antialiasing { tolerance.detectsAntialiasing = true }
    if noAntialiasing { tolerance.detectsAntialiasing = false }
    tolerance.maximumDifferingPixels = maximumPixels ?? tolerance.maximumDifferingPixels
    return tolerance
  }
}
