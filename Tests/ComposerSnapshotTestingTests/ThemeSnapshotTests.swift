import ComposerRender
import ComposerSnapshotTesting
import Foundation
import Raster
import SPTheme
import TestSupport
import Testing

/// `assertSnapshot(of:theme:as:)`: a scenario drawn with a brand theme, and its golden.
@Suite struct ThemeSnapshotTests {
  /// A brand theme's golden through `assertSnapshot(of:theme:as:)`: the field in DejaVu Serif at
  /// 20 pt, Send in the brand's colour, 8 pt corners, light and dark.
  /// Its manifest entry names the theme.
  @Test(
    .needsFonts,
    .enabled(if: dejaVuSerifFile != nil, "DejaVu Serif (fonts-dejavu-core) is not installed")
  )
  func aBrandThemesGolden() throws {
    let file = try #require(dejaVuSerifFile)
    let brand = try SPTheme(
      json: Data(
        ##"""
        {
          "color": {"accent": {"light": "#C2185B", "dark": "#F06292"}},
          "type": {"body": {"sizes": {"large": {"size": 20, "leading": 26}},
                            "font": {"name": "DejaVu Serif", "file": "\##(file)"}}},
          "radius": {"lg": 8}
        }
        """##.utf8))
    for scheme in SPTheme.ColorScheme.allCases {
      var scenario = Self.typed
      scenario.colorScheme = scheme
      assertSnapshot(
        of: scenario, theme: brand, as: .image(renderer: renderer),
        named: "brand-theme.\(scheme.rawValue)")
    }
  }

  static let typed = Scenario(name: "typed") { $0.text = "Hello there" }
}
