import Foundation

/// The node of a split view (`NavigationSplitView`, or a `NavigationView`): every column is a child
/// `NavigationStack` (its bar, title, pushed screens, Escape and `\.dismiss` are the stack's), kept in the graph
/// whether shown or not, so each keeps its state.
///
/// At a regular width the shown columns are laid out side by side by a ``SplitColumnsElement``; collapsed (a
/// compact width, one child, or the `.stack` navigation view style) only the top column is, as the top of one
/// stack: the column after the last one whose choice is made (a selection in its `List(selection:)`, or a link
/// it showed in the next column), or the preferred compact column if that is further. Going back undoes that
/// choice: the link's screen goes, the selection is set back to nil.
@MainActor
final class NavigationSplitViewNode: ViewNode {
    override var childHiding: (any ChildHidingNode)? { self }
    override var fallbackKeyResponder: (any FallbackKeyResponder)? { self }
    typealias ColumnStack = NavigationStackNode<NavigationPath, SplitColumnScreen>

    override var producesElements: Bool { true }
    private var view: (any SplitColumnsView)?
    private lazy var element = SplitColumnsElement(node: self)

    /// A destination a link in a leading column shows in the next column, instead of the column's own view.
    private struct LinkedScreen {
        let key: Int
        let entry: NavigationEntry
    }
    /// The linked screens, by column.
    private var linked: [Int: LinkedScreen] = [:]
    private var nextLinkKey = 1
    /// The visibility and compact column when not bound.
    private var ownVisibility = NavigationSplitViewVisibility.automatic
    private var ownPreferredColumn = NavigationSplitViewColumn.sidebar
    /// The dismiss action of each column when collapsed (made once, so the environment stays the same).
    private var dismissActions: [Int: DismissAction] = [:]

    // As of the latest evaluation:
    /// The number of columns (1 to 3); the last is the detail.
    private(set) var columnCount = 0
    /// Whether the columns are collapsed into one stack.
    private(set) var isCollapsed = false
    /// The top column when collapsed.
    private(set) var topColumn = 0
    /// The columns shown side by side when not collapsed.
    private(set) var visibleColumns: [Int] = []
    /// The index of the preferred compact column.
    private var preferredIndex = 0

    /// The columns laid out now.
    var shownColumns: [Int] { isCollapsed ? [topColumn] : visibleColumns }

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! any SplitColumnsView)
        return true
    }

    // MARK: Evaluation

    override func evaluate() {
        guard let view else { return }
        let (wasCollapsed, previousTop) = (isCollapsed, topColumn)
        let views = view.columnViews
        columnCount = views.count
        let environment = self.environment
        let (sizeClass, splitStyle, viewStyle, visibility, preferred) = trackingReads {
            (environment.horizontalSizeClass, environment.navigationSplitViewStyle, environment.navigationViewStyle,
             view.columnVisibilityBinding?.wrappedValue ?? ownVisibility, view.preferredCompactColumnBinding?.wrappedValue ?? ownPreferredColumn)
        }
        isCollapsed = columnCount == 1 || sizeClass == .compact || (view.followsNavigationViewStyle && viewStyle == .stack)
        visibleColumns = Self.visibleColumns(count: columnCount, visibility: visibility, style: splitStyle)
        preferredIndex = min(preferred.position, columnCount - 1)
        linked = linked.filter { $0.key > 0 && $0.key < columnCount }

        reconcileChildren(views.enumerated().map { index, columnView in
            (ChildKey.position(index), NavigationStack { self.screen(ofColumn: index, showing: columnView) })
        })
        for (index, child) in children.enumerated() {
            (child as? ColumnStack)?.context.redirectsPushes = index < columnCount - 1
                ? { [weak self] entry in self?.show(entry, inColumnAfter: index) } : nil
        }
        topColumn = isCollapsed ? max(chosenDepth(), preferredIndex) : 0
        // Collapsed, a column shown over the one before it is pushed, and going back to it a pop: they animate
        // as a navigation stack's screens do.
        if isCollapsed, wasCollapsed, topColumn != previousTop, topColumn < children.count {
            (children[topColumn] as? ColumnStack)?.noteShown(byPush: topColumn > previousTop)
            graph.animateByDefault()
        }
    }

    /// The screen at the root of a column: the column's own view, or the destination a link showed there.
    private func screen(ofColumn index: Int, showing columnView: any View) -> SplitColumnScreen {
        guard let link = linked[index] else { return SplitColumnScreen(source: .view(AnyView(erasing: columnView)), identity: 0) }
        switch link.entry {
        case .view(let destination):
            return SplitColumnScreen(source: .view(AnyView(erasing: destination)), identity: link.key)
        case .value(let value):
            return SplitColumnScreen(source: .value(value, resolve: { [weak self] in self?.destination(for: $0) }), identity: link.key)
        }
    }

    /// The columns shown side by side for a visibility, under a style.
    static func visibleColumns(count: Int, visibility: NavigationSplitViewVisibility, style: NavigationSplitViewStyleKind) -> [Int] {
        guard count > 1 else { return Array(0..<max(count, 0)) }
        var kind = visibility.kind
        if kind == .automatic { kind = style == .prominentDetail ? .detailOnly : .all }
        switch kind {
        case .detailOnly: return [count - 1]
        case .doubleColumn where count == 3: return [1, 2]
        default: return Array(0..<count)
        }
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        guard case .position(let index) = key else { return environmentForChildren }
        let isCollapsed = self.isCollapsed, isLeading = index < columnCount - 1
        let dismiss = isCollapsed && index > 0 ? dismissAction(ofColumn: index) : nil
        return derivingEnvironment(slot: index) { environment in
            // A list in an iPad's sidebar column looks like a sidebar.
            if index == 0, !isCollapsed, isLeading { environment.listStyle = .sidebar }
            // Side by side the cursor selects and the next column follows; collapsed, selecting pushes the next
            // column, so the cursor only moves.
            if isLeading { environment.listCursorSelection = isCollapsed ? .leavesSelection : .selectsRowShowingNextColumn }
            if let dismiss { environment.dismiss = dismiss }
        }
    }

    /// Goes back from a collapsed column to the one under it.
    private func dismissAction(ofColumn index: Int) -> DismissAction {
        if let action = dismissActions[index] { return action }
        let action = DismissAction { [weak self] in _ = self?.goBack(to: index - 1) }
        dismissActions[index] = action
        return action
    }

    // MARK: Choices made in columns

    /// How many leading columns, from the first, have a choice made (a selection or a linked screen): the
    /// collapsed stack shows the column after them.
    private func chosenDepth() -> Int {
        var depth = 0
        for column in 0..<max(columnCount - 1, 0) {
            let selects = selectingList(inColumn: column).map { list in trackingReads { !(list.selection?.selectedValues().isEmpty ?? true) } } ?? false
            guard linked[column + 1] != nil || selects else { break }
            depth = column + 1
        }
        return depth
    }

    /// The first list with a selection binding in a column's root screen.
    private func selectingList(inColumn index: Int) -> (any ListControlling)? {
        guard index < children.count, let root = children[index].children.first else { return nil }
        func find(_ node: ViewNode) -> (any ListControlling)? {
            if let list = node as? any ListControlling { return list.selection != nil ? list : nil }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root)
    }

    /// Shows a link's destination in the column after `source`, replacing what it and the columns after it
    /// showed.
    private func show(_ entry: NavigationEntry, inColumnAfter source: Int) {
        let target = source + 1
        guard target < columnCount else { return }
        linked[target] = LinkedScreen(key: nextLinkKey, entry: entry)
        nextLinkKey += 1
        for column in target..<columnCount {
            if column > target { linked[column] = nil }
            popScreens(ofColumn: column)
        }
        invalidate()
    }

    /// Pops up to `count` of a column's pushed screens (all of them by default).
    private func popScreens(ofColumn column: Int, count: Int = .max) {
        guard column < children.count, let context = (children[column] as? ColumnStack)?.context else { return }
        for _ in 0..<min(children[column].children.count, count) where context.pop() {}
    }

    /// The last shown column whose stack has pushed screens, side by side.
    private var columnWithPushedScreens: Int? {
        visibleColumns.last { $0 < children.count && children[$0].children.count > 1 }
    }

    /// The destination of a value pushed by a link, from the `navigationDestination` any column registered.
    private func destination(for value: AnyHashable) -> (any View)? {
        for child in children {
            if let destination = (child as? ColumnStack)?.context.destination(for: value) { return destination }
        }
        return nil
    }

    /// Goes back, collapsed, to column `column`: undoes the choices that showed the columns above it (links'
    /// screens go, selections are set back to nil) and lowers the preferred compact column. Returns whether
    /// there was a column to go back from.
    private func goBack(to column: Int) -> Bool {
        guard isCollapsed, column >= 0, topColumn > column else { return false }
        for chosen in column..<topColumn {
            linked[chosen + 1] = nil
            selectingList(inColumn: chosen)?.selection?.clear()
        }
        if preferredIndex > column {
            let position = column == 0 ? 0 : (column == columnCount - 1 ? 2 : 1)
            if let binding = view?.preferredCompactColumnBinding {
                binding.wrappedValue = NavigationSplitViewColumn(position: position)
            } else {
                ownPreferredColumn = NavigationSplitViewColumn(position: position)
            }
        }
        invalidate()
        return true
    }

    // MARK: Visibility

    /// Whether Ctrl-S can show and hide the sidebar now.
    private var canToggleSidebar: Bool { !isCollapsed && columnCount > 1 }

    /// Shows the sidebar if it is hidden, hides it otherwise (a three-column view keeps its content column).
    private func toggleSidebar() {
        let visibility: NavigationSplitViewVisibility = visibleColumns.contains(0) ? (columnCount == 3 ? .doubleColumn : .detailOnly) : .all
        if let binding = view?.columnVisibilityBinding {
            binding.wrappedValue = visibility
        } else {
            ownVisibility = visibility
            invalidate()
        }
    }

    // MARK: Layout

    override func collectElements(into elements: inout [LayoutElement]) {
        var columns: [SplitColumnsElement.Column] = []
        for (index, child) in children.enumerated() {
            (child as? ColumnStack)?.context.rootBackTitle = isCollapsed && index > 0 && index == topColumn
                ? (title(ofColumn: index - 1) ?? "Back") : nil
        }
        for index in shownColumns where index < children.count {
            let column = children[index]
            var content: [LayoutElement] = []
            column.collectElements(into: &content)
            let width = index < columnCount - 1 ? (PreferenceCollector.value(of: SplitColumnWidthKey.self, in: column) ?? nil) : nil
            columns.append(SplitColumnsElement.Column(element: content.first, width: width))
        }
        element.configure(columns: columns)
        elements.append(element)
    }

    /// The title of a column's top screen.
    private func title(ofColumn index: Int) -> String? {
        guard index < children.count, let stack = children[index] as? ColumnStack, let top = stack.children.last else { return nil }
        return stack.context.title(of: top)
    }

    // MARK: Focus

    /// The column holding a node, if it is inside this split view.
    private func column(holding node: ViewNode) -> Int? {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.parent === self { return children.firstIndex { $0 === candidate } }
            current = candidate.parent
        }
        return nil
    }

    /// Moves the focus to the nearest shown column before (`step` -1) or after (+1) the focused one that has
    /// something to focus.
    private func moveFocusAcrossColumns(step: Int) -> KeyPress.Result {
        let focus = graph.focus
        guard let current = focus.current, let from = column(holding: current),
              var position = visibleColumns.firstIndex(of: from) else { return .ignored }
        position += step
        let targets = focus.targets
        while position >= 0, position < visibleColumns.count {
            let columnIndex = visibleColumns[position]
            if let target = targets.first(where: { column(holding: $0) == columnIndex }) {
                focus.focus(target)
                return .handled
            }
            position += step
        }
        return .ignored
    }
}

extension NavigationSplitViewNode: ChildHidingNode {
    /// Only the shown columns.
    func shows(_ child: ViewNode) -> Bool {
        guard let index = children.firstIndex(where: { $0 === child }) else { return false }
        return shownColumns.contains(index)
    }
}

extension NavigationSplitViewNode: FallbackKeyResponder {
    /// Collapsed: Escape or Backspace goes back a column. Side by side: Escape or Backspace goes back in the
    /// last column with pushed screens (when the focused view and its column left the key alone), Ctrl-S shows
    /// or hides the sidebar (unless a `keyboardShortcut` takes it), ← and → move the focus to the previous or
    /// next column.
    func respondAfterFocusedView(to press: KeyPress) -> KeyPress.Result {
        if press.is(.escape) || press.is(.delete) {
            if isCollapsed { return goBack(to: topColumn - 1) ? .handled : .ignored }
            // Side by side, the focused column's stack had the key first: go back in the last column that can.
            guard let column = columnWithPushedScreens else { return .ignored }
            popScreens(ofColumn: column, count: 1)
            return .handled
        }
        if isCollapsed { return .ignored }
        if press.is("s", .control), canToggleSidebar,
           !graph.nodes(of: KeyboardShortcutNode.self).contains(where: { $0.isMounted && $0.matches(press) }) {
            toggleSidebar()
            return .handled
        }
        if press.is(.leftArrow) { return moveFocusAcrossColumns(step: -1) }
        if press.is(.rightArrow) { return moveFocusAcrossColumns(step: 1) }
        return .ignored
    }

    var fallbackKeyHelp: [KeyHelp] {
        if isCollapsed {
            // The column's own stack offers "back" while it has pushed screens.
            let stackIsAtRoot = topColumn < children.count && children[topColumn].children.count <= 1
            return topColumn > 0 && stackIsAtRoot ? [KeyHelp([.escape], "back")] : []
        }
        var help: [KeyHelp] = []
        // Going back in another column than the focused one (whose stack offers it itself).
        if let pushed = columnWithPushedScreens, graph.focus.current.flatMap({ self.column(holding: $0) }) != pushed {
            help.append(KeyHelp([.escape], "back"))
        }
        if visibleColumns.count > 1 { help.append(KeyHelp([.leftArrow, .rightArrow], "column")) }
        if canToggleSidebar { help.append(KeyHelp(["s"], modifiers: .control, visibleColumns.contains(0) ? "hide sidebar" : "show sidebar")) }
        return help
    }
}

/// The root screen of a split view's column: the column's own view, or the destination a link showed there,
/// centred in the column (as SwiftUI centres a column's content that does not fill it).
struct SplitColumnScreen: View {
    enum Source {
        /// A view.
        case view(AnyView)
        /// A value, shown through the `navigationDestination` registered for its type.
        case value(AnyHashable, resolve: (AnyHashable) -> (any View)?)
    }

    let source: Source
    /// Changes when a new link's destination replaces the column's view, so that its state is new.
    let identity: Int

    var body: some View {
        content.id(identity).frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var content: AnyView {
        switch source {
        case .view(let view):
            return view
        case .value(let value, let resolve):
            guard let destination = resolve(value) else {
                Diagnostics.warnOnce("NavigationSplitView.noDestination.\(type(of: value.base))",
                    "NavigationSplitView: no navigationDestination for \(type(of: value.base)) values; the column is empty.")
                return AnyView(EmptyView())
            }
            return AnyView(erasing: destination)
        }
    }
}

/// What moving a single-selection list's keyboard cursor does to the selection.
enum ListCursorSelection: Hashable {
    /// Selects the row under it (the default).
    case selectsRow
    /// Selects the row under it, and the selection decides what other views show (a split view's leading
    /// column at a regular width): the next key is routed only after the graph is brought up to date.
    case selectsRowShowingNextColumn
    /// Leaves the selection alone: Return, Space or a click selects (a collapsed split view's leading column,
    /// where selecting pushes the next column).
    case leavesSelection

    /// Whether the cursor selects.
    var selects: Bool { self != .leavesSelection }
}

private struct ListCursorSelectionKey: EnvironmentKey {
    static let defaultValue = ListCursorSelection.selectsRow
}

extension EnvironmentValues {
    /// What moving a single-selection list's keyboard cursor does to the selection.
    var listCursorSelection: ListCursorSelection {
        get { self[ListCursorSelectionKey.self] }
        set { self[ListCursorSelectionKey.self] = newValue }
    }
}
