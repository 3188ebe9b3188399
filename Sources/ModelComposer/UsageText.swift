import Foundation

extension ModelComposer.Usage {
  /// The usage line as it shows and as VoiceOver reads it, one sentence ending in a full stop.
  struct Wording: Equatable {
    let line: String
    let sentence: String
  }

  /// The usage line, as the spec writes it (its sentences are `Copy`'s):
  /// - "12 messages left today", "1 message left today" (no reset date);
  /// - "12 messages left until 9:00 AM" (a reset within 24 hours: the time alone names it);
  /// - "12 messages left until Jun 3 at 9:00 AM" (a reset 24 hours or more away);
  /// - at the limit, "You've used all 40 messages. More at 9:00 AM." or "… More on Jun 3 at
  ///   9:00 AM.", and without a reset date "You've used all 40 messages today.";
  ///   a limit of 1 reads "You've used your 1 message", a limit of 0 "You have no messages
  ///   left".
  /// A reset date at or before `now` is stale and reads as no reset date: promising messages
  /// "at" a time that has passed would be wrong.
  ///
  /// Below the limit the line is a label, which VoiceOver reads as a sentence with its full
  /// stop; at the limit it is sentences already, read as shown.
  ///
  /// Each is a sentence of the catalog in the context's language, with the count in its
  /// plural form and its digits ("1.200" in German, "١٢" in ar_EG), and the day and time in the
  /// locale's formats.
  func wording(in context: ModelComposer.Context) -> Wording {
    let reset = ResetTime(resets, in: context)
    let locale = context.locale
    guard isExhausted else {
      let phrase =
        switch reset {
        case .unknown: Copy.messagesLeftToday(remaining)
        case .soon(let time): Copy.messagesLeft(remaining, until: time)
        case .later(let day, let time): Copy.messagesLeft(remaining, until: day, at: time)
        }
      let line = phrase.resolved(in: locale)
      return Wording(line: line, sentence: Copy.sentence(line, in: locale))
    }
    let phrase =
      switch reset {
      case .unknown: Copy.allUsedToday(limit: limit)
      case .soon(let time): Copy.allUsed(limit: limit, moreAt: time)
      case .later(let day, let time): Copy.allUsed(limit: limit, moreOn: day, at: time)
      }
    let line = phrase.resolved(in: locale)
    return Wording(line: line, sentence: line)
  }
}

/// When more messages arrive, as the line names it.
private enum ResetTime {
  case unknown
  /// Under 24 hours away: the short time, "9:00 AM".
  case soon(time: String)
  /// 24 hours or more away: the day, "Jun 3", and the short time.
  case later(day: String, time: String)

  init(_ resets: Date?, in context: ModelComposer.Context) {
    guard let resets, resets > context.now else {
      self = .unknown
      return
    }
    let locale = context.locale.formattingLocale
    var calendar = locale.calendar
    calendar.timeZone = context.timeZone
    // ICU 72 and later (Linux, iOS 17) put U+202F before AM/PM, older ICU a plain space. The
    // line keeps the plain space the spec writes, so it reads the same on every ICU version.
    let shortTime = ShortTimeFormatters.shared.string(
      from: resets, locale: locale, calendar: calendar
    )
    .replacing("\u{202F}", with: " ")
    guard resets.timeIntervalSince(context.now) >= 24 * 60 * 60 else {
      self = .soon(time: shortTime)
      return
    }
    let day = Date.FormatStyle(
      locale: locale, calendar: calendar, timeZone: context.timeZone
    )
    .month(.abbreviated).day()
    self = .later(day: resets.formatted(day), time: shortTime)
  }
}

/// The locale's short time for a date as CLDR has it, through ICU's short style ("9:00 AM",
/// "09:00" in German and Chinese): `Date.FormatStyle`'s `.shortened` goes through a skeleton
/// instead, which Foundation on Linux writes "9:00" in those locales.
///
/// One `DateFormatter` is kept for each locale and calendar (which carries the time zone the
/// time is written in): making one is most of what the usage line costs (ICU opens the
/// locale's patterns, symbols and number format for it), and the line is worded on every
/// update of the view and for every state a catalog draws, where making a formatter each time
/// was 4 % of checking every golden. The formatters are used under the lock, so no two threads
/// share one at once.
private final class ShortTimeFormatters: @unchecked Sendable {
  static let shared = ShortTimeFormatters()

  private struct Key: Hashable {
    let locale: Locale
    let calendar: Calendar
  }

  /// Enough for every locale and time zone a catalog draws in; past it, all are let go.
  private static let limit = 64
  private let lock = NSLock()
  private var formatters: [Key: DateFormatter] = [:]

  func string(from date: Date, locale: Locale, calendar: Calendar) -> String {
    let key = Key(locale: locale, calendar: calendar)
    return lock.withLock {
      if let formatter = formatters[key] { return formatter.string(from: date) }
      if formatters.count >= Self.limit { formatters.removeAll() }
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      formatter.dateStyle = .none
      formatter.timeStyle = .short
      formatters[key] = formatter
      return formatter.string(from: date)
    }
  }
}
