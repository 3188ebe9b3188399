/// What every HTML page the tool writes shares: the gallery's pages (ComposerRender) and the
/// snapshot report (GoldenSnapshots).
package enum HTMLPage {
  /// The pages' colours as CSS variables, light or dark as the system prefers
  /// (`prefers-color-scheme`), with the iOS system greys; the pictures keep their own.
  package static let palette = """
    :root { color-scheme: light dark; font: 14px/1.45 -apple-system, system-ui, "Inter", sans-serif;
      --page: #f2f2f7; --card: #fff; --text: #1c1c1e; --secondary: #6e6e73; --line: #d1d1d6;
      --bar: #f9f9fbf2; --link: #0066cc; --field: #fff; --code: #f2f2f7; }
    @media (prefers-color-scheme: dark) {
      :root { --page: #000; --card: #1c1c1e; --text: #f2f2f7; --secondary: #98989f;
        --line: #3a3a3c; --bar: #161618f2; --link: #4ea2ff; --field: #2c2c2e; --code: #2c2c2e; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); color: var(--text); }
    a { color: var(--link); }
    input, select, button { font: inherit; color: inherit; background: var(--field);
      border: 1px solid var(--line); border-radius: 8px; padding: 4px 8px; }
    button { cursor: pointer; }
    [hidden] { display: none !important; }
    .bar { position: sticky; top: 0; z-index: 2; background: var(--bar);
      backdrop-filter: blur(12px); padding: 10px 24px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 20px; margin: 0 0 4px; } h1 span { font-weight: 400; color: var(--secondary); }
    label { display: inline-flex; gap: 6px; align-items: center; }
    """
}

extension HTMLPage {
  /// A page up to its `<body>` tag: UTF-8, laid out for the device's width, light and dark, the
  /// title, and what `head` adds (a stylesheet's link, a style element).
  package static func opening(title: String, head: String, body: String = "<body>") -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>\(title.htmlEscaped)</title>
    \(head)
    </head>
    \(body)
    """
  }
}
