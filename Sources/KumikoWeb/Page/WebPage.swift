import Foundation

/// The page the server serves: a full-window root that the script fills with each frame's items, absolutely
/// positioned in CSS pixels (points). Text is set in the fonts the server measured with, without kerning,
/// contextual alternates or CJK punctuation trimming (the server's measurer has none), so each line fits the width
/// the server gave it (`WebTextAgreementTests`).
///
/// A page can carry one frame of its own (`frame`): it then draws that frame and opens no connection, which is how
/// headless Chromium draws a picture of a view (``WebPicture``) with the same page, script and fonts.
struct WebPage: Sendable {
    let title: String
    let fonts: WebFonts
    /// A whole frame (``WebFrameEncoder/frame(items:size:sequence:)``) the page draws instead of connecting.
    var frame: String?

    init(title: String, fonts: WebFonts, frame: String? = nil) {
        self.title = title
        self.fonts = fonts
        self.frame = frame
    }

    var html: String {
        var faces = ""
        for (weight, face) in [(400, fonts.regular), (700, fonts.bold)] {
            guard let face else { continue }
            faces += "@font-face{font-family:KumikoText;font-weight:\(weight);"
                + "src:url(/fonts/\(weight == 700 ? "bold" : "regular")) format('\(face.format)');}\n"
        }
        for fallback in fonts.fallbacks {
            // Fetched only for text in these ranges; the server measures those scalars with the same files.
            let ranges = fallback.ranges.map { "U+\(String($0.lowerBound, radix: 16))-\(String($0.upperBound, radix: 16))" }
                .joined(separator: ",")
            for (weight, face, suffix) in [(400, fallback.regular, "regular"), (700, fallback.bold, "bold")] {
                faces += "@font-face{font-family:\(fallback.cssFamily);font-weight:\(weight);"
                    + "src:url(/fonts/\(fallback.name)-\(suffix)) format('\(face.format)');unicode-range:\(ranges);}\n"
            }
        }
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>\(escapedTitle)</title>
        <style>
        \(faces)
        :root{--thumb:#fff;--fg:#000;--fg2:rgba(60,60,67,.6);--bg:#fff;--grouped:#f2f2f7;--cell:#fff;--fill:rgba(118,118,128,.12);--hl:rgba(0,0,0,.1);--sep:rgba(60,60,67,.29);--tint:#007aff;color-scheme:light dark}
        @media (prefers-color-scheme: dark){:root{--thumb:#636366;--fg:#fff;--fg2:rgba(235,235,245,.6);--bg:#000;--grouped:#000;--cell:#1c1c1e;--fill:rgba(118,118,128,.24);--hl:rgba(255,255,255,.14);--sep:rgba(84,84,88,.65);--tint:#0a84ff}}
        html,body{margin:0;height:100%;overflow:hidden;overscroll-behavior:none;background:var(--bg);color:var(--fg)}
        #kumiko{position:fixed;inset:0;overflow:hidden;font-family:\(WebFonts.cssFamilies);
          font-kerning:none;font-feature-settings:"kern" 0,"calt" 0;text-spacing-trim:space-all;
          -webkit-user-select:none;user-select:none;-webkit-touch-callout:none;cursor:default;outline:none}
        #kumiko div{position:absolute;box-sizing:border-box}
        #kumiko .t{white-space:pre}
        #kumiko svg{position:absolute;overflow:visible}
        #kumiko .scroll{overscroll-behavior:contain;scrollbar-width:thin}
        #kumiko [role=listitem][aria-selected=true],#kumiko [role=row][aria-selected=true]{--fg:#fff;--fg2:#fff}
        #kumiko .in{position:absolute;box-sizing:border-box;margin:0;padding:0;border:0;background:transparent;
          outline:none;-webkit-appearance:none;appearance:none;-webkit-user-select:text;user-select:text;cursor:text}
        #kumiko textarea.in{resize:none;white-space:pre-wrap;overflow-y:auto;line-height:normal}
        #kumiko .in::placeholder{color:var(--ph);opacity:1}
        #kumiko .in.bd{border:1px solid var(--sep);border-radius:5px;padding:0 4px}
        #kumiko input.in[type=search]::-webkit-search-cancel-button{-webkit-appearance:searchfield-cancel-button}
        #kumiko-status{position:fixed;left:0;right:0;bottom:0;padding:6px;font:13px sans-serif;text-align:center;
          background:#ffd60a;color:#000;display:none}
        </style></head>
        <body><div id="kumiko" role="application" tabindex="0"></div><div id="kumiko-status" role="status"></div>
        \(embeddedFrame)<script src="/kumiko.js"></script></body></html>
        """
    }

    /// The frame the page draws by itself, as JSON in a script element that runs nothing (empty without one).
    /// Every `<` is escaped (`\u003c`, only ever inside a JSON string), so no text closes the element.
    private var embeddedFrame: String {
        guard let frame else { return "" }
        return "<script type=\"application/json\" id=\"kumiko-frame\">"
            + frame.replacingOccurrences(of: "<", with: "\\u003c") + "</script>\n"
    }

    /// The page's script: connection, drawing, events. Small, ours, no build step.
    static let script = #"""
    "use strict";
    (() => {
      const root = document.getElementById("kumiko");
      const status = document.getElementById("kumiko-status");
      const SVG = "http://www.w3.org/2000/svg";
      // No kerning and no contextual alternates, which the server's measurer does not apply; ligatures stay on (an
      // emoji font joins its sequences with them; the text faces have none that change widths, tested).
      const FEATURES = '"kern" 0, "calt" 0';
      let socket = null, sessionId = sessionStorage.getItem("kumiko-session"), retry = 0, lastFrame = 0, items = [];

      function say(text) { status.textContent = text; status.style.display = text ? "block" : "none"; }
      // Messages sent on this connection, and how many of them the latest frame shows the effect of.
      let sentCount = 0, acknowledged = 0;
      function send(message) {
        if (!socket || socket.readyState !== 1) return false;
        socket.send(JSON.stringify(message));
        sentCount++;
        return true;
      }
      function viewport() {
        send({t: "viewport", w: innerWidth, h: innerHeight, dark: matchMedia("(prefers-color-scheme: dark)").matches});
      }
      function connect() {
        const query = sessionId ? "?session=" + encodeURIComponent(sessionId) : "";
        socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket" + query);
        socket.onopen = () => { retry = 0; sentCount = 0; acknowledged = 0; for (const f of fields.values()) f.sentAt = 0; viewport(); };
        socket.onmessage = (event) => {
          const message = JSON.parse(event.data);
          if (message.t === "session") {
            if (sessionId && !message.resumed) say("The app restarted this page's session.");
            else say("");
            // A new session numbers its frames from 1 again.
            if (!message.resumed) lastFrame = 0;
            sessionId = message.id;
            sessionStorage.setItem("kumiko-session", sessionId);
          } else if ((message.t === "frame" || message.t === "patch") && message.n > lastFrame) {
            if (message.t === "patch" && message.base !== lastFrame) { send({t: "resync"}); return; }
            lastFrame = message.n;
            acknowledged = message.ack || 0;
            hoverWanted = !!message.hover;
            show(message);
          }
        };
        socket.onclose = () => {
          socket = null;
          say("Reconnecting…");
          setTimeout(connect, Math.min(250 * 2 ** retry++, 4000));
        };
      }

      function box(x, y, w, h) {
        const el = document.createElement("div");
        el.style.left = x + "px"; el.style.top = y + "px"; el.style.width = w + "px"; el.style.height = h + "px";
        return el;
      }
      function line(x1, y1, x2, y2, color, width) {
        const el = box(Math.min(x1, x2), Math.min(y1, y2), Math.max(Math.abs(x2 - x1), width), Math.max(Math.abs(y2 - y1), width));
        el.style.background = color;
        return el;
      }
      function chrome(item) {
        const tint = item.tint === "var(--fg)" ? null : item.tint;
        const el = box(item.x, item.y, item.w, item.h);
        switch (item.kind) {
          case "segmentedTrack":
            // iOS's segmented control (estimates from screenshots): a tertiarySystemFill track with 9 pt corners.
            el.style.background = "var(--fill)"; el.style.borderRadius = "9px"; return el;
          case "segmentThumb":
            // The selected segment raised on a white (dark: grey) thumb with 7 pt corners and a soft shadow.
            el.style.background = "var(--thumb)"; el.style.borderRadius = "7px";
            el.style.boxShadow = "0 3px 8px rgba(0,0,0,.12),0 3px 1px rgba(0,0,0,.04),0 0 0 .5px rgba(0,0,0,.04)"; return el;
          case "segmentSeparator": {
            // Between two unselected segments: a short hairline, half the control's height, centred.
            const hairline = 1 / (window.devicePixelRatio || 1);
            return line(item.x + item.w / 2, item.y + item.h / 4, item.x + item.w / 2, item.y + item.h * 3 / 4, "var(--sep)", hairline);
          }
          case "separator": case "divider": case "menuSeparator": case "stepperSeparator":
          case "tableHeaderRule": case "splitViewDivider":
          {
            // A hairline: one device pixel, ending where the item says (so the next row's box does not cover it).
            const hairline = 1 / (window.devicePixelRatio || 1);
            return item.v || item.kind === "splitViewDivider" ? line(item.x + item.w / 2, item.y, item.x + item.w / 2, item.y + item.h, "var(--sep)", hairline)
                          : line(item.x, item.y + item.h / 2 - hairline, item.x + item.w, item.y + item.h / 2 - hairline, "var(--sep)", hairline);
          }
          case "disclosureIndicator": case "submenuIndicator":
            // iOS's chevron in tertiaryLabel, about 13 pt tall.
            el.style.color = "var(--sep)"; symbol(el, "chevron.right", 13, item, 2.6); return el;
          case "backIndicator":
            el.style.color = tint || "var(--tint)"; symbol(el, "chevron.left", 22, item, 2.4); return el;
          case "disclosureTriangle":
            el.textContent = item.open ? "\u25BE" : "\u25B8"; el.style.color = tint || "var(--tint)";
            el.style.lineHeight = item.h + "px"; el.style.textAlign = "center"; return el;
          case "listBackground":
            el.style.background = item.grouped ? "var(--grouped)" : "var(--bg)"; return el;
          case "searchField":
            el.style.background = "var(--fill)"; el.style.borderRadius = "10px"; return el;
          case "groupedRowBox":
            el.style.background = "var(--cell)";
            el.style.borderRadius = (item.first ? "10px 10px " : "0 0 ") + (item.last ? "10px 10px" : "0 0");
            return el;
          case "symbol": {
            el.style.color = tint || "var(--tint)";
            const size = parseFloat((/([\d.]+)px/.exec(item.font) || [0, 17])[1]);
            if (!symbol(el, item.name, size * 1.05, item)) {
              el.textContent = SYMBOLS[item.name] || "\u25A1"; el.style.font = item.font;
              el.style.lineHeight = item.h + "px"; el.style.textAlign = "center";
            }
            return el;
          }
          case "sheetGrabber":
            el.style.background = "var(--sep)"; el.style.borderRadius = "3px"; return el;
          case "pageIndicator":
            el.style.background = item.current ? "var(--fg)" : "var(--sep)"; el.style.borderRadius = "50%"; return el;
          case "sliderTrack": {
            el.style.background = "var(--sep)"; el.style.height = "4px"; el.style.top = (item.y + item.h / 2 - 2) + "px";
            el.style.borderRadius = "2px";
            const fill = box(0, 0, item.w * item.f, 4); fill.style.background = tint || "var(--tint)"; fill.style.borderRadius = "2px";
            el.appendChild(fill); return el;
          }
          case "rowAction":
            // iOS's swipe buttons: the action's share of the row's whole height in its tint (destructive: systemRed,
            // else systemGray), the title white and centred; the one Return runs a shade darker.
            el.style.background = tint || (item.destructive ? "#ff3b30" : "#8e8e93");
            el.textContent = item.title; el.style.font = item.font; el.style.color = "#fff";
            el.style.fontKerning = "none"; el.style.fontFeatureSettings = FEATURES;
            el.style.display = "flex"; el.style.alignItems = "center"; el.style.justifyContent = "center";
            el.style.whiteSpace = "pre"; el.style.overflow = "hidden";
            if (item.chosen) el.style.boxShadow = "inset 0 0 0 999px rgba(0,0,0,.15)";
            return el;
          case "rowCursor":
            // Where the keyboard is among the rows: a bar in the accent colour at the row's leading edge.
            el.style.background = tint || "var(--tint)"; el.style.width = "3px"; el.style.borderRadius = "1.5px";
            el.style.left = (item.x + 4) + "px"; return el;
          case "textCaret":
            el.style.background = "var(--tint)"; el.style.width = "2px"; return el;
          case "menuHighlight": case "tableHeaderFocus":
            el.style.background = "var(--hl)"; return el;
          case "deleteControl": {
            // Edit mode's delete control: iOS's red disc with a white bar, as wide as the control, on the line's middle.
            el.style.top = (item.y + (item.h - item.w) / 2) + "px"; el.style.height = item.w + "px";
            el.style.borderRadius = "50%"; el.style.background = "#ff3b30";
            const bar = box((item.w - 12) / 2, (item.w - 2) / 2, 12, 2);
            bar.style.background = "#fff"; bar.style.borderRadius = "1px";
            el.appendChild(bar);
            return el;
          }
          case "reorderControl":
            // Edit mode's reorder control: three grey lines; a touch on it drags the row, not the page.
            el.style.top = (item.y + (item.h - 11) / 2) + "px"; el.style.height = "11px";
            el.style.left = (item.x + (item.w - 18) / 2) + "px"; el.style.width = "18px";
            el.style.background = "repeating-linear-gradient(to bottom, var(--fg2) 0 1.5px, transparent 1.5px 4.75px)";
            el.style.touchAction = "none";
            return el;
          default:
            return null;
        }
      }
      // System symbols: each name drawn by one entry, either a glyph or a drawing of our own (simple outlines on
      // a 24-unit grid, drawn for Kumiko, not Apple's artwork): paths stroked ("s", 1.8 units) or filled ("f") in
      // the symbol's colour. A ".fill" name without an entry of its own is its outline filled.
      const SYMBOLS = {
        "chevron.right": [["M9 4.5l7.5 7.5-7.5 7.5", "s"]], "chevron.left": [["M15 4.5L7.5 12l7.5 7.5", "s"]],
        "magnifyingglass": [["M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z M15.3 15.3l5.2 5.2", "s"]],
        "phone": [["M7 3.5h2.8l1.6 4.4-2.2 1.5c1.1 2.4 3 4.3 5.4 5.4l1.5-2.2 4.4 1.6V17c0 1.9-1.5 3.4-3.3 3.3C9.6 19.8 4.2 14.4 3.7 6.8 3.6 5 5.1 3.5 7 3.5z", "s"]],
        "envelope": [["M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z M3.5 7l8.5 6.5L20.5 7", "s"]],
        "building.2": [["M3.5 20.5V9.5h7v11 M10.5 20.5V3.5h10v17 M2 20.5h20 M6 13h2 M6 16.5h2 M13.5 7h4 M13.5 10.5h4 M13.5 14h4", "s"]],
        "person": [["M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5z", "s"]],
        "person.circle": [["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M6.3 18.3c1.2-2.1 3.3-3.3 5.7-3.3s4.5 1.2 5.7 3.3", "s"]],
        "person.circle.fill": [["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z", "f"],
          ["M12 7a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M6.3 18.3c1.2-2.1 3.3-3.3 5.7-3.3s4.5 1.2 5.7 3.3", "k"]],
        "house": [["M3.5 11.5L12 4l8.5 7.5 M6 9.5v11h12v-11 M10 20.5v-5.5h4v5.5", "s"]],
        "heart": [["M12 20s-7.6-4.6-8.6-9.6C2.7 7 5 4.5 7.8 4.5c1.8 0 3.2 1 4.2 2.6 1-1.6 2.4-2.6 4.2-2.6 2.8 0 5.1 2.5 4.4 5.9C19.6 15.4 12 20 12 20z", "s"]],
        "star": [["M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6.1L12 16.8l-5.4 3 1.2-6.1-4.5-4.2 6.1-.7z", "s"]],
        "bell": [["M6 16.5V11a6 6 0 0 1 12 0v5.5l1.7 2H4.3z M10 20.5h4", "s"]],
        "folder": [["M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z", "s"]],
        "message": [["M4.5 5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17h-1A1.5 1.5 0 0 1 3 15.5v-9A1.5 1.5 0 0 1 4.5 5z", "s"]],
        "doc.text": [["M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 15h6 M9 18h4", "s"]],
        "checkmark": [["M4.5 12.5l5 5 10-11", "s"]], "xmark": [["M6 6l12 12 M18 6L6 18", "s"]],
        "plus": [["M12 5v14 M5 12h14", "s"]], "minus": [["M5 12h14", "s"]],
        "trash": [["M4 6.5h16 M9 6.5V4h6v2.5 M6.5 6.5l1 14h9l1-14 M10 10v7 M14 10v7", "s"]],
        "info.circle": [["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 11v6 M12 7.5v.5", "s"]],
        "tablecells": [["M3 5h18v14H3z M3 10h18 M3 14.5h18 M9 5v14 M15 5v14", "s"]],
        "list.bullet": [["M9 6.5h11 M9 12h11 M9 17.5h11 M4.5 6.5h.5 M4.5 12h.5 M4.5 17.5h.5", "s"]],
        "gear": "\u2699", "clock": "\u25F7", "paperplane": "\u27A4", "pencil": "\u270E", "square.and.pencil": "\u270E",
        "ellipsis": "\u2026", "ellipsis.circle": "\u2026", "arrow.clockwise": "\u21BB", "calendar": "\u{1F4C5}",
        "square.grid.2x2": "\u25A6", "person.2": "\u263A", "star.circle": "\u2606", "circle": "\u25CB", "circle.fill": "\u25CF"};
      // Draws the symbol `name` in `el` (a chrome item's box) as its drawing, `size` points square and centred,
      // in the element's colour; false when the symbol has no drawing (it keeps a glyph).
      function symbol(el, name, size, item, weight) {
        let drawing = SYMBOLS[name], filled = false;
        if (drawing === undefined && name.endsWith(".fill")) { drawing = SYMBOLS[name.slice(0, -5)]; filled = true; }
        if (!Array.isArray(drawing)) return false;
        const svg = document.createElementNS(SVG, "svg");
        svg.setAttribute("viewBox", "0 0 24 24"); svg.setAttribute("width", size); svg.setAttribute("height", size);
        svg.style.left = (item.w - size) / 2 + "px"; svg.style.top = (item.h - size) / 2 + "px";
        for (const [d, mode] of drawing) {
          const path = document.createElementNS(SVG, "path");
          path.setAttribute("d", d);
          const how = filled && mode === "s" ? "f" : mode;
          path.setAttribute("fill", how === "f" ? "currentColor" : "none");
          path.setAttribute("stroke", how === "k" ? "var(--bg)" : how === "s" || how === "f" ? "currentColor" : "none");
          path.setAttribute("stroke-width", weight || 1.8);
          path.setAttribute("stroke-linecap", "round"); path.setAttribute("stroke-linejoin", "round");
          svg.appendChild(path);
        }
        el.appendChild(svg);
        return true;
      }

      // Scroll regions by id, kept from frame to frame so that the browser scrolls them natively: the scrolling
      // box, the spacer that gives it the content's size, the layer the frame's items are drawn in, the
      // server's offset, the offset the page last reported, and the scale of a content too tall for the page.
      let regions = new Map();
      const MAX_EXTENT = \#(Int(WebFrameEncoder.maximumScrollExtent));
      function region(item) {
        let r = regions.get(item.id);
        if (!r) {
          const box = document.createElement("div"), spacer = document.createElement("div"), layer = document.createElement("div");
          box.className = "scroll"; spacer.style.position = "relative"; box.append(spacer, layer);
          r = {id: item.id, box, spacer, layer, sent: null};
          box.addEventListener("scroll", () => scrolled(r), {passive: true});
          watchPull(r);
          regions.set(item.id, r);
        }
        r.sx = item.cw > MAX_EXTENT ? MAX_EXTENT / item.cw : 1;
        r.sy = item.ch > MAX_EXTENT ? MAX_EXTENT / item.ch : 1;
        r.box.style.left = item.x + "px"; r.box.style.top = item.y + "px";
        r.box.style.width = item.w + "px"; r.box.style.height = item.h + "px";
        r.box.style.overflowX = item.ax.includes("h") ? "auto" : "hidden";
        r.box.style.overflowY = item.ax.includes("v") ? "auto" : "hidden";
        r.spacer.style.width = Math.max(item.cw * r.sx, item.w) + "px"; r.spacer.style.height = item.ch * r.sy + "px";
        // The items are where they are in the content, from the layer's origin (the content's own, or on an axis
        // whose content is scaled down, the server's offset): the layer sits there in the (scaled) content.
        r.layer.style.left = item.lx * r.sx + "px"; r.layer.style.top = item.ly * r.sy + "px";
        // Where to leave the box: where the user has it when the server only followed the page, else the
        // server's offset (a key moved the cursor, scrollTo).
        const following = r.sent && Math.abs(r.sent.y - item.oy) < 1 && Math.abs(r.sent.x - item.ox) < 1;
        r.keep = following ? {left: r.box.scrollLeft, top: r.box.scrollTop} : {left: item.ox * r.sx, top: item.oy * r.sy};
        if (!following) r.sent = null;
        return r;
      }
      // Pull to refresh: a touch dragged down from a box at its top (touch events keep coming during the browser's
      // pan), or a wheel or trackpad pushed up in a gesture that stayed at the top, further than PULL points asks
      // the server to refresh the region, once per gesture (the server refreshes only a list that can).
      const PULL = 60, WHEEL_GESTURE_MS = 300;
      function watchPull(r) {
        const box = r.box, atTop = () => box.scrollTop <= 0;
        let touch = null, wheel = null;
        box.addEventListener("touchstart", (event) => {
          touch = event.touches.length === 1 && atTop() ? {y: event.touches[0].clientY, sent: false} : null;
        }, {passive: true});
        box.addEventListener("touchmove", (event) => {
          if (!touch || touch.sent || event.touches.length !== 1) return;
          if (!atTop()) { touch = null; return; }
          if (event.touches[0].clientY - touch.y > PULL) { touch.sent = true; send({t: "refresh", id: r.id}); }
        }, {passive: true});
        box.addEventListener("touchend", () => { touch = null; }, {passive: true});
        box.addEventListener("touchcancel", () => { touch = null; }, {passive: true});
        box.addEventListener("wheel", (event) => {
          // A pause ends a gesture; one that was ever away from the top (momentum coming back to it) pulls nothing.
          if (!wheel) wheel = {pulled: 0, sent: false, fromTop: true, timer: 0};
          clearTimeout(wheel.timer);
          wheel.timer = setTimeout(() => { wheel = null; }, WHEEL_GESTURE_MS);
          if (!atTop()) wheel.fromTop = false;
          if (!wheel.fromTop || wheel.sent) return;
          const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? box.clientHeight : 1;
          wheel.pulled = Math.max(0, wheel.pulled - event.deltaY * unit);
          if (wheel.pulled > PULL) { wheel.sent = true; send({t: "refresh", id: r.id}); }
        }, {passive: true});
      }
      // The user scrolled a region: its offset goes to the server once per animation frame.
      let pendingScrolls = new Map(), scrollFrame = 0;
      function scrolled(r) {
        // The page putting a box back where it was is not the user scrolling.
        if (r.restoring || (Math.abs(r.box.scrollTop - r.keep.top) < 1 && Math.abs(r.box.scrollLeft - r.keep.left) < 1)) return;
        r.keep = {left: NaN, top: NaN};
        const offset = {x: r.box.scrollLeft / r.sx, y: r.box.scrollTop / r.sy};
        r.sent = offset;
        pendingScrolls.set(r.id, offset);
        if (!scrollFrame) scrollFrame = requestAnimationFrame(flushScrolls);
      }
      function flushScrolls() {
        scrollFrame = 0;
        for (const [id, offset] of pendingScrolls) send({t: "scroll", id, x: offset.x, y: offset.y});
        pendingScrolls.clear();
      }

      // The element drawn for each item of the frame the page holds (null for a closing item or an item that
      // draws nothing), with the offset of the container it was drawn in: a patch's kept items keep their
      // elements, so a selection move touches the few elements it changes instead of the whole page.
      let nodes = [];
      function create(item, dx, dy) {
        switch (item.k) {
          case "t": {
            const el = box(item.x + dx, item.y + dy, Math.ceil(item.w) + 1, item.h);
            el.className = "t";
            el.style.lineHeight = item.h + "px";
            if (item.o !== undefined) el.style.opacity = item.o;
            for (const [text, font, color, flags] of item.r) {
              const span = document.createElement("span");
              span.textContent = text; span.style.font = font; span.style.color = color;
              // The font shorthand turns kerning back on; the server's measurer has none.
              span.style.fontKerning = "none"; span.style.fontFeatureSettings = FEATURES;
              const decorations = [];
              if (flags & 1) decorations.push("underline");
              if (flags & 2) decorations.push("line-through");
              if (decorations.length) span.style.textDecoration = decorations.join(" ");
              el.appendChild(span);
            }
            return el;
          }
          case "r": case "e": {
            const el = box(item.x + dx, item.y + dy, item.w, item.h);
            if (item.fill) el.style.background = item.fill;
            if (item.stroke) el.style.border = item.lw + "px solid " + item.stroke;
            el.style.borderRadius = item.k === "e" ? "50%" : (item.rad || 0) + "px";
            return el;
          }
          case "p": {
            const svg = document.createElementNS(SVG, "svg");
            svg.setAttribute("width", item.w); svg.setAttribute("height", item.h);
            svg.style.left = (item.x + dx) + "px"; svg.style.top = (item.y + dy) + "px";
            const path = document.createElementNS(SVG, "path");
            path.setAttribute("d", item.d);
            path.setAttribute("fill", item.fill || "none");
            if (item.stroke) { path.setAttribute("stroke", item.stroke); path.setAttribute("stroke-width", item.lw); }
            svg.appendChild(path);
            return svg;
          }
          case "c": {
            const el = chrome({...item, x: item.x + dx, y: item.y + dy});
            if (el && item.o !== undefined) el.style.opacity = item.o;
            return el;
          }
          case "erase": {
            const el = box(item.x + dx, item.y + dy, item.w, item.h); el.style.background = "var(--bg)";
            return el;
          }
          case "hl": {
            const el = box(item.x + dx, item.y + dy, item.w, item.h);
            el.style.background = item.m === "chosen" ? "var(--hl)" : "transparent";
            if (item.m === "focused") el.style.outline = "2px solid var(--tint)";
            return el;
          }
          case "dim": {
            // The whole window, whatever its size when the item is kept across a resize.
            const el = box(dx, dy, 0, 0); el.style.width = "100vw"; el.style.height = "100vh";
            el.style.background = "rgba(0,0,0,.2)";
            return el;
          }
          case "clip": {
            const el = box(item.x + dx, item.y + dy, item.w, item.h);
            el.style.overflow = "hidden";
            return el;
          }
          case "ax": {
            // One element of the accessibility tree: its role and states, around the items that draw it.
            const el = box(item.x + dx, item.y + dy, item.w, item.h);
            for (const name in item.a) el.setAttribute(name, item.a[name]);
            return el;
          }
          case "in":
            return field(item, dx, dy);
          default:
            return null;
        }
      }
      // The page's own text fields by their node, kept from frame to frame so that typing, input methods, the
      // caret and the selection stay in them. What the user makes of the text goes to the server whole; the
      // server's text is taken only from a frame drawn after the server had the field's latest text (its `ack`
      // counts the messages it had handled), so it differs only where the app changed it, and not while composing.
      let fields = new Map(), leftOnPurpose = false;
      function field(item, dx, dy) {
        let f = fields.get(item.id);
        if (!f || f.kind !== item.kind) {
          // A TextEditor is a <textarea>, every other field an <input> of its kind.
          const el = document.createElement(item.kind === "textarea" ? "textarea" : "input");
          if (item.kind !== "textarea") el.type = item.kind;
          el.className = "in";
          if (item.kind === "password") el.autocomplete = "current-password";
          f = {id: item.id, kind: item.kind, el, sentAt: 0, composing: false, focusedAt: 0};
          el.addEventListener("input", (event) => { if (!event.isComposing) sendText(f); });
          el.addEventListener("compositionstart", () => { f.composing = true; });
          el.addEventListener("compositionend", () => { f.composing = false; sendText(f); });
          el.addEventListener("focus", () => { f.focusedAt = performance.now(); });
          el.kumikoField = f;
          fields.set(item.id, f);
        }
        const el = f.el;
        el.style.left = (item.x + dx) + "px"; el.style.top = (item.y + dy) + "px";
        el.style.width = item.w + "px"; el.style.height = item.h + "px";
        el.style.font = item.font; el.style.fontKerning = "none"; el.style.fontFeatureSettings = FEATURES;
        el.style.color = item.fg; el.style.setProperty("--ph", item.pc); el.style.textAlign = item.al;
        el.placeholder = item.ph; el.setAttribute("aria-label", item.ph); el.disabled = !!item.dis; el.classList.toggle("bd", !!item.bd);
        // The keyboard traits (keyboardType, textContentType, autocorrectionDisabled, textInputAutocapitalization).
        const attribute = (name, value) => { if (value === undefined) el.removeAttribute(name); else el.setAttribute(name, value); };
        attribute("inputmode", item.im);
        if (item.ac !== undefined || item.kind !== "password") attribute("autocomplete", item.ac);
        attribute("spellcheck", item.sc === undefined ? undefined : item.sc ? "true" : "false");
        attribute("autocorrect", item.sc === undefined ? undefined : item.sc ? "on" : "off");
        attribute("autocapitalize", item.cap);
        if (el.value !== item.v && !f.composing && acknowledged >= f.sentAt) el.value = item.v;
        // The focus follows the server's, but a field the user has just clicked keeps it until the server knows.
        if (item.f && document.activeElement !== el) el.focus({preventScroll: true});
        else if (!item.f && document.activeElement === el && performance.now() - f.focusedAt > 500) {
          leftOnPurpose = true;
          root.focus({preventScroll: true});
        }
        return el;
      }
      const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;
      function sendText(f) {
        const text = f.el.value, end = f.el.selectionEnd ?? text.length;
        // The cursor in characters (grapheme clusters), as the server counts them.
        const before = text.slice(0, end);
        const cursor = graphemes ? Array.from(graphemes.segment(before)).length : Array.from(before).length;
        if (send({t: "text", id: f.id, text, c: cursor})) f.sentAt = sentCount;
      }
      // The keys a field of the page's own leaves to the server: leaving it, submitting, moving among views.
      const SERVER_KEYS = new Set(["Enter", "Escape", "Tab", "ArrowUp", "ArrowDown", "PageUp", "PageDown"]);
      // In a multi-line field Return, the arrows and the page keys edit and move within the text.
      const TEXTAREA_SERVER_KEYS = new Set(["Escape", "Tab"]);
      function isField(target) { return !!(target && target.kumikoField); }

      // Draws a whole frame, or a patch of the frame held: its kept runs (`[start, count]`) keep their elements.
      function show(frame) {
        const entries = [];
        if (frame.items) { for (const item of frame.items) entries.push({item, from: -1}); }
        else {
          for (const op of frame.ops) {
            if (Array.isArray(op)) { for (let i = op[0]; i < op[0] + op[1]; i++) entries.push({item: items[i], from: i}); }
            else entries.push({item: op, from: -1});
          }
        }
        const held = items;
        items = entries.map((entry) => entry.item);
        // An animated frame: where the elements drawn now are, before they change (see `animateFrame`).
        const before = frame.anim ? measureDrawn() : null;
        draw(entries);
        if (before) animateFrame(frame.anim, before, held);
      }

      // Makes `parent`'s children exactly `children`, in order, moving only the elements out of place: those that
      // go are removed first, so that the ones that stay keep their place (a focused field that moves loses its focus).
      function reconcile(parent, children) {
        const staying = new Set(children);
        for (let child = parent.firstChild; child;) {
          const next = child.nextSibling;
          if (!staying.has(child)) parent.removeChild(child);
          child = next;
        }
        let child = parent.firstChild;
        for (const el of children) {
          if (child === el) { child = child.nextSibling; continue; }
          parent.insertBefore(el, child);
        }
      }
      // Draws a frame: `entries` are its items, each with the index of the equal item of the frame held before
      // (a patch's kept runs) or -1. A kept item keeps its element when it sits in a container at the same offset.
      function draw(entries) {
        const stack = [{el: root, x: 0, y: 0, children: []}];
        const shown = [], drawn = new Array(entries.length), used = new Set();
        // The field being typed in, and its selection: if the frame moves it to another container, it gets them back.
        const typing = isField(document.activeElement) ? document.activeElement : null;
        const selection = typing && [typing.selectionStart, typing.selectionEnd, typing.selectionDirection];
        leftOnPurpose = false;
        function close() {
          const done = stack.pop();
          reconcile(done.el, done.children);
        }
        for (let index = 0; index < entries.length; index++) {
          const {item, from} = entries[index];
          const top = stack[stack.length - 1];
          const dx = -top.x, dy = -top.y;
          let kept = from >= 0 && !used.has(from) ? nodes[from] : null;
          if (kept && (kept.dx !== dx || kept.dy !== dy)) kept = null;
          if (kept) used.add(from);
          switch (item.k) {
            case "/clip": case "/ax": case "/scroll":
              if (stack.length > 1) close();
              drawn[index] = null;
              continue;
            case "scroll": {
              const r = region({...item, x: item.x + dx, y: item.y + dy});
              top.children.push(r.box);
              shown.push(r);
              drawn[index] = {el: r.box, dx, dy};
              // Items are in the region's content from the layer's origin, written from the region's corner.
              stack.push({el: r.layer, x: item.x, y: item.y, children: []});
              continue;
            }
          }
          const el = kept ? kept.el : create(item, dx, dy);
          drawn[index] = el ? {el, dx, dy} : null;
          if (el) top.children.push(el);
          if (item.k === "clip" || item.k === "ax") stack.push({el, x: item.x, y: item.y, children: []});
        }
        while (stack.length > 1) close();
        // The views leaving in an animation stay over the frame (or, covered, beneath it) until they have gone.
        if (ghostsUnder && ghostsUnder.firstChild) stack[0].children.unshift(ghostsUnder);
        if (ghosts && ghosts.firstChild) stack[0].children.push(ghosts);
        close();
        nodes = drawn;
        // Put each region's box where it belongs (a box put back in the page starts at the top).
        for (const r of shown) {
          r.restoring = true;
          if (r.box.scrollLeft !== r.keep.left) r.box.scrollLeft = r.keep.left;
          if (r.box.scrollTop !== r.keep.top) r.box.scrollTop = r.keep.top;
          r.restoring = false;
        }
        for (const id of Array.from(regions.keys())) if (!shown.some((r) => r.id === id)) regions.delete(id);
        if (typing && typing.isConnected && document.activeElement !== typing && !leftOnPurpose) {
          typing.focus({preventScroll: true});
          try { typing.setSelectionRange(...selection); } catch (error) {}
        }
        // The fields the frame shows, made now or kept, stay; the others go.
        const shownFields = new Set(drawn.filter((entry) => entry && isField(entry.el)).map((entry) => entry.el.kumikoField.id));
        for (const id of Array.from(fields.keys())) if (!shownFields.has(id)) fields.delete(id);
      }

      // Animated frames (`anim`): the elements of views kept move from where they were (FLIP: drawn at their new
      // place, inverted with a transform to where they were, played to none), views that come play their insertion
      // (a fade unless their transition says more), views that go stay in a ghost layer playing their removal, then
      // go; a kept element whose opacity or fill changed crossfades. A frame arriving during an animation starts from
      // where the elements are (their measured place includes the running transform), and every ghost goes when its
      // animation ends or is cancelled. With
      // `prefers-reduced-motion: reduce` nothing moves: views fade in and out, if their transition fades.
      let ghosts = null, ghostsUnder = null;
      const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
      function measureDrawn() {
        return nodes.map((node) => {
          if (!node || !node.el || !node.el.isConnected) return null;
          const el = node.el, parent = el.parentNode;
          const running = el.getAnimations().length > 0;
          // What holds it among the items: a scroll region's box for the items in its layer (so that content whose
          // region goes stays in it, scrolled and clipped as it was).
          const holder = parent.parentNode && parent.parentNode.classList && parent.parentNode.classList.contains("scroll") ? parent.parentNode : parent;
          return {el, parent: holder, r: el.getBoundingClientRect(), p: parent.getBoundingClientRect(),
            o: running ? getComputedStyle(el).opacity : null, opacity: el.style.opacity, fill: el.style.backgroundColor,
            scroll: el.classList.contains("scroll") ? [el.scrollLeft, el.scrollTop] : null};
        });
      }
      function motionFrames(motions, el, origin, reduce) {
        const away = {}, transforms = [];
        for (const motion of motions) {
          if (motion[0] === "o") away.opacity = 0;
          else if (reduce) continue;
          else if (motion[0] === "x") transforms.push("translate(" + motion[1] + "px," + motion[2] + "px)");
          else if (motion[0] === "s") {
            transforms.push("scale(" + motion[1] + ")");
            away.transformOrigin = (motion[2] - origin.x) + "px " + (motion[3] - origin.y) + "px";
          }
        }
        if (transforms.length) away.transform = transforms.join(" ");
        return Object.keys(away).length ? away : null;
      }
      function restState(away, el) {
        const rest = {};
        if ("opacity" in away) rest.opacity = el.style.opacity || 1;
        if ("transform" in away) rest.transform = "none";
        if ("transformOrigin" in away) rest.transformOrigin = away.transformOrigin;
        return rest;
      }
      function play(el, keyframes, timing) {
        const animation = el.animate(keyframes, timing);
        animation.id = "kumiko";
        return animation;
      }
      function animateFrame(anim, before, held) {
        const reduce = reducedMotion.matches;
        const timing = {duration: anim.d, delay: anim.dl || 0, easing: anim.e || "ease",
          iterations: anim.it === -1 ? Infinity : (anim.it || 1), direction: anim.alt ? "alternate" : "normal", fill: "backwards"};
        // Which old item each new one is (runs of old items, or counts of new ones).
        const match = new Array(nodes.length).fill(-1);
        let at = 0;
        for (const part of anim.m || []) {
          if (Array.isArray(part)) { for (let k = 0; k < part[1] && at < match.length; k++) match[at++] = part[0] + k; }
          else at += -part;
        }
        const coming = new Map(), going = new Map();
        for (const [start, end, motions] of anim.in || []) for (let k = start; k < end; k++) coming.set(k, motions);
        for (const [start, end, motions, under] of anim.out || []) for (let k = start; k < end; k++) going.set(k, {motions, under: !!under});
        const oldByElement = new Map();
        for (const old of before) if (old) oldByElement.set(old.el, old);
        const rootBox = root.getBoundingClientRect();
        // Measure every element in its new place first, then start the animations.
        const moves = [], arrivals = [];
        for (let k = 0; k < nodes.length; k++) {
          const node = nodes[k];
          if (!node || !node.el) continue;
          const el = node.el;
          const old = (match[k] >= 0 && before[match[k]]) || oldByElement.get(el);
          for (const running of el.getAnimations()) if (running.id === "kumiko") running.cancel();
          const r = el.getBoundingClientRect(), p = el.parentNode.getBoundingClientRect();
          if (old) moves.push({el, old, r, p, kind: items[k].k});
          else arrivals.push({el, k, r});
        }
        const arrived = new Set();
        for (const {el, old, r, p, kind} of moves) {
          const dx = (old.r.left - old.p.left) - (r.left - p.left), dy = (old.r.top - old.p.top) - (r.top - p.top);
          // Shapes and chrome stretch from their old size; text, fields and containers only move.
          const stretches = kind === "r" || kind === "e" || kind === "c" || kind === "hl" || kind === "p";
          const sx = stretches && r.width > 0 && old.r.width > 0 ? old.r.width / r.width : 1;
          const sy = stretches && r.height > 0 && old.r.height > 0 ? old.r.height / r.height : 1;
          const moved = !reduce && (Math.abs(dx) >= 0.5 || Math.abs(dy) >= 0.5 || Math.abs(sx - 1) > 0.01 || Math.abs(sy - 1) > 0.01);
          // Opacity and fill changes crossfade (a row's highlight, a dimmed control).
          const faded = old.o === null && old.opacity !== el.style.opacity;
          const filled = !!old.fill && !!el.style.backgroundColor && old.fill !== el.style.backgroundColor;
          if (!moved && old.o === null && !faded && !filled) continue;
          const from = {}, to = {};
          if (moved) {
            from.transform = "translate(" + dx + "px," + dy + "px) scale(" + sx + "," + sy + ")"; from.transformOrigin = "0 0";
            to.transform = "none"; to.transformOrigin = "0 0";
          }
          if (old.o !== null) { from.opacity = old.o; to.opacity = el.style.opacity || 1; }
          else if (faded) { from.opacity = old.opacity || 1; to.opacity = el.style.opacity || 1; }
          if (filled) { from.backgroundColor = old.fill; to.backgroundColor = el.style.backgroundColor; }
          play(el, [from, to], timing);
        }
        for (const {el, k, r} of arrivals) {
          // An element inside one that arrives comes with it.
          if (arrived.has(el.parentNode)) { arrived.add(el); continue; }
          const away = motionFrames(coming.get(k) || [["o"]], el, {x: r.left - rootBox.left, y: r.top - rootBox.top}, reduce);
          arrived.add(el);
          if (away) play(el, [away, restState(away, el)], timing);
        }
        // What went: the topmost elements of old items no new item is, in a ghost layer at the place they were seen.
        const matched = new Set(match.filter((index) => index >= 0)), gone = new Set();
        for (let j = 0; j < before.length; j++) {
          const old = before[j];
          // Kept (drawn again, or moved into another container), or drawn anew by the new item that is it.
          if (!old || old.el.isConnected || matched.has(j)) continue;
          gone.add(old.el);
          // Inside a container that goes: it goes with it.
          if (gone.has(old.parent)) continue;
          const how = going.get(j) || {motions: [["o"]], under: false};
          leave(old, how.motions, how.under, timing, reduce, rootBox);
        }
        if (ghosts && ghosts.firstChild && ghosts.parentNode !== root) root.appendChild(ghosts);
        if (ghostsUnder && ghostsUnder.firstChild && ghostsUnder.parentNode !== root) root.insertBefore(ghostsUnder, root.firstChild);
      }
      function ghostLayer() {
        const layer = document.createElement("div");
        layer.style.left = "0px"; layer.style.top = "0px"; layer.style.width = "100%"; layer.style.height = "100%";
        layer.style.pointerEvents = "none";
        return layer;
      }
      function leave(old, motions, under, timing, reduce, rootBox) {
        if (!ghosts) { ghosts = ghostLayer(); ghostsUnder = ghostLayer(); }
        const layer = under ? ghostsUnder : ghosts;
        const el = old.el;
        const origin = {x: old.r.left - rootBox.left, y: old.r.top - rootBox.top};
        el.style.left = origin.x + "px"; el.style.top = origin.y + "px";
        if (el.kumikoField) el.disabled = true;
        layer.appendChild(el);
        if (old.scroll) { el.scrollLeft = old.scroll[0]; el.scrollTop = old.scroll[1]; }
        const away = motionFrames(motions, el, origin, reduce) || {};
        const start = {};
        if (old.o !== null) start.opacity = old.o;
        for (const key in away) if (!(key in start)) start[key] = key === "opacity" ? (el.style.opacity || 1) : key === "transform" ? "none" : away[key];
        const animation = play(el, [start, away], {...timing, fill: "forwards"});
        const done = () => {
          el.remove();
          if (!layer.firstChild) layer.remove();
        };
        animation.onfinish = done; animation.oncancel = done;
        // An animation that repeats for ever still ends for a view that went.
        if (!isFinite(timing.iterations)) setTimeout(() => animation.cancel(), timing.duration + (timing.delay || 0));
      }

      function point(event) { return {x: event.clientX, y: event.clientY}; }
      function modifiers(event) {
        const list = [];
        if (event.shiftKey) list.push("shift");
        if (event.ctrlKey) list.push("ctrl");
        if (event.altKey) list.push("alt");
        if (event.metaKey) list.push("meta");
        return list;
      }
      // The press being held (for a long press): where it went down, whether it asked for the menu, its timer
      // (0 once it fired, or the touch moved too far to be a long press).
      let hold = null;
      const HOLD_MS = 500, HOLD_SLOP = 10;
      function endHold() { if (hold && hold.timer) clearTimeout(hold.timer); if (hold) hold.timer = 0; }
      function askMenu(pressed, x, y) {
        if (pressed && pressed.menu) return;
        if (pressed) pressed.menu = true;
        send({t: "menu", x, y});
      }
      root.addEventListener("pointerdown", (event) => {
        if (event.button !== 0) return;
        // A press on a region's scroll bar is the browser's.
        const box = event.target;
        if (box.classList && box.classList.contains("scroll") && (event.offsetX >= box.clientWidth || event.offsetY >= box.clientHeight)) return;
        if (scrollFrame) { cancelAnimationFrame(scrollFrame); flushScrolls(); }
        // A press in a field of the page's own leaves it the focus (and its caret and selection) natively.
        if (!isField(event.target)) {
          root.focus();
          root.setPointerCapture(event.pointerId);
        }
        send({t: "down", ...point(event), mods: modifiers(event)});
        // A touch held still for half a second asks for the context menu, where the browser fires no `contextmenu`
        // for it (Safari); where it does (Chrome), the menu is asked for once.
        endHold();
        hold = {id: event.pointerId, x: event.clientX, y: event.clientY, menu: false, timer: 0};
        if (event.pointerType === "touch") {
          const pressed = hold;
          pressed.timer = setTimeout(() => { pressed.timer = 0; askMenu(pressed, pressed.x, pressed.y); }, HOLD_MS);
        }
      });
      root.addEventListener("pointermove", (event) => {
        if (hold && hold.timer && Math.hypot(event.clientX - hold.x, event.clientY - hold.y) > HOLD_SLOP) endHold();
        if (event.buttons & 1) send({t: "move", ...point(event)});
        else if (!event.buttons && hoverWanted && event.pointerType !== "touch") hovered(event);
      });
      // The pointer over the app without a button (a mouse, a pen hovering), once per animation frame, and its
      // leaving: sent only while the frame held says the app watches the pointer hover (`hover`).
      let hoverWanted = false, hoverAt = null, hoverFrame = 0;
      function hovered(event) {
        hoverAt = point(event);
        if (!hoverFrame) hoverFrame = requestAnimationFrame(() => { hoverFrame = 0; send({t: "hover", ...hoverAt}); });
      }
      root.addEventListener("pointerleave", (event) => {
        if (!hoverWanted || event.pointerType === "touch") return;
        if (hoverFrame) { cancelAnimationFrame(hoverFrame); hoverFrame = 0; }
        send({t: "leave"});
      });
      root.addEventListener("pointerup", (event) => { endHold(); hold = null; if (event.button === 0) send({t: "up", ...point(event)}); });
      // The browser took the pointer (a touch that became its pan): what the press began does not complete.
      root.addEventListener("pointercancel", () => { endHold(); hold = null; send({t: "cancel"}); });
      // A secondary click (or Chrome's long press): the context menu of what is under it, never the browser's
      // over the app (a field of the page's own keeps the browser's, for paste and spelling).
      root.addEventListener("contextmenu", (event) => {
        if (isField(event.target)) return;
        event.preventDefault();
        askMenu(hold, event.clientX, event.clientY);
      });
      root.addEventListener("wheel", (event) => {
        // Scroll regions scroll natively; a wheel elsewhere goes to the server.
        if (event.target.closest && event.target.closest(".scroll")) return;
        event.preventDefault();
        const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? innerHeight : 1;
        send({t: "wheel", ...point(event), dx: event.deltaX * unit, dy: event.deltaY * unit});
      }, {passive: false});
      addEventListener("keydown", (event) => {
        if (event.isComposing) return;
        // In a field of the page's own, typing and editing stay in it; only the keys that leave or submit it and
        // shortcuts other than the editing ones go on.
        if (isField(event.target)) {
          const shortcut = (event.ctrlKey || event.metaKey) && !"acvxyz".includes(event.key.toLowerCase());
          const keys = event.target.kumikoField.kind === "textarea" ? TEXTAREA_SERVER_KEYS : SERVER_KEYS;
          if (!keys.has(event.key) && !shortcut) return;
        }
        if (event.key === "Tab" || event.key === " " || event.key.startsWith("Arrow") || event.key === "Backspace") event.preventDefault();
        send({t: "key", key: event.key, text: event.key.length === 1 ? event.key : "", mods: modifiers(event)});
      });
      addEventListener("paste", (event) => {
        if (isField(event.target)) return;
        const text = event.clipboardData && event.clipboardData.getData("text/plain");
        if (text) { event.preventDefault(); send({t: "paste", text}); }
      });
      // A page going away (a reload, a link) ends its connection now, so that the next page resumes the session.
      addEventListener("pagehide", () => { if (socket) { socket.onclose = null; socket.close(); socket = null; } });
      // The same page back from the browser's back-forward cache connects again.
      addEventListener("pageshow", (event) => { if (event.persisted && !socket) connect(); });
      let resizeTimer = 0;
      addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(viewport, 30); });
      // A page that carries its frame (a picture of a view) draws it once and connects to nothing.
      const embedded = document.getElementById("kumiko-frame");
      if (embedded) {
        show(JSON.parse(embedded.textContent));
      } else {
        connect();
      }
    })();
    """#
}
