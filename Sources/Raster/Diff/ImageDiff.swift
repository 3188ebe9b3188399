/// An image's size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public var description: String { "\(width)×\(height) px" }
}

public struct DiffOptions: Equatable, Sendable {
  /// Per-pixel perceptual threshold in 0...1 (pixelmatch's `threshold`); smaller is stricter.
  public var threshold: Double
  /// Report anti-aliased pixels apart instead of counting them as differences.
  public var detectsAntialiasing: Bool

  public init(threshold: Double = 0.1, detectsAntialiasing: Bool = true) {
    self.threshold = threshold
    self.detectsAntialiasing = detectsAntialiasing
  }
}

public struct ImageDifference: Equatable, Sendable {
  /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing.
  public let differingPixelCount: Int
  /// Pixels above the threshold that anti-aliasing detection excused.
  public let antialiasedPixelCount: Int
  let expected: Image
  let actual: Image
  let options: DiffOptions

  /// How many pixels were compared: the width times the height of either image.
  public var pixelCount: Int { expected.width * expected.height }

  /// Differing pixels red, anti-aliased ones yellow, the rest a grey copy of the expected
  /// image faded to 10 % over white. Built on request, because most comparisons match and
  /// never show it; the inputs are kept (copy-on-write, so without copying pixels).
  public func makeDiffImage() -> Image {
    Comparison(expected: expected, actual: actual, options: options).run(makingImage: true).image!
  }
}

public enum DiffResult: Equatable, Sendable {
  case sizeMismatch(expected: PixelSize, actual: PixelSize)
  case compared(ImageDifference)
}

/// Image comparison following pixelmatch 7.2.0 (mapbox/pixelmatch): YIQ colour distance
/// against `35215 · threshold²`, and Vyšniauskas's anti-aliasing test on both images.
///
/// pixelmatch works on straight alpha and blends translucent pixels over a fixed checkerboard;
/// here pixels are premultiplied, so `c·a/255` is the stored value itself and the blend is
/// computed from it directly. Results equal pixelmatch's up to that premultiplication rounding.
public enum ImageDiff {
  /// Identical buffers return at once (one memory comparison); otherwise every pixel is
  /// compared.
  public static func compare(
    _ expected: Image, _ actual: Image, options: DiffOptions = DiffOptions()
  ) -> DiffResult {
    guard expected.width == actual.width, expected.height == actual.height else {
      return .sizeMismatch(
        expected: PixelSize(width: expected.width, height: expected.height),
        actual: PixelSize(width: actual.width, height: actual.height))
    }
    var counts = (differing: 0, antialiased: 0)
    if expected != actual {
      let result = Comparison(expected: expected, actual: actual, options: options)
        .run(makingImage: false)
      counts = (result.differing, result.antialiased)
    }
    return .compared(
      ImageDifference(
        differingPixelCount: counts.differing, antialiasedPixelCount: counts.antialiased,
        expected: expected, actual: actual, options: options))
  }
}

private struct Comparison {
  let expected: Image
  let actual: Image
  let width: Int
  let height: Int
  let maxDelta: Double
  let detectsAntialiasing: Bool

  init(expected: Image, actual: Image, options: DiffOptions) {
    self.expected = expected
    self.actual = actual
    width = expected.width
    height = expected.height
    let t = options.threshold.isFinite ? min(max(options.threshold, 0), 1) : 0.1
    maxDelta = 35215 * t * t
    detectsAntialiasing = options.detectsAntialiasing
  }

  func run(makingImage: Bool) -> (differing: Int, antialiased: Int, image: Image?) {
    var differing = 0
    var antialiased = 0
    var output = makingImage ? [UInt8](repeating: 255, count: expected.pixels.count) : []
    expected.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        output.withUnsafeMutableBufferPointer { out in
          for y in 0..<height {
            var x = 0
            while x < width {
              // Counting only, pixels equal in both pictures count for nothing: pass over
              // them two at a time (a check mostly compares pictures that nearly match).
              if !makingImage {
                x = Comparison.firstDifference(a, b, row: y * width, from: x, to: width)
              }
              guard x < width else { break }
              let pos = (y * width + x) * 4
              let delta =
                Comparison.word(a, pos) == Comparison.word(b, pos)
                ? 0 : Comparison.colorDelta(a, b, pos, pos, yOnly: false)
              if abs(delta) > maxDelta {
                if detectsAntialiasing
                  && (isAntialiased(a, x, y, other: b) || isAntialiased(b, x, y, other: a))
                {
                  antialiased += 1
                  if makingImage { Comparison.set(out, pos, 255, 255, 0) }
                } else {
                  differing += 1
                  if makingImage { Comparison.set(out, pos, 255, 0, 0) }
                }
              } else if makingImage {
                let grey = Comparison.fadedGrey(a, pos)
                Comparison.set(out, pos, grey, grey, grey)
              }
              x += 1
            }
          }
        }
      }
    }
    let image = makingImage ? Image(uncheckedWidth: width, height: height, pixels: output) : nil
    return (differing, antialiased, image)
  }

  /// The first pixel from `x` on, before `end`, in the row starting at pixel `row`, that is not
  /// the same in both pictures, compared two pixels (8 bytes) at a time; `end` when there is
  /// none.
  @inline(__always)
  static func firstDifference(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, row: Int, from x: Int,
    to end: Int
  ) -> Int {
    let first = UnsafeRawPointer(a.baseAddress! + row * 4)
    let second = UnsafeRawPointer(b.baseAddress! + row * 4)
    var x = x
    while x + 2 <= end
      && first.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
        == second.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
    {
      x += 2
    }
    while x < end && word(a, (row + x) * 4) == word(b, (row + x) * 4) { x += 1 }
    return x
  }

  @inline(__always)
  static func word(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
    UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16 | UInt32(p[i + 3]) << 24
  }

  @inline(__always)
  static func set(
    _ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8
  ) {
    p[i] = r
    p[i + 1] = g
    p[i + 2] = b
    p[i + 3] = 255
  }

  /// pixelmatch's `drawGrayPixel` with alpha 0.1: the luma blended 90 % towards white.
  static func fadedGrey(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt8 {
    let luma =
      Double(p[i]) * 0.29889531 + Double(p[i + 1]) * 0.58662247 + Double(p[i + 2]) * 0.11448223
    let value = 255 + (luma - Double(p[i + 3])) * 0.1
    return UInt8(min(255, max(0, value + 0.5)))
  }

  /// pixelmatch's `colorDelta`: squared YIQ distance, negative when the second pixel is
  /// lighter; with `yOnly`, the signed luma difference. `k` is the first pixel's byte offset
  /// and picks the checkerboard colour translucent pixels are blended over.
  static func colorDelta(
    _ p1: UnsafeBufferPointer<UInt8>, _ p2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
    yOnly: Bool
  ) -> Double {
    let a1 = Int(p1[k + 3])
    let a2 = Int(p2[m + 3])
    var dr = Double(Int(p1[k]) - Int(p2[m]))
    var dg = Double(Int(p1[k + 1]) - Int(p2[m + 1]))
    var db = Double(Int(p1[k + 2]) - Int(p2[m + 2]))
    if dr == 0 && dg == 0 && db == 0 && a1 == a2 { return 0 }
    if a1 != a2 {
      let da = Double(a1 - a2)
      let rb = 48.0
      let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
      let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
      dr -= rb * da / 255
      dg -= gb * da / 255
      db -= bb * da / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// Vyšniauskas (2009): a pixel is anti-aliasing if at most two of its neighbours equal it,
  /// it has both darker and brighter neighbours, and the darkest or the brightest of them sits
  /// in a flat area (three or more equal neighbours) in both images.
  private func isAntialiased(
    _ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let delta = Comparison.colorDelta(image, image, pos, (y * width + x) * 4, yOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minX = x
          minY = y
        } else if delta > maxDelta {
          maxDelta = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
      || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
  }

  /// More than two of the 8 neighbours (edges count as one) equal to the pixel.
  private func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = Comparison.word(image, (y1 * width + x1) * 4)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if value == Comparison.word(image, (y * width + x) * 4) {
          zeroes += 1
          if zeroes > 2 { return true }
        }
      }
    }
    return false
  }
}
