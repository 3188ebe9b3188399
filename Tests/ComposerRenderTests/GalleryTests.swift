import ComposerRender
import Foundation
import Raster
import SPTheme
import TestSupport
import Testing

/// What the gallery writes besides the states' pictures: each state's accessibility overlay,
/// the matrix pages and their cells, and `gallery.json`. How the pages behave in a browser is
/// tested by `make test-web` (Tests/Web/).
@Suite(.needsFonts) struct GalleryTests {
  private let entry = Catalog.entry(named: "failed-and-low")!

  private func written() throws -> String {
    let directory = try temporaryDirectory()
    try Gallery(renderer: renderer, entries: [entry], matrices: [entry])
      .write(to: directory, workers: 2)
    return directory
  }

  @Test func theRepresentativeMatricesAreCatalogStates() {
    #expect(
      Gallery.representativeMatrices.map(\.name) == ["default", "chips-all-on", "failed-and-low"])
  }

  @Test func eachStateHasTheOverlayTheA11yCommandDraws() throws {
    let directory = try written()
    let overlay = try PNG.read(contentsOf: "\(directory)/images/failed-and-low.a11y.png")
    let expected = try renderer.accessibilityOverlay(renderer.layout(entry.scenario))
    #expect(overlay.width == expected.width && overlay.height == expected.height)
    #expect(overlay.pixels == expected.pixels)
    let index = try String(contentsOfFile: "\(directory)/index.html", encoding: .utf8)
    #expect(index.contains(#"<details class="reading"><summary>"#))
    #expect(!index.contains("<details open"))
    #expect(index.contains(#"<a href="images/failed-and-low.a11y.png">"#))
  }

  @Test func theTopicFilterOffersOnlyTheTopicsOfTheStatesShown() throws {
    let index = try String(contentsOfFile: "\(try written())/index.html", encoding: .utf8)
    #expect(index.contains("<option>\(entry.topic.rawValue)</option>"))
    #expect(!index.contains("<option>custom</option>"))
    #expect(!index.contains("<option>menu</option>"))
  }

  @Test func aMatrixIsTheStateAtEveryWidthAndTypeSizeAt2x() throws {
    let directory = try written()
    let cells = try FileManager.default.contentsOfDirectory(
      atPath: "\(directory)/matrix/failed-and-low")
    #expect(cells.count == 4 * 12 * 2)
    var small = entry.scenario
    small.width = 320
    small.dynamicTypeSize = .accessibility3
    small.colorScheme = .dark
    small.scale = 2
    let cell = try PNG.read(
      contentsOf: "\(directory)/matrix/failed-and-low/accessibility3.320.dark.png")
    #expect(cell.pixels == (try renderer.render(small)).pixels)
    let page = try String(
      contentsOfFile: "\(directory)/matrix/failed-and-low.html", encoding: .utf8)
    #expect(page.components(separatedBy: #"<div class="cell">"#).count - 1 == 48)
    #expect(page.contains(#"href="../gallery.css""#))
    let index = try String(contentsOfFile: "\(directory)/index.html", encoding: .utf8)
    #expect(index.contains(#"<a href="matrix/failed-and-low.html">matrix</a>"#))
  }

  @Test func theManifestListsEachStateWithItsFilesAndReading() throws {
    let directory = try written()
    struct Manifest: Decodable {
      struct State: Decodable {
        let name, light, dark, overlay: String
        let voiceOver: [String]
        let matrix: String?
      }
      let states: [State]
    }
    let data = try #require(FileManager.default.contents(atPath: "\(directory)/gallery.json"))
    let state = try #require(try JSONDecoder().decode(Manifest.self, from: data).states.first)
    #expect(state.name == "failed-and-low")
    #expect(state.light == "images/failed-and-low.light.png")
    #expect(state.matrix == "matrix/failed-and-low.html")
    let reading = try renderer.layout(entry.scenario).accessibilityReading.split(separator: "\n")
    #expect(state.voiceOver.count == reading.count)
    #expect(state.voiceOver.first.map { reading[0].contains($0) } == true)
  }

  /// The Motion section: each transition light and dark, its film beside its Reduce Motion
  /// twin's over its filmstrip, all at 2×, searchable like the states.
  @Test func theMotionSectionPlaysEachFilmBesideItsTwinOverItsFilmstrip() throws {
    let directory = try temporaryDirectory()
    let transition = try #require(TransitionCatalog.entry(named: "chip-on"))
    try Gallery(renderer: renderer, entries: [entry], transitions: [transition])
      .write(to: directory, workers: 2)
    let film = try #require(
      FileManager.default.contents(atPath: "\(directory)/films/chip-on.dark.png"))
    let twin = try #require(
      FileManager.default.contents(atPath: "\(directory)/films/chip-on.dark.reduce-motion.png"))
    #expect(try animationFrameCount(film) == 45)
    #expect(try animationFrameCount(twin) == 10)
    var doubled = transition.script
    doubled.scenario.scale = 2
    doubled.scenario.colorScheme = .dark
    let strip = try PNG.read(contentsOf: "\(directory)/films/chip-on.dark.strip.png")
    #expect(
      try strip == FilmPainter(film: renderer.film(doubled), renderer: renderer).filmstrip())
    let index = try String(contentsOfFile: "\(directory)/index.html", encoding: .utf8)
    #expect(index.contains(##"<a href="#motion">Motion</a>"##))
    #expect(
      index.contains(
        #"<article id="film-chip-on" data-topic="chips" data-size="large" data-language="en_US">"#))
    #expect(index.contains(#"<img src="films/chip-on.light.reduce-motion.png" width="786""#))
    #expect(index.contains("0.733 s, 45 frames; under Reduce Motion 0.150 s, 10 frames"))
    let manifest = try String(contentsOfFile: "\(directory)/gallery.json", encoding: .utf8)
    #expect(manifest.contains(#""filmstrip" : "films/chip-on.dark.strip.png""#))
  }
}
