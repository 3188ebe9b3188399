extension ModelComposer {
  /// A mode chip: any number can be on at once.
  public struct Mode: Identifiable, Hashable, Codable, Sendable {
    public var id: String
    public var title: String
    /// The SF Symbol's base (outline) name; an on chip draws its `.fill` variant where one
    /// exists, as `symbolVariant(.fill)` does.
    public var symbol: String

    public init(id: String, title: String, symbol: String) {
      self.id = id
      self.title = title
      self.symbol = symbol
    }

    public static let search = Mode(
      id: "search", title: Copy.modeTitles.search, symbol: "magnifyingglass")
    public static let think = Mode(id: "think", title: Copy.modeTitles.think, symbol: "lightbulb")
    public static let image = Mode(id: "image", title: Copy.modeTitles.image, symbol: "photo")

    /// Search, Think and Image, in chip order.
    public static let defaults = [search, think, image]
  }
}
