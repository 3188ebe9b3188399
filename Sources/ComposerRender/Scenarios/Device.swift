/// Devices by name, as swift-snapshot-testing's `.device(config:)` names them: a screen's width
/// in points and its pixels per point, which is all of a device a card's picture depends on
/// (the block sits in the screen's width; nothing else of the device reaches it).
///
/// A scenario takes one as `"device": "iPhone 15"` in JSON, `--device` on the command line, or
/// ``Scenario/device`` in Swift; it sets `width` and `scale`, and a `width` or `scale` given
/// beside it wins, so a preset can be narrowed.
public enum Device: String, CaseIterable, Sendable {
  /// iPhone SE (2nd and 3rd generation): 375 × 667 pt at 2×.
  case iPhoneSE = "iPhone SE"
  /// iPhone 15 (and 15 Pro, 16): 393 × 852 pt at 3×, the scenarios' default.
  case iPhone15 = "iPhone 15"
  /// iPhone 15 Pro Max (and 15 Plus): 430 × 932 pt at 3×.
  case iPhone15ProMax = "iPhone 15 Pro Max"
  /// iPad (10th generation), portrait: 820 × 1180 pt at 2×.
  case iPad = "iPad"

  /// The screen's width in points, portrait.
  public var width: Double {
    switch self {
    case .iPhoneSE: 375
    case .iPhone15: 393
    case .iPhone15ProMax: 430
    case .iPad: 820
    }
  }

  /// Device pixels per point.
  public var scale: Double {
    switch self {
    case .iPhoneSE, .iPad: 2
    case .iPhone15, .iPhone15ProMax: 3
    }
  }
}

extension Scenario {
  /// The device whose width and scale the scenario has, if one has them; setting it sets both.
  public var device: Device? {
    get { Device.allCases.first { $0.width == width && $0.scale == scale } }
    set {
      guard let newValue else { return }
      width = newValue.width
      scale = newValue.scale
    }
  }
}
