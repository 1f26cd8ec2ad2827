import Foundation

/// The node of a list: a scroll view whose content rows are laid out lazily and wrapped in the list style's
/// row chrome (insets, section boxes, separators, selection).
@MainActor
final class ListNode<SelectionValue: Hashable, Content: View>: ViewNode, ScrollableNode {
    override var focusTarget: (any FocusTarget)? { self }
    override var producesElements: Bool { true }
    private var view: List<SelectionValue, Content>?
    let viewport = ScrollViewport()
    var offset: CGPoint = .zero
    private(set) lazy var scrollElement = ScrollViewElement(node: self)
    var viewportElement: ScrollViewElement { scrollElement }
    private lazy var rows: LazyStackElement = {
        let rows = LazyStackElement(node: self, axis: .vertical)
        rows.rowSpacing = 0
        rows.accessibilityRole = .list
        rows.decorate = { [unowned self] context in self.chrome(for: context) }
        return rows
    }()
    /// Row chrome by the row element it wraps.
    private var chromes: [ObjectIdentifier: ListRowElement] = [:]

    /// The chrome of row `row` as last laid out, if it was.
    func rowChrome(ofRow row: Int) -> ListRowElement? {
        chromes.values.filter { $0.row == row }.max { $0.lastUsed < $1.lastUsed }
    }
    /// The selected values, as read in the latest evaluation.
    private(set) var selectedValues: Set<AnyHashable> = []
    /// Whether the environment's edit mode is on, as read in the latest evaluation.
    private(set) var isEditing = false
    /// The search field of a `searchable` ancestor, and its text as read in the latest evaluation.
    private(set) var searchField: SearchField?
    private var searchText = ""
    /// Whether a refresh is running (a progress line shows at the top).
    var isRefreshing = false {
        didSet { graph.setNeedsLayout() }
    }
    /// The row the keyboard is on (the focused list marks it), if any.
    var cursorRow: Int?
    /// The rows cursor keys landed on since the selection was last made, oldest first
    /// (``ListNode/deferSelection(ofRow:)``).
    var deferredSelectionRows: [Int] = []
    /// Whether the rows are a table's lines (``ListControlling/holdsTableLines``): the table is their container.
    var holdsTableLines = false {
        didSet { rows.accessibilityRole = holdsTableLines ? nil : .list }
    }
    /// The row a press landed on, opened when the press ends (on a platform that activates on release) unless it
    /// became a swipe or a scroll first.
    var pendingTap: Int?
    /// A row dragged by its reorder control in edit mode: the row, and how many rows it moves within its
    /// `ForEach` where the pointer is now (``ListSwipe``: moved through `onMove` when the press ends).
    var reorderDrag: (row: Int, offset: Int)?
    /// A row's actions revealed by the keyboard or a swipe (swipe actions or context menu), if any.
    var actionMenu: RowActionMenu? {
        didSet { graph.setNeedsLayout() }
    }
    /// Whether keys type into the search field. The `searchable` view's presentation follows it (its
    /// `isPresented` binding, `\.isSearching`), and it follows the presentation (`dismissSearch`, a binding set
    /// by the app).
    var isSearching = false {
        didSet {
            graph.setNeedsLayout()
            if let presented = searchField?.isPresented, presented.wrappedValue != isSearching { presented.wrappedValue = isSearching }
        }
    }
    /// The search field's text and cursor while it is typed into.
    var searchBuffer = TextEditingBuffer()
    private lazy var searchLine = AccessoryLineElement(node: self)
    /// Where the search field is, as of the latest layout; nil without one.
    var searchLineFrame: CGRect? { searchField == nil ? nil : searchLine.frame }
    /// Whether a table above the rows holds the search line (``ListControlling/searchLineOutside``).
    var searchLineOutside = false
    /// The section index of the latest layout (`sectionIndexLabel`), and its column.
    private(set) var sectionIndex = SectionIndex()
    private(set) lazy var sectionIndexElement = SectionIndexElement(node: self)
    private lazy var sectionIndexHost = LayoutHostElement(layout: SectionIndexLayout(width: 0), node: self)
    /// Whether a row showed a disclosure indicator since the content last changed (the index then stays hidden
    /// unless asked for).
    private var rowsShowDisclosureIndicators = false
    private lazy var progressLine = AccessoryLineElement(node: self)

    var axes: Axis.Set { .vertical }
    var showsIndicators: Bool { !environment.scrollSettings.hiddenIndicators.contains(.vertical) }

    /// The list's background: grouped for the grouped styles and a sidebar (iOS draws a sidebar on the grouped
    /// background), unless `scrollContentBackground(.hidden)`.
    var contentBackground: Chrome? {
        guard environment.scrollContentBackground != .hidden else { return nil }
        let style = environment.listStyle
        return .listBackground(grouped: style == .insetGrouped || style == .grouped || style == .sidebar)
    }
    var maximumOffset: CGPoint { scrollElement.maximumOffset }
    var viewportSize: CGSize { scrollElement.frame.size }
    /// The selection binding, if the list has one.
    var selection: ListSelection? { view?.selection }

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! List<SelectionValue, Content>)
        return true
    }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment {
            $0.stackAxis = .vertical
            $0.rowsAreLazy = true
            $0.scrollViewport = viewport
            $0.isInList = true
        }
    }

    /// A list run again with the same selection kind, editing state and search, and the same child nodes, lays out
    /// what it did: a selection that changed restyles the rows in view that it selects or no longer selects
    /// (``restyleSelection(from:)``).
    override var reevaluationMayKeepLayout: Bool { true }

    override func evaluate() {
        guard let view else { return }
        let environment = self.environment
        let before = (selection: selectedValues, editing: isEditing, search: searchText, searching: isSearching,
                      prompt: searchField?.prompt, multiple: laidOutSelectionKind)
        searchField = environment.searchField
        let presented: Bool
        (selectedValues, isEditing, searchText, presented) = trackingReads {
            (view.selection?.selectedValues() ?? [], environment.editMode?.wrappedValue.isEditing ?? false,
             environment.searchField?.text.wrappedValue ?? "", environment.searchField?.isPresented.wrappedValue ?? false)
        }
        adoptSearchPresentation(presented)
        laidOutSelectionKind = view.selection.map(\.allowsMultiple)
        if before.editing != isEditing || before.search != searchText || before.searching != isSearching
            || !ViewComparison.isSame(before.prompt, searchField?.prompt) || before.multiple != laidOutSelectionKind {
            markChanged()
        } else if before.selection != selectedValues {
            restyleSelection(from: before.selection)
        }
        // Found again by the whole layout that a change makes (rows that navigate show indicators).
        if subtreeChangedAt == graph.layoutPass.generation { rowsShowDisclosureIndicators = false }
        reconcileChild(view.content)
    }

    /// Whether the list's selection holds several values (nil: no selection), as its rows were last configured.
    private var laidOutSelectionKind: Bool??

    /// Shows the selection on the rows in view that it selects now or selected before (`old`), each laid out again
    /// alone (``ViewGraph/setNeedsLayout(inside:)``): a selection changes no row's size. A row out of view is
    /// configured with the selection as it comes into view.
    private func restyleSelection(from old: Set<AnyHashable>) {
        let values = selectedValues.subtracting(old)
        let added = (values: values, hashes: Set(values.map(\.hashValue)))
        for case let chrome as ListRowElement in rows.placedRows where chrome.showSelection(selectedValues, added: added) {
            graph.setNeedsLayout(inside: chrome)
        }
    }

    /// Starts or ends typing into the search field when the `searchable` view's presentation changed elsewhere:
    /// set by the app (the list then takes the focus), or ended by `dismissSearch`.
    private func adoptSearchPresentation(_ presented: Bool) {
        guard searchField != nil, presented != isSearching else { return }
        isSearching = presented
        if presented {
            searchBuffer = TextEditingBuffer(text: searchText)
            graph.enqueue { [weak self] in
                guard let self, self.isMounted, self.isSearching else { return }
                self.graph.focus.focus(self)
            }
        }
    }

    /// The accessory lines (search field, refresh progress) above the rows in the latest layout.
    private var accessoryRowCount = 0

    override func collectElements(into elements: inout [LayoutElement]) {
        refreshRows()
        chromes = chromes.filter { $0.value.lastUsed >= graph.layoutPass.generation - 1 }
        scrollElement.setContent([rows])
        // The search line a table holds above its header: after the list's own element (so clicks on it reach
        // the list, whose frames it is part of).
        defer { if searchLineOutside, searchField != nil { elements.append(searchLine) } }
        guard showsSectionIndex else {
            elements.append(scrollElement)
            return
        }
        sectionIndexElement.configure(sectionIndex)
        sectionIndexHost.layout = SectionIndexLayout(width: environment.platformMetrics.list.sectionIndexWidth)
        sectionIndexHost.setSubviews([scrollElement, sectionIndexElement])
        elements.append(sectionIndexHost)
    }

    /// Whether the section index shows: the sections have labels, it is not hidden, and, unless asked for, no
    /// row shows a disclosure indicator at the same edge.
    var showsSectionIndex: Bool {
        let visibility = environment.listSectionIndexVisibility
        guard visibility != .hidden, !sectionIndex.entries.isEmpty else { return false }
        return visibility == .visible || !rowsShowDisclosureIndicators
    }

    /// Hands the rows (the accessory lines, then the content's) to the lazy stack, keeping the cursor on its row.
    /// Layout does this, and so does a key before it is handled unless nothing changed since
    /// (``refreshRowsIfChanged()``): the previous key may have changed the rows (an outline row expanded), and the
    /// graph is brought up to date between keys but not laid out.
    func refreshRows() {
        rowsRefreshed = (graph.layoutPass.generation, rowInputs)
        var segments: [RowSegment] = []
        if let searchField {
            searchBuffer.adopt(searchText)
            // The prompt and the magnifying glass as the platform shows text and images in a line (the terminal: ⌕).
            let symbols = environment.platform.symbols
            let prompt = searchField.prompt.plainString(symbols: symbols)
            searchLine.configure(searchText.isEmpty ? prompt : searchText,
                                 icon: Image(systemName: "magnifyingglass"),
                                 isPlaceholder: searchText.isEmpty,
                                 caret: isSearching ? searchBuffer.cursor : nil, isSearchField: true, prompt: prompt)
            if !searchLineOutside { segments.append(RowSegment(source: .element(searchLine), role: .accessory)) }
        }
        if isRefreshing {
            progressLine.configure("Refreshing…", icon: Image(systemName: "arrow.clockwise"), isPlaceholder: true, caret: nil)
            segments.append(RowSegment(source: .element(progressLine), role: .accessory))
        }
        // The cursor is a row number counted from the accessory lines: keep it on the same content row when a
        // line comes or goes (the progress line while a refresh runs).
        if let cursor = cursorRow { cursorRow = cursor + segments.count - accessoryRowCount }
        accessoryRowCount = segments.count
        segments += childRows()
        sectionIndex = SectionIndex(segments: segments, symbols: environment.platform.symbols)
        // A plain list's section headers float at the top while their section scrolls, as UIKit's plain
        // table views' do.
        rows.pinnedViews = environment.listStyle == .plain ? .sectionHeaders : []
        rows.setRows(segments)
        if let cursor = cursorRow, cursor >= rows.rowCount {
            cursorRow = rows.contentRow(from: rows.rowCount - 1, step: -1)
        }
    }

    /// Refreshes the rows unless nothing they are made from changed since they were last refreshed: no node in the
    /// list's subtree changed since (a change stamps the pass it follows, so rows refreshed by a layout after it
    /// are current) and the list's own inputs to them are the same. A key that follows a frame then moves the
    /// cursor over the rows that frame laid out, without walking every section again.
    func refreshRowsIfChanged() {
        guard let refreshed = rowsRefreshed, subtreeChangedAt < refreshed.generation, refreshed.inputs == rowInputs
        else { return refreshRows() }
    }

    /// The pass in which the rows were last refreshed, and the list's own inputs to them then.
    private var rowsRefreshed: (generation: Int, inputs: RowInputs)?
    /// What of the list's own state (not its subtree's) the rows are made from.
    private struct RowInputs: Equatable {
        let isSearching, isRefreshing, searchLineOutside: Bool
    }
    private var rowInputs: RowInputs {
        RowInputs(isSearching: isSearching, isRefreshing: isRefreshing, searchLineOutside: searchLineOutside)
    }

    /// The chrome around a row, configured for its place in the list.
    private func chrome(for context: RowContext) -> LayoutElement {
        let key = ObjectIdentifier(context.element)
        let chrome = chromes[key] ?? ListRowElement(node: self, content: context.element)
        chromes[key] = chrome
        let edits = isEditing ? editability(ofRow: context.row, element: context.element) : (canDelete: false, canMove: false)
        let navigates = context.role == .row && (context.element.node?.isInDisclosingRow(of: self) ?? false)
        if navigates, !rowsShowDisclosureIndicators {
            let indexWasShown = showsSectionIndex
            rowsShowDisclosureIndicators = true
            // The index gives way to the disclosure indicators from the next layout of this frame.
            if indexWasShown != showsSectionIndex { graph.setNeedsLayout() }
        }
        chrome.configure(context, selectedValues: selectedValues, isEditing: isEditing,
                         showsDeleteMark: edits.canDelete, showsMoveMark: edits.canMove,
                         isCursor: showsCursor(onRow: context.row),
                         actions: actionMenu?.row == context.row ? actionMenu?.labels ?? [] : [],
                         navigates: navigates, holdsTableLine: holdsTableLines)
        return chrome
    }

    /// Whether row `row` shows the keyboard's cursor: it is the cursor row of the focused list, not searching.
    func showsCursor(onRow row: Int) -> Bool { row == cursorRow && !isSearching && graph.focus.isFocused(self) }

    /// Whether a row can be deleted and moved: its `ForEach` has the action and the row does not disable it.
    func editability(ofRow row: Int, element: LayoutElement? = nil) -> (canDelete: Bool, canMove: Bool) {
        guard let (source, index) = rows.lazySource(ofRow: row), let forEach = source as? ViewNode else { return (false, false) }
        let actions = forEach.editActions
        let traits = (element ?? source.rowElement(at: index))?.listRowTraits
        return (actions.onDelete != nil && traits?.deleteDisabled != true, actions.onMove != nil && traits?.moveDisabled != true)
    }

    // MARK: Test and input API

    /// The number of rows (headers and footers included).
    var rowCount: Int { rows.rowCount }

    /// The selection value of row `index` (its tag or `ForEach` id), building the row if needed.
    func selectionValue(ofRow index: Int) -> AnyHashable? { rows.selectionValue(ofRow: index) }

    /// Selects row `index` (only that row), as a click or Return does.
    func selectRow(_ index: Int) {
        guard let selection, isRowEnabled(index), let value = selectionValue(ofRow: index) else { return }
        selection.select(value)
    }
}

extension ListNode: LazyRowsNode {
    /// The element laying out the list's rows (for `scrollTo`).
    var lazyRowsElement: LazyStackElement { rows }
}

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views here are inside a `List` (section headers take the list style's look).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
