import SPTheme
import Testing

@testable import ModelComposer

/// The one table of which change moves on which curve (`ComposerMotion`), as both the view and
/// the films read it.
@Suite struct MotionTableTests {
  static let motion = SPTheme.standard.motion
  static let taps: [ComposerAction] = [
    .send, .stop, .toggleMode("search"), .selectModel("atlas-3-mini"), .openMenu, .closeMenu,
  ]
  static let happenings: [ComposerAction] = [
    .succeed, .fail(message: nil), .fail(message: "Offline"), .type("a"), .focus, .blur,
    .useMessage,
  ]

  @Test func tapsOnTheControlsAreSnappyAndWhatHappensToTheCardIsSmooth() {
    for action in Self.taps { #expect(ComposerMotion.token(for: action) == .snappy, "\(action)") }
    for action in Self.happenings {
      #expect(ComposerMotion.token(for: action) == .smooth, "\(action)")
    }
  }

  /// Send/Stop always snap; the hairline, the usage line and Upgrade always move smoothly,
  /// parts with their element; the rest move with the action.
  @Test func someElementsMoveOnTheirOwnTokenWhateverChangedThem() {
    let own: [(ComposerElement, ComposerMotion.Token?)] = [
      (.send, .snappy), (.part(.symbol, of: .send), .snappy), (.part(.circle, of: .send), .snappy),
      (.part(.hairline, of: .card), .smooth), (.usageLine, .smooth),
      (.part(.text, of: .usageLine), .smooth), (.part(.symbol, of: .usageLine), .smooth),
      (.upgrade, .smooth), (.part(.title, of: .upgrade), .smooth),
      (.card, nil), (.pill, nil), (.part(.capsule, of: .chip("search")), nil), (.errorLine, nil),
      (.part(.text, of: .field), nil), (.menu, nil), (.part(.name, of: .menuRow("atlas-3")), nil),
    ]
    for (element, token) in own {
      #expect(ComposerMotion.ownToken(of: element) == token, "\(element)")
    }
    // Send is snappy even when typing (smooth) turns it on.
    let send = ComposerMotion.animation(
      of: .part(.circle, of: .send), .color, causedBy: .type("a"), motion: Self.motion,
      reduceMotion: false)
    #expect(send.curve == .spring(Self.motion.snappy))
    // A chip moved by a failed send's growing card moves smoothly, with the action.
    let chip = ComposerMotion.animation(
      of: .part(.capsule, of: .chip("search")), .frame, causedBy: .fail(message: nil),
      motion: Self.motion, reduceMotion: false)
    #expect(chip.curve == .spring(Self.motion.smooth))
  }

  @Test func theCountRollsTheFieldsTextIsImmediateAndTheRestCrossFades() {
    #expect(ComposerMotion.contentTransition(of: .part(.text, of: .usageLine)) == .numericRoll)
    #expect(ComposerMotion.contentTransition(of: .part(.text, of: .field)) == .immediate)
    for element: ComposerElement in [
      .part(.title, of: .pill), .part(.symbol, of: .send), .part(.symbol, of: .chip("think")),
      .part(.text, of: .errorLine),
    ] {
      #expect(ComposerMotion.contentTransition(of: element) == .crossFade, "\(element)")
    }
    // The typed text has no curve: it is there at once, whatever moves around it.
    let typed = ComposerMotion.animation(
      of: .part(.text, of: .field), .content, causedBy: .type("a"), motion: Self.motion,
      reduceMotion: false)
    #expect(typed == .init(curve: nil, content: .immediate))
  }

  /// Under Reduce Motion frames and sizes change at once, everything else is the short fade,
  /// and the roll is a cross-fade.
  @Test(arguments: taps + happenings)
  func reduceMotionFadesAndNeverMoves(_ action: ComposerAction) {
    let fade = SPTheme.Motion.Curve.fade(Self.motion.reducedMotionFade)
    for element: ComposerElement in [
      .part(.capsule, of: .chip("search")), .part(.text, of: .usageLine), .part(.circle, of: .send),
      .part(.hairline, of: .card), .errorLine,
    ] {
      func animation(_ change: ComposerMotion.Change) -> ComposerMotion.Animation {
        ComposerMotion.animation(
          of: element, change, causedBy: action, motion: Self.motion, reduceMotion: true)
      }
      #expect(animation(.frame).curve == nil)
      for change in [ComposerMotion.Change.opacity, .color, .content] {
        #expect(animation(change).curve == fade)
      }
      #expect(animation(.content).content != .numericRoll)
    }
    // The view's transaction carries the frames' curve, none, and what changes its look
    // cross-fades on the fade by itself.
    #expect(ComposerMotion.curve(for: action, motion: Self.motion, reduceMotion: true) == nil)
    #expect(ComposerMotion.crossFadeCurve(motion: Self.motion, reduceMotion: true) == fade)
  }

  @Test func withMotionNothingCrossFadesByItself() {
    #expect(ComposerMotion.crossFadeCurve(motion: Self.motion, reduceMotion: false) == nil)
  }

  /// What draws its content inside it while it moves: the one list the view's clips apply and
  /// the films are confined by.
  @Test func chipsThePillSendAndTheMenuClipToTheirOutlinesThePillsNameToItsFrame() {
    let clips: [(ComposerElement, ComposerMotion.Clip?)] = [
      (.chip("search"), .outline(.capsule)), (.pill, .outline(.capsule)),
      (.send, .outline(.circle)), (.menu, .outline(.panel)),
      (.part(.title, of: .pill), .ownFrame), (.errorLine, .slotUnderCard),
      (.part(.title, of: .chip("search")), nil), (.part(.chevron, of: .pill), nil),
      (.part(.text, of: .errorLine), nil), (.menuRow("atlas-3"), nil), (.section, nil),
      (.card, nil), (.field, nil), (.controlRow, nil), (.usageLine, nil), (.upgrade, nil),
    ]
    for (element, clip) in clips {
      #expect(ComposerMotion.clip(of: element) == clip, "\(element)")
    }
  }

  @Test func withMotionEveryChangeMovesOnTheTokensSpring() {
    for action in Self.taps + Self.happenings {
      let expected =
        ComposerMotion.token(for: action) == .snappy ? Self.motion.snappy : Self.motion.smooth
      for change in ComposerMotion.Change.allCases {
        let animation = ComposerMotion.animation(
          of: .part(.capsule, of: .pill), change, causedBy: action, motion: Self.motion,
          reduceMotion: false)
        #expect(animation.curve == .spring(expected))
      }
      #expect(
        ComposerMotion.curve(for: action, motion: Self.motion, reduceMotion: false)
          == .spring(expected))
    }
    #expect(
      ComposerMotion.ownCurve(of: .usageLine, motion: Self.motion, reduceMotion: false)
        == .spring(Self.motion.smooth))
    #expect(ComposerMotion.ownCurve(of: .pill, motion: Self.motion, reduceMotion: false) == nil)
  }
}
