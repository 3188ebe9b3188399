import Foundation

extension ModelComposer.Usage {
  /// The usage line, as the spec writes it:
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
  /// Counts are plain digits, as `String(localized:)` writes an integer.
  func line(in context: ModelComposer.Context) -> String {
    let reset = ResetTime(resets, in: context)
    guard isExhausted else {
      let count = remaining == 1 ? "1 message" : "\(remaining) messages"
      switch reset {
      case .unknown: return "\(count) left today"
      case .soon(let time), .later(let time): return "\(count) left until \(time)"
      }
    }
    let used =
      switch limit {
      case 0: "You have no messages left"
      case 1: "You've used your 1 message"
      default: "You've used all \(limit) messages"
      }
    switch reset {
    case .unknown: return "\(used) today."
    case .soon(let time): return "\(used). More at \(time)."
    case .later(let time): return "\(used). More on \(time)."
    }
  }

  /// `line` ending in a full stop. The lines at the limit have one already; the others get
  /// one, so VoiceOver reads each as a sentence.
  static func sentence(_ line: String) -> String {
    line.hasSuffix(".") ? line : line + "."
  }
}

/// When more messages arrive, as the line names it.
private enum ResetTime {
  case unknown
  /// Under 24 hours away: the short time, "9:00 AM".
  case soon(String)
  /// 24 hours or more away: day and time, "Jun 3 at 9:00 AM".
  case later(String)

  init(_ resets: Date?, in context: ModelComposer.Context) {
    guard let resets, resets > context.now else {
      self = .unknown
      return
    }
    var calendar = context.locale.calendar
    calendar.timeZone = context.timeZone
    let time = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: context.locale, calendar: calendar,
      timeZone: context.timeZone)
    // ICU 72 and later (Linux, iOS 17) put U+202F before AM/PM, older ICU a plain space. The
    // line keeps the plain space the spec writes, so it reads the same on every ICU version.
    let shortTime = resets.formatted(time).replacing("\u{202F}", with: " ")
    guard resets.timeIntervalSince(context.now) >= 24 * 60 * 60 else {
      self = .soon(shortTime)
      return
    }
    let day = Date.FormatStyle(
      locale: context.locale, calendar: calendar, timeZone: context.timeZone
    )
    .month(.abbreviated).day()
    self = .later("\(resets.formatted(day)) at \(shortTime)")
  }
}
