import Foundation
import KumikoCore
import Synchronization

/// What a session drew for one frame, taken on the main actor and written out by its ``WebFrameWriter``: a value,
/// so that writing it (encoding each item as JSON, the patch against the frame the page holds) need not hold the
/// main actor, which every session's graph shares.
struct WebFrameDrawing: Sendable {
    /// The graph's display list, with what the page draws natively (accessibility, scroll regions, text fields,
    /// transitions).
    let list: DisplayList
    /// The animation the frame's changes asked for, if any.
    let animation: Animation?
    /// The window's size, points.
    let size: CGSize
    /// Whether the graph watches the pointer hover.
    let tracksHover: Bool
    /// The page's messages on this connection that the frame shows the effect of (`ack`).
    let acknowledging: Int
}

/// Writes one session's frames for its page, in the order they were drawn: the whole frame when the page holds
/// none, else a patch of the one it holds; nothing when the page holds this very frame. It keeps what the page
/// holds and what the last frame wrote (``WebFrameEncoder/Memory``), behind a lock of its own, so that a session
/// writes its frames off the main actor, which then spends on a frame only the time to draw it.
final class WebFrameWriter: Sendable {
    private struct State {
        /// The items of the last frame sent, which the page holds, with their identities; nil when the page holds
        /// none (a new connection, or it asked for a whole frame).
        var sent: WebFrameItems?
        /// What the latest frame wrote, for the next to copy what did not change.
        var written = WebFrameEncoder.Memory()
        /// The window's size the last frame sent was drawn at.
        var sentSize: CGSize?
        /// Whether the last frame sent asked the page for the pointer's moves without a button.
        var sentHover = false
        /// Frames written so far.
        var sequence = 0
    }

    private let state = Mutex(State())

    /// The next frame is written whole: the page holds no frame (it has just connected, or lost track).
    func forgetSent() {
        state.withLock { $0.sent = nil }
    }

    /// The frame for `drawing`, as JSON for the page: a patch of the frame the page holds, or the whole frame when
    /// it holds none; nil when the page holds this very frame already (an event that changed nothing: the page is
    /// sent nothing, and redraws nothing). A frame whose changes asked for an animation says how the page animates
    /// it from the frame it holds (``WebFrameAnimation``).
    func write(_ drawing: WebFrameDrawing) -> String? {
        state.withLock { state in
            let drawn = WebFrameEncoder.encoded(drawing.list, memory: &state.written)
            let items = drawn.items
            let size = drawing.size, tracksHover = drawing.tracksHover
            if let old = state.sent, old.items == items, state.sentSize == size, state.sentHover == tracksHover {
                return nil
            }
            state.sequence += 1
            let sequence = state.sequence
            let old = state.sent
            state.sent = drawn
            state.sentSize = size
            state.sentHover = tracksHover
            let animationJSON = drawing.animation.flatMap { animation in
                old.map { WebFrameAnimation.json(animation.timing, from: $0, to: drawn) }
            }
            if let old,
               let patch = WebFrameEncoder.patch(from: old.items, base: sequence - 1, to: items,
                                                 copied: state.written.copiedEntries, size: size, sequence: sequence,
                                                 acknowledging: drawing.acknowledging, animation: animationJSON,
                                                 tracksHover: tracksHover) {
                return patch
            }
            return WebFrameEncoder.frame(items: items, size: size, sequence: sequence,
                                         acknowledging: drawing.acknowledging, animation: animationJSON,
                                         tracksHover: tracksHover)
        }
    }
}
