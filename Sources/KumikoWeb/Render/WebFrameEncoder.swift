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
/// around a scroll view's content (`id`, the visible frame, the content's size `cw`/`ch`, its offset `ox`/`oy`, the
/// origin of the layer its items are drawn in `lx`/`ly`, its axes `ax`), which the page scrolls natively; the items
/// inside are written from the region's corner where they are in its content (``scrollLayerOrigin(_:)``), so
/// that a scroll moves none of them. Effects are not drawn yet. A frame made from an animated update
/// also says how the page animates it from the frame before (`anim`, ``WebFrameAnimation``), from each item's
/// identity (``WebFrameItems``), which is not sent.
struct WebFrameEncoder {
    /// The marks open (`beginMark` without its `endMark` yet), each with the position of its first item.
    private var markStarts: [(mark: DisplayList.Mark, index: Int)] = []
    /// The accessibility elements open, each with the position of its item (written once its frame is known).
    private var elementStarts: [(element: AccessibilityElement, index: Int, key: ItemKey?)] = []
    /// The items so far, each with its frame (`.null` for clips and veils), which a mark's highlight spans.
    private var entries: [WrittenEntry] = []
    /// Whether each entry was copied from the previous frame (rather than written), in step with `entries`.
    private var copied: [Bool] = []
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
    /// What earlier frames wrote, and what this one writes for the next.
    private var memory: Memory
    /// How many reusable items each node has drawn so far in this frame (an item's place among its node's), and
    /// how many accessibility elements.
    private var ordinals: [UInt64: Int] = [:], elementOrdinals: [UInt64: Int] = [:]
    /// What the previous frame wrote.
    private var previous = Memory()
    /// What is added to a point of the display list (root coordinates) to write it: zero outside scroll regions;
    /// inside one, the offset of its content (less its layer's origin), so that the items of a scroll view's
    /// content are written where they are in its content, and a scroll changes none of them, only the region's
    /// offset (``scrollLayerOrigin(_:)``). The deltas of the regions around the current one, innermost last.
    private var delta: CGPoint = .zero
    private var outerDeltas: [CGPoint] = []

    /// The largest content length, in points, that the page gives a scroll region's box as it is: a longer one
    /// is scaled down to it (a million rows), and the page's layer then moves with the offset.
    static let maximumScrollExtent: CGFloat = 8_000_000

    /// Where the layer holding a scroll region's items is in its content, in points: the content's origin, so
    /// that the items stay where they are written as the region scrolls; on an axis whose content is scaled down
    /// (longer than ``maximumScrollExtent``), the region's offset, where the items are drawn at their own size.
    static func scrollLayerOrigin(_ region: ScrollRegion) -> CGPoint {
        CGPoint(x: region.contentSize.width > maximumScrollExtent ? region.offset.x : 0,
                y: region.contentSize.height > maximumScrollExtent ? region.offset.y : 0)
    }

    /// What a session's frames wrote, kept for its next frame: the JSON of each text, shape and chrome item by the
    /// node that drew it and its place among that node's items, so that an item equal to the one written there
    /// last time is copied rather than written again (a selection move changes a few items of a hundred and more,
    /// and writing one costs more than comparing it); and the JSON of each text style and tint drawn.
    struct Memory {
        /// The items the previous frame wrote, by node and place.
        fileprivate var written: [ItemKey: WrittenItem] = [:]
        /// The accessibility elements the previous frame wrote, by node and place.
        fileprivate var elements: [ItemKey: WrittenElement] = [:]
        /// The end of a text segment's JSON for each style drawn (`,"font","colour",flags]`): a frame draws a
        /// handful of styles over and over, and writing one (CSS font, `String(format:)` colour) costs more than
        /// the text.
        fileprivate var segmentStyles: [TextStyle: String] = [:]
        /// The CSS of each chrome tint drawn, for the same reason.
        fileprivate var tints: [ResolvedColor?: String] = [:]
        /// What the previous frame wrote for each run of the display list that an element drew in an earlier
        /// frame (``DrawnRun``), by its version: a run appended again as it was is copied whole.
        fileprivate var runs: [UInt64: WrittenRun] = [:]
        /// How many items (and accessibility elements) the latest frame copied from the one before.
        fileprivate(set) var copiedItems = 0
        /// How many runs of the display list the latest frame copied whole from the one before.
        fileprivate(set) var copiedRuns = 0
        /// Whether each item of the latest frame was copied from the previous one (whose items it is then one of).
        fileprivate(set) var copiedEntries: [Bool] = []

        /// Nothing written yet.
        init() {}
    }

    /// An item as written: its JSON, and its frame in the page (`.null` for none) for what is placed around it.
    /// A struct rather than a tuple, so that copying one is specialized code rather than the runtime's generic
    /// tuple copy.
    fileprivate struct WrittenEntry {
        let json: String
        let frame: CGRect
    }

    /// What a run of the display list was written as: its items and their identities, and the delta and the
    /// transition they were written in (each item's group is that transition: a run that opens one is not kept).
    fileprivate struct WrittenRun {
        /// Where the run's items were written from: the delta plus the run's translation (``DrawnRun``), which
        /// together say where its version's items are in what the page holds.
        let position: CGPoint
        /// The run's translation when it was written (its items' frames are where that put them).
        let translation: CGSize
        let group: Int32
        let entries: [WrittenEntry]
        let keys: [WebFrameItems.Key]
        /// The runs inside it, written with it: kept for a frame that draws the run again but appends them.
        let inner: [(version: UInt64, run: WrittenRun)]
    }

    /// An item's node and its place among the reusable items that node drew in the frame.
    fileprivate struct ItemKey: Hashable {
        let owner: UInt64
        let ordinal: Int
    }

    /// An accessibility element, the frame it was written with, moved by `delta`, and its JSON.
    fileprivate struct WrittenElement {
        let element: AccessibilityElement
        let frame: CGRect
        let delta: CGPoint
        let json: String
    }

    /// An item and the entries it was written as, moved by `delta`.
    fileprivate struct WrittenItem {
        let item: DisplayList.Item
        let delta: CGPoint
        let entries: [WrittenEntry]

        /// The same JSON for `item`, drawn where this item was moved by `shift` (this delta less `delta`): the
        /// entries' frames (in the display list's coordinates) moved with it.
        func moved(by shift: CGPoint, to delta: CGPoint, item: DisplayList.Item) -> WrittenItem {
            WrittenItem(item: item, delta: delta, entries: entries.map { entry in
                WrittenEntry(json: entry.json, frame: entry.frame.isNull ? entry.frame : entry.frame.offsetBy(dx: shift.x, dy: shift.y))
            })
        }
    }

    private init(memory: Memory) {
        self.memory = memory
    }

    /// The segmented controls open (their leading edge drawn, not yet their trailing one), innermost last.
    private var segmentedControls: [OpenSegmentedControl] = []

    /// A segmented control being drawn: drawn as iOS's (UISegmentedControl; the HIG's Segmented controls page,
    /// https://developer.apple.com/design/human-interface-guidelines/segmented-controls): a rounded track
    /// (`segmentedTrack`, the control's whole frame, 32 pt tall on iOS: `ControlMetrics.iOS`) with the selected
    /// segment on a raised thumb (`segmentThumb`, inset by the control's edge) and no separator beside it.
    private struct OpenSegmentedControl {
        /// Where the track goes: the position of the control's first item.
        var start: Int
        /// The leading edge's frame.
        var leading: CGRect
        /// The positions of the separators drawn in it.
        var separators: [Int] = []
        /// The position of the selected segment's highlight, once drawn.
        var chosen: Int?
    }

    /// The frame for `list`, drawn in a window of `size` points.
    static func encode(_ list: DisplayList, size: CGSize, sequence: Int) -> String {
        frame(items: items(of: list), size: size, sequence: sequence)
    }

    /// What `graph` shows in the page, with each item's identity: its display list with the accessibility
    /// elements, scroll regions the page scrolls, text fields the page edits and the transitions it plays (a
    /// session's frames and a picture's alike). `memory`: what the previous frame of the same page wrote (updated
    /// to this frame's).
    @MainActor
    static func encoded(of graph: ViewGraph, memory: inout Memory) -> WebFrameItems {
        encoded(displayList(of: graph), memory: &memory)
    }

    /// The display list of what `graph` shows in the page: with the accessibility elements, scroll regions the
    /// page scrolls, text fields the page edits and the transitions it plays.
    @MainActor
    static func displayList(of graph: ViewGraph) -> DisplayList {
        graph.displayList(describingAccessibility: true, scrollingNatively: true, editingTextNatively: true,
                          describingTransitions: true)
    }

    /// What `graph` shows in the page, written afresh.
    @MainActor
    static func encoded(of graph: ViewGraph) -> WebFrameItems {
        var memory = Memory()
        return encoded(of: graph, memory: &memory)
    }

    /// Each item of what `graph` shows in the page, as JSON objects (see ``encoded(of:memory:)``).
    @MainActor
    static func items(of graph: ViewGraph, memory: inout Memory) -> [String] { encoded(of: graph, memory: &memory).items }

    /// Each item of what `graph` shows in the page, written afresh.
    @MainActor
    static func items(of graph: ViewGraph) -> [String] { encoded(of: graph).items }

    /// Each item of `list` as a JSON object, written afresh.
    static func items(of list: DisplayList) -> [String] { encoded(list).items }

    /// Each item of `list` as a JSON object, with its identity, written afresh.
    static func encoded(_ list: DisplayList) -> WebFrameItems {
        var memory = Memory()
        return encoded(list, memory: &memory)
    }

    /// Each item of `list` as a JSON object, with its identity, copying what `memory` holds of the items that did
    /// not change since the previous frame; `memory` then holds this frame's.
    static func encoded(_ list: DisplayList, memory: inout Memory) -> WebFrameItems {
        // Room for as many items as the last frame had: a frame is mostly the last one again.
        let expected = memory.copiedEntries.count
        var encoder = WebFrameEncoder(memory: memory)
        memory = Memory()  // the encoder's alone now, so that it changes it in place
        encoder.previous.written = encoder.memory.written
        encoder.previous.elements = encoder.memory.elements
        encoder.previous.runs = encoder.memory.runs
        encoder.memory.written = Dictionary(minimumCapacity: encoder.previous.written.count)
        encoder.memory.elements = Dictionary(minimumCapacity: encoder.previous.elements.count)
        encoder.memory.runs = Dictionary(minimumCapacity: encoder.previous.runs.count)
        encoder.memory.copiedItems = 0
        encoder.memory.copiedRuns = 0
        // The runs appended as drawn in an earlier frame (which hold no other run: an element that appends its
        // drawing draws nothing under it) and the rows drawn afresh (which the next frames likely append whole), in
        // order, a run before the runs inside it.
        let runs = list.runs.filter { ($0.kept || $0.isRow) && $0.isIntact && !$0.range.isEmpty }.sorted {
            ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
        }
        encoder.entries.reserveCapacity(expected)
        encoder.copied.reserveCapacity(expected)
        encoder.keys.reserveCapacity(expected)
        encoder.groups.reserveCapacity(expected)
        var next = runs.startIndex
        encoder.write(list, in: list.entries.indices, runs: runs, next: &next)
        encoder.memory.copiedEntries = encoder.copied
        memory = encoder.memory
        return WebFrameItems(items: encoder.entries.map(\.json), keys: encoder.keys, groups: encoder.groups,
                             transitions: encoder.transitions)
    }

    /// A whole frame: every item.
    /// `animation`: how the page animates it from the frame it holds (``WebFrameAnimation``).
    static func frame(items: [String], size: CGSize, sequence: Int, acknowledging handled: Int = 0,
                      animation: String? = nil, tracksHover: Bool = false) -> String {
        var out = header("frame", size: size, sequence: sequence, acknowledging: handled, animation: animation,
                         tracksHover: tracksHover)
        out.key("items")
        out.raw("[" + items.joined(separator: ",") + "]}")
        return out.text
    }

    /// The frame `items` as a patch of the frame `base` held (`old`): runs of old items to keep, by position
    /// (`[start, count]`), and the new items in full between them. A selection move or a typed letter keeps
    /// nearly every item, so the patch is a few of them. Nil when the patch would be no smaller than the whole
    /// frame (a scroll moves every item), which is then sent instead; neither is written out to find that.
    /// `handled`: the page's messages on this connection that the frame shows the effect of (`ack`).
    /// `copied`: which of `items` were copied from `old` by the encoder's memory (the others are looked for
    /// only near where the patch is in `old`).
    static func patch(from old: [String], base: Int, to items: [String], copied: [Bool]? = nil, size: CGSize,
                      sequence: Int, acknowledging handled: Int = 0, animation: String? = nil,
                      tracksHover: Bool = false) -> String? {
        let operations = patchOperations(from: old, to: items, copied: copied)
        // The patch has `,"base":N` and `"ops"` where the frame has `"items"`; the rest is alike but the lists.
        func listBytes(_ list: [String]) -> Int { list.reduce(max(list.count - 1, 0)) { $0 + $1.utf8.count } }
        let extra = ",\"base\":\(base)".utf8.count + "\"ops\"".utf8.count - "\"items\"".utf8.count
        guard listBytes(operations) + extra < listBytes(items) else { return nil }
        return patch(operations: operations, base: base, size: size, sequence: sequence, acknowledging: handled,
                     animation: animation, tracksHover: tracksHover)
    }

    /// A patch written out from its operations.
    static func patch(operations: [String], base: Int, size: CGSize, sequence: Int, acknowledging handled: Int = 0,
                      animation: String? = nil, tracksHover: Bool = false) -> String {
        var out = header("patch", size: size, sequence: sequence, acknowledging: handled, animation: animation,
                         tracksHover: tracksHover)
        out.key("base"); out.number(base)
        out.key("ops")
        out.raw("[" + operations.joined(separator: ",") + "]}")
        return out.text
    }

    /// The operations that turn `old` into `new`: each new item is the old item that continues the run being
    /// kept when it is equal, else an equal old item (a new run), else itself.
    ///
    /// With `copied` (whether each new item was copied from `old` by the encoder's memory), an item is looked for
    /// among the next few old items after the last run, and only an item known to be in `old` beyond them is
    /// looked up in a table of all of `old`: hashing the text of every old item for that table was most of the
    /// patch's cost, for the few items a selection move writes afresh (which are in no old item). Without it,
    /// every item not continuing a run is looked up.
    static func patchOperations(from old: [String], to new: [String], copied: [Bool]? = nil) -> [String] {
        var table: [String: Int]?
        func position(of item: String) -> Int? {
            if table == nil {
                var positions = [String: Int](minimumCapacity: old.count)
                for (index, item) in old.enumerated().reversed() { positions[item] = index }
                table = positions
            }
            return table?[item]
        }
        let copied = copied.flatMap { $0.count == new.count ? $0 : nil }
        var operations: [String] = []
        var run: (start: Int, count: Int)?
        /// Where the last run ended in `old`.
        var cursor = 0
        func closeRun() {
            if let current = run {
                operations.append("[\(current.start),\(current.count)]")
                cursor = current.start + current.count
            }
            run = nil
        }
        /// An old item equal to `item` among the few after the last run.
        func nearby(_ item: String) -> Int? {
            let end = min(cursor + 8, old.count)
            return cursor < end ? (cursor..<end).first { old[$0] == item } : nil
        }
        for (index, item) in new.enumerated() {
            if let current = run, current.start + current.count < old.count, old[current.start + current.count] == item {
                run = (current.start, current.count + 1)
                continue
            }
            closeRun()
            let found: Int?
            if let copied {
                found = nearby(item) ?? (copied[index] ? position(of: item) : nil)
            } else {
                found = position(of: item)
            }
            if let found { run = (found, 1) } else { operations.append(item) }
        }
        closeRun()
        return operations
    }

    /// The members every frame starts with; `ack` (when there is one) is the count of the page's messages on this
    /// connection that the frame shows the effect of, so that the page knows which of its own fields' texts the
    /// server had when it drew the frame.
    private static func header(_ type: String, size: CGSize, sequence: Int, acknowledging handled: Int,
                               animation: String?, tracksHover: Bool) -> JSONText {
        var out = JSONText()
        out.raw("{")
        out.key("t"); out.string(type)
        out.key("n"); out.number(sequence)
        if handled > 0 { out.key("ack"); out.number(handled) }
        out.key("w"); out.number(size.width)
        out.key("h"); out.number(size.height)
        if let animation { out.key("anim"); out.raw(animation) }
        // Only while the graph watches the pointer hover does the page report its moves without a button.
        if tracksHover { out.key("hover"); out.number(1) }
        return out
    }

    /// Adds an item, `write` giving its members, at `index` (the end by default).
    private mutating func emit(_ frame: CGRect?, at index: Int? = nil, _ write: (inout JSONText) -> Void) {
        var item = JSONText()
        item.raw("{")
        write(&item)
        item.raw("}")
        emit(json: item.text, frame, at: index)
    }

    /// The JSON of an accessibility element's place before its items are known (its opening item's is written once
    /// they are, ``closeElement(_:at:key:)``), and of its end: the same in every frame, so written once.
    private static let elementPlaceholderJSON = "{}", elementEndJSON = #"{"k":"/ax"}"#

    /// Adds an item written already, at `index` (the end by default).
    private mutating func emit(json: String, _ frame: CGRect?, at index: Int? = nil) {
        let at = index ?? entries.endIndex
        entries.insert(WrittenEntry(json: json, frame: frame ?? .null), at: at)
        copied.insert(false, at: at)
        keys.insert(WebFrameItems.Key(owner: owner, kind: kind), at: at)
        groups.insert(currentGroup, at: at)
    }

    /// The innermost transition open (an index into `transitions`), -1 for none.
    private var currentGroup: Int32 { openEffects.last(where: { $0 != nil }).flatMap { $0 } ?? -1 }

    /// Writes a frame's members, moved by `delta` (the encoder's ``delta`` where it is written).
    private static func rect(_ json: inout JSONText, _ rect: CGRect, by delta: CGPoint) {
        json.key("x"); json.number(rect.minX + delta.x)
        json.key("y"); json.number(rect.minY + delta.y)
        json.key("w"); json.number(rect.width)
        json.key("h"); json.number(rect.height)
    }

    /// Adds an entry: a text, shape or chrome item equal to the one its node drew at the same place in the
    /// previous frame gets that item's JSON; any other is written.
    private mutating func add(_ entry: DisplayList.Entry) {
        switch entry.item {
        case .beginAccessibilityElement(let element):
            let key = entry.owner.map { owner in
                let ordinal = elementOrdinals[owner.rawValue, default: 0]
                elementOrdinals[owner.rawValue] = ordinal + 1
                return ItemKey(owner: owner.rawValue, ordinal: ordinal)
            }
            elementStarts.append((element, entries.count, key))
            kind = .container
            emit(json: Self.elementPlaceholderJSON, nil)
            return
        case .endAccessibilityElement:
            guard let start = elementStarts.popLast() else { return }
            kind = .closing
            closeElement(start.element, at: start.index, key: start.key)
            return
        default:
            break
        }
        guard let owner = entry.owner?.rawValue, Self.isReusable(entry.item) else { return add(entry.item) }
        let ordinal = ordinals[owner, default: 0]
        ordinals[owner] = ordinal + 1
        let key = ItemKey(owner: owner, ordinal: ordinal)
        // Written where it is plus the delta: an item that moved by as much as the delta changed by the other way
        // (a scroll view's content, scrolled) is written as it was.
        if let old = previous.written[key] {
            let shift = CGPoint(x: old.delta.x - delta.x, y: old.delta.y - delta.y)
            if old.item.drawsAlike(entry.item, movedBy: shift) {
                copy(shift == .zero ? old : old.moved(by: shift, to: delta, item: entry.item), key: key, item: entry.item)
                return
            }
        }
        let start = entries.count
        add(entry.item)
        memory.written[key] = WrittenItem(item: entry.item, delta: delta, entries: Array(entries[start...]))
    }

    /// Appends what the previous frame wrote for `run` (a run of the display list an element appended as it drew
    /// it in an earlier frame, or a row), when it wrote it in the same context: where it was in its scroll region, in the
    /// same transition, with no segmented control open around it. False when it did not.
    private mutating func copyRun(_ run: DrawnRun) -> Bool {
        guard let written = previous.runs[run.version], written.position == Self.position(of: run, at: delta),
              written.group == currentGroup, segmentedControls.isEmpty else { return false }
        let shift = CGSize(width: run.translation.width - written.translation.width,
                           height: run.translation.height - written.translation.height)
        appendCopied(shift == .zero ? written.entries : written.entries.map { entry in
            WrittenEntry(json: entry.json, frame: entry.frame.isNull ? entry.frame : entry.frame.offsetBy(dx: shift.width, dy: shift.height))
        }, keys: written.keys)
        keep(written, as: run.version)
        memory.copiedRuns += 1
        return true
    }

    /// Where the items of `run` are written from at `delta` (``WrittenRun/position``).
    private static func position(of run: DrawnRun, at delta: CGPoint) -> CGPoint {
        CGPoint(x: delta.x + run.translation.width, y: delta.y + run.translation.height)
    }

    /// Keeps what a run was written as for the next frame, with the runs inside it.
    private mutating func keep(_ written: WrittenRun, as version: UInt64) {
        memory.runs[version] = written
        writtenRuns.append((version, written))
        for inner in written.inner { memory.runs[inner.version] = inner.run }
    }

    /// Writes the entries of `list` in `range`: each run of `runs` (from `next` on) that starts there whole, copied
    /// when the previous frame wrote it (``copyRun(_:)``), else written item by item (``writeRun(_:of:runs:next:)``),
    /// and each entry outside them item by item.
    private mutating func write(_ list: DisplayList, in range: Range<Int>, runs: [DrawnRun], next: inout Int) {
        var index = range.lowerBound
        while index < range.upperBound {
            while next < runs.endIndex, runs[next].range.lowerBound < index { next += 1 }
            if next < runs.endIndex, runs[next].range.lowerBound == index, runs[next].range.upperBound <= range.upperBound {
                let run = runs[next]
                next += 1
                if !copyRun(run) { writeRun(run, of: list, runs: runs, next: &next) }
                index = run.range.upperBound
                continue
            }
            let entry = list.entries[index]
            owner = entry.owner?.rawValue ?? 0
            add(entry)
            index += 1
        }
    }

    /// Writes `run` (the runs inside it copied where they can be), and keeps what it wrote for the next frame to
    /// copy when that appends the run again, unless writing it opened a transition or a segmented control (whose
    /// items are written with what is around them).
    private mutating func writeRun(_ run: DrawnRun, of list: DisplayList, runs: [DrawnRun], next: inout Int) {
        let start = entries.count, group = currentGroup, runDelta = delta, innerStart = writtenRuns.count
        let open = (transitions.count, markStarts.count, elementStarts.count, openEffects.count, outerDeltas.count)
        let copyable = segmentedControls.isEmpty
        write(list, in: run.range, runs: runs, next: &next)
        // What the run opened it closed (an element's drawing does), and it opened no transition.
        guard copyable, segmentedControls.isEmpty, delta == runDelta, entries.count >= start,
              (transitions.count, markStarts.count, elementStarts.count, openEffects.count, outerDeltas.count) == open
        else { return }
        let inner = writtenRuns[innerStart...].flatMap { [$0] + $0.run.inner }
        writtenRuns.removeSubrange(innerStart...)
        keep(WrittenRun(position: Self.position(of: run, at: runDelta), translation: run.translation, group: group,
                        entries: Array(entries[start...]), keys: Array(keys[start...]), inner: inner),
             as: run.version)
    }

    /// The runs written or copied so far in this frame, outermost: what a run being written holds.
    private var writtenRuns: [(version: UInt64, run: WrittenRun)] = []

    /// Appends what an item's node wrote at the same place in the previous frame, as `written`.
    private mutating func copy(_ written: WrittenItem, key: ItemKey, item: DisplayList.Item) {
        appendCopied(written.entries, keys: repeatElement(WebFrameItems.Key(owner: owner, kind: Self.kind(of: item)),
                                                          count: written.entries.count))
        memory.written[key] = written
        memory.copiedItems += 1
    }

    /// Appends entries the previous frame wrote (so the page holds them), with their identities, in the current
    /// transition.
    private mutating func appendCopied<Keys: Collection<WebFrameItems.Key>>(_ written: [WrittenEntry],
                                                                          keys writtenKeys: Keys) {
        entries += written
        copied += repeatElement(true, count: written.count)
        keys += writtenKeys
        groups += repeatElement(currentGroup, count: written.count)
    }

    /// Whether an item's JSON depends on nothing but the item and is appended as it is drawn (not placed later,
    /// as a mark's highlight or an accessibility element's frame are).
    private static func isReusable(_ item: DisplayList.Item) -> Bool {
        switch item {
        case .text, .shape: true
        // A segmented control's edges and separators are written with the control as a whole.
        case .chrome(let chrome):
            switch chrome.kind {
            case .segmentedControlEdge, .segmentSeparator: false
            default: true
            }
        default: false
        }
    }

    /// The kind of a reusable item.
    private static func kind(of item: DisplayList.Item) -> WebFrameItems.Kind {
        switch item {
        case .text: .text
        case .shape: .shape
        case .chrome: .chrome
        default: .other
        }
    }

    private mutating func add(_ item: DisplayList.Item) {
        let delta = self.delta
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
                    Self.rect(&json, frame, by: delta)
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
                    json.key("k"); json.string("r"); Self.rect(&json, rect, by: delta)
                case .roundedRect(let rect, let radius)?:
                    json.key("k"); json.string("r"); Self.rect(&json, rect, by: delta)
                    json.key("rad"); json.number(radius)
                case .ellipse(let rect)?:
                    json.key("k"); json.string("e"); Self.rect(&json, rect, by: delta)
                case nil:
                    json.key("k"); json.string("p"); Self.rect(&json, bounds, by: delta)
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
            switch chrome.kind {
            case .segmentedControlEdge(isLeading: true, _):
                // The edges are the track's, written when the trailing one closes it.
                segmentedControls.append(OpenSegmentedControl(start: entries.count, leading: chrome.frame))
                return
            case .segmentedControlEdge(isLeading: false, _):
                if let open = segmentedControls.popLast() { closeSegmentedControl(open, trailing: chrome) }
                return
            case .segmentSeparator where !segmentedControls.isEmpty:
                segmentedControls[segmentedControls.count - 1].separators.append(entries.count)
            default:
                break
            }
            let tint = tintCSS(chrome.tint)
            emit(chrome.frame) { json in
                json.key("k"); json.string("c")
                Self.rect(&json, chrome.frame, by: delta)
                WebChrome.describe(chrome.kind, into: &json)
                json.key("tint"); json.raw(tint)
                if chrome.opacity < 1 { json.key("o"); json.number(CGFloat(chrome.opacity)) }
            }
        case .textInput(let input):
            kind = .field
            // The page's own field (`<input>`), kept by its node from frame to frame.
            emit(input.frame) { json in
                json.key("k"); json.string("in")
                json.key("id"); json.number(Int(truncatingIfNeeded: input.node.rawValue))
                Self.rect(&json, input.frame, by: delta)
                let kind = switch input.kind {
                case .secure: "password"
                case .search: "search"
                case .multiline: "textarea"
                case .text: "text"
                }
                json.key("kind"); json.string(kind)
                json.key("v"); json.string(input.text)
                json.key("ph"); json.string(input.placeholder)
                json.key("font"); json.string(CSS.font(input.style))
                json.key("fg"); json.string(CSS.color(input.style.foreground))
                json.key("pc"); json.string(CSS.color(input.placeholderColor, dim: true))
                json.key("al"); json.string(input.alignment == .center ? "center" : input.alignment == .trailing ? "end" : "start")
                if input.isFocused { json.key("f"); json.number(1) }
                if !input.isEnabled { json.key("dis"); json.number(1) }
                if input.hasBorder { json.key("bd"); json.number(1) }
                WebInputTraits.describe(input, into: &json)
            }
        case .erase(let rect):
            kind = .erase
            emit(rect) { json in
                json.key("k"); json.string("erase"); Self.rect(&json, rect, by: delta)
            }
        case .pushClip(let rect):
            kind = .container
            emit(nil) { json in
                json.key("k"); json.string("clip"); Self.rect(&json, rect, by: delta)
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
                transitions.append(WebFrameItems.Transition(id: owner, drawing: drawing, parent: currentGroup))
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
            let layer = Self.scrollLayerOrigin(region)
            emit(region.frame) { json in
                json.key("k"); json.string("scroll")
                json.key("id"); json.number(Int(truncatingIfNeeded: region.id.rawValue))
                Self.rect(&json, region.frame, by: delta)
                json.key("cw"); json.number(region.contentSize.width)
                json.key("ch"); json.number(region.contentSize.height)
                json.key("ox"); json.number(region.offset.x)
                json.key("oy"); json.number(region.offset.y)
                json.key("lx"); json.number(layer.x)
                json.key("ly"); json.number(layer.y)
                json.key("ax"); json.string((region.axes.contains(.horizontal) ? "h" : "") + (region.axes.contains(.vertical) ? "v" : ""))
            }
            // The region's items, in its content from its layer's origin: where the page's layer puts them.
            outerDeltas.append(delta)
            self.delta = CGPoint(x: delta.x + region.offset.x - layer.x, y: delta.y + region.offset.y - layer.y)
        case .endScroll:
            kind = .closing
            self.delta = outerDeltas.popLast() ?? .zero
            emit(nil) { json in json.key("k"); json.string("/scroll") }
        case .beginAccessibilityElement, .endAccessibilityElement:
            break  // with their node's key, by `add(_: DisplayList.Entry)`
        }
    }

    /// What follows a segment's text in its JSON array: its font, its colour and its flags, and the closing bracket.
    private mutating func segmentStyle(_ style: TextStyle) -> String {
        if let written = memory.segmentStyles[style] { return written }
        var json = JSONText()
        json.raw(",")
        json.string(CSS.font(style)); json.raw(",")
        json.string(CSS.color(style.foreground, dim: style.dim)); json.raw(",")
        json.number((style.underline ? 1 : 0) | (style.strikethrough ? 2 : 0))
        json.raw("]")
        let written = json.text
        memory.segmentStyles[style] = written
        return written
    }

    /// A chrome tint as a JSON string.
    private mutating func tintCSS(_ tint: ResolvedColor?) -> String {
        if let written = memory.tints[tint] { return written }
        var json = JSONText()
        json.string(CSS.color(tint))
        let written = json.text
        memory.tints[tint] = written
        return written
    }

    /// The union of the frames of the items from `index` on (clips and veils have none); `.null` when none has.
    private func framesUnion(from index: Int) -> CGRect {
        entries[index...].reduce(CGRect.null) { $1.frame.isNull ? $0 : $0.union($1.frame) }
    }

    /// Writes an accessibility element's item, now that its items are known: its ARIA attributes, and the union of
    /// their frames, which the page positions it at (so that each element has the bounds a screen reader shows).
    /// An element its node wrote at the same place in the previous frame, alike and with the same frame, is copied.
    private mutating func closeElement(_ element: AccessibilityElement, at index: Int, key: ItemKey?) {
        let delta = self.delta
        let union = framesUnion(from: index + 1)
        let frame = union.isNull ? CGRect.zero : union
        defer { emit(json: Self.elementEndJSON, nil) }
        if let key, let old = previous.elements[key], old.element == element,
           old.frame.offsetBy(dx: old.delta.x - delta.x, dy: old.delta.y - delta.y) == frame {
            entries[index] = WrittenEntry(json: old.json, frame: .null)
            copied[index] = true
            memory.elements[key] = WrittenElement(element: element, frame: frame, delta: delta, json: old.json)
            memory.copiedItems += 1
            return
        }
        var item = JSONText()
        item.raw("{")
        item.key("k"); item.string("ax")
        Self.rect(&item, frame, by: delta)
        item.key("a"); item.raw("{")
        for (name, value) in ARIA.attributes(of: element) { item.key(name); item.string(value) }
        item.raw("}}")
        entries[index] = WrittenEntry(json: item.text, frame: .null)
        if let key { memory.elements[key] = WrittenElement(element: element, frame: frame, delta: delta, json: item.text) }
    }

    /// Puts the highlight of a chosen or focused region behind its items: the union of their frames.
    private mutating func closeMark(_ mark: DisplayList.Mark, from index: Int) {
        let delta = self.delta
        guard mark != .disabled else { return }
        let union = framesUnion(from: index)
        guard !union.isNull else { return }
        emit(union, at: index) { json in
            json.key("k"); json.string("hl")
            Self.rect(&json, union, by: delta)
            json.key("m"); json.string(mark == .chosen ? "chosen" : "focused")
        }
        if mark == .chosen, !segmentedControls.isEmpty { segmentedControls[segmentedControls.count - 1].chosen = index }
    }

    /// Writes a segmented control's track beneath its segments, its selected segment's highlight as the thumb
    /// (the track's height less its edges), and drops the separators beside the thumb, as iOS hides them.
    private mutating func closeSegmentedControl(_ open: OpenSegmentedControl, trailing: ChromeDrawing) {
        let delta = self.delta
        let track = open.leading.union(trailing.frame)
        let edge = min(max(open.leading.width, 0), track.height / 2)
        var removed: [Int] = []
        if let chosen = open.chosen, entries.indices.contains(chosen) {
            let segment = entries[chosen].frame
            let thumb = CGRect(x: segment.minX, y: track.minY + edge, width: segment.width, height: track.height - 2 * edge)
            var item = JSONText()
            item.raw("{")
            item.key("k"); item.string("c")
            Self.rect(&item, thumb, by: delta)
            item.key("kind"); item.string("segmentThumb")
            item.raw("}")
            entries[chosen] = WrittenEntry(json: item.text, frame: thumb)
            copied[chosen] = false
            removed = open.separators.filter { index in
                guard entries.indices.contains(index) else { return false }
                let line = entries[index].frame
                return abs(line.maxX - segment.minX) < 0.5 || abs(line.minX - segment.maxX) < 0.5
            }
        }
        for index in removed.sorted(by: >) {
            entries.remove(at: index)
            copied.remove(at: index)
            keys.remove(at: index)
            groups.remove(at: index)
        }
        let tint = tintCSS(trailing.tint)
        emit(track, at: open.start) { json in
            json.key("k"); json.string("c")
            Self.rect(&json, track, by: delta)
            json.key("kind"); json.string("segmentedTrack")
            json.key("tint"); json.raw(tint)
            if trailing.opacity < 1 { json.key("o"); json.number(CGFloat(trailing.opacity)) }
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

    /// The platform's secondary grey (`Color.secondary`, `foregroundStyle(.secondary)`).
    private static let secondary = Color.secondary.resolved()

    /// A colour, or the page's foreground (`var(--fg)`) when the platform's default applies. The secondary grey is
    /// the page's secondary label colour (`var(--fg2)`, iOS's `secondaryLabel`), which follows the colour scheme and
    /// turns white in a selected row, as the primary colour does.
    static func color(_ color: ResolvedColor?, dim: Bool = false) -> String {
        guard let color else { return dim ? "var(--fg2)" : "var(--fg)" }
        if color == secondary, !dim { return "var(--fg2)" }
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
