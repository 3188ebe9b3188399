import Foundation

/// One of the block's strings: a key of its String Catalog (`Resources/Localizable.xcstrings`)
/// and the values of the key's placeholders, resolved for a locale in one place for both
/// renderers (Documentation/Localization.md).
///
/// The key is the English sentence with a placeholder for each argument, as Swift's string
/// interpolation writes it in a `String.LocalizationValue`: `%lld` for a count, `%@` for a name,
/// a day or a time ("%lld messages left until %@"). A translation may reorder them (`%2$@`), and
/// a count picks the plural form its language's CLDR rules name.
struct Phrase: Hashable, Sendable {
  let key: String
  let arguments: [Argument]

  enum Argument: Hashable, Sendable {
    /// `%lld`: written with the locale's digits and grouping, and the plural forms' chooser.
    case count(Int)
    /// `%@`, as it is.
    case text(String)
  }

  init(_ key: String, _ arguments: Argument...) {
    self.init(key: key, arguments: arguments)
  }

  init(key: String, arguments: [Argument]) {
    self.key = key
    self.arguments = arguments
  }

  /// The phrase in `locale`'s language (English when the catalog has no translation for it), with
  /// its arguments in; in a pseudo-locale the English phrase transformed
  /// (`PseudoLocale.transform(_:)`), its texts left as they are: a name or a detail that is
  /// itself a phrase comes transformed already.
  func resolved(in locale: Locale) -> String {
    Self.reading(self, in: locale) { $0.unmemoizedReading(in: locale) }
  }

  private func unmemoizedReading(in locale: Locale) -> String {
    guard let pseudo = PseudoLocale(locale) else { return catalogString(in: locale) }
    // Each text stands in as a private-use character, which no transform touches, until the
    // sentence around it is transformed.
    let markers = arguments.indices.map { String(UnicodeScalar(0xE000 + $0)!) }
    let shielded = zip(arguments, markers).map { argument, marker in
      if case .text = argument { Argument.text(marker) } else { argument }
    }
    var text = pseudo.transform(
      Phrase(key: key, arguments: shielded).catalogString(in: PseudoLocale.sourceLocale))
    for (argument, marker) in zip(arguments, markers) {
      if case .text(let value) = argument { text = text.replacing(marker, with: value) }
    }
    return text
  }

  /// The key's pieces in order: the text between placeholders, and each placeholder's argument.
  var pieces: [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(key)
    var next = arguments.makeIterator()
    while let percent = rest.firstIndex(of: "%") {
      literal += rest[..<percent]
      let specifier = rest[percent...]
      let length = specifier.hasPrefix("%lld") ? 4 : specifier.hasPrefix("%@") ? 2 : 0
      guard length > 0, let argument = next.next() else {
        literal.append("%")
        rest = rest[rest.index(after: percent)...]
        continue
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.argument(argument))
      rest = specifier.dropFirst(length)
    }
    literal += rest
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }

  enum Piece: Hashable {
    case literal(String)
    case argument(Argument)
  }
}

extension Locale {
  /// The locale whose digits, days and times a phrase's arguments are written in: itself, or for
  /// a pseudo-locale English's, as its sentences are.
  var formattingLocale: Locale { PseudoLocale(self) == nil ? self : PseudoLocale.sourceLocale }
}
