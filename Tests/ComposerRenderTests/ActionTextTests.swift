import ComposerRender
import ModelComposer
import Testing

/// The actions' text form, as films read it, and the refusals in words.
@Suite struct ActionTextTests {
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
      #expect {
        try ComposerAction(parsing: name)
      } throws: { error in
        (error as? ActionTextError)?.description == message
      }
    }
  }

  private func session(
    text: String = "", usage: ModelComposer.Usage? = .init(remaining: 12, limit: 40)
  )
    -> ModelComposer.Session
  {
    ModelComposer.Session(
      configuration: ModelComposer.Configuration(model: "atlas-3", usage: usage),
      interaction: ModelComposer.Interaction(text: text))
  }

  @Test func refusalsNameTheReasonAndWhatIsAllowed() {
    let idle = session()
    #expect(
      idle.refusal(of: .send)?.message
        == "send is not allowed now: the field has no text to send; allowed now: "
        + "toggle-mode:<id>, select-model:<id>, type:<text>, focus, blur, use-message, open-menu")
    #expect(
      idle.refusal(of: .toggleMode("draw"))?.message
        == "toggle-mode:draw: no mode has the id \"draw\"; modes are search, think, image")
    #expect(
      idle.refusal(of: .selectModel("gpt"))?.message
        == "select-model:gpt: no model has the id \"gpt\"; models are atlas-3-mini, atlas-3, "
        + "atlas-3-max")
    #expect(
      idle.refusal(of: .toggleMode("serch"))?.message
        == "toggle-mode:serch: no mode has the id \"serch\" (did you mean search?); modes are "
        + "search, think, image")
    #expect(
      idle.refusal(of: .selectModel("atlas3"))?.message
        == "select-model:atlas3: no model has the id \"atlas3\" (did you mean atlas-3?); models "
        + "are atlas-3-mini, atlas-3, atlas-3-max")
    let limit = session(text: "Hi", usage: .init(remaining: 0, limit: 40))
    #expect(
      limit.refusal(of: .send)?.message
        == "send is not allowed now: the composer is at its limit; allowed now: blur")
    #expect(
      idle.refusal(of: .closeMenu)?.message.hasPrefix(
        "close-menu is not allowed now: the menu is not open") == true)
    var typed = session(text: "Hi")
    _ = typed.send()
    #expect(
      typed.refusal(of: .send)?.message.hasPrefix(
        "send is not allowed now: a message is already sending; allowed now: stop, succeed, "
          + "fail[:message], toggle-mode:<id>") == true)
  }
}
