import Foundation

/// `gallery.json`: every state the page shows, with its files and VoiceOver reading, and every
/// film with its twin's and its filmstrip, for tools that build on the gallery (the
/// documentation build takes its States article from it).
struct GalleryManifest: Encodable {
  struct State: Encodable {
    let name: String
    let summary: String
    let topic: String
    let typeSize: String
    let width: Double
    let scale: Double
    let light: String
    let dark: String
    let overlay: String
    let voiceOver: [String]
    /// The state's matrix page, when it has one.
    let matrix: String?
  }

  struct Film: Encodable {
    let name, summary, topic: String
    /// Pixels per point of the films and filmstrips.
    let scale: Double
    /// Frames a second, and how many the film and its Reduce Motion twin have.
    let fps: Int
    let frames: Int
    let reducedMotionFrames: Int
    let light: Reel
    let dark: Reel
  }

  /// A film in one colour scheme: the animated PNGs and the filmstrip.
  struct Reel: Encodable {
    let film: String
    let reducedMotion: String
    let filmstrip: String

    init(_ picture: TransitionCatalog.Picture) {
      film = MotionSection.filmFile(of: picture)
      reducedMotion = MotionSection.reducedMotionFile(of: picture)
      filmstrip = MotionSection.filmstripFile(of: picture)
    }
  }

  let states: [State]
  let films: [Film]

  init(
    entries: [CatalogEntry], matrices: [CatalogEntry], transitions: [TransitionEntry],
    pictures: [String: DrawnPicture]
  ) {
    films = transitions.map { entry in
      let light = Reel(TransitionCatalog.Picture(entry: entry, colorScheme: .light))
      return Film(
        name: entry.name, summary: entry.summary, topic: entry.topic.rawValue,
        scale: MotionSection.scale, fps: TransitionReel.fps,
        frames: pictures[light.film]?.frameCount ?? 0,
        reducedMotionFrames: pictures[light.reducedMotion]?.frameCount ?? 0, light: light,
        dark: Reel(TransitionCatalog.Picture(entry: entry, colorScheme: .dark)))
    }
    states = entries.map { entry in
      let light = GalleryPage.file(of: Catalog.Picture(entry: entry, colorScheme: .light))
      return State(
        name: entry.name, summary: entry.summary, topic: entry.topic.rawValue,
        typeSize: entry.scenario.dynamicTypeSize.rawValue, width: entry.scenario.width,
        scale: entry.scenario.scale, light: light,
        dark: GalleryPage.file(of: Catalog.Picture(entry: entry, colorScheme: .dark)),
        overlay: GalleryPage.overlayFile(of: entry), voiceOver: pictures[light]?.reading ?? [],
        matrix: matrices.contains(entry) ? GalleryMatrix.page(of: entry) : nil)
    }
  }

  var json: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings and finite numbers always encode.
    return Array(try! encoder.encode(self))
  }
}
