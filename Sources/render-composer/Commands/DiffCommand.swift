import ArgumentParsing
import GoldenSnapshots
import Raster

/// Two PNG files compared as the golden check compares a picture with its golden: the same
/// decision (`Tolerance.judge`) and the same words, the files named where the check says "the
/// golden" and "the new picture".
struct DiffCommand: Command {
  static let configuration = CommandConfiguration(
    name: "diff", summary: "compare two PNGs the way the golden check does",
    discussion: "Exit 0 when the pictures match under the tolerance, 1 when they do not.")

  @Argument(
    "<expected.png> <actual.png>", help: "the two pictures, any PNG libpng reads", count: 2...2,
    expected: "two PNG files")
  var files: [String]
  @Option(
    "-o", "--output", value: .pngFile(),
    help: "also write the diff picture: changed pixels red, anti-aliased ones yellow, the rest "
      + "faded")
  var output: String?
  @OptionGroup var comparison = ToleranceOptions(
    default: .antialiasing, why: "pixelmatch's own default, since any two pictures may come here")

  func run() throws -> ExitCode {
    let (expected, actual) = (files[0], files[1])
    let verdict = comparison.tolerance.judge(
      try PNG.read(contentsOf: expected), try PNG.read(contentsOf: actual))
    if let output, let difference = verdict.difference {
      try Output.write(try PNG.encode(difference.makeDiffImage()), to: output)
    }
    print(verdict.finding.summary(expected: expected, actual: actual))
    return verdict.matches ? .success : .differences
  }
}
