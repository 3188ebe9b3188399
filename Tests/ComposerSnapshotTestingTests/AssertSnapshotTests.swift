import ComposerRender
import ComposerSnapshotTesting
import ModelComposer
import Testing

@Test func limitReached() throws {
  let scenario = Scenario(name: "limit") { $0.usage = .init(remaining: 0, limit: 40) }
  assertSnapshot(of: scenario, as: .image(renderer: try ComposerRenderer()), named: "limit")
}

// Above: the README's example of `assertSnapshot` in a user's suite, word for word
// (`SnapshotNamingTests.theReadmeExampleIsTheTestAbove` holds them together). Its golden lives
// in `__Snapshots__/AssertSnapshotTests/limit.png` beside this file. Being the README's words, it
// carries no `.needsFonts` trait: without the fonts it fails with the missing font's name.
