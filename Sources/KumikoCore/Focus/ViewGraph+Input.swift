import Foundation

extension ViewGraph {
    /// Sends a key press to the focused view (through the `onKeyPress` handlers around it, then keyboard
    /// shortcuts, then Tab focus movement); returns whether something handled it.
    @discardableResult
    package func sendKey(_ press: KeyPress) -> Bool { focus.handle(press) }

    /// A click at a point (in points, the root's coordinates): the focusable view under it takes the focus and
    /// handles the click (a list selects the row, a button runs its action).
    package func sendClick(at point: CGPoint) { sendClick(at: point, modifiers: []) }

    /// A click with modifier keys held: the containers around the view under it that watch clicks
    /// (``ClickObserver``: a table's Ctrl-click, a selection context menu's double click) see it first, all
    /// of them, innermost first; unless one of them takes it, the view handles it as a plain click.
    ///
    /// The press also begins the pointer's gestures there (``PointerRouter``): they may take the click from the
    /// view, which then does not handle it.
    package func sendClick(at point: CGPoint, modifiers: EventModifiers) {
        if modifiers.isEmpty, goBack(fromBackButtonAt: point) { return }
        let target = focus.targets.last(where: { $0.isHit(by: point) })
        let controlGetsClick = pointer.press(at: point, modifiers: modifiers, control: target)
        if let target, target is any GestureAttachment { focus.focus(target) }
        guard let target, controlGetsClick else { return }
        focus.focus(target)
        var taken = false
        for observer in target.selfAndAncestors().compactMap({ $0 as? any ClickObserver }) {
            taken = observer.observeClick(at: point, modifiers: modifiers, on: target) || taken
        }
        if !taken { target.handleClick(at: point) }
    }

    /// The mouse moved to `point` with the button held since a click at `start`: the view under `start`
    /// follows the drag (a table's header resizes a column when the click was on a separator).
    /// Drag gestures follow it too.
    package func sendDrag(from start: CGPoint, to point: CGPoint) {
        dragTarget(at: start)?.handleDrag(from: start, to: point)
        pointer.move(to: point)
    }

    /// The button came up at `point` (where the pointer last was, when nil) after a click at `start` (and
    /// perhaps a drag): taps and drags end.
    package func sendDragEnd(from start: CGPoint, at point: CGPoint? = nil) {
        dragTarget(at: start)?.handleDragEnd()
        pointer.release(at: point)
    }

    /// The platform took the pointer away after a click at `start` (the browser's `pointercancel`: a touch that
    /// became a pan of the page): nothing the press began completes, a pending tap does not open its row.
    package func sendPointerCancel(from start: CGPoint) {
        dragTarget(at: start)?.handleDragCancel()
        pointer.cancel()
    }

    /// A secondary click or a long press at a point (the browser's `contextmenu`, a touch held): the row under it
    /// shows its context menu as the `m` key shows it (a list row's `contextMenu`, or the menu of a
    /// `contextMenu(forSelectionType:)` around the list, which the key also prefers), with the cursor on that row
    /// and the focus in its list. Returns whether a menu was shown; where there is none, nothing changes. A point
    /// that is not finite is ignored.
    @discardableResult
    package func sendContextMenu(at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite,
              let target = focus.targets.last(where: { $0.isHit(by: point) }) else { return false }
        // The containers around the view first, innermost first, then the view itself: the order keys take.
        let presenters = target.selfAndAncestors().dropFirst().compactMap { $0 as? any ContextMenuPresenting }
            + [target as? any ContextMenuPresenting].compactMap { $0 }
        guard presenters.contains(where: { $0.showContextMenu(at: point, on: target) }) else { return false }
        focus.focus(target)
        return true
    }

    /// The pointer moved to `point` without a button held (nil: it left the window): the views watching it hover
    /// that it left are told so, innermost first, then the ones it is over, outermost first (`onHover` when it
    /// enters, `onContinuousHover` on every move). Only views shown and taking input count; a view that left the
    /// graph while the pointer was over it is forgotten, untold. A point that is not finite is the pointer leaving.
    package func sendHover(at point: CGPoint?) {
        hover.move(to: point.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }, in: self)
    }

    /// Whether any view watches the pointer hover: a backend reports the pointer's moves without a button only then.
    package var tracksHover: Bool { !hover.isEmpty }

    /// A click on a navigation bar's back button goes back as Escape does: through the containers that take
    /// the keys the focused view leaves (``FallbackKeyResponder``), from the bar's node outwards, until one goes
    /// back. Returns whether the click was on a back button.
    private func goBack(fromBackButtonAt point: CGPoint) -> Bool {
        guard let bar = nodes(of: (any BackButtonDrawing).self).last(where: {
            $0.isMounted && $0.isShown && focus.isInteractive($0) && $0.backButtonFrame?.contains(point) == true
        }) else { return false }
        for responder in bar.selfAndAncestors().compactMap(\.fallbackKeyResponder)
        where responder.respondAfterFocusedView(to: KeyPress(key: .escape)) == .handled {
            break
        }
        return true
    }

    private func dragTarget(at point: CGPoint) -> (any DragTarget)? {
        focus.targets.last(where: { $0.isHit(by: point) }) as? any DragTarget
    }

    /// A scroll (wheel) at a point: the innermost scroll view or list under it scrolls by `distance` points.
    package func sendScroll(at point: CGPoint, by distance: CGSize) {
        guard let scrollable = nodes(of: (any ScrollableNode).self).last(where: {
            $0.isShown && focus.isInteractive($0) && $0.isHit(by: point) && $0.environment.isScrollEnabled
        }) else { return }
        scrollable.scroll(to: CGPoint(x: scrollable.offset.x + distance.width, y: scrollable.offset.y + distance.height))
    }

    /// The user scrolled the scroll view `id` (a ``ScrollRegion``'s) so that the content's point `offset` is at
    /// its top-leading corner, as a backend that scrolls natively reports it; a stale or unknown id is ignored.
    package func sendScroll(ofRegion id: ViewIdentity, to offset: CGPoint) {
        guard let scrollable = nodes(of: (any ScrollableNode).self).first(where: { $0.identity == id }),
              scrollable.isShown, focus.isInteractive(scrollable) else { return }
        scrollable.scroll(to: offset)
    }

    /// The user pulled the scroll view `id` (a ``ScrollRegion``'s) down past its top, as a backend that scrolls
    /// natively reports it (pull to refresh): a list with a `refreshable` action runs it as its refresh key does,
    /// showing its progress. Returns whether a refresh was asked for; a stale or unknown id, a hidden view or one
    /// without the action is ignored.
    @discardableResult
    package func sendRefresh(ofRegion id: ViewIdentity) -> Bool {
        guard let node = nodes(of: (any ScrollableNode).self).first(where: { $0.identity == id }),
              node.isShown, focus.isInteractive(node), let list = node as? any PullToRefresh else { return false }
        return list.beginRefresh()
    }

    /// The text of a backend's own field (a ``TextInput``'s) as the user left it, the cursor at `cursor` (nil: the
    /// end): the field's node takes it, and the focus if it had not; a stale or unknown id, or a field that is
    /// hidden or disabled, is ignored. Returns whether the text was taken.
    @discardableResult
    package func sendText(_ text: String, cursor: Int?, toInput id: ViewIdentity) -> Bool {
        guard let node = nodes(of: ViewNode.self).first(where: { $0.identity == id }), let editing = node as? any NativeTextEditing,
              node.isShown, focus.isInteractive(node), node.environment.isEnabled else { return false }
        if let target = node.focusTarget, !focus.isFocused(node) { focus.focus(target) }
        return editing.replaceText(with: text, cursor: cursor)
    }

    /// Pasted text goes to the focused view if it edits text; returns whether it took it.
    @discardableResult
    package func sendPaste(_ text: String) -> Bool { focus.current?.insertText(text) ?? false }

    /// Moves the focus to the next (or previous) focusable view.
    package func moveFocus(forward: Bool = true) { focus.moveFocus(forward: forward) }

    /// The keys the focused view responds to, for a key help line (amended by the containers around it that
    /// add keys of their own, ``KeyHelpAmending``).
    package var keyHelp: [KeyHelp] {
        var help = focus.keyHelp
        for amending in (focus.current?.selfAndAncestors() ?? []).compactMap(\.keyHelpAmending) {
            amending.amendKeyHelp(&help)
        }
        return help
    }

    /// Whether the latest key may have changed which views exist or are shown: a backend brings the graph up
    /// to date before routing the next input when it did (a list's cursor keys do not, so a burst of them is
    /// routed without an update per key).
    package var lastKeyMayChangeStructure: Bool { focus.lastKeyMayChangeStructure }

    /// What the previous event changed must be in the graph before the next one is routed (a pushed screen takes
    /// the focus, a deleted row is gone): bodies are brought up to date, without a layout; the frame that shows it
    /// is still due. After a key that only moved a selection this is skipped, so a burst of arrow keys costs one
    /// update, in the frame. Every backend calls this before routing an event, `routingKey` telling whether the
    /// event is a key (any other event first sees the selections cursor keys recorded made,
    /// ``ListNode/deferSelection(ofRow:)``; a key's routing decides that); returns whether it updated.
    @discardableResult
    package func prepareForEvent(afterKey previousEventWasKey: Bool, routingKey: Bool) -> Bool {
        if !routingKey { applyDeferredSelections() }
        guard needsUpdate, lastKeyMayChangeStructure || !previousEventWasKey else { return false }
        update()
        return true
    }

    /// The number of views that can take the focus now.
    package var focusableViewCount: Int { focus.targets.count }

    /// Whether the focused view is editing text (printable keys then type rather than act).
    package var isEditingText: Bool { focus.isEditingText }
}

/// A node that draws a navigation bar with a back button (a navigation stack).
@MainActor
protocol BackButtonDrawing: ViewNode {
    /// Where the back button was drawn in the latest frame (root coordinates), nil when there is none.
    var backButtonFrame: CGRect? { get }
}

/// A focus target that follows the mouse while its button is held after a click on it.
@MainActor
protocol DragTarget: FocusTarget {
    /// The mouse moved from the click's point `start` to `point` (root coordinates) with the button held.
    func handleDrag(from start: CGPoint, to point: CGPoint)
    /// The button came up.
    func handleDragEnd()
    /// The platform took the pointer away before the button came up: nothing the press began completes.
    func handleDragCancel()
}

/// A view that shows a context menu for a point on a focus target (itself, or a view inside it): a list's rows,
/// a selection context menu around a list.
@MainActor
protocol ContextMenuPresenting: ViewNode {
    /// Shows the context menu for `point` (root coordinates) on `target`; false when there is none there.
    func showContextMenu(at point: CGPoint, on target: any FocusTarget) -> Bool
}

/// A scroll view that refreshes its content when pulled down past its top (a list with `refreshable`).
@MainActor
protocol PullToRefresh: ScrollableNode {
    /// Starts the refresh; false when there is nothing to run.
    func beginRefresh() -> Bool
}

/// A container that sees clicks on the views inside it before they do (modifier clicks, double clicks).
@MainActor
protocol ClickObserver: ViewNode {
    /// A click at `point` on `target` (inside this node); returns whether the click was taken (the target then
    /// does not handle it).
    func observeClick(at point: CGPoint, modifiers: EventModifiers, on target: any FocusTarget) -> Bool
}

extension ViewNode {
    /// Whether the node's laid-out frame (its first element's) contains a point in root coordinates.
    func frameContains(_ point: CGPoint) -> Bool {
        layoutElements().contains { $0.frame.contains(point) }
    }
}
