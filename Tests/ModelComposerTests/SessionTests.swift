import Foundation
import Testing

@testable import ModelComposer

private func session(
  text: String = "", model: String = "atlas-3", modes: Set<String> = [],
  models: [Model] = Model.samples, usage: Usage? = Usage(remaining: 12, limit: 40),
  hasLockedHandler: Bool = true
) -> Session {
  Session(
    configuration: Configuration(
      model: model, modes: modes, models: models, usage: usage,
      hasLockedHandler: hasLockedHandler),
    interaction: Interaction(text: text, isFocused: true))
}

/// A session with "  Hello  " in flight, and no events yet: built afresh from the state the
/// send left, as the view builds one for each action.
private func sending() -> Session {
  var session = session(text: "  Hello  ")
  _ = session.send()
  return Session(configuration: session.configuration, interaction: session.interaction)
}

/// The composer's announcements are all at high priority.
private func announcement(
  _ text: String, _ timing: ComposerEvent.Announcement.Timing = .immediately
) -> ComposerEvent {
  .announcement(ComposerEvent.Announcement(text: text, priority: .high, timing: timing))
}

// MARK: Picking a model

@Test func pickingAnotherModelSelectsItTicksAndAnnounces() {
  var session = session()
  session.interaction.isMenuOpen = true
  session.selectModel("atlas-3-mini")
  #expect(session.configuration.modelID == "atlas-3-mini")
  #expect(!session.interaction.isMenuOpen)
  #expect(
    session.events == [
      .haptic(.selection), announcement("Model changed to Atlas 3 Mini", .afterMenuCloses),
    ])
}

@Test func pickingALockedModelLeavesTheSelectionAndAsksForOnLocked() {
  var session = session()
  session.selectModel("atlas-3-max")
  #expect(session.configuration.modelID == "atlas-3")
  #expect(session.events == [.lockedModelPicked(Model.samples[2])])
}

/// The app's binding may name a locked model, which then is current: picking it again
/// changes nothing and calls nothing, as picking the checked item of a menu does; another
/// locked model still asks for `onLocked`.
@Test func pickingTheLockedCurrentModelAgainCallsNothing() {
  var session = session(model: "atlas-3-max")
  session.interaction.isMenuOpen = true
  session.selectModel("atlas-3-max")
  #expect(session.configuration.modelID == "atlas-3-max")
  #expect(session.events == [])
  #expect(!session.interaction.isMenuOpen)
  let locked = Model(id: "atlas-3-ultra", name: "Atlas 3 Ultra", detail: "", isLocked: true)
  var other = Session(
    configuration: Configuration(
      model: "atlas-3-max", models: Model.samples + [locked], hasLockedHandler: true))
  other.selectModel("atlas-3-ultra")
  #expect(other.configuration.modelID == "atlas-3-max")
  #expect(other.events == [.lockedModelPicked(locked)])
}

@Test func withoutAnOnLockedHandlerALockedModelDoesNothing() {
  var session = session(hasLockedHandler: false)
  session.selectModel("atlas-3-max")
  #expect(session.configuration.modelID == "atlas-3")
  #expect(session.events == [])
}

@Test func pickingTheCurrentModelFiresNothing() {
  var session = session()
  session.selectModel("atlas-3")
  #expect(session.events == [])
}

/// The binding held an unknown id, so Atlas 3 Mini was showing as the fallback: picking it
/// makes the binding valid but changes nothing the user sees.
@Test func pickingTheFallbackModelWritesTheBindingSilently() {
  var session = session(model: "gone")
  session.selectModel("atlas-3-mini")
  #expect(session.configuration.modelID == "atlas-3-mini")
  #expect(session.events == [])
}

@Test func pickingAnUnknownModelDoesNothing() {
  var session = session()
  session.selectModel("gone")
  #expect(session.configuration.modelID == "atlas-3")
  #expect(session.events == [])
}

@Test func atTheLimitThePillIsOff() {
  var session = session(usage: Usage(remaining: 0, limit: 40))
  session.selectModel("atlas-3-mini")
  session.selectModel("atlas-3-max")
  #expect(session.configuration.modelID == "atlas-3")
  #expect(session.events == [])
}

// MARK: Modes

@Test func anyNumberOfModesCanBeOnAndTheMessageListsThemInChipOrder() throws {
  var session = session(text: "Hi")
  session.toggleMode("image")
  session.toggleMode("search")
  session.toggleMode("think")
  session.toggleMode("think")
  #expect(session.configuration.modeIDs == ["image", "search"])
  #expect(session.events == Array(repeating: .haptic(.selection), count: 4))
  let sent = session.send()
  let message = try #require(sent)
  #expect(message.modes == [.search, .image])
}

@Test func togglingAModeThatIsNotAvailableDoesNothing() {
  var session = Session(
    configuration: Configuration(model: "atlas-3", availableModes: []))
  session.toggleMode("search")
  #expect(session.configuration.modeIDs == [])
  #expect(session.events == [])
}

@Test func atTheLimitChipsAreOff() {
  var session = session(usage: Usage(remaining: 0, limit: 40))
  session.toggleMode("search")
  #expect(session.configuration.modeIDs == [])
  #expect(session.events == [])
}

// MARK: Send

/// Whitespace, and the characters that draw nothing: U+FEFF, U+2060 word joiner, U+200B zero
/// width space, a lone U+FE0F variation selector, U+200D, U+3164 Hangul filler, a tag, a
/// control character, and mixtures of them.
@Test(arguments: [
  "", " ", "\n\t  \n", "\u{3000}", "\u{FEFF}", "\u{2060}", "\u{200B}", "\u{FE0F}", "\u{200D}",
  "\u{3164}", "\u{E0041}", "\u{7}", " \u{FEFF}\n\u{2060}\u{FE0F} \u{200B}",
])
func sendIsOffForEmptyOrInvisibleText(text: String) {
  var session = session(text: text)
  #expect(!session.canSend)
  #expect(session.send() == nil)
  #expect(session.interaction.text == text)
  #expect(session.events == [])
}

@Test func sendIsOffAtTheLimit() {
  var session = session(text: "Hello", usage: Usage(remaining: 0, limit: 40))
  #expect(session.send() == nil)
  #expect(session.interaction.phase == .idle)
}

@Test func nilUsageNeverLimits() {
  var session = session(text: "Hello", usage: nil)
  #expect(session.send() != nil)
}

@Test(arguments: [[], lockedFirst.filter(\.isLocked)])
func sendIsOffWithNoModelToSendTo(models: [Model]) {
  var session = session(text: "Hello", model: "gone", models: models)
  #expect(session.send() == nil)
  #expect(session.events == [])
}

@Test func sendTrimsClearsTheFieldShowsStopAndTaps() throws {
  var session = session(text: "  \n Hello there \n ", modes: ["think"])
  session.interaction.isMenuOpen = true
  let sent = session.send()
  let message = try #require(sent)
  #expect(
    message
      == ModelComposer.Message(text: "Hello there", model: Model.samples[1], modes: [.think]))
  #expect(session.interaction.text == "")
  #expect(session.interaction.phase == .sending(draft: "  \n Hello there \n "))
  #expect(!session.interaction.isMenuOpen)
  #expect(session.interaction.isFocused)
  #expect(session.events == [.haptic(.lightImpact)])
}

/// What cannot be seen is trimmed from both ends as whole characters: an emoji keeps its
/// variation selector, and what is invisible inside the text stays.
@Test(arguments: [
  ("\u{FEFF} Hello\u{200B}\n", "Hello"), ("\u{2060}\u{FE0F}Hi", "Hi"),
  ("\u{2764}\u{FE0F}", "\u{2764}\u{FE0F}"), ("a\u{200B}b", "a\u{200B}b"),
  ("\u{3164}\t e\u{301} ", "e\u{301}"),
])
func sendTrimsInvisibleCharacters(typed: String, sent: String) {
  var session = session(text: typed)
  #expect(session.canSend)
  let message = session.send()
  #expect(message?.text == sent)
}

/// A probe of the session as a film drives it: invisible text refuses Send, naming why.
@Test func aSessionRefusesToSendInvisibleText() {
  var session = session(text: "\u{FEFF}\u{2060}\u{FE0F}")
  guard case .notAllowed(let obstacle, _) = session.refusal(of: .send)?.reason else {
    Issue.record("Send was not refused")
    return
  }
  #expect(obstacle == .noTextToSend)
  #expect(throws: ActionRefusal.self) { try session.perform(.send) }
  #expect(session.interaction.phase == .idle && session.events.isEmpty)
}

@Test func theFallbackModelIsTheOneSentTo() throws {
  var session = session(text: "Hi", model: "gone", models: lockedFirst)
  let sent = session.send()
  #expect(try #require(sent).model.id == "free")
}

@Test func sendingTwiceAtOnceIsRefused() {
  var session = sending()
  session.updateText("Next")
  #expect(session.send() == nil)
  #expect(session.events == [])
}

// MARK: Finishing

@Test func successFreesTheComposer() {
  var session = sending()
  session.finishSending(with: nil)
  #expect(session.interaction.phase == .idle)
  #expect(session.interaction.text == "")
  #expect(session.events == [])
}

@Test func stopFreesAtOnceWithoutTheTextAndAnnounces() {
  var session = sending()
  session.stop()
  #expect(session.interaction.phase == .idle)
  #expect(session.interaction.text == "")
  #expect(session.events == [announcement("Stopped")])
}

@Test func theCancellationArrivingAfterStopIsIgnored() {
  var session = sending()
  session.stop()
  session.finishSending(with: CancellationError())
  #expect(session.interaction.phase == .idle)
  #expect(session.events == [announcement("Stopped")])
}

@Test func stopWhileIdleDoesNothing() {
  var session = session(text: "Draft")
  session.stop()
  #expect(session.interaction == Interaction(text: "Draft", isFocused: true))
  #expect(session.events == [])
}

/// Stop's own cancellation never reaches `finishSending`, so one that does was nobody's
/// request: a failure, with the text back.
@Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
func aCancellationThatReachesFinishingIsAFailure(error: any Error) {
  var session = sending()
  session.finishSending(with: error)
  #expect(session.interaction.text == "  Hello  ")
  #expect(session.interaction.phase == .failed(message: "Couldn't send. Try again."))
  #expect(session.events == [.haptic(.error), announcement("Couldn't send. Try again.")])
}

@Test func afterSendACancellationLeavesTheTextAsTypedAndTheSendFailed() throws {
  var session = session(text: " Hi\n")
  let sent = session.send()
  #expect(try #require(sent).text == "Hi")
  session.finishSending(with: CancellationError())
  #expect(session.interaction.text == " Hi\n")
  #expect(session.interaction.phase == .failed(message: "Couldn't send. Try again."))
  #expect(
    session.events == [
      .haptic(.lightImpact), .haptic(.error), announcement("Couldn't send. Try again."),
    ])
}

@Test(arguments: [
  (
    DescribedFailure(errorDescription: "The network is offline.") as any Error,
    "The network is offline."
  ),
  (DescribedFailure(errorDescription: "  Rate limited.\n"), "Rate limited."),
  (DescribedFailure(errorDescription: nil), "Couldn't send. Try again."),
  (DescribedFailure(errorDescription: " \n"), "Couldn't send. Try again."),
  (Failure(), "Couldn't send. Try again."),
])
func aFailureHandsTheTextBackAndShowsItsMessage(error: any Error, message: String) {
  var session = sending()
  session.finishSending(with: error)
  #expect(session.interaction.text == "  Hello  ")
  #expect(session.interaction.phase == .failed(message: message))
  #expect(session.events == [.haptic(.error), announcement(message)])
}

@Test(arguments: [
  ("", "  Hello  "), (" \n", "  Hello  "), ("\u{FEFF}\u{200B}", "  Hello  "),
  ("Also", "  Hello  \nAlso"),
])
func textTypedWhileSendingStaysAfterTheHandedBackText(typed: String, restored: String) {
  var session = sending()
  session.updateText(typed)
  session.finishSending(with: Failure())
  #expect(session.interaction.text == restored)
}

@Test func finishingWhenNotSendingIsIgnored() {
  var session = session(text: "Draft")
  session.finishSending(with: Failure())
  #expect(session.interaction == Interaction(text: "Draft", isFocused: true))
  #expect(session.events == [])
}

// MARK: The error line

@Test func editingClearsTheError() {
  var session = sending()
  session.finishSending(with: Failure())
  session.updateText("  Hello  ")
  #expect(session.interaction.phase == .failed(message: "Couldn't send. Try again."))
  session.updateText("  Hello!")
  #expect(session.interaction.phase == .idle)
}

@Test func theNextSendClearsTheError() {
  var session = sending()
  session.finishSending(with: Failure())
  _ = session.send()
  #expect(session.interaction.phase == .sending(draft: "  Hello  "))
}

/// The view builds a session for each action from the state the last one left: only the new
/// action's events are forwarded, never the last one's again.
@Test func aSessionForTheNextActionCarriesOnlyItsOwnEvents() {
  var first = session(text: "Hi")
  _ = first.send()
  #expect(first.events == [.haptic(.lightImpact)])
  var next = Session(configuration: first.configuration, interaction: first.interaction)
  #expect(next.events == [])
  next.stop()
  #expect(next.events == [announcement("Stopped")])
}

@Test func whileSendingTheFieldPillAndChipsStayOn() {
  var session = sending()
  #expect(session.areControlsEnabled)
  #expect(session.isModelPickerEnabled)
  session.toggleMode("search")
  session.selectModel("atlas-3-mini")
  #expect(session.configuration.modeIDs == ["search"])
  #expect(session.configuration.modelID == "atlas-3-mini")
}
