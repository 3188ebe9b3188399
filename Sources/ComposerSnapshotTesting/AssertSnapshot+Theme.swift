import ComposerRender
import SPTheme

/// Asserts that `scenario`, drawn with `theme` (an app's brand theme, say, read with
/// `SPTheme(contentsOfFile:)`), looks like its golden; otherwise as
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``.
/// The theme becomes the scenario's own, so whatever renderer `strategy` draws with uses it,
/// and the golden's manifest entry names it.
///
///     assertSnapshot(of: scenario, theme: brand, as: .image(renderer: try ComposerRenderer()))
public func assertSnapshot<Format>(
  of scenario: @autoclosure () throws -> Scenario,
  theme: SPTheme,
  as strategy: Snapshotting<Scenario, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
  line: Int = #line, column: Int = #column
) {
  assertSnapshot(
    of: try themed(scenario(), theme), as: strategy, named: name, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

private func themed(_ scenario: Scenario, _ theme: SPTheme) -> Scenario {
  var scenario = scenario
  scenario.theme = theme
  return scenario
}
