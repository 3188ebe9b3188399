import Foundation
import Testing

@testable import ModelComposer

@Test func samplesAreTheAtlasModelsWithMaxLocked() {
  #expect(
    Model.samples == [
      Model(id: "atlas-3-mini", name: "Atlas 3 Mini", detail: "Fastest for everyday tasks"),
      Model(id: "atlas-3", name: "Atlas 3", detail: "Great for most questions"),
      Model(
        id: "atlas-3-max", name: "Atlas 3 Max", detail: "Best for complex problems",
        isLocked: true),
    ])
}

@Test func defaultModesAreSearchThinkImage() {
  #expect(
    Mode.defaults == [
      Mode(id: "search", title: "Search", symbol: "magnifyingglass"),
      Mode(id: "think", title: "Think", symbol: "lightbulb"),
      Mode(id: "image", title: "Image", symbol: "photo"),
    ])
  #expect(Mode.defaults == [.search, .think, .image])
}

@Test func usageWarnsFromFiveByDefault() {
  #expect(Usage(remaining: 12, limit: 40).warnAt == 5)
}

/// (remaining, limit, warnAt) in → (remaining, limit, warnAt, isLow, isExhausted) out.
@Test(arguments: [
  ([12, 40, 5], [12, 40, 5], false, false),
  ([6, 40, 5], [6, 40, 5], false, false),
  ([5, 40, 5], [5, 40, 5], true, false),
  ([1, 40, 5], [1, 40, 5], true, false),
  ([0, 40, 5], [0, 40, 5], true, true),
  ([12, 40, 100], [12, 40, 100], true, false),
  // Bad values: clamped, never a crash.
  ([-3, 40, 5], [0, 40, 5], true, true),
  ([50, 40, 5], [50, 50, 5], false, false),
  ([5, 0, 5], [5, 5, 5], true, false),
  ([0, 0, 5], [0, 0, 5], true, true),
  ([0, -10, 5], [0, 0, 5], true, true),
  ([-7, -10, -1], [0, 0, 0], true, true),
  ([3, 40, -2], [3, 40, 0], false, false),
  ([Int.min, Int.max, Int.min], [0, Int.max, 0], true, true),
])
func usageClampsAndClassifies(input: [Int], clamped: [Int], isLow: Bool, isExhausted: Bool) {
  let usage = Usage(remaining: input[0], limit: input[1], warnAt: input[2])
  #expect([usage.remaining, usage.limit, usage.warnAt] == clamped)
  #expect(usage.isLow == isLow)
  #expect(usage.isExhausted == isExhausted)
}

@Test func afterSendingCountsDownToZeroAndKeepsTheRest() {
  let usage = Usage(remaining: 2, limit: 40, resets: nextMorning, warnAt: 3)
  #expect(usage.afterSending() == Usage(remaining: 1, limit: 40, resets: nextMorning, warnAt: 3))
  #expect(usage.afterSending().afterSending().isExhausted)
  #expect(usage.afterSending().afterSending().afterSending().remaining == 0)
}

@Test func decodingClampsLikeTheInitialiser() throws {
  let json = Data(#"{"remaining": -4, "limit": -1}"#.utf8)
  let usage = try JSONDecoder().decode(Usage.self, from: json)
  #expect(usage == Usage(remaining: 0, limit: 0, resets: nil, warnAt: 5))
}

@Test func usageRoundTripsThroughJSON() throws {
  let usage = Usage(remaining: 3, limit: 40, resets: nextMorning, warnAt: 4)
  let data = try JSONEncoder().encode(usage)
  #expect(try JSONDecoder().decode(Usage.self, from: data) == usage)
}
