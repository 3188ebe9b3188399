import ComposerRender
import ModelComposer
import Raster

struct AnimateCommand: Command {
  static let name = "animate"
  static let summary = "film the card changing state, as an animated PNG"
  static let action = Option<ComposerAction>(
    names: ["--action"], valueName: "ACTION",
    summary:
      "what happens, in order: \(ComposerAction.forms.joined(separator: ", ")); each starts once "
      + "the one before has come to rest",
    allowed: nil, isRequired: true, repeats: true
  ) { text in
    do {
      return try ComposerAction(parsing: text)
    } catch {
      throw UsageError(description: "\(error)")
    }
  }
  static let output = Option<String>.text(
    "-o", "--output", value: "FILE", "the APNG to write; - writes it to standard output"
  ).required()
  static let reduceMotion = Flag(
    "--reduce-motion", help: "film it as with Reduce Motion on: short fades, nothing moves")
  static let fps = Option<Int>.integer(
    "--fps", value: "N", in: Film.frameRates, "frames a second"
  ).defaulting(to: "60")
  static let duration = Option<Double>(
    ["--duration"], value: "S", "the film's length in seconds, holding the end or cutting it short",
    allowed: "a number of seconds more than 0 and at most \(Int(Film.longestDuration))"
  ) { text in
    Double(text).flatMap { $0 > 0 && $0 <= Film.longestDuration ? $0 : nil }
  }.defaulting(to: "until every change has come to rest, at most 10 s")
  static let filmstrip = Option<String>.text(
    "--filmstrip", value: "FILE",
    "also write a PNG of keyframes side by side, each labelled with its time")
  static let arguments: [any ArgumentDeclaration] =
    ScenarioArguments.declarations(with: output)
    + [action, reduceMotion, fps, duration, filmstrip]
  static let discussion = """
    Each state is laid out once and every frame k is drawn at exactly k / fps seconds, so two
    runs write the same bytes. The last frame stays one second before the film loops. An
    action the state does not allow (send with nothing to send, at the limit) is refused,
    naming what is allowed, and nothing is written.
    """

  let scenario: ScenarioArguments
  let actions: [ComposerAction]
  /// Frames a second, and the length when given.
  let timing: (fps: Int, duration: Double?)
  let reducesMotion: Bool
  /// The APNG's path, and the filmstrip's when asked for.
  let files: (film: String, filmstrip: String?)

  init(parsing arguments: Arguments) throws {
    scenario = try ScenarioArguments(arguments)
    actions = try arguments.values(Self.action)
    guard !actions.isEmpty else {
      throw UsageError(description: "animate needs --action ACTION")
    }
    timing = (try arguments.value(Self.fps) ?? 60, try arguments.value(Self.duration))
    reducesMotion = arguments.flag(Self.reduceMotion)
    files = (try arguments.required(Self.output), try arguments.value(Self.filmstrip))
  }

  func run() throws -> ExitCode {
    var start = try scenario.load()
    start.reduceMotion = start.reduceMotion || reducesMotion
    let renderer = try ComposerRenderer()
    let film = try renderer.film(
      FilmScript(scenario: start, actions: actions), fps: timing.fps, duration: timing.duration)
    let painter = FilmPainter(film: film, renderer: renderer)
    // Both files are made before either is written, so a failure leaves neither.
    guard let stripPath = files.filmstrip else {
      try Output.write(try painter.apng(), to: files.film)
      return .success
    }
    let (apng, strip) = try painter.apngAndFilmstrip()
    let stripFile = try PNG.encode(strip)
    try Output.write(apng, to: files.film)
    try Output.write(stripFile, to: stripPath)
    return .success
  }
}
