/// A symbol as a picture asks for it: the name written (an SF Symbol's, or an app's own), and
/// whether its filled twin is wanted, as a chip that is on asks (SwiftUI's
/// `symbolVariant(.fill)`), so a name the table lacks is reported as it was written.
public struct SymbolRequest: Hashable, Sendable {
  public var name: String
  public var filled: Bool

  public init(_ name: String, filled: Bool = false) {
    self.name = name
    self.filled = filled
  }
}

/// What draws a symbol: a glyph of a font (the icon font's, or one of the app's own), or an
/// app's own outline.
public enum SymbolArt: Sendable {
  case glyph(IconGlyph)
  case outline(SymbolOutline)
}

/// The symbols one picture can draw: an app's own, as outlines or as glyphs of its own font
/// files, by name over the icon font's SF Symbol stand-ins (``IconTable``), so an app's own
/// name, or one it draws its own way, wins. An own symbol's filled twin is the one named
/// "<name>.fill" when there is one, else the same symbol.
public struct SymbolSet: Hashable, Sendable {
  public var outlines: [String: SymbolOutline]
  public var glyphs: [String: SymbolGlyph]

  public init(outlines: [String: SymbolOutline] = [:], glyphs: [String: SymbolGlyph] = [:]) {
    self.outlines = outlines
    self.glyphs = glyphs
  }

  /// No symbols of the app's own.
  public var isEmpty: Bool { outlines.isEmpty && glyphs.isEmpty }

  /// The app's own names, sorted.
  public var ownNames: [String] { Set(outlines.keys).union(glyphs.keys).sorted() }

  /// This set's symbols over `base`'s: a name both have is this set's (a scenario's own
  /// symbols over its theme's).
  public func over(_ base: SymbolSet) -> SymbolSet {
    let names = Set(ownNames)
    return SymbolSet(
      outlines: base.outlines.filter { !names.contains($0.key) }.merging(outlines) { $1 },
      glyphs: base.glyphs.filter { !names.contains($0.key) }.merging(glyphs) { $1 })
  }

  /// Whether `name` can be drawn: one of the set's own, or a stand-in of the table.
  public func contains(_ name: String) -> Bool {
    outlines[name] != nil || glyphs[name] != nil || IconTable.codePoint(forSymbol: name) != nil
  }

  /// Every name that can be drawn, sorted.
  public var names: [String] { Set(IconTable.symbolNames).union(ownNames).sorted() }

  /// What draws `request`; throws ``RasterError/unknownSymbol(_:)`` naming the name as written
  /// when neither the set nor the table has it, and ``RasterError/missingGlyph(_:in:)`` when a
  /// glyph's font no longer holds it.
  public func art(for request: SymbolRequest, fonts: FontLibrary) throws(RasterError)
    -> SymbolArt
  {
    let names = request.filled ? [request.name + ".fill", request.name] : [request.name]
    for name in names {
      if let outline = outlines[name] { return .outline(outline) }
      if let glyph = glyphs[name] { return .glyph(try fonts.glyph(glyph)) }
    }
    return .glyph(try fonts.icon(named: request.name, filled: request.filled))
  }
}

extension FontLibrary {
  /// The ink of `art` drawn with an em `size` points wide, relative to the em square's
  /// top-left corner; an outline's is the box of its points (curves' control points too,
  /// which hold the curve), nil for an outline or glyph without ink.
  public func inkBounds(of art: SymbolArt, size: Double) -> Rect? {
    switch art {
    case .glyph(let glyph):
      return inkBounds(of: glyph, size: size)
    case .outline(let outline):
      let points = outline.path(size: size, at: Point(x: 0, y: 0)).elements.flatMap {
        element -> [Point] in
        switch element {
        case .move(let to), .line(let to): [to]
        case .quadCurve(let to, let control): [to, control]
        case .curve(let to, let control1, let control2): [to, control1, control2]
        case .closeSubpath: []
        }
      }
      return Rect.union(of: points.map { Rect(origin: $0, size: Size(width: 0, height: 0)) })
    }
  }
}

extension Canvas {
  /// Draws `art` with its em square `size` points wide, centred in `rect`, as an icon glyph is
  /// drawn (``draw(_:in:size:color:)``); an outline fills with the non-zero rule.
  public func draw(_ art: SymbolArt, in rect: Rect, size: Double, color: RGBA) {
    switch art {
    case .glyph(let glyph):
      draw(glyph, in: rect, size: size, color: color)
    case .outline(let outline):
      fill(
        outline.path(size: size, at: Point(x: rect.midX - size / 2, y: rect.midY - size / 2)),
        with: color)
    }
  }
}
