import ComposerRender
import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

/// The open menu as iOS 17 draws it (Documentation/Geometry.md, "Menu"), on the layout's
/// frames and, for its material, on pixels.
@Suite(.needsFonts) struct MenuTests {
  private func layout(
    width: Double = 393, scale: Double = 3, size: SPTheme.DynamicTypeSize = .large,
    scheme: SPTheme.ColorScheme = .light
  ) throws -> ComposerLayout {
    try renderer.layout(
      Scenario {
        $0.width = width
        $0.scale = scale
        $0.dynamicTypeSize = size
        $0.colorScheme = scheme
        $0.menuOpen = true
      })
  }

  private var rows: [ComposerElement] {
    ModelComposer.Model.samples.map { .menuRow($0.id) }
  }

  /// No outline, and separators one device pixel thick at every scale.
  @Test(arguments: [1.0, 2, 3])
  func separatorsAreOneDevicePixelAndThePanelHasNoOutline(scale: Double) throws {
    let layout = try layout(scale: scale)
    let dividers = layout.elements.filter { $0.payload.id == .part(.divider, of: .menu) }
    #expect(dividers.count == 2)
    for divider in dividers { #expect(divider.frame.height * scale == 1) }
    #expect(!layout.has(.part(.hairline, of: .menu)))
    #expect(try layout.frame(of: .part(.panel, of: .menu)) == layout.frame(of: .menu))
  }

  @Test(
    arguments: [
      (393.0, SPTheme.DynamicTypeSize.large, 250.0), (320, .xxxLarge, 250),
      (320, .accessibility3, 288), (393, .accessibility1, 353), (440, .accessibility5, 353),
    ])
  func thePanelIs250PointsWideOrTheScreenLessItsMargins(
    width: Double, size: SPTheme.DynamicTypeSize, panel: Double
  ) throws {
    let layout = try layout(width: width, size: size)
    let menu = try layout.frame(of: .menu)
    #expect(menu.width == panel)
    #expect(menu.minX >= 16 && menu.maxX <= width - 16)
    for row in rows { #expect(try layout.frame(of: row).width == panel) }
  }

  /// The check centred 18 pt from the leading edge and on its row, the texts from 32 pt, the
  /// lock centred 28 pt from the trailing edge on the locked row; a row with a subtitle is
  /// 11 + 22 + 20 + 11 pt tall at Large, and every row at least 44.
  @Test func aRowHasACheckColumnAndATrailingImage() throws {
    let layout = try layout()
    let menu = try layout.frame(of: .menu)
    let current = ComposerElement.menuRow("atlas-3")
    let check = try layout.frame(of: .part(.check, of: current))
    let row = try layout.frame(of: current)
    #expect(abs(check.midX - menu.minX - 18) < 0.001)
    #expect(abs(check.midY - row.midY) < 0.001)
    #expect(try layout.frame(of: .part(.name, of: current)).minX - menu.minX == 32)
    #expect(try layout.frame(of: .part(.detail, of: current)).minX - menu.minX == 32)
    #expect(row.height == 64)
    let locked = ComposerElement.menuRow("atlas-3-max")
    let lock = try layout.frame(of: .part(.lock, of: locked))
    #expect(abs(menu.maxX - lock.midX - 28) < 0.001)
    #expect(try layout.frame(of: .part(.detail, of: locked)).maxX <= menu.maxX - 40)
    #expect(!layout.has(.part(.check, of: .menuRow("atlas-3-mini"))))
    for row in rows { #expect(try layout.frame(of: row).height >= 44) }
  }

  /// At accessibility sizes the texts wrap, the trailing image is left out, and the check
  /// column and the vertical padding grow with body's size (40 / 17 at accessibility3).
  @Test func atAccessibilitySizesTheInsetsGrowAndTheImageGoes() throws {
    let layout = try layout(size: .accessibility3)
    let menu = try layout.frame(of: .menu)
    let scale = 40.0 / 17
    let current = ComposerElement.menuRow("atlas-3")
    #expect(
      abs(try layout.frame(of: .part(.check, of: current)).midX - menu.minX - 18 * scale) < 0.001)
    #expect(
      abs(try layout.frame(of: .part(.name, of: current)).minX - menu.minX - 32 * scale) < 0.001)
    #expect(!layout.has(.part(.lock, of: .menuRow("atlas-3-max"))))
    let detail = try layout.frame(of: .part(.detail, of: .menuRow("atlas-3-max")))
    #expect(detail.height > 43, "the subtitle wraps")
  }

  /// The panel is a material over what lies behind it: in dark it is lighter over the card
  /// than over the black around it, stands well apart from the black, and is lighter than the
  /// card beside it; in light it is lighter than the card beside it.
  @Test func thePanelIsAMaterialThatStandsApartInBothSchemes() throws {
    for scheme in SPTheme.ColorScheme.allCases {
      let layout = try layout(scheme: scheme)
      let image = try renderer.paint(layout)
      let menu = try layout.frame(of: .menu)
      let card = try layout.frame(of: .card)
      func grey(_ x: Double, _ y: Double) -> Int {
        Int(image.pixel(x: Int(x * 3), y: Int(y * 3)).red)
      }
      // Below the last row's texts, above the pill: the panel over the card, and the card
      // just right of the panel.
      let y = menu.maxY - 4
      let overCard = grey(menu.maxX - 20, y)
      let beside = grey(menu.maxX + 8, y)
      let overBackground = grey(menu.minX + 8, menu.minY + 8)
      let background = grey(menu.maxX + 40, menu.minY + 8)
      #expect(y > card.minY + 8)
      if scheme == .dark {
        #expect(overBackground - background >= 20, "the panel against black")
        #expect(overCard - beside >= 6, "the panel against the card")
        #expect(overCard > overBackground, "the card shows through the material")
      } else {
        #expect(overCard > beside, "the panel against the card")
      }
    }
  }
}
