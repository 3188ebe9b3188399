extension SPTheme {
  /// An app's own symbol as a theme file or a scenario writes it (`"symbols"`), by name:
  ///
  /// - `"brand.spark": "M12 2 L14.5 9.5 …Z"`: SVG path data on a 24 × 24 grid, as an SF
  ///   Symbol's template is drawn;
  /// - `"brand.rocket": {"file": "BrandIcons.ttf", "glyph": "rocket"}`: the glyph of that name
  ///   in the font file (relative to the file that names it);
  /// - `"brand.rocket": {"file": "BrandIcons.ttf", "codePoint": "U+E837"}`: the glyph the
  ///   font maps that character to, as icon fonts document their glyphs.
  ///
  /// `"<name>.fill"` is the symbol a chip that is on draws, when there is one.
  public enum Symbol: Hashable, Sendable {
    case path(String)
    case glyph(file: String, Glyph)

    /// How a font glyph is picked: by its name in the font, or by the character it is mapped to.
    public enum Glyph: Hashable, Sendable {
      case name(String)
      case codePoint(Unicode.Scalar)
    }

    /// The keys of a glyph's object.
    public static let glyphKeys = ["file", "glyph", "codePoint"]

    /// A code point as a file writes it: `U+` and four to six hex digits (`U+E87D`).
    public static func codePointText(_ scalar: Unicode.Scalar) -> String {
      let digits = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The code point `written` as ``codePointText(_:)`` writes it, in either case; nil for
    /// anything else, a surrogate or a value past U+10FFFF included.
    public static func codePoint(written: String) -> Unicode.Scalar? {
      let digits = written.dropFirst(2)
      guard written.uppercased().hasPrefix("U+"), (4...6).contains(digits.count),
        digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
      else { return nil }
      return Unicode.Scalar(value)
    }
  }
}

extension SPTheme.Symbol: Encodable {
  /// As ``SPTheme/Symbol`` shows it: path data as a string, a glyph as its object.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .path(let data):
      var container = encoder.singleValueContainer()
      try container.encode(data)
    case .glyph(let file, let glyph):
      var container = encoder.container(keyedBy: SPTheme.FileKey.self)
      try container.encode(file, forKey: SPTheme.FileKey("file"))
      switch glyph {
      case .name(let name): try container.encode(name, forKey: SPTheme.FileKey("glyph"))
      case .codePoint(let scalar):
        try container.encode(Self.codePointText(scalar), forKey: SPTheme.FileKey("codePoint"))
      }
    }
  }
}
