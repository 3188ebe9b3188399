import Foundation

/// Every fixed string the composer shows or speaks, and every one its example shows, in one
/// place: each a `Phrase` of the String Catalog (`Resources/Localizable.xcstrings`), whose key
/// is the English label or whole sentence with its counts, names, days and times as
/// placeholders. No glue (" at ", " · ", ", ", a full stop) is written anywhere else, so a
/// translator can reorder every sentence, and a count's forms (1 message, 40 messages; no
/// messages at a limit of 0) are the catalog's plural variations, by each language's CLDR
/// categories. The spec's English keeps its ASCII apostrophes.
enum Copy {
  // MARK: The card

  static let limitPrompt = Phrase("You've reached today's limit")
  static let sendFailed = Phrase("Couldn't send. Try again.")
  static let stopped = Phrase("Stopped")
  static let modelLabel = Phrase("Model")
  static let noModel = Phrase("No model")
  static let on = Phrase("On")
  static let off = Phrase("Off")
  static let send = Phrase("Send")
  static let stop = Phrase("Stop")
  static let upgrade = Phrase("Upgrade")

  static func modelChanged(to name: String) -> Phrase {
    Phrase("Model changed to %@", .text(name))
  }

  /// A failure's message as shown and announced: trimmed, and the spec's fallback, in
  /// `locale`'s language, when it is missing or blank. The app's own message is the app's to
  /// localise.
  static func failureMessage(_ description: String?, in locale: Locale) -> String {
    let trimmed = description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return trimmed.isEmpty ? sendFailed.resolved(in: locale) : trimmed
  }

  // MARK: The menu

  /// Beside a locked model's lock, and the subtitle of one with no detail.
  static let pro = Phrase("Pro")

  /// A locked model's subtitle: "Pro · Best for complex problems".
  static func pro(_ detail: String) -> Phrase { Phrase("Pro · %@", .text(detail)) }

  /// A row's name and detail as VoiceOver reads them: "Atlas 3, Great for most questions".
  static func menuRow(name: String, detail: String) -> Phrase {
    Phrase("%@, %@", .text(name), .text(detail))
  }

  // MARK: The usage line
  //
  // Below the limit the line is a label, and VoiceOver reads it as a sentence (`sentence(_:)`);
  // at the limit it is sentences already. The day ("Jun 3") and time ("9:00 AM") come
  // formatted for the context's locale.

  /// "12 messages left today", "1 message left today".
  static func messagesLeftToday(_ count: Int) -> Phrase {
    Phrase("%lld messages left today", .count(count))
  }

  /// "12 messages left until 9:00 AM": more arrive within 24 hours.
  static func messagesLeft(_ count: Int, until time: String) -> Phrase {
    Phrase("%lld messages left until %@", .count(count), .text(time))
  }

  /// "12 messages left until Jun 3 at 9:00 AM": more arrive 24 hours or more from now.
  static func messagesLeft(_ count: Int, until day: String, at time: String) -> Phrase {
    Phrase("%lld messages left until %@ at %@", .count(count), .text(day), .text(time))
  }

  /// "You've used all 40 messages today.": at the limit, with no reset date ("You've used your
  /// 1 message today.", "You have no messages left today.").
  static func allUsedToday(limit: Int) -> Phrase {
    Phrase("You've used all %lld messages today.", .count(limit))
  }

  /// "You've used all 40 messages. More at 9:00 AM.": more arrive within 24 hours.
  static func allUsed(limit: Int, moreAt time: String) -> Phrase {
    Phrase("You've used all %lld messages. More at %@.", .count(limit), .text(time))
  }

  /// "You've used all 40 messages. More on Jun 3 at 9:00 AM.": 24 hours or more from now.
  static func allUsed(limit: Int, moreOn day: String, at time: String) -> Phrase {
    Phrase(
      "You've used all %lld messages. More on %@ at %@.", .count(limit), .text(day), .text(time))
  }

  /// A line below the limit as VoiceOver reads it, one sentence in `locale`'s language: "12
  /// messages left today." ("…。" in Japanese); as it is when it ends in that stop already, as
  /// a time such as "9:00 a.m." does in some locales.
  static func sentence(_ line: String, in locale: Locale) -> String {
    let sentence = Phrase("%@.", .text(line)).resolved(in: locale)
    guard sentence.hasPrefix(line) else { return sentence }
    return line.hasSuffix(sentence.dropFirst(line.count)) ? line : sentence
  }

  // MARK: The samples

  /// `Model.samples`: each one's name (the same in every language), and the line under it in
  /// the menu.
  static let atlas3Mini = (
    name: Phrase("Atlas 3 Mini"), detail: Phrase("Fastest for everyday tasks")
  )
  static let atlas3 = (name: Phrase("Atlas 3"), detail: Phrase("Great for most questions"))
  static let atlas3Max = (name: Phrase("Atlas 3 Max"), detail: Phrase("Best for complex problems"))

  /// `Mode.defaults`' titles.
  static let modeTitles = (search: Phrase("Search"), think: Phrase("Think"), image: Phrase("Image"))

  // MARK: The Research thread (`ModelComposerExample`)

  /// The thread's navigation title, and its field's prompt.
  static let research = (title: Phrase("Research"), placeholder: Phrase("Ask anything"))

  /// The upgrade prompt's title from Upgrade, and its button that closes it.
  static let upgradePrompt = (
    title: Phrase("Get more messages with Pro"), dismiss: Phrase("Not Now")
  )

  /// The upgrade prompt's title for a locked model: "Atlas 3 Max is part of Pro".
  static func partOfPro(_ model: String) -> Phrase { Phrase("%@ is part of Pro", .text(model)) }

  /// The upgrade prompt's message, naming the locked model: "Pro includes Atlas 3 Max and more
  /// messages every day."
  static func proIncludes(_ model: String) -> Phrase {
    Phrase("Pro includes %@ and more messages every day.", .text(model))
  }

  /// What a sent message went with, under its bubble: "Atlas 3 · Search · Think".
  static func sentWith(model: String, modes: [String]) -> String {
    ([model] + modes).joined(separator: " · ")
  }
}
