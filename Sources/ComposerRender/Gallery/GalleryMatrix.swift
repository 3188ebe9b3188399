import SPTheme
import ToolSupport

/// One state at every device width the catalog uses and every Dynamic Type size, light and
/// dark: how a designer asks "how does this look at accessibility3 on a small phone". Each
/// cell is the state's catalog entry with only its width and type size changed. Its page,
/// `matrix/<name>.html`, is a table with type sizes down and widths across, the cards at
/// their true proportions (fitted to the window, or at their size in points).
struct GalleryMatrix {
  let entry: CatalogEntry
  /// Every drawn picture by its file, for the cells' sizes.
  let pictures: [String: DrawnPicture]

  static let folder = "matrix"
  /// iPhone SE (1st generation), mini and SE, 15 and 16, 16 Pro Max: the catalog's widths.
  static let widths: [Double] = [320, 375, 393, 440]
  static let sizes = SPTheme.DynamicTypeSize.allCases
  /// Cells are drawn at 2× whatever the entry's scale: a matrix is for judging layout across
  /// sizes, 2× is sharp on a Retina screen at "1 pt = 1 CSS px", and it draws the 96 cells of
  /// a matrix in half the time and space 3× would.
  static let scale = 2.0
  static var widthList: String { widths.map { "\(plainNumber($0)) pt" }.joined(separator: ", ") }

  /// The page, relative to the gallery's folder.
  static func page(of entry: CatalogEntry) -> String { "\(folder)/\(entry.name).html" }

  /// A cell's picture, relative to the gallery's folder.
  static func file(
    of entry: CatalogEntry, width: Double, size: SPTheme.DynamicTypeSize,
    scheme: SPTheme.ColorScheme
  ) -> String {
    "\(folder)/\(entry.name)/\(size.rawValue).\(plainNumber(width)).\(scheme.rawValue).png"
  }

  static func drawings(of entry: CatalogEntry) -> [GalleryDrawing] {
    sizes.flatMap { size in
      widths.flatMap { width in
        SPTheme.ColorScheme.allCases.map { scheme in
          var scenario = entry.scenario
          scenario.width = width
          scenario.dynamicTypeSize = size
          scenario.colorScheme = scheme
          scenario.scale = Self.scale
          return GalleryDrawing(
            scenario: scenario, file: file(of: entry, width: width, size: size, scheme: scheme))
        }
      }
    }
  }

  var html: String {
    let name = entry.name.htmlEscaped
    let header = Self.widths.map { "<div class=\"head\">\(plainNumber($0)) pt</div>" }
    return """
      \(HTMLPage.opening(
        title: "\(entry.name) at every width and type size · ModelComposer gallery",
        head: GalleryPage.stylesheet("../"), body: #"<body data-scheme="light">"#))
      <header class="bar">
        <nav aria-label="Gallery"><a href="../index.html#\(name)">← Gallery</a></nav>
        <h1>\(name) <span>at every width and type size</span></h1>
        <p class="summary">\(entry.summary.htmlEscaped)</p>
        <form id="view">
          <fieldset><legend>Scheme</legend>
            <label><input type="radio" name="scheme" value="light" checked> light</label>
            <label><input type="radio" name="scheme" value="dark"> dark</label></fieldset>
          <fieldset><legend>Size</legend>
            <label><input type="radio" name="fit" value="window" checked> fit the window</label>
            <label><input type="radio" name="fit" value="points"> 1 pt = 1 CSS px</label></fieldset>
        </form>
      </header>
      <main>
      <div class="matrix-scroll">
      <div class="matrix" role="table" aria-label="\(name) by type size and width">
        <div class="head">type size</div>\(header.joined())
      \(Self.sizes.map(row).joined(separator: "\n"))
      </div>
      </div>
      </main>
      <script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  private func row(_ size: SPTheme.DynamicTypeSize) -> String {
    let cells = Self.widths.map { width in
      let images = SPTheme.ColorScheme.allCases.map { scheme in
        image(Self.file(of: entry, width: width, size: size, scheme: scheme), scheme: scheme)
      }
      return "<div class=\"cell\">\(images.joined())</div>"
    }
    // "accessibility3" is "AX3" on a phone, where the column of names would take a third.
    let short = size.isAccessibilitySize ? "AX\(size.rawValue.last!)" : size.rawValue
    return """
      <div class="head size"><span class="long">\(size.rawValue)</span>\
      <abbr class="short" title="\(size.rawValue)">\(short)</abbr></div>\(cells.joined())
      """
  }

  /// A cell's picture, linked to itself at full size; in "1 pt = 1 CSS px" it stands at its
  /// width in points.
  private func image(_ file: String, scheme: SPTheme.ColorScheme) -> String {
    let relative = String(file.dropFirst(Self.folder.count + 1)).htmlEscaped
    let picture = pictures[file]
    let size = picture?.sizeAttributes ?? ""
    let points = picture.map { " style=\"--points: \(plainNumber($0.pointWidth))px\"" } ?? ""
    return """
      <a class="\(scheme.rawValue)" href="\(relative)"\(points)><img src="\(relative)"\(size) \
      alt="\(entry.name.htmlEscaped), \(scheme.rawValue)" loading="lazy"></a>
      """
  }

  /// Columns in proportion to the widths they show, so a 320 pt card looks narrower than a
  /// 440 pt one; cells of the scheme not shown are hidden and so never load.
  static var css: String {
    let fitted = widths.map { "minmax(0, \(plainNumber($0))fr)" }.joined(separator: " ")
    let points = Array(repeating: "max-content", count: widths.count).joined(separator: " ")
    return """
      fieldset { display: inline-flex; gap: 10px; border: 0; margin: 0; padding: 0; align-items: center; }
      legend { float: left; margin-right: 6px; color: var(--secondary); }
      .matrix-scroll { overflow-x: auto; }
      .matrix { display: grid; gap: 12px; align-items: start; grid-template-columns: max-content \(fitted); }
      body.points .matrix { grid-template-columns: max-content \(points); }
      .matrix .head { font-weight: 600; color: var(--secondary); white-space: nowrap; }
      .matrix .size { padding-top: 8px; position: sticky; left: 0; background: var(--page); }
      .matrix .short { display: none; text-decoration: none; }
      @media (max-width: 600px) {
        .matrix { gap: 6px; } .matrix .long { display: none; } .matrix .short { display: inline; }
      }
      .cell a { display: block; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
      .cell a.light { background: #fff; } .cell a.dark { background: #000; }
      .cell img { display: block; width: 100%; height: auto; }
      body.points .cell a { width: calc(var(--points) + 2px); }
      body[data-scheme="light"] .cell a.dark, body[data-scheme="dark"] .cell a.light { display: none; }
      """
  }

  /// The scheme starts as the system's and the size as fitted; both are kept in the address.
  static let script = """
    const form = document.getElementById("view");
    function show() {
      document.body.dataset.scheme = form.elements.scheme.value;
      document.body.classList.toggle("points", form.elements.fit.value === "points");
    }
    const params = new URLSearchParams(location.search);
    form.elements.scheme.value = params.get("scheme")
      ?? (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
    form.elements.fit.value = params.get("fit") ?? "window";
    form.addEventListener("change", () => {
      show();
      const query = new URLSearchParams({ scheme: form.elements.scheme.value });
      if (form.elements.fit.value !== "window") query.set("fit", form.elements.fit.value);
      history.replaceState(null, "", "?" + query + location.hash);
    });
    show();
    """
}
