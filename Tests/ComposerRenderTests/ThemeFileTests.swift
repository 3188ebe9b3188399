import ComposerRender
import Foundation
import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

/// Theme files: what `show-theme` writes, what `--theme FILE` and a scenario's `"theme"` read,
/// how a bad one is refused, and what a theme changes in the picture.
@Suite struct ThemeFileTests {

  static func theme(_ json: String, directory: String = ".") throws -> SPTheme {
    try SPTheme(json: Data(json.utf8), directory: directory)
  }

  /// Text typed, the field unfocused: Send is the only mark in the accent, and no caret moves
  /// with the text's width.
  static let typed = Scenario(name: "typed") { $0.text = "Hello there" }

  // MARK: The file's shape

  @Test func showThemeReadsBackAsTheSameTheme() throws {
    let written = SPTheme.standard.json()
    let read = try SPTheme(json: written)
    #expect(read == .standard)
    #expect(read.json() == written)
  }

  @Test func aThemeOfOtherTokensReadsBackAsItself() throws {
    var brand = SPTheme.standard
    brand.color.accent = .init(
      light: .init(hex: 0xC2185B), dark: .init(red: 240, green: 98, blue: 146, opacity: 0.5))
    brand.type.body = SPTheme.TextToken(.headline, weight: .bold).monospacedDigit()
    brand.type.body.setMetrics(.init(size: 23, leading: 30), at: .xxLarge)
    brand.radius.lg = 6
    brand.motion.snappy = .init(duration: 0.3, bounce: 0.2)
    brand.motion.reducedMotionFade.duration = 0.25
    #expect(try SPTheme(json: brand.json()) == brand)
  }

  /// Every token: eleven colours light and dark with the Increase Contrast variants that exist,
  /// five type tokens at all twelve sizes, three radii, two springs and the fade.
  @Test func showThemeWritesEveryTokenOut() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: SPTheme.standard.json()) as? [String: Any])
    #expect(Set(object.keys) == ["color", "type", "radius", "motion"])
    let colors = try #require(object["color"] as? [String: [String: String]])
    #expect(Set(colors.keys) == Set(SPTheme.ColorRole.allCases.map(\.rawValue)))
    #expect(
      colors["accent"] == [
        "light": "#007AFF", "dark": "#0A84FF", "increasedContrastLight": "#0040DD",
        "increasedContrastDark": "#409CFF",
      ])
    #expect(colors["separator"]?["light"] == "#3C3C434A")
    #expect(colors["bg"] == ["light": "#FFFFFF", "dark": "#000000"])
    let type = try #require(object["type"] as? [String: [String: Any]])
    #expect(Set(type.keys) == Set(SPTheme.TextStyle.allCases.map(\.rawValue)))
    let sizes = try #require(type["body"]?["sizes"] as? [String: [String: Double]])
    #expect(sizes.count == SPTheme.DynamicTypeSize.allCases.count)
    #expect(sizes["large"] == ["size": 17, "leading": 22])
    #expect(sizes["accessibility5"] == ["size": 53, "leading": 62])
    #expect(type["headline"]?["weight"] as? String == "semibold")
    #expect(object["radius"] as? [String: Double] == ["sm": 8, "md": 12, "lg": 20])
    let motion = try #require(object["motion"] as? [String: [String: Double]])
    #expect(motion["snappy"] == ["duration": 0.5, "bounce": 0.15])
    #expect(motion["reducedMotionFade"] == ["duration": 0.15])
  }

  /// The alpha byte reads as the table's two-place decimal where one rounds to it.
  @Test func anAlphaByteReadsAsTheTablesDecimal() throws {
    #expect(SPTheme.RGBAColor(hex: "#3C3C434A")?.opacity == 0.29)
    #expect(SPTheme.RGBAColor(hex: "#ff000080")?.opacity == 0.5)
    #expect(SPTheme.RGBAColor(hex: "#FF000001")?.opacity == 1.0 / 255)
    #expect(SPTheme.RGBAColor(hex: "#C2185B") == SPTheme.RGBAColor(hex: 0xC2185B))
    for bad in ["C2185B", "#C2185", "#C2185B0", "#GG185B", "#+2185B"] {
      #expect(SPTheme.RGBAColor(hex: bad) == nil, "\(bad)")
    }
  }

  // MARK: What a partial theme changes

  @Test func aColourNamedForLightChangesOnlyThatColourInLight() throws {
    let red = try Self.theme(##"{"color": {"accent": {"light": "#FF0000"}}}"##)
    #expect(red.color.accent.light == SPTheme.RGBAColor(hex: 0xFF0000))
    // Its Increase Contrast variant goes with it; dark keeps both of its own.
    #expect(red.color.accent.resolved(in: .light, contrast: .increased) == red.color.accent.light)
    #expect(red.color.accent.dark == SPTheme.standard.color.accent.dark)
    #expect(
      red.color.accent.increasedContrastDark == SPTheme.standard.color.accent.increasedContrastDark)
    var expected = SPTheme.standard
    expected.color.accent.light = SPTheme.RGBAColor(hex: 0xFF0000)
    expected.color.accent.increasedContrastLight = nil
    #expect(red == expected)
  }

  @Test(.needsFonts) func aRecolouredAccentRepaintsSendAndNothingElse() throws {
    let red = try Self.theme(##"{"color": {"accent": {"light": "#FF0000"}}}"##)
    let themed = ComposerRenderer(fonts: renderer.fonts, theme: red)
    let layout = try renderer.layout(Self.typed)
    let standard = try renderer.paint(layout)
    let picture = try themed.render(Self.typed)
    let send = try layout.frame(of: .part(.circle, of: .send))
    let changed = try #require(Self.changedPixels(standard, picture))
    let scale = Self.typed.scale
    #expect(Double(changed.minX) >= send.minX * scale - 1)
    #expect(Double(changed.maxX) <= send.maxX * scale + 1)
    #expect(Double(changed.minY) >= send.minY * scale - 1)
    #expect(Double(changed.maxY) <= send.maxY * scale + 1)
    // Inside the circle, left of the arrow: the theme's colour, exactly.
    let inside = picture.pixel(
      x: Int((send.minX + send.width * 0.2) * scale), y: Int(send.midY * scale))
    #expect(inside == RGBA(red: 255, green: 0, blue: 0))
    // Dark is not named: its picture is the standard one, byte for byte.
    var dark = Self.typed
    dark.colorScheme = .dark
    #expect(try themed.render(dark) == renderer.render(dark))
  }

  @Test(.needsFonts) func oneSizeOfOneTokenChangesOnlyThatSize() throws {
    let larger = try Self.theme(
      ##"{"type": {"body": {"sizes": {"large": {"size": 22, "leading": 28}}}}}"##)
    let themed = ComposerRenderer(fonts: renderer.fonts, theme: larger)
    let field = ComposerElement.part(.text, of: .field)
    let pill = ComposerElement.part(.capsule, of: .pill)
    let atLarge = try themed.layout(Self.typed)
    #expect(try atLarge.frame(of: field).height == 28)
    #expect(try atLarge.frame(of: pill).size == renderer.layout(Self.typed).frame(of: pill).size)
    var xLarge = Self.typed
    xLarge.dynamicTypeSize = .xLarge
    #expect(try themed.render(xLarge) == renderer.render(xLarge))
  }

  @Test(.needsFonts) func theRadiusNamedRoundsTheCard() throws {
    let square = try Self.theme(##"{"radius": {"lg": 0}}"##)
    let picture = try ComposerRenderer(fonts: renderer.fonts, theme: square).render(Self.typed)
    let card = try renderer.layout(Self.typed).frame(of: .card)
    let scale = Self.typed.scale
    // The card's top-left corner pixel: outside the standard 20 pt corner, inside a square one.
    let corner = (x: Int(card.minX * scale) + 1, y: Int(card.minY * scale) + 1)
    let background = RGBA(red: 255, green: 255, blue: 255)
    #expect(try renderer.render(Self.typed).pixel(x: corner.x, y: corner.y) == background)
    #expect(picture.pixel(x: corner.x, y: corner.y) != background)
  }

  /// The smallest rectangle of pixels that differ, or nil when none does.
  static func changedPixels(_ a: Image, _ b: Image) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  {
    precondition(a.width == b.width && a.height == b.height)
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<a.height {
      for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
        box = (
          min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x),
          max(box?.maxY ?? y, y)
        )
      }
    }
    return box
  }

  // MARK: A brand font

  @Test(
    .needsFonts,
    .enabled(if: dejaVuSerifFile != nil, "DejaVu Serif (fonts-dejavu-core) is not installed")
  )
  func aBrandFontSetsTheTextItNames() throws {
    let file = try #require(dejaVuSerifFile)
    let brand = try Self.theme(
      ##"{"type": {"body": {"font": {"name": "DejaVu Serif", "file": "\##(file)"}}}}"##)
    #expect(brand.type.body.brandFont == SPTheme.BrandFont(name: "DejaVu Serif", file: file))
    #expect(brand.type.subhead.brandFont == nil)
    let face = renderer.fonts.face(for: TextStyle(size: 17, fontFile: file))
    #expect(face.fileName == "DejaVuSerif.ttf")
    // The field's text is set in it; everything outside the text's line is as before.
    let themed = ComposerRenderer(fonts: renderer.fonts, theme: brand)
    let standard = try renderer.render(Self.typed)
    let picture = try themed.render(Self.typed)
    let text = try renderer.layout(Self.typed).frame(of: .part(.text, of: .field))
    let changed = try #require(Self.changedPixels(standard, picture))
    let scale = Self.typed.scale
    #expect(Double(changed.minY) >= text.minY * scale - 1)
    #expect(Double(changed.maxY) <= text.maxY * scale + 1)
    #expect(Double(changed.minX) >= text.minX * scale - 1)
  }

  // MARK: Refusals

  @Test(arguments: RefusedTheme.all) func aBadThemeIsRefusedWithTheKeyNamed(_ refused: RefusedTheme)
  {
    #expect(throws: ScenarioError.self) { try Self.theme(refused.json) }
    do {
      _ = try Self.theme(refused.json)
    } catch {
      #expect("\(error)" == refused.message)
    }
  }

  @Test func aMissingFontFileIsRefused() throws {
    let directory = try temporaryDirectory()
    #expect {
      try Self.theme(
        ##"{"type": {"caption": {"font": {"name": "Brand", "file": "brand.otf"}}}}"##,
        directory: directory)
    } throws: { error in
      "\(error)" == "`type.caption.font.file`: no such font file: \(directory)/brand.otf"
    }
  }

  /// A device or a folder is no theme file and no font file: refused, never read.
  @Test func onlyRegularFilesAreRead() throws {
    #expect {
      try SPTheme(contentsOfFile: "/dev/zero")
    } throws: { error in
      "\(error)" == "cannot read /dev/zero: not a regular file"
    }
    #expect {
      try Self.theme(##"{"type": {"body": {"font": {"name": "Zero", "file": "/dev/zero"}}}}"##)
    } throws: { error in
      "\(error)" == "`type.body.font.file`: not a regular file: /dev/zero"
    }
    #expect {
      try Scenario(json: Data(##"{"theme": "/tmp"}"##.utf8))
    } throws: { error in
      "\(error)" == "`theme`: /tmp: cannot read /tmp: not a regular file"
    }
  }

  // MARK: A scenario's theme

  @Test func aScenariosThemeIsAFileBesideItOrAnObject() throws {
    let directory = try temporaryDirectory()
    try Data(##"{"color": {"accent": {"light": "#FF0000"}}}"##.utf8).write(
      to: URL(fileURLWithPath: "\(directory)/red.json"))
    let byPath = "\(directory)/by-path.json"
    try Data(##"{"theme": "red.json"}"##.utf8).write(to: URL(fileURLWithPath: byPath))
    let scenario = try Scenario(contentsOfFile: byPath)
    #expect(scenario.theme?.color.accent.light == SPTheme.RGBAColor(hex: 0xFF0000))
    let inline = try Scenario(json: Data(##"{"theme": {"radius": {"lg": 4}}}"##.utf8))
    #expect(inline.theme?.radius.lg == 4)
    #expect(try Scenario(json: Data("{}".utf8)).theme == nil)
    // `show` writes it out in full, and reads back as the same scenario.
    #expect(try Scenario(json: inline.json()) == inline)
  }

  @Test func aScenariosBadThemeIsRefusedWithItsKey() throws {
    #expect {
      try Scenario(json: Data(##"{"theme": {"radius": {"lg": -1}}}"##.utf8))
    } throws: { error in
      "\(error)" == "`theme.radius.lg`: must be between 0 and 100 points (got -1)"
    }
    #expect {
      try Scenario(json: Data(##"{"theme": 3}"##.utf8))
    } throws: { error in
      "\(error)" == "`theme`: expected a theme file's path or a theme object"
    }
    let directory = try temporaryDirectory()
    try Data(##"{"radius": {"xl": 4}}"##.utf8).write(
      to: URL(fileURLWithPath: "\(directory)/bad.json"))
    try Data(##"{"theme": "bad.json"}"##.utf8).write(
      to: URL(fileURLWithPath: "\(directory)/scenario.json"))
    #expect {
      try Scenario(contentsOfFile: "\(directory)/scenario.json")
    } throws: { error in
      "\(error)"
        == "`theme`: \(directory)/bad.json: `radius.xl`: unknown key; allowed keys are sm, md, lg"
    }
  }

}

/// A theme file the tool refuses, and what it says, word for word.
struct RefusedTheme: CustomTestStringConvertible, Sendable {
  let json: String
  let message: String

  init(_ json: String, _ message: String) {
    self.json = json
    self.message = message
  }

  var testDescription: String { json }

  static let all = [
    RefusedTheme(
      ##"{"colour": {}}"##,
      "`colour`: unknown key (did you mean `color`?); allowed keys are color, type, radius, motion, "
        + "symbols"
    ),
    RefusedTheme(
      ##"{"color": {"accnt": {"light": "#FF0000"}}}"##,
      "`color.accnt`: unknown key (did you mean `accent`?); allowed keys are bg, surface, fill, "
        + "separator, textPrimary, textSecondary, textTertiary, accent, accentOn, warning, danger"),
    RefusedTheme(
      ##"{"color": {"accent": {"light": "blue"}}}"##,
      "`color.accent.light`: expected a colour as #RRGGBB or #RRGGBBAA, got \"blue\""),
    RefusedTheme(
      ##"{"color": {"accent": {"ligth": "#FF0000"}}}"##,
      "`color.accent.ligth`: unknown key (did you mean `light`?); allowed keys are light, dark, "
        + "increasedContrastLight, increasedContrastDark"),
    RefusedTheme(
      ##"{"color": {"accent": {"light": 255}}}"##, "`color.accent.light`: expected a string"),
    RefusedTheme(##"{"color": []}"##, "`color`: expected an object"),
    RefusedTheme(
      ##"{"type": {"body": {"sizes": {"large": {"size": 0}}}}}"##,
      "`type.body.sizes.large.size`: must be between 1 and 200 points (got 0)"),
    RefusedTheme(
      ##"{"type": {"body": {"sizes": {"huge": {"size": 30}}}}}"##,
      "`type.body.sizes.huge`: unknown key; allowed keys are xSmall, small, medium, large, "
        + "xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, "
        + "accessibility4, accessibility5"),
    RefusedTheme(
      ##"{"type": {"body": {"weight": "heavy"}}}"##,
      "`type.body.weight`: expected one of \"regular\", \"medium\", \"semibold\", \"bold\", got "
        + "\"heavy\""),
    RefusedTheme(
      ##"{"type": {"body": {"style": "caption2"}}}"##,
      "`type.body.style`: expected one of \"body\", \"subhead\", \"footnote\", \"caption\", "
        + "\"headline\", got \"caption2\" (did you mean \"caption\"?)"),
    RefusedTheme(
      ##"{"type": {"body": {"font": {"file": "/x.ttf"}}}}"##,
      "`type.body.font.name`: is required: the font's name, as Font.custom takes it"),
    RefusedTheme(
      ##"{"type": {"body": {"font": {"name": "Brand"}}}}"##,
      "`type.body.font.file`: is required: a TrueType or OpenType file"),
    RefusedTheme(
      ##"{"radius": {"lg": 120}}"##, "`radius.lg`: must be between 0 and 100 points (got 120)"),
    RefusedTheme(
      ##"{"motion": {"snappy": {"bounce": 0.9}}}"##,
      "`motion.snappy.bounce`: must be between -0.5 and 0.5 (got 0.9)"),
    RefusedTheme(
      ##"{"motion": {"reducedMotionFade": {"duration": 0}}}"##,
      "`motion.reducedMotionFade.duration`: must be between 0.01 and 2 seconds (got 0)"),
    RefusedTheme(
      ##"{"radius": {"lg": 8, "lg": 9}}"##,
      "`radius.lg`: appears twice (again at line 1, column 22); a key may appear once in an object"
    ),
    RefusedTheme(
      ##"{"radius": {"lg": 8,}}"##, "malformed JSON at line 1, column 20: trailing comma"),
  ]
}
