import Synchronization

/// Where one glyph lands on the device: its pen position in quarter pixels, split into a whole
/// pixel and a quarter-pixel phase, and its size.
///
/// Text is positioned to a quarter of a device pixel in x and y, as Skia and Core Text position
/// glyphs to a fraction of a pixel, so that each glyph has only 16 possible phases and its
/// coverage can be drawn once and reused. The rounding moves a glyph by at most an eighth of a
/// pixel, which no one can see.
struct GlyphPlacement {
  let face: FontFace
  let glyph: UInt32
  /// Device pixels per font unit.
  let scale: Double
  /// The pen position's whole pixel.
  let x: Int
  let y: Int
  /// The quarter-pixel phase, 0...3 in x and y.
  let phaseX: Int
  let phaseY: Int

  /// Device positions beyond this are dropped rather than converted (they are far off any
  /// canvas, and a NaN or infinite position must not trap).
  private static let reach = Double(1 << 40)

  /// nil when the position is not finite or absurdly far away.
  init?(face: FontFace, glyph: UInt32, scale: Double, deviceX: Double, deviceY: Double) {
    guard deviceX.isFinite, deviceY.isFinite, scale.isFinite, abs(deviceX) < Self.reach,
      abs(deviceY) < Self.reach
    else { return nil }
    let quarterX = Int((deviceX * 4).rounded())
    let quarterY = Int((deviceY * 4).rounded())
    self.face = face
    self.glyph = glyph
    self.scale = scale
    x = quarterX >> 2
    y = quarterY >> 2
    phaseX = quarterX & 3
    phaseY = quarterY & 3
  }

  var key: GlyphKey {
    GlyphKey(
      face: ObjectIdentifier(face), glyph: glyph, scale: scale.bitPattern,
      phase: UInt8(phaseX << 2 | phaseY))
  }

  /// The outline's transform to device pixels relative to (`x`, `y`): font units are y up.
  var transform: DeviceTransform {
    DeviceTransform(sx: scale, sy: -scale, tx: Double(phaseX) / 4, ty: Double(phaseY) / 4)
  }
}

/// A glyph drawn at one size and quarter-pixel phase: what a drawn glyph depends on.
struct GlyphKey: Hashable {
  let face: ObjectIdentifier
  let glyph: UInt32
  let scale: UInt64
  let phase: UInt8
}

/// What a glyph cache holds: a coverage mask, or a colour glyph's pixels.
protocol GlyphImage: ByteCounted {}

extension CoverageMask: GlyphImage {
  var byteCount: Int { values.count }
}

/// Glyphs drawn once per glyph, size and quarter-pixel phase and shared by every canvas and
/// thread of one font library: coverage masks of outline glyphs, or the scaled pixels of colour
/// emoji, each kind in a cache of its own, so a mask and a colour glyph never stand for each
/// other.
///
/// A card draws the same few dozen glyphs in every state, so after the first picture text costs
/// a copy per glyph instead of flattening and sweeping its outline (or scaling its bitmap).
typealias GlyphCache<Image: GlyphImage & Sendable> = BoundedCache<GlyphKey, Image>

extension BoundedCache where Key == GlyphKey {
  /// An image is kept only when it is at most this many pixels a side; bigger glyphs (display
  /// text at huge sizes) are drawn every time.
  static var maxSide: Int { 512 }
}

/// The caches of one font library, shared by its faces.
struct GlyphCaches: Sendable {
  /// Some 4000 masks of body text at 3×.
  let masks = GlyphCache<CoverageMask>(budget: 16 << 20)
  let colors = GlyphCache<ColorGlyph>(budget: 16 << 20)
}
