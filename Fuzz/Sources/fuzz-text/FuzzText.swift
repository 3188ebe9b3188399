import Raster

private let fonts = try! FontLibrary.shared()

/// Any bytes as text, shaped and broken into lines the way the card sets it. The first four
/// bytes choose the style, the width, the line limit and the truncation; the rest is UTF-8
/// (invalid sequences become U+FFFD, as they would reaching a Swift String). The lines must
/// keep the limit and have finite, non-negative sizes, and drawing them must not crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count >= 4 else { return 0 }
  let sizes = [11.0, 13, 15, 17, 20, 28, 44, 53]
  let style = TextStyle(
    size: sizes[Int(bytes[0] % 8)], weight: FontWeight.allCases[Int(bytes[1] % 4)],
    monospacedDigits: bytes[1] & 4 != 0, tracking: bytes[1] & 8 != 0 ? 0.5 : 0)
  let maxWidth: Double? = bytes[2] == 255 ? nil : Double(bytes[2]) * 2
  let lineLimit: Int? = bytes[3] & 7 == 0 ? nil : Int(bytes[3] & 7)
  let truncation: TextTruncation = bytes[3] & 0x80 != 0 ? .clip : .tail
  let text = String(
    decoding: UnsafeBufferPointer(start: bytes + 4, count: count - 4), as: UTF8.self)
  let leading = (style.size * 1.3).rounded()
  let layout = fonts.layoutText(
    text, style: style, lineHeight: leading, maxWidth: maxWidth, lineLimit: lineLimit,
    truncation: truncation)
  precondition(!layout.lines.isEmpty && layout.lines.count <= (lineLimit ?? Int.max))
  precondition(layout.lines.allSatisfy { $0.width.isFinite && $0.width >= 0 })
  precondition(layout.size.height == Double(layout.lines.count) * leading)
  let canvas = try! Canvas(pixelWidth: 520, pixelHeight: 240, scale: 1)
  canvas.draw(layout, at: Point(x: 4, y: 4), color: RGBA(red: 0, green: 0, blue: 0))
  return 0
}
