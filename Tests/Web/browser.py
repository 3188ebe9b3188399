"""A page in headless Chromium, as the browser tests use it: open a URL at a window size and
colour scheme, run JavaScript, click and type as a person would (real input events), collect
every console error, uncaught exception and failed load, and take screenshots.

Built on scripts/devtools.py, the DevTools client the benchmarks use too.
"""

import base64
import json
import os
import shutil
import sys
import tempfile
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
from devtools import DevTools, close_page, new_page, start_chromium, stop  # noqa: E402

DESKTOP = {"width": 1440, "height": 900, "mobile": False, "scale": 1}
PHONE = {"width": 390, "height": 844, "mobile": True, "scale": 3}


class Browser:
    """One headless Chromium for a whole run; each `open` is a fresh tab."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="test-web-chromium-")
        # /dev/shm is small in containers, where Chromium's renderers then crash.
        self.process, self.port, _ = start_chromium(self.profile, ["--disable-dev-shm-usage"])

    def open(self, url, device=DESKTOP, scheme="light"):
        page = Page(self, new_page(self.port))
        page.emulate(device, scheme)
        page.go(url)
        return page

    def close(self):
        stop(self.process)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()


class Page:
    def __init__(self, browser, target):
        self.browser = browser
        self.target = target
        self.tools = DevTools(target["webSocketDebuggerUrl"])
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.tools.call(f"{domain}.enable")
        # Clipboard writes need a focused document, which a headless tab is not by itself.
        self.tools.call("Emulation.setFocusEmulationEnabled", enabled=True)
        self.tools.call("Browser.grantPermissions",
                        permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])

    def emulate(self, device, scheme):
        self.tools.call("Emulation.setDeviceMetricsOverride", width=device["width"],
                        height=device["height"], deviceScaleFactor=device["scale"],
                        mobile=device["mobile"])
        self.tools.call("Emulation.setTouchEmulationEnabled", enabled=device["mobile"])
        self.tools.call("Emulation.setEmulatedMedia",
                        features=[{"name": "prefers-color-scheme", "value": scheme}])

    def go(self, url):
        self.tools.call("Page.navigate", url=url)
        self.tools.wait_for("Page.loadEventFired")
        self.settle()

    def settle(self):
        """Waits for the page's fonts and two frames, so layout, scrolling and the events they
        cause are done; `self.settled()` in the page does the same."""
        self.evaluate("""self.settled = () => document.fonts.ready.then(() => new Promise(
          resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          self.settled()""")

    def reload(self):
        self.tools.call("Page.reload")
        self.tools.wait_for("Page.loadEventFired")
        self.settle()

    def evaluate(self, expression):
        """The value of a JavaScript expression (a promise is awaited); an exception in it
        is raised here with its message."""
        result = self.tools.call("Runtime.evaluate", expression=expression, awaitPromise=True,
                                 returnByValue=True, userGesture=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise RuntimeError(f"JavaScript failed: {text}\n  in: {expression[:200]}")
        return result["result"].get("value")

    def wait_until(self, condition, timeout_ms=5000):
        """Whether the JavaScript `condition` became true within the time, checked on every
        frame in the page itself."""
        return self.evaluate(f"""new Promise(resolve => {{
          const end = performance.now() + {timeout_ms};
          (function poll() {{
            let value = false;
            try {{ value = ({condition}); }} catch (error) {{}}
            if (value || performance.now() > end) resolve(Boolean(value));
            else setTimeout(poll, 16);
          }})();
        }})""")

    def rect(self, element):
        """The box of the element the JavaScript expression `element` gives, scrolled into the
        middle of the window first; None when there is none."""
        return self.evaluate(f"""(async () => {{
          const element = {element};
          if (!element) return null;
          element.scrollIntoView({{block: "center", inline: "center"}});
          await self.settled();
          const r = element.getBoundingClientRect();
          return {{x: r.left, y: r.top, w: r.width, h: r.height}};
        }})()""")

    def center(self, selector):
        """The middle of the first element matching `selector`, scrolled into view."""
        box = self.rect(f"document.querySelector({json.dumps(selector)})")
        if box is None:
            raise LookupError(f"nothing matches {selector}")
        return box["x"] + box["w"] / 2, box["y"] + box["h"] / 2

    def click(self, selector):
        x, y = self.center(selector)
        self.click_at(x, y)

    def click_at(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.tools.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                            clickCount=1)

    def move_mouse(self, x, y):
        self.tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)

    def drag(self, start, end, steps=8):
        self.tools.call("Input.dispatchMouseEvent", type="mousePressed", x=start[0], y=start[1],
                        button="left", clickCount=1)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step / steps
            y = start[1] + (end[1] - start[1]) * step / steps
            self.tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y,
                            button="left", buttons=1)
        self.tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=end[0], y=end[1],
                        button="left", clickCount=1)

    def type_into(self, selector, text):
        """Clears the field, then types `text` as keyboard input (one input event)."""
        self.click(selector)
        self.evaluate(f"document.querySelector({json.dumps(selector)}).select()")
        if text:
            self.tools.call("Input.insertText", text=text)
        else:
            for kind in ("keyDown", "keyUp"):
                self.tools.call("Input.dispatchKeyEvent", type=kind, key="Backspace",
                                code="Backspace", windowsVirtualKeyCode=8)

    def errors(self):
        """Console errors, uncaught exceptions and failed loads since the page opened."""
        self.evaluate("0")  # takes in the events already sent
        found = []
        for method, params in self.tools.events:
            if method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                found.append("exception: " + (details.get("exception", {}).get("description")
                                              or details.get("text", "")))
            elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                found.append("console.error: " + " ".join(
                    str(arg.get("value", arg.get("description", ""))) for arg in params["args"]))
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                entry = params["entry"]
                found.append(f"log: {entry['text']} {entry.get('url', '')}".strip())
            elif method == "Network.loadingFailed" and not params.get("canceled"):
                found.append(f"failed load: {params.get('errorText')} (request "
                             f"{params.get('requestId')})")
        return found

    def screenshot_data(self):
        """The window as PNG bytes."""
        return base64.b64decode(self.tools.call("Page.captureScreenshot", format="png")["data"])

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            size = self.evaluate("({w: document.documentElement.scrollWidth, "
                                 "h: document.documentElement.scrollHeight})")
            params.update(captureBeyondViewport=True,
                          clip={"x": 0, "y": 0, "width": size["w"],
                                "height": min(size["h"], 16000), "scale": 1})
        shot = self.tools.call("Page.captureScreenshot", **params)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        return path

    def close(self):
        self.tools.close()
        close_page(self.browser.port, self.target)


def file_url(path, query=None):
    url = "file://" + urllib.parse.quote(os.path.abspath(path))
    return url + ("?" + urllib.parse.urlencode(query) if query else "")
