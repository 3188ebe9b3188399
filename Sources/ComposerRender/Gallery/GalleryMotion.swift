import Raster
import SPTheme
import ToolSupport

/// The gallery's Motion section: each transition of the catalog, light and dark, its film
/// playing beside the film of its Reduce Motion twin, with its filmstrip under them. Films
/// are animated PNGs, which browsers play and loop, resting a second on the end state.
struct MotionSection: GallerySection {
  let transitions: [TransitionEntry]
  let pictures: [String: DrawnPicture]

  let id = "motion"
  let title = "Motion"

  /// Where the films and filmstrips go, in the gallery's folder.
  static let folder = "films"
  /// Films are drawn at 2×, as the matrices are: sharp at 1 pt = 1 CSS px, and about half the
  /// time and size of the goldens' 3×.
  static let scale = 2.0

  static func filmFile(of picture: TransitionCatalog.Picture) -> String {
    "\(folder)/\(picture.name).png"
  }

  static func reducedMotionFile(of picture: TransitionCatalog.Picture) -> String {
    "\(folder)/\(picture.name).reduce-motion.png"
  }

  static func filmstripFile(of picture: TransitionCatalog.Picture) -> String {
    "\(folder)/\(picture.name).strip.png"
  }

  /// What the gallery draws for `transitions`: each light and dark, at ``scale``.
  static func films(of transitions: [TransitionEntry]) -> [GalleryFilm] {
    TransitionCatalog.pictures(
      of: transitions.map { entry in
        var scaled = entry
        scaled.script.scenario.scale = scale
        return scaled
      }
    ).map(GalleryFilm.init)
  }

  var html: String {
    """
    <p>Each change as it plays at 60 fps, on the spring the motion table gives it, beside the \
    same change under Reduce Motion; under them the filmstrip, seven keyframes with their times (the goldens \
    in <code>Snapshots/transitions/</code> keep it at 3×). Films loop, resting a second on the \
    end. <output id="film-count" aria-live="polite"></output></p>
    <div id="no-film" class="empty" hidden><p><strong>No film matches.</strong></p></div>
    <div class="reels">
    \(transitions.map(article).joined(separator: "\n"))
    </div>
    """
  }

  /// The transition's article: its name, summary and timing, then light and dark.
  private func article(_ entry: TransitionEntry) -> String {
    let light = TransitionCatalog.Picture(entry: entry, colorScheme: .light)
    let films = [Self.filmFile(of: light), Self.reducedMotionFile(of: light)].map {
      pictures[$0].map { Self.length(of: $0) } ?? "?"
    }
    let timing = "\(films[0]); under Reduce Motion \(films[1])"
    let details = [entry.topic.rawValue, timing].map(\.htmlEscaped)
    return """
      \(GalleryPage.articleOpening(
        id: "film-\(entry.name)", title: entry.name, topic: entry.topic,
        size: entry.script.scenario.dynamicTypeSize, locale: entry.script.scenario.locale,
        summary: entry.summary, details: details))
        <div class="schemes">
          \(SPTheme.ColorScheme.allCases.map { reel(of: entry, in: $0) }.joined(separator: "\n"))
        </div>
      </article>
      """
  }

  /// "0.733 s, 45 frames": to its last frame, at ``TransitionReel/fps``.
  static func length(of film: DrawnPicture) -> String {
    "\(FilmPainter.label(frame: film.frameCount - 1, fps: TransitionReel.fps)), "
      + "\(film.frameCount) frames"
  }

  /// The film beside its twin, over the filmstrip, in one colour scheme.
  private func reel(of entry: TransitionEntry, in scheme: SPTheme.ColorScheme) -> String {
    let picture = TransitionCatalog.Picture(entry: entry, colorScheme: scheme)
    let what = "\(entry.name), \(scheme.rawValue)"
    return """
      <div class="reel \(scheme.rawValue)">
        <div class="films">
          \(figure(Self.filmFile(of: picture), alt: "\(what), film", caption: scheme.rawValue))
          \(figure(
            Self.reducedMotionFile(of: picture), alt: "\(what), film under Reduce Motion",
            caption: "Reduce Motion"))
        </div>
        \(figure(
          Self.filmstripFile(of: picture), alt: "\(what), keyframes", caption: "keyframes",
          strip: true))
      </div>
      """
  }

  /// A picture linked to its file. A filmstrip keeps 1 pt = 1 CSS px and scrolls sideways in
  /// its figure, so a phone never has to be wider than itself.
  private func figure(_ file: String, alt: String, caption: String, strip: Bool = false)
    -> String
  {
    let picture = pictures[file]
    let size = picture?.sizeAttributes ?? ""
    let style = strip ? picture.map { " style=\"width: \(plainNumber($0.pointWidth))px\"" } : nil
    return """
      <figure class="\(strip ? "strip" : "film")"><div class="frame"><a href="\(file.htmlEscaped)">\
      <img src="\(file.htmlEscaped)"\(size)\(style ?? "") alt="\(alt.htmlEscaped)" loading="lazy">\
      </a></div><figcaption>\(caption.htmlEscaped)</figcaption></figure>
      """
  }

  static let css = """
    .reels { display: grid; gap: 20px; }
    .schemes { display: grid; gap: 12px;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr)); }
    .reel { display: grid; gap: 8px; min-width: 0; border-radius: 10px; padding: 8px;
      border: 1px solid var(--line); }
    .reel.light { background: #fff; color: #6e6e73; } .reel.dark { background: #000; color: #98989f; }
    .films { display: grid; gap: 8px; grid-template-columns: 1fr 1fr; }
    .reel figure { border: 0; border-radius: 0; background: none; color: inherit; }
    .reel .film img { width: 100%; height: auto; }
    .reel .strip .frame { overflow-x: auto; }
    .reel .strip img { max-width: none; height: auto; }
    #film-count { color: var(--secondary); }
    """
}

/// One transition in one colour scheme, as the Motion section shows it: its film, its Reduce
/// Motion twin's film and its filmstrip.
struct GalleryFilm: GalleryWork {
  let picture: TransitionCatalog.Picture

  var file: String { MotionSection.filmFile(of: picture) }
  var fileCount: Int { 3 }
  var scenarioName: String { picture.entry.name }

  func draw(with renderer: ComposerRenderer, into directory: String) throws
    -> [String: DrawnPicture]
  {
    let reel = try TransitionReel(drawing: picture, renderer: renderer)
    let reduced = MotionSection.reducedMotionFile(of: picture)
    let strip = MotionSection.filmstripFile(of: picture)
    try AtomicFile.write(reel.film, to: "\(directory)/\(file)", durable: false)
    try AtomicFile.write(reel.reducedMotionFilm, to: "\(directory)/\(reduced)", durable: false)
    try PNG.write(reel.filmstrip, to: "\(directory)/\(strip)", durable: false)
    let scale = picture.script.scenario.scale
    var film = DrawnPicture(width: reel.pixelWidth, height: reel.pixelHeight, scale: scale)
    var twin = film
    film.frameCount = reel.frameCount
    twin.frameCount = reel.reducedMotionFrameCount
    return [file: film, reduced: twin, strip: DrawnPicture(reel.filmstrip, scale: scale)]
  }
}
