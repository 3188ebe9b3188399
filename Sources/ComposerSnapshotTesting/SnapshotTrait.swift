import ComposerRender
import GoldenSnapshots
import Testing

/// What the snapshots of a scope are taken with when an assertion does not say: the record
/// mode and the renderer, as a `.snapshots(record:renderer:)` trait or
/// ``withSnapshotTesting(record:renderer:operation:)`` sets them, in the manner of
/// swift-snapshot-testing's `SnapshotTestingConfiguration`.
public struct SnapshotConfiguration: Sendable {
  /// Nil: the assertion's own, else the environment's (``SnapshotRecordMode/fromEnvironment(_:)``).
  public var record: SnapshotRecordMode?
  /// What draws the scenarios of the strategies that take no renderer (`.image`,
  /// `.accessibilityReading`, `.frames`, `.filmstrip`); nil: the standard theme's.
  public var renderer: (@Sendable () throws -> ComposerRenderer)?

  public init(
    record: SnapshotRecordMode? = nil, renderer: (@Sendable () throws -> ComposerRenderer)? = nil
  ) {
    self.record = record
    self.renderer = renderer
  }

  /// The configuration of the running task: its innermost trait's or scope's, field by field.
  @TaskLocal public static var current = SnapshotConfiguration()

  /// This configuration with `inner`'s settings over it, where `inner` has them.
  func overridden(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(record: inner.record ?? record, renderer: inner.renderer ?? renderer)
  }

  /// The renderer the default strategies draw with now.
  static func currentRenderer() throws -> ComposerRenderer {
    try current.renderer?() ?? ComposerRenderer()
  }
}

/// Runs `operation` with snapshots taken in `record` mode and drawn by `renderer`, where the
/// assertions inside do not say otherwise; the innermost scope wins for each setting.
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil, renderer: ComposerRenderer? = nil,
  operation: () throws -> Result
) rethrows -> Result {
  let scope = SnapshotConfiguration(
    record: record, renderer: renderer.map { made in { @Sendable in made } })
  return try SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.overridden(by: scope), operation: operation)
}

/// The trait `.snapshots(record:renderer:)` makes: a suite's or a test's record mode and
/// renderer for the snapshots inside.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
  let configuration: SnapshotConfiguration

  /// A suite's trait reaches every test inside it, nested suites too.
  public var isRecursive: Bool { true }

  /// Scopes each test case, the level at which assertions run; a suite's trait is repeated on
  /// each of its tests (it is recursive), so scoping the suite as well would do it twice.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> SnapshotTrait? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotConfiguration.$current.withValue(
      SnapshotConfiguration.current.overridden(by: configuration), operation: function)
  }
}

extension Trait where Self == SnapshotTrait {
  /// Snapshots in this suite or test recorded in `record` mode, as swift-snapshot-testing's
  /// `.snapshots(record:)`: `@Suite(.snapshots(record: .failed)) struct CardTests { … }`.
  public static func snapshots(record: SnapshotRecordMode) -> Self {
    SnapshotTrait(configuration: SnapshotConfiguration(record: record))
  }

  /// Snapshots in this suite or test drawn by `renderer` (made when a snapshot is taken, so a
  /// renderer that cannot load its fonts fails that snapshot with the reason), and in `record`
  /// mode when given: `@Suite(.snapshots(renderer: try ComposerRenderer(theme: brand)))`.
  public static func snapshots(
    record: SnapshotRecordMode? = nil,
    renderer: @autoclosure @escaping @Sendable () throws -> ComposerRenderer
  ) -> Self {
    SnapshotTrait(configuration: SnapshotConfiguration(record: record, renderer: renderer))
  }
}
