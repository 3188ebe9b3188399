"""Headless Chromium driven over the DevTools protocol: the one client that the benchmarks
(Benchmarks/peers.py) and the browser tests (Tests/Web/) share.

Debian's `chromium` and python3-websocket (websocket-client) are all it needs; the browser
listens on loopback only, on a port it picks itself, and is killed with its whole process group
when it stops. Every wait is bounded.
"""

import json
import os
import signal
import subprocess
import time
import urllib.request

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                  "--mute-audio", "--no-first-run", "--disable-extensions",
                  "--disable-background-networking", "--disable-component-update"]


class DevTools:
    """One page's websocket: `call` sends a command and waits for its reply; the events that
    arrive meanwhile are kept in `events` (method, params) for whoever asked for them."""

    def __init__(self, url, timeout=30):
        import websocket  # python3-websocket (websocket-client)
        self.socket = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
        self.timeout = timeout
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append((message["method"], message.get("params", {})))
        raise TimeoutError(method)

    def wait_for(self, method, timeout=30):
        """The params of the first `method` event, kept or still to come; it is taken out of
        `events`."""
        deadline = time.monotonic() + timeout
        while True:
            for index, (name, params) in enumerate(self.events):
                if name == method:
                    del self.events[index]
                    return params
            if time.monotonic() > deadline:
                raise TimeoutError(f"no {method} event within {timeout} s")
            message = json.loads(self.socket.recv())
            if "method" in message:
                self.events.append((message["method"], message.get("params", {})))

    def close(self):
        self.socket.close()


def start_chromium(profile, flags=()):
    """Chromium with DevTools on an ephemeral loopback port and its profile in `profile`;
    returns (process, port, the first page's websocket URL)."""
    process = subprocess.Popen(
        ["chromium", *CHROMIUM_FLAGS, *flags, "--remote-debugging-address=127.0.0.1",
         "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 30
    while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
        if time.monotonic() > deadline or process.poll() is not None:
            stop(process)
            raise RuntimeError("Chromium did not open its DevTools port")
        time.sleep(0.05)
    port = int(open(port_file).read().split("\n")[0])
    pages = [t for t in targets(port) if t["type"] == "page"]
    return process, port, pages[0]["webSocketDebuggerUrl"]


def targets(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as response:
        return json.load(response)


def new_page(port):
    """A fresh tab (its own history and console) and its websocket URL."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?about:blank",
                                     method="PUT")
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def close_page(port, page):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/close/{page['id']}",
                                timeout=10):
        pass


def stop(process):
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()
