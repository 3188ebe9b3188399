import ComposerRender
import ModelComposer
import SPTheme
import TestSupport
import Testing

/// The Large Content Viewer on the controls whose text stops growing (Documentation/Geometry.md,
/// "Control row", Text size): the pill, the chips and Send carry it, and the `a11y` reading
/// marks it at the accessibility sizes, where iOS offers it; Upgrade, the field and the lines
/// keep growing and carry none.
@Suite(.needsFonts) struct LargeContentViewerTests {
  private func atLimitWithChipOn(_ size: SPTheme.DynamicTypeSize) throws -> ComposerLayout {
    try renderer.layout(
      Scenario {
        $0.dynamicTypeSize = size
        $0.modes = ["search"]
        $0.usage = ModelComposer.Usage(remaining: 0, limit: 40)
      })
  }

  @Test(arguments: SPTheme.DynamicTypeSize.allCases)
  func theCappedControlsCarryTheirLargeContent(size: SPTheme.DynamicTypeSize) throws {
    let appearance = try atLimitWithChipOn(size).appearance
    let carrying = appearance.accessibilityElements.filter { $0.largeContent != nil }.map(\.id)
    #expect(carrying == [.pill, .chip("search"), .chip("think"), .chip("image"), .send])
    let pill = try #require(appearance.pill.accessibility.largeContent)
    #expect(pill.title == appearance.pill.title && pill.symbol == "chevron.up.chevron.down")
    #expect(appearance.sendButton.accessibility.largeContent?.symbol == "arrow.up")
    #expect(appearance.offersLargeContentViewer == size.isAccessibilitySize)
  }

  @Test(arguments: SPTheme.DynamicTypeSize.allCases)
  func theReadingMarksThemWhereIOSOffersTheViewer(size: SPTheme.DynamicTypeSize) throws {
    let lines = try atLimitWithChipOn(size).accessibilityReading.split(separator: "\n")
    let marked = lines.filter { $0.contains(", large content viewer \"") }
    if size.isAccessibilitySize {
      #expect(marked.count == 5)
      #expect(
        marked.first?.hasSuffix(#"large content viewer "Atlas 3" chevron.up.chevron.down"#) == true)
      #expect(marked.last?.hasSuffix(#"large content viewer "Send" arrow.up"#) == true)
      #expect(!lines.contains { $0.contains("Upgrade") && $0.contains("large content viewer") })
    } else {
      #expect(marked.isEmpty)
    }
  }
}
