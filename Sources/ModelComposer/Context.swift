import Foundation
import SPTheme

extension ModelComposer {
  /// What the card's text depends on besides its inputs. Passed in, never read from the
  /// machine, so a picture depends only on its scenario: the view passes its environment and
  /// the current date, the renderer the scenario's.
  ///
  /// Not named `Environment`: inside the SwiftUI view that name would hide `@Environment`.
  public struct Context: Hashable, Sendable {
    /// "Now", to tell whether a reset date has passed and how far away it is.
    public var now: Date
    public var dynamicTypeSize: SPTheme.DynamicTypeSize
    public var locale: Locale
    public var timeZone: TimeZone

    /// The defaults are a scenario's: Large text, en_US, UTC.
    public init(
      now: Date,
      dynamicTypeSize: SPTheme.DynamicTypeSize = .large,
      locale: Locale = Locale(identifier: "en_US"),
      timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
      self.now = now
      self.dynamicTypeSize = dynamicTypeSize
      self.locale = locale
      self.timeZone = timeZone
    }
  }
}
