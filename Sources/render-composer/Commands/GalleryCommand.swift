import ComposerRender

struct GalleryCommand: Command {
  static let name = "gallery"
  static let summary =
    "draw every catalog state (or your own scenarios), light and dark, with an index.html"
  static let output = Option<String>.text(
    "-o", "--output", value: "DIR",
    "writes DIR/images/<name>.<light|dark>.png and DIR/index.html"
  ).defaulting(to: "gallery")
  static let arguments: [any ArgumentDeclaration] = [
    output, PictureArguments.scenarios, PictureArguments.jobs,
  ]

  let directory: String
  let entries: [CatalogEntry]
  let jobs: Int

  init(parsing arguments: Arguments) throws {
    directory = try arguments.value(Self.output) ?? "gallery"
    entries = try PictureArguments.entries(from: arguments.value(PictureArguments.scenarios))
    jobs = try PictureArguments.workerCount(arguments)
  }

  func run() throws -> ExitCode {
    let gallery = Gallery(renderer: try ComposerRenderer(), entries: entries)
    try gallery.write(to: directory, workers: jobs, progress: Output.progress)
    print("\(directory)/index.html: \(gallery.pictures.count) pictures")
    return .success
  }
}
