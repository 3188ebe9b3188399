import Foundation
import ModelComposer

typealias Model = ModelComposer.Model
typealias Mode = ModelComposer.Mode
typealias Usage = ModelComposer.Usage
typealias Configuration = ModelComposer.Configuration
typealias Interaction = ModelComposer.Interaction
typealias Context = ModelComposer.Context
typealias Session = ModelComposer.Session
typealias KeyStroke = ModelComposer.KeyStroke

func date(_ iso8601: String) -> Date {
  try! Date(iso8601, strategy: .iso8601)
}

/// Monday 3 June 2024, 8 PM UTC: the evening before the usual 9 AM reset.
let now = date("2024-06-03T20:00:00Z")
let nextMorning = date("2024-06-04T09:00:00Z")
let context = Context(now: now)

/// A locked model at the front, so "first unlocked" and "first" differ.
let lockedFirst = [
  Model(id: "pro", name: "Pro Model", detail: "Locked", isLocked: true),
  Model(id: "free", name: "Free Model", detail: "Open"),
]

struct Failure: Error {}

struct DescribedFailure: LocalizedError {
  var errorDescription: String?
}
