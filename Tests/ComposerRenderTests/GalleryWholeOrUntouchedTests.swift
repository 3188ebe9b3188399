import Foundation
import ModelComposer
import Raster
import TestSupport
import Testing

@testable import ComposerRender

/// The gallery draws every picture `render` draws, a 4096 pt card at 4× included (its overlay,
/// whose legend makes it wider than a picture may be, at the largest scale that fits); a
/// scenario it cannot draw is named with its file; and the folder is left whole or untouched.
@Suite(.needsFonts) struct GalleryWholeOrUntouchedTests {
  private func entry(_ scenario: Scenario) -> CatalogEntry {
    CatalogEntry(scenario: scenario, summary: "\(scenario.name).json", topic: .custom)
  }

  /// A menu of 100 models open at 4×: taller than 16 384 px, which `render` refuses too.
  private var undrawable: CatalogEntry {
    entry(
      Scenario(name: "tall-menu") { scenario in
        scenario.models = (1...100).map {
          ModelComposer.Model(id: "m\($0)", name: "Model \($0)", detail: "detail")
        }
        scenario.model = "m1"
        scenario.menuOpen = true
        scenario.scale = 4
        scenario.width = 4096
        scenario.screenHeight = 4096
      })
  }

  private var small: CatalogEntry { entry(Scenario(name: "small") { $0.scale = 1 }) }

  @Test func theWidestPictureRenderDrawsIsInTheGallery() throws {
    let wide = Scenario(name: "wide") {
      $0.width = 4096
      $0.scale = 4
    }
    let directory = try temporaryDirectory()
    try Gallery(renderer: renderer, entries: [entry(wide)]).write(to: directory, workers: 2)
    let picture = try PNG.read(contentsOf: "\(directory)/images/wide.light.png")
    let rendered = try renderer.render(wide)
    #expect(picture.width == rendered.width && picture.height == rendered.height)
    #expect(picture.width == 16384)
    // Its overlay, at 3×: the legend beside a 4096 pt card does not fit in 16 384 px at 4×.
    let overlay = try PNG.read(contentsOf: "\(directory)/images/wide.a11y.png")
    var atThree = wide
    atThree.scale = 3
    let expected = try renderer.accessibilityOverlay(renderer.layout(atThree))
    #expect(overlay.width == expected.width && overlay.height == expected.height)
    #expect(overlay.width <= PixelLimits.maxSide)
    #expect(FileManager.default.fileExists(atPath: "\(directory)/index.html"))
  }

  /// Into a folder that holds an earlier gallery and a file of the user's: the error names the
  /// scenario, and every file is as it was, with nothing added.
  @Test func aScenarioItCannotDrawIsNamedAndTheFolderIsUntouched() throws {
    let directory = try temporaryDirectory()
    try Gallery(renderer: renderer, entries: [small]).write(to: directory, workers: 2)
    #expect(
      FileManager.default.createFile(atPath: "\(directory)/notes.txt", contents: Data("x".utf8)))
    let before = try folderContents(directory)
    let error = try #require(throws: GalleryError.self) {
      try Gallery(renderer: renderer, entries: [small, undrawable]).write(to: directory, workers: 2)
    }
    #expect(error.description.contains("(scenario tall-menu): "))
    #expect(error.description.hasPrefix("cannot draw images/tall-menu."))
    #expect(error.description.contains("exceeds the limit of 67108864 px (64 Mpx)"))
    #expect(try folderContents(directory) == before)
  }

  /// A folder the run made is gone again after the failure.
  @Test func aFolderTheRunMadeIsRemovedAfterAFailure() throws {
    let directory = try temporaryDirectory() + "/gallery"
    #expect(throws: GalleryError.self) {
      try Gallery(renderer: renderer, entries: [undrawable]).write(to: directory, workers: 1)
    }
    #expect(!FileManager.default.fileExists(atPath: directory))
  }
}
