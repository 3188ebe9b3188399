import Foundation
import Raster
import SPTheme

/// Every catalog state drawn light and dark into a folder, with an `index.html` a designer
/// opens straight from disk: a grid of the states, light and dark side by side, each with its
/// VoiceOver reading, filterable by topic and type size.
public struct Gallery: Sendable {
  public let renderer: ComposerRenderer
  public var entries: [CatalogEntry]

  public init(renderer: ComposerRenderer, entries: [CatalogEntry] = Catalog.entries) {
    self.renderer = renderer
    self.entries = entries
  }

  public var pictures: [Catalog.Picture] { Catalog.pictures(of: entries) }

  /// Draws every picture on `workers` threads and writes the page. `progress` hears each
  /// finished picture ("[12/90] menu-open.dark.png"), from whichever thread drew it.
  public func write(
    to directory: String, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @Sendable (String) -> Void = { _ in }
  ) throws {
    try AtomicFile.makeDirectory(directory + "/images")
    AtomicFile.removeLeftovers(in: directory)
    AtomicFile.removeLeftovers(in: directory + "/images")
    let pictures = self.pictures
    let readings = try Parallel.map(pictures, workers: workers) { picture in
      let layout = renderer.layout(picture.scenario)
      let image = try renderer.paint(layout)
      try AtomicFile.write(
        try PNG.encode(image), to: "\(directory)/images/\(picture.name).png", durable: false)
      // VoiceOver reads both schemes alike; the page shows the light one's reading.
      guard picture.colorScheme == .light else { return [String]() }
      return try layout.accessibilityElements.map { ComposerLayout.reading($0.element) }
    } progress: { done, picture in
      progress("[\(done)/\(pictures.count)] \(picture.name).png")
    }
    var readingsByName: [String: [String]] = [:]
    for (picture, reading) in zip(pictures, readings) where picture.colorScheme == .light {
      readingsByName[picture.entry.name] = reading
    }
    let page = GalleryPage(entries: entries, readings: readingsByName)
    try AtomicFile.write(Array(page.html.utf8), to: directory + "/index.html")
  }
}
