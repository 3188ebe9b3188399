// The motion table (`ComposerMotion`) in SwiftUI's terms, for the view. Only iOS 17 / macOS 14 API.
#if canImport(SwiftUI)
  import SPTheme
  import SwiftUI

  extension ComposerMotion {
    /// The animation an action runs in: the view's `withAnimation`.
    static func animation(for action: ComposerAction, theme: SPTheme, reduceMotion: Bool)
      -> SwiftUI.Animation
    {
      SwiftUI.Animation(curve(for: action, motion: theme.motion, reduceMotion: reduceMotion))
    }

    /// The element's own animation, whatever changed it, or nil when it moves with the action:
    /// the view's `.animation(_:value:)` on that element.
    static func animation(of element: ComposerElement, theme: SPTheme, reduceMotion: Bool)
      -> SwiftUI.Animation?
    {
      ownCurve(of: element, motion: theme.motion, reduceMotion: reduceMotion)
        .map(SwiftUI.Animation.init)
    }

    /// The animation the chips' lane's mask follows a new measurement with.
    static func laneMaskAnimation(theme: SPTheme, reduceMotion: Bool) -> SwiftUI.Animation {
      SwiftUI.Animation(laneMaskCurve(motion: theme.motion, reduceMotion: reduceMotion))
    }

    /// SwiftUI's content transition for the element's content, `value` being the number a
    /// numeric roll counts (its direction comes from whether it grows or shrinks).
    static func contentTransition(
      of element: ComposerElement, reduceMotion: Bool, value: Double
    ) -> SwiftUI.ContentTransition {
      switch contentTransition(of: element, reduceMotion: reduceMotion) {
      case .immediate: .identity
      case .crossFade: .opacity
      case .numericRoll: .numericText(value: value)
      }
    }
  }

  extension View {
    /// Clips the view as the motion table says `element` clips what it holds
    /// (`ComposerMotion.clip(of:)`), the list the films are confined by too: to its capsule or
    /// circle, or to its own frame (the error line's slot is the view this is applied to). The
    /// menu's panel is the system's.
    @ViewBuilder
    func motionClip(of element: ComposerElement) -> some View {
      switch ComposerMotion.clip(of: element) {
      case .outline(.capsule): clipShape(Capsule())
      case .outline(.circle): clipShape(Circle())
      case .ownFrame, .slotUnderCard: clipped()
      case .outline, nil: self
      }
    }
  }
#endif
