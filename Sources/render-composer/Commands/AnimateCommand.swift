import ArgumentParsing
import ComposerRender
import ModelComposer
import Raster

struct AnimateCommand: Command {
  static let configuration = CommandConfiguration(
    name: "animate", summary: "film the card changing state, as an animated PNG",
    discussion: """
      Each state is laid out once and every frame k is drawn at exactly k / fps seconds, so two
      runs write the same bytes. The last frame stays one second before the film loops. An
      action the state does not allow (send with nothing to send, at the limit) is refused,
      naming what is allowed, and nothing is written.
      """)

  @Option(
    "-o", "--output", value: .pngFile(extensions: ["png", "apng"]),
    help: "the APNG to write")
  var output: String
  @OptionGroup var scenario: ScenarioOptions
  @Option(
    "--action", value: .parsing("ACTION", with: ComposerAction.init(parsing:)),
    help: "what happens, in order: \(ComposerAction.forms.joined(separator: ", ")); each starts "
      + "once the one before has come to rest")
  var actions: [ComposerAction]
  @Flag("--reduce-motion", help: "film it as with Reduce Motion on: short fades, nothing moves")
  var reducesMotion: Bool
  @OptionGroup var timing: FilmTiming
  @Option(
    "--filmstrip", value: .pngFile(),
    help: "also write a PNG of keyframes side by side, each labelled with its time")
  var filmstrip: String?

  func run() throws -> ExitCode {
    var start = try scenario.load()
    start.reduceMotion = start.reduceMotion || reducesMotion
    let renderer = try ComposerRenderer()
    let film = try renderer.film(
      FilmScript(scenario: start, actions: actions), fps: timing.fps, duration: timing.duration)
    let painter = FilmPainter(film: film, renderer: renderer)
    // Both files are made before either is written, so a failure leaves neither.
    guard let stripPath = filmstrip else {
      try Output.write(try painter.apng(), to: output)
      return .success
    }
    let (apng, strip) = try painter.apngAndFilmstrip()
    let stripFile = try PNG.encode(strip)
    try Output.write(apng, to: output)
    try Output.write(stripFile, to: stripPath)
    return .success
  }
}

/// How a film is timed: frames a second, and its length when given.
struct FilmTiming: ParsableArguments {
  @Option("--fps", value: .integer("N", in: Film.frameRates), help: "frames a second")
  var fps = 60
  @Option(
    "--duration",
    value: ValueFormat(
      "S", allowed: "a number of seconds more than 0 and at most \(Int(Film.longestDuration))"
    ) { Double($0).flatMap { $0 > 0 && $0 <= Film.longestDuration ? $0 : nil } },
    help: "the film's length in seconds, holding the end or cutting it short",
    shownDefault: "until every change has come to rest, at most 10 s")
  var duration: Double?
}
