import SPTheme
import ToolSupport

/// The gallery's `index.html`: a header with the jump list, search and filters, then its
/// sections. It and the matrix pages share `gallery.css` and fetch nothing else, so they work
/// from `file://`. Search, topic, type size and language are kept in the page's address
/// (`?q=…&topic=…&size=…&language=…`), so a filtered view can be bookmarked or sent, and
/// restored from it; they narrow the states and the films alike.
struct GalleryPage {
  let entries: [CatalogEntry]
  let matrices: [CatalogEntry]
  let transitions: [TransitionEntry]
  /// Every drawn picture by its file, for its size and VoiceOver reading.
  let pictures: [String: DrawnPicture]

  static let cssFile = "gallery.css"

  /// The link to `gallery.css` from a page `prefix` (`""`, `"../"`) below the gallery's folder.
  static func stylesheet(_ prefix: String) -> String {
    "<link rel=\"stylesheet\" href=\"\(prefix)\(cssFile)\">"
  }

  static func file(of picture: Catalog.Picture) -> String { "images/\(picture.name).png" }

  /// The light picture's accessibility overlay, as `render-composer a11y --overlay` draws it.
  static func overlayFile(of entry: CatalogEntry) -> String { "images/\(entry.name).a11y.png" }

  /// The page's parts in order, each under its heading and in the jump list: the states,
  /// the matrices, and the films when there are any.
  var sections: [any GallerySection] {
    [
      StatesSection(entries: entries, matrices: matrices, pictures: pictures),
      MatricesSection(matrices: matrices),
    ]
      + (transitions.isEmpty
        ? [] : [MotionSection(transitions: transitions, pictures: pictures)])
  }

  var html: String {
    let sections = self.sections
    let jumps = sections.map { "<a href=\"#\($0.id)\">\($0.title.htmlEscaped)</a>" }
    return """
      \(HTMLPage.opening(title: "ModelComposer gallery", head: Self.stylesheet("")))
      <header class="bar">
        <h1>ModelComposer <span>\(heading)</span></h1>
        <nav aria-label="Sections">\(jumps.joined(separator: " "))</nav>
        \(filters)
      </header>
      <main>
      \(sections.map(Self.section).joined(separator: "\n"))
      </main>
      <script>
      \(StatesSection.script)
      </script>
      </body>
      </html>

      """
  }

  /// "47 states, light and dark", and the films when there are any.
  private var heading: String {
    let films = transitions.isEmpty ? "" : " · \(transitions.count) changes filmed"
    return "\(entries.count) states, light and dark\(films)"
  }

  private var filters: String {
    // Only the topics some state has: a folder of a team's own scenarios is all `custom`,
    // the catalog never is.
    let present = Set(entries.map(\.topic))
    let topics = CatalogEntry.Topic.allCases.filter(present.contains).map(\.rawValue)
    let sizes = SPTheme.DynamicTypeSize.allCases.map(\.rawValue)
    // The locales the states and films are drawn in, in the order they first appear: English
    // (the catalog's base) first.
    var languages: [String] = []
    for locale in entries.map(\.scenario.locale) + transitions.map(\.script.scenario.locale)
    where !languages.contains(locale) {
      languages.append(locale)
    }
    return """
      <form id="filters" role="search">
          <label class="search">Search <input name="q" type="search" \
      placeholder="name, description or VoiceOver text" autocomplete="off"></label>
          <label>Topic <select name="topic"><option value="">all</option>\(options(topics))</select></label>
          <label>Type size <select name="size"><option value="">all</option>\(options(sizes))</select></label>
          <label>Language <select name="language"><option value="">all</option>\(options(languages))</select></label>
          <output id="count" aria-live="polite"></output>
        </form>
      """
  }

  private func options(_ values: [String]) -> String {
    values.map { "<option>\($0.htmlEscaped)</option>" }.joined()
  }

  /// An article's start as the page's search and filters read it: its anchor, topic, type size
  /// and locale, its linked title, summary and details (already HTML).
  static func articleOpening(
    id: String, title: String, topic: CatalogEntry.Topic, size: SPTheme.DynamicTypeSize,
    locale: String, summary: String, details: [String]
  ) -> String {
    """
    <article id="\(id.htmlEscaped)" data-topic="\(topic.rawValue)" data-size="\(size.rawValue)" \
    data-language="\(locale.htmlEscaped)">
      <h3><a href="#\(id.htmlEscaped)">\(title.htmlEscaped)</a></h3>
      <p class="summary">\(summary.htmlEscaped)</p>
      <p class="details">\(details.joined(separator: " · "))</p>
    """
  }

  private static func section(_ section: any GallerySection) -> String {
    """
    <section id="\(section.id)" aria-labelledby="\(section.id)-title">
    <h2 id="\(section.id)-title">\(section.title.htmlEscaped)</h2>
    \(section.html)
    </section>
    """
  }

  /// Light and dark from the system's setting (`prefers-color-scheme`); the grid takes as many
  /// columns as fit, one on a phone, where a state's light picture sits over its dark one.
  static let css = """
    \(HTMLPage.palette)
    nav { display: flex; gap: 14px; flex-wrap: wrap; margin-bottom: 8px; }
    form { display: flex; gap: 8px 16px; flex-wrap: wrap; align-items: center; }
    .search input { width: 22em; max-width: 100%; } .search { flex: 0 1 auto; min-width: 0; }
    #count { color: var(--secondary); }
    main { padding: 8px 24px 24px; }
    main > section { scroll-margin-top: 140px; }
    h2 { font-size: 18px; margin: 16px 0 12px; }
    .grid { display: grid; gap: 20px;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 540px), 1fr)); }
    article { background: var(--card); border-radius: 14px; padding: 16px; min-width: 0;
      box-shadow: 0 1px 3px #0002; scroll-margin-top: 140px; }
    h3 { font-size: 16px; margin: 0; overflow-wrap: anywhere; } h3 a { color: inherit; text-decoration: none; }
    .summary { margin: 4px 0; }
    .details { margin: 0 0 12px; color: var(--secondary); font-size: 12px; }
    .pictures { display: grid; gap: 8px;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr)); }
    figure { margin: 0; min-width: 0; border-radius: 8px; overflow: hidden;
      border: 1px solid var(--line); }
    figure.light { background: #fff; color: #6e6e73; } figure.dark { background: #000; color: #98989f; }
    figure img { display: block; width: 100%; height: auto; }
    figcaption { font-size: 11px; padding: 2px 8px; }
    details { margin-top: 10px; } summary { cursor: pointer; color: var(--secondary); }
    .reading-body { display: grid; gap: 10px; margin-top: 6px; }
    ol { margin: 0; padding-left: 22px; font-size: 12px; overflow-wrap: anywhere; }
    figure.overlay { border-color: var(--line); background: #fff; color: #6e6e73; }
    .empty { background: var(--card); border-radius: 14px; padding: 20px 24px; font-size: 16px; }
    .empty p { margin: 0 0 12px; }
    .matrices li { margin: 4px 0; }
    \(MotionSection.css)
    @media (max-width: 600px) {
      .bar { position: static; padding: 10px 12px; } main { padding: 4px 12px 16px; }
      .search, .search input { width: 100%; } article { padding: 12px; }
    }
    \(GalleryMatrix.css)
    """
}

/// One part of the gallery's index page, with its own heading and place in the jump list.
protocol GallerySection {
  /// The section's anchor in the page.
  var id: String { get }
  var title: String { get }
  /// What goes under the heading.
  var html: String { get }
}

/// Every state, light and dark, with its description, VoiceOver reading and overlay.
struct StatesSection: GallerySection {
  let entries: [CatalogEntry]
  let matrices: [CatalogEntry]
  let pictures: [String: DrawnPicture]

  let id = "states"
  let title = "States"

  var html: String {
    """
    <div id="no-match" class="empty" hidden>
      <p><strong>No state matches.</strong> <span id="no-match-reason"></span></p>
      <button type="button" id="clear">Clear search and filters</button>
    </div>
    <div class="grid">
    \(entries.map(article).joined(separator: "\n"))
    </div>
    """
  }

  private func article(_ entry: CatalogEntry) -> String {
    let scenario = entry.scenario
    var details = [
      entry.topic.rawValue, scenario.dynamicTypeSize.rawValue,
      "\(plainNumber(scenario.width)) pt", "@\(plainNumber(scenario.scale))x", scenario.locale,
    ].map(\.htmlEscaped)
    if matrices.contains(entry) {
      details.append("<a href=\"\(GalleryMatrix.page(of: entry))\">matrix</a>")
    }
    return """
      \(GalleryPage.articleOpening(
        id: entry.name, title: entry.name, topic: entry.topic,
        size: scenario.dynamicTypeSize, locale: scenario.locale, summary: entry.summary,
        details: details))
        <div class="pictures">
          \(figure(entry, .light))
          \(figure(entry, .dark))
        </div>
        \(reading(entry))
      </article>
      """
  }

  private func figure(_ entry: CatalogEntry, _ scheme: SPTheme.ColorScheme) -> String {
    let file = GalleryPage.file(of: Catalog.Picture(entry: entry, colorScheme: scheme))
    return """
      <figure class="\(scheme.rawValue)"><a href="\(file.htmlEscaped)">\
      \(image(file, alt: "\(entry.name), \(scheme.rawValue)"))</a>\
      <figcaption>\(scheme.rawValue)</figcaption></figure>
      """
  }

  /// VoiceOver's reading, collapsed, with the overlay that numbers each element on the card.
  private func reading(_ entry: CatalogEntry) -> String {
    let light = GalleryPage.file(of: Catalog.Picture(entry: entry, colorScheme: .light))
    let items = pictures[light]?.reading ?? []
    let overlay = GalleryPage.overlayFile(of: entry)
    return """
      <details class="reading"><summary>VoiceOver reading, \(items.count) elements</summary>
        <div class="reading-body">
          <ol>\(items.map { "<li>\($0.htmlEscaped)</li>" }.joined())</ol>
          <figure class="overlay"><a href="\(overlay.htmlEscaped)">\
      \(image(overlay, alt: "\(entry.name): each VoiceOver element outlined and numbered"))</a>\
      <figcaption>accessibility overlay: the elements in reading order</figcaption></figure>
        </div>
      </details>
      """
  }

  /// A lazily loaded picture with its size, so the page is laid out before it arrives.
  private func image(_ file: String, alt: String) -> String {
    let size = pictures[file]?.sizeAttributes ?? ""
    return "<img src=\"\(file.htmlEscaped)\"\(size) alt=\"\(alt.htmlEscaped)\" loading=\"lazy\">"
  }

  /// Search and filters: a state or a film shows when its topic, type size and locale match and
  /// every word of the search is in its name, description or VoiceOver reading, whatever the
  /// letters' case. The address keeps the four, and going back restores them.
  static let script = """
    const form = document.getElementById("filters");
    const fields = ["q", "topic", "size", "language"].map(name => form.elements[name]);
    const articles = [...document.querySelectorAll("#states article")];
    const films = [...document.querySelectorAll("#motion article")];
    const searched = new Map([...articles, ...films].map(article => [article,
      [...article.querySelectorAll("h3, .summary, .reading li")]
        .map(element => element.textContent).join("\\n").toLowerCase()]));
    function narrow(list, [q, topic, size, language]) {
      const words = q.toLowerCase().split(/\\s+/).filter(Boolean);
      let shown = 0;
      for (const article of list) {
        const match = (!topic || article.dataset.topic === topic)
          && (!size || article.dataset.size === size)
          && (!language || article.dataset.language === language)
          && words.every(word => searched.get(article).includes(word));
        article.hidden = !match;
        if (match) shown++;
      }
      return shown;
    }
    function restore() {
      const params = new URLSearchParams(location.search);
      for (const field of fields) field.value = params.get(field.name) ?? "";
    }
    function remember() {
      const params = new URLSearchParams();
      for (const field of fields) if (field.value.trim()) params.set(field.name, field.value.trim());
      const query = params.toString();
      history.replaceState(null, "", (query ? "?" + query : location.pathname) + location.hash);
    }
    function apply() {
      const [q, topic, size, language] = fields.map(field => field.value.trim());
      const shown = narrow(articles, [q, topic, size, language]);
      if (films.length) {
        const filmed = narrow(films, [q, topic, size, language]);
        document.getElementById("film-count").textContent = `${filmed} of ${films.length} films`;
        document.getElementById("no-film").hidden = filmed > 0;
      }
      document.getElementById("count").textContent = `${shown} of ${articles.length} states`;
      document.getElementById("no-match").hidden = shown > 0;
      const asked = [q && `“${q}”`, topic && `topic ${topic}`, size && `type size ${size}`,
        language && `language ${language}`];
      document.getElementById("no-match-reason").textContent =
        "Nothing has " + asked.filter(Boolean).join(" with ") + ".";
    }
    form.addEventListener("input", () => { apply(); remember(); });
    form.addEventListener("submit", event => event.preventDefault());
    document.getElementById("clear").addEventListener("click", () => {
      for (const field of fields) field.value = "";
      apply(); remember(); fields[0].focus();
    });
    addEventListener("popstate", () => { restore(); apply(); });
    restore(); apply();
    """
}

/// The states drawn across every width and type size, one page each.
struct MatricesSection: GallerySection {
  let matrices: [CatalogEntry]

  let id = "matrices"
  let title = "Matrices"

  var html: String {
    let items = matrices.map { entry in
      "<li><a href=\"\(GalleryMatrix.page(of: entry))\">\(entry.name.htmlEscaped)</a>: "
        + "\(entry.summary.htmlEscaped)</li>"
    }
    return """
      <p>A state at every width (\(GalleryMatrix.widthList)) and every type size (xSmall … \
      accessibility5), light or dark. <code>render-composer gallery --matrix NAME</code> adds one.</p>
      <ul class="matrices">\(items.joined())</ul>
      """
  }
}
