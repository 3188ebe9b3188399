import Foundation

extension ModelComposer {
  /// The user's message allowance. The block never counts: the app hands it a new `Usage`
  /// after each message (`afterSending()` is that step for apps and previews that count
  /// locally).
  ///
  /// Out-of-range values are clamped, never trusted and never a crash:
  /// - a negative `remaining` is 0;
  /// - `limit` is raised to at least `remaining`, so a `limit` of 0 or less, or below
  ///   `remaining`, becomes `remaining`. `remaining` is the number that decides whether the
  ///   user may send, and the limit only shows once nothing is left, so when the two disagree
  ///   `remaining` wins;
  /// - a negative `warnAt` is 0 (warn only at the limit).
  public struct Usage: Hashable, Sendable, Codable {
    public let remaining: Int
    public let limit: Int
    /// When more messages arrive; nil when unknown.
    public let resets: Date?
    /// The count from which the line turns to the warning colour.
    public let warnAt: Int

    /// `warnAt` when none is given: the line warns from five messages left.
    public static let defaultWarnAt = 5

    public init(remaining: Int, limit: Int, resets: Date? = nil, warnAt: Int = defaultWarnAt) {
      self.remaining = max(remaining, 0)
      self.limit = max(limit, self.remaining)
      self.resets = resets
      self.warnAt = max(warnAt, 0)
    }

    /// Decoding applies the same clamping as the initialiser.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        remaining: try container.decode(Int.self, forKey: .remaining),
        limit: try container.decode(Int.self, forKey: .limit),
        resets: try container.decodeIfPresent(Date.self, forKey: .resets),
        warnAt: try container.decodeIfPresent(Int.self, forKey: .warnAt) ?? Self.defaultWarnAt)
    }

    /// Near or at the limit: the line turns to the warning colour with a symbol.
    public var isLow: Bool { remaining <= warnAt }

    /// Nothing left: the field and controls turn off.
    public var isExhausted: Bool { remaining == 0 }

    /// The allowance after one more message: one fewer left, never below zero.
    public func afterSending() -> Usage {
      Usage(remaining: remaining - 1, limit: limit, resets: resets, warnAt: warnAt)
    }
  }
}
