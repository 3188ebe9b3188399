import ComposerRender

struct GalleryCommand: Command {
  static let name = "gallery"
  static let summary = "draw every catalog state, light and dark, with an index.html"
  static let output = Option<String>.text(
    "-o", "--output", value: "DIR",
    "writes DIR/index.html, DIR/images/<name>.<light|dark|a11y>.png and the matrix pages"
  ).defaulting(to: "gallery")
  static let matrix = Option<CatalogEntry>.catalogEntry(
    "--matrix", "also draw this scenario at every width and type size, on its own page"
  ).defaulting(to: "only " + Gallery.representativeMatrices.map(\.name).joined(separator: ", "))
  static let arguments: [any ArgumentDeclaration] = [output, matrix, CatalogArguments.jobs]
  static let discussion =
    "Those default matrices are always drawn; each --matrix adds one more."

  let directory: String
  let matrices: [CatalogEntry]
  let jobs: Int

  init(parsing arguments: Arguments) throws {
    directory = try arguments.value(Self.output) ?? "gallery"
    var matrices = Gallery.representativeMatrices
    for entry in try arguments.values(Self.matrix) where !matrices.contains(entry) {
      matrices.append(entry)
    }
    self.matrices = matrices
    jobs = try CatalogArguments.workerCount(arguments)
  }

  func run() throws -> ExitCode {
    let gallery = Gallery(renderer: try ComposerRenderer(), matrices: matrices)
    try gallery.write(to: directory, workers: jobs, progress: Output.progress)
    print("\(directory)/index.html: \(gallery.pictureCount) pictures")
    return .success
  }
}
