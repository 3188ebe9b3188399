import SPTheme
import Testing

typealias RGBA = SPTheme.RGBAColor

/// Documentation/Tokens.md, "Colours", row by row.
private let table: [(SPTheme.ColorRole, light: RGBA, dark: RGBA)] = [
  (.bg, RGBA(red: 255, green: 255, blue: 255), RGBA(red: 0, green: 0, blue: 0)),
  (.surface, RGBA(red: 242, green: 242, blue: 247), RGBA(red: 28, green: 28, blue: 30)),
  (
    .fill, RGBA(red: 120, green: 120, blue: 128, opacity: 0.16),
    RGBA(red: 120, green: 120, blue: 128, opacity: 0.32)
  ),
  (
    .separator, RGBA(red: 60, green: 60, blue: 67, opacity: 0.29),
    RGBA(red: 84, green: 84, blue: 88, opacity: 0.60)
  ),
  (.textPrimary, RGBA(red: 0, green: 0, blue: 0), RGBA(red: 255, green: 255, blue: 255)),
  (
    .textSecondary, RGBA(red: 60, green: 60, blue: 67, opacity: 0.60),
    RGBA(red: 235, green: 235, blue: 245, opacity: 0.60)
  ),
  (
    .textTertiary, RGBA(red: 60, green: 60, blue: 67, opacity: 0.30),
    RGBA(red: 235, green: 235, blue: 245, opacity: 0.30)
  ),
  (.accent, RGBA(red: 0, green: 122, blue: 255), RGBA(red: 10, green: 132, blue: 255)),
  (.accentOn, RGBA(red: 255, green: 255, blue: 255), RGBA(red: 255, green: 255, blue: 255)),
  (.warning, RGBA(red: 255, green: 149, blue: 0), RGBA(red: 255, green: 159, blue: 10)),
  (.danger, RGBA(red: 255, green: 59, blue: 48), RGBA(red: 255, green: 69, blue: 58)),
]

@Test func tableCoversEveryRoleOnce() {
  #expect(table.map(\.0) == SPTheme.ColorRole.allCases)
}

@Test(arguments: table)
func standardPaletteMatchesDesign(role: SPTheme.ColorRole, light: RGBA, dark: RGBA) {
  let color = SPTheme.standard.color[role]
  #expect(color.resolved(in: .light) == light)
  #expect(color.resolved(in: .dark) == dark)
}

@Test func roleRawValuesAreTheSpecNames() {
  #expect(
    SPTheme.ColorRole.allCases.map(\.rawValue) == [
      "bg", "surface", "fill", "separator", "textPrimary", "textSecondary", "textTertiary",
      "accent", "accentOn", "warning", "danger",
    ])
}

@Test func namedPropertiesAndRoleSubscriptAreTheSameToken() {
  let palette = SPTheme.standard.color
  #expect(palette.bg == palette[.bg])
  #expect(palette.textTertiary == palette[.textTertiary])
  #expect(palette.accentOn == palette[.accentOn])
}

@Test func settingARoleChangesOnlyThatToken() {
  var palette = SPTheme.Palette.standard
  let red = SPTheme.DynamicColor(light: RGBA(hex: 0xFF0000), dark: RGBA(hex: 0x880000))
  palette[.accent] = red
  #expect(palette.accent == red)
  #expect(palette.danger == SPTheme.Palette.standard.danger)
}

@Test func hexInitialiserSplitsChannels() {
  #expect(RGBA(hex: 0x0A84FF) == RGBA(red: 10, green: 132, blue: 255, opacity: 1))
}

/// Documentation/Tokens.md, "Colours", the Increase Contrast columns: nil where the system colour
/// has no variant, and the role then keeps its colour.
private let increasedContrast: [(SPTheme.ColorRole, light: RGBA?, dark: RGBA?)] = [
  (.bg, nil, nil),
  (.surface, RGBA(red: 235, green: 235, blue: 240), RGBA(red: 36, green: 36, blue: 38)),
  (
    .fill, RGBA(red: 120, green: 120, blue: 128, opacity: 0.24),
    RGBA(red: 120, green: 120, blue: 128, opacity: 0.40)
  ),
  (
    .separator, RGBA(red: 60, green: 60, blue: 67, opacity: 0.37),
    RGBA(red: 84, green: 84, blue: 88, opacity: 0.68)
  ),
  (.textPrimary, nil, nil),
  (
    .textSecondary, RGBA(red: 60, green: 60, blue: 67, opacity: 0.68),
    RGBA(red: 235, green: 235, blue: 245, opacity: 0.68)
  ),
  (
    .textTertiary, RGBA(red: 60, green: 60, blue: 67, opacity: 0.38),
    RGBA(red: 235, green: 235, blue: 245, opacity: 0.38)
  ),
  (.accent, RGBA(red: 0, green: 64, blue: 221), RGBA(red: 64, green: 156, blue: 255)),
  (.accentOn, nil, nil),
  (.warning, RGBA(red: 201, green: 52, blue: 0), RGBA(red: 255, green: 179, blue: 64)),
  (.danger, RGBA(red: 215, green: 0, blue: 21), RGBA(red: 255, green: 105, blue: 97)),
]

@Test func theIncreasedContrastTableCoversEveryRoleOnce() {
  #expect(increasedContrast.map(\.0) == SPTheme.ColorRole.allCases)
}

@Test(arguments: increasedContrast)
func increasedContrastResolvesToTheSystemColoursVariant(
  role: SPTheme.ColorRole, light: RGBA?, dark: RGBA?
) {
  let color = SPTheme.standard.color[role]
  #expect(color.resolved(in: .light, contrast: .increased) == light ?? color.light)
  #expect(color.resolved(in: .dark, contrast: .increased) == dark ?? color.dark)
  #expect(color.resolved(in: .light, contrast: .normal) == color.light)
  #expect(color.resolved(in: .dark, contrast: .normal) == color.dark)
}
