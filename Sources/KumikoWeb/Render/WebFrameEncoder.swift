import Foundation
import KumikoCore

/// Turns a display list into the frame the page draws: a JSON array of positioned items in points (CSS pixels).
///
/// Items: `t` a line of text (`x`, `y`, `w`, `h`, `b` baseline, `r` runs of `[text, font, colour, flags]`),
/// `r` a rectangle or rounded rectangle (`fill`, `stroke`, `lw`, `rad`), `e` an ellipse, `p` a path (`d` in SVG
/// syntax), `c` a piece of the platform's chrome (`kind` and its parameters), `clip` and `/clip` around clipped
/// items, `hl` the highlight behind chosen (selected) or focused content, `dim` a veil over what came before
/// (beneath a presentation), `erase` a rectangle painted in the background colour, `ax` and `/ax` around the items
/// of one accessibility element (`a` its ARIA attributes; its frame the union of its items'), `scroll` and `/scroll`
/// around a scroll view's content (`id`, the visible frame, the content's size `cw`/`ch`, its offset `ox`/`oy`, its
/// axes `ax`), which the page scrolls natively. Effects are not drawn yet. A frame made from an animated update
/// also says how the page animates it from the frame before (`anim`, ``WebFrameAnimation``), from each item's
/// identity (``WebFrameItems``), which is not sent.
struct WebFrameEncoder {
    /// The marks open (`beginMark` without its `endMark` yet), each with the position of its first item.
    private var markStarts: [(mark: DisplayList.Mark, index: Int)] = []
    /// The accessibility elements open, each with the position of its item (written once its frame is known).
    private var elementStarts: [(element: AccessibilityElement, index: Int)] = []
    /// The items so far, each with its frame (`.null` for clips and veils), which a mark's highlight spans.
    private var entries: [(json: String, frame: CGRect)] = []
    /// Each item's identity (the node that drew it and its kind), in step with `entries`.
    private var keys: [WebFrameItems.Key] = []
    /// Each item's innermost transition (an index into `transitions`, -1 for none), in step with `entries`.
    private var groups: [Int32] = []
    /// The transitions drawn so far.
    private var transitions: [WebFrameItems.Transition] = []
    /// The effects open: the index of each transition among them (nil for the other effects).
    private var openEffects: [Int32?] = []
    /// The node that drew the display-list entry being added, and the kind of item it makes.
    private var owner: UInt64 = 0
    private var kind = WebFrameItems.Kind.other
    /// The end of a text segment's JSON for each style drawn so far (`,"font","colour",flags]`): a frame draws a
    /// handful of styles over and over, and writing one (CSS font, `String(format:)` colour) costs more than the text.
    private var segmentStyles: [TextStyle: String] = [:]
    /// The CSS of each chrome tint drawn so far, for the same reason.
    private var tints: [ResolvedColor?: String] = [:]

    /// The frame for `list`, drawn in a window of `size` points.
    static func encode(_ list: DisplayList, size: CGSize, sequence: Int) -> String {
        frame(items: items(of: list), size: size, sequence: sequence)
    }

    /// Each item of what `graph` shows in the page, as JSON objects: its display list with the accessibility
    /// elements, scroll regions the page scrolls, text fields the page edits and the transitions it plays (a
    /// session's frames and a picture's alike).
    @MainActor
    static func items(of graph: ViewGraph) -> [String] { encoded(of: graph).items }

    /// What `graph` shows in the page (see ``items(of:)-(ViewGraph)``), with each item's identity.
    @MainActor
    static func encoded(of graph: ViewGraph) -> WebFrameItems {
        encoded(graph.displayList(describingAccessibility: true, scrollingNatively: true, editingTextNatively: true,
                                  describingTransitions: true))
    }

    /// Each item of `list` as a JSON object.
    static func items(of list: DisplayList) -> [String] { encoded(list).items }

    /// Each item of `list` as a JSON object, with its identity.
    static func encoded(_ list: DisplayList) -> WebFrameItems {
        var encoder = WebFrameEncoder()
        for entry in list.entries {
            encoder.owner = entry.owner?.rawValue ?? 0
            encoder.add(entry.item)
        }
        return WebFrameItems(items: encoder.entries.map(\.json), keys: encoder.keys, groups: encoder.groups,
                             transitions: encoder.transitions)
    }

    /// A whole frame: every item; `animation`: how the page animates it from the frame it holds (``WebFrameAnimation``).
    static func frame(items: [String], size: CGSize, sequence: Int, acknowledging handled: Int = 0,
                      animation: String? = nil) -> String {
        var out = header("frame", size: size, sequence: sequence, acknowledging: handled, animation: animation)
        out.key("items")
        out.raw("[" + items.joined(separator: ",") + "]}")
        return out.text
    }

    /// The frame `items` as a patch of the frame `base` held (`old`): runs of old items to keep, by position
    /// (`[start, count]`), and the new items in full between them. A selection move or a typed letter keeps
    /// nearly every item, so the patch is a few of them. Nil when the patch would be no smaller than the whole
    /// frame (a scroll moves every item), which is then sent instead; neither is written out to find that.
    /// `handled`: the page's messages on this connection that the frame shows the effect of (`ack`).
    static func patch(from old: [String], base: Int, to items: [String], size: CGSize, sequence: Int,
                      acknowledging handled: Int = 0, animation: String? = nil) -> String? {
        let operations = patchOperations(from: old, to: items)
        // The patch has `,"base":N` and `"ops"` where the frame has `"items"`; the rest is alike but the lists.
        func listBytes(_ list: [String]) -> Int { list.reduce(max(list.count - 1, 0)) { $0 + $1.utf8.count } }
        let extra = ",\"base\":\(base)".utf8.count + "\"ops\"".utf8.count - "\"items\"".utf8.count
        guard listBytes(operations) + extra < listBytes(items) else { return nil }
        return patch(operations: operations, base: base, size: size, sequence: sequence, acknowledging: handled,
                     animation: animation)
    }

    /// A patch written out from its operations.
    static func patch(operations: [String], base: Int, size: CGSize, sequence: Int, acknowledging handled: Int = 0,
                      animation: String? = nil) -> String {
        var out = header("patch", size: size, sequence: sequence, acknowledging: handled, animation: animation)
        out.key("base"); out.number(base)
        out.key("ops")
        out.raw("[" + operations.joined(separator: ",") + "]}")
        return out.text
    }

    /// The operations that turn `old` into `new`: each new item is the old item that continues the run being
    /// kept when it is equal, else any equal old item (a new run), else itself.
    static func patchOperations(from old: [String], to new: [String]) -> [String] {
        var positions: [String: Int] = [:]
        for (index, item) in old.enumerated().reversed() { positions[item] = index }
        var operations: [String] = []
        var run: (start: Int, count: Int)?
        func closeRun() {
            if let current = run { operations.append("[\(current.start),\(current.count)]") }
            run = nil
        }
        for item in new {
            if let current = run, current.start + current.count < old.count, old[current.start + current.count] == item {
                run = (current.start, current.count + 1)
            } else if let index = positions[item] {
                closeRun()
                run = (index, 1)
            } else {
                closeRun()
                operations.append(item)
            }
        }
        closeRun()
        return operations
    }

    /// The members every frame starts with; `ack` (when there is one) is the count of the page's messages on this
    /// connection that the frame shows the effect of, so that the page knows which of its own fields' texts the
    /// server had when it drew the frame.
    private static func header(_ type: String, size: CGSize, sequence: Int, acknowledging handled: Int,
                               animation: String?) -> JSONText {
        var out = JSONText()
        out.raw("{")
        out.key("t"); out.string(type)
        out.key("n"); out.number(sequence)
        if handled > 0 { out.key("ack"); out.number(handled) }
        out.key("w"); out.number(size.width)
        out.key("h"); out.number(size.height)
        if let animation { out.key("anim"); out.raw(animation) }
        return out
    }

    /// Adds an item, `write` giving its members, at `index` (the end by default).
    private mutating func emit(_ frame: CGRect?, at index: Int? = nil, _ write: (inout JSONText) -> Void) {
        var item = JSONText()
        item.raw("{")
        write(&item)
        item.raw("}")
        let at = index ?? entries.endIndex
        entries.insert((item.text, frame ?? .null), at: at)
        keys.insert(WebFrameItems.Key(owner: owner, kind: kind), at: at)
        groups.insert(openEffects.last(where: { $0 != nil }).flatMap { $0 } ?? -1, at: at)
    }

    private static func rect(_ json: inout JSONText, _ rect: CGRect) {
        json.key("x"); json.number(rect.minX)
        json.key("y"); json.number(rect.minY)
        json.key("w"); json.number(rect.width)
        json.key("h"); json.number(rect.height)
    }

    private mutating func add(_ item: DisplayList.Item) {
        switch item {
        case .text(let text):
            kind = .text
            // Lines made without their own size (a single-line drawing) take the drawing's.
            let lineCount = CGFloat(max(text.lines.count, 1))
            for line in text.lines {
                let styles = line.segments.map { segmentStyle($0.style) }
                let frame = CGRect(x: text.frame.minX + line.offset.x, y: text.frame.minY + line.offset.y,
                                   width: line.width > 0 ? line.width : text.frame.width,
                                   height: line.height > 0 ? line.height : text.frame.height / lineCount)
                emit(frame) { json in
                    json.key("k"); json.string("t")
                    Self.rect(&json, frame)
                    json.key("b"); json.number(line.baseline)
                    if text.opacity < 1 { json.key("o"); json.number(CGFloat(text.opacity)) }
                    json.key("r"); json.raw("[")
                    for (segment, style) in zip(line.segments, styles) {
                        json.element()
                        json.raw("[")
                        json.string(segment.text)
                        json.raw(style)
                    }
                    json.raw("]")
                }
            }
        case .shape(let shape):
            kind = .shape
            let bounds = shape.path.boundingRect
            emit(bounds) { json in
                switch shape.path.figure {
                case .rect(let rect)?:
                    json.key("k"); json.string("r"); Self.rect(&json, rect)
                case .roundedRect(let rect, let radius)?:
                    json.key("k"); json.string("r"); Self.rect(&json, rect)
                    json.key("rad"); json.number(radius)
                case .ellipse(let rect)?:
                    json.key("k"); json.string("e"); Self.rect(&json, rect)
                case nil:
                    json.key("k"); json.string("p"); Self.rect(&json, bounds)
                    json.key("d"); json.string(CSS.svgPath(shape.path, origin: bounds.origin))
                }
                if let fill = shape.fill { json.key("fill"); json.string(CSS.color(fill)) }
                if let stroke = shape.stroke {
                    json.key("stroke"); json.string(CSS.color(stroke.color))
                    json.key("lw"); json.number(stroke.lineWidth)
                }
            }
        case .chrome(let chrome):
            kind = .chrome
            let tint = tintCSS(chrome.tint)
            emit(chrome.frame) { json in
                json.key("k"); json.string("c")
                Self.rect(&json, chrome.frame)
                WebChrome.describe(chrome.kind, into: &json)
                json.key("tint"); json.raw(tint)
                if chrome.opacity < 1 { json.key("o"); json.number(CGFloat(chrome.opacity)) }
            }
        case .textInput(let input):
            // The page's own field (`<input>`), kept by its node from frame to frame.
            kind = .field
            emit(input.frame) { json in
                json.key("k"); json.string("in")
                json.key("id"); json.number(Int(truncatingIfNeeded: input.node.rawValue))
                Self.rect(&json, input.frame)
                json.key("kind"); json.string(input.kind == .secure ? "password" : input.kind == .search ? "search" : "text")
                json.key("v"); json.string(input.text)
                json.key("ph"); json.string(input.placeholder)
                json.key("font"); json.string(CSS.font(input.style))
                json.key("fg"); json.string(CSS.color(input.style.foreground))
                json.key("pc"); json.string(CSS.color(input.placeholderColor, dim: true))
                json.key("al"); json.string(input.alignment == .center ? "center" : input.alignment == .trailing ? "end" : "start")
                if input.isFocused { json.key("f"); json.number(1) }
                if !input.isEnabled { json.key("dis"); json.number(1) }
                if input.hasBorder { json.key("bd"); json.number(1) }
            }
        case .erase(let rect):
            kind = .erase
            emit(rect) { json in
                json.key("k"); json.string("erase"); Self.rect(&json, rect)
            }
        case .pushClip(let rect):
            kind = .container
            emit(nil) { json in
                json.key("k"); json.string("clip"); Self.rect(&json, rect)
            }
        case .popClip:
            kind = .closing
            emit(nil) { json in json.key("k"); json.string("/clip") }
        case .beginMark(let mark):
            markStarts.append((mark, entries.count))
        case .endMark:
            guard let start = markStarts.popLast() else { break }
            kind = .highlight
            closeMark(start.mark, from: start.index)
        case .beginEffect(let effect):
            if case .transition(let drawing) = effect {
                transitions.append(WebFrameItems.Transition(
                    id: owner, drawing: drawing, parent: openEffects.last(where: { $0 != nil }).flatMap { $0 } ?? -1))
                openEffects.append(Int32(transitions.count - 1))
            } else {
                openEffects.append(nil)
            }
        case .endEffect:
            _ = openEffects.popLast()
        case .dimBeneath:
            kind = .veil
            emit(nil) { json in json.key("k"); json.string("dim") }
        case .beginScroll(let region):
            kind = .container
            emit(region.frame) { json in
                json.key("k"); json.string("scroll")
                json.key("id"); json.number(Int(truncatingIfNeeded: region.id.rawValue))
                Self.rect(&json, region.frame)
                json.key("cw"); json.number(region.contentSize.width)
                json.key("ch"); json.number(region.contentSize.height)
                json.key("ox"); json.number(region.offset.x)
                json.key("oy"); json.number(region.offset.y)
                json.key("ax"); json.string((region.axes.contains(.horizontal) ? "h" : "") + (region.axes.contains(.vertical) ? "v" : ""))
            }
        case .endScroll:
            kind = .closing
            emit(nil) { json in json.key("k"); json.string("/scroll") }
        case .beginAccessibilityElement(let element):
            elementStarts.append((element, entries.count))
            kind = .container
            emit(nil) { _ in }
        case .endAccessibilityElement:
            guard let start = elementStarts.popLast() else { break }
            kind = .closing
            closeElement(start.element, at: start.index)
        }
    }

    /// What follows a segment's text in its JSON array: its font, its colour and its flags, and the closing bracket.
    private mutating func segmentStyle(_ style: TextStyle) -> String {
        if let written = segmentStyles[style] { return written }
        var json = JSONText()
        json.raw(",")
        json.string(CSS.font(style)); json.raw(",")
        json.string(CSS.color(style.foreground, dim: style.dim)); json.raw(",")
        json.number((style.underline ? 1 : 0) | (style.strikethrough ? 2 : 0))
        json.raw("]")
        let written = json.text
        segmentStyles[style] = written
        return written
    }

    /// A chrome tint as a JSON string.
    private mutating func tintCSS(_ tint: ResolvedColor?) -> String {
        if let written = tints[tint] { return written }
        var json = JSONText()
        json.string(CSS.color(tint))
        let written = json.text
        tints[tint] = written
        return written
    }

    /// The union of the frames of the items from `index` on (clips and veils have none); `.null` when none has.
    private func framesUnion(from index: Int) -> CGRect {
        entries[index...].reduce(CGRect.null) { $1.frame.isNull ? $0 : $0.union($1.frame) }
    }

    /// Writes an accessibility element's item, now that its items are known: its ARIA attributes, and the union of
    /// their frames, which the page positions it at (so that each element has the bounds a screen reader shows).
    private mutating func closeElement(_ element: AccessibilityElement, at index: Int) {
        let union = framesUnion(from: index + 1)
        let frame = union.isNull ? CGRect.zero : union
        var item = JSONText()
        item.raw("{")
        item.key("k"); item.string("ax")
        Self.rect(&item, frame)
        item.key("a"); item.raw("{")
        for (name, value) in ARIA.attributes(of: element) { item.key(name); item.string(value) }
        item.raw("}}")
        entries[index] = (item.text, .null)
        emit(nil) { json in json.key("k"); json.string("/ax") }
    }

    /// Puts the highlight of a chosen or focused region behind its items: the union of their frames.
    private mutating func closeMark(_ mark: DisplayList.Mark, from index: Int) {
        guard mark != .disabled else { return }
        let union = framesUnion(from: index)
        guard !union.isNull else { return }
        emit(union, at: index) { json in
            json.key("k"); json.string("hl")
            Self.rect(&json, union)
            json.key("m"); json.string(mark == .chosen ? "chosen" : "focused")
        }
    }
}

/// CSS values of the display list's fonts and colours.
enum CSS {
    /// The page's font family: the served faces, then the system's sans-serif.
    static let family = WebFonts.cssFamilies

    static func font(_ style: TextStyle) -> String {
        let font = style.font
        let size = font.map { $0.size.isFinite && $0.size > 0 ? $0.size : 17 } ?? 17
        let bold = style.bold || (font?.weight.value ?? 400) >= Font.Weight.semibold.value
        let italic = style.italic || (font?.isItalic ?? false)
        let family = font?.design == .monospaced ? "ui-monospace, monospace" : family
        return "\(italic ? "italic " : "")\(bold ? 700 : 400) \(size.hundredthsText)px \(family)"
    }

    /// A colour, or the page's foreground (`var(--fg)`) when the platform's default applies.
    static func color(_ color: ResolvedColor?, dim: Bool = false) -> String {
        guard let color else { return dim ? "var(--fg2)" : "var(--fg)" }
        func channel(_ value: Double) -> Int { Int((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded()) }
        let alpha = min(max(color.opacity.isFinite ? color.opacity : 1, 0), 1) * (dim ? 0.6 : 1)
        return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(String(format: "%.3g", alpha)))"
    }

    /// A path's polygons in SVG path syntax, relative to `origin`.
    static func svgPath(_ path: Path, origin: CGPoint) -> String {
        var out = ""
        for polyline in path.segmentPolylines where !polyline.isEmpty {
            for (index, point) in polyline.enumerated() {
                out += index == 0 ? "M" : "L"
                out += (point.x - origin.x).hundredthsText + " " + (point.y - origin.y).hundredthsText
            }
            if polyline.count > 2, polyline.first == polyline.last { out += "Z" }
        }
        return out
    }
}
