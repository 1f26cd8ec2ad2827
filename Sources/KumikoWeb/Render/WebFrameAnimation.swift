import Foundation
import KumikoCore

/// How the page animates a frame from the one it holds, when the frame comes from an animated update (a change in
/// `withAnimation`, an `animation(_:value:)` whose value changed): the `anim` member of the frame or patch, absent
/// from every frame that does not animate.
///
/// `anim` holds the timing (`d` the duration and `dl` the delay in milliseconds, `e` the CSS easing: `linear`, a
/// `cubic-bezier(…)` or, for a spring, a `linear(…)` of its motion sampled at even times; `it` the runs, -1 for
/// ever, and `alt` when every other run goes backwards, both only when not 1 and false), and which item is which:
/// `m` maps the new items to the old ones, as runs `[oldStart, count]` (the next `count` new items are the old ones
/// from `oldStart` on) and negative counts `-n` (the next `n` new items are new). An item is the same as an old one
/// when the same view drew it and it is of the same kind, the n-th of its node and kind in both frames: the page
/// moves it from where it was (old items no new one maps to leave, new ones come). `in` and `out` are the views
/// with a transition that come (their items' range in the new frame, `[start, end, motions]`) and go (their range
/// in the old frame, and a fourth member, 1, for a view covered by one that comes: it goes beneath the frame); a
/// motion is `["o"]` (transparent), `["x", dx, dy]` (moved by points) or `["s", factor, x, y]` (scaled about a
/// point); the page fades the other items that come and go.
enum WebFrameAnimation {
    /// The `anim` member for a frame `new` drawn after `old`, with `timing`.
    static func json(_ timing: AnimationTiming, from old: WebFrameItems, to new: WebFrameItems) -> String {
        var out = JSONText()
        out.raw("{")
        out.key("d"); out.number(milliseconds(timing.duration))
        if timing.delay > 0 { out.key("dl"); out.number(milliseconds(timing.delay)) }
        out.key("e"); out.string(easing(timing.curve))
        if timing.iterations != 1 {
            out.key("it")
            if timing.iterations.isFinite { out.number(Int(timing.iterations)) } else { out.number(-1) }
        }
        if timing.autoreverses { out.key("alt"); out.number(1) }
        out.key("m"); out.raw(matches(from: old, to: new))
        let (inserted, removed) = transitions(from: old, to: new)
        if !inserted.isEmpty { out.key("in"); out.raw("[" + inserted.joined(separator: ",") + "]") }
        if !removed.isEmpty { out.key("out"); out.raw("[" + removed.joined(separator: ",") + "]") }
        out.raw("}")
        return out.text
    }

    private static func milliseconds(_ seconds: Double) -> Int {
        seconds.isFinite ? Int((max(seconds, 0) * 1000).rounded()) : 0
    }

    /// The CSS easing of a curve.
    static func easing(_ curve: AnimationTiming.Curve) -> String {
        func number(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        switch curve {
        case let .cubicBezier(x1, y1, x2, y2):
            if x1 == 0, y1 == 0, x2 == 1, y2 == 1 { return "linear" }
            return "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ",")))"
        case .samples(let values):
            return "linear(\(values.map { number($0.isFinite ? $0 : 1) }.joined(separator: ",")))"
        }
    }

    /// The old item each new item is (`m`), as runs.
    static func matches(from old: WebFrameItems, to new: WebFrameItems) -> String {
        var oldIndex: [OccurrenceKey: Int] = [:]
        var seen: [WebFrameItems.Key: Int] = [:]
        for (index, key) in old.keys.enumerated() where key.kind != .closing {
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            oldIndex[OccurrenceKey(key: key, occurrence: occurrence)] = index
        }
        seen.removeAll(keepingCapacity: true)
        var parts: [String] = []
        var run: (start: Int, count: Int)?
        var fresh = 0
        func flush() {
            if let current = run { parts.append("[\(current.start),\(current.count)]") }
            run = nil
            if fresh > 0 { parts.append("-\(fresh)") }
            fresh = 0
        }
        for key in new.keys {
            var match: Int?
            if key.kind == .closing {
                // A closing item draws nothing: it continues the run it ends, if any.
                if let current = run, current.start + current.count < old.keys.count { match = current.start + current.count }
            } else {
                let occurrence = seen[key, default: 0]
                seen[key] = occurrence + 1
                match = oldIndex[OccurrenceKey(key: key, occurrence: occurrence)]
            }
            if let match {
                if fresh == 0, let current = run, current.start + current.count == match {
                    run = (current.start, current.count + 1)
                } else {
                    flush()
                    run = (match, 1)
                }
            } else {
                if run != nil { flush() }
                fresh += 1
            }
        }
        flush()
        return "[" + parts.joined(separator: ",") + "]"
    }

    private struct OccurrenceKey: Hashable {
        var key: WebFrameItems.Key
        var occurrence: Int
    }

    /// The views with a transition that come (`in`, ranges of new items) and go (`out`, ranges of old items): for
    /// each item in a transition of a view only one frame has, the outermost such transition (a view that comes
    /// brings the views inside it along). A view that goes while a view beside it (in the same transition, or
    /// none) comes covering it (``TransitionDrawing/coveredRemoval``: a pushed navigation screen) does what that
    /// one says instead, beneath the frame (`out`'s fourth member, 1).
    static func transitions(from old: WebFrameItems, to new: WebFrameItems) -> (inserted: [String], removed: [String]) {
        let oldIDs = Set(old.transitions.map(\.id)), newIDs = Set(new.transitions.map(\.id))
        let coming = outermost(of: new, onlyIn: oldIDs)
        // What the views beside each coming view that covers them do, by the transition they are in (0: none).
        var covering: [UInt64: [TransitionMotion]] = [:]
        for index in Set(coming) where index >= 0 {
            let transition = new.transitions[Int(index)]
            guard let covered = transition.drawing.coveredRemoval else { continue }
            covering[parentID(of: transition, in: new)] = covered
        }
        let inserted = ranges(of: new, outermost: coming) { motionsJSON($0.drawing.insertion, frame: $0.drawing.frame) }
        let removed = ranges(of: old, outermost: outermost(of: old, onlyIn: newIDs)) { transition in
            if let covered = covering[parentID(of: transition, in: old)] {
                return motionsJSON(covered, frame: transition.drawing.frame) + ",1"
            }
            return motionsJSON(transition.drawing.removal, frame: transition.drawing.frame)
        }
        return (inserted, removed)
    }

    /// The identity of the transition around `transition` in `frame` (0 for none).
    private static func parentID(of transition: WebFrameItems.Transition, in frame: WebFrameItems) -> UInt64 {
        let parent = Int(transition.parent)
        return frame.transitions.indices.contains(parent) ? frame.transitions[parent].id : 0
    }

    /// For each transition of `frame`, the outermost transition around it (itself included) whose view `other`
    /// has not; -1 when `other` has its view.
    private static func outermost(of frame: WebFrameItems, onlyIn other: Set<UInt64>) -> [Int32] {
        var outermost = [Int32](repeating: -1, count: frame.transitions.count)
        for (index, transition) in frame.transitions.enumerated() where !other.contains(transition.id) {
            let parent = transition.parent
            outermost[index] = parent >= 0 && parent < index && outermost[Int(parent)] >= 0 ? outermost[Int(parent)] : Int32(index)
        }
        return outermost
    }

    /// The ranges of `frame`'s items in the transitions `outermost` gives, each with what `describe` writes of it.
    private static func ranges(of frame: WebFrameItems, outermost: [Int32],
                               describe: (WebFrameItems.Transition) -> String) -> [String] {
        var parts: [String] = []
        var current: (group: Int32, start: Int, end: Int)?
        func close() {
            guard let range = current else { return }
            parts.append("[\(range.start),\(range.end),\(describe(frame.transitions[Int(range.group)]))]")
            current = nil
        }
        for (index, group) in frame.groups.enumerated() {
            let top = group >= 0 && Int(group) < outermost.count ? outermost[Int(group)] : -1
            if let range = current, range.group == top, range.end == index {
                current?.end = index + 1
                continue
            }
            close()
            if top >= 0 { current = (top, index, index + 1) }
        }
        close()
        return parts
    }

    /// A transition's motions for the page, in points of the frame.
    static func motionsJSON(_ motions: [TransitionMotion], frame: CGRect) -> String {
        var out = JSONText()
        out.raw("[")
        for motion in motions {
            out.element()
            switch motion {
            case .opacity:
                out.raw("[\"o\"]")
            case .move(let edge):
                // Just outside where it is drawn: by its own width or height towards the edge.
                let (dx, dy): (CGFloat, CGFloat) = switch edge {
                case .leading: (-frame.width, 0)
                case .trailing: (frame.width, 0)
                case .top: (0, -frame.height)
                case .bottom: (0, frame.height)
                }
                out.raw("[\"x\","); out.number(dx); out.raw(","); out.number(dy); out.raw("]")
            case .offset(let offset):
                out.raw("[\"x\","); out.number(offset.width); out.raw(","); out.number(offset.height); out.raw("]")
            case .scale(let factor, let anchor):
                out.raw("[\"s\","); out.number(factor); out.raw(",")
                out.number(frame.minX + anchor.x * frame.width); out.raw(",")
                out.number(frame.minY + anchor.y * frame.height); out.raw("]")
            }
        }
        out.raw("]")
        return out.text
    }
}
