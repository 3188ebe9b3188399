"""The failure report of a check that fails: the summary, pictures at 1:1 and zoomed, the
wipe, onion skin and blink, the magnifier, a size change, the copy buttons and a phone."""

import json
import os

from browser import PHONE, file_url


def run(checks, browser, report, pixel_failure, size_failure):
    """`pixel_failure` and `size_failure` name the report's picture whose pixels changed and
    the one whose size changed."""
    url = file_url(os.path.join(report, "index.html"))
    checks.group("report: loads whole, summary first", summary, browser, url,
                 [pixel_failure, size_failure])
    checks.group("report: pictures at 1:1 and zoomed", scale, browser, url, pixel_failure)
    checks.group("report: wipe, onion skin and blink", compare, browser, url, pixel_failure)
    checks.group("report: the magnifier", magnifier, browser, url, pixel_failure)
    checks.group("report: a size change", size_change, browser, url, size_failure)
    checks.group("report: the accept command's copy button", copy, browser, url, pixel_failure)
    checks.group("report: a 390 px phone", phone, browser, url)


def section(name):
    return f"document.getElementById({json.dumps(name)})"


def summary(checks, browser, url, failures):
    page = browser.open(url)
    first = page.evaluate("document.querySelector('main > section').id")
    checks.equal(first, "summary", "the summary is the first thing on the page")
    rows = page.evaluate("""[...document.querySelectorAll('#summary tbody tr')].map(row =>
      ({link: row.querySelector('a').getAttribute('href'), cells: [...row.cells].map(c => c.textContent)}))""")
    checks.equal([row["link"] for row in rows], ["#" + name for name in failures],
                 "the summary links to each failure")
    for row in rows:
        target = page.evaluate(f"Boolean(document.getElementById({json.dumps(row['link'][1:])}))")
        checks.check(target, f"the link {row['link']} leads to its failure")
    pixel_row = rows[0]["cells"] if rows else []
    checks.check(len(pixel_row) == 3 and "%" in pixel_row[2] and " of " in pixel_row[2],
                 "the pixel change's row gives the share of pixels changed", pixel_row)
    counts = page.evaluate("document.querySelector('#summary .counts').textContent")
    checks.check("1 pixel change" in counts and "1 size change" in counts,
                 "the counts name each kind of failure", counts)
    page.click(f"#summary a[href='#{failures[1]}']")
    top = page.evaluate(f"{section(failures[1])}.getBoundingClientRect().top")
    checks.check(0 <= top < 200, "following a summary link brings its failure to the top",
                 f"its top is at {top} px")
    checks.all_images_load(page, "report")
    checks.no_errors(page, "report")
    page.close()


def scale(checks, browser, url, name):
    page = browser.open(url)
    sizes = page.evaluate(f"""[...{section(name)}.querySelectorAll('.pictures img')]
      .map(i => [i.getBoundingClientRect().width, i.naturalWidth])""")
    checks.check(len(sizes) == 3 and all(abs(w - n) < 0.5 for w, n in sizes),
                 "expected, actual and diff start at 1:1, one picture pixel per CSS pixel", sizes)
    page.evaluate("""(() => { const s = document.querySelector('select[name=scale]');
      s.value = "4"; s.dispatchEvent(new Event("change", {bubbles: true})); })()""")
    sizes = page.evaluate(f"""[...{section(name)}.querySelectorAll('.pictures img')]
      .map(i => [i.getBoundingClientRect().width, i.naturalWidth])""")
    checks.check(all(abs(w - 4 * n) < 0.5 for w, n in sizes), "zoom 4× draws them 4 times as large",
                 sizes)
    overflow = page.evaluate(f"""(() => {{ const s = {section(name)};
      return [s.scrollWidth, s.clientWidth]; }})()""")
    checks.check(overflow[0] <= overflow[1], "zoomed pictures scroll inside their card, not out of it",
                 overflow)
    page.close()


def compare(checks, browser, url, name):
    page = browser.open(url)
    stack = f"{section(name)}.querySelector('.stack')"
    box = page.rect(stack)
    y = box["y"] + box["h"] / 2
    page.drag((box["x"] + box["w"] * 0.5, y), (box["x"] + box["w"] * 0.8, y))
    wipe = page.evaluate(f"""(() => {{ const s = {stack};
      return {{value: Number(s.querySelector('.wipe').value), clip: s.querySelector('.over').style.clipPath,
               divider: parseFloat(s.querySelector('.divider').style.left), width: s.querySelector('.under').offsetWidth}}; }})()""")
    checks.check(75 <= wipe["value"] <= 85, "dragging across the picture moves the wipe with it",
                 f"slider at {wipe['value']}")
    checks.check(abs(wipe["divider"] - wipe["width"] * wipe["value"] / 100) < 1
                 and f"{wipe['divider']}px" in wipe["clip"],
                 "the divider line stands where actual starts to show", wipe)
    page.click(f"[id='{name}'] input[value=onion]")
    page.click(f"[id='{name}'] .opacity")  # the middle of the slider
    onion = page.evaluate(f"""(() => {{ const s = {section(name)};
      return {{opacity: Number(s.querySelector('.over').style.opacity), value: Number(s.querySelector('.opacity').value),
               clip: s.querySelector('.over').style.clipPath, divider: s.querySelector('.divider').offsetParent !== null}}; }})()""")
    checks.check(abs(onion["opacity"] - onion["value"] / 100) < 0.01 and 0 < onion["opacity"] < 1
                 and onion["clip"] == "none" and not onion["divider"],
                 "onion skin lays actual over expected at the slider's opacity, without the wipe",
                 onion)
    page.click(f"[id='{name}'] input[value=blink]")
    blinked = page.wait_until(f"""{section(name)}.querySelector('.over').style.opacity === "0"
      && {section(name)}.querySelector('.blink-state').textContent === "showing expected" """, 2000)
    checks.check(blinked, "blink shows expected within a second")
    back = page.wait_until(f"{section(name)}.querySelector('.over').style.opacity === '1'", 2000)
    checks.check(back, "and then actual again")
    page.click(f"[id='{name}'] input[value=wipe]")
    steady = page.evaluate(f"""new Promise(resolve => setTimeout(() =>
      resolve({section(name)}.querySelector('.over').style.opacity), 1200))""")
    checks.equal(steady, "1", "going back to the wipe stops the blinking")
    checks.no_errors(page, "compare")
    page.close()


def magnifier(checks, browser, url, name):
    page = browser.open(url)
    image = f"{section(name)}.querySelector('.pictures img.actual')"
    box = page.rect(image)
    page.move_mouse(box["x"] + 100.5, box["y"] + 60.5)
    shown = page.evaluate("""(() => { const m = document.getElementById('magnifier');
      return {hidden: m.hidden, where: m.querySelector('.where').textContent,
              lenses: [...m.querySelectorAll('.lens')].map(l => [l.dataset.role, l.style.backgroundImage,
                l.style.backgroundPosition, !l.parentElement.hidden])}; })()""")
    checks.check(not shown["hidden"], "pointing at a picture shows the magnifier")
    checks.equal(shown["where"], "x 100, y 60 (picture pixels)",
                 "it shows the picture pixel under the pointer")
    roles = {role: (background, position, visible)
             for role, background, position, visible in shown["lenses"]}
    for role in ("expected", "actual", "diff"):
        background, position, visible = roles.get(role, ("", "", False))
        checks.check(visible and f"{name}.{role}.png" in background and position == "-720px -400px",
                     f"its {role} lens shows the same pixels of {name}.{role}.png, 8 times as large",
                     roles.get(role))
    page.move_mouse(box["x"] + 10.5, box["y"] - 200)
    checks.check(page.evaluate("document.getElementById('magnifier').hidden"),
                 "moving off the pictures hides it")
    page.close()


def size_change(checks, browser, url, name):
    page = browser.open(url)
    for scale in ("1", "fit"):
        page.evaluate(f"""(() => {{ const s = document.querySelector('select[name=scale]');
          s.value = "{scale}"; s.dispatchEvent(new Event("change", {{bubbles: true}})); }})()""")
        layout = page.evaluate(f"""(() => {{ const s = {section(name)};
          const [expected, actual] = [...s.querySelectorAll('.pictures figure')].map(f => f.getBoundingClientRect());
          const card = s.getBoundingClientRect(), stack = s.querySelector('.stack').getBoundingClientRect();
          return {{expected: [expected.left, expected.top, expected.right, expected.bottom],
                   actual: [actual.left, actual.top, actual.right, actual.bottom],
                   card: [card.left, card.top, card.right, card.bottom], stack: [stack.bottom],
                   scroll: [s.scrollWidth, s.clientWidth]}}; }})()""")
        expected, actual, card = layout["expected"], layout["actual"], layout["card"]
        checks.check(actual[0] >= expected[2] and abs(actual[1] - expected[1]) < 1,
                     f"zoom {scale}: expected and actual of different sizes stand side by side", layout)
        checks.check(max(expected[3], actual[3], layout["stack"][0]) <= card[3]
                     and layout["scroll"][0] <= layout["scroll"][1],
                     f"zoom {scale}: the taller picture stays inside its card", layout)
    page.close()


def copy(checks, browser, url, name):
    page = browser.open(url)
    message_command = page.evaluate(f"""{section(name)}.querySelector('pre').textContent
      .split("\\n").find(line => line.startsWith("To accept")).replace(/^To [^:]+: /, "")""")
    button = f"[id='{name}'] button.copy"
    command = page.evaluate(f"document.querySelector({json.dumps(button)}).dataset.command")
    checks.check(command and message_command.startswith(command),
                 "the copy button holds the command the failure's message gives",
                 f"{command!r} from {message_command!r}")
    page.click(button)
    copied = page.wait_until(f"document.querySelector({json.dumps(button)}).textContent === 'Copied'")
    checks.check(copied, "clicking Copy says Copied")
    clipboard = page.evaluate("navigator.clipboard.readText()")
    checks.equal(clipboard, command, "the clipboard holds the accept command")
    checks.no_errors(page, "copy")
    page.close()


def phone(checks, browser, url):
    for scheme in ("light", "dark"):
        page = browser.open(url, PHONE, scheme)
        width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        checks.check(width[0] <= width[1], f"{scheme}: the report is no wider than a phone",
                     f"page {width[0]} px in a {width[1]} px viewport")
        checks.no_errors(page, f"phone, {scheme}")
        page.close()
