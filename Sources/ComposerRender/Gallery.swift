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

  /// One picture to draw: a catalog entry in one colour scheme.
  public struct Job: Sendable {
    public let entry: CatalogEntry
    public let colorScheme: SPTheme.ColorScheme

    public var scenario: Scenario {
      var scenario = entry.scenario
      scenario.colorScheme = colorScheme
      return scenario
    }

    /// "menu-open.dark.png": the scenario's name and its scheme, as goldens are named.
    public var fileName: String { "\(entry.name).\(colorScheme.rawValue).png" }
  }

  public var jobs: [Job] {
    entries.flatMap { entry in
      SPTheme.ColorScheme.allCases.map { Job(entry: entry, colorScheme: $0) }
    }
  }

  /// Draws every job on `workers` threads and writes the page. `progress` hears each finished
  /// picture ("[12/90] menu-open.dark.png"), from whichever thread drew it.
  public func write(
    to directory: String, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @Sendable (String) -> Void = { _ in }
  ) throws {
    try AtomicFile.makeDirectory(directory + "/images")
    let jobs = self.jobs
    let readings = try Parallel.map(jobs, workers: workers) { job in
      let layout = renderer.layout(job.scenario)
      let image = try renderer.paint(layout)
      try AtomicFile.write(try PNG.encode(image), to: "\(directory)/images/\(job.fileName)")
      return layout.accessibilityElements.map { ComposerLayout.reading($0.element) }
    } progress: { done, job in
      progress("[\(done)/\(jobs.count)] \(job.fileName)")
    }
    let page = GalleryPage(
      entries: entries,
      readings: Dictionary(
        zip(jobs, readings).filter { $0.0.colorScheme == .light }.map { ($0.0.entry.name, $0.1) }
      ) { first, _ in first })
    try AtomicFile.write(Array(page.html.utf8), to: directory + "/index.html")
  }
}
