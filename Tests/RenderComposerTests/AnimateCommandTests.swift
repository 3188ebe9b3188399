import ComposerRender
import Foundation
import Raster
import TestSupport
import Testing

/// `render-composer animate`: an APNG of the actions, the same bytes every run, and every
/// mistake refused with exit status 2, a message naming what is allowed, and no file. One test
/// at a time, as `MotionTests`: each waits for the tool while it draws films.
@Suite(.serialized, .needsFonts) struct AnimateCommandTests {
  /// A question typed into the focused field, in a scenario file.
  private func typedScenario(in directory: String) throws -> String {
    let path = "\(directory)/typed.json"
    try Data(#"{"name": "typed", "text": "What changed?", "focused": true}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theActionsBecomeAnAnimatedPNGAndAFilmstrip() throws {
    let directory = try temporaryDirectory()
    let scenario = try typedScenario(in: directory)
    // At 15 frames a second, so the four actions make a short film.
    let actions =
      ["toggle-mode:search", "send", "use-message", "fail"].flatMap { ["--action", $0] }
      + ["--fps", "15"]
    let run = try runTool(
      ["animate", scenario] + actions
        + ["-o", "\(directory)/film.png", "--filmstrip", "\(directory)/strip.png"])
    #expect(run.status == 0, "\(run.error)")
    let film = try #require(FileManager.default.contents(atPath: "\(directory)/film.png"))
    #expect(try animationFrameCount(film) >= 10)
    // A plain PNG reader shows the first frame: the typed question, with room above it for the
    // error line the failure adds under the card.
    let first = try PNG.decode(Array(film))
    let still = try renderer.render(try Scenario(contentsOfFile: scenario))
    #expect(first.width == still.width && first.height > still.height)
    let strip = try PNG.read(contentsOf: "\(directory)/strip.png")
    #expect(strip.width > strip.height)
    let again = try runTool(["animate", scenario] + actions + ["-o", "\(directory)/again.png"])
    #expect(again.status == 0)
    #expect(FileManager.default.contents(atPath: "\(directory)/again.png") == film)
    let reduced = try runTool(
      ["animate", scenario] + actions + ["--reduce-motion", "-o", "\(directory)/reduced.png"])
    #expect(reduced.status == 0)
    let reducedFilm = try #require(
      FileManager.default.contents(atPath: "\(directory)/reduced.png"))
    #expect(reducedFilm != film)
    #expect(try animationFrameCount(reducedFilm) < animationFrameCount(film))
  }

  @Test func fpsAndDurationSetTheFrames() throws {
    let directory = try temporaryDirectory()
    let run = try runTool([
      "animate", "default", "--action", "focus", "--fps", "24", "--duration", "2", "-o",
      "\(directory)/film.png",
    ])
    #expect(run.status == 0)
    let film = try #require(FileManager.default.contents(atPath: "\(directory)/film.png"))
    #expect(try animationFrameCount(film) == 49)
  }

  @Test func aScenarioComesFromStandardInput() throws {
    let directory = try temporaryDirectory()
    let run = try runTool(
      ["animate", "-", "--action", "toggle-mode:think", "-o", "\(directory)/film.png"],
      input: Data(#"{"modes": ["search"]}"#.utf8))
    #expect(run.status == 0)
    let film = try #require(FileManager.default.contents(atPath: "\(directory)/film.png"))
    // Two chips on fill the lane: its fade follows on smooth, 0.761 s.
    #expect(try animationFrameCount(film) == 47)
  }

  static let forms =
    "send, stop, succeed, fail[:message], toggle-mode:<id>, select-model:<id>, type:<text>, "
    + "focus, blur, use-message, open-menu, close-menu"

  static let mistakes: [([String], String)] = [
    (["--action", "jump"], "unknown action \"jump\"; actions are \(forms)"),
    (["--action", "toggle-mode"], "action toggle-mode needs a mode id: toggle-mode:<id>"),
    (
      ["--action", "toggle-mode:draw"],
      "toggle-mode:draw: no mode has the id \"draw\"; modes are search, think, image"
    ),
    (
      ["--action", "select-model:gpt-5"],
      "select-model:gpt-5: no model has the id \"gpt-5\"; models are atlas-3-mini, atlas-3, "
        + "atlas-3-max"
    ),
    (
      ["--action", "send"],
      "send is not allowed now: the field has no text to send; allowed now: toggle-mode:<id>, "
        + "select-model:<id>, type:<text>, focus, blur, use-message, open-menu"
    ),
    (
      ["--action", "focus", "--action", "stop"],
      "action 2 of 2: stop is not allowed now: no message is sending; allowed now: "
        + "toggle-mode:<id>, select-model:<id>, type:<text>, focus, blur, use-message, open-menu"
    ),
    (
      ["--action", "focus", "--fps", "0"], "--fps must be a whole number from 1 to 240, got \"0\""
    ),
    (
      ["--action", "focus", "--fps", "241"],
      "--fps must be a whole number from 1 to 240, got \"241\""
    ),
    (
      ["--action", "focus", "--duration", "0"],
      "--duration must be a number of seconds more than 0 and at most 10, got \"0\""
    ),
    (
      ["--action", "focus", "--duration", "10.01"],
      "--duration must be a number of seconds more than 0 and at most 10, got \"10.01\""
    ),
    (
      ["--action", "focus", "--duration", "soon"],
      "--duration must be a number of seconds more than 0 and at most 10, got \"soon\""
    ),
    ([], "animate needs --action ACTION"),
  ]

  @Test(arguments: mistakes)
  func aMistakeExitsTwoNamingWhatIsAllowedAndWritesNothing(_ arguments: [String], message: String)
    throws
  {
    let directory = try temporaryDirectory()
    let run = try runTool(
      ["animate", "default"] + arguments
        + ["-o", "\(directory)/film.png", "--filmstrip", "\(directory)/strip.png"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(message)\n"), "\(run.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// At the limit only blur is left; Send is refused with the reason.
  @Test func sendAtTheLimitIsRefused() throws {
    let directory = try temporaryDirectory()
    let run = try runTool([
      "animate", "usage-exhausted", "--action", "send", "-o", "\(directory)/film.png",
    ])
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: send is not allowed now: the composer is at its limit; allowed now: blur\n")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/film.png"))
  }

}
