/// A translucent material as iOS draws its floating panels: what lies behind the panel,
/// blurred and its colours saturated, under a tint.
public struct BackdropMaterial: Equatable, Sendable {
  /// The standard deviation of the backdrop's Gaussian blur, in points.
  public var blurRadius: Double
  /// 1 leaves the backdrop's colours as they are; more makes them more vivid (the
  /// `feColorMatrix` saturate matrix).
  public var saturation: Double
  /// Laid over the blurred backdrop.
  public var tint: RGBA

  /// A negative blur is none and a negative saturation 0 (grey); a non-finite value leaves the
  /// backdrop as it is.
  public init(blurRadius: Double, saturation: Double, tint: RGBA) {
    self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
    self.saturation = saturation.isFinite ? max(0, saturation) : 1
    self.tint = tint
  }
}

/// A soft drop shadow.
public struct DropShadow: Equatable, Sendable {
  public var color: RGBA
  /// The Gaussian's standard deviation in points, as Core Animation's `shadowRadius`.
  public var blurRadius: Double
  public var offset: Point

  public init(color: RGBA, blurRadius: Double, offset: Point = .zero) {
    self.color = color
    self.blurRadius = blurRadius
    self.offset = offset
  }
}

extension Canvas {
  /// Paints `body` only inside `rect`, each pixel column's alpha multiplied by `opacity` of
  /// the distance in points from the rect's left edge to the column's centre, as a mask of
  /// horizontal gradients does a scroll view's soft edges (intersected with any enclosing
  /// clip). `opacity` is clamped to 0...1.
  public func clip(
    to rect: Rect, opacityAlongX opacity: (Double) -> Double, _ body: () throws -> Void
  ) rethrows {
    var mask = coverage(of: .rect(rect))
    if !mask.box.isEmpty {
      for x in mask.box.x0..<mask.box.x1 {
        let factor = Int(RGBA.byte(fromUnit: opacity((Double(x) + 0.5) / scale - rect.minX)))
        if factor == 255 { continue }
        for y in 0..<mask.box.height {
          let i = y * mask.box.width + x - mask.box.x0
          mask.values[i] = div255(Int(mask.values[i]) * factor)
        }
      }
    }
    try clip(to: mask, body)
  }

  /// Draws a panel of `material` inside `shape`: what is already painted behind it is
  /// blurred (three box blurs for the Gaussian, pixels past the canvas's edge repeating the
  /// edge, as a backdrop filter samples), saturated and tinted, then drawn through the shape's
  /// anti-aliased edge. `shadow` is painted around the panel after its backdrop was taken, so
  /// the panel does not see its own shadow. Integer arithmetic after the blur's box size, so
  /// the same picture gives the same bytes everywhere.
  public func drawMaterial(in shape: Shape, _ material: BackdropMaterial, shadow: DropShadow?) {
    let panel = coverage(of: shape)
    let backdrop = panel.box.isEmpty ? [] : materialPixels(in: panel.box, material)
    if let shadow {
      drawShadow(
        of: shape, color: shadow.color, blurRadius: shadow.blurRadius, offset: shadow.offset)
    }
    guard !backdrop.isEmpty else { return }
    let opacityByte = Int(RGBA.byte(fromUnit: opacity))
    let box = panel.box
    pixels.withUnsafeMutableBytes { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        for y in box.y0..<box.y1 {
          for x in box.x0..<box.x1 {
            let i = (y - box.y0) * box.width + x - box.x0
            var fade = Int(panel.values[i])
            if let clipMask { fade = Int(div255(fade * Int(clipMask.value(x: x, y: y)))) }
            if opacityByte != 255 { fade = Int(div255(fade * opacityByte)) }
            guard fade > 0 else { continue }
            let p = y * pixelWidth + x
            words[p] = PremultipliedPixel.composite(backdrop[i], fadedTo: fade, over: words[p])
          }
        }
      }
    }
  }

  /// The material's pixels over `box` (premultiplied words, row by row): the canvas around
  /// the box, padded by the blur's reach with its edge pixels repeated, blurred, then
  /// saturated and tinted.
  private func materialPixels(in box: PixelBox, _ material: BackdropMaterial) -> [UInt32] {
    let boxSize = Blur.boxSize(sigma: material.blurRadius * scale)
    let pad = boxSize > 1 ? Blur.reach(of: Blur.passes(boxSize: boxSize)) : 0
    let width = box.width + 2 * pad
    let height = box.height + 2 * pad
    var planes = channelPlanes(
      PixelBox(x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad))
    if boxSize > 1 {
      for channel in planes.indices {
        Blur.blur(&planes[channel], width: width, height: height, boxSize: boxSize)
      }
    }
    let saturate = SaturationMatrix(material.saturation)
    let tint = material.tint
    let tintAlpha = Int(tint.alpha)
    let tinted = [Int(tint.red), Int(tint.green), Int(tint.blue)].map {
      Int(div255($0 * tintAlpha))
    }
    var result = [UInt32](repeating: 0, count: box.width * box.height)
    for y in 0..<box.height {
      for x in 0..<box.width {
        let j = (y + pad) * width + x + pad
        let alpha = Int(planes[3][j])
        let rgb = saturate(Int(planes[0][j]), Int(planes[1][j]), Int(planes[2][j]), limit: alpha)
        func over(_ tint: Int, _ value: Int) -> UInt8 {
          UInt8(tint + Int(div255(value * (255 - tintAlpha))))
        }
        result[y * box.width + x] =
          PremultipliedPixel(
            red: over(tinted[0], rgb.0), green: over(tinted[1], rgb.1),
            blue: over(tinted[2], rgb.2), alpha: over(tintAlpha, alpha)
          ).word
      }
    }
    return result
  }

  /// The canvas's red, green, blue and alpha over `box`, one plane each; a pixel outside the
  /// canvas takes the nearest edge pixel's values.
  private func channelPlanes(_ box: PixelBox) -> [[UInt8]] {
    var planes = [[UInt8]](
      repeating: [UInt8](repeating: 0, count: box.width * box.height), count: 4)
    for y in 0..<box.height {
      let sourceY = min(max(box.y0 + y, 0), pixelHeight - 1)
      for x in 0..<box.width {
        let sourceX = min(max(box.x0 + x, 0), pixelWidth - 1)
        let i = (sourceY * pixelWidth + sourceX) * 4
        let j = y * box.width + x
        for channel in 0..<4 { planes[channel][j] = pixels[i + channel] }
      }
    }
    return planes
  }
}

/// The `feColorMatrix` saturate matrix in fixed point (1/4096): luminance weights 0.213,
/// 0.715, 0.072, each channel pulled away from the pixel's luminance by `saturation`. Greys
/// stay as they are.
private struct SaturationMatrix {
  let rows: [[Int]]

  init(_ saturation: Double) {
    let weights = [0.213, 0.715, 0.072]
    rows = (0..<3).map { row in
      (0..<3).map { column in
        let identity = row == column ? saturation : 0
        return Int(((weights[column] * (1 - saturation) + identity) * 4096).rounded())
      }
    }
  }

  /// The saturated premultiplied channels, each kept within 0...`limit` (the pixel's alpha).
  func callAsFunction(_ red: Int, _ green: Int, _ blue: Int, limit: Int) -> (Int, Int, Int) {
    func channel(_ row: [Int]) -> Int {
      min(limit, max(0, (row[0] * red + row[1] * green + row[2] * blue + 2048) >> 12))
    }
    return (channel(rows[0]), channel(rows[1]), channel(rows[2]))
  }
}
