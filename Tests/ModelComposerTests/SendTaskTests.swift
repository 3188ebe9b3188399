import Testing

@testable import ModelComposer

typealias SendTask = ModelComposer.SendTask

/// What `finish` was handed, in order.
@MainActor
private final class Outcomes {
  var recorded: [String] = []

  func record(_ failure: (any Error)?) {
    recorded.append(failure.map { "\(type(of: $0))" } ?? "success")
  }
}

/// A task that runs until `release` is called, so a test can look at it mid-send.
private func heldTask() -> (task: Task<Void, Never>, release: () -> Void) {
  let (stream, continuation) = AsyncStream<Void>.makeStream()
  let task = Task {
    for await _ in stream {}
  }
  return (task, { continuation.finish() })
}

// MARK: The double-tap guard

@MainActor
@Test func aTapOnStopWithinTheDoubleTapIntervalOfSendDoesNotStop() async {
  let sent = ContinuousClock.now
  let (task, release) = heldTask()
  let sendTask = SendTask(sentAt: sent, task: task)
  #expect(SendTask.doubleTapInterval == .milliseconds(500))
  #expect(!sendTask.acceptsStop(at: sent))
  #expect(!sendTask.acceptsStop(at: sent + .milliseconds(499)))
  #expect(sendTask.acceptsStop(at: sent + .milliseconds(500)))
  #expect(sendTask.acceptsStop(at: sent + .seconds(30)))
  release()
  await task.value
}

// MARK: Lifetime

@MainActor
@Test func stopCancelsTheTask() async {
  let (task, release) = heldTask()
  let sendTask = SendTask(sentAt: .now, task: task)
  #expect(!task.isCancelled)
  sendTask.cancel()
  #expect(task.isCancelled)
  release()
  await task.value
}

/// The view keeps the send in `@State`: when the view goes, so does the send.
@MainActor
@Test func releasingTheOwnerCancelsTheTask() async {
  let (task, release) = heldTask()
  do {
    let sendTask = SendTask(sentAt: .now, task: task)
    #expect(!task.isCancelled)
    _ = sendTask
  }
  #expect(task.isCancelled)
  release()
  await task.value
}

// MARK: The outcome

@MainActor
@Test func finishIsHandedHowTheSendEnded() async {
  let outcomes = Outcomes()
  await SendTask.run({}, finish: outcomes.record)
  await SendTask.run({ throw Failure() }, finish: outcomes.record)
  #expect(outcomes.recorded == ["success", "Failure"])
}

/// A cancellation the send throws by itself, with the task not cancelled, is no Stop: it
/// reaches `finish`, and the session makes it a failure.
@MainActor
@Test func aCancellationTheSendThrowsByItselfReachesFinish() async {
  let outcomes = Outcomes()
  await SendTask.run({ throw CancellationError() }, finish: outcomes.record)
  #expect(outcomes.recorded == ["CancellationError"])
}

/// Stop (or the view going) cancels the task while `onSend` runs: whatever `onSend` then
/// does, its outcome is stale and dropped.
@MainActor
@Test(arguments: [false, true])
func theOutcomeOfACancelledTaskIsDropped(throwsCancellation: Bool) async {
  let outcomes = Outcomes()
  let task = Task {
    await SendTask.run(
      {
        withUnsafeCurrentTask { $0?.cancel() }
        if throwsCancellation { throw CancellationError() }
      }, finish: outcomes.record)
  }
  await task.value
  #expect(outcomes.recorded == [])
}

/// The limit only turns a hang (a `finish` never called) into a failure: the main actor may be
/// busy with other suites for a long while on a loaded machine, so it is far past any real run.
@MainActor
@Test(.timeLimit(.minutes(10)))
func aSendTaskRunsTheSendAtOnceAndReportsItsEnd() async {
  var sendTask: SendTask?
  let outcome = await withCheckedContinuation { continuation in
    sendTask = SendTask(
      sentAt: .now, send: { throw Failure() },
      finish: { continuation.resume(returning: $0.map { "\(type(of: $0))" } ?? "success") })
  }
  #expect(outcome == "Failure")
  #expect(sendTask != nil)
}
