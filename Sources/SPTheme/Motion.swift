extension SPTheme {
  /// Motion tokens: springs for state changes, and the fade that replaces them under Reduce
  /// Motion. Both renderers choose through `curve(for:reduceMotion:)`, so they cannot disagree.
  public struct Motion: Sendable, Hashable {
    /// SwiftUI's `.smooth`: no overshoot.
    public var smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: a little overshoot.
    public var snappy = Spring(duration: 0.5, bounce: 0.15)
    /// What every spring becomes under Reduce Motion.
    public var reducedMotionFade = Fade(duration: 0.15)

    public static let standard = Motion()

    /// A spring in SwiftUI's perceptual terms (`Spring(duration:bounce:)`), with the physical
    /// parameters a frame-by-frame renderer integrates, for a unit mass.
    public struct Spring: Sendable, Hashable {
      /// Perceptual duration in seconds.
      public var duration: Double
      /// 0 is critically damped, above 0 overshoots, below 0 is overdamped.
      public var bounce: Double

      public init(duration: Double, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
      }

      public var mass: Double { 1 }

      /// (2π / duration)² · mass, as SwiftUI converts it.
      public var stiffness: Double { naturalFrequency * naturalFrequency * mass }

      /// 1 − bounce when bouncing, 1 / (1 + bounce) when overdamped.
      public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

      /// 2 · ζ · √(stiffness · mass), i.e. 4π · ζ · mass / duration.
      public var damping: Double { 4 * Double.pi * dampingRatio * mass / duration }
    }

    /// An ease-in-out opacity fade: SwiftUI's `.easeInOut(duration:)`, whose curve is
    /// ``TimingCurve/easeInOut``.
    public struct Fade: Sendable, Hashable {
      public var duration: Double

      public init(duration: Double) {
        self.duration = duration
      }
    }

    /// What a state change animates with.
    public enum Curve: Sendable, Hashable {
      case spring(Spring)
      case fade(Fade)

      /// How far the change has gone `time` seconds after it starts, from rest: 0 before, 1
      /// when done; a bouncing spring passes beyond 1 on the way.
      public func progress(at time: Double) -> Double {
        switch self {
        case .spring(let spring): spring.state(at: time).progress
        case .fade(let fade): fade.progress(at: time)
        }
      }

      /// When the change is over: the spring's settling time, or the fade's duration.
      public var endTime: Double {
        switch self {
        case .spring(let spring): spring.settlingTime()
        case .fade(let fade): fade.duration
        }
      }
    }

    /// The spring itself, or the short fade when the user asked for Reduce Motion.
    public func curve(for spring: Spring, reduceMotion: Bool) -> Curve {
      reduceMotion ? .fade(reducedMotionFade) : .spring(spring)
    }
  }
}
