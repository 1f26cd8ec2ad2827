import Foundation

/// A list followed by the pointer while its button is held (DESIGN.md §3.7): a horizontal drag across a row
/// reveals that row's swipe actions, as a swipe does on iOS: dragging towards the leading edge shows the
/// trailing actions, towards the trailing edge the leading ones; a tap on a revealed action runs it, a tap
/// elsewhere closes them. In edit mode a drag that starts on a row's reorder control moves the row, through its
/// `ForEach`'s `onMove`, to where the press ends. On a platform that activates on release (``Platform/activatesOnRelease``), the
/// pressed row opens when the press ends, unless the press became a swipe or a scroll first.
extension ListNode: DragTarget {
    /// How far the pointer travels across a row before the drag is a swipe, in points (an estimate of UIKit's
    /// pan threshold).
    static var swipeDistance: CGFloat { 24 }
    /// How far the pointer travels along the list before the press is a scroll and no longer a tap, in points.
    static var tapSlop: CGFloat { 10 }

    func handleDrag(from start: CGPoint, to point: CGPoint) {
        if let row = reorderDrag?.row ?? reorderableRow(at: start) {
            // In edit mode a press on a row's reorder control drags the row (iOS's grabber); it moves on release.
            pendingTap = nil
            reorderDrag = (row, reorderOffset(of: row, to: point))
            return
        }
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
        if let drag = reorderDrag {
            reorderDrag = nil
            if ListController(node: self).moveRow(drag.row, by: drag.offset) { cursorRow = drag.row + drag.offset }
            return
        }
        guard let row = pendingTap else { return }
        pendingTap = nil
        activateRow(row)
    }

    func handleDragCancel() {
        pendingTap = nil
        reorderDrag = nil
    }

    /// The row whose reorder control (in edit mode) is under `point`, if it can move.
    private func reorderableRow(at point: CGPoint) -> Int? {
        guard isEditing, let row = row(at: point), lazyRowsElement.role(ofRow: row) == .row,
              rowChrome(ofRow: row)?.reorderFrame?.contains(point) == true, ListController(node: self).canMoveRow(row) else { return nil }
        return row
    }

    /// How many rows `row` moves within its `ForEach` to stand where the pointer is: the row under `point` (above
    /// or below the list: its first or last row), kept within the rows of the row's own `ForEach`.
    private func reorderOffset(of row: Int, to point: CGPoint) -> Int {
        guard let (source, index) = lazyRowsElement.lazySource(ofRow: row) else { return 0 }
        let frame = scrollElement.frame
        guard point.y.isFinite, frame.height > 0 else { return 0 }
        let inside = CGPoint(x: frame.midX, y: min(max(point.y, frame.minY), frame.maxY - 0.5))
        guard let target = self.row(at: inside) else { return 0 }
        if let (targetSource, targetIndex) = lazyRowsElement.lazySource(ofRow: target), targetSource === source {
            return targetIndex - index
        }
        return target < row ? -index : source.rowCount - 1 - index
    }

    /// The revealed action of `row` drawn under `point`, if any.
    func revealedActionIndex(at point: CGPoint, row: Int) -> Int? {
        return rowChrome(ofRow: row)?.actionFrames.firstIndex { $0.contains(point) }
    }
}
