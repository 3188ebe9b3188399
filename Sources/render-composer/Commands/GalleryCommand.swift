import ComposerRender
import ModelComposer
import ToolSupport

struct GalleryCommand: Command {
  static let name = "gallery"
  static let summary =
    "draw every catalog state (or your own scenarios), light and dark, and the catalog's "
    + "films, with an index.html"
  static let output = Option<String>.text(
    "-o", "--output", value: "DIR",
    "writes DIR/index.html, DIR/images/<name>.<light|dark|a11y>.png, the matrix pages and "
      + "DIR/films/<transition>.<light|dark>[.reduce-motion|.strip].png"
  ).defaulting(to: "gallery")
  static let matrix = Option<String>.text(
    "--matrix", value: "NAME",
    "also draw this scenario at every width and type size, on its own page"
  ).repeatable().defaulting(
    to: "only " + Gallery.representativeMatrices.map(\.name).joined(separator: ", ")
      + " for the catalog")
  static let arguments: [any ArgumentDeclaration] = [
    output, matrix, PictureArguments.scenarios, PictureArguments.jobs,
  ]
  static let discussion =
    "Those default matrices are drawn with the catalog; each --matrix adds one more. With the "
    + "catalog, the Motion section plays every transition's film beside its Reduce Motion "
    + "twin, over its filmstrip; a folder of scenarios has no films."

  let directory: String
  let entries: [CatalogEntry]
  let matrices: [CatalogEntry]
  let transitions: [TransitionEntry]
  let jobs: Int

  init(parsing arguments: Arguments) throws {
    directory = try arguments.value(Self.output) ?? "gallery"
    let folder = try arguments.value(PictureArguments.scenarios)
    entries = try PictureArguments.entries(from: folder)
    var matrices = folder == nil ? Gallery.representativeMatrices : []
    for name in try arguments.values(Self.matrix) {
      let entry = try Self.entry(named: name, in: entries, folder: folder)
      if !matrices.contains(entry) { matrices.append(entry) }
    }
    self.matrices = matrices
    transitions = folder == nil ? Gallery.motionEntries : []
    jobs = try PictureArguments.workerCount(arguments)
  }

  /// The scenario `--matrix` names, among those the gallery draws.
  private static func entry(named name: String, in entries: [CatalogEntry], folder: String?)
    throws -> CatalogEntry
  {
    guard let entry = entries.first(where: { $0.name == name }) else {
      throw UsageError(
        description:
          "--matrix \(name): no \(folder.map { "scenario in \($0)" } ?? "catalog scenario") "
          + "has that name\(Suggestion.clause(for: name, among: entries.map(\.name))); "
          + (folder == nil ? "`render-composer list` names them" : "names come from the files"))
    }
    return entry
  }

  func run() throws -> ExitCode {
    let gallery = Gallery(
      renderer: try ComposerRenderer(), entries: entries, matrices: matrices,
      transitions: transitions)
    try gallery.write(to: directory, workers: jobs, progress: Output.progress)
    print("\(directory)/index.html: \(gallery.pictureCount) pictures")
    return .success
  }
}
