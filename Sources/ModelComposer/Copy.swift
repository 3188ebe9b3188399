import Foundation

/// Every fixed string the composer shows or speaks, in one place. English only for now, with
/// the spec's ASCII apostrophes; a String Catalog would replace this when the block is
/// localised.
enum Copy {
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
  static let pro = "Pro"

  static func modelChanged(to name: String) -> String { "Model changed to \(name)" }

  /// A failure's message as shown and announced: trimmed, and the spec's fallback when it is
  /// missing or blank.
  static func failureMessage(_ description: String?) -> String {
    let trimmed = description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return trimmed.isEmpty ? sendFailed : trimmed
  }
}
