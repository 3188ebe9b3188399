"""The gallery as a designer uses it: search, filters, the address, a phone, dark mode, the
VoiceOver lists and overlays, and the matrix pages."""

import glob
import json
import os
import struct

from browser import DESKTOP, PHONE, file_url

# What the page shows, read back by every check below.
STATE = """(() => {
  const shown = [...document.querySelectorAll("#states article")].filter(a => !a.hidden);
  return {
    shown: shown.map(a => a.id),
    total: document.querySelectorAll("#states article").length,
    count: document.getElementById("count").textContent,
    noMatch: !document.getElementById("no-match").hidden,
    noMatchText: document.getElementById("no-match").textContent.trim().replace(/\\s+/g, " "),
    search: location.search,
    fields: Object.fromEntries([...document.getElementById("filters").elements]
      .filter(e => e.name).map(e => [e.name, e.value])),
  };
})()"""


def run(checks, browser, gallery):
    index = os.path.join(gallery, "index.html")
    checks.group("gallery: loads whole", loads_whole, browser, index)
    checks.group("gallery: search", search, browser, index)
    checks.group("gallery: filters and the address", filters_and_address, browser, index)
    checks.group("gallery: VoiceOver lists and overlays", voiceover, browser, index)
    checks.group("gallery: a 390 px phone", phone, browser, index)
    checks.group("gallery: light and dark as the system prefers", schemes, browser, index)
    checks.group("gallery: Motion, films that play", motion_films, browser, gallery)
    checks.group("gallery: Motion, search and filters", motion_filters, browser, index)
    checks.group("gallery: Motion on a 390 px phone", motion_phone, browser, index)
    for matrix in sorted(glob.glob(os.path.join(gallery, "matrix", "*.html"))):
        checks.group(f"gallery: matrix {os.path.basename(matrix)}", matrix_page, browser, matrix)


def loads_whole(checks, browser, index):
    page = browser.open(file_url(index))
    state = page.evaluate(STATE)
    checks.check(state["total"] > 0 and len(state["shown"]) == state["total"],
                 "every state shows before any search", f"{len(state['shown'])} of {state['total']}")
    checks.all_images_load(page, "index.html")
    sections = page.evaluate("[...document.querySelectorAll('main > section')].map(s => s.id)")
    jumps = page.evaluate("[...document.querySelectorAll('header nav a')]"
                          ".map(a => a.getAttribute('href'))")
    checks.equal(jumps, ["#" + s for s in sections], "the jump list names every section")
    checks.no_errors(page, "index.html")
    page.close()


def search(checks, browser, index):
    page = browser.open(file_url(index))
    total = page.evaluate(STATE)["total"]
    for query in ("type-xSmall", "type-xsmall", "TYPE-XSMALL", "xsmall", "XSmall"):
        page.type_into("input[name=q]", query)
        state = page.evaluate(STATE)
        checks.check("type-xSmall" in state["shown"] and 0 < len(state["shown"]) < total,
                     f"searching {query!r} finds type-xSmall and not every state",
                     f"shown: {state['shown']}")
    # A word of the descriptions that names no state and is not in every state's text.
    word = page.evaluate("""(() => {
      const articles = [...document.querySelectorAll("#states article")];
      const text = a => a.textContent.toLowerCase();
      for (const summary of document.querySelectorAll("#states .summary"))
        for (const word of summary.textContent.toLowerCase().match(/[a-z]{5,}/g) ?? [])
          if (!articles.some(a => a.id.includes(word)) && !articles.every(a => text(a).includes(word)))
            return word;
    })()""")
    expected = page.evaluate(f"""[...document.querySelectorAll("#states article")]
      .filter(a => a.querySelector(".summary").textContent.toLowerCase().includes({json.dumps(word)}))
      .map(a => a.id)""")
    page.type_into("input[name=q]", word.upper())
    state = page.evaluate(STATE)
    checks.check(0 < len(state["shown"]) < total and set(expected) <= set(state["shown"]),
                 f"searching the description word {word.upper()!r} finds the states it describes "
                 f"({', '.join(expected)}) and not every state", f"shown: {state['shown']}")
    page.type_into("input[name=q]", "no-such-state-anywhere")
    state = page.evaluate(STATE)
    checks.check(state["noMatch"] and not state["shown"] and "No state matches" in state["noMatchText"]
                 and "no-such-state-anywhere" in state["noMatchText"],
                 "a search that finds nothing says so, naming the search", state["noMatchText"])
    checks.equal(state["count"], f"0 of {total} states", "the count says none is shown")
    page.click("#clear")
    state = page.evaluate(STATE)
    checks.check(len(state["shown"]) == total and not state["noMatch"] and not state["search"],
                 "'Clear search and filters' shows every state again and empties the address",
                 f"{len(state['shown'])} shown, address {state['search']!r}")
    checks.no_errors(page, "search")
    page.close()


def filters_and_address(checks, browser, index):
    page = browser.open(file_url(index))
    page.evaluate("""(() => { const topic = document.querySelector("select[name=topic]");
      topic.value = "type"; topic.dispatchEvent(new Event("input", {bubbles: true})); })()""")
    state = page.evaluate(STATE)
    topics = page.evaluate("""[...document.querySelectorAll("#states article")]
      .filter(a => a.dataset.topic === "type").map(a => a.id)""")
    checks.equal(state["shown"], topics, "the topic filter 'type' shows exactly the type-size states")
    checks.equal(state["count"], f"{len(topics)} of {state['total']} states",
                 "the count says how many are shown")
    page.type_into("input[name=q]", "Accessibility")
    state = page.evaluate(STATE)
    checks.check(state["shown"] and all(name.startswith("type-accessibility")
                                        for name in state["shown"]),
                 "search and topic together narrow to the accessibility sizes", state["shown"])
    checks.equal(state["search"], "?q=Accessibility&topic=type",
                 "the search and the topic are kept in the address")
    shown = state["shown"]
    page.reload()
    state = page.evaluate(STATE)
    checks.check(state["fields"]["q"] == "Accessibility" and state["fields"]["topic"] == "type"
                 and state["shown"] == shown,
                 "reloading restores the search, the filter and what they show",
                 f"fields {state['fields']}, shown {state['shown']}")
    page.close()
    page = browser.open(file_url(index, {"size": "accessibility3", "q": "MENU"}))
    state = page.evaluate(STATE)
    checks.equal(state["shown"], ["menu-open-ax3"],
                 "an address with ?size=accessibility3&q=MENU opens on the AX3 menu alone")
    checks.no_errors(page, "filters and address")
    page.close()


def voiceover(checks, browser, index):
    page = browser.open(file_url(index))
    open_count = page.evaluate("document.querySelectorAll('details.reading[open]').length")
    checks.equal(open_count, 0, "every VoiceOver list starts collapsed")
    height = page.evaluate("document.getElementById('states').getBoundingClientRect().height")
    states = page.evaluate("document.querySelectorAll('#states article').length")
    checks.check(height / states < 250, "collapsed lists keep the States section short (under "
                 "250 px a state on average at 1440 px)", f"{height:.0f} px for {states} states")
    page.click("#menu-open details.reading summary")
    checks.check(page.wait_until("""(() => {
        const overlay = document.querySelector("#menu-open details.reading[open] .overlay img");
        return overlay && overlay.complete && overlay.naturalWidth > 0
          && overlay.getBoundingClientRect().height > 0; })()"""),
                 "one click on 'VoiceOver reading' shows the list and the overlay picture")
    items = page.evaluate("document.querySelectorAll('#menu-open details.reading li').length")
    checks.check(items > 0, "the list has the state's elements", f"{items} items")
    checks.no_errors(page, "VoiceOver")
    page.close()


def phone(checks, browser, index):
    for scheme in ("light", "dark"):
        page = browser.open(file_url(index), PHONE, scheme)
        width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        checks.check(width[0] <= width[1] == 390, f"{scheme}: the page is no wider than the phone",
                     f"page {width[0]} px in a {width[1]} px viewport")
        cut = page.evaluate("""[...document.querySelectorAll("#states img, #states h3, .bar *")]
          .filter(e => { const r = e.getBoundingClientRect();
                         return r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5); })
          .map(e => e.closest("article")?.id ?? e.tagName)""")
        checks.check(not cut, f"{scheme}: no picture, name or control is cut off at the edge",
                     ", ".join(cut[:10]))
        stacked = page.evaluate("""[...document.querySelectorAll("#states article")].every(a => {
          const light = a.querySelector("figure.light").getBoundingClientRect();
          const dark = a.querySelector("figure.dark").getBoundingClientRect();
          return dark.top >= light.bottom && Math.abs(dark.left - light.left) < 1; })""")
        checks.check(stacked, f"{scheme}: each state's light picture sits over its dark one")
        columns = page.evaluate("""new Set([...document.querySelectorAll("#states article")]
          .map(a => Math.round(a.getBoundingClientRect().left))).size""")
        checks.equal(columns, 1, f"{scheme}: one state a row")
        checks.no_errors(page, f"phone, {scheme}")
        page.close()


def schemes(checks, browser, index):
    for scheme, dark in (("light", False), ("dark", True)):
        page = browser.open(file_url(index), DESKTOP, scheme)
        luminance = page.evaluate("""(() => {
          const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\\d+/g).map(Number);
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; })()""")
        checks.check((luminance < 0.2) if dark else (luminance > 0.8),
                     f"with prefers-color-scheme {scheme}, the page is {scheme}",
                     f"background luminance {luminance:.2f}")
        page.close()


def matrix_page(checks, browser, matrix):
    page = browser.open(file_url(matrix), DESKTOP, "dark")
    widths = page.evaluate("[...document.querySelectorAll('.matrix > .head')].slice(1, 5)"
                           ".map(h => h.textContent)")
    checks.equal(widths, ["320 pt", "375 pt", "393 pt", "440 pt"], "columns are the four widths")
    sizes = page.evaluate("[...document.querySelectorAll('.matrix .size .long')].map(h => h.textContent)")
    checks.check(sizes[:1] == ["xSmall"] and sizes[-1:] == ["accessibility5"] and len(sizes) == 12,
                 "rows are the twelve type sizes, xSmall to accessibility5", sizes)
    visible = page.evaluate("""[...document.querySelectorAll('.cell a')]
      .filter(a => a.offsetParent).map(a => a.className)""")
    checks.check(len(visible) == 48 and set(visible) == {"dark"},
                 "with the system dark, the 48 cells show their dark pictures",
                 f"{len(visible)} shown: {set(visible)}")
    page.click("input[name=scheme][value=light]")
    visible = page.evaluate("[...document.querySelectorAll('.cell a')].filter(a => a.offsetParent)"
                            ".map(a => a.className)")
    checks.check(len(visible) == 48 and set(visible) == {"light"},
                 "choosing light shows the light pictures", f"{set(visible)}")
    page.click("input[name=fit][value=points]")
    cell = page.evaluate("""(() => { const a = document.querySelector('.cell a.light');
      return [a.getBoundingClientRect().width, Number(a.querySelector("img").getAttribute("width"))]; })()""")
    checks.check(abs(cell[0] - (cell[1] / 2 + 2)) < 1,
                 "'1 pt = 1 CSS px' shows a 320 pt card 320 CSS px wide (2x picture)", cell)
    checks.equal(page.evaluate("location.search"), "?scheme=light&fit=points",
                 "the scheme and size are kept in the address")
    checks.all_images_load(page, os.path.basename(matrix))
    checks.no_errors(page, os.path.basename(matrix))
    page.close()
    page = browser.open(file_url(matrix), PHONE, "light")
    width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    checks.check(width[0] <= width[1], "on a phone the matrix page is no wider than the screen",
                 f"{width[0]} px in {width[1]} px")
    page.close()


# What the Motion section shows, read back by the checks below.
FILMS = """(() => {
  const films = [...document.querySelectorAll("#motion article")];
  return {
    shown: films.filter(a => !a.hidden).map(a => a.id),
    total: films.length,
    count: document.getElementById("film-count").textContent,
    noMatch: !document.getElementById("no-film").hidden,
  };
})()"""


def apng_frames(path):
    """The frame count of a PNG file's acTL chunk, or 0 for a still PNG."""
    with open(path, "rb") as file:
        data = file.read()
    offset = 8
    while offset + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        if kind == b"acTL":
            return struct.unpack(">I", data[offset + 8:offset + 12])[0]
        if kind == b"IDAT":
            return 0
        offset += 12 + length
    return 0


def motion_films(checks, browser, gallery):
    page = browser.open(file_url(os.path.join(gallery, "index.html"), None) + "#motion")
    reels = page.evaluate("""[...document.querySelectorAll("#motion article")].map(a => ({
      id: a.id,
      reels: [...a.querySelectorAll(".reel")].map(r => ({
        scheme: r.classList.contains("dark") ? "dark" : "light",
        films: [...r.querySelectorAll(".films img")].map(i => i.getAttribute("src")),
        strips: [...r.querySelectorAll(".strip img")].map(i => i.getAttribute("src")),
      })),
    }))""")
    checks.check(len(reels) >= 15, "the Motion section has every catalog change that moves",
                 f"{len(reels)} films")
    shapes = {(len(r["reels"]), tuple((x["scheme"], len(x["films"]), len(x["strips"]))
                                      for x in r["reels"])) for r in reels}
    checks.equal(shapes, {(2, (("light", 2, 1), ("dark", 2, 1)))},
                 "each change shows, light and dark, a film beside its twin over a filmstrip")
    unanimated, twins = [], []
    for reel in (x for r in reels for x in r["reels"]):
        film, twin = (apng_frames(os.path.join(gallery, src)) for src in reel["films"])
        strip = apng_frames(os.path.join(gallery, reel["strips"][0]))
        if film < 10 or twin < 2 or strip != 0:
            unanimated.append(f"{reel['films'][0]}: {film}, twin {twin}, strip {strip}")
        if not twin < film:
            twins.append(reel["films"][0])
    checks.check(not unanimated, "every film and its twin are animated PNGs (an acTL chunk, "
                 "10 frames or more, the twin 2 or more) and every filmstrip a still",
                 "; ".join(unanimated[:5]))
    checks.check(not twins, "every Reduce Motion twin is shorter than its film (a short fade)",
                 ", ".join(twins))
    checks.all_images_load(page, "Motion")
    checks.check(plays(page, "#film-menu-opens .reel.dark .films img"),
                 "the browser plays a film: the window's picture changes while it runs")
    checks.no_errors(page, "Motion")
    page.close()


def plays(page, selector):
    """Whether two screenshots of the window, with the film `selector` in its middle and every
    picture in view loaded, differ within a few seconds: the films animate. The page has no
    other animation."""
    page.rect(f"document.querySelector({json.dumps(selector)})")
    page.wait_until("[...document.images].filter(i => { const r = i.getBoundingClientRect();"
                    " return r.height > 0 && r.bottom > 0 && r.top < innerHeight; })"
                    ".every(i => i.complete)", 15000)
    first = page.screenshot_data()
    for _ in range(60):
        page.evaluate("self.settled()")
        if page.screenshot_data() != first:
            return True
    return False


def motion_filters(checks, browser, index):
    page = browser.open(file_url(index))
    total = page.evaluate(FILMS)["total"]
    checks.equal(page.evaluate(FILMS)["count"], f"{total} of {total} films",
                 "before any search every film shows, and the section says so")
    page.type_into("input[name=q]", "MENU")
    films = page.evaluate(FILMS)
    checks.equal(films["shown"], ["film-menu-opens"],
                 "searching 'MENU' finds the menu's film, whatever the case")
    checks.equal(films["count"], f"1 of {total} films", "the films' count follows the search")
    page.type_into("input[name=q]", "")
    page.evaluate("""(() => { const topic = document.querySelector("select[name=topic]");
      topic.value = "chips"; topic.dispatchEvent(new Event("input", {bubbles: true})); })()""")
    films = page.evaluate(FILMS)
    topics = page.evaluate("""[...document.querySelectorAll("#motion article")]
      .filter(a => a.dataset.topic === "chips").map(a => a.id)""")
    checks.check(films["shown"] == topics and 0 < len(topics) < total,
                 "the topic filter 'chips' shows exactly the chips' films", films["shown"])
    page.type_into("input[name=q]", "no-such-change-anywhere")
    films = page.evaluate(FILMS)
    checks.check(films["noMatch"] and not films["shown"],
                 "a search no film matches says so in the Motion section", films)
    checks.no_errors(page, "Motion filters")
    page.close()


def motion_phone(checks, browser, index):
    for scheme in ("light", "dark"):
        page = browser.open(file_url(index) + "#motion", PHONE, scheme)
        width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        checks.check(width[0] <= width[1] == 390,
                     f"{scheme}: with the Motion section the page is no wider than the phone",
                     f"page {width[0]} px in a {width[1]} px viewport")
        cut = page.evaluate("""[...document.querySelectorAll(
            "#motion h3, #motion .films img, #motion .strip .frame")]
          .filter(e => { const r = e.getBoundingClientRect();
                         return r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5); })
          .map(e => e.closest("article")?.id ?? e.tagName)""")
        checks.check(not cut, f"{scheme}: no film, filmstrip or name is cut off at the edge "
                     "(filmstrips scroll inside their frame)", ", ".join(cut[:10]))
        beside = page.evaluate("""[...document.querySelectorAll("#motion .films")].every(f => {
          const [film, twin] = [...f.querySelectorAll("img")].map(i => i.getBoundingClientRect());
          return Math.abs(film.top - twin.top) < 1 && twin.left >= film.right; })""")
        checks.check(beside, f"{scheme}: each film plays beside its Reduce Motion twin")
        checks.no_errors(page, f"Motion on a phone, {scheme}")
        page.close()
