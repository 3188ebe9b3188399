import GoldenSnapshots

/// The tolerance flags `check` and `diff` share: the same names, the same help and the same
/// reading, so both say "tolerance" in the same words. Only the default differs, and the help
/// says which: exact for goldens, pixelmatch's own for `diff`.
struct ToleranceArguments {
  let preset: Option<Tolerance.Preset>
  private let defaultPreset: Tolerance.Preset

  static let threshold = Option<Double>.number(
    "--threshold", value: "T", in: 0...1,
    "the colour distance a pixel may change by (pixelmatch's YIQ threshold)"
  ).defaulting(to: "the tolerance's")
  static let antialiasing = Flag(
    "--antialiasing", help: "excuse pixels that anti-aliasing explains (pixelmatch's detection)")
  static let noAntialiasing = Flag(
    "--no-antialiasing", help: "count anti-aliased pixels as differences")
  static let maximumPixels = Option<Int>.integer(
    "--max-pixels", value: "N", in: 0...Int.max, "how many pixels may differ and still match"
  ).defaulting(to: "0")

  /// `why` says why the default is what it is, when it is not exact.
  init(default preset: Tolerance.Preset, why: String? = nil) {
    let meanings = Tolerance.Preset.allCases.map { "\($0.rawValue), \($0.meaning)" }
    self.preset = Option<Tolerance.Preset>.choice(
      "--tolerance", value: "NAME",
      "how far pictures may differ: \(meanings.joined(separator: "; ")); --threshold, "
        + "--antialiasing, --no-antialiasing and --max-pixels refine it"
    ).defaulting(to: preset.rawValue + (why.map { ", \($0)" } ?? ""))
    defaultPreset = preset
  }

  var declarations: [any ArgumentDeclaration] {
    [preset, Self.threshold, Self.antialiasing, Self.noAntialiasing, Self.maximumPixels]
  }

  /// The preset, then each refinement given.
  func read(_ arguments: Arguments) throws -> Tolerance {
    var tolerance = (try arguments.value(preset) ?? defaultPreset).tolerance
    if let threshold = try arguments.value(Self.threshold) { tolerance.threshold = threshold }
    switch (arguments.flag(Self.antialiasing), arguments.flag(Self.noAntialiasing)) {
    case (true, true):
      throw UsageError(description: "--antialiasing and --no-antialiasing contradict each other")
    case (true, false): tolerance.detectsAntialiasing = true
    case (false, true): tolerance.detectsAntialiasing = false
    case (false, false): break
    }
    if let pixels = try arguments.value(Self.maximumPixels) {
      tolerance.maximumDifferingPixels = pixels
    }
    return tolerance
  }
}
