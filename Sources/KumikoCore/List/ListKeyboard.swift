import Foundation

/// A list with the keyboard focus (DESIGN.md §3.7): arrows, Page Up/Down, Home and End move the cursor row
/// (and the selection with it, in a single-selection list) and scroll to keep it in view; Return opens the row
/// (runs its first button or link) or selects it; Space toggles it in a multiple selection; Delete deletes it;
/// Option-↑/↓ move it; ← and → reveal its trailing and leading swipe actions (as swiping left or right does;
/// the same arrow again is a full swipe) and `m` its context menu, then ←/→ choose, Return runs, Escape
/// closes; `/` types into the search field (with the line-editing keys of ``TextEditingBuffer``); `e` toggles
/// edit mode; `r` refreshes. Every action goes through ``ListController``, the same API tests use.
extension ListNode: FocusTarget, NativeTextEditing {
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
        refreshRowsIfChanged()
        if actionMenu != nil { return handleMenuKey(press) }
        return Self.keyBindings.handle(press, for: self) ?? .ignored
    }

    var keyHelp: [KeyHelp] {
        actionMenu != nil ? Self.menuKeyBindings.keyHelp(for: self) : Self.keyBindings.keyHelp(for: self)
    }

    /// The list's keys, each with its help, in the order the key help shows them.
    private static var keyBindings: [KeyBinding<ListNode>] { KeyBindingTables.bindings("rows", of: ListNode.self) { [
        KeyBinding([.upArrow, .downArrow], help: { _ in "move" }) { list, press in
            list.moveCursor(to: list.stepRow(press.key == .upArrow ? -1 : 1), selectingLater: list.routedKeyOnlyMovesSelection)
            return .handled
        },
        KeyBinding([.pageUp, .pageDown]) { list, press in
            list.moveCursor(to: list.pageRow(press.key == .pageUp ? -1 : 1), selectingLater: list.routedKeyOnlyMovesSelection)
            return .handled
        },
        KeyBinding([.home, .end]) { list, press in
            let rows = list.lazyRowsElement.rowCount
            list.moveCursor(to: press.key == .home ? list.cursorCandidate(from: 0, step: 1) : list.cursorCandidate(from: rows - 1, step: -1),
                            selectingLater: list.routedKeyOnlyMovesSelection)
            return .handled
        },
        // The header of a collapsible section: Return or Space toggles it, → expands, ← collapses.
        KeyBinding([.return], when: { $0.cursorSection != nil }, help: { $0.cursorSection?.isExpanded == true ? "collapse" : "expand" }) { list, _ in
            list.toggleCursorSection()
        },
        KeyBinding([.space], when: { $0.cursorSection != nil }) { list, _ in list.toggleCursorSection() },
        KeyBinding([.leftArrow, .rightArrow], when: { $0.cursorSection != nil }) { list, press in
            guard let row = list.cursorRow else { return .ignored }
            ListController(node: list).setSectionExpanded(press.key == .rightArrow, atRow: row)
            return .handled
        },
        // A row: Return runs its first button or link, or selects it; Space toggles it in a multiple selection.
        KeyBinding([.return], help: { list in
            guard let row = list.cursorItemRow else { return nil }
            if let rowNode = list.rowNode(ofRow: row), !collectActions(in: rowNode).isEmpty { return "open" }
            return list.selection != nil ? "select" : nil
        }) { list, _ in
            list.openCursorRow(ListController(node: list))
            return .handled
        },
        KeyBinding([.space], help: { $0.cursorItemRow != nil && $0.selection?.allowsMultiple == true ? "toggle" : nil }) { list, _ in
            guard let row = list.cursorRow else { return .ignored }
            let controller = ListController(node: list)
            if list.selection?.allowsMultiple == true { controller.toggleRowSelection(row) } else { controller.selectRow(row) }
            return .handled
        },
        // An outline row (`List(_:children:)`): ← collapses or goes to the parent, → expands or goes to the first
        // child (only when there is somewhere to go: otherwise the arrows reveal swipe actions).
        KeyBinding([.leftArrow], when: { $0.outlineStep(.leftArrow) != nil },
                   help: { $0.cursorDisclosure.map { $0.hasChildren && $0.isExpanded } == true ? "collapse" : nil }) { list, _ in
            list.performOutlineStep(.leftArrow)
        },
        KeyBinding([.rightArrow], when: { $0.outlineStep(.rightArrow) != nil },
                   help: { $0.cursorDisclosure.map { $0.hasChildren && !$0.isExpanded } == true ? "expand" : nil }) { list, _ in
            list.performOutlineStep(.rightArrow)
        },
        KeyBinding([.deleteForward], help: { list in list.cursorItemRow.map { list.editability(ofRow: $0).canDelete } == true ? "delete" : nil }) { list, _ in
            list.deleteCursorRow()
        },
        KeyBinding([.delete]) { list, _ in list.deleteCursorRow() },
        KeyBinding([.upArrow, .downArrow], modifiers: .option,
                   help: { list in list.cursorItemRow.map { list.editability(ofRow: $0).canMove } == true ? "move row" : nil }) { list, press in
            let step = press.key == .upArrow ? -1 : 1
            guard let row = list.cursorRow, ListController(node: list).moveRow(row, by: step) else { return .ignored }
            list.cursorRow = row + step
            return .handled
        },
        // Swiping left reveals the trailing actions, swiping right the leading ones.
        KeyBinding([.leftArrow], help: { $0.hasSwipeActions(.trailing) ? "swipe" : nil }) { list, _ in list.revealSwipeActions(.trailing) },
        KeyBinding([.rightArrow], help: { $0.hasSwipeActions(.leading) ? "swipe" : nil }) { list, _ in list.revealSwipeActions(.leading) },
        KeyBinding(["m"], help: { list in
            list.cursorItemRow.map { !ListController(node: list).contextMenuActions(forRow: $0).isEmpty } == true ? "menu" : nil
        }) { list, _ in
            guard let row = list.cursorRow else { return .ignored }
            return list.showContextMenu(ofRow: row) ? .handled : .ignored
        },
        KeyBinding(["/"], help: { $0.searchField != nil ? "search" : nil }) { list, _ in
            list.beginSearch() ? .handled : .ignored
        },
        KeyBinding(["e"], when: { $0.environment.editMode != nil && $0.rowsAreEditable }, help: { $0.isEditing ? "done" : "edit" }) { list, _ in
            let controller = ListController(node: list)
            controller.setEditing(!controller.isEditing)
            return .handled
        },
        KeyBinding(["r"], when: { $0.environment.refresh != nil }, help: { _ in "refresh" }) { list, _ in
            list.beginRefresh() ? .handled : .ignored
        },
        // The section index: a label's first character goes to its section (after the letters bound above, which
        // keep their meaning; capitals always go to the index).
        KeyBinding(SectionIndex.keys, when: { $0.showsSectionIndex }) { list, press in
            guard let entry = list.sectionIndex.entry(startingWith: press.key.character) else { return nil }
            list.showSection(entry)
            return .handled
        },
    ] } }

    /// Scrolls a section of the index to the top and puts the keyboard's cursor on its first row (without
    /// selecting it).
    func showSection(_ entry: SectionIndex.Entry) {
        let rows = lazyRowsElement
        let target = ScrollTarget(scrollable: self) { [weak rows] contentOrigin in
            guard let rows, let extent = rows.extent(ofRow: entry.row) else { return nil }
            return CGRect(x: 0, y: rows.frame.minY - contentOrigin.y + extent.offset, width: rows.frame.width, height: extent.length)
        }
        target.scroll(anchor: .top)
        cursorRow = cursorCandidate(from: entry.row, step: 1) ?? cursorRow
        graph.setNeedsLayout()
    }

    /// The cursor row when it is the header of a collapsible section, that section.
    private var cursorSection: (any CollapsibleSection)? { cursorRow.flatMap(lazyRowsElement.collapsibleSection(headerRow:)) }

    /// The cursor row when it is a row of content (not a collapsible section's header).
    private var cursorItemRow: Int? { cursorSection == nil ? cursorRow : nil }

    /// Expands or collapses the section whose header the cursor is on.
    private func toggleCursorSection() -> KeyPress.Result {
        let controller = ListController(node: self)
        guard let row = cursorRow, let expanded = controller.isSectionExpanded(atRow: row) else { return .ignored }
        controller.setSectionExpanded(!expanded, atRow: row)
        return .handled
    }

    /// The outline disclosure of the cursor row, if it is an outline row.
    private var cursorDisclosure: OutlineDisclosure? { cursorRow.flatMap(lazyRowsElement.outlineDisclosure(ofRow:)) }

    /// What `key` does on the cursor's outline row; nil when it does nothing there.
    private func outlineStep(_ key: KeyEquivalent) -> OutlineArrowStep? {
        cursorRow.flatMap { lazyRowsElement.outlineArrowStep(key, atRow: $0) }
    }

    /// Expands, collapses or moves from the cursor's outline row as `key` does there.
    private func performOutlineStep(_ key: KeyEquivalent) -> KeyPress.Result? {
        guard let row = cursorRow, let step = outlineStep(key) else { return nil }
        switch step {
        case .setExpanded(let expanded): ListController(node: self).setRowExpanded(expanded, atRow: row)
        case .moveCursor(let target): moveCursor(to: target)
        }
        return .handled
    }

    /// Deletes the cursor row, if it can be deleted.
    private func deleteCursorRow() -> KeyPress.Result {
        guard let row = cursorRow, ListController(node: self).deleteRow(row) else { return .ignored }
        return .handled
    }

    /// Shows row `row`'s context menu (its `contextMenu` buttons) revealed at its trailing end, the cursor on the
    /// row: what `m` does on the cursor row, and a right click or a long press on a row. False (nothing changes)
    /// when the row has no context menu.
    func showContextMenu(ofRow row: Int) -> Bool {
        let actions = ListController(node: self).contextMenuActions(forRow: row)
        guard !actions.isEmpty else { return false }
        pendingTap = nil
        cursorRow = row
        actionMenu = RowActionMenu(row: row, kind: .contextMenu, actions: actions)
        return true
    }

    /// Starts the `refreshable` action, the list showing its progress line until the action ends: what `r` does,
    /// and pulling the list down past its top. False when the list has no refresh action; a refresh asked for while
    /// one runs does nothing more.
    func beginRefresh() -> Bool {
        let controller = ListController(node: self)
        guard controller.canRefresh else { return false }
        Task { @MainActor in await controller.refresh() }
        return true
    }

    /// Whether the cursor row has swipe actions on `edge`.
    private func hasSwipeActions(_ edge: HorizontalEdge) -> Bool {
        cursorItemRow.map { !ListController(node: self).swipeActions(forRow: $0, edge: edge).isEmpty } == true
    }

    /// Reveals the cursor row's swipe actions on `edge`, if it has any.
    private func revealSwipeActions(_ edge: HorizontalEdge) -> KeyPress.Result {
        guard let row = cursorRow else { return .ignored }
        let actions = ListController(node: self).swipeActions(forRow: row, edge: edge)
        guard !actions.isEmpty else { return .ignored }
        actionMenu = RowActionMenu(row: row, kind: .swipe(edge), actions: actions)
        return .handled
    }

    func handleClick(at point: CGPoint) {
        // A click on the search field types into it, as a tap on iOS's search bar does.
        if let field = searchLineFrame, field.contains(point) {
            beginSearch()
            return
        }
        if showsSectionIndex, let entry = sectionIndexElement.entry(at: point) {
            showSection(entry)
            return
        }
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
        if let menu = actionMenu {
            // A tap on a revealed action runs it; anywhere else it closes the actions, as on iOS.
            actionMenu = nil
            if menu.row == row, let index = revealedActionIndex(at: point, row: row) { menu.actions[index].perform() }
            return
        }
        if environment.platform.activatesOnRelease {
            // Touch-up activation: the row opens when the press ends without a swipe or a scroll.
            pendingTap = row
            return
        }
        activateRow(row)
    }

    /// A click's effect on a content row: the cursor (and a single selection with it) moves there, and a row that
    /// navigates, or any row of a list without a selection, opens.
    func activateRow(_ row: Int) {
        moveCursor(to: row)
        // A row that navigates (a `NavigationLink`) opens on a click even in a list with a selection, as a tap on
        // it does on iOS.
        let navigates = rowNode(ofRow: row)?.isInDisclosingRow(of: self) ?? false
        if selection == nil || !environment.listCursorSelection.selects || navigates { openCursorRow(ListController(node: self)) }
    }

    /// Starts typing into the search field, from its current text (nothing changes while already typing);
    /// false when the list has no search field. `/`, a click on the field and typed text all start it here.
    @discardableResult
    func beginSearch() -> Bool {
        guard let field = searchField else { return false }
        if !isSearching {
            isSearching = true
            searchBuffer = TextEditingBuffer(text: field.text.wrappedValue)
        }
        return true
    }

    func replaceText(with text: String, cursor: Int?) -> Bool {
        guard let field = searchField, beginSearch() else { return false }
        return editSearchText(field) { buffer in
            buffer.replaceAll(with: text, cursor: cursor)
            return true
        }
    }

    func insertText(_ text: String) -> Bool {
        guard let field = searchField, beginSearch() else { return false }
        return editSearchText(field) { buffer in
            buffer.insert(text)
            return true
        }
    }

    // MARK: Cursor

    /// The nearest row the cursor can be on from `row` in a direction (`step` +1 or -1), `row` included: a
    /// content row, or the header of a collapsible section; nil when there is none that way.
    func cursorCandidate(from row: Int, step: Int) -> Int? {
        let rows = lazyRowsElement
        return rows.nearestRow(from: row, step: step) { rows.role(ofRow: $0) == .row || rows.collapsibleSection(headerRow: $0) != nil }
    }

    /// The content row `step` rows from the cursor (the first content row when there is no cursor yet).
    func stepRow(_ step: Int) -> Int? {
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
    func pageRow(_ direction: Int) -> Int? {
        let line = environment.platform.metrics.list.minimumRowHeight
        let page = max(Int((viewportSize.height / max(line, 1)).rounded(.down)) - 1, 1)
        let start = cursorRow ?? selectedRow ?? 0
        let target = min(max(start + direction * page, 0), max(lazyRowsElement.rowCount - 1, 0))
        return cursorCandidate(from: target, step: direction) ?? cursorCandidate(from: target, step: -direction)
    }

    /// Whether the key being handled only moves the selection, as the focus found when it routed the key
    /// (``onlyMovesSelection(_:)``): then no update comes before the next key, and the cursor's selection waits.
    private var routedKeyOnlyMovesSelection: Bool { !graph.lastKeyMayChangeStructure }

    /// Moves the cursor to `row` (selecting it in a single-selection list: at once, or, for a key that only moves
    /// the selection, before anything sees the selection, ``ListNode/deferSelection(ofRow:)``) and scrolls it into
    /// view.
    func moveCursor(to row: Int?, selectingLater: Bool = false) {
        guard let row else { return }
        let left = cursorRow
        cursorRow = row
        if let selection, !selection.allowsMultiple, environment.listCursorSelection.selects {
            if selectingLater { deferSelection(ofRow: row) } else { ListController(node: self).selectRow(row) }
        }
        // A scroll places every row in view again, the cursor's with it; else only the two rows change.
        if !scrollIntoView(row: row) { restyleCursorRows([left, row]) }
    }

    /// Draws the chrome of the rows the cursor left and landed on again, where they are (the cursor changes no
    /// row's size): only they are laid out (``ViewGraph/setNeedsLayout(inside:)``), or the rows in view when one
    /// of them is not among the rows the list placed last.
    private func restyleCursorRows(_ rows: [Int?]) {
        for row in Set(rows.compactMap { $0 }) {
            guard let chrome = placedChrome(ofRow: row) else {
                graph.setNeedsLayout(inside: lazyRowsElement)
                return
            }
            chrome.showCursor(showsCursor(onRow: row))
            graph.setNeedsLayout(inside: chrome)
        }
    }

    /// The chrome of row `row` among the rows the list placed last (a loop: a closure would check its isolation
    /// per row: LayoutElementArray.swift).
    private func placedChrome(ofRow row: Int) -> ListRowElement? {
        for case let chrome as ListRowElement in lazyRowsElement.placedRows where chrome.row == row { return chrome }
        return nil
    }

    /// Scrolls the least distance that shows row `row` whole; returns whether it scrolled.
    private func scrollIntoView(row: Int) -> Bool {
        guard let extent = lazyRowsElement.extent(ofRow: row) else { return false }
        let top = offset.y, height = viewportSize.height
        if extent.offset < top {
            scroll(to: CGPoint(x: offset.x, y: extent.offset - pinnedHeaderAllowance))
        } else if extent.offset + extent.length > top + height {
            scroll(to: CGPoint(x: offset.x, y: extent.offset + extent.length - height))
        } else {
            return false
        }
        return true
    }

    /// The line a plain list's floating header covers at the top (one line of text).
    private var pinnedHeaderAllowance: CGFloat {
        lazyRowsElement.pinnedViews.contains(.sectionHeaders) ? environment.platform.lineHeight : 0
    }

    /// Opens the cursor row: runs its first button or link, or selects it.
    func openCursorRow(_ controller: ListController) {
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
    var rowsAreEditable: Bool {
        lazyRowsElement.segments.contains { segment in
            guard case .lazy(let source) = segment.source, let forEach = source as? ViewNode else { return false }
            return forEach.editActions.onDelete != nil || forEach.editActions.onMove != nil
        }
    }

    // MARK: Revealed actions

    /// Keys while a row's actions are revealed: ←/→ (or ↑/↓) choose, Return runs the chosen one, the arrow
    /// that revealed swipe actions again runs the first (a full swipe, unless the row forbids it), anything
    /// else closes them (Escape is the one the help names).
    private func handleMenuKey(_ press: KeyPress) -> KeyPress.Result {
        if let result = Self.menuKeyBindings.handle(press, for: self) { return result }
        actionMenu = nil
        return .handled
    }

    /// The keys of revealed row actions, each with its help, in the order the key help shows them.
    private static var menuKeyBindings: [KeyBinding<ListNode>] { KeyBindingTables.bindings("revealed actions", of: ListNode.self) { [
        KeyBinding([.leftArrow, .rightArrow], help: { _ in "choose" }) { list, press in
            // The revealing arrow on the first action is the full swipe's.
            if list.fullSwipeKey == press.key { return nil }
            list.chooseRevealedAction(by: press.key == .leftArrow ? -1 : 1)
            return .handled
        },
        KeyBinding([.upArrow, .downArrow]) { list, press in
            list.chooseRevealedAction(by: press.key == .upArrow ? -1 : 1)
            return .handled
        },
        KeyBinding([.return], help: { _ in "run" }) { list, _ in
            guard let menu = list.actionMenu else { return .ignored }
            list.actionMenu = nil
            menu.actions[menu.chosen].perform()
            return .handled
        },
        KeyBinding([.leftArrow], when: { $0.fullSwipeKey == .leftArrow }, help: { _ in "full swipe" }) { list, _ in list.performFullSwipe() },
        KeyBinding([.rightArrow], when: { $0.fullSwipeKey == .rightArrow }, help: { _ in "full swipe" }) { list, _ in list.performFullSwipe() },
        KeyBinding([.escape], help: { _ in "close" }) { list, _ in
            list.actionMenu = nil
            return .handled
        },
    ] } }

    /// The arrow that revealed the shown swipe actions while the first is chosen: pressed again, a full swipe.
    private var fullSwipeKey: KeyEquivalent? {
        guard let menu = actionMenu, menu.chosen == 0, case .swipe(let edge) = menu.kind else { return nil }
        return edge == .trailing ? .leftArrow : .rightArrow
    }

    /// Chooses the revealed action `step` places from the chosen one.
    private func chooseRevealedAction(by step: Int) {
        guard var menu = actionMenu else { return }
        menu.chosen = min(max(menu.chosen + step, 0), menu.actions.count - 1)
        actionMenu = menu
    }

    /// Runs the first of the revealed swipe actions, as a full swipe does.
    private func performFullSwipe() -> KeyPress.Result {
        guard let menu = actionMenu, case .swipe(let edge) = menu.kind else { return .ignored }
        actionMenu = nil
        ListController(node: self).performFullSwipe(onRow: menu.row, edge: edge)
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

/// Pulling a list down past its top refreshes it as `r` does.
extension ListNode: PullToRefresh {}
