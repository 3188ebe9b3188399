"""The browser tests' bookkeeping: each check says what should hold and, when it does not,
what was found instead; a group that raises counts as one failure and the run goes on."""

import time
import traceback


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, ok, expectation, found=""):
        """Records `expectation` (what should hold) as passed or failed; `found` says what the
        page showed instead, for the failure's message."""
        if ok:
            self.passed += 1
            print(f"  ok    {expectation}")
        else:
            self.failed.append(f"{expectation}: {found}" if found else expectation)
            print(f"  FAIL  {expectation}" + (f"\n        found: {found}" if found else ""))
        return ok

    def equal(self, actual, expected, expectation):
        return self.check(actual == expected, expectation,
                          f"{actual!r}, expected {expected!r}")

    def no_errors(self, page, where):
        errors = page.errors()
        return self.check(not errors, f"{where}: no console errors, exceptions or failed loads",
                          "; ".join(errors))

    def all_images_load(self, page, where, sized=True):
        """Every <img> on the page, lazy or hidden ones too, loads and decodes; with `sized`,
        at the size in pixels its width attribute promises (DocC's give points instead)."""
        broken = page.evaluate(f"""Promise.all([...document.images].map(image => {{
            image.loading = "eager";
            return image.decode().then(
              () => {"true" if sized else "false"} && image.hasAttribute("width")
                  && image.naturalWidth !== Number(image.getAttribute("width"))
                ? `${{image.getAttribute("src")}} is ${{image.naturalWidth}} px wide, `
                  + `the page says ${{image.getAttribute("width")}}` : null,
              () => image.getAttribute("src") + " did not load");
          }})).then(found => found.filter(Boolean))""")
        count = page.evaluate("document.images.length")
        self.check(count > 0, f"{where}: has pictures", "no <img> on the page")
        return self.check(not broken, f"{where}: all {count} pictures load",
                          ", ".join(broken[:10]))

    def group(self, title, body, *arguments):
        """Runs one group of checks; an exception in it is one failure naming the group."""
        print(title)
        start = time.monotonic()
        try:
            body(self, *arguments)
            print(f"  ({time.monotonic() - start:.1f} s)")
        except Exception as error:  # noqa: BLE001 - any error is a failed group, reported whole
            self.failed.append(f"{title}: {error}")
            print(f"  FAIL  {title} stopped: {error}")
            traceback.print_exc()
