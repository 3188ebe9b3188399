import ComposerRender
import Layout
import ModelComposer
import SPTheme
import TestSupport
import Testing

/// Upgrade under the usage line at the accessibility sizes (Documentation/Geometry.md, "Lines
/// under the card"): on its own line `Metrics.upgradeSpacing` under the sentence, at its leading
/// edge, in subhead semibold growing with the sentence, with a 44 pt target; beside the line
/// below those sizes.
@Suite(.needsFonts) struct UpgradePlacementTests {
  typealias Metrics = ModelComposer.Metrics

  private func atLimit(
    width: Double, size: SPTheme.DynamicTypeSize, direction: LayoutDirection
  ) throws -> ComposerLayout {
    try renderer.layout(
      Scenario {
        $0.width = width
        $0.dynamicTypeSize = size
        $0.layoutDirection = direction
        $0.usage = ModelComposer.Usage(
          remaining: 0, limit: 40, resets: Scenario.referenceNow.addingTimeInterval(21 * 3600))
      })
  }

  @Test(
    arguments: SPTheme.DynamicTypeSize.allCases.filter(\.isAccessibilitySize),
    [LayoutDirection.leftToRight, .rightToLeft])
  func upgradeStacksUnderTheSentenceAtItsSize(
    size: SPTheme.DynamicTypeSize, direction: LayoutDirection
  ) throws {
    for width in [320.0, 393] {
      let layout = try atLimit(width: width, size: size, direction: direction)
      let line = try layout.frame(of: .usageLine)
      let title = try layout.frame(of: .part(.title, of: .upgrade))
      #expect(abs(title.minY - line.maxY - Metrics.upgradeSpacing) < 0.001)
      // The line's own leading edge, which is the field's text's.
      let field = try layout.frame(of: .part(.text, of: .field))
      if direction == .leftToRight {
        #expect(abs(title.minX - line.minX) < 0.001 && abs(line.minX - field.minX) < 0.001)
      } else {
        #expect(abs(title.maxX - line.maxX) < 0.001 && abs(line.maxX - field.maxX) < 0.001)
      }
      // Growing with the sentence: subhead's leading at this size, not capped at xxxLarge.
      #expect(title.height == SPTheme.TextToken(.subhead).resolved(at: size).leading)
      let target = try layout.frame(of: .upgrade)
      #expect(target.width >= 44 && target.height >= 44 && target.contains(title))
      #expect(abs(target.midY - title.midY) < 0.001)
      #expect(target.minY > line.minY)
      #expect(target.maxY <= layout.size.height)
    }
  }

  /// Below the accessibility sizes Upgrade stays beside the line, on its first line.
  @Test(arguments: SPTheme.DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize })
  func upgradeStaysBesideTheLineBelowTheAccessibilitySizes(size: SPTheme.DynamicTypeSize)
    throws
  {
    let layout = try atLimit(width: 393, size: size, direction: .leftToRight)
    let text = try layout.frame(of: .part(.text, of: .usageLine))
    let title = try layout.frame(of: .part(.title, of: .upgrade))
    #expect(title.minX >= text.maxX + Metrics.upgradeSpacing - 0.001)
    #expect(title.minY < text.minY + SPTheme.TextToken(.footnote).resolved(at: size).leading)
  }

  /// The rule the view reads too: where Upgrade goes, its font (the spec's subhead semibold
  /// everywhere), and how far its target may reach above it.
  @Test(arguments: SPTheme.DynamicTypeSize.allCases)
  func theAppearanceSaysWhereUpgradeGoes(size: SPTheme.DynamicTypeSize) throws {
    let upgrade = try #require(
      try atLimit(width: 393, size: size, direction: .leftToRight)
        .appearance.upgrade)
    let type = SPTheme.Typography.standard
    #expect(upgrade.font(in: type) == type.subhead.weight(.semibold))
    if size.isAccessibilitySize {
      #expect(upgrade.placement == .underLine)
      #expect(upgrade.maximumTargetReachAbove == .infinity)
    } else {
      #expect(upgrade.placement == .besideLine)
      #expect(upgrade.maximumTargetReachAbove == Metrics.upgradeTargetReachAbove)
    }
  }
}
