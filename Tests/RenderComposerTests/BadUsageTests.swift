import ComposerRender
import Foundation
import Raster
import TestSupport
import Testing

/// Mistakes on the command line: every command refuses what it does not declare, with the
/// error first and its help after, exit status 2 and no file written.
@Suite struct BadUsageTests {
  /// Each command with arguments it accepts; `{dir}` is a fresh folder.
  static let commands: [[String]] = [
    ["render", "default", "-o", "{dir}/card.png"],
    ["animate", "default", "--action", "focus", "-o", "{dir}/film.png"],
    ["gallery", "-o", "{dir}/gallery"],
    ["a11y", "default"],
    ["layout", "default", "-o", "{dir}/frames.json"],
    ["diff", "{golden}", "{golden}", "-o", "{dir}/diff.png"],
    ["check", "--only", "default", "--report", "{dir}/report"],
    ["record", "--only", "default", "--snapshots", "{dir}/Snapshots"],
    ["list"],
    ["show", "default"],
    ["bench", "--only", "default.light", "--runs", "1"],
  ]

  @Test(arguments: commands)
  func everyCommandRefusesAStrayWordAndAnUnknownOption(_ arguments: [String]) throws {
    let directory = try temporaryDirectory()
    let words = arguments.map {
      $0.replacingOccurrences(of: "{dir}", with: directory)
        .replacingOccurrences(of: "{golden}", with: repositoryRoot + "/Snapshots/default.light.png")
    }
    let stray = try runTool(words + ["stray"])
    #expect(stray.status == 2)
    let expected =
      switch words[0] {
      case "render", "animate", "a11y", "layout", "show": "expected one scenario, got default stray"
      case "diff": "expected two PNG files, got \(words[1]) \(words[2]) stray"
      default: "expected no arguments, got stray"
      }
    #expect(stray.error.hasPrefix("error: \(expected)\n\nrender-composer \(words[0]): "))
    let unknown = try runTool(words + ["--colour", "red"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("error: unknown option --colour\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test(arguments: [
    (["render", "default"], "render needs -o FILE"),
    (["render", "default", "-o"], "-o needs a value"),
    (["record", "--all=yes"], "--all takes no value"),
    (
      ["render", "default", "-o", "x.png", "--color-scheme", "sepia"],
      #"--color-scheme must be light or dark, got "sepia""#
    ),
    (
      ["render", "default", "-o", "x.png", "--type-size", "huge"],
      #"--type-size must be one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, "#
        + #"accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, got "huge""#
    ),
    (
      ["check", "--tolerance", "fuzzy"], #"--tolerance must be exact or antialiasing, got "fuzzy""#
    ),
    (["check", "--threshold", "2"], #"--threshold must be a number from 0.0 to 1.0, got "2""#),
    (
      ["check", "--max-pixels", "-1"], #"--max-pixels must be a whole number, 0 or more, got "-1""#
    ),
    (["check", "--shard", "3/2"], #"--shard must be K/N with 1 ≤ K ≤ N, got "3/2""#),
    (["check", "--jobs", "0"], #"--jobs must be a whole number from 1 to 64, got "0""#),
    (
      ["check", "--only", "nothing"],
      "--only nothing: no catalog scenario, transition or picture has that name; "
        + "`render-composer list` names them"
    ),
    (
      ["gallery", "--matrix", "nothing"],
      "--matrix nothing: no catalog scenario has that name; `render-composer list` names them"
    ),
    (
      ["check", "--antialiasing", "--no-antialiasing"],
      "--antialiasing and --no-antialiasing contradict each other"
    ),
    (
      ["render", "nowhere.json", "-o", "x.png"],
      "nowhere.json is neither a file nor a catalog scenario; `render-composer list` names them"
    ),
    (
      ["render", "menu-opn", "-o", "x.png"],
      "menu-opn is neither a file nor a catalog scenario (did you mean menu-open?); "
        + "`render-composer list` names them"
    ),
    (
      ["check", "--only", "menu-open.lihgt"],
      "--only menu-open.lihgt: no catalog scenario, transition or picture has that name (did "
        + "you mean menu-open.light?); `render-composer list` names them"
    ),
    (
      ["render", "default", "-o", "x.png", "--color-scheme", "drak"],
      #"--color-scheme must be light or dark, got "drak" (did you mean dark?)"#
    ),
    (
      ["check", "--tolerance", "exakt"],
      #"--tolerance must be exact or antialiasing, got "exakt" (did you mean exact?)"#
    ),
    (["check", "--snapshot", "x"], "unknown option --snapshot (did you mean --snapshots?)"),
    (["check", "--json", "--junit"], "--junit needs a value"),
  ])
  func aMistakeIsNamedWithWhatIsAllowed(arguments: [String], message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(message)\n\nrender-composer \(arguments[0]): "))
    #expect(run.output.isEmpty)
  }

  /// `check` and `diff` offer the same tolerance flags in the same words; only the default
  /// differs, and `diff`'s help says why.
  @Test func checkAndDiffOfferTheSameTolerance() throws {
    let check = try runTool(["check", "--help"]).output
    let diff = try runTool(["diff", "--help"]).output
    /// The tolerance flags' entries in the list of arguments (which ends at a blank line).
    func entries(_ help: String) -> [String] {
      help.components(separatedBy: "\n\n")[2].components(separatedBy: "\n  --").dropFirst()
        .filter {
          ["tolerance", "threshold", "antialiasing", "no-antialiasing", "max-pixels"]
            .contains(String($0.prefix { $0 != " " && $0 != "\n" }))
        }
    }
    #expect(entries(check).count == 5)
    #expect(entries(check).dropFirst() == entries(diff).dropFirst())
    #expect(check.contains("--tolerance exact|antialiasing"))
    #expect(entries(check)[0].contains("(default: exact)"))
    #expect(entries(diff)[0].contains("(default: antialiasing, pixelmatch's own default"))
  }

  /// An edge moved by a quarter pixel: only anti-aliased pixels change, which `diff` excuses
  /// by default and counts under `--tolerance exact`.
  @Test func diffComparesUnderTheToleranceItIsGiven() throws {
    let directory = try temporaryDirectory()
    for (name, x) in [("a", 20.25), ("b", 20.5)] {
      let canvas = try Canvas(pixelWidth: 120, pixelHeight: 60, scale: 1, background: .white)
      canvas.fill(
        .rect(Rect(x: x, y: 10, width: 60, height: 30)), with: RGBA(red: 0, green: 122, blue: 255))
      try PNG.write(canvas.image, to: "\(directory)/\(name).png")
    }
    let files = ["\(directory)/a.png", "\(directory)/b.png"]
    let lenient = try runTool(["diff"] + files)
    #expect(lenient.status == 0)
    #expect(
      lenient.output
        == "0 pixels differ, 60 anti-aliased pixels excused "
        + "(tolerance: threshold 0.1, anti-aliasing excused)\n")
    let exact = try runTool(["diff"] + files + ["--tolerance", "exact"])
    #expect(exact.status == 1 && exact.output == "60 pixels differ (tolerance: exact)\n")
    let allowance = try runTool(["diff"] + files + ["--tolerance", "exact", "--max-pixels", "60"])
    #expect(allowance.status == 0)
    #expect(allowance.output == "60 pixels differ (tolerance: exact, up to 60 differing pixels)\n")
  }
}
