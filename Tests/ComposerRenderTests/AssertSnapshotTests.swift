import ComposerRender
import ComposerSnapshotTesting
import ModelComposer
import Testing

/// The README's example of `assertSnapshot` in a user's suite, as written there: its golden
/// lives in `__Snapshots__/AssertSnapshotTests/limit.png` beside this file.
@Test(.needsFonts) func limitReached() throws {
  let scenario = Scenario(name: "limit") { $0.usage = .init(remaining: 0, limit: 40) }
  assertSnapshot(of: scenario, as: .image(renderer: try ComposerRenderer()), named: "limit")
}
