import SPTheme

/// Which curve each change of the card moves on: the one table the SwiftUI view takes its
/// animations from and the headless renderer draws its films by (Documentation/Motion.md).
///
/// A change is one element's frame, opacity, colour or content between the state before an
/// action and the state after it. It moves on a motion token, chosen here in two steps, as a
/// SwiftUI transaction chooses:
/// 1. the action's own token (`token(for:)`), which everything the action changes moves on:
///    `snappy` for taps on the controls (a chip, the pill's menu, Send and Stop), `smooth` for
///    what happens to the card (typing, focus, a send's outcome, a new `Usage`);
/// 2. unless the element moves on a token of its own whatever changed it (`ownToken(of:)`):
///    Send/Stop always `snappy`, and the hairline, the usage line and Upgrade always `smooth`,
///    as they change with focus or with a `Usage` the app hands over outside any action of
///    the view's.
///
/// One change moves on a token of its own: the chips' lane's mask (where it clips and where it
/// fades, `laneMaskToken`), which the view measures once the chips have moved, so it follows on
/// `smooth` whatever moved them; the lane's frame moves with the action.
///
/// Under Reduce Motion every change is SPTheme's short fade instead, and frames and sizes
/// change at once: nothing slides, the count's roll and the chips' change are cross-fades. The
/// view follows that by running actions with no animation (`curve(for:…)` is nil) and
/// cross-fading each part whose look changes on `crossFadeCurve`.
public enum ComposerMotion {
  /// What about an element changes between two states.
  public enum Change: Hashable, Sendable, CaseIterable {
    /// Where it is and how big.
    case frame
    /// Appearing or leaving.
    case opacity
    /// Its colour role.
    case color
    /// Its text, symbol or shape.
    case content
  }

  /// The motion tokens, by name.
  public enum Token: Hashable, Sendable {
    case smooth
    case snappy
  }

  /// How a change of content is drawn.
  public enum ContentTransition: Hashable, Sendable {
    /// The new content is there at once: the field's text and caret, which the text view
    /// draws as typed (SwiftUI: `.identity`).
    case immediate
    /// The old content fades out as the new fades in, in place (SwiftUI: `.opacity`, the
    /// default for a `Text` or `Image` whose content changes inside an animation).
    case crossFade
    /// The characters that changed roll, upward as the number grows and downward as it counts
    /// down, fading as they go; the rest stay (SwiftUI: `.numericText(value:)`).
    case numericRoll
  }

  /// One change, resolved: the curve it moves on (nil: at once) and, for content, how.
  public struct Animation: Hashable, Sendable {
    public let curve: SPTheme.Motion.Curve?
    public let content: ContentTransition
  }

  /// The token of the transaction an action runs in.
  public static func token(for action: ComposerAction) -> Token {
    switch action {
    case .send, .stop, .toggleMode, .selectModel, .openMenu, .closeMenu: .snappy
    case .succeed, .fail, .type, .focus, .blur, .useMessage: .smooth
    }
  }

  /// The token an element moves on whatever changed it, or nil when it moves with the action.
  /// A part (Send's symbol) moves with its element (Send).
  public static func ownToken(of element: ComposerElement) -> Token? {
    switch element {
    case .send: .snappy
    case .part(.hairline, of: .card), .usageLine, .upgrade: .smooth
    case .part(_, let owner): ownToken(of: owner)
    default: nil
    }
  }

  /// What an element draws its content inside, so that nothing it holds shows past it while it
  /// moves: the view's clips (`motionClip(of:)`: `clipShape` and `clipped()`) and the films'
  /// confinement of their tracks (`Transition.confine`) both read this one list.
  public enum Clip: Hashable, Sendable {
    /// Inside the element's outline, the part named, while that outline moves or changes size:
    /// a chip's symbol and name inside its capsule as it widens, nothing past it over the next
    /// chip.
    case outline(ComposerElement.Part)
    /// Inside its own frame while its content changes: the pill's title, whose new name would
    /// otherwise run under the chevron as the pill widens.
    case ownFrame
    /// In the slot between the card and the usage line: the error line, which the card
    /// uncovers as it rises and covers again as it falls, never over the usage line.
    case slotUnderCard
  }

  /// How `element` clips what it holds (see `Clip`); nil when it does not. The menu's panel
  /// is the system's in the view, which zooms the menu out of the pill with its rows inside.
  public static func clip(of element: ComposerElement) -> Clip? {
    switch element {
    case .chip, .pill: .outline(.capsule)
    case .send: .outline(.circle)
    case .menu: .outline(.panel)
    case .part(.title, of: .pill): .ownFrame
    case .errorLine: .slotUnderCard
    default: nil
    }
  }

  /// The token the chips' lane's mask changes on: the view measures the lane and its chips
  /// after a change has laid them out and animates the mask to the new measurement.
  public static let laneMaskToken = Token.smooth

  /// How a change of the element's content is drawn, with motion.
  public static func contentTransition(of element: ComposerElement) -> ContentTransition {
    switch element {
    case .part(.text, of: .field): .immediate
    case .part(.text, of: .usageLine): .numericRoll
    default: .crossFade
    }
  }

  /// Everything about one change of `element`, caused by `action`.
  public static func animation(
    of element: ComposerElement, _ change: Change, causedBy action: ComposerAction,
    motion: SPTheme.Motion, reduceMotion: Bool
  ) -> Animation {
    let content = contentTransition(of: element, reduceMotion: reduceMotion)
    if reduceMotion && change == .frame { return Animation(curve: nil, content: content) }
    if change == .content && content == .immediate {
      return Animation(curve: nil, content: content)
    }
    let token =
      change == .content && element == .part(.lane, of: .controlRow)
      ? laneMaskToken : ownToken(of: element) ?? token(for: action)
    return Animation(curve: curve(token, motion, reduceMotion), content: content)
  }

  /// The curve of an action's transaction, the view's `withAnimation`, which everything the
  /// action changes moves on unless it has a token of its own. Nil under Reduce Motion, where
  /// frames and sizes change at once (`animation(of:_:causedBy:…)` for `.frame`): a SwiftUI
  /// transaction animates frames and opacity alike, so it carries nothing, and what fades then
  /// fades by itself on `crossFadeCurve`.
  public static func curve(
    for action: ComposerAction, motion: SPTheme.Motion, reduceMotion: Bool
  ) -> SPTheme.Motion.Curve? {
    reduceMotion ? nil : curve(token(for: action), motion, false)
  }

  /// Under Reduce Motion, the fade a part whose look changes cross-fades on, whole: the old
  /// look fades out exactly as it was while the new one fades in exactly as it will be, and
  /// its frame takes its new size at once, as the films draw it (every change but a frame's is
  /// the fade). Nil without Reduce Motion, where looks move with their transaction.
  public static func crossFadeCurve(motion: SPTheme.Motion, reduceMotion: Bool)
    -> SPTheme.Motion.Curve?
  {
    reduceMotion ? curve(.smooth, motion, true) : nil
  }

  /// The curve of an element's own token, or nil when it moves with the action: the view's
  /// `.animation(_:value:)` on that element.
  public static func ownCurve(
    of element: ComposerElement, motion: SPTheme.Motion, reduceMotion: Bool
  ) -> SPTheme.Motion.Curve? {
    ownToken(of: element).map { curve($0, motion, reduceMotion) }
  }

  /// `contentTransition(of:)`, with a roll becoming a cross-fade under Reduce Motion.
  public static func contentTransition(of element: ComposerElement, reduceMotion: Bool)
    -> ContentTransition
  {
    let transition = contentTransition(of: element)
    return reduceMotion && transition == .numericRoll ? .crossFade : transition
  }

  /// The curve the chips' lane's mask moves on, after a new measurement.
  public static func laneMaskCurve(motion: SPTheme.Motion, reduceMotion: Bool)
    -> SPTheme.Motion.Curve
  {
    curve(laneMaskToken, motion, reduceMotion)
  }

  private static func curve(_ token: Token, _ motion: SPTheme.Motion, _ reduceMotion: Bool)
    -> SPTheme.Motion.Curve
  {
    motion.curve(for: token == .smooth ? motion.smooth : motion.snappy, reduceMotion: reduceMotion)
  }
}
