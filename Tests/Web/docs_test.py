"""The documentation site `make docs` builds: served over HTTP on loopback as the README says to
open it, each main page renders with no console errors, and the states page shows the
renderer's pictures."""

import functools
import http.server
import threading

LANDING = "/documentation/modelcomposer/"
STATES = "/documentation/modelcomposer/states/"
PAGES = ["/documentation/", LANDING, STATES, "/documentation/modelcomposer/gettingstarted/",
         "/documentation/modelcomposer/designnotes/", "/documentation/modelcomposer/geometry/",
         "/documentation/sptheme/", "/documentation/composersnapshottesting/",
         "/documentation/composersnapshottesting/scenarioformat/",
         "/documentation/composersnapshottesting/commandline/",
         "/documentation/composersnapshottesting/continuousintegration/",
         "/documentation/composerrender/", "/documentation/composerrender/scenario/",
         "/documentation/composerrender/composerrenderer/", "/documentation/goldensnapshots/",
         "/documentation/goldensnapshots/snapshotting/", "/documentation/goldensnapshots/tolerance/",
         "/documentation/goldensnapshots/snapshotstore/",
         "/documentation/goldensnapshots/snapshotrecordmode/", "/documentation/composergoldens/"]
# DocC renders each page in the browser; its content is there once the title is.
RENDERED = "document.querySelector('main h1, .title')?.textContent.trim().length > 0"


class Server:
    """A static file server on 127.0.0.1 and a port the system picks, in a thread."""

    def __init__(self, folder):
        handler = functools.partial(Quiet, directory=folder)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *_):
        pass


def serve(folder):
    return Server(folder)


def run(checks, browser, url):
    checks.group("docs: every main page renders", pages, browser, url)
    checks.group("docs: the states page shows the renderer's pictures", states, browser, url)
    checks.group("docs: the view is documented as an app sees it", view, browser, url)


def pages(checks, browser, url):
    for path in PAGES:
        page = browser.open(url + path)
        rendered = page.wait_until(RENDERED, 15000)
        title = page.evaluate("document.querySelector('main h1, .title')?.textContent.trim() ?? ''")
        checks.check(rendered, f"{path} renders", "no title after 15 s")
        missing = page.evaluate("document.body.textContent.includes(\"doesn't exist\")")
        checks.check(not missing, f"{path} exists ({title})", "DocC says the page doesn't exist")
        checks.no_errors(page, path)
        page.close()


def view(checks, browser, url):
    """The SwiftUI view's symbols come from graphs made against the iOS SDK: its page lists the
    initializers and `body`, which a Linux symbol graph lacks."""
    page = browser.open(url + "/documentation/modelcomposer/modelcomposer/")
    page.wait_until(RENDERED, 15000)
    text = page.evaluate("document.querySelector('main')?.textContent ?? ''")
    # The topics show each initializer's declaration: `init(text: Binding<String>, isFocused: …`.
    for symbol in ("init(model:", "init(text:", "isFocused:", "body"):
        checks.check(symbol in text, f"the ModelComposer page lists {symbol}", "not on the page")
    checks.no_errors(page, "/documentation/modelcomposer/modelcomposer/")
    page.close()


def states(checks, browser, url):
    page = browser.open(url + STATES)
    page.wait_until(RENDERED, 15000)
    page.evaluate("""new Promise(resolve => {  // DocC's pictures load as they scroll into view
      let y = 0; (function step() { scrollTo(0, y += innerHeight);
        y < document.documentElement.scrollHeight ? setTimeout(step, 50) : resolve(); })(); })""")
    # Every picture loaded first (eager, decoded), so that the ones below have a `currentSrc`
    # however slowly the lazy ones arrived while scrolling: on a busy machine the films had not,
    # and were not found.
    checks.all_images_load(page, STATES, sized=False)
    pictures = page.evaluate("""[...document.querySelectorAll('main img')]
      .filter(i => /\\/images\\/.*state-/.test(i.currentSrc)).map(i => i.currentSrc)""")
    checks.check(len(pictures) >= 10, "at least 10 of the renderer's pictures on the page",
                 f"{len(pictures)} found")
    films = page.evaluate("""Promise.all([...document.querySelectorAll('main img')]
      .filter(i => /\\/images\\/.*film-/.test(i.currentSrc))
      .map(i => fetch(i.currentSrc).then(r => r.arrayBuffer()).then(buffer =>
        [i.currentSrc, new TextDecoder("latin1").decode(buffer).includes("acTL")])))""")
    checks.check(len(films) >= 2 and all(animated for _, animated in films),
                 "the states page plays films: animated PNGs (an acTL chunk)", films)
    checks.no_errors(page, STATES)
    page.close()
