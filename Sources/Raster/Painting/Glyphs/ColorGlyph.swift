/// A colour glyph's bitmap as the font stores it (Noto Color Emoji: one PNG per glyph in a strike
/// of 109 pixels per em), decoded by FreeType: premultiplied sRGB RGBA bytes, rows top down.
struct StrikeBitmap {
  let width: Int
  let height: Int
  /// From the pen to the bitmap's left edge and up from the baseline to its top, in strike
  /// pixels.
  let left: Int
  let top: Int
  /// `width × height × 4` bytes.
  let pixels: [UInt8]

  /// The device pixels the bitmap covers, `factor` device pixels to one strike pixel, with the
  /// pen `penX`, `penY` device pixels right of and below a whole pixel: position and size each
  /// rounded to whole pixels, so the same glyph at the same size is always the same picture.
  func deviceBox(factor: Double, penX: Double, penY: Double) -> PixelBox {
    let x0 = Int((penX + Double(left) * factor).rounded())
    let y0 = Int((penY - Double(top) * factor).rounded())
    return PixelBox(
      x0: x0, y0: y0, x1: x0 + Int((Double(width) * factor).rounded()),
      y1: y0 + Int((Double(height) * factor).rounded()))
  }

  /// The bitmap scaled to `size` pixels, of which only `window` (within `0..<size`) is made:
  /// each device pixel is the exact area-weighted average of the strike pixels under it, in
  /// integers with one rounding, so the result is the same bytes on every machine and build.
  /// Premultiplied colour stays valid (no channel above alpha), since averaging keeps the order.
  func resampled(to size: (width: Int, height: Int), window: PixelBox) -> [UInt32] {
    let columns = (window.x0..<window.x1).map {
      AreaWeights(target: $0, of: size.width, source: width)
    }
    let divisor = width * height
    var row = [Int](repeating: 0, count: width * 4)
    var result: [UInt32] = []
    result.reserveCapacity(window.width * window.height)
    for y in window.y0..<window.y1 {
      let rows = AreaWeights(target: y, of: size.height, source: height)
      for i in row.indices { row[i] = 0 }
      for (k, weight) in rows.weights.enumerated() {
        let start = (rows.first + k) * width * 4
        for i in row.indices { row[i] += weight * Int(pixels[start + i]) }
      }
      for column in columns {
        var sums = (0, 0, 0, 0)
        for (k, weight) in column.weights.enumerated() {
          let i = (column.first + k) * 4
          sums.0 += weight * row[i]
          sums.1 += weight * row[i + 1]
          sums.2 += weight * row[i + 2]
          sums.3 += weight * row[i + 3]
        }
        func rounded(_ sum: Int) -> UInt8 { UInt8((sum + divisor / 2) / divisor) }
        result.append(
          PremultipliedPixel(
            red: rounded(sums.0), green: rounded(sums.1), blue: rounded(sums.2),
            alpha: rounded(sums.3)
          ).word)
      }
    }
    return result
  }
}

/// Which source pixels lie under one target pixel, and how much of each, when `source` pixels
/// are stretched over `count` target pixels along one axis. Lengths are counted in steps of
/// 1/`count` of a source pixel, so every weight is a whole number and they add up to `source`.
private struct AreaWeights {
  /// The first source pixel under the target pixel.
  let first: Int
  let weights: [Int]

  init(target index: Int, of count: Int, source: Int) {
    // The target pixel spans [index·source, (index + 1)·source); source pixel s spans
    // [s·count, (s + 1)·count).
    let start = index * source
    let end = start + source
    first = start / count
    weights = (first...((end - 1) / count)).map { s in
      min(end, (s + 1) * count) - max(start, s * count)
    }
  }
}

/// A colour glyph at its device size: premultiplied pixels over `box`, relative to the whole
/// pixel of the pen position it was made for.
struct ColorGlyph: GlyphImage {
  let box: PixelBox
  /// Row by row, `box.width × box.height` words.
  let pixels: [UInt32]

  var byteCount: Int { pixels.count * 4 }
}
