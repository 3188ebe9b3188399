import Foundation
import Raster
import SPTheme

// An app's own symbols (`"symbols"`), as a scenario and a theme file both write them
// (SPTheme.Symbol): one reader for both, so either is refused the same way, key named.

extension StrictObject {
  /// The object at `key` of an app's own symbols: each name (1 to 100 characters) to SVG path
  /// data on a 24 × 24 grid (``SymbolOutline``, at most ``Scenario/maximumPathDataLength``
  /// characters) or to a glyph of a font file (`{"file", "glyph"}` or `{"file",
  /// "codePoint"}`, the file relative to `directory`), at most ``Scenario/maximumSymbolCount``
  /// of them. Each is checked now: path data parsed, and the font file opened and the glyph
  /// found in it, so a symbol that cannot be drawn is refused where it was written.
  func symbols(_ key: Keys, relativeTo directory: String) throws -> SymbolSet? {
    let anyKey = AnyKey(stringValue: key.rawValue)
    guard contains(key), try !container.decodeNil(forKey: anyKey) else { return nil }
    let expecting = "an object of symbol names to SVG path data or font glyphs"
    guard let entries = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: anyKey)
    else { throw error(key, "expected \(expecting)") }
    guard entries.allKeys.count <= Scenario.maximumSymbolCount else {
      throw error(
        key,
        "must have at most \(Scenario.maximumSymbolCount) symbols (got \(entries.allKeys.count))")
    }
    var symbols = SymbolSet()
    for entry in entries.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      let symbol = entry.stringValue
      let path = "\(name(key)).\(symbol)"
      guard (1...100).contains(symbol.unicodeScalars.count) else {
        throw ScenarioError(key: path, problem: "a symbol's name must be 1 to 100 characters")
      }
      if let pathData = try? entries.decode(String.self, forKey: entry) {
        symbols.outlines[symbol] = try Self.outline(pathData, at: path)
      } else if (try? entries.nestedContainer(keyedBy: AnyKey.self, forKey: entry)) != nil {
        let glyph = try StrictObject<ThemeKey>(
          entries.superDecoder(forKey: entry), allowing: SPTheme.Symbol.glyphKeys)
        symbols.glyphs[symbol] = try glyph.symbolGlyph(relativeTo: directory)
      } else {
        throw ScenarioError(
          key: path,
          problem:
            "expected SVG path data (a string) or a font glyph ({\"file\", \"glyph\"} or "
            + "{\"file\", \"codePoint\"})")
      }
    }
    return symbols
  }

  private static func outline(_ pathData: String, at path: String) throws -> SymbolOutline {
    guard pathData.unicodeScalars.count <= Scenario.maximumPathDataLength else {
      throw ScenarioError(
        key: path,
        problem:
          "must be at most \(Scenario.maximumPathDataLength) characters of path data "
          + "(got \(pathData.unicodeScalars.count))")
    }
    do {
      return try SymbolOutline(pathData: pathData)
    } catch {
      throw ScenarioError(key: path, problem: "is not SVG path data \(error)")
    }
  }
}

extension StrictObject where Keys == ThemeKey {
  /// A symbol's `{"file", "glyph"}` or `{"file", "codePoint"}`: exactly one of the two, the
  /// file a regular file FreeType reads, holding the glyph.
  fileprivate func symbolGlyph(relativeTo directory: String) throws -> SymbolGlyph {
    guard let written = try string(ThemeKey(rawValue: "file")) else {
      throw error(ThemeKey(rawValue: "file"), "is required: the font file that holds the glyph")
    }
    let name = try string(ThemeKey(rawValue: "glyph"))
    let codePoint = try string(ThemeKey(rawValue: "codePoint"))
    let selector: SymbolGlyph.Selector
    switch (name, codePoint) {
    case (let name?, nil):
      guard !name.isEmpty else { throw error(ThemeKey(rawValue: "glyph"), "must not be empty") }
      selector = .name(name)
    case (nil, let codePoint?):
      guard let scalar = SPTheme.Symbol.codePoint(written: codePoint) else {
        throw error(
          ThemeKey(rawValue: "codePoint"),
          "must be a code point written U+ and 4 to 6 hex digits, such as U+E87D, up to "
            + "U+10FFFF and not a surrogate (got \"\(codePoint)\")")
      }
      selector = .codePoint(scalar)
    default:
      throw ScenarioError(
        key: path,
        problem:
          "needs exactly one of `glyph` (the glyph's name in the font) and `codePoint` "
          + "(the character the font maps to it)")
    }
    let file =
      written.hasPrefix("/")
      ? written : URL(fileURLWithPath: directory).appendingPathComponent(written).path
    // A regular file only: a device or a pipe would keep FreeType reading.
    let attributes = try? FileManager.default.attributesOfItem(atPath: file)
    guard let attributes else {
      throw error(ThemeKey(rawValue: "file"), "no such font file: \(file)")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw error(ThemeKey(rawValue: "file"), "not a regular file: \(file)")
    }
    do {
      return try SymbolGlyph(file: file, selector: selector)
    } catch .missingGlyph {
      let key = ThemeKey(rawValue: name == nil ? "codePoint" : "glyph")
      switch selector {
      case .name(let glyph): throw error(key, "\(file) has no glyph named \"\(glyph)\"")
      case .codePoint(let scalar):
        throw error(
          key, "\(file) has no glyph for \(SPTheme.Symbol.codePointText(scalar))")
      }
    } catch {
      throw self.error(ThemeKey(rawValue: "file"), "\(error)")
    }
  }
}

extension SymbolSet {
  /// The set as a theme keeps it, and as a scenario writes it back.
  var themeSymbols: [String: SPTheme.Symbol] {
    outlines.mapValues { .path($0.pathData) }.merging(
      glyphs.mapValues { glyph in
        switch glyph.selector {
        case .name(let name): .glyph(file: glyph.file, .name(name))
        case .codePoint(let scalar): .glyph(file: glyph.file, .codePoint(scalar))
        }
      }
    ) { $1 }
  }

  /// A theme's symbols, to draw with. They were checked when the theme was read; one whose
  /// file has changed since is left out here and refused when a mode draws it, by name.
  init(theme symbols: [String: SPTheme.Symbol]) {
    self.init()
    for (name, symbol) in symbols {
      switch symbol {
      case .path(let data):
        outlines[name] = try? SymbolOutline(pathData: data)
      case .glyph(let file, .name(let glyph)):
        glyphs[name] = try? SymbolGlyph(file: file, selector: .name(glyph))
      case .glyph(let file, .codePoint(let scalar)):
        glyphs[name] = try? SymbolGlyph(file: file, selector: .codePoint(scalar))
      }
    }
  }
}
