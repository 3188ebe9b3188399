extension SPTheme.Motion {
  /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
  /// (x2, y2), as SwiftUI's `timingCurve` and CSS's `cubic-bezier` define it: the curve's x is
  /// the fraction of the duration gone, its y the fraction of the change done.
  public struct TimingCurve: Sendable, Hashable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// x1 and x2 must lie in [0, 1], so that x only grows along the curve and every moment has
    /// exactly one value (CSS's rule too).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
      precondition(
        (0...1).contains(x1) && (0...1).contains(x2),
        "timing curve control x \(x1), \(x2) must lie in [0, 1]")
      self.x1 = x1
      self.y1 = y1
      self.x2 = x2
      self.y2 = y2
    }

    /// SwiftUI's `.easeInOut`, CSS's `ease-in-out`.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The curve's y where its x is `fraction` (clamped to [0, 1]): Newton's method on the
    /// curve parameter, falling back to bisection where the slope is too flat to trust, then
    /// y at that parameter. Arithmetic only, so the same bits everywhere.
    public func value(at fraction: Double) -> Double {
      guard fraction > 0 else { return 0 }
      guard fraction < 1 else { return 1 }
      return Self.bezier(parameter(whereXIs: fraction), y1, y2)
    }

    /// How close x(s) must come to the asked-for x: a few ulps of 1. The value is then off by
    /// about the curve's steepest dy/dx times this: under 2·10⁻¹⁵ for ease-in-out, whose
    /// slope peaks at about 1.7 halfway.
    private static let tolerance = 1e-15

    /// The s in [0, 1] with x(s) = `x`, which exists and is unique as x(s) grows from 0 to 1.
    private func parameter(whereXIs x: Double) -> Double {
      var s = x
      for _ in 0..<8 {
        let error = Self.bezier(s, x1, x2) - x
        if abs(error) < Self.tolerance { return s }
        let slope = Self.bezierSlope(s, x1, x2)
        guard slope > 1e-6 else { break }
        s -= error / slope
        guard (0...1).contains(s) else { break }
      }
      var lower = 0.0
      var upper = 1.0
      s = x
      while upper - lower > Self.tolerance {
        let error = Self.bezier(s, x1, x2) - x
        if abs(error) < Self.tolerance { break }
        if error < 0 { lower = s } else { upper = s }
        s = (lower + upper) / 2
      }
      return s
    }

    /// One coordinate of the curve at parameter s, whose end points are 0 and 1:
    /// 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let c = 3 * p1
      let b = 3 * (p2 - p1) - c
      let a = 1 - c - b
      return ((a * s + b) * s + c) * s
    }

    /// d/ds of ``bezier(_:_:_:)``.
    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let c = 3 * p1
      let b = 3 * (p2 - p1) - c
      let a = 1 - c - b
      return (3 * a * s + 2 * b) * s + c
    }
  }
}

extension SPTheme.Motion.Fade {
  /// The fade's progress `time` seconds in: 0 before it starts, 1 from `duration` on, and
  /// ``SPTheme/Motion/TimingCurve/easeInOut`` between, as SwiftUI's `.easeInOut(duration:)`.
  public func progress(at time: Double) -> Double {
    precondition(duration > 0, "fade duration \(duration) s must be greater than 0")
    return SPTheme.Motion.TimingCurve.easeInOut.value(at: time / duration)
  }
}
