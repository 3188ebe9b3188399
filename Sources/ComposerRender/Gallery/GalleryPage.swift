import SPTheme

/// The gallery's `index.html`: one self-contained page (inline CSS and a few lines of script
/// for the filters), so it works from `file://` with no server and nothing to fetch.
struct GalleryPage {
  let entries: [CatalogEntry]
  /// The VoiceOver reading of each entry, by name.
  let readings: [String: [String]]

  var html: String {
    let topics = CatalogEntry.Topic.allCases.map(\.rawValue)
    let sizes = SPTheme.DynamicTypeSize.allCases.map(\.rawValue)
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ModelComposer gallery</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      <header>
        <h1>ModelComposer <span>\(entries.count) states, light and dark</span></h1>
        <form id="filters">
          <label>Topic <select id="topic"><option value="">all</option>\(options(topics))</select></label>
          <label>Type size <select id="size"><option value="">all</option>\(options(sizes))</select></label>
          <label>Name <input id="name" type="search" placeholder="e.g. menu"></label>
          <output id="count"></output>
        </form>
      </header>
      <main>
      \(entries.map(article).joined(separator: "\n"))
      </main>
      <script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  private func options(_ values: [String]) -> String {
    values.map { "<option>\($0.htmlEscaped)</option>" }.joined()
  }

  private func article(_ entry: CatalogEntry) -> String {
    let scenario = entry.scenario
    let details = [
      scenario.dynamicTypeSize.rawValue, "\(plainNumber(scenario.width)) pt",
      "@\(plainNumber(scenario.scale))x",
    ]
    let reading = (readings[entry.name] ?? []).map { "<li>\($0.htmlEscaped)</li>" }.joined()
    return """
      <article id="\(entry.name.htmlEscaped)" data-topic="\(entry.topic.rawValue)" \
      data-size="\(scenario.dynamicTypeSize.rawValue)" data-name="\(entry.name.htmlEscaped)">
        <h2><a href="#\(entry.name.htmlEscaped)">\(entry.name.htmlEscaped)</a></h2>
        <p class="summary">\(entry.summary.htmlEscaped)</p>
        <p class="details">\(entry.topic.rawValue) · \(details.map(\.htmlEscaped).joined(separator: " · "))</p>
        <div class="pictures">
          \(figure(entry, .light))
          \(figure(entry, .dark))
        </div>
        <details open><summary>VoiceOver reading</summary><ol>\(reading)</ol></details>
      </article>
      """
  }

  private func figure(_ entry: CatalogEntry, _ scheme: SPTheme.ColorScheme) -> String {
    let file = "images/\(entry.name.htmlEscaped).\(scheme.rawValue).png"
    return """
      <figure class="\(scheme.rawValue)"><a href="\(file)"><img src="\(file)" \
      alt="\(entry.name.htmlEscaped), \(scheme.rawValue)" loading="lazy"></a>\
      <figcaption>\(scheme.rawValue)</figcaption></figure>
      """
  }

  private static let css = """
    :root { font: 14px/1.45 -apple-system, system-ui, "Inter", sans-serif; color: #1c1c1e; }
    body { margin: 0; background: #f2f2f7; }
    header { position: sticky; top: 0; z-index: 1; background: #fffffff0; padding: 12px 24px;
      border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 20px; margin: 0 0 8px; } h1 span { font-weight: 400; color: #6e6e73; }
    form { display: flex; gap: 16px; flex-wrap: wrap; align-items: center; }
    main { display: grid; grid-template-columns: repeat(auto-fill, minmax(560px, 1fr)); gap: 20px;
      padding: 24px; }
    article { background: #fff; border-radius: 14px; padding: 16px; box-shadow: 0 1px 3px #0001; }
    article[hidden] { display: none; }
    h2 { font-size: 16px; margin: 0; } h2 a { color: inherit; text-decoration: none; }
    .summary { margin: 4px 0; } .details { margin: 0 0 12px; color: #6e6e73; font-size: 12px; }
    .pictures { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
    figure { margin: 0; border-radius: 8px; overflow: hidden; border: 1px solid #d1d1d6; }
    figure.dark { background: #000; } figure.light { background: #fff; }
    figure img { display: block; width: 100%; height: auto; }
    figcaption { font-size: 11px; padding: 2px 8px; color: #8e8e93; }
    details { margin-top: 10px; } ol { margin: 6px 0 0; padding-left: 22px; font-size: 12px; }
    """

  private static let script = """
    const controls = ["topic", "size", "name"].map(id => document.getElementById(id));
    function apply() {
      const [topic, size, name] = controls.map(c => c.value.trim().toLowerCase());
      let shown = 0;
      for (const article of document.querySelectorAll("article")) {
        const match = (!topic || article.dataset.topic === topic)
          && (!size || article.dataset.size.toLowerCase() === size)
          && (!name || article.dataset.name.includes(name));
        article.hidden = !match;
        if (match) shown++;
      }
      document.getElementById("count").textContent = shown + " shown";
    }
    controls.forEach(c => c.addEventListener("input", apply));
    apply();
    """
}

extension String {
  /// The text with HTML's special characters escaped, for element content and attributes; the
  /// snapshot report in GoldenSnapshots writes HTML too.
  package var htmlEscaped: String {
    var escaped = ""
    for character in self {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
