import Foundation

/// A list whose cursor keys select the row they land on once, after the burst of keys, instead of once per key.
///
/// A cursor key in a single-selection list selects the row it lands on, and only a row that takes input
/// (``ListControlling/isRowEnabled(_:)``): knowing that builds the row. A burst of keys (a terminal reads 200
/// arrow keys at once; the graph is not updated between keys that only move a selection,
/// ``ViewGraph/prepareForEvent(afterKey:routingKey:)``) would build every row it passes and write the selection
/// each time, for a frame that shows only where it ended. So such a key records the row, and the selection is made
/// before anything can see it: at the next update, before any other event or key is routed, before a key
/// responder (`onKeyPress`) runs, and before a ``ListController`` acts on the list. It is what the keys one by one
/// would have selected: the last recorded row that takes input and has a selection value (the rows are still
/// those of the latest evaluation then, so a recorded row is the row the key landed on).
extension ListNode {
    /// Records that a cursor key landed on `row`, to select it (or, when it cannot be selected, the row an earlier
    /// key landed on) before anything sees the selection.
    func deferSelection(ofRow row: Int) {
        if deferredSelectionRows.isEmpty {
            // The list by its own type, not as a protocol: a first cast to a protocol scans every conformance record.
            let handle = NodeHandle<ListNode>(self)
            graph.deferSelection { handle.node?.applyDeferredSelection() }
        }
        deferredSelectionRows.append(row)
    }

    /// Makes the selection the recorded keys made, and forgets them.
    func applyDeferredSelection() {
        let rows = deferredSelectionRows
        deferredSelectionRows = []
        guard let selection, isMounted else { return }
        for row in rows.reversed() where isRowEnabled(row) {
            guard let value = selectionValue(ofRow: row) else { continue }
            selection.select(value)
            return
        }
    }
}

extension ViewGraph {
    /// Runs `apply`, which makes a list's recorded selection, before the next update or event.
    func deferSelection(_ apply: @escaping @MainActor () -> Void) {
        deferredSelections.append(apply)
        wakeUp()
    }

    /// Makes the selections that cursor keys recorded: before an update, an event other than a key that only moves
    /// a selection, a key responder, or a list controller's action.
    package func applyDeferredSelections() {
        guard !deferredSelections.isEmpty else { return }
        let lists = deferredSelections
        deferredSelections = []
        for apply in lists { apply() }
    }
}
