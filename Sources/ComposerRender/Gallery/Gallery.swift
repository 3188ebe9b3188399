import Foundation
import Raster
import SPTheme
import ToolSupport

/// Every catalog state drawn light and dark into a folder, with an `index.html` a designer
/// opens straight from disk: a grid of the states, searchable and filterable, each with its
/// VoiceOver reading and accessibility overlay; for a few states, a matrix page of the state
/// at every catalog width and type size; and the films of state changes, each playing beside
/// its Reduce Motion twin over its filmstrip. `gallery.json` lists the same for tools.
public struct Gallery: Sendable {
  public let renderer: ComposerRenderer
  public var entries: [CatalogEntry]
  /// The states that also get a matrix page (`GalleryMatrix`).
  public var matrices: [CatalogEntry]
  /// The changes the Motion section plays, light and dark, each beside its Reduce Motion
  /// twin (`MotionSection`).
  public var transitions: [TransitionEntry]

  /// The states drawn as matrices by default: the Research thread at rest, every chip on (the
  /// control row's collapse) and an error over a low usage line (the lines under the card
  /// wrapping). Three of them keep the gallery quick to draw and small; `gallery --matrix
  /// NAME` adds any other.
  public static let representativeMatrices: [CatalogEntry] =
    ["default", "chips-all-on", "failed-and-low"].compactMap(Catalog.entry(named:))

  /// The catalog's transitions that move: its Reduce Motion twins play beside them.
  public static let motionEntries = TransitionCatalog.entries.filter {
    !$0.script.scenario.reduceMotion
  }

  public init(
    renderer: ComposerRenderer, entries: [CatalogEntry] = Catalog.entries,
    matrices: [CatalogEntry] = [], transitions: [TransitionEntry] = []
  ) {
    self.renderer = renderer
    self.entries = entries
    self.matrices = matrices
    self.transitions = transitions
  }

  public var pictures: [Catalog.Picture] { Catalog.pictures(of: entries) }

  /// How many PNG files ``write(to:workers:progress:)`` draws (a film and its filmstrip are
  /// PNGs too).
  public var pictureCount: Int { work.map(\.fileCount).reduce(0, +) }

  /// Draws every picture on `workers` threads and writes the pages. `progress` hears each
  /// finished drawing ("[12/380] menu-open.dark.png"), from whichever thread drew it.
  ///
  /// The folder is left whole or untouched: everything is drawn into a hidden folder inside
  /// it first, and only once every picture and page is there are they moved into place. A
  /// picture that cannot be drawn stops the run with an error naming it and its scenario, and
  /// leaves the folder as it was (a folder the run made is removed again).
  public func write(
    to directory: String, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @Sendable (String) -> Void = { _ in }
  ) throws {
    let existed = FileManager.default.fileExists(atPath: directory)
    try AtomicFile.makeDirectory(directory)
    // What a killed run left: temporary files, and the folder it was drawing into.
    for name in AtomicFile.leftovers(in: directory) {
      let path = "\(directory)/\(name)"
      if name.hasPrefix(Self.stagingPrefix) {
        try? FileManager.default.removeItem(atPath: path)
      } else {
        unlink(path)
      }
    }
    let staging =
      "\(directory)/\(Self.stagingPrefix)\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    do {
      try draw(into: staging, workers: workers, progress: progress)
      try Self.move(contentsOf: staging, into: directory)
      try? FileManager.default.removeItem(atPath: staging)
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      if !existed { rmdir(directory) }
      throw error
    }
  }

  /// The hidden folder a run draws into, `.gallery.<pid>.<random>.tmp`, in the gallery's.
  private static let stagingPrefix = ".gallery."

  /// Every file of the gallery, drawn into `directory`, which starts empty.
  private func draw(
    into directory: String, workers: Int, progress: @Sendable (String) -> Void
  ) throws {
    let folders =
      ["images"] + (transitions.isEmpty ? [] : [MotionSection.folder])
      + matrices.map { "\(GalleryMatrix.folder)/\($0.name)" }
    for folder in folders {
      try AtomicFile.makeDirectory("\(directory)/\(folder)")
    }
    let work = self.work
    let drawn = try Parallel.map(work, workers: workers) { item in
      do {
        return try item.draw(with: renderer, into: directory)
      } catch {
        throw GalleryError(
          description: "cannot draw \(item.file) (scenario \(item.scenarioName)): \(error)")
      }
    } progress: { done, item in
      progress("[\(done)/\(work.count)] \(item.file)")
    }
    let pictures = drawn.reduce(into: [String: DrawnPicture]()) { all, files in
      all.merge(files) { first, _ in first }
    }
    // Pages, like the pictures, are drawn again in a moment: written whole, not flushed to disk.
    let page = GalleryPage(
      entries: entries, matrices: matrices, transitions: transitions, pictures: pictures)
    try AtomicFile.write(
      Array(GalleryPage.css.utf8), to: "\(directory)/\(GalleryPage.cssFile)", durable: false)
    try AtomicFile.write(Array(page.html.utf8), to: "\(directory)/index.html", durable: false)
    let manifest = GalleryManifest(
      entries: entries, matrices: matrices, transitions: transitions, pictures: pictures)
    try AtomicFile.write(manifest.json, to: "\(directory)/gallery.json", durable: false)
    for entry in matrices {
      let matrix = GalleryMatrix(entry: entry, pictures: pictures)
      try AtomicFile.write(
        Array(matrix.html.utf8), to: "\(directory)/\(GalleryMatrix.page(of: entry))",
        durable: false)
    }
  }

  /// Moves every file under `source` to the same place under `destination`, each by one
  /// rename (so each file is old or new, never half written), making folders as needed.
  private static func move(contentsOf source: String, into destination: String) throws {
    for relative in try FileManager.default.subpathsOfDirectory(atPath: source).sorted() {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: "\(source)/\(relative)", isDirectory: &isFolder)
      let target = "\(destination)/\(relative)"
      if isFolder.boolValue {
        try AtomicFile.makeDirectory(target)
        AtomicFile.removeLeftovers(in: target)
      } else if !AtomicFile.rename("\(source)/\(relative)", over: target) {
        throw GalleryError(
          description: "cannot write \(target): \(String(cString: strerror(errno)))")
      }
    }
  }

  /// The films first, the longest work, so both cores stay busy to the end; then the states
  /// light and dark, then every matrix's cells.
  private var work: [any GalleryWork] {
    MotionSection.films(of: transitions)
      + pictures.map { picture in
        GalleryDrawing(
          scenario: picture.scenario, file: GalleryPage.file(of: picture),
          overlay: picture.colorScheme == .light
            ? GalleryPage.overlayFile(of: picture.entry) : nil)
      } + matrices.flatMap(GalleryMatrix.drawings(of:))
  }
}

/// What the gallery draws on one of its threads: one or more files, relative to the
/// gallery's folder, each with what the pages need to know of it.
protocol GalleryWork: Sendable {
  /// The main file, for the progress line.
  var file: String { get }
  /// The scenario or transition it draws, named when it cannot be drawn.
  var scenarioName: String { get }
  var fileCount: Int { get }
  func draw(with renderer: ComposerRenderer, into directory: String) throws
    -> [String: DrawnPicture]
}

/// One picture the gallery draws, and where it goes (relative to the gallery's folder).
struct GalleryDrawing: GalleryWork {
  let scenario: Scenario
  let file: String
  /// Where the accessibility overlay goes, for the pictures that show one; with it the drawing
  /// also reads the state as VoiceOver does.
  var overlay: String?

  var fileCount: Int { overlay == nil ? 1 : 2 }
  var scenarioName: String { scenario.name }

  func draw(with renderer: ComposerRenderer, into directory: String) throws
    -> [String: DrawnPicture]
  {
    let layout = try renderer.layout(scenario)
    let image = try renderer.paint(layout)
    try PNG.write(image, to: "\(directory)/\(file)", durable: false)
    var picture = DrawnPicture(image, scale: scenario.scale)
    if let overlay {
      try PNG.write(
        try overlayImage(layout, renderer: renderer), to: "\(directory)/\(overlay)",
        durable: false)
      picture.reading = try layout.accessibilityElements.map {
        ComposerLayout.reading($0.element, in: scenario.context.locale)
      }
    }
    return [file: picture]
  }

  /// The overlay at the picture's scale; when its legend makes it larger than a picture may
  /// be (a 4096 pt card at 4× is 17 504 px wide with it), at the largest whole scale below
  /// that fits, so the gallery draws every picture `render` draws.
  private func overlayImage(_ layout: ComposerLayout, renderer: ComposerRenderer) throws
    -> Image
  {
    let scales =
      [scenario.scale] + stride(from: scenario.scale.rounded(.up) - 1, through: 1, by: -1)
    var tooLarge: (any Error)?
    for scale in scales where scale <= scenario.scale {
      var smaller = scenario
      smaller.scale = scale
      do {
        return try renderer.accessibilityOverlay(
          scale == scenario.scale ? layout : renderer.layout(smaller))
      } catch let error as RasterError {
        guard case .invalidPixelSize = error else { throw error }
        tooLarge = tooLarge ?? error
      }
    }
    throw tooLarge!
  }
}

/// A gallery that cannot be drawn, naming the file and the scenario at fault.
public struct GalleryError: Error, CustomStringConvertible {
  public var description: String
}

/// What the pages need to know of a drawn picture: its size, to lay it out before it loads,
/// what VoiceOver reads in it, and for a film how many frames it has.
struct DrawnPicture: Sendable {
  var width: Int
  var height: Int
  var scale: Double
  var reading: [String] = []
  var frameCount = 1

  init(width: Int, height: Int, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }

  /// ` width="…" height="…"` for its `<img>`, so a page is laid out before the picture arrives.
  var sizeAttributes: String { " width=\"\(width)\" height=\"\(height)\"" }

  init(_ image: Image, scale: Double) {
    self.init(width: image.width, height: image.height, scale: scale)
  }

  /// The picture's size in points, as it stands on a device.
  var pointWidth: Double { Double(width) / scale }
}
