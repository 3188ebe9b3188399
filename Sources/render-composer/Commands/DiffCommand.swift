import ArgumentParsing
import GoldenSnapshots
import Raster

struct DiffCommand: Command {
  static let configuration = CommandConfiguration(
    name: "diff", summary: "compare two PNGs the way the golden check does",
    discussion: "Exit 0 when the pictures match under the tolerance, 1 when they do not.")

  @Argument(
    "<expected.png> <actual.png>", help: "the two pictures, any PNG libpng reads", count: 2...2,
    expected: "two PNG files")
  var files: [String]
  @Option(
    "-o", "--output", value: .text("FILE"),
    help: "also write the diff picture: changed pixels red, anti-aliased ones yellow, the rest "
      + "faded")
  var output: String?
  @OptionGroup var comparison = ToleranceOptions(
    default: .antialiasing, why: "pixelmatch's own default, since any two pictures may come here")

  func run() throws -> ExitCode {
    let (expected, actual) = (files[0], files[1])
    let tolerance = comparison.tolerance
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
