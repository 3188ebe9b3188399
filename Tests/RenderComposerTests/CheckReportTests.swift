import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check` as a CI pipeline runs it, on a copy of the repository's goldens: JUnit, JSON, GitHub
/// annotations and summary, the accept command, a report folder that starts empty, one error
/// for a folder without goldens, and goldens no scenario draws.
@Suite(.needsFonts) struct CheckReportTests {
  /// Every catalog picture and transition filmstrip, light and dark: one golden, testcase and
  /// result each.
  private let pictureCount = CatalogGolden.all().count

  /// The repository's goldens, copied into `directory/snaps` to be changed.
  private func copyOfTheGoldens(in directory: String) throws -> String {
    let snapshots = "\(directory)/snaps"
    try FileManager.default.copyItem(atPath: repositoryRoot + "/Snapshots", toPath: snapshots)
    return snapshots
  }

  /// One changed golden: every report names it and only it; accepting it with the command the
  /// failure prints, a clean check follows and the report folder holds no failure any more.
  @Test func aChangedGoldenIsReportedEverywhereAndAcceptedByTheCommandItPrints() async throws {
    let directory = try temporaryDirectory()
    let snapshots = try copyOfTheGoldens(in: directory)
    try FileManager.default.removeItem(atPath: "\(snapshots)/default.light.png")
    try FileManager.default.copyItem(
      atPath: "\(snapshots)/default.dark.png", toPath: "\(snapshots)/default.light.png")
    let report = "\(directory)/report"
    let check = try await runToolOffThePool(
      [
        "check", "--snapshots", snapshots, "--report", report, "--junit", "\(directory)/junit.xml",
        "--json", "\(directory)/results.json",
      ],
      environment: [
        "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": directory,
        "GITHUB_STEP_SUMMARY": "\(directory)/summary.md",
      ])
    #expect(check.status == 1, "\(check.error)")
    let failure = try #require(check.output.components(separatedBy: "\n\n").first)
    let differing = try #require(
      failure.firstMatch(of: /^default\.light does not match its golden: (\d+) pixels differ/)?.1)
    let accept = "render-composer record --only default.light --snapshots \(snapshots)"
    #expect(
      failure == """
        default.light does not match its golden: \(differing) pixels differ (tolerance: exact).
          expected: \(snapshots)/default.light.png
          actual:   \(report)/default.light.actual.png
          diff:     \(report)/default.light.diff.png
        To accept the new picture: \(accept)
        """)
    #expect(
      check.output.hasSuffix(
        """
        Report: \(report)/index.html
        JUnit: \(directory)/junit.xml
        JSON: \(directory)/results.json
        ::error file=snaps/default.light.png,title=default.light%3A \(differing) pixels differ \
        (tolerance%3A exact)::\(failure.replacingOccurrences(of: "\n", with: "%0A"))
        \(pictureCount - 1) passed, 1 failed

        """))
    try expectJUnit(in: directory, failing: "default.light", accept: accept)
    try expectJSON(in: directory, failing: "default.light", differing: Int(differing)!)
    try expectSummary(
      in: directory, of: snapshots, failing: "default.light", differing: differing,
      accept: accept, report: report)

    let record = try await runToolOffThePool([
      "record", "--only", "default.light", "--snapshots", snapshots,
    ])
    #expect(record.status == 0, "\(record.error)")
    #expect(record.output.hasSuffix("1 golden written, 0 unchanged\n"))
    // The default entry is enough to show the failure's files are gone.
    let clean = try await runToolOffThePool(
      ["check", "--only", "default", "--snapshots", snapshots, "--report", report])
    #expect(clean.status == 0)
    #expect(clean.output == "2 passed, 0 failed\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: report) == [".snapshot-report"])
  }

  /// The step summary: the counts, and the one failure's row with its accept command.
  private func expectSummary(
    in directory: String, of snapshots: String, failing name: String, differing: Substring,
    accept: String, report: String
  ) throws {
    #expect(
      try String(contentsOfFile: "\(directory)/summary.md", encoding: .utf8) == """
        ### Snapshot check: 1 of \(pictureCount) failed

        Goldens `\(snapshots)`, tolerance exact.

        | picture | what differs | to accept |
        | --- | --- | --- |
        | `\(name)` | \(differing) pixels differ (tolerance: exact) | `\(accept)` |

        Expected, actual and diff of each: `\(report)/index.html`.

        """)
  }

  /// A testcase a golden, exactly one failure, with the message and the files.
  private func expectJUnit(in directory: String, failing name: String, accept: String) throws {
    let document = try XMLDocument(
      contentsOf: URL(fileURLWithPath: "\(directory)/junit.xml"), options: [])
    let testcases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
    #expect(testcases.count == pictureCount)
    let failures = try document.nodes(forXPath: "//failure")
    #expect(failures.count == 1)
    let failure = try #require(failures.first as? XMLElement)
    #expect((failure.parent as? XMLElement)?.attribute(forName: "name")?.stringValue == name)
    #expect(failure.attribute(forName: "type")?.stringValue == "pixels")
    let text = failure.stringValue ?? ""
    #expect(text.hasPrefix("\(name) does not match its golden: "))
    #expect(
      text.hasSuffix(
        """
        To accept the new picture: \(accept)
        Files:
          golden: \(directory)/snaps/\(name).png
          expected: \(directory)/report/\(name).expected.png
          actual: \(directory)/report/\(name).actual.png
          diff: \(directory)/report/\(name).diff.png
        """))
  }

  /// Every picture's result, the failure with its pixel counts and files.
  private func expectJSON(in directory: String, failing name: String, differing: Int) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/results.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["passed"] as? Int == pictureCount - 1 && json["failed"] as? Int == 1)
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.count == pictureCount)
    let failed = results.filter { $0["outcome"] as? String == "failed" }
    #expect(failed.map { $0["name"] as? String } == [name])
    let pixels = failed.first?["pixels"] as? [String: Int]
    #expect(pixels == ["differing": differing, "antialiased": 0])
    let artifacts = failed.first?["artifacts"] as? [String: String]
    #expect(artifacts?["diff"] == "\(directory)/report/\(name).diff.png")
    #expect(
      results.first { $0["name"] as? String == "default.dark" }?["outcome"] as? String == "matched")
  }

  /// A golden no scenario draws any more: `check` fails it by name, a check narrowed with
  /// `--only` says nothing of it, and `record --prune` removes it and leaves another kind's
  /// subfolder alone.
  @Test func checkFailsAnOrphanByNameAndRecordPruneRemovesIt() async throws {
    let directory = try temporaryDirectory()
    let scenarios = "\(directory)/scenarios"
    let goldens = "\(directory)/goldens"
    try FileManager.default.createDirectory(atPath: scenarios, withIntermediateDirectories: true)
    try Data(#"{"text": "Hi"}"#.utf8).write(to: URL(fileURLWithPath: "\(scenarios)/card.json"))
    let flags = ["--scenarios", scenarios, "--snapshots", goldens]
    #expect(try await runToolOffThePool(["record"] + flags).status == 0)
    let orphan = "\(goldens)/gone.light.png"
    try FileManager.default.copyItem(atPath: "\(goldens)/card.light.png", toPath: orphan)
    try FileManager.default.createDirectory(
      atPath: "\(goldens)/transitions", withIntermediateDirectories: true)
    #expect(
      FileManager.default.createFile(
        atPath: "\(goldens)/transitions/open.png", contents: Data("png".utf8)))
    let check = try await runToolOffThePool(["check", "--report", "\(directory)/report"] + flags)
    #expect(check.status == 1)
    #expect(
      check.output == """
        \(orphan) is a golden no scenario draws any more (its scenario was removed or renamed).
        To remove it: render-composer record --prune --snapshots \(goldens) --scenarios \(scenarios)

        Report: \(directory)/report/index.html
        2 passed, 1 failed

        """)
    // Narrowed to some pictures, a check says nothing of the others' goldens.
    let narrowed = try await runToolOffThePool(
      ["check", "--only", "card", "--report", "\(directory)/r"] + flags)
    #expect(narrowed.output == "2 passed, 0 failed\n")
    let prune = try await runToolOffThePool(["record", "--prune"] + flags)
    #expect(prune.status == 0)
    #expect(
      prune.output == """
        Removed \(orphan): no scenario draws it
        0 goldens written, 2 unchanged, 1 removed

        """)
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/transitions/open.png"))
    #expect(
      try await runToolOffThePool(["check", "--report", "\(directory)/report"] + flags).status == 0)
  }

  /// A changed filmstrip, as CI meets it: `check` fails it by its name in every report, with
  /// its files under `transitions/` in the report folder and a command that accepts it; that
  /// command records it and a clean check leaves no failure behind.
  @Test func aChangedFilmstripIsReportedAndAcceptedByTheCommandItPrints() async throws {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/Snapshots"
    let recorded = try await runToolOffThePool([
      "record", "--only", "chip-on", "--snapshots", snapshots,
    ])
    #expect(recorded.output.hasSuffix("2 goldens written, 0 unchanged\n"))
    let golden = "\(snapshots)/transitions/chip-on.light.png"
    #expect(
      try PNG.read(contentsOf: golden)
        == PNG.read(contentsOf: repositoryRoot + "/Snapshots/transitions/chip-on.light.png"))
    try redden(golden)
    let report = "\(directory)/report"
    let failing = try await runToolOffThePool([
      "check", "--only", "chip-on", "--snapshots", snapshots, "--report", report, "--json",
      "\(directory)/results.json", "--junit", "\(directory)/junit.xml",
    ])
    #expect(failing.status == 1)
    let name = "transitions/chip-on.light"
    let accept = "render-composer record --only \(name) --snapshots \(snapshots)"
    #expect(failing.output.hasPrefix("\(name) does not match its golden: 1 pixel differs"))
    #expect(failing.output.contains("  diff:     \(report)/\(name).diff.png\n"))
    #expect(failing.output.contains("To accept the new picture: \(accept)\n"))
    #expect(failing.output.hasSuffix("1 passed, 1 failed\n"))
    let junit = try String(contentsOfFile: "\(directory)/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"<testcase name="\#(name)""#))
    let json = try String(contentsOfFile: "\(directory)/results.json", encoding: .utf8)
    #expect(json.contains(#""name" : "\#(name)""#))

    let accepted = try await runToolOffThePool(
      accept.split(separator: " ").dropFirst().map(String.init))
    #expect(accepted.output.hasSuffix("1 golden written, 0 unchanged\n"))
    let clean = try await runToolOffThePool([
      "check", "--only", "\(name)", "--snapshots", snapshots, "--report", report,
    ])
    #expect(clean.output == "1 passed, 0 failed\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: report) == [".snapshot-report"])
  }

  /// One pixel of the picture's top left corner turns red.
  private func redden(_ path: String) throws {
    let image = try PNG.read(contentsOf: path)
    var pixels = image.pixels
    pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
    try PNG.write(
      try Image(width: image.width, height: image.height, premultipliedPixels: pixels), to: path)
  }
}

/// What needs no drawing, or only one picture: folders without goldens, the report folder's
/// rule, JSON on standard output.
@Suite struct CheckFolderTests {
  @Test func aMissingOrEmptyGoldenFolderIsOneError() async throws {
    let directory = try temporaryDirectory()
    let missing = "\(directory)/snpashots"
    let run = try await runToolOffThePool([
      "check", "--snapshots", missing, "--report", "\(directory)/report",
    ])
    #expect(run.status == 2)
    #expect(
      run.error == """
        error: \(missing) does not exist, so there is nothing to compare with; name the goldens' \
        folder with --snapshots, or record them: render-composer record --snapshots \(missing)

        """)
    #expect(run.output.isEmpty)
    let empty = "\(directory)/empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
    try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(empty)/README.txt"))
    let none = try await runToolOffThePool([
      "check", "--snapshots", empty, "--report", "\(directory)/report",
    ])
    #expect(none.status == 2)
    #expect(
      none.error == """
        error: \(empty) holds no goldens (no *.png files), so there is nothing to compare with; \
        name the goldens' folder with --snapshots, or record them: render-composer record \
        --snapshots \(empty)

        """)
  }

  /// A check removes what the last check wrote into the report folder and nothing else: a
  /// person's own files there stay, and so does a failure file of a picture it never checked.
  @Test(.needsFonts) func aCheckStartsFromAnEmptyReportButKeepsOtherFiles() async throws {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/snaps"
    let report = "\(directory)/report"
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
    for name in ["notes.txt", "other.expected.png"] {
      try Data("mine".utf8).write(to: URL(fileURLWithPath: "\(report)/\(name)"))
    }
    let golden = repositoryRoot + "/Snapshots/default.light.png"
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/Snapshots/default.dark.png",
      toPath: "\(snapshots)/default.light.png")
    let arguments = [
      "check", "--json", "--only", "default.light", "--snapshots", snapshots, "--report", report,
    ]
    let failing = try await runToolOffThePool(arguments)
    #expect(failing.status == 1)
    // JSON alone on standard output, the lines for people on standard error.
    let json = try JSONSerialization.jsonObject(with: Data(failing.output.utf8)) as? [String: Any]
    #expect(json?["failed"] as? Int == 1)
    #expect(failing.error.hasSuffix("Report: \(report)/index.html\n0 passed, 1 failed\n"))
    #expect(
      try Set(FileManager.default.contentsOfDirectory(atPath: report)) == [
        ".snapshot-report", "notes.txt", "other.expected.png", "index.html",
        "default.light.expected.png", "default.light.actual.png", "default.light.diff.png",
      ])
    try FileManager.default.removeItem(atPath: "\(snapshots)/default.light.png")
    try FileManager.default.copyItem(atPath: golden, toPath: "\(snapshots)/default.light.png")
    let passing = try await runToolOffThePool(arguments)
    #expect(passing.status == 0)
    #expect(
      try Set(FileManager.default.contentsOfDirectory(atPath: report)) == [
        ".snapshot-report", "notes.txt", "other.expected.png",
      ])
  }

  /// `--junit` where it cannot be written: exit 2 naming the file, and no file there.
  @Test(.needsFonts) func anUnwritableJUnitFileIsNamed() async throws {
    let directory = try temporaryDirectory()
    #expect(FileManager.default.createFile(atPath: "\(directory)/file", contents: Data()))
    let run = try await runToolOffThePool([
      "check", "--only", "default.light", "--report", "\(directory)/report", "--snapshots",
      repositoryRoot + "/Snapshots", "--junit", "\(directory)/file/junit.xml",
    ])
    #expect(run.status == 2)
    #expect(run.error == "error: cannot write \(directory)/file/junit.xml: Not a directory\n")
  }
}

/// `check`'s report folder, given relative (as the default `.build/snapshot-artifacts` is), is
/// printed absolute, so a failure's paths open from an IDE or a terminal in any folder.
@Suite struct CheckReportPathTests {
  @Test(.needsFonts) func aFailurePrintsAbsolutePaths() throws {
    let directory = try temporaryDirectory()
    let snapshots = "\(directory)/snaps"
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/Snapshots/default.dark.png",
      toPath: "\(snapshots)/default.light.png")
    let run = try runTool(
      ["check", "--only", "default.light", "--snapshots", snapshots, "--report", "report"],
      currentDirectory: directory)
    #expect(run.status == 1)
    let report = URL(fileURLWithPath: directory).standardizedFileURL.path + "/report"
    #expect(run.output.contains("actual:   \(report)/default.light.actual.png"), "\(run.output)")
    #expect(run.output.contains("Report: \(report)/index.html"), "\(run.output)")
    #expect(FileManager.default.fileExists(atPath: "\(report)/default.light.diff.png"))
  }
}
