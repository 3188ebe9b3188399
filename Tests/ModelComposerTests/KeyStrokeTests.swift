import Testing

@testable import ModelComposer

/// A hardware keyboard as Messages has it: Return (and ⌘↩) sends, ⇧↩ and ⌥↩ start a new line,
/// Escape stops a send.
@Suite struct KeyStrokeTests {
  private func session(text: String = "Hello", sending: Bool = false) -> Session {
    var session = Session(
      configuration: Configuration(model: "atlas-3"), interaction: Interaction(text: text))
    if sending { _ = session.send() }
    return session
  }

  @Test func returnSends() {
    #expect(session().response(to: KeyStroke(.return)) == .send)
  }

  @Test(arguments: [KeyStroke.Modifiers.shift, .option, [.shift, .option]])
  func shiftOrOptionReturnStartsANewLine(modifiers: KeyStroke.Modifiers) {
    #expect(session().response(to: KeyStroke(.return, modifiers: modifiers)) == .passThrough)
    #expect(
      session(text: "").response(to: KeyStroke(.return, modifiers: modifiers)) == .passThrough)
  }

  /// A Return that cannot send types nothing either: a blank or invisible draft, a message
  /// already sending, and the repeats of a held Return.
  @Test func aReturnThatCannotSendIsKeptFromTheField() {
    #expect(session(text: "").response(to: KeyStroke(.return)) == .consume)
    #expect(session(text: "\u{FEFF} ").response(to: KeyStroke(.return)) == .consume)
    #expect(session(sending: true).response(to: KeyStroke(.return)) == .consume)
    #expect(session().response(to: KeyStroke(.return, isRepeat: true)) == .consume)
  }

  @Test func escapeStopsASendAndIsTheSystemsOtherwise() {
    #expect(session(sending: true).response(to: KeyStroke(.escape)) == .stop)
    #expect(session(sending: true).response(to: KeyStroke(.escape, isRepeat: true)) == .consume)
    #expect(session().response(to: KeyStroke(.escape)) == .passThrough)
  }
}
