// The motion table (`ComposerMotion`) in SwiftUI's terms, for the view. Only iOS 17 / macOS 14 API.
#if canImport(SwiftUI)
  import SPTheme
  import SwiftUI

  extension ComposerMotion {
    /// The animation an action runs in: the view's `withAnimation`; none under Reduce Motion,
    /// where frames change at once and looks cross-fade by themselves (`crossFade(of:)`).
    static func animation(for action: ComposerAction, theme: SPTheme, reduceMotion: Bool)
      -> SwiftUI.Animation?
    {
      curve(for: action, motion: theme.motion, reduceMotion: reduceMotion)
        .map(SwiftUI.Animation.init)
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

    /// How a view that appears or leaves does so: fading on the transaction's curve, or under
    /// Reduce Motion, where the transaction has none, on the short fade by itself.
    static func insertion(theme: SPTheme, reduceMotion: Bool) -> AnyTransition {
      crossFadeCurve(motion: theme.motion, reduceMotion: reduceMotion).map {
        AnyTransition.opacity.animation(SwiftUI.Animation($0))
      } ?? .opacity
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

    /// Under Reduce Motion, replaces this part whenever `look` changes rather than morphing it:
    /// the old look fades out as it was while the new one fades in as it will be, on the short
    /// fade, and the frame takes its new size at once, as the films draw it
    /// (`ComposerMotion.crossFadeCurve`). Without Reduce Motion it does nothing: the part moves
    /// with its transaction. The two looks meet at `alignment`: `.leading` for a chip, whose
    /// leading edge stays put while its width changes.
    func crossFade<Look: Hashable>(of look: Look, alignment: Alignment = .center) -> some View {
      modifier(ReducedMotionCrossFade(look: look, alignment: alignment))
    }
  }

  private struct ReducedMotionCrossFade<Look: Hashable>: ViewModifier {
    let look: Look
    let alignment: Alignment

    @Environment(\.spTheme) private var theme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      if reduceMotion {
        // The stack holds the leaving look beside the arriving one while they fade; only the
        // arriving one takes part in layout.
        ZStack(alignment: alignment) {
          content
            .transition(ComposerMotion.insertion(theme: theme, reduceMotion: reduceMotion))
            .id(look)
        }
      } else {
        content
      }
    }
  }
#endif
