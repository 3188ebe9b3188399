import Foundation
import ModelComposer

typealias Model = ModelComposer.Model
typealias Mode = ModelComposer.Mode
typealias Usage = ModelComposer.Usage
typealias Context = ModelComposer.Context

func date(_ iso8601: String) -> Date {
  try! Date(iso8601, strategy: .iso8601)
}

/// Monday 3 June 2024, 8 PM UTC: the evening before the usual 9 AM reset.
let now = date("2024-06-03T20:00:00Z")
let nextMorning = date("2024-06-04T09:00:00Z")
let context = Context(now: now)
