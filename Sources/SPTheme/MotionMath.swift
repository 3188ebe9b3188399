/// The exponential, sine and cosine the motion curves need, with + − × ÷ only.
///
/// libm's `exp`, `sin` and `cos` differ between platforms and library versions in their last
/// bit, and a frame of a film must be the same bytes on every machine (Documentation/Determinism.md). These
/// reduce the argument by a multiple of ln 2 or π/2 (Cody and Waite's split constants, so the
/// reduction itself is exact to far below one ulp) and sum the Taylor series of what is left in
/// nested form, innermost term first. Everything else is exact (rounding to a whole number,
/// scaling by a power of two) or IEEE arithmetic (+ − × ÷, and the square roots the springs
/// take, which IEEE also rounds correctly), the same everywhere; Swift never fuses a multiply
/// and an add on its own, so debug and release agree.
///
/// Error bound: within 1e-15 of the true value, relative for `exp` and absolute for `sine` and
/// `cosine`, over the documented domains; `MotionMathTests` checks it against Foundation.
enum MotionMath {
  /// e^x for x ≤ 709 (beyond it e^x is not a finite Double). Below −745 the result is 0, as
  /// e^x is then under half the smallest subnormal.
  ///
  /// x = k·ln 2 + r with |r| ≤ ln 2 / 2, so e^x = 2^k · e^r; 13 Taylor terms leave a remainder
  /// under r¹⁴/14! < 5e-18 of e^r.
  static func exp(_ x: Double) -> Double {
    precondition(x <= 709, "exp(\(x)) is not a finite Double")
    guard x >= -745 else { return 0 }
    let k = (x * log2e).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    var series = 1.0
    for n in stride(from: 13, through: 1, by: -1) {
      series = 1 + r / Double(n) * series
    }
    // Multiplying by a power of two is exact unless the result is subnormal.
    return series * Double(sign: .plus, exponent: Int(k), significand: 1)
  }

  /// cos x and sin x together (a spring needs both at the same angle). Within the error bound
  /// for |x| ≤ 10⁶, where the reduction is exact; beyond it the same bits everywhere still, but
  /// less accurate. |x| < 2⁶², so that the quadrant fits an `Int`.
  ///
  /// x = q·π/2 + r with |r| ≤ π/4, then the quadrant q mod 4 chooses which of cos r and sin r
  /// (and which sign) each result is. The series, up to r¹⁷/17! and r¹⁶/16!, leave under 3e-18.
  static func cosineAndSine(_ x: Double) -> (cosine: Double, sine: Double) {
    precondition(abs(x) < 0x1p62, "cosineAndSine(\(x)) is outside its domain |x| < 2⁶²")
    let q = (x * twoOverPi).rounded()
    let r = ((x - q * halfPi1) - q * halfPi2) - q * halfPi3
    let rSquared = r * r
    var sine = 1.0
    var cosine = 1.0
    for n in stride(from: 8, through: 1, by: -1) {
      let twoN = Double(2 * n)
      sine = 1 - rSquared / (twoN * (twoN + 1)) * sine
      cosine = 1 - rSquared / ((twoN - 1) * twoN) * cosine
    }
    sine *= r
    switch Int(q) & 3 {
    case 0: return (cosine, sine)
    case 1: return (-sine, cosine)
    case 2: return (-cosine, -sine)
    default: return (sine, -cosine)
    }
  }

  private static let log2e = 1.442_695_040_888_963_4
  /// ln 2 split so that k · ln2High is exact for |k| < 2¹¹ (its low 11 bits are zero).
  private static let ln2High = 6.931_471_803_691_238_2e-1
  private static let ln2Low = 1.908_214_929_270_587_7e-10
  private static let twoOverPi = 6.366_197_723_675_813_4e-1
  /// π/2 in three parts (fdlibm's); the first two end in 21 zero bits, so q · halfPi1 and
  /// q · halfPi2 are exact for |q| < 2²⁰, which |x| ≤ 10⁶ keeps.
  private static let halfPi1 = 1.570_796_326_734_125_6
  private static let halfPi2 = 6.077_100_506_303_966e-11
  private static let halfPi3 = 2.022_266_248_795_950_6e-21
}
