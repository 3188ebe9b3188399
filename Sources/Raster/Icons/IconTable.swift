/// SF Symbols cannot ship, so symbols are drawn from Material Icons
/// (Documentation/Determinism.md, "Icons"); this is the one table from SF Symbol names to
/// Material Icons code points.
///
/// SF pairs an outline symbol with a filled twin ("photo", "photo.fill"), and the chips show
/// the outline while off and the twin while on, so each pair maps to two glyphs that differ
/// the same way: Material's outline glyph for the outline, its solid one for the twin. Where
/// Material has no outline glyph of the same picture, the closest outline stands in.
public enum IconTable {
  public static let codePoints: [String: UInt32] = [
    "magnifyingglass": 0xE8B6,  // search
    "lightbulb": 0xE90F,  // lightbulb_outline
    "lightbulb.fill": 0xE0F0,  // lightbulb
    // Material's "image" is solid and it has no "image outline" in this font; "crop_original"
    // is the same framed landscape with the frame drawn as an outline.
    "photo": 0xE3C4,  // crop_original
    "photo.fill": 0xE3F4,  // image
    "arrow.up": 0xE5D8,  // arrow_upward
    "stop.fill": 0xE047,  // stop
    "chevron.up.chevron.down": 0xE5D7,  // unfold_more
    "lock.fill": 0xE897,  // lock
    "checkmark": 0xE5CA,  // check
    "exclamationmark.triangle.fill": 0xE002,  // warning
    "exclamationmark.circle": 0xE001,  // error_outline
  ]

  public static var symbolNames: [String] { codePoints.keys.sorted() }

  /// The code point for an SF Symbol name; "x.fill" falls back to "x" when only the outline
  /// form has a stand-in, so callers can ask for the filled variant unconditionally.
  public static func codePoint(forSymbol name: String) -> UInt32? {
    if let codePoint = codePoints[name] { return codePoint }
    if name.hasSuffix(".fill") { return codePoints[String(name.dropLast(5))] }
    return nil
  }
}
