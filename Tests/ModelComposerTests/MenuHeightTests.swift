import ModelComposer
import SPTheme
import Testing

/// `Metrics.menuMaximumHeight`: UIKit's room for a menu, as AveMenuKit has it, within the
/// space above the pill.
@Suite struct MenuHeightTests {
  private typealias Metrics = ModelComposer.Metrics

  /// The iPhone 15 with the keyboard down: the safe area is 59 pt at the top and 34 at the
  /// bottom, each less 8 pt; below the accessibility sizes 128 pt of that stay free.
  @Test func withTheKeyboardDownAMenuLeaves128PointsFree() {
    let height = Metrics.menuMaximumHeight(
      pillTop: 760, safeAreaTop: 59, usableBottom: 852 - 34, keyboardIsUp: false,
      typeSize: .large)
    let room: Double = (852 - 34 - 8) - (59 + 8) - 128
    #expect(height == room)
  }

  /// At the accessibility sizes, or with the keyboard up, the panel may fill the usable height;
  /// here the space above the pill is what stops it.
  @Test(arguments: [
    (false, SPTheme.DynamicTypeSize.accessibility1), (true, .large), (true, .accessibility5),
  ])
  func theSpaceAboveThePillStopsIt(keyboardIsUp: Bool, typeSize: SPTheme.DynamicTypeSize) {
    let height = Metrics.menuMaximumHeight(
      pillTop: 440, safeAreaTop: 59, usableBottom: 516, keyboardIsUp: keyboardIsUp,
      typeSize: typeSize)
    let room: Double = 440 - 5 - (59 + 8)
    #expect(height == room)
  }

  /// With the keyboard up the panel keeps 16 pt above it: the usable height can be what
  /// stops it, when the pill sits far above the keyboard.
  @Test func theKeyboardKeeps16PointsClear() {
    let height = Metrics.menuMaximumHeight(
      pillTop: 500, safeAreaTop: 20, usableBottom: 407, keyboardIsUp: true, typeSize: .large)
    let room: Double = (407 - 16) - (20 + 8)
    #expect(height == room)
  }

  /// However little room the screen leaves, the panel shows at least one row's height.
  @Test func thePanelIsAtLeastOneRowTall() {
    let height = Metrics.menuMaximumHeight(
      pillTop: 60, safeAreaTop: 59, usableBottom: 300, keyboardIsUp: true, typeSize: .large)
    #expect(height == Metrics.minimumTarget)
  }
}
