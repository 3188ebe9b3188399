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

    /// Atlas 3 Mini, Atlas 3 and Atlas 3 Max, the last locked.
    public static let samples = [
      Model(id: "atlas-3-mini", name: Copy.atlas3Mini.name, detail: Copy.atlas3Mini.detail),
      Model(id: "atlas-3", name: Copy.atlas3.name, detail: Copy.atlas3.detail),
      Model(
        id: "atlas-3-max", name: Copy.atlas3Max.name, detail: Copy.atlas3Max.detail,
        isLocked: true),
    ]
  }
}
