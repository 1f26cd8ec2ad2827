import Foundation

/// A list followed by the pointer while its button is held (DESIGN.md §3.7): a horizontal drag across a row
/// reveals that row's swipe actions, as a swipe does on iOS: dragging towards the leading edge shows the
/// trailing actions, towards the trailing edge the leading ones; a tap on a revealed action runs it, a tap
/// elsewhere closes them. On a platform that activates on release (``Platform/activatesOnRelease``), the
/// pressed row opens when the press ends, unless the press became a swipe or a scroll first.
extension ListNode: DragTarget {
    /// How far the pointer travels across a row before the drag is a swipe, in points (an estimate of UIKit's
    /// pan threshold).
    static var swipeDistance: CGFloat { 24 }
    /// How far the pointer travels along the list before the press is a scroll and no longer a tap, in points.
    static var tapSlop: CGFloat { 10 }

    func handleDrag(from start: CGPoint, to point: CGPoint) {
        let across = point.x - start.x, along = point.y - start.y
        if abs(along) > Self.tapSlop { pendingTap = nil }
        guard abs(across) >= Self.swipeDistance, abs(across) > 2 * abs(along), let row = row(at: start),
              lazyRowsElement.role(ofRow: row) == .row else { return }
        pendingTap = nil
        let edge: HorizontalEdge = across < 0 ? .trailing : .leading
        if let menu = actionMenu, menu.row == row, menu.kind == .swipe(edge) { return }
        let actions = ListController(node: self).swipeActions(forRow: row, edge: edge)
        guard !actions.isEmpty else { return }
        cursorRow = row
        actionMenu = RowActionMenu(row: row, kind: .swipe(edge), actions: actions)
    }

    func handleDragEnd() {
        guard let row = pendingTap else { return }
        pendingTap = nil
        activateRow(row)
    }

    func handleDragCancel() { pendingTap = nil }

    /// The revealed action of `row` drawn under `point`, if any.
    func revealedActionIndex(at point: CGPoint, row: Int) -> Int? {
        return rowChrome(ofRow: row)?.actionFrames.firstIndex { $0.contains(point) }
    }
}
