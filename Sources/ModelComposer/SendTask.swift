extension ModelComposer {
  /// The running `onSend`, alive for as long as its owner keeps this object: Stop cancels it,
  /// and so does releasing it. The view keeps it in `@State`, so the send ends with the
  /// composer: when the view leaves the hierarchy its state is released and the task
  /// cancelled, and a composer shown again starts free, with no send still running behind it.
  /// A navigation push keeps the state, so it keeps the send too, which `.onDisappear` would
  /// not. (That SwiftUI releases the state at that moment can only be seen on a device.)
  ///
  /// The task must not hold its owner: the closures given here must not capture the SwiftUI
  /// view, whose copy would keep the storage of this very object alive.
  @MainActor
  public final class SendTask {
    /// Between the tap on Send and a tap on the Stop that replaced it, under which the Stop
    /// tap is the second half of a double tap on Send. iOS publishes no double-tap interval;
    /// this is the default double-click time Windows documents (500 ms, `SetDoubleClickTime`),
    /// erring long on purpose: a deliberate Stop that comes this soon only needs a second tap,
    /// while a double tap taken for Stop loses the message.
    public static let doubleTapInterval: Duration = .milliseconds(500)

    /// When Send was tapped, on the view's clock: the core never reads a clock, so the rule
    /// below is tested with instants, not by waiting.
    public let sentAt: ContinuousClock.Instant
    private let task: Task<Void, Never>

    /// Starts `send` at once, and hands `finish` how it ended (nil, or the error it threw)
    /// unless the task was cancelled meanwhile: see `run(_:finish:)`.
    public convenience init(
      sentAt: ContinuousClock.Instant,
      send: @escaping @MainActor () async throws -> Void,
      finish: @escaping @MainActor ((any Error)?) -> Void
    ) {
      self.init(sentAt: sentAt, task: Task { await Self.run(send, finish: finish) })
    }

    init(sentAt: ContinuousClock.Instant, task: Task<Void, Never>) {
      self.sentAt = sentAt
      self.task = task
    }

    deinit {
      task.cancel()
    }

    /// Stop: cancels the task, so its outcome never reaches `finish`.
    public func cancel() {
      task.cancel()
    }

    /// The double-tap guard. Send turns into Stop under the finger, so the second tap of a
    /// double tap on Send lands on Stop, and Stop does not hand the text back: the message
    /// would be gone. So a tap on Stop less than `doubleTapInterval` after the tap on Send
    /// (both read from the same clock by the view) does not stop; from then on Stop stops.
    public func acceptsStop(at tap: ContinuousClock.Instant) -> Bool {
      tap - sentAt >= Self.doubleTapInterval
    }

    /// The task's body: `send`, then `finish` with how it ended, unless the task was cancelled
    /// meanwhile. Only Stop and the owner's release cancel it, and by then the composer is
    /// already free (or gone), so that outcome is stale and dropped. A `CancellationError`
    /// that `send` throws while the task is not cancelled is the network stack's own doing,
    /// and reaches `finish` like any other error.
    static func run(
      _ send: @MainActor () async throws -> Void,
      finish: @MainActor ((any Error)?) -> Void
    ) async {
      let failure: (any Error)?
      do {
        try await send()
        failure = nil
      } catch {
        failure = error
      }
      guard !Task.isCancelled else { return }
      finish(failure)
    }
  }
}
