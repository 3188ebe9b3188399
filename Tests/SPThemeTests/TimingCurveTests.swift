import Foundation
import SPTheme
import Testing

/// The Reduce Motion fade: SwiftUI's `.easeInOut`, cubic-bezier(0.42, 0, 0.58, 1), solved for
/// x → y with arithmetic only, against a 38-digit `Decimal` bisection.
@Suite struct TimingCurveTests {
  typealias TimingCurve = SPTheme.Motion.TimingCurve

  @Test func easeInOutMatchesAHighPrecisionReference() {
    let curve = TimingCurve.easeInOut
    var worst = 0.0
    for step in 0...400 {
      let reference = decimalValue(at: Decimal(step) / 400)
      let value = curve.value(at: Double(step) / 400)
      worst = max(worst, abs(value - NSDecimalNumber(decimal: reference).doubleValue))
    }
    #expect(worst <= 2e-15)
  }

  @Test func easeInOutIsSymmetricAndStaysInItsRange() {
    let curve = TimingCurve.easeInOut
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1 && curve.value(at: 0.5) == 0.5)
    #expect(curve.value(at: -3) == 0 && curve.value(at: 7) == 1)
    var previous = 0.0
    for step in 1...1000 {
      let fraction = Double(step) / 1000
      let value = curve.value(at: fraction)
      #expect(value >= previous)
      #expect(abs(value + curve.value(at: 1 - fraction) - 1) < 1e-14)
      previous = value
    }
  }

  /// Where Newton's method fails, bisection takes over: on (1, 0, 1, 0), dx/ds = 3(1 − s)²
  /// nearly vanishes near the end, and at x = 0.999 the first Newton step leaves [0, 1].
  @Test func flatStartsFallBackToBisection() {
    let curve = TimingCurve(x1: 1, y1: 0, x2: 1, y2: 0)
    for fraction in [0.001, 0.3, 0.999] {
      let reference = NSDecimalNumber(
        decimal: decimalValue(at: Decimal(fraction), x1: 1, y1: 0, x2: 1, y2: 0)
      ).doubleValue
      #expect(abs(curve.value(at: fraction) - reference) < 1e-12)
    }
  }

  @Test func theFadeRunsTheCurveOverItsDuration() {
    let fade = SPTheme.standard.motion.reducedMotionFade
    #expect(fade.progress(at: 0) == 0 && fade.progress(at: 0.15) == 1)
    #expect(fade.progress(at: 0.075) == 0.5)
    #expect(fade.progress(at: 0.03) == TimingCurve.easeInOut.value(at: 0.03 / 0.15))
    #expect(fade.progress(at: 1) == 1 && fade.progress(at: -1) == 0)
  }

  /// y at the parameter where x(s) = `x`, found by 100 halvings in `Decimal`: far below a
  /// Double's precision.
  private func decimalValue(
    at x: Decimal, x1: Decimal = Decimal(string: "0.42")!, y1: Decimal = 0,
    x2: Decimal = Decimal(string: "0.58")!, y2: Decimal = 1
  ) -> Decimal {
    // Rounded to 30 places after each product: a product of full 38-digit mantissas
    // traps inside swift-foundation's Decimal.
    func product(_ factors: Decimal...) -> Decimal {
      factors.dropFirst().reduce(factors[0]) { product, factor in
        var exact = product * factor
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 30, .plain)
        return rounded
      }
    }
    func bezier(_ s: Decimal, _ p1: Decimal, _ p2: Decimal) -> Decimal {
      let t = 1 - s
      return product(3, t, t, s, p1) + product(3, t, s, s, p2) + product(s, s, s)
    }
    var lower = Decimal(0)
    var upper = Decimal(1)
    for _ in 0..<100 {
      let middle = (lower + upper) / 2
      if bezier(middle, x1, x2) < x { lower = middle } else { upper = middle }
    }
    return bezier((lower + upper) / 2, y1, y2)
  }
}
