import ModelComposer
import ToolSupport

// Actions as text, for films: `render-composer animate --action` reads them ("send",
// "toggle-mode:search", "fail:The network connection was lost.") and a refused one is named
// so. The block itself has no use for this wording: its actions and refusals are typed
// (`ComposerAction`, `ActionRefusal`), and every word about them is here.

extension ComposerAction.Kind {
  /// How an action of this kind is written, the one table the text form comes from: its word,
  /// then after a colon what it carries, if anything.
  fileprivate var spelling: (word: String, argument: ActionArgument?) {
    switch self {
    case .send: ("send", nil)
    case .stop: ("stop", nil)
    case .succeed: ("succeed", nil)
    case .fail: ("fail", .optional("message"))
    case .toggleMode: ("toggle-mode", .required("<id>", missing: "a mode id"))
    case .selectModel: ("select-model", .required("<id>", missing: "a model id"))
    case .type: ("type", .required("<text>", missing: "text to type"))
    case .focus: ("focus", nil)
    case .blur: ("blur", nil)
    case .useMessage: ("use-message", nil)
    case .openMenu: ("open-menu", nil)
    case .closeMenu: ("close-menu", nil)
    }
  }

  /// The word that begins the text form: "toggle-mode".
  public var word: String { spelling.word }

  /// The form as `ComposerAction(parsing:)` reads it and messages list it: "send",
  /// "fail[:message]", "toggle-mode:<id>".
  public var form: String {
    switch spelling.argument {
    case nil: word
    case .optional(let placeholder): "\(word)[:\(placeholder)]"
    case .required(let placeholder, _): "\(word):\(placeholder)"
    }
  }
}

/// What an action's text carries after its word and a colon.
private enum ActionArgument {
  /// One that may be left out, as a failure's message may: its placeholder in the form.
  case optional(String)
  /// One that must be there: its placeholder, and what a message asks for when it is not.
  case required(String, missing: String)
}

extension ComposerAction {
  /// Every form `init(parsing:)` reads, in the order messages list them.
  public static let forms = Kind.allCases.map(\.form)

  /// The stable text form, which `init(parsing:)` reads back.
  public var name: String {
    kind.word + (argument.map { ":\($0)" } ?? "")
  }

  /// What the action carries, as its text form writes it after the colon; nil for nothing.
  private var argument: String? {
    switch self {
    case .fail(let message): message
    case .toggleMode(let id), .selectModel(let id): id
    case .type(let text): text
    case .send, .stop, .succeed, .focus, .blur, .useMessage, .openMenu, .closeMenu: nil
    }
  }

  /// Reads a `name`: a word, or a word, a colon and its argument (everything after the first
  /// colon, so a failure's message or typed text may hold colons of its own).
  public init(parsing text: String) throws(ActionTextError) {
    let word = String(text.prefix { $0 != ":" })
    let argument = word.count < text.count ? String(text.dropFirst(word.count + 1)) : nil
    guard let kind = Kind.allCases.first(where: { $0.word == word }),
      argument == nil || kind.spelling.argument != nil
    else {
      let words = Kind.allCases.map(\.word)
      throw ActionTextError(
        description: "unknown action \"\(text)\"\(Suggestion.clause(for: word, among: words)); "
          + "actions are \(Self.forms.joined(separator: ", "))")
    }
    if case .required(_, let missing) = kind.spelling.argument, argument?.isEmpty ?? true {
      throw ActionTextError(description: "action \(word) needs \(missing): \(kind.form)")
    }
    self.init(kind, carrying: argument)
  }

  /// The action of `kind` carrying `argument`, which is there when the kind requires one.
  private init(_ kind: Kind, carrying argument: String?) {
    let required = argument ?? ""
    switch kind {
    case .send: self = .send
    case .stop: self = .stop
    case .succeed: self = .succeed
    case .fail: self = .fail(message: argument)
    case .toggleMode: self = .toggleMode(required)
    case .selectModel: self = .selectModel(required)
    case .type: self = .type(required)
    case .focus: self = .focus
    case .blur: self = .blur
    case .useMessage: self = .useMessage
    case .openMenu: self = .openMenu
    case .closeMenu: self = .closeMenu
    }
  }
}

/// Text that does not read as an action; the message says what is allowed instead.
public struct ActionTextError: Error, Hashable, Sendable, CustomStringConvertible {
  public let description: String
}

extension ActionRefusal {
  /// The refusal in words, naming the action by its text form: "send is not allowed now: the
  /// field has no text to send; allowed now: toggle-mode:<id>, …", "toggle-mode:serch: no mode
  /// has the id "serch" (did you mean search?); modes are search, think, image".
  public var message: String {
    switch reason {
    case .unknownMode(let id, let known): unknownID("mode", id, among: known)
    case .unknownModel(let id, let known): unknownID("model", id, among: known)
    case .notAllowed(let obstacle, let allowed):
      "\(action.name) is not allowed now: \(obstacle.words); allowed now: "
        + allowed.map(\.form).joined(separator: ", ")
    }
  }

  private func unknownID(_ noun: String, _ id: String, among known: [String]) -> String {
    "\(action.name): no \(noun) has the id \"\(id)\"\(Suggestion.clause(for: id, among: known)); "
      + (known.isEmpty ? "there are no \(noun)s" : "\(noun)s are \(known.joined(separator: ", "))")
  }
}

extension ActionRefusal.Obstacle {
  /// In a few words, as a refusal's message gives it.
  var words: String {
    switch self {
    case .alreadySending: "a message is already sending"
    case .atLimit: "the composer is at its limit"
    case .noModel: "there is no model to send to"
    case .noTextToSend: "the field has no text to send"
    case .notSending: "no message is sending"
    case .pillOff: "the pill is off"
    case .noUsage: "there is no usage to count down"
    case .noMessagesLeft: "no messages are left"
    case .menuAlreadyOpen: "the menu is already open"
    case .menuNotOpen: "the menu is not open"
    }
  }
}
