import Foundation

/// One JSON object of a theme file as a strict reader hands it out: every value checked, every
/// refusal naming the key (with its path) and what it allows.
///
/// The theme file's shape (its keys, their ranges, how a colour or a size is written) is
/// decided here, in ``SPTheme/init(reading:over:relativeTo:)``, so every reader of a theme
/// reads the same file the same way. Reading JSON strictly (malformed files, repeated and
/// unknown keys with "did you mean", wrong types) is the tool's job: ComposerRender's reader,
/// the one scenario files are read with, conforms, so a theme is refused as a scenario is.
public protocol ThemeObjectReader {
  /// The object at `key` of an app's own symbols, each name to SVG path data or to a glyph of
  /// a font file (``SPTheme/Symbol``), checked as the reader checks any other of its symbols
  /// (a scenario's), a font file's path read relative to `directory`; nil when absent or null.
  func symbols(_ key: String, relativeTo directory: String) throws -> [String: SPTheme.Symbol]?
  /// The object at `key`, which may hold only `keys`; nil when the key is absent or null.
  func object(_ key: String, keys: [String]) throws -> Self?
  func string(_ key: String) throws -> String?
  func bool(_ key: String) throws -> Bool?
  /// A number within `range`, refused with the range and `unit` named.
  func number(_ key: String, in range: ClosedRange<Double>, unit: String) throws -> Double?
  /// One of `values`, refused with them listed.
  func choice(_ key: String, among values: [String]) throws -> String?
  /// The refusal of the value at `key`, said the way the reader's own refusals are.
  func refusal(_ key: String, _ problem: String) -> any Error
}

extension SPTheme {
  /// The keys of a theme file's top level: the four groups of tokens, and the app's own symbols.
  public static let fileKeys = ["color", "type", "radius", "motion", "symbols"]

  /// What a theme file may set: wider than any design system needs, narrow enough that a
  /// typo (a size of 1700) is caught rather than drawn.
  public static let radiusRange = 0.0...100.0
  public static let textSizeRange = 1.0...200.0
  public static let leadingRange = 1.0...400.0
  public static let springDurationRange = 0.05...5.0
  /// Beyond these a spring rings or creeps for seconds, and a film of it never settles.
  public static let springBounceRange = -0.5...0.5
  public static let fadeDurationRange = 0.01...2.0

  /// `base` with every token the theme object `file` names replaced, and every other kept: a
  /// theme file may hold any subset of what ``json()`` writes. A font file's path is read
  /// relative to `directory` (the theme file's folder, or the scenario's that holds it).
  ///
  /// A colour that names `light` or `dark` without its Increase Contrast variant drops that
  /// variant, so a recoloured token stays recoloured under Increase Contrast.
  public init(
    reading file: some ThemeObjectReader, over base: SPTheme = .standard,
    relativeTo directory: String
  ) throws {
    self = base
    if let palette = try file.object("color", keys: ColorRole.allCases.map(\.rawValue)) {
      for role in ColorRole.allCases {
        if let colors = try palette.object(role.rawValue, keys: DynamicColor.fileKeys) {
          try color[role].read(colors)
        }
      }
    }
    if let typography = try file.object("type", keys: TextStyle.allCases.map(\.rawValue)) {
      for style in TextStyle.allCases {
        if let token = try typography.object(style.rawValue, keys: TextToken.fileKeys) {
          try type[style].read(token, relativeTo: directory)
        }
      }
    }
    if let radii = try file.object("radius", keys: Radii.fileKeys) {
      for (key, path) in Radii.keyPaths {
        radius[keyPath: path] =
          try radii.number(key, in: Self.radiusRange, unit: "points") ?? radius[keyPath: path]
      }
    }
    if let motions = try file.object("motion", keys: Motion.fileKeys) {
      for (key, path) in Motion.springKeyPaths {
        if let spring = try motions.object(key, keys: ["duration", "bounce"]) {
          motion[keyPath: path].duration =
            try spring.number("duration", in: Self.springDurationRange, unit: "seconds")
            ?? motion[keyPath: path].duration
          motion[keyPath: path].bounce =
            try spring.number("bounce", in: Self.springBounceRange, unit: "")
            ?? motion[keyPath: path].bounce
        }
      }
      if let fade = try motions.object("reducedMotionFade", keys: ["duration"]) {
        motion.reducedMotionFade.duration =
          try fade.number("duration", in: Self.fadeDurationRange, unit: "seconds")
          ?? motion.reducedMotionFade.duration
      }
    }
    if let own = try file.symbols("symbols", relativeTo: directory) {
      symbols.merge(own) { $1 }
    }
  }

  /// The theme as pretty, key-sorted JSON with every token written out: what
  /// `render-composer show-theme` prints, and what ``init(reading:over:relativeTo:)`` reads
  /// back to the same theme.
  public func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and booleans only: encoding cannot fail.
    return try! encoder.encode(self)
  }
}

extension SPTheme: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FileKey.self)
    try container.encode(color, forKey: FileKey("color"))
    try container.encode(type, forKey: FileKey("type"))
    var radii = container.nestedContainer(keyedBy: FileKey.self, forKey: FileKey("radius"))
    for (key, path) in Radii.keyPaths {
      try radii.encode(radius[keyPath: path], forKey: FileKey(key))
    }
    var motions = container.nestedContainer(keyedBy: FileKey.self, forKey: FileKey("motion"))
    for (key, path) in Motion.springKeyPaths {
      var spring = motions.nestedContainer(keyedBy: FileKey.self, forKey: FileKey(key))
      try spring.encode(motion[keyPath: path].duration, forKey: FileKey("duration"))
      try spring.encode(motion[keyPath: path].bounce, forKey: FileKey("bounce"))
    }
    var fade = motions.nestedContainer(
      keyedBy: FileKey.self, forKey: FileKey("reducedMotionFade"))
    try fade.encode(motion.reducedMotionFade.duration, forKey: FileKey("duration"))
    // Only when there are any, so a theme without symbols writes what it wrote before they
    // existed, and its manifest name (the digest of this JSON) stays.
    if !symbols.isEmpty {
      try container.encode(symbols, forKey: FileKey("symbols"))
    }
  }

  /// A key of a theme file, as the tables above spell it.
  struct FileKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ key: String) { stringValue = key }
    init(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
  }
}

extension SPTheme.Palette: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SPTheme.FileKey.self)
    for role in SPTheme.ColorRole.allCases {
      try container.encode(self[role], forKey: SPTheme.FileKey(role.rawValue))
    }
  }
}

extension SPTheme.DynamicColor: Encodable {
  /// Light and dark, then the Increase Contrast variants, which a token may lack.
  static let fileKeys = ["light", "dark", "increasedContrastLight", "increasedContrastDark"]

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SPTheme.FileKey.self)
    try container.encode(light.hex, forKey: SPTheme.FileKey("light"))
    try container.encode(dark.hex, forKey: SPTheme.FileKey("dark"))
    try container.encodeIfPresent(
      increasedContrastLight?.hex, forKey: SPTheme.FileKey("increasedContrastLight"))
    try container.encodeIfPresent(
      increasedContrastDark?.hex, forKey: SPTheme.FileKey("increasedContrastDark"))
  }

  fileprivate mutating func read(_ file: some ThemeObjectReader) throws {
    func color(_ key: String) throws -> SPTheme.RGBAColor? {
      guard let written = try file.string(key) else { return nil }
      guard let color = SPTheme.RGBAColor(hex: written) else {
        throw file.refusal(key, "expected a colour as #RRGGBB or #RRGGBBAA, got \"\(written)\"")
      }
      return color
    }
    let light = try color("light")
    let dark = try color("dark")
    if light != nil { increasedContrastLight = nil }
    if dark != nil { increasedContrastDark = nil }
    self.light = light ?? self.light
    self.dark = dark ?? self.dark
    increasedContrastLight = try color("increasedContrastLight") ?? increasedContrastLight
    increasedContrastDark = try color("increasedContrastDark") ?? increasedContrastDark
  }
}

extension SPTheme.RGBAColor {
  /// `#RRGGBB` when opaque, else `#RRGGBBAA` with the opacity's nearest byte.
  public var hex: String {
    let alpha = UInt8((opacity * 255).rounded())
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + channels.map { String(format: "%02X", $0) }.joined()
  }

  /// A colour written `#RRGGBB` or `#RRGGBBAA`, either case; nil for anything else. The alpha
  /// byte reads as the two-place decimal that rounds to it (74 is 0.29) where there is one, so
  /// the tokens of Documentation/Tokens.md read back as the table writes them.
  public init?(hex written: String) {
    let digits = written.dropFirst()
    guard written.first == "#", [6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let shifted = digits.count == 6 ? value << 8 | 0xFF : value
    let alpha = Int(shifted & 0xFF)
    let decimal = (Double(alpha) / 255 * 100).rounded() / 100
    self.init(
      red: UInt8(shifted >> 24), green: UInt8(shifted >> 16 & 0xFF),
      blue: UInt8(shifted >> 8 & 0xFF),
      opacity: Int((decimal * 255).rounded()) == alpha ? decimal : Double(alpha) / 255)
  }
}

extension SPTheme.Typography: Encodable {
  /// The token a text style names in a theme file: `type.body`, `type.subhead`, …
  public subscript(style: SPTheme.TextStyle) -> SPTheme.TextToken {
    get { self[keyPath: Self.keyPath(for: style)] }
    set { self[keyPath: Self.keyPath(for: style)] = newValue }
  }

  private static func keyPath(for style: SPTheme.TextStyle)
    -> WritableKeyPath<Self, SPTheme.TextToken>
  {
    switch style {
    case .body: \.body
    case .subhead: \.subhead
    case .footnote: \.footnote
    case .caption: \.caption
    case .headline: \.headline
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SPTheme.FileKey.self)
    for style in SPTheme.TextStyle.allCases {
      try container.encode(self[style], forKey: SPTheme.FileKey(style.rawValue))
    }
  }
}

extension SPTheme.TextToken: Encodable {
  static let fileKeys = ["style", "weight", "monospacedDigits", "sizes", "font"]

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SPTheme.FileKey.self)
    try container.encode(style, forKey: SPTheme.FileKey("style"))
    try container.encode(weight, forKey: SPTheme.FileKey("weight"))
    try container.encode(monospacedDigits, forKey: SPTheme.FileKey("monospacedDigits"))
    var sizes = container.nestedContainer(keyedBy: SPTheme.FileKey.self, forKey: .init("sizes"))
    for size in SPTheme.DynamicTypeSize.allCases {
      var entry = sizes.nestedContainer(keyedBy: SPTheme.FileKey.self, forKey: .init(size.rawValue))
      try entry.encode(metrics(at: size).size, forKey: SPTheme.FileKey("size"))
      try entry.encode(metrics(at: size).leading, forKey: SPTheme.FileKey("leading"))
    }
    if let brandFont {
      var font = container.nestedContainer(keyedBy: SPTheme.FileKey.self, forKey: .init("font"))
      try font.encode(brandFont.name, forKey: SPTheme.FileKey("name"))
      try font.encode(brandFont.file, forKey: SPTheme.FileKey("file"))
    } else {
      try container.encodeNil(forKey: SPTheme.FileKey("font"))
    }
  }

  /// Changing the style starts from that style's ramp; `sizes` then sets single sizes.
  fileprivate mutating func read(_ file: some ThemeObjectReader, relativeTo directory: String)
    throws
  {
    if let written = try file.choice("style", among: SPTheme.TextStyle.allCases.map(\.rawValue)),
      let style = SPTheme.TextStyle(rawValue: written), style != self.style
    {
      let font = brandFont
      self = SPTheme.TextToken(style, weight: weight, monospacedDigits: monospacedDigits)
      brandFont = font
    }
    if let written = try file.choice("weight", among: SPTheme.FontWeight.allCases.map(\.rawValue)) {
      weight = SPTheme.FontWeight(rawValue: written) ?? weight
    }
    monospacedDigits = try file.bool("monospacedDigits") ?? monospacedDigits
    let sizeNames = SPTheme.DynamicTypeSize.allCases.map(\.rawValue)
    if let sizes = try file.object("sizes", keys: sizeNames) {
      for size in SPTheme.DynamicTypeSize.allCases {
        guard let entry = try sizes.object(size.rawValue, keys: ["size", "leading"]) else {
          continue
        }
        var metrics = metrics(at: size)
        metrics.size =
          try entry.number("size", in: SPTheme.textSizeRange, unit: "points") ?? metrics.size
        metrics.leading =
          try entry.number("leading", in: SPTheme.leadingRange, unit: "points") ?? metrics.leading
        setMetrics(metrics, at: size)
      }
    }
    if let font = try file.object("font", keys: ["name", "file"]) {
      let name = try font.string("name") ?? brandFont?.name
      guard let name, !name.isEmpty else {
        throw font.refusal("name", "is required: the font's name, as Font.custom takes it")
      }
      guard let written = try font.string("file") else {
        guard let brandFont else {
          throw font.refusal("file", "is required: a TrueType or OpenType file")
        }
        self.brandFont = SPTheme.BrandFont(name: name, file: brandFont.file)
        return
      }
      let path =
        written.hasPrefix("/")
        ? written : URL(fileURLWithPath: directory).appendingPathComponent(written).path
      // A regular file only: a device or a pipe would keep FreeType reading.
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      guard let attributes else { throw font.refusal("file", "no such font file: \(path)") }
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        throw font.refusal("file", "not a regular file: \(path)")
      }
      brandFont = SPTheme.BrandFont(name: name, file: path)
    }
  }
}

extension SPTheme.Radii {
  /// The radii by their names in a theme file.
  static var keyPaths: [(String, WritableKeyPath<Self, Double>)] {
    [("sm", \.sm), ("md", \.md), ("lg", \.lg)]
  }
  static var fileKeys: [String] { keyPaths.map(\.0) }
}

extension SPTheme.Motion {
  /// The springs by their names in a theme file; the fade is `reducedMotionFade`.
  static var springKeyPaths: [(String, WritableKeyPath<Self, Spring>)] {
    [("smooth", \.smooth), ("snappy", \.snappy)]
  }
  static var fileKeys: [String] { springKeyPaths.map(\.0) + ["reducedMotionFade"] }
}
