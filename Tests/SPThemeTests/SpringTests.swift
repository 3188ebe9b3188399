import Foundation
import Testing

@testable import SPTheme

/// The spring evaluated with + − × ÷ only, against its closed form written another way
/// (amplitude and phase; cosh and sinh) with Foundation's libm, to 1e-6 over the whole time it
/// takes to settle.
@Suite struct SpringTests {
  typealias Spring = SPTheme.Motion.Spring

  static let motion = SPTheme.standard.motion

  /// smooth (critically damped) and snappy (underdamped), from rest and retargeted while
  /// moving either way; an overdamped spring; Apple's bouncy example.
  static let cases: [(Spring, Double)] = [
    (motion.smooth, 0), (motion.snappy, 0), (motion.smooth, 3.5), (motion.snappy, 3.5),
    (motion.smooth, -2), (motion.snappy, -2), (Spring(duration: 0.5, bounce: -0.5), 0),
    (Spring(duration: 0.5, bounce: -0.5), 4), (Spring(duration: 0.5, bounce: 0.3), 1),
  ]

  @Test(arguments: cases)
  func matchesTheClosedFormUntilItSettles(spring: Spring, initialVelocity: Double) {
    let end = spring.settlingTime(initialVelocity: initialVelocity)
    var worstProgress = 0.0
    var worstVelocity = 0.0
    for time in stride(from: 0, through: end + 0.1, by: 1.0 / 480) {
      let state = spring.state(at: time, initialVelocity: initialVelocity)
      let expected = reference(spring, initialVelocity, time)
      worstProgress = max(worstProgress, abs(state.progress - expected.progress))
      worstVelocity = max(worstVelocity, abs(state.velocity - expected.velocity))
    }
    #expect(worstProgress <= 1e-6)
    #expect(worstVelocity <= 1e-6)
  }

  @Test(arguments: cases)
  func settlesOnceAndForWithinEpsilon(spring: Spring, initialVelocity: Double) {
    let epsilon = Spring.restEpsilon
    let end = spring.settlingTime(initialVelocity: initialVelocity)
    #expect(spring.isAtRest(at: end, initialVelocity: initialVelocity))
    #expect(!spring.isAtRest(at: end - 1e-6, initialVelocity: initialVelocity))
    for time in stride(from: end, through: end + 3, by: 1.0 / 480) {
      let state = spring.state(at: time, initialVelocity: initialVelocity)
      #expect(abs(state.progress - 1) <= epsilon)
      #expect(abs(state.velocity) <= spring.naturalFrequency * epsilon)
    }
  }

  @Test func startsAtZeroWithItsVelocityAndEndsAtTheTarget() {
    for (spring, velocity) in Self.cases {
      #expect(
        spring.state(at: 0, initialVelocity: velocity) == .init(progress: 0, velocity: velocity))
      #expect(spring.state(at: -1, initialVelocity: velocity).progress == 0)
      #expect(
        spring.state(at: .infinity, initialVelocity: velocity) == .init(progress: 1, velocity: 0))
    }
  }

  /// smooth never passes its target from rest; snappy overshoots by e^(−πζ/√(1−ζ²)) = 0.63 %.
  @Test func smoothDoesNotOvershootAndSnappyDoes() {
    let frames = stride(from: 0.0, through: 1, by: 1.0 / 240)
    let smoothPeak = frames.map { Self.motion.smooth.state(at: $0).progress }.max()!
    let snappyPeak = frames.map { Self.motion.snappy.state(at: $0).progress }.max()!
    #expect(smoothPeak <= 1)
    #expect(snappyPeak > 1.006 && snappyPeak < 1.0065)
  }

  /// The closed form of the same motion from displacement −1: amplitude and phase when
  /// underdamped, cosh and sinh when overdamped.
  private func reference(_ spring: Spring, _ v0: Double, _ t: Double) -> Spring.State {
    let omega = 2 * Double.pi / spring.duration
    let zeta = spring.dampingRatio
    let decay = zeta * omega
    let x0 = -1.0
    let position: (Double) -> Double
    if zeta < 1 {
      let damped = omega * sqrt(1 - zeta * zeta)
      let amplitude = hypot(x0, (v0 + decay * x0) / damped)
      let phase = atan2((v0 + decay * x0) / damped, x0)
      position = { amplitude * exp(-decay * $0) * cos(damped * $0 - phase) }
    } else if zeta == 1 {
      position = { (x0 + (v0 + omega * x0) * $0) * exp(-omega * $0) }
    } else {
      let spread = omega * sqrt(zeta * zeta - 1)
      position = {
        exp(-decay * $0) * (x0 * cosh(spread * $0) + (v0 + decay * x0) / spread * sinh(spread * $0))
      }
    }
    // The velocity by the five-point difference of the exact curve: its error, h⁴/30 · x⁽⁵⁾,
    // is under 10⁻⁸ even for the overdamped spring's fast root, and its rounding, ε/h, 10⁻¹².
    let h = 2e-4
    let difference =
      8 * (position(t + h) - position(t - h)) - (position(t + 2 * h) - position(t - 2 * h))
    return .init(progress: 1 + position(t), velocity: difference / (12 * h))
  }
}

/// What the transition model will read: each curve's progress and when it ends.
@Suite struct CurveTests {
  static let motion = SPTheme.standard.motion

  @Test func curvesAreTheSpringOrTheFade() {
    let snappy = SPTheme.Motion.Curve.spring(Self.motion.snappy)
    let fade = SPTheme.Motion.Curve.fade(Self.motion.reducedMotionFade)
    #expect(snappy.progress(at: 0.1) == Self.motion.snappy.state(at: 0.1).progress)
    #expect(snappy.endTime == Self.motion.snappy.settlingTime())
    #expect(fade.progress(at: 0.1) == Self.motion.reducedMotionFade.progress(at: 0.1))
    #expect(fade.endTime == 0.15)
    // The spring settles in about its perceptual duration; the fade is far shorter.
    #expect(snappy.endTime > 0.5 && snappy.endTime < 1)
  }

  /// The same bits in every build and on every machine: a digest of the bit patterns of 60 fps
  /// frames of every curve (smooth, snappy, both retargeted, the fade), recorded once; only a
  /// deliberate change to the maths may change it. Run the suite in release too (`swift test
  /// -c release -Xswiftc -enable-testing`) to check the optimiser changes nothing.
  @Test func framesAreTheSameBitsInEveryBuild() {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: Double) {
      digest = (digest ^ value.bitPattern) &* 0x100_0000_01b3
    }
    for frame in 0...60 {
      let time = Double(frame) / 60
      for spring in [Self.motion.smooth, Self.motion.snappy] {
        for velocity in [0, 2.5] {
          let state = spring.state(at: time, initialVelocity: velocity)
          mix(state.progress)
          mix(state.velocity)
        }
      }
      mix(Self.motion.reducedMotionFade.progress(at: time / 4))
    }
    mix(Self.motion.smooth.settlingTime())
    mix(Self.motion.snappy.settlingTime(initialVelocity: 2.5))
    #expect(digest == 2_152_737_103_849_023_746)
  }
}
