import Foundation

/// A list with the keyboard focus (DESIGN.md §3.7): arrows, Page Up/Down, Home and End move the cursor row
/// (and the selection with it, in a single-selection list) and scroll to keep it in view; Return opens the row
/// (runs its first button or link) or selects it; Space toggles it in a multiple selection; Delete deletes it;
/// Option-↑/↓ move it; ← and → reveal its trailing and leading swipe actions (as swiping left or right does;
/// the same arrow again is a full swipe) and `m` its context menu, then ←/→ choose, Return runs, Escape
/// closes; `/` types into the search field (with the line-editing keys of ``TextEditingBuffer``); `e` toggles
/// edit mode; `r` refreshes. Every action goes through ``ListController``, the same API tests use.
extension ListNode: FocusTarget {
    var acceptsFocus: Bool { lazyRowsElement.rowCount > 0 || searchField != nil }

    var isEditingText: Bool { isSearching }

    func onlyMovesSelection(_ press: KeyPress) -> Bool {
        guard !isSearching, actionMenu == nil, press.modifiers.isEmpty,
              environment.listCursorSelection != .selectsRowShowingNextColumn || selection == nil else { return false }
        return [.upArrow, .downArrow, .pageUp, .pageDown, .home, .end].contains(press.key)
            && cursorRow.flatMap(lazyRowsElement.collapsibleSection(headerRow:)) == nil
    }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        if isSearching { return handleSearchKey(press) }
        refreshRows()
        let controller = ListController(node: self)
        if actionMenu != nil { return handleMenuKey(press, controller) }
        if press.modifiers.isEmpty, let row = cursorRow, let step = lazyRowsElement.outlineArrowStep(press.key, atRow: row) {
            // An outline row (`List(_:children:)`): ← / → collapse, expand, or go to the parent / first child.
            switch step {
            case .setExpanded(let expanded): controller.setRowExpanded(expanded, atRow: row)
            case .moveCursor(let target): moveCursor(to: target)
            }
            return .handled
        }
        switch (press.key, press.modifiers) {
        case (.upArrow, []): moveCursor(to: stepRow(-1))
        case (.downArrow, []): moveCursor(to: stepRow(+1))
        case (.pageUp, []): moveCursor(to: pageRow(-1))
        case (.pageDown, []): moveCursor(to: pageRow(+1))
        case (.home, []): moveCursor(to: cursorCandidate(from: 0, step: 1))
        case (.end, []): moveCursor(to: cursorCandidate(from: lazyRowsElement.rowCount - 1, step: -1))
        case (.return, []) where cursorRow.flatMap(lazyRowsElement.collapsibleSection(headerRow:)) != nil,
             (.space, []) where cursorRow.flatMap(lazyRowsElement.collapsibleSection(headerRow:)) != nil:
            guard let row = cursorRow, let expanded = controller.isSectionExpanded(atRow: row) else { return .ignored }
            controller.setSectionExpanded(!expanded, atRow: row)
        case (.leftArrow, []) where cursorRow.flatMap(lazyRowsElement.collapsibleSection(headerRow:)) != nil,
             (.rightArrow, []) where cursorRow.flatMap(lazyRowsElement.collapsibleSection(headerRow:)) != nil:
            guard let row = cursorRow else { return .ignored }
            controller.setSectionExpanded(press.key == .rightArrow, atRow: row)
        case (.return, []): openCursorRow(controller)
        case (.space, []):
            guard let row = cursorRow else { return .ignored }
            if selection?.allowsMultiple == true { controller.toggleRowSelection(row) } else { controller.selectRow(row) }
        case (.delete, []), (.deleteForward, []):
            guard let row = cursorRow, controller.deleteRow(row) else { return .ignored }
        case (.upArrow, .option), (.downArrow, .option):
            guard let row = cursorRow, controller.moveRow(row, by: press.key == .upArrow ? -1 : 1) else { return .ignored }
            cursorRow = row + (press.key == .upArrow ? -1 : 1)
        case (.leftArrow, []), (.rightArrow, []):
            // Swiping left reveals the trailing actions, swiping right the leading ones.
            guard let row = cursorRow else { return .ignored }
            let edge: HorizontalEdge = press.key == .leftArrow ? .trailing : .leading
            let actions = controller.swipeActions(forRow: row, edge: edge)
            guard !actions.isEmpty else { return .ignored }
            actionMenu = RowActionMenu(row: row, kind: .swipe(edge), actions: actions)
        case ("m", []):
            guard let row = cursorRow else { return .ignored }
            let actions = controller.contextMenuActions(forRow: row)
            guard !actions.isEmpty else { return .ignored }
            actionMenu = RowActionMenu(row: row, kind: .contextMenu, actions: actions)
        case ("/", []):
            guard let field = searchField else { return .ignored }
            isSearching = true
            searchBuffer = TextEditingBuffer(text: field.text.wrappedValue)
        case ("e", []) where environment.editMode != nil && rowsAreEditable:
            controller.setEditing(!controller.isEditing)
        case ("r", []) where controller.canRefresh:
            Task { @MainActor in await controller.refresh() }
        default:
            return .ignored
        }
        return .handled
    }

    var keyHelp: [KeyHelp] {
        if let menu = actionMenu {
            var help = [KeyHelp("←→", "choose"), KeyHelp("⏎", "run"), KeyHelp("esc", "close")]
            if case .swipe = menu.kind { help.insert(KeyHelp(menu.kind == .swipe(.trailing) ? "←" : "→", "full swipe"), at: 2) }
            return help
        }
        var help = [KeyHelp("↑↓", "move")]
        if let row = cursorRow, let section = lazyRowsElement.collapsibleSection(headerRow: row) {
            help.append(KeyHelp("⏎", section.isExpanded ? "collapse" : "expand"))
        } else if let row = cursorRow {
            if let rowNode = rowNode(ofRow: row), !collectActions(in: rowNode).isEmpty {
                help.append(KeyHelp("⏎", "open"))
            } else if selection != nil {
                help.append(KeyHelp("⏎", "select"))
            }
            if selection?.allowsMultiple == true { help.append(KeyHelp("␣", "toggle")) }
            help += lazyRowsElement.outlineKeyHelp(atRow: row)
            let edits = editability(ofRow: row)
            if edits.canDelete { help.append(KeyHelp("⌦", "delete")) }
            if edits.canMove { help.append(KeyHelp("⌥↑↓", "move row")) }
            let controller = ListController(node: self)
            if !controller.swipeActions(forRow: row, edge: .trailing).isEmpty { help.append(KeyHelp("←", "swipe")) }
            if !controller.swipeActions(forRow: row, edge: .leading).isEmpty { help.append(KeyHelp("→", "swipe")) }
            if !controller.contextMenuActions(forRow: row).isEmpty { help.append(KeyHelp("m", "menu")) }
        }
        if searchField != nil { help.append(KeyHelp("/", "search")) }
        if environment.editMode != nil && rowsAreEditable { help.append(KeyHelp("e", isEditing ? "done" : "edit")) }
        if environment.refresh != nil { help.append(KeyHelp("r", "refresh")) }
        return help
    }

    func handleClick(at point: CGPoint) {
        guard let row = row(at: point) else { return }
        if let disclosure = lazyRowsElement.outlineDisclosure(ofRow: row, triangleAt: point) {
            cursorRow = row
            ListController(node: self).setRowExpanded(!disclosure.isExpanded, atRow: row)
            return
        }
        if lazyRowsElement.collapsibleSection(headerRow: row) != nil {
            let controller = ListController(node: self)
            cursorRow = row
            controller.setSectionExpanded(!(controller.isSectionExpanded(atRow: row) ?? true), atRow: row)
            return
        }
        guard lazyRowsElement.role(ofRow: row) == .row else { return }
        moveCursor(to: row)
        if selection == nil || !environment.listCursorSelection.selects { openCursorRow(ListController(node: self)) }
    }

    func insertText(_ text: String) -> Bool {
        guard let field = searchField else { return false }
        if !isSearching {
            isSearching = true
            searchBuffer = TextEditingBuffer(text: field.text.wrappedValue)
        }
        return editSearchText(field) { buffer in
            buffer.insert(text)
            return true
        }
    }

    // MARK: Cursor

    /// The nearest row the cursor can be on from `row` in a direction (`step` +1 or -1), `row` included: a
    /// content row, or the header of a collapsible section; nil when there is none that way.
    private func cursorCandidate(from row: Int, step: Int) -> Int? {
        let rows = lazyRowsElement
        return rows.nearestRow(from: row, step: step) { rows.role(ofRow: $0) == .row || rows.collapsibleSection(headerRow: $0) != nil }
    }

    /// The content row `step` rows from the cursor (the first content row when there is no cursor yet).
    private func stepRow(_ step: Int) -> Int? {
        guard let cursor = cursorRow ?? selectedRow else { return cursorCandidate(from: 0, step: 1) }
        return cursorCandidate(from: cursor + step, step: step) ?? cursor
    }

    /// The row of the single selected value, if there is one and it is a `ForEach` row (found through the
    /// built rows first, so a selection in view costs no scan).
    private var selectedRow: Int? {
        guard selectedValues.count == 1, let value = selectedValues.first else { return nil }
        return lazyRowsElement.row(withID: value)
    }

    /// The content row a page away from the cursor: as many rows of the platform's least row height as fit in the
    /// viewport, less one.
    private func pageRow(_ direction: Int) -> Int? {
        let line = environment.platform.metrics.list.minimumRowHeight
        let page = max(Int((viewportSize.height / max(line, 1)).rounded(.down)) - 1, 1)
        let start = cursorRow ?? selectedRow ?? 0
        let target = min(max(start + direction * page, 0), max(lazyRowsElement.rowCount - 1, 0))
        return cursorCandidate(from: target, step: direction) ?? cursorCandidate(from: target, step: -direction)
    }

    /// Moves the cursor to `row` (selecting it in a single-selection list) and scrolls it into view.
    func moveCursor(to row: Int?) {
        guard let row else { return }
        cursorRow = row
        if let selection, !selection.allowsMultiple, environment.listCursorSelection.selects { ListController(node: self).selectRow(row) }
        scrollIntoView(row: row)
        graph.setNeedsLayout()
    }

    /// Scrolls the least distance that shows row `row` whole.
    private func scrollIntoView(row: Int) {
        guard let extent = lazyRowsElement.extent(ofRow: row) else { return }
        let top = offset.y, height = viewportSize.height
        if extent.offset < top {
            scroll(to: CGPoint(x: offset.x, y: extent.offset - pinnedHeaderAllowance))
        } else if extent.offset + extent.length > top + height {
            scroll(to: CGPoint(x: offset.x, y: extent.offset + extent.length - height))
        }
    }

    /// The line a plain list's floating header covers at the top (one line of text).
    private var pinnedHeaderAllowance: CGFloat {
        lazyRowsElement.pinnedViews.contains(.sectionHeaders) ? environment.platform.lineHeight : 0
    }

    /// Opens the cursor row: runs its first button or link, or selects it.
    private func openCursorRow(_ controller: ListController) {
        guard let row = cursorRow else { return }
        if let rowNode = rowNode(ofRow: row), let action = collectActions(in: rowNode).first {
            action.perform()
        } else {
            controller.selectRow(row)
        }
    }

    /// The row under a point in root coordinates, nil outside the rows.
    func row(at point: CGPoint) -> Int? {
        let frame = scrollElement.frame
        guard frame.contains(point), lazyRowsElement.rowCount > 0 else { return nil }
        let y = point.y - frame.minY + offset.y
        var low = 0, high = lazyRowsElement.rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if let extent = lazyRowsElement.extent(ofRow: middle), extent.offset <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether any of the list's `ForEach`es has `onDelete` or `onMove`.
    private var rowsAreEditable: Bool {
        lazyRowsElement.segments.contains { segment in
            guard case .lazy(let source) = segment.source, let forEach = source as? ViewNode else { return false }
            return forEach.editActions.onDelete != nil || forEach.editActions.onMove != nil
        }
    }

    // MARK: Revealed actions

    /// Keys while a row's actions are revealed: ←/→ (or ↑/↓) choose, Return runs the chosen one, the arrow
    /// that revealed swipe actions again runs the first (a full swipe, unless the row forbids it), anything
    /// else closes them.
    private func handleMenuKey(_ press: KeyPress, _ controller: ListController) -> KeyPress.Result {
        guard var menu = actionMenu else { return .ignored }
        let revealing: KeyEquivalent? = switch menu.kind {
        case .swipe(.trailing): .leftArrow
        case .swipe(.leading): .rightArrow
        case .contextMenu: nil
        }
        if press.is(.return) {
            actionMenu = nil
            menu.actions[menu.chosen].perform()
        } else if let revealing, press.is(revealing), menu.chosen == 0, case .swipe(let edge) = menu.kind {
            actionMenu = nil
            controller.performFullSwipe(onRow: menu.row, edge: edge)
        } else if press.is(.leftArrow) || press.is(.upArrow) {
            menu.chosen = max(menu.chosen - 1, 0)
            actionMenu = menu
        } else if press.is(.rightArrow) || press.is(.downArrow) {
            menu.chosen = min(menu.chosen + 1, menu.actions.count - 1)
            actionMenu = menu
        } else {
            actionMenu = nil
        }
        return .handled
    }

    // MARK: Search field

    /// Keys while the search field is being edited: text types into it at its cursor and the line-editing keys
    /// of ``TextEditingBuffer`` edit and move (←/→, by word, Home/End, Backspace, Ctrl-U/K/W…), Return (which
    /// runs `onSubmit(of: .search)`) or ↓ leave it keeping the text, Escape leaves it cleared.
    private func handleSearchKey(_ press: KeyPress) -> KeyPress.Result {
        guard let field = searchField else {
            isSearching = false
            return .ignored
        }
        if press.is(.escape) {
            field.text.wrappedValue = ""
            isSearching = false
        } else if press.is(.return) || press.is(.downArrow) || press.is(.tab) {
            isSearching = false
            if press.is(.return) { environment.submitActions.submit(.search) }
            if press.is(.downArrow) { moveCursor(to: cursorCandidate(from: 0, step: 1)) }
        } else if !editSearchText(field, { $0.apply(press) }) {
            return .ignored
        }
        graph.setNeedsLayout()
        return .handled
    }

    /// Edits the search text through the list's buffer; returns whether the edit was taken.
    private func editSearchText(_ field: SearchField, _ change: (inout TextEditingBuffer) -> Bool) -> Bool {
        guard searchBuffer.edit(field.text, change) else { return false }
        graph.setNeedsLayout()
        return true
    }
}
