import ComposerRender
import Foundation
import TestSupport
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
    (MissingFontTests.interFiles, "NotoSansArabic-Regular.ttf", "fonts-noto-core"),
    (
      MissingFontTests.interFiles + MissingFontTests.scriptFiles(upTo: .medium),
      "NotoSansArabic-Medium.ttf", "fonts-noto-extra"
    ),
    (
      MissingFontTests.interFiles + MissingFontTests.scriptFiles(upTo: .medium)
        + [
          "NotoSansArabic-Medium.ttf", "NotoSansHebrew-Medium.ttf", "NotoSansThai-Medium.ttf",
          "NotoSansDevanagari-Medium.ttf",
        ],
      "NotoSansCJK-Medium.ttc", "fonts-noto-cjk-extra"
    ),
    (
      MissingFontTests.interFiles + MissingFontTests.scriptFiles(upTo: nil), "DejaVuSans.ttf",
      "fonts-dejavu-core"
    ),
    (
      MissingFontTests.interFiles + MissingFontTests.scriptFiles(upTo: nil)
        + ["DejaVuSans.ttf", "DroidSansFallbackFull.ttf"],
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

  /// The Noto script faces of the weights before `weight` (of every weight for nil), in the
  /// order the library looks for them.
  static func scriptFiles(upTo weight: FontWeight?) -> [String] {
    FontWeight.allCases.prefix { $0 != weight }.flatMap { FontFileSpec.scripts($0).map(\.fileName) }
  }

  @Test func aFontFileThatIsNotAFontIsNamed() throws {
    let fonts = try temporaryDirectory()
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: "\(fonts)/Inter-Regular.otf"))
    try expectRenderRefused(
      fonts: fonts,
      error: "font file \(fonts)/Inter-Regular.otf could not be loaded: "
        + "FreeType error 2 (unknown file format)")
  }

  /// A file FreeType recognises, so it passes the check when the fonts are found, that holds
  /// neither outlines nor colour bitmaps: a bitmap font under Inter's name. Opened when the card
  /// first sets text with it, it is exit 2 naming the file and its package, not a crash, and
  /// neither `render` nor `layout` writes anything.
  @Test(.needsFonts) func aFontThatCannotBeOpenedWhenFirstNeededIsAnError() throws {
    let fonts = try folderOfFonts(withBitmapFontAs: "Inter-Regular.otf")
    let error =
      "font file \(fonts)/Inter-Regular.otf could not be opened for drawing: no scalable "
      + "outlines or colour bitmaps; reinstall the package fonts-inter or set COMPOSER_FONT_DIR "
      + "to a folder with a working copy"
    try expectRenderRefused(fonts: fonts, error: error)
    let layout = try runTool(["layout", "default"], environment: ["COMPOSER_FONT_DIR": fonts])
    #expect(layout.status == 2 && layout.output.isEmpty)
    #expect(layout.error == "error: \(error)\n")
  }

  /// A file that begins with OpenType's tag for CFF outlines but holds nothing a font does
  /// after its first twelve bytes: the fonts are found without FreeType reading it (a file
  /// with a font's tag is taken as one then), and the card that first sets text with it stops
  /// with exit 2, naming the file and its package, and writes nothing.
  @Test(.needsFonts) func aFontBrokenPastItsTagIsAnErrorWhenFirstNeeded() throws {
    let fonts = try folderOfFonts(
      withBitmapFontAs: "Inter-Regular.otf",
      contents: Array("OTTO".utf8) + [0, 11, 0, 128, 0, 3, 0, 48])
    try expectRenderRefused(
      fonts: fonts,
      error: "font file \(fonts)/Inter-Regular.otf could not be opened for drawing: FreeType "
        + "error 2 (unknown file format); reinstall the package fonts-inter or set "
        + "COMPOSER_FONT_DIR to a folder with a working copy")
  }

  /// A font file that changes after the library found it: the drawing that first needs it
  /// throws the file's error, and so does every layout and drawing after it.
  @Test(.needsFonts) func aFontFileThatChangesAfterItWasFoundFailsEveryDrawingThatFollows()
    throws
  {
    let fonts = try folderOfFonts(withBitmapFontAs: nil)
    let drawing = ComposerRenderer(fonts: try FontLibrary(searchDirectories: [fonts]))
    let path = "\(fonts)/InterDisplay-Regular.otf"
    try FileManager.default.removeItem(atPath: path)
    try Data(Self.bitmapFont.utf8).write(to: URL(fileURLWithPath: path))
    let expected = RasterError.fontOpeningFailed(
      path: path, package: "fonts-inter", reason: "no scalable outlines or colour bitmaps")
    // The card at Large sets no text at 20 pt or more; at accessibility sizes its prompt is.
    #expect(try drawing.render(Scenario()).width == 1179)
    let large = Scenario { $0.dynamicTypeSize = .accessibility3 }
    #expect(throws: expected) { try drawing.render(large) }
    #expect(throws: expected) { try drawing.layout(Scenario()) }
    #expect(throws: expected) { try drawing.fonts.checkOpenedFaces() }
  }

  /// A bitmap font (BDF), which FreeType reads and the renderer cannot draw with.
  private static let bitmapFont = """
    STARTFONT 2.1
    FONT -misc-test-medium-r-normal--8-80-75-75-c-80-iso10646-1
    SIZE 8 75 75
    FONTBOUNDINGBOX 8 8 0 0
    STARTPROPERTIES 2
    FONT_ASCENT 8
    FONT_DESCENT 0
    ENDPROPERTIES
    CHARS 1
    STARTCHAR A
    ENCODING 65
    SWIDTH 500 0
    DWIDTH 8 0
    BBX 8 1 0 0
    BITMAP
    FF
    ENDCHAR
    ENDFONT

    """

  /// A folder of links to every font file the renderer draws with, except `bitmapName`, which
  /// is the bitmap font instead.
  private func folderOfFonts(
    withBitmapFontAs bitmapName: String?, contents: [UInt8] = Array(bitmapFont.utf8)
  ) throws -> String {
    let fonts = try temporaryDirectory()
    for face in renderer.fonts.faces where face.fileName != bitmapName {
      try FileManager.default.createSymbolicLink(
        atPath: "\(fonts)/\(face.fileName)", withDestinationPath: face.path)
    }
    if let bitmapName {
      try Data(contents).write(to: URL(fileURLWithPath: "\(fonts)/\(bitmapName)"))
    }
    return fonts
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
