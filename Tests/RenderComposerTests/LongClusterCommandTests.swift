import Foundation
import Raster
import TestSupport
import Testing

/// `render` draws a text of one very long grapheme cluster (👍 and thousands of skin tones, a
/// ZWJ chain of thousands of people) wrapped in the field like any text, none of it past the
/// card, in either direction (the shaping itself: RasterTests' `LongClusterTests`).
@Suite(.needsFonts) struct LongClusterCommandTests {
  /// Each long cluster by the name a failure shows.
  static let clusters = [
    "skin tones": "👍" + String(repeating: "\u{1F3FB}", count: 4_999),
    "ZWJ chain": Array(repeating: "👩", count: 2_500).joined(separator: "\u{200D}"),
  ]

  /// The scenario's picture, drawn by the tool from standard input.
  private func render(_ scenario: [String: Any], in directory: String) throws -> Image {
    let output = "\(directory)/\(UUID().uuidString).png"
    let run = try runTool(
      ["render", "-", "-o", output], input: try JSONSerialization.data(withJSONObject: scenario))
    #expect(run.status == 0, "\(run.error)")
    return try PNG.read(contentsOf: output)
  }

  /// The pixels of the columns `columns`, top to bottom.
  private func pixels(_ image: Image, columns: Range<Int>) -> [RGBA] {
    (0..<image.height).flatMap { y in columns.map { image.pixel(x: $0, y: y) } }
  }

  @Test(arguments: clusters.keys.sorted(), ["en_US", "ar_SA"])
  func aLongClusterWrapsInsideTheCard(cluster: String, locale: String) throws {
    let directory = try temporaryDirectory()
    // Lines enough to fill the field, as the long cluster's lines do.
    let lines = try render(
      ["focused": true, "locale": locale, "text": "1\n2\n3\n4\n5\n6\n7"], in: directory)
    let long = try render(
      ["focused": true, "locale": locale, "text": Self.clusters[cluster]!], in: directory)
    try #require(long.width == lines.width && long.height == lines.height)
    // Beside the card, on either side, the picture is the background alone, as with lines of
    // text.
    for columns in [0..<30, long.width - 30..<long.width] {
      #expect(
        pixels(long, columns: columns) == pixels(lines, columns: columns),
        "columns \(columns)")
    }
  }
}
