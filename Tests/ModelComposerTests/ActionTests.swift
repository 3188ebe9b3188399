import Foundation
import Testing

@testable import ModelComposer

/// The actions a film runs through the session, and what each state allows.
@Suite struct ActionTests {
  @Test func everyActionHasItsKind() {
    let actions: [ComposerAction] = [
      .send, .stop, .succeed, .fail(message: "Offline"), .toggleMode("search"),
      .selectModel("atlas-3-mini"), .type("Hi"), .focus, .blur, .useMessage, .openMenu,
      .closeMenu,
    ]
    #expect(actions.map(\.kind) == ComposerAction.Kind.allCases)
  }

  private func session(
    text: String = "", usage: ModelComposer.Usage? = .init(remaining: 12, limit: 40)
  )
    -> Session
  {
    Session(
      configuration: Configuration(model: "atlas-3", usage: usage),
      interaction: Interaction(text: text))
  }

  @Test func refusalsSayWhichActionWhyAndWhatIsAllowed() {
    let idle = session()
    let idleAllows: [ComposerAction.Kind] = [
      .toggleMode, .selectModel, .type, .focus, .blur, .useMessage, .openMenu,
    ]
    #expect(idle.allowedActions == idleAllows)
    #expect(
      idle.refusal(of: .send)
        == ActionRefusal(action: .send, reason: .notAllowed(.noTextToSend, allowed: idleAllows)))
    #expect(
      idle.refusal(of: .toggleMode("draw"))
        == ActionRefusal(
          action: .toggleMode("draw"),
          reason: .unknownMode("draw", known: ["search", "think", "image"])))
    #expect(
      idle.refusal(of: .selectModel("gpt"))
        == ActionRefusal(
          action: .selectModel("gpt"),
          reason: .unknownModel("gpt", known: ["atlas-3-mini", "atlas-3", "atlas-3-max"])))
    let limit = session(text: "Hi", usage: .init(remaining: 0, limit: 40))
    #expect(
      limit.refusal(of: .send)
        == ActionRefusal(action: .send, reason: .notAllowed(.atLimit, allowed: [.blur])))
    #expect(
      limit.refusal(of: .useMessage)?.reason == .notAllowed(.noMessagesLeft, allowed: [.blur]))
    #expect(
      session(usage: nil).refusal(of: .useMessage)?.reason
        == .notAllowed(.noUsage, allowed: idleAllows.filter { $0 != .useMessage }))
    #expect(
      idle.refusal(of: .closeMenu)?.reason == .notAllowed(.menuNotOpen, allowed: idleAllows))
    #expect(idle.refusal(of: .blur) == nil)
    var typed = session(text: "Hi")
    #expect(typed.allowedActions.contains(.send))
    _ = typed.send()
    #expect(typed.allowedActions.prefix(4) == [.stop, .succeed, .fail, .toggleMode])
    #expect(
      typed.refusal(of: .send)?.reason
        == .notAllowed(.alreadySending, allowed: typed.allowedActions))
  }

  /// A state with no modes has no toggle to offer, though nothing else stands against one.
  @Test func withoutModesToggleModeIsNotOffered() {
    let session = Session(configuration: Configuration(model: "atlas-3", availableModes: []))
    #expect(!session.allowedActions.contains(.toggleMode))
    #expect(session.allowedActions.contains(.type))
    #expect(
      session.refusal(of: .toggleMode("search"))?.reason == .unknownMode("search", known: []))
  }

  @Test func performingRunsTheSessionsOwnRules() throws {
    var session = session(text: "What")
    try session.perform(.type(" now"))
    #expect(session.interaction.text == "What now")
    try session.perform(.focus)
    #expect(session.interaction.isFocused)
    try session.perform(.send)
    #expect(session.isSending && session.interaction.text.isEmpty)
    try session.perform(.fail(message: "Offline"))
    #expect(session.interaction.phase == .failed(message: "Offline"))
    #expect(session.interaction.text == "What now")
    try session.perform(.type("?"))
    #expect(session.interaction.phase == .idle)
    try session.perform(.send)
    try session.perform(.fail(message: nil))
    #expect(session.interaction.phase == .failed(message: "Couldn't send. Try again."))
    try session.perform(.useMessage)
    #expect(session.configuration.usage == .init(remaining: 11, limit: 40))
    try session.perform(.openMenu)
    try session.perform(.selectModel("atlas-3-mini"))
    #expect(session.configuration.modelID == "atlas-3-mini" && !session.interaction.isMenuOpen)
    try session.perform(.toggleMode("think"))
    #expect(session.configuration.modeIDs == ["think"])
    try session.perform(.blur)
    #expect(!session.interaction.isFocused)
  }

  @Test func aRefusedActionChangesNothing() {
    var session = session()
    let before = session
    #expect(throws: ActionRefusal.self) { try session.perform(.stop) }
    #expect(session == before)
  }
}
