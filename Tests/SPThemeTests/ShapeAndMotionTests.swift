import SPTheme
import Testing

@Test func radiiAreDesignValues() {
  let radius = SPTheme.standard.radius
  #expect([radius.sm, radius.md, radius.lg] == [8, 12, 20])
}

@Test func springsAreSwiftUIsSmoothAndSnappy() {
  let motion = SPTheme.standard.motion
  #expect(motion.smooth == .init(duration: 0.5, bounce: 0))
  #expect(motion.snappy == .init(duration: 0.5, bounce: 0.15))
  #expect(motion.reducedMotionFade == .init(duration: 0.15))
}

/// Documentation/iOSFacts.md, "Springs": smooth k = 157.91, c = 25.13; snappy ζ = 0.85,
/// c = 21.36; and Apple's own example, Spring(duration: 0.5, bounce: 0.3): k 157.9, c 17.6.
/// A 1 s spring has a quarter of the stiffness and half the damping: (2π)² = 39.48, 4π·ζ.
@Test(arguments: [
  (0.5, 0.0, 157.91, 1.0, 25.13),
  (0.5, 0.15, 157.91, 0.85, 21.36),
  (0.5, 0.3, 157.91, 0.7, 17.59),
  (0.5, -0.5, 157.91, 2.0, 50.27),
  (1.0, 0.0, 39.48, 1.0, 12.57),
  (1.0, 0.15, 39.48, 0.85, 10.68),
])
func springParametersFollowSwiftUIsConversion(
  duration: Double, bounce: Double, stiffness: Double, dampingRatio: Double, damping: Double
) {
  let spring = SPTheme.Motion.Spring(duration: duration, bounce: bounce)
  #expect(spring.mass == 1)
  #expect(abs(spring.stiffness - stiffness) < 0.005)
  #expect(abs(spring.dampingRatio - dampingRatio) < 1e-12)
  #expect(abs(spring.damping - damping) < 0.005)
}

@Test func reduceMotionTurnsEverySpringIntoTheShortFade() {
  let motion = SPTheme.standard.motion
  #expect(motion.curve(for: motion.snappy, reduceMotion: false) == .spring(motion.snappy))
  #expect(motion.curve(for: motion.smooth, reduceMotion: false) == .spring(motion.smooth))
  #expect(motion.curve(for: motion.snappy, reduceMotion: true) == .fade(.init(duration: 0.15)))
  #expect(motion.curve(for: motion.smooth, reduceMotion: true) == .fade(.init(duration: 0.15)))
}

@Test func standardThemeIsTheSumOfStandardTokens() {
  #expect(
    SPTheme.standard
      == SPTheme(color: .standard, type: .standard, radius: .standard, motion: .standard))
  #expect(SPTheme.standard.color.bg.resolved(in: .dark) == .init(hex: 0x000000))
}
