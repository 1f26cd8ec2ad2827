import Foundation

/// A table row that shows or hides further rows under it with a disclosure control, as SwiftUI's
/// `DisclosureTableRow`: its label row is always shown, its content rows while it is expanded.
///
/// Its rows are outline rows of the table exactly as a hierarchical table's (`Table(_:children:…)`): the label's
/// first cell shows the platform's disclosure triangle and the content rows are indented one level further (a
/// `DisclosureTableRow` in the content nests again). ← / → on the label row, a click on its triangle and
/// `ListController.setRowExpanded(_:atRow:)` collapse and expand it; with `isExpanded:` the binding holds the
/// state, otherwise the row keeps it (collapsed at first).
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent, PrimitiveTableRowContent
where Label.TableRowValue == Content.TableRowValue {
    /// The rows' value type.
    public typealias TableRowValue = Label.TableRowValue
    private let labelLine: @MainActor (TableState, OutlineDisclosure) -> AnyView
    private let content: () -> Content
    private let isExpanded: Binding<Bool>?

    /// Creates a disclosure row for `value`, with the rows `content` builds shown under it while it is expanded.
    ///
    /// - Parameters:
    ///   - value: The value of the label row.
    ///   - isExpanded: A binding to whether the content rows are shown; nil: the row keeps that itself.
    ///   - content: The rows shown under the label row while it is expanded.
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        // A label row is selected by its value's id, as a `TableRow` is.
        labelLine = { table, disclosure in AnyView(TableRowLine(table: table, value: value).disclosing(disclosure).tag(value.id)) }
        self.content = content
        self.isExpanded = isExpanded
    }

    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("DisclosureTableRow has no row body") }

    func tableRowViews(_ table: TableState) -> [AnyView] {
        let content = content
        return [AnyView(TableDisclosureRows(table: table, label: labelLine,
                                            content: { content().tableRowViews(table) }, isExpanded: isExpanded))]
    }
}

private struct TableOutlineDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How deep table rows here are in the outline of `DisclosureTableRow`s around them (0: not in one): a
    /// ``TableRowLine`` without a disclosure of its own is an outline leaf at this depth.
    var tableOutlineDepth: Int {
        get { self[TableOutlineDepthKey.self] }
        set { self[TableOutlineDepthKey.self] = newValue }
    }
}

/// Internal: the rows of a ``DisclosureTableRow`` among a table's list rows: the label row, then (expanded) the
/// content rows one outline level deeper, built eagerly.
struct TableDisclosureRows: View, PrimitiveView, ViewListCounting {
    static var viewListCount: ViewListCount { .variable }
    let table: TableState
    let label: @MainActor (TableState, OutlineDisclosure) -> AnyView
    let content: @MainActor () -> [AnyView]
    let isExpanded: Binding<Bool>?
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { TableDisclosureRowsNode(graph: graph) }
}

/// The node of ``TableDisclosureRows``: keeps the expansion when no binding does, and tells the content's
/// outline rows one level deeper where their parent row is (``OutlineDisclosure/parentDistance``).
@MainActor
final class TableDisclosureRowsNode: ViewNode {
    private var view: TableDisclosureRows?
    /// The expansion when the row has no `isExpanded` binding.
    private var ownExpanded = false
    /// The outline depth of the label row.
    private var outlineDepth = 0
    /// How many list rows the content showed when last collected (what collapsing removes, expanding adds back).
    private var shownContentRows = 0

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! TableDisclosureRows)
        return true
    }

    override func evaluate() {
        guard let view else { return }
        outlineDepth = environment.tableOutlineDepth
        view.table.noteDisclosureRows()
        let expanded = trackingReads { view.isExpanded?.wrappedValue ?? ownExpanded }
        let content = expanded ? trackingReads { view.content() } : []
        let disclosure = OutlineDisclosure(
            depth: outlineDepth, hasChildren: true, isExpanded: expanded, parentDistance: nil,
            showsChildren: expanded && !content.isEmpty,
            expand: { [weak self] expanded in self?.setExpanded(expanded) ?? 0 })
        var rows: [(ChildKey, any View)] = [(.position(0), view.label(view.table, disclosure))]
        rows += content.enumerated().map { (ChildKey.position($0.offset + 1), $0.element as any View) }
        reconcileChildren(rows)
    }

    /// Expands or collapses; returns how many rows that adds (negative: removes) after the label row.
    private func setExpanded(_ expanded: Bool) -> Int {
        guard let view else { return 0 }
        if let binding = view.isExpanded {
            binding.wrappedValue = expanded
        } else {
            ownExpanded = expanded
        }
        invalidate()
        return expanded ? shownContentRows : -shownContentRows
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        guard key != .position(0) else { return environmentForChildren }
        // Content rows: one level deeper, and built eagerly so that they are found (and told their parent) here.
        return derivingEnvironment(slot: 1) {
            $0.tableOutlineDepth = outlineDepth + 1
            $0.rowsAreLazy = false
        }
    }

    override func collectRows(into rows: inout [RowSegment]) {
        let start = rows.count
        super.collectRows(into: &rows)
        // The content's rows of the next level have the label row as their parent.
        var offset = 0
        for segment in rows[min(start + 1, rows.count)...] {
            offset += segment.count
            guard case .element(let element) = segment.source,
                  let disclosure = element.outlineDisclosure, disclosure.depth == outlineDepth + 1 else { continue }
            disclosure.parentDistance = offset
        }
        shownContentRows = offset
    }
}
