import Foundation

/// Every fixed string the composer shows or speaks, and every one its example shows, in one
/// place. Each is whole: a label, or a sentence whose counts, names, days and times are
/// placeholders, so no English glue (" at ", " · ", ", ", a full stop) is written anywhere
/// else and a String Catalog can replace this one type when the block is localised. There a
/// sentence is one key (`%lld` for a count, `%@` for a name, a day or a time), and the English
/// forms a count picks between here (1 message, 40 messages; no messages at a limit of 0)
/// become its plural variations. English only for now, with the spec's ASCII apostrophes.
enum Copy {
  // MARK: The card

  static let limitPrompt = "You've reached today's limit"
  static let sendFailed = "Couldn't send. Try again."
  static let stopped = "Stopped"
  static let modelLabel = "Model"
  static let noModel = "No model"
  static let on = "On"
  static let off = "Off"
  static let send = "Send"
  static let stop = "Stop"
  static let upgrade = "Upgrade"

  static func modelChanged(to name: String) -> String { "Model changed to \(name)" }

  /// A failure's message as shown and announced: trimmed, and the spec's fallback when it is
  /// missing or blank.
  static func failureMessage(_ description: String?) -> String {
    let trimmed = description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return trimmed.isEmpty ? sendFailed : trimmed
  }

  // MARK: The menu

  /// Beside a locked model's lock, and the subtitle of one with no detail.
  static let pro = "Pro"

  /// A locked model's subtitle: "Pro · Best for complex problems".
  static func pro(_ detail: String) -> String { "Pro · \(detail)" }

  /// A row's name and detail as VoiceOver reads them: "Atlas 3, Great for most questions".
  static func menuRow(name: String, detail: String) -> String { "\(name), \(detail)" }

  // MARK: The usage line
  //
  // Below the limit the line is a label, and VoiceOver reads it as a sentence (`sentence(_:)`);
  // at the limit it is sentences already. The day ("Jun 3") and time ("9:00 AM") come
  // formatted for the context's locale.

  /// "12 messages left today", "1 message left today".
  static func messagesLeftToday(_ count: Int) -> String {
    count == 1 ? "\(count) message left today" : "\(count) messages left today"
  }

  /// "12 messages left until 9:00 AM": more arrive within 24 hours.
  static func messagesLeft(_ count: Int, until time: String) -> String {
    count == 1 ? "\(count) message left until \(time)" : "\(count) messages left until \(time)"
  }

  /// "12 messages left until Jun 3 at 9:00 AM": more arrive 24 hours or more from now.
  static func messagesLeft(_ count: Int, until day: String, at time: String) -> String {
    count == 1
      ? "\(count) message left until \(day) at \(time)"
      : "\(count) messages left until \(day) at \(time)"
  }

  /// "You've used all 40 messages today.": at the limit, with no reset date.
  static func allUsedToday(limit: Int) -> String {
    switch limit {
    case 0: "You have no messages left today."
    case 1: "You've used your \(limit) message today."
    default: "You've used all \(limit) messages today."
    }
  }

  /// "You've used all 40 messages. More at 9:00 AM.": more arrive within 24 hours.
  static func allUsed(limit: Int, moreAt time: String) -> String {
    switch limit {
    case 0: "You have no messages left. More at \(time)."
    case 1: "You've used your \(limit) message. More at \(time)."
    default: "You've used all \(limit) messages. More at \(time)."
    }
  }

  /// "You've used all 40 messages. More on Jun 3 at 9:00 AM.": 24 hours or more from now.
  static func allUsed(limit: Int, moreOn day: String, at time: String) -> String {
    switch limit {
    case 0: "You have no messages left. More on \(day) at \(time)."
    case 1: "You've used your \(limit) message. More on \(day) at \(time)."
    default: "You've used all \(limit) messages. More on \(day) at \(time)."
    }
  }

  /// A line below the limit as VoiceOver reads it, one sentence: "12 messages left today.";
  /// as it is when it ends in a full stop already, as a time such as "9:00 a.m." does in some
  /// locales.
  static func sentence(_ line: String) -> String { line.hasSuffix(".") ? line : "\(line)." }

  // MARK: The samples

  /// `Model.samples`: each one's name, and the line under it in the menu.
  static let atlas3Mini = (name: "Atlas 3 Mini", detail: "Fastest for everyday tasks")
  static let atlas3 = (name: "Atlas 3", detail: "Great for most questions")
  static let atlas3Max = (name: "Atlas 3 Max", detail: "Best for complex problems")

  /// `Mode.defaults`' titles.
  static let modeTitles = (search: "Search", think: "Think", image: "Image")

  // MARK: The Research thread (`ModelComposerExample`)

  /// The thread's navigation title, and its field's prompt.
  static let research = (title: "Research", placeholder: "Ask anything")

  /// The upgrade prompt's title from Upgrade, and its button that closes it.
  static let upgradePrompt = (title: "Get more messages with Pro", dismiss: "Not Now")

  /// The upgrade prompt's title for a locked model: "Atlas 3 Max is part of Pro".
  static func partOfPro(_ model: String) -> String { "\(model) is part of Pro" }

  /// The upgrade prompt's message, naming the locked model: "Pro includes Atlas 3 Max and more
  /// messages every day."
  static func proIncludes(_ model: String) -> String {
    "Pro includes \(model) and more messages every day."
  }

  /// What a sent message went with, under its bubble: "Atlas 3 · Search · Think".
  static func sentWith(model: String, modes: [String]) -> String {
    ([model] + modes).joined(separator: " · ")
  }
}
