import Foundation
import Layout
import ModelComposer
import SPTheme

/// A film of a script: its states laid out once each, the transitions between them, and the
/// frames those give at a frame rate. Frame k is the moment exactly k / fps seconds in.
///
/// The actions follow one another: each starts on the first frame at which every change of
/// the one before has come to rest (`Transition.endTime`: the slowest spring's settling
/// time, 0.761 s for `smooth` and 0.729 s for `snappy`, or the 0.15 s fade under Reduce
/// Motion). Without a duration the film ends on the frame at which the last action has come
/// to rest, and is never longer than ``longestDuration``; with one, it lasts exactly that,
/// holding the final state or cutting the script short.
///
/// The canvas is as tall as the tallest state, and every state is drawn with its bottom edge
/// on the canvas's, as the block pinned above the keyboard grows upward: the field growing by
/// a line or an error line appearing moves the card up, and the menu opens upward above it.
public struct Film: Sendable {
  /// Frames a second a film may have.
  public static let frameRates = 1...240
  /// The longest film, in seconds; a duration must be more than 0 and at most this.
  public static let longestDuration = 10.0
  /// The most actions a film runs. Each is laid out before anything is drawn, and at most
  /// about 14 of them (each comes to rest in 0.73–0.76 s) fit in ``longestDuration``.
  public static let maximumActionCount = 100
  /// The most text a film lays out, over all its states (Unicode scalars): each state keeps
  /// its laid-out text for the whole film, about 9 MB for a field of 100 000 characters, so
  /// this is twenty states of the longest text, some 200 MB.
  public static let maximumLaidOutText = 2_000_000
  /// The most pixels a film paints, over all its frames: 2³¹, about 3 minutes of painting on
  /// one core. 60 fps for 10 s at 3× (the longest catalog-sized film) is 0.3 of it; 240 fps
  /// for 10 s on the largest canvas (2 401 frames of 64 Mpx) is 75 times it. A film over it is
  /// refused before a frame is painted.
  public static let maximumPaintedPixels = 1 << 31

  public let fps: Int
  /// Frames 0 to `frameCount − 1`; the last one is at or after the end.
  public let frameCount: Int
  /// The canvas, in points.
  public let size: Size
  public let scale: Double
  let style: Style
  let steps: [Step]

  /// One action's transition and the frame it starts on.
  struct Step: Sendable {
    let transition: Transition
    let startFrame: Int
  }

  /// The moment frame `index` shows, in seconds: exactly `index / fps`, one division, so no
  /// error accumulates from frame to frame.
  public func time(ofFrame index: Int) -> Double {
    Double(index) / Double(fps)
  }

  /// The film's length: the moment of its last frame.
  public var duration: Double { time(ofFrame: frameCount - 1) }

  /// The canvas in pixels.
  public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
  public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }

  /// What frame `index` draws, in painting order: everything, or with `movingOnly` only from
  /// its step's first moving track on, what a frame paints over its step's still part.
  func drawables(atFrame index: Int, movingOnly: Bool = false) -> [Drawable] {
    let step = step(atFrame: index)
    let tracks = step.transition.tracks.indices
    let range = movingOnly ? step.transition.firstMovingTrack..<tracks.upperBound : tracks
    return step.transition.drawables(at: time(ofFrame: index - step.startFrame), of: range)
  }

  /// The step under way at frame `index`: the last one started by then.
  func step(atFrame index: Int) -> Step {
    steps.last { $0.startFrame <= index } ?? steps[0]
  }
}

/// A film that cannot be made, naming the setting or the action and what is allowed instead.
public enum FilmError: Error, Equatable, Sendable, CustomStringConvertible {
  case frameRate(Int)
  case duration(Double)
  case noActions
  case tooManyActions(Int)
  /// A `type:` action after which the field would hold more text than a scenario may: the
  /// `step`th action, and the text's length in Unicode scalars then.
  case textTooLong(step: Int, length: Int)
  /// More text over all the film's states than ``Film/maximumLaidOutText``: the total, in
  /// Unicode scalars, and the number of states.
  case tooMuchText(total: Int, states: Int)
  /// More pixels than ``Film/maximumPaintedPixels``: the film's frames and their size.
  case tooManyPixels(frames: Int, width: Int, height: Int)
  /// An action the state before it does not allow: the `step`th (from 1) of the film's
  /// `of` actions, nil for one of its prelude.
  case refused(ActionRefusal, step: Int?, of: Int)

  public var description: String {
    switch self {
    case .frameRate(let fps):
      "frame rate \(fps) fps is out of range; a film has \(Film.frameRates.lowerBound)–"
        + "\(Film.frameRates.upperBound) frames a second"
    case .duration(let seconds):
      "duration \(plainNumber(seconds)) s is out of range; a film lasts more than 0 s and at "
        + "most \(plainNumber(Film.longestDuration)) s"
    case .noActions:
      "a film needs at least one action"
    case .tooManyActions(let count):
      "a film of \(count) actions is too long; a film runs 1–\(Film.maximumActionCount) actions"
    case .textTooLong(let step, let length):
      "action \(step) leaves \(length) characters in the field; text may be at most "
        + "\(Scenario.maximumTextLength) characters (Unicode scalars) in every frame of a film"
    case .tooMuchText(let total, let states):
      "the film's \(states) states hold \(total) characters of text in all, over the budget of "
        + "\(Film.maximumLaidOutText) a film lays out; use fewer actions or shorter text"
    case .tooManyPixels(let frames, let width, let height):
      "the film is \(frames) frames of \(width)×\(height) px, \(frames * width * height) px in "
        + "all, over the budget of \(Film.maximumPaintedPixels) px a film paints; lower --fps, "
        + "--duration, the width or the scale"
    case .refused(let refusal, let step?, let count) where count > 1:
      "action \(step) of \(count): \(refusal.message)"
    case .refused(let refusal, _, _):
      refusal.message
    }
  }
}

extension ComposerRenderer {
  /// The film of `script` at `fps` frames a second, lasting `duration` seconds, or until every
  /// change has come to rest. Each state is laid out once; frames are painted when asked for
  /// (``FilmPainter``). Reduce Motion is the scenario's. Throws a ``FilmError`` for a setting
  /// out of range or an action the state before it does not allow.
  public func film(_ script: FilmScript, fps: Int = 60, duration: Double? = nil) throws -> Film {
    guard Film.frameRates.contains(fps) else { throw FilmError.frameRate(fps) }
    if let duration, !(duration > 0 && duration <= Film.longestDuration) {
      throw FilmError.duration(duration)
    }
    guard !script.actions.isEmpty else { throw FilmError.noActions }
    guard script.actions.count <= Film.maximumActionCount else {
      throw FilmError.tooManyActions(script.actions.count)
    }
    let layouts = try script.states().map { try layout($0.scenario) }
    let height = layouts.map(\.size.height).max()!
    // Bottom edges together: each state moves down by what it lacks of the tallest.
    let placements = layouts.map { layout in
      layout.elements.map { placement in
        var moved = placement
        moved.frame.origin.y += height - layout.size.height
        return moved
      }
    }
    let reduceMotion = script.scenario.reduceMotion
    var steps: [Film.Step] = []
    var startFrame = 0
    for (index, action) in script.actions.enumerated() {
      let transition = Transition(
        from: placements[index], to: placements[index + 1], action: action,
        countsDown: Self.countsDown(from: layouts[index], to: layouts[index + 1]),
        motion: theme(for: script.scenario).motion, reduceMotion: reduceMotion)
      steps.append(Film.Step(transition: transition, startFrame: startFrame))
      // The next action starts once every change of this one has come to rest.
      startFrame += Film.frames(in: transition.endTime, fps: fps)
    }
    let longest = Film.frames(in: Film.longestDuration, fps: fps)
    let last = duration.map { Film.frames(in: $0, fps: fps) } ?? min(startFrame, longest)
    let film = Film(
      fps: fps, frameCount: last + 1,
      size: Size(width: layouts[0].size.width, height: height),
      scale: script.scenario.scale, style: layouts[0].style, steps: steps)
    let (frames, width, pixelHeight) = (film.frameCount, film.pixelWidth, film.pixelHeight)
    guard frames * width * pixelHeight <= Film.maximumPaintedPixels else {
      throw FilmError.tooManyPixels(frames: frames, width: width, height: pixelHeight)
    }
    return film
  }

  /// Whether the usage count shrinks from one state to the next, so its digits roll down.
  private static func countsDown(from: ComposerLayout, to: ComposerLayout) -> Bool {
    guard let before = from.appearance.usageLine?.remaining,
      let after = to.appearance.usageLine?.remaining
    else { return false }
    return after < before
  }
}

extension Film {
  /// The first frame at or after `seconds`: ⌈seconds · fps⌉, forgiving the last bit of a
  /// product such as 0.1 · 30 that lands a hair above a whole number.
  static func frames(in seconds: Double, fps: Int) -> Int {
    Int((seconds * Double(fps) - 1e-9).rounded(.up))
  }
}
