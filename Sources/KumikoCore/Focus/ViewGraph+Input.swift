import Foundation

extension ViewGraph {
    /// Sends a key press to the focused view (through the `onKeyPress` handlers around it, then keyboard
    /// shortcuts, then Tab focus movement); returns whether something handled it.
    @discardableResult
    public func sendKey(_ press: KeyPress) -> Bool { focus.handle(press) }

    /// A click at a point (in points, the root's coordinates): the focusable view under it takes the focus and
    /// handles the click (a list selects the row, a button runs its action).
    public func sendClick(at point: CGPoint) {
        guard let target = focus.targets.last(where: { $0.frameContains(point) }) else { return }
        focus.focus(target)
        target.handleClick(at: point)
    }

    /// A scroll (wheel) at a point: the innermost scroll view or list under it scrolls by `distance` points.
    public func sendScroll(at point: CGPoint, by distance: CGSize) {
        guard let scrollable = nodes(of: (any ScrollableNode).self).last(where: { $0.isShown && focus.isInteractive($0) && $0.frameContains(point) }) else { return }
        scrollable.scroll(to: CGPoint(x: scrollable.offset.x + distance.width, y: scrollable.offset.y + distance.height))
    }

    /// Pasted text goes to the focused view if it edits text; returns whether it took it.
    @discardableResult
    public func sendPaste(_ text: String) -> Bool { focus.current?.insertText(text) ?? false }

    /// Moves the focus to the next (or previous) focusable view.
    public func moveFocus(forward: Bool = true) { focus.moveFocus(forward: forward) }

    /// The keys the focused view responds to, for a key help line.
    public var keyHelp: [KeyHelp] { focus.keyHelp }

    /// Whether the latest key may have changed which views exist or are shown: a backend brings the graph up
    /// to date before routing the next input when it did (a list's cursor keys do not, so a burst of them is
    /// routed without an update per key).
    public var lastKeyMayChangeStructure: Bool { focus.lastKeyMayChangeStructure }

    /// The number of views that can take the focus now.
    public var focusableViewCount: Int { focus.targets.count }

    /// Whether the focused view is editing text (printable keys then type rather than act).
    public var isEditingText: Bool { focus.isEditingText }
}

extension ViewNode {
    /// Whether the node's laid-out frame (its first element's) contains a point in root coordinates.
    func frameContains(_ point: CGPoint) -> Bool {
        layoutElements().contains { $0.frame.contains(point) }
    }
}
