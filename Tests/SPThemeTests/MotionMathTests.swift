import Foundation
import Testing

@testable import SPTheme

/// ``MotionMath`` against Foundation's libm, to the documented bound of 1e-15 (both measure
/// about 2.2e-16, one ulp, on x86-64 glibc).
@Suite struct MotionMathTests {
  /// Relative error across the whole range whose result is a normal Double, and densely where
  /// springs decay.
  @Test func expIsWithinItsBound() {
    var worst = 0.0
    for x in Array(stride(from: -708.0, through: 709, by: 0.0137))
      + stride(from: -40.0, through: 1, by: 1e-4)
    {
      let expected = Foundation.exp(x)
      worst = max(worst, abs(MotionMath.exp(x) - expected) / expected)
    }
    #expect(worst <= 1e-15)
  }

  @Test func expUnderflowsToZeroAndIsExactAtZero() {
    #expect(MotionMath.exp(0) == 1)
    #expect(MotionMath.exp(-746) == 0)
    #expect(MotionMath.exp(-.infinity) == 0)
  }

  /// Absolute error over the whole domain where the reduction is exact, densely where films
  /// evaluate springs (a few dozen radians).
  @Test func cosineAndSineAreWithinTheirBound() {
    var worst = 0.0
    for x in Array(stride(from: -1e6, through: 1e6, by: 3.77))
      + stride(from: -100.0, through: 100, by: 1e-3)
    {
      let (cosine, sine) = MotionMath.cosineAndSine(x)
      worst = max(worst, abs(cosine - Foundation.cos(x)), abs(sine - Foundation.sin(x)))
    }
    #expect(worst <= 1e-15)
  }

  @Test func quadrantsLandOnTheAxes() {
    let quarter = Double.pi / 2
    for (turns, expected) in [(0.0, (1.0, 0.0)), (1, (0, 1)), (2, (-1, 0)), (3, (0, -1))] {
      let (cosine, sine) = MotionMath.cosineAndSine(turns * quarter)
      #expect(abs(cosine - expected.0) < 1e-15 && abs(sine - expected.1) < 1e-15)
    }
  }
}
