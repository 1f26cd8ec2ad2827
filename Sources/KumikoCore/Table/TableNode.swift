import Foundation

/// The node of a ``Table``: its children are the rows, a plain ``List`` (child 0, so that the rows come first
/// in the focus order and take the focus before the header, as a macOS table view does), and the header
/// (child 1). It keeps the ``TableState`` (columns, resized widths, sort mark) and lays the header above the
/// rows (``TableFrameElement``), so the header stays while the rows scroll.
@MainActor
final class TableNode<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: ViewNode
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    override var keyResponder: (any KeyResponder)? { self }
    override var keyHelpAmending: (any KeyHelpAmending)? { self }
    override var producesElements: Bool { true }
    private var view: Table<Value, Rows, Columns>?
    let state = TableState()
    private lazy var frameElement = TableFrameElement(node: self)
    /// Where Shift-↑/↓ started extending a multiple selection, and the row it extended to last.
    var selectionExtension: (anchor: Int, last: Int)?

    override init(graph: ViewGraph) {
        super.init(graph: graph)
        state.node = self
    }

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! Table<Value, Rows, Columns>)
        return true
    }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment {
            $0.listStyle = .plain
            $0.rowsAlternateAutomatically = $0.tableStyleAlternatesRows
        }
    }

    override func evaluate() {
        guard let view else { return }
        let environment = self.environment
        let isCompact = trackingReads { environment.horizontalSizeClass == .compact }
        state.sorting = view.sorting
        state.setColumns(Self.shownColumns(view.columns.tableColumnSpecs, compact: isCompact))
        let columns = state.columns
        state.sortMark = trackingReads { view.sorting?.current(columns) }
        let rows = AnyView(TableRowGroup(views: view.rows.tableRowViews(state)))
        let list = (ChildKey.position(0), List<Value.ID, AnyView>(content: rows, selection: view.selection) as any View)
        reconcileChildren(isCompact ? [list] : [list, (.position(1), TableHeader(table: state, version: state.version))])
    }

    /// The columns shown: all of them, or at a compact width only the first, filling the width and without a
    /// header (Apple's `Table`: "On iOS, and in other situations with a compact horizontal size class, tables
    /// don't show headers and collapse all columns after the first").
    static func shownColumns(_ columns: [TableColumnSpec], compact: Bool) -> [TableColumnSpec] {
        guard compact, let first = columns.first else { return columns }
        return [TableColumnSpec(title: first.title, cell: first.cell, comparator: first.comparator, width: .flexible)]
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        rowsNode?.holdsTableLines = true
        // With a header, the platform may put the search field above it (iOS), outside the rows.
        rowsNode?.searchLineOutside = children.count > 1 && environment.platformMetrics.table.searchFieldAboveHeader
        let listElements = children.first?.layoutElements() ?? []
        frameElement.list = listElements.first
        frameElement.searchLine = listElements.count > 1 ? listElements[1] : nil
        frameElement.header = children.count > 1 ? children[1].layoutElements().first : nil
        elements.append(frameElement)
    }

    /// The node of the rows.
    var rowsNode: (any ListControlling)? { children.first as? any ListControlling }
}

/// Lays out a table: the search field when the table holds it (``TableMetrics/searchFieldAboveHeader``, with the
/// padding of a list's accessory line), the header under it, the rows in the rest of the height.
@MainActor
final class TableFrameElement: LayoutElement {
    var header: LayoutElement?
    var list: LayoutElement?
    /// The rows' search line, when the table holds it above the header.
    var searchLine: LayoutElement?

    /// The padding around the search line: a list's accessory line's.
    private var searchInsets: EdgeInsets {
        let metrics = environment.platformMetrics.list
        return metrics.accessoryInsets ?? metrics.rowInsets
    }

    /// The height the search line takes with its padding (0 without one).
    private var searchHeight: CGFloat {
        guard let searchLine else { return 0 }
        let insets = searchInsets
        return insets.top + searchLine.sizeThatFits(ProposedViewSize(width: nil, height: nil)).height + insets.bottom
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let top = searchHeight + (header?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero).height
        let headerWidth = header?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width ?? 0
        let rest = proposal.height.map { max($0 - top, 0) }
        let listSize = list?.sizeThatFits(ProposedViewSize(width: proposal.width, height: rest)) ?? .zero
        return CGSize(width: proposal.width ?? max(headerWidth, listSize.width), height: top + listSize.height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let searchHeight = self.searchHeight
        if let searchLine {
            let insets = searchInsets
            let width = max(frame.width - insets.leading - insets.trailing, 0)
            searchLine.place(in: CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top, width: width,
                                        height: max(searchHeight - insets.top - insets.bottom, 0)),
                             proposal: ProposedViewSize(width: width, height: nil))
        }
        let headerSize = header?.sizeThatFits(ProposedViewSize(width: frame.width, height: nil)) ?? .zero
        header?.place(in: CGRect(x: frame.minX, y: frame.minY + searchHeight, width: frame.width, height: headerSize.height),
                      proposal: ProposedViewSize(width: frame.width, height: nil))
        let top = searchHeight + headerSize.height
        let rest = max(frame.height - top, 0)
        let listProposal = ProposedViewSize(width: frame.width, height: rest)
        list?.place(in: CGRect(x: frame.minX, y: frame.minY + top, width: frame.width, height: rest), proposal: listProposal)
    }

    /// A table of rows, as many as its list has (drawn or not).
    override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .table, count: (list?.node as? any LazyRowsNode)?.lazyRowsElement.contentRowCount ?? 0)
    }

    override func draw(into list: inout DisplayList) {
        self.list?.render(into: &list)
        header?.render(into: &list)
        searchLine?.render(into: &list)
    }
}
