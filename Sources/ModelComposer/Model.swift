import Foundation

extension ModelComposer {
  /// A model the user can pick in the pill's menu.
  public struct Model: Identifiable, Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    /// One line under the name in the menu.
    public var detail: String
    /// Not in the user's plan: the menu shows a lock with "Pro", and picking it calls
    /// `onLocked` instead of switching.
    public var isLocked: Bool

    public init(id: String, name: String, detail: String, isLocked: Bool = false) {
      self.id = id
      self.name = name
      self.detail = detail
      self.isLocked = isLocked
    }

    /// Atlas 3 Mini, Atlas 3 and Atlas 3 Max, the last locked, their details in `locale`'s
    /// language.
    public static func samples(in locale: Locale) -> [Model] {
      [
        (id: "atlas-3-mini", copy: Copy.atlas3Mini, isLocked: false),
        (id: "atlas-3", copy: Copy.atlas3, isLocked: false),
        (id: "atlas-3-max", copy: Copy.atlas3Max, isLocked: true),
      ].map {
        Model(
          id: $0.id, name: $0.copy.name.resolved(in: locale),
          detail: $0.copy.detail.resolved(in: locale), isLocked: $0.isLocked)
      }
    }

    /// `samples(in:)` in the app's language (`Locale.current`).
    public static var samples: [Model] { samples(in: .current) }
  }
}
