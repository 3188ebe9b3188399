import Foundation
import Testing

@testable import ModelComposer

/// Now is Monday 3 June 2024, 8 PM UTC, en_US.
@Test(
  arguments: [
    // The spec's sentences.
    (12, 40, nil, "12 messages left today"),
    (1, 40, nil, "1 message left today"),
    (12, 40, "2024-06-04T09:00:00Z", "12 messages left until 9:00 AM"),
    (0, 40, "2024-06-04T09:00:00Z", "You've used all 40 messages. More at 9:00 AM."),
    // At the limit without a reset date.
    (0, 40, nil, "You've used all 40 messages today."),
    // A reset at or before now is stale: as if there were none.
    (12, 40, "2024-06-03T09:00:00Z", "12 messages left today"),
    (12, 40, "2024-06-03T20:00:00Z", "12 messages left today"),
    (0, 40, "2024-06-03T19:59:59Z", "You've used all 40 messages today."),
    // Under 24 hours away the time alone names it; from 24 hours, the day too.
    (12, 40, "2024-06-04T19:59:00Z", "12 messages left until 7:59 PM"),
    (12, 40, "2024-06-04T20:00:00Z", "12 messages left until Jun 4 at 8:00 PM"),
    (12, 40, "2024-06-06T09:00:00Z", "12 messages left until Jun 6 at 9:00 AM"),
    (0, 40, "2024-06-06T09:00:00Z", "You've used all 40 messages. More on Jun 6 at 9:00 AM."),
    // Small and odd limits.
    (0, 1, nil, "You've used your 1 message today."),
    (0, 1, "2024-06-04T09:00:00Z", "You've used your 1 message. More at 9:00 AM."),
    (0, 0, nil, "You have no messages left today."),
    (0, 0, "2024-06-04T09:00:00Z", "You have no messages left. More at 9:00 AM."),
    (2, 40, nil, "2 messages left today"),
    (1000, 2000, nil, "1,000 messages left today"),
    // Bad values, clamped.
    (-3, 40, nil, "You've used all 40 messages today."),
    (50, 40, nil, "50 messages left today"),
    (5, 0, nil, "5 messages left today"),
    (0, -2, nil, "You have no messages left today."),
  ] as [(Int, Int, String?, String)])
func usageLine(remaining: Int, limit: Int, resets: String?, expected: String) {
  let usage = Usage(remaining: remaining, limit: limit, resets: resets.map(date))
  #expect(usage.wording(in: context).line == expected)
}

@Test func shortTimeUsesThePlainSpaceOfTheSpecNotICUsNarrowOne() {
  let line = Usage(remaining: 12, limit: 40, resets: nextMorning).wording(in: context).line
  #expect(
    Array(line.unicodeScalars.suffix(8)).map(\.value) == [
      0x20, 0x39, 0x3A, 0x30, 0x30, 0x20, 0x41, 0x4D,
    ])
}

@Test(arguments: [
  ("en_US", "America/New_York", "2024-06-04T13:00:00Z", "12 messages left until 9:00 AM"),
  ("en_US", "Asia/Tokyo", "2024-06-04T00:30:00Z", "12 messages left until 9:30 AM"),
  ("de_DE", "UTC", "2024-06-04T19:00:00Z", "Noch 12 Nachrichten bis 19:00"),
  ("de_DE", "Europe/Berlin", "2024-06-04T19:00:00Z", "Noch 12 Nachrichten bis 21:00"),
])
func shortTimeFollowsTheContextsLocaleAndTimeZone(
  locale: String, timeZone: String, resets: String, expected: String
) {
  let context = Context(
    now: now, locale: Locale(identifier: locale), timeZone: TimeZone(identifier: timeZone)!)
  #expect(
    Usage(remaining: 12, limit: 40, resets: date(resets)).wording(in: context).line == expected)
}

/// 11 PM in Tokyo is 2 PM UTC: a reset at 1 AM Tokyo the next calendar day is two hours away.
@Test func aResetAfterMidnightInTheContextsTimeZoneIsStillSoon() {
  let context = Context(
    now: date("2024-06-03T14:00:00Z"), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
  let usage = Usage(remaining: 12, limit: 40, resets: date("2024-06-03T16:00:00Z"))
  #expect(usage.wording(in: context).line == "12 messages left until 1:00 AM")
}

@Test(
  arguments: [
    (12, nil, "12 messages left today."),
    (1, "2024-06-04T09:00:00Z", "1 message left until 9:00 AM."),
    (0, "2024-06-04T09:00:00Z", "You've used all 40 messages. More at 9:00 AM."),
    (0, nil, "You've used all 40 messages today."),
  ] as [(Int, String?, String)])
func accessibilityReadsTheLineAsOneSentence(remaining: Int, resets: String?, expected: String) {
  let usage = Usage(remaining: remaining, limit: 40, resets: resets.map(date))
  let appearance = ComposerAppearance(
    configuration: Configuration(model: "atlas-3", usage: usage), interaction: Interaction(),
    context: context)
  #expect(appearance.usageLine?.accessibility.label == expected)
}

/// Below the limit the line is read as a sentence, its full stop added; at the limit it is read
/// as shown, its sentences whole.
@Test(
  arguments: [
    (12, "2024-06-06T09:00:00Z", "12 messages left until Jun 6 at 9:00 AM."),
    (1, nil, "1 message left today."),
    (0, "2024-06-06T09:00:00Z", "You've used all 40 messages. More on Jun 6 at 9:00 AM."),
  ] as [(Int, String?, String)])
func theLineReadsAsOneSentence(remaining: Int, resets: String?, expected: String) {
  let wording = Usage(remaining: remaining, limit: 40, resets: resets.map(date))
    .wording(in: context)
  #expect(wording.sentence == expected)
  #expect(wording.line == (remaining == 0 ? expected : String(expected.dropLast())))
}

/// A time that ends in a full stop in its locale ("9:00 a.m." in es_US) ends the sentence: the
/// line gets no second one.
@Test func aTimeEndingInAFullStopEndsTheSentence() {
  let context = Context(now: now, locale: Locale(identifier: "es_US"))
  let wording = Usage(remaining: 12, limit: 40, resets: nextMorning).wording(in: context)
  #expect(wording.line.hasSuffix("."))
  #expect(wording.sentence == wording.line)
}

/// A formatter is kept for each locale, calendar and time zone: the same reset, worded in turn
/// and on several threads at once in four of them, ends in each one's own time.
@Test func eachLocaleAndTimeZoneKeepsItsOwnShortTime() async {
  let cases = [
    ("en_US", "UTC", " 7:00 PM"), ("de_DE", "UTC", " 19:00"), ("en_US", "Asia/Tokyo", " 4:00 AM"),
    ("de_DE", "Europe/Berlin", " 21:00"),
  ]
  let usage = Usage(remaining: 12, limit: 40, resets: date("2024-06-04T19:00:00Z"))
  let endings = await withTaskGroup(of: [String].self) { group in
    for _ in 0..<4 {
      group.addTask {
        (0..<25).flatMap { _ in
          cases.map { locale, timeZone, _ in
            let context = Context(
              now: now, locale: Locale(identifier: locale),
              timeZone: TimeZone(identifier: timeZone)!)
            return usage.wording(in: context).line
          }
        }
      }
    }
    return await group.reduce(into: []) { $0.append(contentsOf: $1) }
  }
  #expect(endings.count == 4 * 25 * cases.count)
  for (index, line) in endings.enumerated() {
    let expected = cases[index % cases.count].2
    #expect(line.hasSuffix(expected), "\(line) should end in \(expected)")
  }
}
