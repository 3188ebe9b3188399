/// One thing that happens to the composer: a tap, a keystroke, focus, or the app reporting how
/// a send ended or handing over a new `Usage`. Each takes one state of the card to the next;
/// `ComposerMotion` says what curve the change moves on, and the headless renderer films it.
///
/// `name` is the action's stable text form, the one `render-composer animate --action` reads:
/// "send", "toggle-mode:search", "fail:The network connection was lost.", …
public enum ComposerAction: Hashable, Sendable {
  /// Send tapped: the text goes, Stop takes Send's place.
  case send
  /// Stop tapped while a message is sending.
  case stop
  /// `onSend` returned.
  case succeed
  /// `onSend` threw an error describing itself as `message` (nil: one that does not, which
  /// shows "Couldn't send. Try again.").
  case fail(message: String?)
  case toggleMode(ModelComposer.Mode.ID)
  /// Picked in the pill's menu.
  case selectModel(ModelComposer.Model.ID)
  /// Typed at the end of the field's text.
  case type(String)
  case focus
  case blur
  /// The app handed over a `Usage` with one message fewer (`Usage.afterSending()`).
  case useMessage
  case openMenu
  case closeMenu

  /// Every form `init(parsing:)` reads, in the order messages list them.
  public static let forms = [
    "send", "stop", "succeed", "fail[:message]", "toggle-mode:<id>", "select-model:<id>",
    "type:<text>", "focus", "blur", "use-message", "open-menu", "close-menu",
  ]

  /// The stable text form, which `init(parsing:)` reads back.
  public var name: String {
    switch self {
    case .send: "send"
    case .stop: "stop"
    case .succeed: "succeed"
    case .fail(let message): message.map { "fail:\($0)" } ?? "fail"
    case .toggleMode(let id): "toggle-mode:\(id)"
    case .selectModel(let id): "select-model:\(id)"
    case .type(let text): "type:\(text)"
    case .focus: "focus"
    case .blur: "blur"
    case .useMessage: "use-message"
    case .openMenu: "open-menu"
    case .closeMenu: "close-menu"
    }
  }

  /// Reads a `name`: a word, or a word, a colon and its argument (everything after the first
  /// colon, so a failure's message or typed text may hold colons of its own).
  public init(parsing text: String) throws(ActionRefusal) {
    let word = text.prefix { $0 != ":" }
    let argument = word.count < text.count ? String(text.dropFirst(word.count + 1)) : nil
    func needs(_ what: String, _ form: String) throws(ActionRefusal) -> String {
      guard let argument, !argument.isEmpty else {
        throw ActionRefusal("action \(word) needs \(what): \(form)")
      }
      return argument
    }
    switch word {
    case "fail": self = .fail(message: argument)
    case "toggle-mode": self = .toggleMode(try needs("a mode id", "toggle-mode:<id>"))
    case "select-model": self = .selectModel(try needs("a model id", "select-model:<id>"))
    case "type": self = .type(try needs("text to type", "type:<text>"))
    default:
      guard let plain = Self.plain[String(word)], argument == nil else {
        let words = Self.forms.map { String($0.prefix { $0 != ":" && $0 != "[" }) }
        throw ActionRefusal(
          "unknown action \"\(text)\"\(Suggestion.clause(for: String(word), among: words)); "
            + "actions are \(Self.forms.joined(separator: ", "))")
      }
      self = plain
    }
  }

  /// The actions that take no argument, by name.
  private static let plain: [String: ComposerAction] = Dictionary(
    uniqueKeysWithValues: [
      ComposerAction.send, .stop, .succeed, .focus, .blur, .useMessage, .openMenu, .closeMenu,
    ].map { ($0.name, $0) })
}

/// An action that cannot be read, names something the composer does not have, or is not
/// possible in the state it was asked of; the message says what is allowed instead.
public struct ActionRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
