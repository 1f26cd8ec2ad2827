import Foundation

/// A table's own selection input, on top of its rows' list (whose keys and clicks select as a list's do):
///
/// - Shift-↑/↓ extend a multiple selection from the row where the extension began (moving back towards it
///   takes rows out again), as Shift-arrows do in a macOS table.
/// - A click selects only the clicked row, also in a multiple selection (a list's click there only moves
///   the cursor); Ctrl-click adds or removes the row (macOS's ⌘-click: terminals do not report ⌘) and
///   Shift-click selects the rows from the cursor to it, where the terminal reports these (many keep
///   Shift-click for their own text selection).
///
/// The selection is changed through the list's ``ListSelection``, as the list's own keys change it.
extension TableNode: KeyResponder, ClickObserver, KeyHelpAmending {
    /// The list node of the rows, when it has a multiple selection.
    private var multipleSelectionRows: ListNode<Value.ID, AnyView>? {
        guard let rows = children.first as? ListNode<Value.ID, AnyView>, rows.selection?.allowsMultiple == true else { return nil }
        return rows
    }

    func respond(to press: KeyPress) -> KeyPress.Result {
        guard press.modifiers == .shift, press.key == .upArrow || press.key == .downArrow,
              let rows = multipleSelectionRows, graph.focus.isFocused(rows), let selection = rows.selection else { return .ignored }
        let elements = rows.lazyRowsElement
        guard elements.rowCount > 0 else { return .ignored }
        let step = press.key == .downArrow ? 1 : -1
        let from = rows.cursorRow ?? 0
        let anchor = selectionExtension.flatMap { $0.last == from ? $0.anchor : nil } ?? from
        let to = elements.contentRow(from: from + step, step: step) ?? from
        if let value = rows.selectionValue(ofRow: anchor) { selection.include(value, true) }
        if abs(to - anchor) > abs(from - anchor) {
            if let value = rows.selectionValue(ofRow: to) { selection.include(value, true) }
        } else if to != from, let value = rows.selectionValue(ofRow: from) {
            selection.include(value, false)
        }
        selectionExtension = (anchor, to)
        rows.moveCursor(to: to)
        return .handled
    }

    func observeClick(at point: CGPoint, modifiers: EventModifiers, on target: any FocusTarget) -> Bool {
        guard let rows = multipleSelectionRows, target === rows, let selection = rows.selection,
              let row = rows.contentRow(at: point) else { return false }
        let controller = ListController(node: rows)
        if modifiers.contains(.control) || modifiers.contains(.command) {
            controller.toggleRowSelection(row)
        } else if modifiers.contains(.shift), let cursor = rows.cursorRow {
            selection.clear()
            for index in min(cursor, row)...max(cursor, row) {
                if let value = rows.selectionValue(ofRow: index) { selection.include(value, true) }
            }
        } else {
            controller.selectRow(row)
        }
        selectionExtension = nil
        rows.cursorRow = row
        graph.setNeedsLayout()
        return true
    }

    func amendKeyHelp(_ help: inout [KeyHelp]) {
        guard let rows = multipleSelectionRows, graph.focus.isFocused(rows) else { return }
        help.insert(KeyHelp([.upArrow, .downArrow], modifiers: .shift, "extend"), at: min(1, help.count))
    }
}
