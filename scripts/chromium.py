"""Headless Chromium over the DevTools protocol, and Kumiko apps served to it, for scripts/check-seeds-in-browser
and scripts/web-pictures. Standard library only.

The browser is started with `--remote-debugging-pipe`: commands go in on its file descriptor 3, replies and events
come out on 4, each a JSON message ending in a NUL byte (the same mechanism as the tests'
Tests/KumikoTestSupport/Web/Chromium.swift). Each page is a target of its own, attached with `flatten: true`, so
its commands carry a `sessionId`; a page records the JavaScript exceptions it reports (`Runtime.exceptionThrown`).

    with WebApp([binary]) as app, Chromium() as browser:
        page = browser.page(390, 844)
        page.open(app.url)
        page.wait_for(["Juan Chavez"])
        page.screenshot("phone.png")

Needs Debian's `chromium` package (/usr/bin/chromium).
"""
import base64
import fcntl
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import tempfile
import time

CHROMIUM = "/usr/bin/chromium"


class Failure(Exception):
    """The browser or the app did not do what was asked."""


def _end(process, grace):
    """Ends a process started in a session of its own (and what it started): SIGTERM, then SIGKILL after `grace`
    seconds; waits for it."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            pass
    try:
        os.killpg(process.pid, signal.SIGKILL)  # the group's stragglers (renderers), or the process itself
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:  # until the killed stragglers are gone too
        try:
            os.killpg(process.pid, 0)
        except (ProcessLookupError, PermissionError):
            break
        time.sleep(0.02)


class Chromium:
    """A headless Chromium on a pipe. Close it (or use `with`) to end it and remove its profile."""

    def __init__(self, path=CHROMIUM, timeout=60):
        if not os.access(path, os.X_OK):
            raise Failure(f"{path} is needed (Debian's chromium package)")
        self.timeout = timeout
        self.events = []
        self._buffer = b""
        self._next_id = 0
        self._pages = {}
        self.process = None
        self.profile = tempfile.mkdtemp(prefix="kumiko-chromium-")
        commands_in, self._to_browser = os.pipe()
        self._from_browser, replies_out = os.pipe()

        def onto_3_and_4():
            # In the child, before exec: move the pipe's ends out of the way first (either may be 3 or 4).
            high_in = fcntl.fcntl(commands_in, fcntl.F_DUPFD, 10)
            high_out = fcntl.fcntl(replies_out, fcntl.F_DUPFD, 10)
            os.dup2(high_in, 3)
            os.dup2(high_out, 4)
            os.close(high_in)
            os.close(high_out)

        arguments = [path, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                     "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
                     f"--user-data-dir={self.profile}", "about:blank"]
        try:
            # close_fds=False: the pipes are close-on-exec anyway; only the inheritable 3 and 4 (and stdio) reach
            # the browser. A session of its own, so closing it ends the renderers too.
            self.process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL, preexec_fn=onto_3_and_4, close_fds=False,
                                            start_new_session=True)
        except BaseException:
            self.close()
            raise
        finally:
            os.close(commands_in)
            os.close(replies_out)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()

    def close(self):
        """Ends the browser (asking first) and removes its profile."""
        if self.process is not None and self.process.poll() is None:
            try:
                self._send({"id": 0, "method": "Browser.close"})
            except Failure:
                pass
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        self._to_browser = self._from_browser = -1
        if self.process is not None:
            _end(self.process, grace=5)
            self.process = None
        shutil.rmtree(self.profile, ignore_errors=True)

    # The protocol.

    def _send(self, message):
        data = json.dumps(message).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self._to_browser, data):]
        except OSError as error:
            raise Failure(f"{message.get('method')}: the browser went away ({error})") from None

    def _read(self, deadline):
        """The next message, or Failure when none comes before `deadline`."""
        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise Failure("the browser did not answer in time")
            ready, _, _ = select.select([self._from_browser], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise Failure("the browser closed its pipe")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def _event(self, message):
        page = self._pages.get(message.get("sessionId"))
        if page is not None:
            page._event(message)
        else:
            self.events.append(message)

    def call(self, method, params=None, session=None, timeout=None):
        """Sends a command (to the browser, or to a page's session) and returns its result; events that arrive
        meanwhile go to their pages."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        self._send(message)
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            reply = self._read(deadline)
            if "id" not in reply:
                self._event(reply)
            elif reply["id"] == self._next_id:
                if "error" in reply:
                    raise Failure(f"{method}: {reply['error'].get('message', reply['error'])}")
                return reply.get("result", {})

    def page(self, width, height, scale=1, dark=False):
        """A new page (tab) of `width` × `height` CSS pixels at `scale` device pixels a CSS pixel, in the dark
        colour scheme if asked, with JavaScript exceptions recorded."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        self._pages[session] = page
        page.resize(width, height, scale)
        page.call("Emulation.setEmulatedMedia",
                  {"media": "", "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        page.call("Runtime.enable")
        page.call("Page.enable")
        return page


class Page:
    """One tab of a `Chromium`, attached in flat mode."""

    def __init__(self, browser, target, session):
        self.browser, self.target, self.session = browser, target, session
        self.exceptions = []

    def _event(self, message):
        if message.get("method") == "Runtime.exceptionThrown":
            details = message["params"]["exceptionDetails"]
            description = (details.get("exception") or {}).get("description") or details.get("text", "exception")
            self.exceptions.append(f"{description.splitlines()[0]} (line {details.get('lineNumber', 0) + 1}, "
                                   f"{details.get('url') or 'page'})")
        elif message.get("method") == "Inspector.targetCrashed":
            self.exceptions.append("the page crashed")

    def call(self, method, params=None, timeout=None):
        return self.browser.call(method, params, session=self.session, timeout=timeout)

    def close(self):
        """Closes the tab."""
        self.browser._pages.pop(self.session, None)
        try:
            self.browser.call("Target.closeTarget", {"targetId": self.target})
        except Failure:
            pass

    def resize(self, width, height, scale=1):
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": int(width), "height": int(height), "deviceScaleFactor": scale, "mobile": False})

    def open(self, url):
        """Navigates to `url`."""
        result = self.call("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise Failure(f"cannot open {url}: {result['errorText']}")

    def evaluate(self, expression):
        """The value of a JavaScript expression (JSON-like values come back as Python values)."""
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise Failure(f"{expression[:60]}: {result['exceptionDetails'].get('text')}")
        return result.get("result", {}).get("value")

    def text(self):
        """The text the app shows, in drawing order, then what its text fields show (their text, or their prompt
        while empty: the page's own `<input>`s, whose text is not in `innerText`)."""
        return self.evaluate("""(() => {
            const root = document.getElementById('kumiko');
            if (!root) return '';
            const fields = [...root.querySelectorAll('input')].map(field => field.value || field.placeholder);
            return [root.innerText, ...fields].join('\\n');
        })()""") or ""

    def wait_for(self, texts, timeout=120, case_sensitive=False):
        """Waits (polling) until the shown text contains every one of `texts`; returns (whether it did, the last
        text seen)."""
        def fold(s):
            return s if case_sensitive else s.lower()
        deadline = time.monotonic() + timeout
        while True:
            shown = self.text()
            if all(fold(t) in fold(shown) for t in texts):
                return True, shown
            if time.monotonic() > deadline:
                return False, shown
            time.sleep(0.1)

    def settle(self):
        """Waits for the page's fonts and two animation frames, so a picture shows the final text."""
        self.evaluate("document.fonts.ready.then(() => new Promise(r => requestAnimationFrame(() => "
                      "requestAnimationFrame(() => r(true)))))")

    def centre(self, text, last=False):
        """The centre (x, y) of the first (or last, in drawing order) text element showing exactly `text`, or
        None."""
        return self.evaluate(f"""(() => {{
            const found = [...document.querySelectorAll('#kumiko .t')].filter(el => el.innerText === {json.dumps(text)});
            const el = found[{'found.length - 1' if last else '0'}];
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return [r.x + r.width / 2, r.y + r.height / 2];
        }})()""")

    def click(self, x, y):
        """A click of the primary button at a point."""
        self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def click_text(self, text, last=False):
        """Clicks the text element showing exactly `text`; Failure when there is none."""
        point = self.centre(text, last)
        if point is None:
            raise Failure(f"no text {text!r} on the page to click")
        self.click(*point)

    def screenshot(self, path):
        """Writes the viewport as a PNG; returns its size in bytes."""
        data = base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"])
        with open(path, "wb") as f:
            f.write(data)
        return len(data)


def free_port():
    """A TCP port on the loopback that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebApp:
    """A Kumiko app started with `--web --port P` in a session of its own; `url` is the address it printed
    (`Kumiko: serving <title> at http://127.0.0.1:P/`). Stop it (or use `with`) to end it."""

    def __init__(self, command, cwd=None, timeout=60):
        self.log = tempfile.TemporaryFile()
        self.process = None
        try:
            self.process = subprocess.Popen(list(command) + ["--web", "--port", str(free_port())], cwd=cwd,
                                            stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
                                            start_new_session=True)
        except OSError as error:
            self.log.close()
            raise Failure(f"cannot start {command[0]}: {error}") from None
        try:
            self.title, self.url = self._wait_for_url(timeout)
        except BaseException:
            self.stop()
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.stop()

    def output(self):
        """What the app has printed so far (standard output and error)."""
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def _wait_for_url(self, timeout):
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(r"^Kumiko: serving (.*) at (https?://\S+)", self.output(), flags=re.M)
            if found:
                return found.group(1), found.group(2)
            if self.process.poll() is not None:
                raise Failure(f"the app exited ({self.process.returncode}) before serving: "
                              f"{self.output().strip()[-300:]!r}")
            if time.monotonic() > deadline:
                raise Failure(f"the app printed no URL in {timeout} s: {self.output().strip()[-300:]!r}")
            time.sleep(0.05)

    def stop(self):
        """Ends the app (SIGTERM, then SIGKILL)."""
        if self.process is not None:
            _end(self.process, grace=5)
            self.process = None
        self.log.close()
