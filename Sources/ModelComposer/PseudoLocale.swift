import Foundation

/// The pseudo-locales Xcode and Android have for finding layout bugs without a translator, made
/// from the English phrase as it resolves (its texts kept out: `Phrase.resolved(in:)`), never
/// stored in the catalog:
/// - `en-XA`, accented English about 40 % longer and in brackets, so a truncated or clipped
///   string shows (Android's `en-XA`: "[Ŷöû’ṽé ŕéåçĥéð ţöðåý’š ļîɱîţ one two three]");
/// - `ar-XB`, English written right to left: each run of letters in a right-to-left override,
///   so words read mirrored, as in Android's `ar-XB`. Its locale is right-to-left (language
///   `ar`), so the card mirrors too.
enum PseudoLocale: Hashable, Sendable {
  case accented
  case mirrored

  /// The phrases' source: the catalog's English, with US English formats.
  static let sourceLocale = Locale(identifier: "en_US")

  /// `en_XA` or `en-XA`, `ar_XB` or `ar-XB`; nil for any other locale.
  init?(_ locale: Locale) {
    let language = locale.language
    switch (language.languageCode?.identifier, language.region?.identifier) {
    case ("en", "XA"): self = .accented
    case ("ar", "XB"): self = .mirrored
    default: return nil
    }
  }

  func transform(_ text: String) -> String {
    switch self {
    case .accented: Self.accent(text)
    case .mirrored: Self.mirror(text)
    }
  }

  /// Every ASCII letter accented, then words ("one two three …") after it until it is 40 %
  /// longer, all in brackets.
  private static func accent(_ text: String) -> String {
    let accented = String(text.map { accents[$0] ?? $0 })
    let target = (Double(text.count) * 1.4).rounded(.up)
    var padding: [String] = []
    var length = Double(accented.count)
    for word in padWords where length < target {
      padding.append(word)
      length += Double(word.count + 1)
    }
    return "[" + ([accented] + padding).joined(separator: " ") + "]"
  }

  /// Each run of letters between U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP DIRECTIONAL
  /// FORMATTING, with U+200F RIGHT-TO-LEFT MARK on both sides, so the bidi algorithm lays the
  /// letters out right to left; digits and punctuation stay outside and keep their own order.
  private static func mirror(_ text: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      result += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
      word = ""
    }
    for character in text {
      if character.isLetter || (character == "'" && !word.isEmpty) {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  private static let padWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty",
  ]

  /// An accented twin of each ASCII letter, in the manner of Android's pseudo-localiser.
  private static let accents: [Character: Character] = [
    "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î",
    "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ",
    "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
    "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î",
    "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
    "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
  ]
}
