import ComposerRender
import Foundation
import ModelComposer
import Raster
import TestSupport
import Testing

/// A film's limits hold before anything is drawn, each refusal naming its limit: the text's
/// 100 000 characters in every state `type:` leads to, at most 100 actions, a budget of
/// pixels over all frames, and a filmstrip no larger than a picture may be.
@Suite struct FilmBudgetTests {
  private static let start = Scenario(name: "film") { _ in }

  /// Two pieces of typing, each within the limit, that together pass it: refused at the
  /// second, before any state after it is laid out.
  @Test(.needsFonts) func typingPastTheTextLimitIsRefused() throws {
    let half = String(repeating: "a", count: 60_000)
    let script = FilmScript(scenario: Self.start, actions: [.type(half), .type(half)])
    #expect(throws: FilmError.textTooLong(step: 2, length: 120_000)) {
      try renderer.film(script)
    }
    #expect(
      FilmError.textTooLong(step: 2, length: 120_000).description
        == "action 2 leaves 120000 characters in the field; text may be at most 100000 "
        + "characters (Unicode scalars) in every frame of a film")
    // At the limit exactly, it is a film.
    let exact = FilmScript(
      scenario: Self.start,
      actions: [.type(String(repeating: "a", count: Scenario.maximumTextLength))])
    #expect(throws: Never.self) { try renderer.film(exact, fps: 1) }
  }

  /// Typing that starts from a scenario's text near the limit counts that text too.
  @Test(.needsFonts) func typingCountsTheTextAlreadyThere() throws {
    var scenario = Self.start
    scenario.text = String(repeating: "b", count: Scenario.maximumTextLength)
    let script = FilmScript(scenario: scenario, actions: [.type("c")])
    #expect(throws: FilmError.textTooLong(step: 1, length: 100_001)) { try renderer.film(script) }
  }

  /// Every state is laid out and kept for the whole film, so the text of all of them is
  /// bounded too: 99 000 characters typed, then twenty more actions, is refused at the state
  /// that passes 2 000 000.
  @Test(.needsFonts) func theTextOfAllStatesTogetherIsBounded() throws {
    let long = String(repeating: "a", count: 99_000)
    let actions =
      [ComposerAction.type(long)] + Array(repeating: ComposerAction.type("b"), count: 30)
    let error = try #require(throws: FilmError.self) {
      try renderer.film(FilmScript(scenario: Self.start, actions: actions))
    }
    // The first state is empty, the k-th after it holds 99 000 + k − 1 characters: 21 of them
    // hold 99 000 × 21 + 0 + 1 + … + 20 = 2 079 210, the first total over the budget.
    #expect(error == .tooMuchText(total: 2_079_210, states: 22))
    #expect(
      error.description
        == "the film's 22 states hold 2079210 characters of text in all, over the budget of "
        + "2000000 a film lays out; use fewer actions or shorter text")
  }

  @Test func moreThanAHundredActionsAreRefusedBeforeAnyIsRun() throws {
    let actions = (0...Film.maximumActionCount).map {
      $0.isMultiple(of: 2) ? ComposerAction.focus : .blur
    }
    #expect(actions.count == 101)
    let script = FilmScript(scenario: Self.start, actions: actions)
    // Refused before the renderer lays out a state, so no fonts are needed to see it.
    if fontsProblem == nil {
      #expect(throws: FilmError.tooManyActions(101)) { try renderer.film(script) }
    }
    #expect(
      FilmError.tooManyActions(101).description
        == "a film of 101 actions is too long; a film runs 1–100 actions")
  }

  /// 240 fps for 10 s on the largest canvas (2 401 frames of 64 Mpx): refused, naming the
  /// budget, once the states are laid out and before a frame is painted.
  @Test(.needsFonts) func aFilmOverThePixelBudgetIsRefused() throws {
    var scenario = Self.start
    scenario.width = 4096
    scenario.scale = 4
    let script = FilmScript(scenario: scenario, actions: [.toggleMode("search")])
    let error = try #require(throws: FilmError.self) {
      try renderer.film(script, fps: 240, duration: 10)
    }
    guard case .tooManyPixels(let frames, let width, _) = error else {
      Issue.record("expected the pixel budget, got \(error)")
      return
    }
    #expect(frames == 2401 && width == 16384)
    #expect(error.description.contains("over the budget of 2147483648 px a film paints"))
    // A catalog-sized film at the longest and fastest is within it.
    #expect(throws: Never.self) {
      try renderer.film(FilmScript(scenario: Self.start, actions: [.focus]), fps: 240, duration: 10)
    }
  }

  /// A filmstrip wider than a picture may be is refused before a frame of the film is
  /// painted. Typing changes the field across the whole card, so each of the strip's cells is
  /// the card's width, 16 384 px at 4096 pt and 4×.
  @Test(.needsFonts) func aFilmstripTooLargeIsRefusedBeforePainting() throws {
    var scenario = Self.start
    scenario.width = 4096
    scenario.scale = 4
    let film = try renderer.film(
      FilmScript(scenario: scenario, actions: [.type("Hello")]), fps: 1, duration: 1)
    let painter = FilmPainter(film: film, renderer: renderer)
    #expect(painter.filmstripSize.width > PixelLimits.maxSide)
    let error = #expect(throws: RasterError.self) { try painter.apngAndFilmstrip() }
    #expect(
      error?.description
        == "filmstrip width \(painter.filmstripSize.width) px exceeds the limit of 16384 px a side")
  }
}
