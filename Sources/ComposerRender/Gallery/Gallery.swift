import Foundation
import Raster
import SPTheme

/// Every catalog state drawn light and dark into a folder, with an `index.html` a designer
/// opens straight from disk: a grid of the states, searchable and filterable, each with its
/// VoiceOver reading and accessibility overlay; and, for a few states, a matrix page of the
/// state at every catalog width and type size. `gallery.json` lists the same for tools.
public struct Gallery: Sendable {
  public let renderer: ComposerRenderer
  public var entries: [CatalogEntry]
  /// The states that also get a matrix page (``GalleryMatrix``).
  public var matrices: [CatalogEntry]

  /// The states drawn as matrices by default: the Research thread at rest, every chip on (the
  /// control row's collapse) and an error over a low usage line (the lines under the card
  /// wrapping). Three of them keep the gallery quick to draw and small; `gallery --matrix
  /// NAME` adds any other.
  public static let representativeMatrices: [CatalogEntry] =
    ["default", "chips-all-on", "failed-and-low"].compactMap(Catalog.entry(named:))

  public init(
    renderer: ComposerRenderer, entries: [CatalogEntry] = Catalog.entries,
    matrices: [CatalogEntry] = []
  ) {
    self.renderer = renderer
    self.entries = entries
    self.matrices = matrices
  }

  public var pictures: [Catalog.Picture] { Catalog.pictures(of: entries) }

  /// How many PNG files ``write(to:workers:progress:)`` draws.
  public var pictureCount: Int { drawings.count + entries.count }

  /// Draws every picture on `workers` threads and writes the pages. `progress` hears each
  /// finished drawing ("[12/380] menu-open.dark.png"), from whichever thread drew it.
  public func write(
    to directory: String, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @Sendable (String) -> Void = { _ in }
  ) throws {
    let folders = ["images"] + matrices.map { "\(GalleryMatrix.folder)/\($0.name)" }
    for folder in folders {
      try AtomicFile.makeDirectory("\(directory)/\(folder)")
      AtomicFile.removeLeftovers(in: "\(directory)/\(folder)")
    }
    AtomicFile.removeLeftovers(in: directory)
    let drawings = self.drawings
    let drawn = try Parallel.map(drawings, workers: workers) { drawing in
      try drawing.draw(with: renderer, into: directory)
    } progress: { done, drawing in
      progress("[\(done)/\(drawings.count)] \(drawing.file)")
    }
    var pictures: [String: DrawnPicture] = [:]
    for (drawing, picture) in zip(drawings, drawn) { pictures[drawing.file] = picture }
    let page = GalleryPage(entries: entries, matrices: matrices, pictures: pictures)
    try AtomicFile.write(Array(GalleryPage.css.utf8), to: "\(directory)/\(GalleryPage.cssFile)")
    try AtomicFile.write(Array(page.html.utf8), to: "\(directory)/index.html")
    let manifest = GalleryManifest(entries: entries, matrices: matrices, pictures: pictures)
    try AtomicFile.write(manifest.json, to: "\(directory)/gallery.json")
    for entry in matrices {
      let matrix = GalleryMatrix(entry: entry, pictures: pictures)
      try AtomicFile.write(
        Array(matrix.html.utf8), to: "\(directory)/\(GalleryMatrix.page(of: entry))")
    }
  }

  /// The states light and dark, then every matrix's cells.
  private var drawings: [GalleryDrawing] {
    pictures.map { picture in
      GalleryDrawing(
        scenario: picture.scenario, file: GalleryPage.file(of: picture),
        overlay: picture.colorScheme == .light ? GalleryPage.overlayFile(of: picture.entry) : nil)
    } + matrices.flatMap(GalleryMatrix.drawings(of:))
  }
}

/// One picture the gallery draws, and where it goes (relative to the gallery's folder).
struct GalleryDrawing: Sendable {
  let scenario: Scenario
  let file: String
  /// Where the accessibility overlay goes, for the pictures that show one; with it the drawing
  /// also reads the state as VoiceOver does.
  var overlay: String?

  func draw(with renderer: ComposerRenderer, into directory: String) throws -> DrawnPicture {
    let layout = renderer.layout(scenario)
    let image = try renderer.paint(layout)
    try PNG.write(image, to: "\(directory)/\(file)", durable: false)
    var picture = DrawnPicture(
      width: image.width, height: image.height, scale: scenario.scale, reading: [])
    if let overlay {
      try PNG.write(
        try renderer.accessibilityOverlay(layout), to: "\(directory)/\(overlay)", durable: false)
      picture.reading = try layout.accessibilityElements.map {
        ComposerLayout.reading($0.element)
      }
    }
    return picture
  }
}

/// What the pages need to know of a drawn picture: its size, to lay it out before it loads,
/// and what VoiceOver reads in it.
struct DrawnPicture: Sendable {
  var width: Int
  var height: Int
  var scale: Double
  var reading: [String]

  /// The picture's size in points, as it stands on a device.
  var pointWidth: Double { Double(width) / scale }
}
