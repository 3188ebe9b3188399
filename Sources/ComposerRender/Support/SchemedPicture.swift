import SPTheme

/// What a catalog lists and draws in both colour schemes: a still's entry or a transition.
public protocol SchemedEntry: Sendable {
  /// The entry's name, which starts its pictures' names.
  var name: String { get }
}

/// A catalog entry in one colour scheme: one gallery picture, one golden.
public struct SchemedPicture<Entry: SchemedEntry>: Sendable {
  public let entry: Entry
  public let colorScheme: SPTheme.ColorScheme

  public init(entry: Entry, colorScheme: SPTheme.ColorScheme) {
    self.entry = entry
    self.colorScheme = colorScheme
  }

  /// "menu-open.dark": the entry's name and its scheme, as goldens and gallery images are
  /// named.
  public var name: String { "\(entry.name).\(colorScheme.rawValue)" }

  /// Every entry light, then dark.
  public static func inBothSchemes(_ entries: [Entry]) -> [Self] {
    entries.flatMap { entry in
      SPTheme.ColorScheme.allCases.map { Self(entry: entry, colorScheme: $0) }
    }
  }
}
