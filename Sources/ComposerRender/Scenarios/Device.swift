/// Devices by name, as swift-snapshot-testing's `.device(config:)` names them: a screen's size
/// in points and its pixels per point, and what covers the screen's edges in portrait: the
/// safe area's top and bottom and the keyboard (Documentation/Scenarios.md, "Devices", and
/// iOSFacts.md, "Screens and keyboards", for the sources). The block sits in the screen's width above the home indicator, or on the
/// keyboard while the field is focused; the open menu gets what is left above it.
///
/// A scenario takes one as `"device": "iPhone 15"` in JSON, `--device` on the command line, or
/// ``Scenario/device`` in Swift; it sets `width`, `scale` and `screenHeight`, and one given
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

  /// The screen's height in points, portrait.
  public var screenHeight: Double {
    switch self {
    case .iPhoneSE: 667
    case .iPhone15: 852
    case .iPhone15ProMax: 932
    case .iPad: 1180
    }
  }

  /// The safe area's top inset in portrait: the status bar, or the Dynamic Island's band.
  public var safeAreaTop: Double {
    switch self {
    case .iPhoneSE: 20
    case .iPhone15, .iPhone15ProMax: 59
    case .iPad: 24
    }
  }

  /// The safe area's bottom inset in portrait with the keyboard down: the home indicator's
  /// band, none on a phone with a Home button.
  public var safeAreaBottom: Double {
    switch self {
    case .iPhoneSE: 0
    case .iPhone15, .iPhone15ProMax: 34
    case .iPad: 20
    }
  }

  /// The system keyboard's height in portrait, QuickType bar and home-indicator band included,
  /// as `keyboardFrameEndUserInfoKey` reports it for the English keyboard.
  public var keyboardHeight: Double {
    switch self {
    case .iPhoneSE: 260
    case .iPhone15: 336
    case .iPhone15ProMax: 346
    case .iPad: 320
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
  /// The device whose width, scale and screen height the scenario has, if one has them;
  /// setting it sets all three.
  public var device: Device? {
    get {
      Device.allCases.first {
        $0.width == width && $0.scale == scale && $0.screenHeight == screenHeight
      }
    }
    set {
      guard let newValue else { return }
      width = newValue.width
      scale = newValue.scale
      screenHeight = newValue.screenHeight
    }
  }

  /// The device whose safe area and keyboard the scenario's screen has: the one of its width
  /// and scale, else the catalog's iPhone 15, so a width no device has (320 pt) is the
  /// catalog's phone narrowed, and a screen height of one's own keeps its device's edges.
  public var screenDevice: Device {
    Device.allCases.first { $0.width == width && $0.scale == scale } ?? .iPhone15
  }

  /// How much of the screen's bottom the block sits above: the keyboard while the field is
  /// focused (the host pins the block to it), else the safe area's bottom.
  public var coveredScreenBottom: Double {
    focused ? screenDevice.keyboardHeight : screenDevice.safeAreaBottom
  }
}
