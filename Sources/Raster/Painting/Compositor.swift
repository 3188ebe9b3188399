/// Source-over of one colour through coverage, the clip and the opacity.
///
/// Per pixel: a = round(coverage · clip / 255), then a = round(a · alpha / 255) with the
/// colour's alpha already multiplied by the opacity; the source is round(c · a / 255) and
/// the destination becomes source + round(destination · (255 − a) / 255). Without a clip, a
/// constant run works that out once: a run of full coverage of an opaque colour is a plain
/// store (the inside of every card), and a translucent one blends each distinct destination
/// once (the inside of a capsule over a card is one colour).
struct Compositor: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  /// The opaque colour; blending scales it by the pixel's alpha.
  let color: PremultipliedPixel
  /// The colour's alpha times the opacity, 1...255.
  let alpha: Int
  /// Every coverage run lies inside the clip's box, which bounds the paint box.
  let clip: (values: UnsafePointer<UInt8>, box: PixelBox)?

  mutating func constant(x: Int, y: Int, count: Int, value: UInt8) {
    guard clip == nil else {
      for i in 0..<count { blend(x: x + i, y: y, coverage: Int(value)) }
      return
    }
    let a = alpha(ofCoverage: Int(value))
    if a == 0 { return }
    let start = pixels + y * width + x
    if a == 255 { return start.update(repeating: color.word, count: count) }
    var destination = start[0]
    var result = color.blended(over: destination, alpha: a)
    for i in 0..<count {
      if start[i] != destination {
        destination = start[i]
        result = color.blended(over: destination, alpha: a)
      }
      start[i] = result
    }
  }

  mutating func varying(x: Int, y: Int, values: UnsafePointer<UInt8>, count: Int) {
    guard clip == nil else {
      for i in 0..<count where values[i] != 0 {
        blend(x: x + i, y: y, coverage: Int(values[i]))
      }
      return
    }
    // The loop without a clip, the common case, kept free of its tests; eight uncovered
    // pixels (the gaps between glyphs, the outside of an edge) are passed over at once, and
    // eight fully covered ones (the inside of a large glyph) over one colour take one result.
    // Inside a translucent glyph over one colour, each pixel blends the same alpha over the
    // same destination as the pixel before: that result is kept and reused.
    let start = pixels + y * width + x
    // No blend has alpha 0, so the first one is worked out.
    var last: (alpha: Int, destination: UInt32, result: UInt32) = (0, 0, 0)
    var i = 0
    while i < count {
      if i + 8 <= count {
        let eight = UnsafeRawPointer(values + i).loadUnaligned(as: UInt64.self)
        if eight == 0 {
          i += 8
          continue
        }
        if eight == .max && (alpha == 255 || Self.allEqual(start + i, 8)) {
          if alpha != 255 && (alpha != last.alpha || start[i] != last.destination) {
            last = (alpha, start[i], color.blended(over: start[i], alpha: alpha))
          }
          (start + i).update(repeating: alpha == 255 ? color.word : last.result, count: 8)
          i += 8
          continue
        }
        blendFour(start + i, values + i)
        blendFour(start + i + 4, values + i + 4)
        i += 8
        continue
      }
      let a = alpha(ofCoverage: Int(values[i]))
      if a == 255 {
        start[i] = color.word
      } else if a != 0 {
        if a != last.alpha || start[i] != last.destination {
          last = (a, start[i], color.blended(over: start[i], alpha: a))
        }
        start[i] = last.result
      }
      i += 1
    }
  }

  /// Four pixels from `start` under the coverages from `values`, all at once with no test:
  /// per channel round(c · a / 255) + round(d · (255 − a) / 255), as
  /// ``PremultipliedPixel/blended(over:alpha:)`` works it out, which is the colour itself at
  /// a = 255 and the destination at a = 0. Read as eight 16-bit words, the pixels' red and
  /// blue are the words' low bytes and their green and alpha the high ones, each pixel's two
  /// words side by side, so each half is blended in the lanes of one vector.
  @inline(__always)
  private func blendFour(_ start: UnsafeMutablePointer<UInt32>, _ values: UnsafePointer<UInt8>) {
    // Four uncovered pixels, or four fully covered by an opaque colour, need no reading.
    let four = UnsafeRawPointer(values).loadUnaligned(as: UInt32.self)
    if four == 0 { return }
    if four == .max && alpha == 255 { return start.update(repeating: color.word, count: 4) }
    let a = alphas(ofCoverages: four)
    let kept = 255 &- a
    let words = UnsafeRawPointer(start).loadUnaligned(as: SIMD8<UInt16>.self)
    let (colorLow, colorHigh) = colorHalves
    let low = Self.divide255(colorLow &* a) &+ Self.divide255((words & 0xFF) &* kept)
    let high = Self.divide255(colorHigh &* a) &+ Self.divide255((words &>> 8) &* kept)
    UnsafeMutableRawPointer(start).storeBytes(of: low | high &<< 8, as: SIMD8<UInt16>.self)
  }

  /// The alphas ``alpha(ofCoverage:)`` gives the four coverages packed in `four`, each twice,
  /// as ``blendFour(_:_:)`` lays them out, worked out in the lanes of one vector: the four
  /// bytes widened to 32-bit lanes, scaled by the colour's alpha and divided by 255 there, and
  /// each lane's value copied into its upper half.
  @inline(__always)
  private func alphas(ofCoverages four: UInt32) -> SIMD8<UInt16> {
    var lanes = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(four, to: SIMD4<UInt8>.self))
    if alpha != 255 {
      let t = lanes &* UInt32(alpha) &+ 128
      lanes = (t &+ (t &>> 8)) &>> 8
    }
    return unsafeBitCast(lanes &* 0x0001_0001, to: SIMD8<UInt16>.self)
  }

  /// The colour's red and blue, and its green and alpha, as ``blendFour(_:_:)`` lays them out.
  @inline(__always)
  private var colorHalves: (SIMD8<UInt16>, SIMD8<UInt16>) {
    let w = color.word
    let (red, green) = (UInt16(w & 0xFF), UInt16(w >> 8 & 0xFF))
    let (blue, alpha) = (UInt16(w >> 16 & 0xFF), UInt16(w >> 24))
    return (
      SIMD8(red, blue, red, blue, red, blue, red, blue),
      SIMD8(green, alpha, green, alpha, green, alpha, green, alpha)
    )
  }

  /// round(x / 255) in every lane, for x ≤ 65025.
  @inline(__always)
  private static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }

  /// Pixels `part` of row `y` become those of the row above.
  func copyFromRowAbove(_ part: Range<Int>, y: Int) {
    guard !part.isEmpty else { return }
    let target = pixels + y * width + part.lowerBound
    target.update(from: target - width, count: part.count)
  }

  /// Whether the `count` pixels from `start` are all the same.
  @inline(__always)
  static func allEqual(_ start: UnsafeMutablePointer<UInt32>, _ count: Int) -> Bool {
    let first = start[0]
    var differences: UInt32 = 0
    for k in 1..<max(1, count) { differences |= start[k] ^ first }
    return differences == 0
  }

  /// The alpha a pixel of coverage `value` blends at where there is no clip: the colour's
  /// alpha times it.
  @inline(__always)
  func alpha(ofCoverage value: Int) -> Int {
    alpha == 255 ? value : Int(div255(value * alpha))
  }

  @inline(__always)
  private func blend(x: Int, y: Int, coverage: Int) {
    var a = coverage
    if let clip {
      a = Int(div255(a * Int(clip.values[(y - clip.box.y0) * clip.box.width + x - clip.box.x0])))
    }
    if alpha != 255 { a = Int(div255(a * alpha)) }
    let p = pixels + y * width + x
    if a == 255 {
      p.pointee = color.word
    } else if a != 0 {
      p.pointee = color.blended(over: p.pointee, alpha: a)
    }
  }
}
