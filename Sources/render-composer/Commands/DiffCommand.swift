import GoldenSnapshots
import Raster

struct DiffCommand: Command {
  static let name = "diff"
  static let summary = "compare two PNGs the way the golden check does"
  static let files = Positional(
    synopsis: "<expected.png> <actual.png>", help: "the two pictures, any PNG libpng reads",
    count: 2...2, expected: "two PNG files")
  static let output = Option<String>.text(
    "-o", "--output", value: "FILE",
    "also write the diff picture: changed pixels red, anti-aliased ones yellow, the rest faded")
  static let tolerance = ToleranceArguments(
    default: .antialiasing, why: "pixelmatch's own default, since any two pictures may come here")
  static let arguments: [any ArgumentDeclaration] = [files, output] + tolerance.declarations
  static let discussion = "Exit 0 when the pictures match under the tolerance, 1 when they do not."

  let expected: String
  let actual: String
  let output: String?
  let tolerance: Tolerance

  init(parsing arguments: Arguments) throws {
    (expected, actual) = (arguments.positionals[0], arguments.positionals[1])
    output = try arguments.value(Self.output)
    tolerance = try Self.tolerance.read(arguments)
  }

  func run() throws -> ExitCode {
    let comparison = ImageDiff.compare(
      try PNG.read(contentsOf: expected), try PNG.read(contentsOf: actual),
      options: tolerance.diffOptions)
    switch comparison {
    case .sizeMismatch(let expectedSize, let actualSize):
      print("size differs: \(expected) is \(expectedSize), \(actual) is \(actualSize)")
      return .differences
    case .compared(let difference):
      if let output {
        try Output.write(try PNG.encode(difference.makeDiffImage()), to: output)
      }
      print(
        tolerance.summary(
          differing: difference.differingPixelCount,
          antialiased: difference.antialiasedPixelCount))
      return tolerance.accepts(difference) ? .success : .differences
    }
  }
}
