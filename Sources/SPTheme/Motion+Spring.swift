extension SPTheme.Motion.Spring {
  /// Where a spring that carries a value from 0 to 1 is at one moment, and how fast it moves.
  public struct State: Sendable, Hashable {
    /// 0 at the start, 1 at the target; a bouncing spring passes beyond 1 and comes back.
    public var progress: Double
    /// Progress per second.
    public var velocity: Double
  }

  /// How close to its target a spring must stay to be at rest, as a fraction of the distance it
  /// travels: 0.001, SwiftUI's default for `Spring.settlingDuration`. On a 100 pt move that is
  /// 0.1 pt, under half a pixel at 3×.
  public static let restEpsilon = 0.001

  /// The spring's state `time` seconds after it starts at 0 with `initialVelocity` (progress per
  /// second, so a retargeted animation passes its current speed divided by the new distance).
  ///
  /// The closed form of mass 1, stiffness ω², damping 2ζω (ω = 2π / duration, ζ the damping
  /// ratio), evaluated with `MotionMath`'s exp, sine and cosine and IEEE square roots only, so
  /// every machine gets the same bits. Needs −1 < bounce < 1 (SwiftUI's range; at 1 it never
  /// settles) and a positive duration. Times before 0 are taken as 0.
  public func state(at time: Double, initialVelocity: Double = 0) -> State {
    precondition(duration > 0, "spring duration \(duration) s must be greater than 0")
    precondition(bounce > -1 && bounce < 1, "spring bounce \(bounce) must be in (−1, 1)")
    precondition(!time.isNaN, "spring time must be a number")
    // Exactly where it starts, rather than within an ulp of it.
    guard time > 0 else { return State(progress: 0, velocity: initialVelocity) }
    let motion = FreeMotion(
      time: time, displacement: -1, velocity: initialVelocity,
      frequency: naturalFrequency, dampingRatio: dampingRatio)
    let (displacement, velocity) =
      if dampingRatio < 1 {
        motion.underdamped()
      } else if dampingRatio == 1 {
        motion.criticallyDamped()
      } else {
        motion.overdamped()
      }
    return State(progress: 1 + displacement, velocity: velocity)
  }

  /// Whether the spring has come to rest: what energy it has left could carry it no further
  /// than `epsilon` from its target, ω²·(progress − 1)² + velocity² ≤ ω²·ε². Damping only ever
  /// takes energy away, so from then on it stays within ε of the target and moves slower than
  /// ω·ε (0.013 a second for the 0.5 s tokens): once at rest, at rest for good.
  public func isAtRest(at time: Double, initialVelocity: Double = 0, epsilon: Double = restEpsilon)
    -> Bool
  {
    let state = state(at: time, initialVelocity: initialVelocity)
    let offset = state.progress - 1
    let slowness = state.velocity / naturalFrequency
    return offset * offset + slowness * slowness <= epsilon * epsilon
  }

  /// The first time, to within a nanosecond, from which the spring is at rest: when a film of
  /// the change can stop. Found by bisection, which the at-rest test allows because it turns
  /// true once and stays true.
  public func settlingTime(initialVelocity: Double = 0, epsilon: Double = restEpsilon) -> Double {
    precondition(epsilon > 0, "rest epsilon \(epsilon) must be greater than 0")
    func atRest(_ time: Double) -> Bool {
      isAtRest(at: time, initialVelocity: initialVelocity, epsilon: epsilon)
    }
    guard !atRest(0) else { return 0 }
    var busy = 0.0
    var resting = duration
    while !atRest(resting) {
      busy = resting
      resting *= 2
    }
    while resting - busy > 1e-9 {
      let middle = (busy + resting) / 2
      if atRest(middle) { resting = middle } else { busy = middle }
    }
    return resting
  }

  /// ω = 2π / duration, the undamped spring's angular frequency: √stiffness for a unit mass.
  var naturalFrequency: Double { 2 * Double.pi / duration }
}

/// x″ + 2ζω·x′ + ω²·x = 0 from displacement x₀ and velocity v₀, solved in closed form: the
/// displacement and velocity `time` seconds later, in each of the three damping regimes.
private struct FreeMotion {
  let time: Double
  let displacement: Double
  let velocity: Double
  let frequency: Double
  let dampingRatio: Double

  /// ζω, the rate at which the envelope decays.
  private var decayRate: Double { dampingRatio * frequency }

  /// e^(−ζωt) · (x₀ cos ω_d t + B sin ω_d t), ω_d = ω√(1 − ζ²), B = (v₀ + ζω x₀) / ω_d.
  func underdamped() -> (displacement: Double, velocity: Double) {
    let envelope = MotionMath.exp(-decayRate * time)
    // Also keeps the angle finite however late `time` is: the envelope reaches 0 first.
    guard envelope > 0 else { return (0, 0) }
    let damped = frequency * (1 - dampingRatio * dampingRatio).squareRoot()
    let (cosine, sine) = MotionMath.cosineAndSine(damped * time)
    let b = (velocity + decayRate * displacement) / damped
    return (
      envelope * (displacement * cosine + b * sine),
      envelope
        * ((b * damped - decayRate * displacement) * cosine
          - (displacement * damped + decayRate * b) * sine)
    )
  }

  /// e^(−ωt) · (x₀ + (v₀ + ω x₀) t).
  func criticallyDamped() -> (displacement: Double, velocity: Double) {
    let envelope = MotionMath.exp(-frequency * time)
    // 0 · ∞ would be NaN when `time` is infinite.
    guard envelope > 0 else { return (0, 0) }
    let slope = velocity + frequency * displacement
    let linear = displacement + slope * time
    return (envelope * linear, envelope * (slope - frequency * linear))
  }

  /// C₁ e^(r₁t) + C₂ e^(r₂t), r = −ζω ± ω√(ζ² − 1). The two terms cancel when ζ is near 1,
  /// but even for the closest ζ above 1 that a Double holds, |C₂| ≈ 2·10⁷ · (1 + |v₀|/ω), so
  /// the result loses no more than about 10⁻⁸ · (1 + |v₀|/ω).
  func overdamped() -> (displacement: Double, velocity: Double) {
    let spread = frequency * (dampingRatio * dampingRatio - 1).squareRoot()
    let slow = -decayRate + spread
    let fast = -decayRate - spread
    let fastShare = (velocity - slow * displacement) / (fast - slow)
    let slowShare = displacement - fastShare
    let slowTerm = slowShare * MotionMath.exp(slow * time)
    let fastTerm = fastShare * MotionMath.exp(fast * time)
    return (slowTerm + fastTerm, slow * slowTerm + fast * fastTerm)
  }
}
