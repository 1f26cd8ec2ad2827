/// The script the list benchmark runs in the page before the page's own (`Page.addScriptToEvaluateOnNewDocument`),
/// to time the page from inside (`window.__webBench`):
///
/// - `loaded(timeout)`: a promise of the first load's times, each from navigation start (`performance.now()`'s
///   origin): first contentful paint (`fcp`), the first frame's items in the DOM (`items`: a MutationObserver on
///   `#kumiko`), the animation frame after that (`painted`), the animation frame after the first frame drawn for
///   the window's size (`sized`: the page's WebSocket is wrapped to read each frame's `w` and `h`), and the nodes
///   under `#kumiko` then (`nodes`), with the shown text.
/// - `arm(expected, timeout)` before a click, then `done`: a promise of the milliseconds `[fromDown, fromUp,
///   downToDOM, upToMessage, messageToDOM, domToPaint]`: from the click's `pointerdown` and from its `pointerup`
///   (`performance.now()` in capturing listeners) to the animation frame after the DOM change that shows
///   `expected` (the status line's new text), which is the patch painted; from `pointerdown` to that DOM change;
///   and the steps from `pointerup`: the patch's message arriving, the page drawing it, the frame that paints it.
///   Null when it did not show within `timeout` ms.
/// - `rows()`: the rows wholly in view, as `[index, x, y]` points to click; `cursor()`: the index the status line
///   shows; `nodes()`: the elements under `#kumiko`.
///
/// "Painted" is `performance.now()` in the first `requestAnimationFrame` callback after the change: the start of
/// the rendering update that draws it. Not the callback's timestamp argument: that is the frame's start, which
/// for input dispatched at the start of that same frame (Chromium aligns input with animation frames) comes
/// before the `pointerdown` itself.
enum PageProbe {
    /// The script.
    static let script = #"""
    (() => {
      "use strict";
      const probe = {firstItemsAt: null, firstPaintAt: null, sizedPending: false, sizedAt: null, sizedPaintAt: null,
                     messageAt: null, expected: null, downAt: null, upAt: null, waiter: null, token: 0, done: null};
      window.__webBench = probe;
      // The page's socket, watched: when each message arrives (before the page's own handler, which is set
      // later), and whether a frame is drawn for the window's size (the first may be for the server's default).
      const NativeSocket = window.WebSocket;
      window.WebSocket = function (...args) {
        const socket = new NativeSocket(...args);
        socket.addEventListener("message", (event) => {
          probe.messageAt = performance.now();
          const size = /"w":([0-9.]+),"h":([0-9.]+)/.exec(String(event.data).slice(0, 80));
          if (size && probe.sizedAt === null && +size[1] === innerWidth && +size[2] === innerHeight) probe.sizedPending = true;
        });
        return socket;
      };
      window.WebSocket.prototype = NativeSocket.prototype;
      Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
      addEventListener("pointerdown", () => { if (probe.expected !== null) probe.downAt = performance.now(); }, true);
      addEventListener("pointerup", () => { if (probe.expected !== null) probe.upAt = performance.now(); }, true);
      function watch(root) {
        new MutationObserver(() => {
          if (probe.firstItemsAt === null && root.childElementCount > 0) {
            probe.firstItemsAt = performance.now();
            requestAnimationFrame(() => { probe.firstPaintAt = performance.now(); });
          }
          if (probe.sizedPending && probe.sizedAt === null) {
            probe.sizedAt = performance.now();
            requestAnimationFrame(() => { probe.sizedPaintAt = performance.now(); });
          }
          if (probe.expected !== null && probe.downAt !== null && root.textContent.includes(probe.expected)) {
            const down = probe.downAt, up = probe.upAt ?? probe.downAt, token = probe.token, changed = performance.now();
            const arrived = probe.messageAt ?? changed;
            probe.expected = null;
            requestAnimationFrame(() => {
              const now = performance.now();
              probe.settle(token, [now - down, now - up, changed - down, arrived - up, changed - arrived, now - changed]);
            });
          }
        }).observe(root, {childList: true, subtree: true, characterData: true, attributes: true});
      }
      document.addEventListener("DOMContentLoaded", () => {
        const root = document.getElementById("kumiko");
        if (root) watch(root);
      });
      probe.settle = (token, value) => {
        if (token !== probe.token || !probe.waiter) return;
        const resolve = probe.waiter;
        probe.waiter = null;
        resolve(value);
      };
      probe.arm = (expected, timeout) => {
        const token = ++probe.token;
        probe.expected = expected;
        probe.downAt = null;
        probe.upAt = null;
        probe.done = new Promise((resolve) => { probe.waiter = resolve; });
        setTimeout(() => probe.settle(token, null), timeout);
        return token;
      };
      probe.loaded = (timeout) => new Promise((resolve) => {
        const start = performance.now();
        const check = () => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0];
          const root = document.getElementById("kumiko");
          if (fcp && probe.firstPaintAt !== null && probe.sizedPaintAt !== null) {
            resolve({fcp: fcp.startTime, items: probe.firstItemsAt, painted: probe.firstPaintAt, sized: probe.sizedPaintAt,
                     nodes: root.querySelectorAll("*").length, text: root.innerText});
          } else if (performance.now() - start > timeout) {
            resolve({fcp: fcp ? fcp.startTime : -1, items: probe.firstItemsAt ?? -1, painted: probe.firstPaintAt ?? -1,
                     sized: probe.sizedPaintAt ?? -1, nodes: root ? root.querySelectorAll("*").length : -1,
                     text: root ? root.innerText : ""});
          } else {
            setTimeout(check, 5);
          }
        };
        check();
      });
      probe.rows = () => {
        const bottom = innerHeight - 60;
        return [...document.querySelectorAll("#kumiko .t")]
          .map((el) => [el.innerText, el.getBoundingClientRect()])
          .filter(([text, box]) => /^Row \d+$/.test(text) && box.top >= 0 && box.bottom <= bottom)
          .map(([text, box]) => [parseInt(text.slice(4), 10), box.x + Math.min(box.width / 2, 24), box.y + box.height / 2]);
      };
      probe.cursor = () => {
        const match = /cursor (\d+)/.exec(document.getElementById("kumiko").innerText);
        return match ? parseInt(match[1], 10) : -1;
      };
      probe.nodes = () => document.querySelectorAll("#kumiko *").length;
    })();
    """#
}
