import ComposerGoldens
import ComposerRender
import Foundation
import GoldenSnapshots
import Raster

extension Benchmark {
  /// One catalog picture and what its steps work on, made once before they are timed.
  private struct Subject {
    let picture: Catalog.Picture
    let scenario: Scenario
    let layout: ComposerLayout
    let image: Image
    /// Its golden, the file a check reads.
    let goldenPath: String

    var name: String { picture.name }
  }

  /// The steps of one picture: those a golden check takes (layout, paint, reading the golden,
  /// comparing) and those a render takes (encoding, writing), then each whole.
  func timePicture(named name: String, store: SnapshotStore, _ record: (Timing) -> Void) throws {
    let picture = try picture(named: name)
    // Made once here: `Catalog.Picture.scenario` builds a copy, which no timed run should pay.
    let scenario = picture.scenario
    let layout = try renderer.layout(scenario)
    let subject = Subject(
      picture: picture, scenario: scenario, layout: layout, image: try renderer.paint(layout),
      goldenPath: store.goldenPath(name))
    try timeDrawing(subject, record)
    try timeFiles(subject, record)
    try timeChecking(subject, store: store, record)
  }

  private func timeDrawing(_ subject: Subject, _ record: (Timing) -> Void) throws {
    let (name, image) = (subject.name, subject.image)
    try record(
      time("\(name)/layout", "layout (appearance, tree, text shaping, frames)") {
        _ = try renderer.layout(subject.scenario)
      })
    try record(
      time("\(name)/paint", "paint the laid-out card", note: "\(image.width)×\(image.height) px") {
        _ = try renderer.paint(subject.layout)
      })
  }

  /// Encoding and decoding, ours beside libpng's defaults on the same pixels: what libpng
  /// writes and reads when nobody tunes it.
  private func timeFiles(_ subject: Subject, _ record: (Timing) -> Void) throws {
    let (name, image) = (subject.name, subject.image)
    let encoded = try PNG.encode(image)
    try record(
      time("\(name)/encode", "PNG encode, as goldens are written", note: "\(encoded.count) bytes") {
        _ = try PNG.encode(image)
      })
    let reference = try PNG.encode(image, compression: .libpngDefaults)
    let referencePath = "\(options.scratchDirectory)/\(name).libpng-defaults.png"
    try AtomicFile.write(reference, to: referencePath)
    try record(
      time(
        "\(name)/encode-libpng-defaults",
        "reference: encode with libpng's defaults (zlib 6, adaptive)",
        note: "\(reference.count) bytes"
      ) {
        _ = try PNG.encode(image, compression: .libpngDefaults)
      })
    let goldenBytes =
      try FileManager.default.attributesOfItem(atPath: subject.goldenPath)[.size] as? Int
    try record(
      time(
        "\(name)/decode", "read and decode its golden", note: goldenBytes.map { "\($0) bytes" }
      ) {
        _ = try PNG.read(contentsOf: subject.goldenPath)
      })
    try record(
      time(
        "\(name)/decode-libpng-defaults", "reference: read and decode that libpng-defaults file"
      ) {
        _ = try PNG.read(contentsOf: referencePath)
      })
  }

  /// Comparing with the golden, the whole check of the state, and the whole render to a file.
  private func timeChecking(
    _ subject: Subject, store: SnapshotStore, _ record: (Timing) -> Void
  ) throws {
    let name = subject.name
    let golden = try PNG.read(contentsOf: subject.goldenPath)
    record(
      try time("\(name)/compare", "compare with the golden (identical)") {
        _ = ImageDiff.compare(golden, subject.image)
      })
    let strategy = Snapshotting<Scenario, Image>.image(renderer: renderer)
    var failure: String?
    record(
      try time("\(name)/check", "check one state (layout + paint + digest, as the manifest's)") {
        let result = store.verify(subject.scenario, as: strategy, named: name)
        if !result.passed { failure = result.message }
      })
    if let failure { throw BenchmarkError(description: "\(name) does not match: \(failure)") }
    let output = "\(options.scratchDirectory)/\(name).png"
    try record(
      time("\(name)/render-file", "render to a PNG file (layout + paint + encode + write)") {
        // As `render-composer render` writes it.
        try PNG.write(renderer.render(subject.scenario), to: output, durable: false)
      })
  }

  /// pixelmatch-style comparison of two different cards of one size, counting only (as a
  /// check does before it knows it failed), then with the diff image.
  func timeDiff(store: SnapshotStore, _ record: (Timing) -> Void) throws {
    let (first, second) = options.diffPair
    let a = try PNG.read(contentsOf: store.goldenPath(first))
    let b = try PNG.read(contentsOf: store.goldenPath(second))
    guard case .compared(let difference) = ImageDiff.compare(a, b) else {
      throw BenchmarkError(description: "\(first) and \(second) differ in size")
    }
    let note =
      "\(first) vs \(second), \(a.width)×\(a.height) px: "
      + "\(difference.differingPixelCount) differ, \(difference.antialiasedPixelCount) anti-aliased"
    record(
      try time("diff/count", "count the differing pixels, as a check does", note: note) {
        _ = ImageDiff.compare(a, b)
      })
    record(
      try time("diff/image", "count, then make the diff image, as a failing check does") {
        if case .compared(let difference) = ImageDiff.compare(a, b) {
          _ = difference.makeDiffImage()
        }
      })
  }

  /// Whole-catalog jobs: what CI runs on every push and designers run by hand.
  func timeCatalog(store: SnapshotStore, _ record: (Timing) -> Void) throws {
    let pictures = Catalog.pictures()
    let goldens = CatalogGolden.all()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var failed = 0
    record(
      try time(
        "catalog/check", "check every golden on \(cores) cores",
        note: "\(pictures.count) pictures, \(goldens.count - pictures.count) filmstrips",
        runs: options.catalogRuns, warmUpRuns: 1
      ) {
        failed =
          CatalogCheck.run(goldens, renderer: renderer, store: store, workers: cores)
          .filter { !$0.passed }.count
      })
    if failed > 0 {
      throw BenchmarkError(
        description: "\(failed) goldens do not match; run `render-composer check` first")
    }
    record(try timeCostliestCheck(of: pictures, store: store))
    // On one core and on all, in turn, as `make bench-peers` divides one by the other.
    let gallery = Gallery(renderer: renderer)
    let jobs = Set([1, cores]).sorted().map { workers in
      Job(
        id: "catalog/gallery-\(workers)",
        label: "gallery on \(workers) core\(workers == 1 ? "" : "s")",
        note: "\(gallery.pictureCount) PNGs + pages"
      ) {
        try gallery.write(to: "\(options.scratchDirectory)/gallery-\(workers)", workers: workers)
      }
    }
    for timing in try timeInTurn(jobs, runs: options.catalogRuns, warmUpRuns: 1) {
      record(timing)
    }
  }

  /// The catalog state that costs the most to check, so a state far dearer than the card (a
  /// big picture, a wide blur) shows: found with a quarter of the runs for each state, then
  /// timed again with as many runs as the card's own check (`<picture>/check`). The second
  /// timing is the one reported: the slowest of 94 short medians is the one a burst of noise
  /// happened to land on, and would be reported high. Its note names the state and its size
  /// ("menu-open-ax3.light, 1179×2448 px", as a paint row gives the card's), so `make
  /// bench-peers` sets it beside the default card both whole and per pixel.
  func timeCostliestCheck(of pictures: [Catalog.Picture], store: SnapshotStore) throws -> Timing {
    let strategy = Snapshotting<Scenario, Image>.image(renderer: renderer)
    func timeCheck(of picture: Catalog.Picture, runs: Int, note: String? = nil) throws -> Timing {
      let scenario = picture.scenario
      return try time(
        "catalog/check-costliest", "check the costliest state (layout + paint + digest)",
        note: note, runs: runs, warmUpRuns: 1
      ) {
        _ = store.verify(scenario, as: strategy, named: picture.name)
      }
    }
    let medians = try pictures.map {
      try timeCheck(of: $0, runs: max(5, options.runs / 4)).statistic.median
    }
    guard let index = medians.indices.max(by: { medians[$0] < medians[$1] }) else {
      throw BenchmarkError(description: "the catalog is empty")
    }
    let costliest = pictures[index]
    let image = try renderer.render(costliest.scenario)
    return try timeCheck(
      of: costliest, runs: options.runs,
      note: "\(costliest.name), \(image.width)×\(image.height) px")
  }

  private func picture(named name: String) throws -> Catalog.Picture {
    guard let picture = Catalog.pictures().first(where: { $0.name == name }) else {
      throw BenchmarkError(description: "\(name) is not a catalog picture (name.light|dark)")
    }
    return picture
  }
}
