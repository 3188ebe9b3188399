import Foundation

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

    /// The default chips, titled in `locale`'s language.
    public static func search(in locale: Locale) -> Mode {
      Mode(
        id: "search", title: Copy.modeTitles.search.resolved(in: locale), symbol: "magnifyingglass")
    }
    public static func think(in locale: Locale) -> Mode {
      Mode(id: "think", title: Copy.modeTitles.think.resolved(in: locale), symbol: "lightbulb")
    }
    public static func image(in locale: Locale) -> Mode {
      Mode(id: "image", title: Copy.modeTitles.image.resolved(in: locale), symbol: "photo")
    }

    /// Search, Think and Image, in chip order, titled in `locale`'s language.
    public static func defaults(in locale: Locale) -> [Mode] {
      [search(in: locale), think(in: locale), image(in: locale)]
    }

    /// The default chips in the app's language (`Locale.current`).
    public static var search: Mode { search(in: .current) }
    public static var think: Mode { think(in: .current) }
    public static var image: Mode { image(in: .current) }
    public static var defaults: [Mode] { defaults(in: .current) }
  }
}
