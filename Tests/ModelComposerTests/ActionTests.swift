import Foundation
import Testing

@testable import ModelComposer

/// The actions a film runs through the session, their text form, and what each state allows.
@Suite struct ActionTests {
  static let all: [ComposerAction] = [
    .send, .stop, .succeed, .fail(message: nil), .fail(message: "Offline: try: again"),
    .toggleMode("search"), .selectModel("atlas-3-mini"), .type("Hi: there"), .focus, .blur,
    .useMessage, .openMenu, .closeMenu,
  ]

  @Test(arguments: all)
  func everyActionReadsBackFromItsName(_ action: ComposerAction) throws {
    #expect(try ComposerAction(parsing: action.name) == action)
  }

  @Test func badNamesSayWhatIsAllowed() {
    let forms =
      "send, stop, succeed, fail[:message], toggle-mode:<id>, select-model:<id>, type:<text>, "
      + "focus, blur, use-message, open-menu, close-menu"
    let cases: [(String, String)] = [
      ("jump", "unknown action \"jump\"; actions are \(forms)"),
      ("send:now", "unknown action \"send:now\"; actions are \(forms)"),
      ("", "unknown action \"\"; actions are \(forms)"),
      ("sedn", "unknown action \"sedn\" (did you mean send?); actions are \(forms)"),
      (
        "open-menue",
        "unknown action \"open-menue\" (did you mean open-menu?); actions are \(forms)"
      ),
      ("toggle-mode", "action toggle-mode needs a mode id: toggle-mode:<id>"),
      ("select-model:", "action select-model needs a model id: select-model:<id>"),
      ("type:", "action type needs text to type: type:<text>"),
    ]
    for (name, message) in cases {
      #expect(throws: ActionRefusal(message)) { try ComposerAction(parsing: name) }
    }
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

  @Test func refusalsNameTheReasonAndWhatIsAllowed() {
    let idle = session()
    #expect(
      idle.refusal(of: .send)?.description
        == "send is not allowed now: the field has no text to send; allowed now: "
        + "toggle-mode:<id>, select-model:<id>, type:<text>, focus, blur, use-message, open-menu")
    #expect(
      idle.refusal(of: .toggleMode("draw"))?.description
        == "toggle-mode:draw: no mode has the id \"draw\"; modes are search, think, image")
    #expect(
      idle.refusal(of: .selectModel("gpt"))?.description
        == "select-model:gpt: no model has the id \"gpt\"; models are atlas-3-mini, atlas-3, "
        + "atlas-3-max")
    #expect(
      idle.refusal(of: .toggleMode("serch"))?.description
        == "toggle-mode:serch: no mode has the id \"serch\" (did you mean search?); modes are "
        + "search, think, image")
    #expect(
      idle.refusal(of: .selectModel("atlas3"))?.description
        == "select-model:atlas3: no model has the id \"atlas3\" (did you mean atlas-3?); models "
        + "are atlas-3-mini, atlas-3, atlas-3-max")
    let limit = session(text: "Hi", usage: .init(remaining: 0, limit: 40))
    #expect(
      limit.refusal(of: .send)?.description
        == "send is not allowed now: the composer is at its limit; allowed now: blur")
    #expect(limit.refusal(of: .useMessage) != nil)
    #expect(session(usage: nil).refusal(of: .useMessage) != nil)
    #expect(
      idle.refusal(of: .closeMenu)?.description.hasPrefix(
        "close-menu is not allowed now: the menu is not open") == true)
    var typed = session(text: "Hi")
    #expect(typed.allowedActionForms.contains("send"))
    _ = typed.send()
    #expect(
      typed.allowedActionForms.prefix(4) == [
        "stop", "succeed", "fail[:message]", "toggle-mode:<id>",
      ])
    #expect(
      typed.refusal(of: .send)?.description.hasPrefix(
        "send is not allowed now: a message is already sending") == true)
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
