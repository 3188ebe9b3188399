#!/usr/bin/python3
"""The browser tests: the gallery, the failure report and the documentation site, each in
headless Chromium as a person would use them. `make test-web` (scripts/test-web.sh) builds
what they look at and runs this; it ends with "N passed, N failed" and exits 1 on any failure.

Screenshots of every page, light and dark, desktop and phone, go to --screenshots for a person
to look at.
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import docs_test  # noqa: E402
import gallery_test  # noqa: E402
import report_test  # noqa: E402
from browser import DESKTOP, PHONE, Browser, file_url  # noqa: E402
from checks import Checks  # noqa: E402


def screenshots(browser, pages, folder):
    """Each of `pages` (name, URL, and a JavaScript condition that says it is drawn, or
    "true") light and dark, on a desktop and a phone."""
    for name, url, drawn in pages:
        for device_name, device in (("desktop", DESKTOP), ("phone", PHONE)):
            for scheme in ("light", "dark"):
                page = browser.open(url, device, scheme)
                page.wait_until(drawn, 15000)
                # The pictures in view: shown (lazy ones that are hidden, or in a closed
                # <details>, never load) and above the window's bottom edge.
                page.wait_until("[...document.images].filter(i => {"
                                " const r = i.getBoundingClientRect();"
                                " return r.height > 0 && r.top < innerHeight; })"
                                ".every(i => i.complete)")
                page.screenshot(os.path.join(folder, f"{name}.{device_name}.{scheme}.png"))
                page.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--gallery", required=True, help="a gallery folder (render-composer gallery)")
    parser.add_argument("--report", required=True, help="the artifacts folder of a failing check")
    parser.add_argument("--pixel-failure", required=True,
                        help="the report's picture whose pixels changed, e.g. default.light")
    parser.add_argument("--size-failure", required=True,
                        help="the report's picture whose size changed")
    parser.add_argument("--docs", help="the documentation site's folder (make docs)")
    parser.add_argument("--screenshots", help="where to save screenshots of every page")
    options = parser.parse_args()

    checks = Checks()
    with Browser() as browser:
        gallery_test.run(checks, browser, options.gallery)
        report_test.run(checks, browser, options.report, options.pixel_failure,
                        options.size_failure)
        docs_server = docs_test.serve(options.docs) if options.docs else None
        try:
            if docs_server:
                docs_test.run(checks, browser, docs_server.url)
            if options.screenshots:
                gallery = os.path.join(options.gallery, "index.html")
                matrix = os.path.join(options.gallery, "matrix", "default.html")
                report = os.path.join(options.report, "index.html")
                pages = [("gallery", file_url(gallery), "true"),
                         ("gallery-motion", file_url(gallery) + "#motion", "true"),
                         ("gallery-matrix", file_url(matrix), "true"),
                         ("report", file_url(report), "true")]
                if docs_server:
                    pages += [(name, docs_server.url + path, docs_test.RENDERED)
                              for name, path in (("docs", docs_test.LANDING),
                                                 ("docs-states", docs_test.STATES))]
                screenshots(browser, pages, options.screenshots)
                print(f"Screenshots: {options.screenshots}")
        finally:
            if docs_server:
                docs_server.stop()

    for failure in checks.failed:
        print(f"FAILED: {failure}")
    print(f"{checks.passed} passed, {len(checks.failed)} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
