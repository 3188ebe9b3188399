import ComposerRender
import Foundation
import Testing

// For the font files' names (`FontWeight.fileSuffix`), which Raster keeps to itself.
@testable import Raster

/// A machine without the fonts, or with a broken one: the error names the file and the
/// package that installs it, and no picture is written.
@Suite struct MissingFontTests {
  /// `COMPOSER_FONT_DIR` is searched instead of the system's folders, so a folder without a
  /// font shows the message a machine without the package gets.
  @Test(arguments: [
    ([], "Inter-Regular.otf", "fonts-inter"),
    (["Inter-Regular.otf"], "InterDisplay-Regular.otf", "fonts-inter"),
    (MissingFontTests.interFiles, "DejaVuSans.ttf", "fonts-dejavu-core"),
    (
      MissingFontTests.interFiles + ["DejaVuSans.ttf", "DroidSansFallbackFull.ttf"],
      "Symbola_hint.ttf", "fonts-symbola"
    ),
  ])
  func aMissingFontNamesTheFileAndItsPackage(present: [String], missing: String, package: String)
    throws
  {
    let fonts = try temporaryDirectory()
    for face in renderer.fonts.faces where present.contains(face.fileName) {
      try FileManager.default.createSymbolicLink(
        atPath: "\(fonts)/\(face.fileName)", withDestinationPath: face.path)
    }
    try expectRenderRefused(
      fonts: fonts,
      error: "font file \(missing) not found (searched \(fonts)); install the package "
        + "\(package) or set COMPOSER_FONT_DIR to a folder containing it")
  }

  static let interFiles = FontWeight.allCases.flatMap {
    ["Inter-\($0.fileSuffix).otf", "InterDisplay-\($0.fileSuffix).otf"]
  }

  @Test func aFontFileThatIsNotAFontIsNamed() throws {
    let fonts = try temporaryDirectory()
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: "\(fonts)/Inter-Regular.otf"))
    try expectRenderRefused(
      fonts: fonts,
      error: "font file \(fonts)/Inter-Regular.otf could not be loaded: "
        + "FreeType error 2 (unknown file format)")
  }

  /// `render` with `COMPOSER_FONT_DIR` set to `fonts` fails with `error` and writes nothing.
  private func expectRenderRefused(fonts: String, error: String) throws {
    let output = try temporaryDirectory()
    let run = try runTool(
      ["render", "default", "-o", "\(output)/card.png"], environment: ["COMPOSER_FONT_DIR": fonts])
    #expect(run.status == 2)
    #expect(run.error == "error: \(error)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
  }

  /// Several folders, separated by ":", are searched in order: the empty one first.
  @Test func fontFoldersCanBeListed() throws {
    let empty = try temporaryDirectory()
    let folders = Set(renderer.fonts.faces.map { ($0.path as NSString).deletingLastPathComponent })
    let run = try runTool(
      ["render", "default", "-o", "\(empty)/card.png"],
      environment: ["COMPOSER_FONT_DIR": ([empty] + folders.sorted()).joined(separator: ":")])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      try PNG.read(contentsOf: "\(empty)/card.png")
        == renderer.render(Catalog.entry(named: "default")!.scenario))
  }
}
