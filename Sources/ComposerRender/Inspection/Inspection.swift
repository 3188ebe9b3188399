import Foundation
import Layout
import ModelComposer
import Raster
import ToolSupport

/// What a scenario looks like to VoiceOver and to a geometry check: the readings the gallery
/// prints beside each picture, the overlay in the manner of AccessibilitySnapshot, and the
/// frame dump to compare with the SwiftUI view's on a Mac.
extension ComposerLayout {
  /// VoiceOver's order, one element a line: number, label, value, traits, frame in points;
  /// and, for a chip its lane clips, what a tap reaches of it.
  ///
  ///     2. Model, Atlas 3 — button — (30, 62, 96.3 × 44)
  ///     5. Image, On — button, selected — (307.8, 52, 79.5 × 44), hit area (307.8, 52, 17.2 × 44)
  public var accessibilityReading: String {
    get throws(MissingElement) {
      try accessibilityElements.enumerated().map { index, item in
        "\(index + 1). \(Self.reading(item.element, in: scenario.context.locale)) — "
          + Self.format(item.frame)
          + Self.hitAreaNote(item)
      }
      .joined(separator: "\n")
    }
  }

  /// Nothing when a tap reaches the whole frame; else the part it reaches, or that it reaches
  /// none until the element is scrolled into its lane.
  private static func hitAreaNote(_ item: PlacedAccessibilityElement) -> String {
    guard let hitArea = item.hitArea else { return ", no hit area until scrolled into view" }
    return hitArea == item.frame ? "" : ", hit area \(format(hitArea))"
  }

  /// "Model, Atlas 3 — button": what VoiceOver says, then the traits, in `locale`'s language
  /// ("Modell, Atlas 3 — Taste").
  static func reading(_ element: AccessibilityElement, in locale: Locale) -> String {
    let traits = AccessibilityTrait.allCases.filter(element.traits.contains).map {
      $0.name(in: locale)
    }
    // One element a line: a line break (or any control character) in the text is escaped.
    let spoken = [element.label, element.value].compactMap { $0 }.joined(separator: ", ")
      .terminalEscapedLine
    return traits.isEmpty ? spoken : "\(spoken) — \(traits.joined(separator: ", "))"
  }

  static func format(_ frame: Rect) -> String {
    func number(_ value: Double) -> String { plainNumber((value * 10).rounded() / 10) }
    return
      "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)) × \(number(frame.height)))"
  }

  /// Every named element's frame in points, in painting order, as JSON.
  public func framesJSON() -> Data {
    struct Entry: Encodable {
      let name: String
      let x, y, width, height: Double
    }
    struct Document: Encodable {
      let scenario: String
      let width, height: Double
      let elements: [Entry]
    }
    let document = Document(
      scenario: scenario.name, width: size.width, height: size.height,
      elements: elements.map {
        Entry(
          name: $0.payload.name, x: $0.frame.minX, y: $0.frame.minY, width: $0.frame.width,
          height: $0.frame.height)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Names and finite numbers always encode.
    return try! encoder.encode(document)
  }
}

extension ComposerRenderer {
  static let legendWidth = 280.0
  /// Distinct, saturated outline colours; element n takes colour n modulo the count, so the
  /// same element keeps its colour from run to run.
  static let overlayColors: [RGBA] = [
    RGBA(red: 230, green: 25, blue: 75), RGBA(red: 60, green: 130, blue: 75),
    RGBA(red: 0, green: 110, blue: 220), RGBA(red: 245, green: 130, blue: 48),
    RGBA(red: 145, green: 30, blue: 180), RGBA(red: 0, green: 150, blue: 150),
    RGBA(red: 200, green: 50, blue: 200), RGBA(red: 128, green: 96, blue: 0),
  ]

  /// The card with every VoiceOver element outlined and numbered in reading order, beside a
  /// legend of what each one says. The legend is set at a fixed size, whatever the scenario's
  /// text size, so it stays readable.
  public func accessibilityOverlay(_ layout: ComposerLayout) throws -> Image {
    let scale = layout.scenario.scale
    let items = try layout.accessibilityElements
    let legendFont = Style.Font(style: TextStyle(size: 13), leading: 18)
    let badgeFont = Style.Font(style: TextStyle(size: 10, weight: .semibold), leading: 14)
    let typesetter = Typesetter(fonts: fonts)
    let legendLines = items.map { item in
      typesetter.layout(
        ComposerLayout.reading(item.element, in: layout.scenario.context.locale), font: legendFont,
        maxWidth: Self.legendWidth - 44, lineLimit: nil)
    }
    let legendHeight = legendLines.reduce(16) { $0 + $1.size.height + 8 }
    let canvas = try paintedCanvas(
      layout,
      size: Size(
        width: layout.size.width + Self.legendWidth,
        height: max(layout.size.height, legendHeight)))
    let legendX = layout.size.width + 16
    var legendY = 16.0
    let frames = items.map { snap($0.frame, scale: scale) }
    for (index, frame) in frames.enumerated() {
      let color = Self.overlayColors[index % Self.overlayColors.count]
      canvas.strokeInside(.rect(frame), lineWidth: 1.5, with: color)
      drawBadge(
        index + 1, at: Self.badgeCorner(of: index, among: frames), color, badgeFont, typesetter,
        on: canvas)
      drawBadge(
        index + 1, at: Point(x: legendX, y: legendY + 1), color, badgeFont, typesetter, on: canvas)
      canvas.draw(
        legendLines[index], at: Point(x: legendX + 24, y: legendY),
        color: layout.style.color(.textPrimary))
      legendY += legendLines[index].size.height + 8
    }
    try fonts.checkOpenedFaces()
    return canvas.image
  }

  /// The diameter of an element's numbered badge, in points.
  static let badgeDiameter = 16.0

  /// Where element `index`'s badge goes (its top-left corner): just outside its frame, left of
  /// its leading edge and level with its top, where the picture has room and no other
  /// element's frame is, so the number covers nothing the element shows (the error line's
  /// warning and the usage line's icon start at their leading edge); else, between chips in a
  /// row for instance, inside the frame's top-left corner.
  static func badgeCorner(of index: Int, among frames: [Rect]) -> Point {
    let frame = frames[index]
    let outside = Rect(
      x: frame.minX - badgeDiameter - 1, y: frame.minY, width: badgeDiameter,
      height: badgeDiameter)
    let isFree =
      outside.minX >= 0
      && !frames.indices.contains { $0 != index && frames[$0].intersects(outside) }
    return isFree ? outside.origin : frame.origin
  }

  private func drawBadge(
    _ number: Int, at corner: Point, _ color: RGBA, _ font: Style.Font, _ typesetter: Typesetter,
    on canvas: Canvas
  ) {
    let diameter = Self.badgeDiameter
    canvas.fill(
      .circle(
        center: Point(x: corner.x + diameter / 2, y: corner.y + diameter / 2), radius: diameter / 2),
      with: color)
    let label = typesetter.layout(String(number), font: font, maxWidth: nil, lineLimit: 1)
    canvas.draw(
      label,
      at: Point(
        x: corner.x + (diameter - label.size.width) / 2, y: corner.y + (diameter - font.leading) / 2
      ),
      color: RGBA(red: 255, green: 255, blue: 255))
  }
}
