import ArgumentParsing
import ComposerRender
import ModelComposer
import ToolSupport

struct GalleryCommand: Command {
  static let configuration = CommandConfiguration(
    name: "gallery",
    summary:
      "draw every catalog state (or your own scenarios), light and dark, and the catalog's "
      + "films, with an index.html",
    discussion:
      "Those default matrices are drawn with the catalog; each --matrix adds one more. With the "
      + "catalog, the Motion section plays every transition's film beside its Reduce Motion "
      + "twin, over its filmstrip; a folder of scenarios has no films.")

  @Option(
    "-o", "--output", value: .text("DIR"),
    help: "writes DIR/index.html, DIR/images/<name>.<light|dark|a11y>.png, the matrix pages and "
      + "DIR/films/<transition>.<light|dark>[.reduce-motion|.strip].png")
  var directory = "gallery"
  @Option(
    "--matrix", value: .text("NAME"),
    help: "also draw this scenario at every width and type size, on its own page",
    shownDefault: "only " + Gallery.representativeMatrices.map(\.name).joined(separator: ", ")
      + " for the catalog")
  var matrixNames: [String] = []
  @OptionGroup var scenarios: ScenarioFolderOption
  /// Every state and film in one language: the catalog's own language states, which would
  /// all be that language too, are left out.
  @OptionGroup var locale: LocaleOption
  @OptionGroup var jobs: JobsOption

  /// The scenarios drawn, and those drawn again at every width and type size.
  private(set) var entries: [CatalogEntry] = []
  private(set) var matrices: [CatalogEntry] = []

  /// Reads the scenarios and finds each `--matrix` among them.
  mutating func validate() throws {
    entries = try scenarios.entries()
    matrices = scenarios.path == nil ? Gallery.representativeMatrices : []
    if locale.identifier != nil {
      entries = try entries.filter { $0.topic != .language }.map(inLocale)
      matrices = try matrices.map(inLocale)
    }
    for name in matrixNames {
      let entry = try Self.entry(named: name, in: entries, folder: scenarios.path)
      if !matrices.contains(entry) { matrices.append(entry) }
    }
  }

  /// The scenario `--matrix` names, among those the gallery draws.
  private static func entry(named name: String, in entries: [CatalogEntry], folder: String?)
    throws -> CatalogEntry
  {
    guard let entry = entries.first(where: { $0.name == name }) else {
      throw UsageError(
        "--matrix \(name): no \(folder.map { "scenario in \($0)" } ?? "catalog scenario") "
          + "has that name\(Suggestion.clause(for: name, among: entries.map(\.name))); "
          + (folder == nil ? "`render-composer list` names them" : "names come from the files"))
    }
    return entry
  }

  /// `entry` drawn in `--locale`'s language.
  private func inLocale(_ entry: CatalogEntry) throws -> CatalogEntry {
    var entry = entry
    entry.scenario = try locale.applied(to: entry.scenario)
    return entry
  }

  func run() throws -> ExitCode {
    let transitions = try (scenarios.path == nil ? Gallery.motionEntries : []).map { entry in
      var entry = entry
      entry.script.scenario = try locale.applied(to: entry.script.scenario)
      return entry
    }
    let gallery = Gallery(
      renderer: try scenarios.theme.renderer(), entries: entries, matrices: matrices,
      transitions: transitions)
    try gallery.write(to: directory, workers: jobs.count, progress: Output.progress)
    print("\(directory)/index.html: \(gallery.pictureCount) pictures")
    return .success
  }
}
