import Foundation

/// Internal: turns the pointer's press, moves and release into gestures (DESIGN.md §3.7's pointer half).
///
/// At a press it finds the views under the pointer that take it: the control a click goes to (the topmost
/// focus target there) and the gestures attached to the topmost view there and its ancestors. The gestures are
/// ranked as SwiftUI ranks them: high-priority ones first (outermost first), then the others, innermost first;
/// the first of them to recognise its gesture cancels the rest, except simultaneous ones, which run alongside
/// everything. A control acts at the press, as the terminal's clicks always did: it gets the click when it is
/// the topmost view there, or when no gesture over it can be a tap or a long press, and unless a high-priority
/// gesture around it can; when it does, the gestures that a click would make (taps, long presses) give up, and
/// the others (drags) and simultaneous ones go on seeing the pointer.
@MainActor
final class PointerRouter {
    private unowned let graph: ViewGraph

    /// One press of the button, to its release.
    private struct Session {
        var participants: [(attachment: any GestureAttachment, recognizer: GestureRecognizer)]
        /// The participant that recognised its gesture (the others, but simultaneous ones, were cancelled).
        var owner: GestureRecognizer?
        var location: CGPoint
        var clickCount: Int
        var modifiers: EventModifiers
    }

    private var session: Session?
    /// The latest press, to count the presses of a double click.
    private var lastPress: (location: CGPoint, time: Date, count: Int)?
    /// How soon a press must follow the previous one to count as the next click of a multiple click (the usual
    /// double-click interval).
    static let multipleClickInterval: TimeInterval = 0.5

    init(graph: ViewGraph) { self.graph = graph }

    /// Gestures in the order they get events: high priority (outermost first), then the rest (innermost first);
    /// `attachments` comes in view order (outermost first).
    static func ranked(_ attachments: [any GestureAttachment]) -> [any GestureAttachment] {
        attachments.filter { $0.priority == .high } + attachments.filter { $0.priority != .high }.reversed()
    }

    /// The button went down at `point`; returns whether `control` (the topmost focus target there) gets the
    /// click.
    func press(at point: CGPoint, modifiers: EventModifiers, control: (any FocusTarget)?) -> Bool {
        finish()
        let now = Date()
        var count = 1
        if let last = lastPress, now.timeIntervalSince(last.time) <= Self.multipleClickInterval,
           last.location.distance(to: point) <= tapMovementTolerance {
            count = last.count + 1
        }
        lastPress = (point, now, count)

        let control = control.flatMap { $0 is any GestureAttachment || $0.subviewGesturesAreOff ? nil : $0 }
        let hit = graph.nodes(of: (any GestureAttachment).self).filter {
            $0.isMounted && graph.focus.isInteractive($0) && $0.isHit(by: point)
        }
        // The topmost view under the pointer: later in view order is drawn over, deeper is inside.
        let gestureTop = hit.last
        let top: ViewNode? = {
            guard let control else { return gestureTop }
            guard let gestureTop else { return control }
            return control.isInside(gestureTop) || graph.comesLater(control, than: gestureTop) ? control : gestureTop
        }()
        let chain = hit.filter { attachment in top.map { $0.isInside(attachment) } ?? false }.filter(\.takesPart)
        var participants = Self.ranked(chain).map { ($0, $0.makeRecognizer()) }

        let canTakeClick: (any GestureAttachment, GestureRecognizer) -> Bool = { _, recognizer in recognizer.keyActivation != .none }
        var controlGetsClick = false
        if let control {
            let highTakes = participants.contains { $0.0.priority == .high && canTakeClick($0.0, $0.1) }
            let othersTake = participants.contains { $0.0.priority == .normal && !control.isInside($0.0) && canTakeClick($0.0, $0.1) }
            controlGetsClick = !highTakes && (top === control || !othersTake)
        }
        if controlGetsClick {
            // The click was the control's: gestures that a click would make give up; drags go on.
            let givingUp = participants.filter { $0.0.priority != .simultaneous && canTakeClick($0.0, $0.1) }
            for participant in givingUp { participant.1.cancel() }
            participants.removeAll { participant in givingUp.contains { $0.1 === participant.1 } }
        }
        session = Session(participants: participants, location: point, clickCount: count, modifiers: modifiers)
        deliver(.began, at: point)
        return controlGetsClick
    }

    /// The pointer moved to `point` with the button held.
    func move(to point: CGPoint) {
        guard session != nil else { return }
        deliver(.moved, at: point)
    }

    /// The button came up at `point` (where the pointer last was, if nil).
    func release(at point: CGPoint?) {
        guard let location = point ?? session?.location else { return }
        deliver(.ended, at: location)
        finish()
    }

    /// The platform took the pointer away (a touch that became the browser's pan): the gestures under way end
    /// without completing, as SwiftUI's do when the system cancels a touch.
    func cancel() { finish() }

    /// Gives one event to the session's recognisers, in rank order.
    private func deliver(_ phase: PointerEvent.Phase, at point: CGPoint) {
        guard var current = session else { return }
        current.location = point
        let event = PointerEvent(phase: phase, location: point, time: Date(), clickCount: current.clickCount,
                                 modifiers: current.modifiers)
        for (attachment, recognizer) in current.participants {
            let simultaneous = attachment.priority == .simultaneous
            if let owner = current.owner, owner !== recognizer, !simultaneous { continue }
            recognizer.handle(event)
            if current.owner == nil, !simultaneous, recognizer.state.hasRecognized {
                current.owner = recognizer
                for other in current.participants where other.recognizer !== recognizer && other.attachment.priority != .simultaneous {
                    other.recognizer.cancel()
                }
            }
        }
        session = current
    }

    /// Ends the session: recognisers that have not finished are cancelled (their `@GestureState` resets).
    private func finish() {
        guard let current = session else { return }
        session = nil
        for participant in current.participants { participant.recognizer.cancel() }
    }
}

extension ViewGraph {
    /// Whether `node` comes after `other` in view order (drawn over it, when neither holds the other).
    func comesLater(_ node: ViewNode, than other: ViewNode) -> Bool {
        let path = node.selfAndAncestors().reversed() as [ViewNode]
        let otherPath = other.selfAndAncestors().reversed() as [ViewNode]
        var index = 0
        while index < path.count, index < otherPath.count, path[index] === otherPath[index] { index += 1 }
        guard index > 0, index < path.count, index < otherPath.count else { return path.count > otherPath.count }
        let siblings = path[index - 1].children
        let a = siblings.firstIndex { $0 === path[index] } ?? 0
        let b = siblings.firstIndex { $0 === otherPath[index] } ?? 0
        return a > b
    }
}
