import Foundation

/// `gallery.json`: every state the page shows, with its files and VoiceOver reading, for tools
/// that build on the gallery (the documentation build takes its States article from it).
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

  let states: [State]

  init(entries: [CatalogEntry], matrices: [CatalogEntry], pictures: [String: DrawnPicture]) {
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
