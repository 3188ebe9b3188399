import Foundation

/// A rectangle of an image, in whole pixels.
struct Region: Equatable {
  let x: Int
  let y: Int
  let width: Int
  let height: Int

  /// The top-left pixel: what a film frame carries when nothing changed, as APNG has no empty
  /// frames.
  static let corner = Region(x: 0, y: 0, width: 1, height: 1)
}

extension Region {
  /// The smallest rectangle holding every pixel that differs between two images of one size,
  /// or nil when none does. Unchanged rows are skipped with one `memcmp` each, so a frame in
  /// which a chip moves costs a pass over memory, not a comparison per pixel.
  init?(changedFrom old: Image, to new: Image) {
    precondition(old.width == new.width && old.height == new.height, "images differ in size")
    let width = old.width
    var top = -1
    var bottom = -1
    var left = width
    var right = -1
    // A pixel is four bytes, compared as one word.
    old.pixels.withUnsafeBytes {
      $0.withMemoryRebound(to: UInt32.self) { before in
        new.pixels.withUnsafeBytes {
          $0.withMemoryRebound(to: UInt32.self) { after in
            for y in 0..<old.height {
              let row = y * width
              if memcmp(before.baseAddress! + row, after.baseAddress! + row, width * 4) == 0 {
                continue
              }
              if top < 0 { top = y }
              bottom = y
              var first = 0
              while before[row + first] == after[row + first] { first += 1 }
              var last = width - 1
              while before[row + last] == after[row + last] { last -= 1 }
              left = min(left, first)
              right = max(right, last)
            }
          }
        }
      }
    }
    guard top >= 0 else { return nil }
    self.init(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}

extension Image {
  /// The pixels of `region`, which must lie inside the image, as an image of their own.
  func cropped(to region: Region) -> Image {
    precondition(
      region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0
        && region.x + region.width <= width && region.y + region.height <= height,
      "region \(region) is not inside the \(width)×\(height) image")
    var cropped: [UInt8] = []
    cropped.reserveCapacity(region.width * region.height * 4)
    for y in region.y..<(region.y + region.height) {
      let start = (y * width + region.x) * 4
      cropped += pixels[start..<(start + region.width * 4)]
    }
    return Image(uncheckedWidth: region.width, height: region.height, pixels: cropped)
  }
}
