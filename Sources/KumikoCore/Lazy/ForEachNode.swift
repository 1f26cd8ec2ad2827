/// The node of a `ForEach`.
///
/// Eager (the default): every element's view is a child, reconciled by id. Lazy (directly inside a lazy
/// container, with content of exactly one view per element): rows are built only when the container asks for
/// them, kept by id while in use, and released afterwards; the row count is the collection's `count`, read
/// without walking the data (DESIGN.md §3.3).
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewNode, LazyRowSource {
    private var view: ForEach<Data, ID, Content>?
    /// Bumped when the view value changes; a live row is updated when its version is older.
    private var viewVersion = 0
    /// Bumped when the data changes (rows may have moved, appeared or gone).
    private(set) var rowsVersion = 0

    /// A row built for a lazy container.
    private struct LiveRow {
        let node: ViewNode
        var version: Int
        var lastUsed: Int
    }
    private var liveRows: [ID: LiveRow] = [:]

    private var isLazy: Bool {
        environment.rowsAreLazy && ViewListCounter.count(of: Content.self) == .unary
    }

    override func setView(_ view: any View) -> Bool {
        let new = view as! ForEach<Data, ID, Content>
        defer { self.view = new }
        guard let old = self.view else { return true }
        if ViewComparison.isSame(old, new) { return false }
        viewVersion += 1
        if !ViewComparison.isSame(old.data, new.data) { rowsVersion += 1 }
        return true
    }

    override func evaluate() {
        guard let view else { return }
        if isLazy {
            // Rows are built by the container: live rows refresh from the new value (or from what changed in
            // the reads of their content closures) when next used.
            viewVersion += 1
            // Drop eagerly built children (if the context changed).
            if liveRows.isEmpty, !children.isEmpty {
                for child in children { child.unmount() }
                children = []
            }
            return
        }
        if !liveRows.isEmpty { releaseRows(unusedSince: .max) }
        // Computing the children runs user code that may read state, environment values and `@Observable`
        // properties (the data, `ForEach($items)` bindings, the content closure): track those reads so that a
        // change re-computes the children even when no body re-runs.
        reconcileChildren(trackingReads { view.keyedChildren() })
    }

    override func collectRows(into rows: inout [RowSegment]) {
        if isLazy { rows.append(.lazy(self)) } else { super.collectRows(into: &rows) }
    }

    // MARK: LazyRowSource

    var rowCount: Int { view?.data.count ?? 0 }

    func rowElement(at index: Int) -> LayoutElement? {
        guard let view, index >= 0, index < view.data.count else { return nil }
        let element = view.data[view.data.index(view.data.startIndex, offsetBy: index)]
        let id = view.identify(element)
        let node: ViewNode
        if var row = liveRows[id] {
            if row.version != viewVersion {
                row.node.update(view: trackingReads { view.content(element) }, environment: environmentForChildren)
                row.version = viewVersion
            }
            row.lastUsed = LayoutPass.generation
            liveRows[id] = row
            node = row.node
        } else {
            node = makeChild(for: trackingReads { view.content(element) }, key: .id(AnyHashable(id)))
            liveRows[id] = LiveRow(node: node, version: viewVersion, lastUsed: LayoutPass.generation)
            children.append(node)
        }
        return node.layoutElements().first
    }

    func rowID(at index: Int) -> AnyHashable? {
        guard let view, index >= 0, index < view.data.count else { return nil }
        return AnyHashable(view.identify(view.data[view.data.index(view.data.startIndex, offsetBy: index)]))
    }

    func releaseRows(unusedSince generation: Int) {
        let stale = liveRows.filter { $0.value.lastUsed < generation }
        guard !stale.isEmpty else { return }
        for (id, row) in stale {
            row.node.unmount()
            liveRows[id] = nil
        }
        let released = Set(stale.values.map { ObjectIdentifier($0.node) })
        children.removeAll { released.contains(ObjectIdentifier($0)) }
    }

    override func willUnmount() {
        liveRows.removeAll()
    }
}
