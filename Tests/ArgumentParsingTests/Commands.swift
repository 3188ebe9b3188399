import ArgumentParsing

/// A command with each kind of argument, declared as a tool declares them.
struct Paint: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "paint", summary: "paint one wall",
    discussion: "Paint that has dried stays; --dry-run first says what would be painted.")

  enum Finish: String, CaseIterable, Sendable {
    case matt, gloss
  }

  enum Colour: String, CaseIterable, Sendable {
    case red, green, blue, white
  }

  @Option("-o", "--output", value: .text("FILE"), help: "the picture of the painted wall")
  var output: String
  @Argument("<wall>", help: "the wall to paint", expected: "one wall")
  var wall: String
  @Option("--coats", value: .integer("N", in: 1...5), help: "coats of paint")
  var coats = 2
  @Option(
    "--thinner", value: .number("L", in: 0...0.5), help: "litres of thinner a coat",
    shownDefault: "none")
  var thinner: Double?
  @Option("--finish", value: .choice("FINISH"), help: "the finish")
  var finish: Finish?
  @Option("--colour", value: .choice("COLOUR"), help: "a colour to mix in")
  var colours: [Colour] = []
  @Option(
    "--log", value: .text("FILE"), implicitValue: "-",
    help: "also log every stroke; - or no FILE logs to standard output")
  var log: String?
  @Flag("--dry-run", help: "say what would be painted, and paint nothing")
  var dryRun: Bool
  @OptionGroup var brush: Brush
}

/// A group two commands could share, with a check of its own and a default a command may set.
struct Brush: ParsableArguments {
  @Option var width: Int
  @Flag("--round", help: "a round brush")
  var round: Bool
  @Flag("--flat", help: "a flat brush")
  var flat: Bool

  init() {
    self.init(defaultWidth: 50)
  }

  init(defaultWidth: Int) {
    _width = Option(
      wrappedValue: defaultWidth, "--width", value: .integer("MM", in: 10...100),
      help: "the brush's width")
  }

  func validate() throws {
    if round, flat { throw UsageError("--round and --flat contradict each other") }
  }
}

/// Two positional words, an option the command needs at least once, formats of its own, and a
/// group whose declarations the command sets.
struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(name: "compare", summary: "compare two walls")

  /// "3/4": the wall's part, of how many.
  struct Part: Equatable, Sendable {
    let index: Int
    let count: Int

    init?(_ text: String) {
      let parts = text.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, (1...max(1, parts[1])).contains(parts[0]) else { return nil }
      (index, count) = (parts[0], parts[1])
    }
  }

  enum Surface: String, CaseIterable, Sendable {
    case wall, floor, ceiling
  }

  /// An error with its own words, as a value's type gives them.
  struct BadLight: Error, CustomStringConvertible {
    var description: String { "a light is warm or cold" }
  }

  @Argument("<a> <b>", help: "the two walls", count: 2...2, expected: "two walls")
  var walls: [String]
  @Option("--check", value: .text("WHAT"), help: "what to compare")
  var checks: [String]
  @Option(
    "--part", value: ValueFormat("K/N", allowed: "K/N with 1 ≤ K ≤ N", accept: Part.init),
    help: "compare only this part")
  var part: Part?
  @Option(
    "--light",
    value: .parsing("LIGHT") { text in
      guard ["warm", "cold"].contains(text) else { throw BadLight() }
      return text
    }, help: "the light to compare them in")
  var light = "warm"
  @Option(
    "--surface", value: .choice("SURFACE"),
    help: "which paint is compared: the walls' own, or that of the floor or the ceiling in front "
      + "of each wall, as seen from the door")
  var surface = Surface.wall
  @OptionGroup var brush = Brush(defaultWidth: 20)

  /// What only the command can check: a part of one wall is no comparison.
  func validate() throws {
    if part?.count == 1 { throw UsageError("--part 1/1 is the whole wall; leave it out") }
  }
}

/// A command without arguments.
struct Tidy: ParsableCommand {
  static let configuration = CommandConfiguration(name: "tidy", summary: "put the brushes away")
}
