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
    private final class LiveRow {
        let node: ViewNode
        /// The `@Observable` registrations of the row's content closure (ended when the row is rebuilt or
        /// released, so a released row leaves nothing registered with its element).
        let observation: ObservationScope
        var version: Int
        var lastUsed: Int
        /// The row index it was last used at, and the data version that index belongs to.
        var index: Int
        var rowsVersion: Int
        /// The row's id as the container reports it (boxed once).
        let boxedID: AnyHashable
        /// Set when the row is released.
        var isReleased = false

        init(node: ViewNode, observation: ObservationScope, version: Int, lastUsed: Int, index: Int, rowsVersion: Int,
             id: ID) {
            self.node = node
            self.observation = observation
            self.version = version
            self.lastUsed = lastUsed
            self.index = index
            self.rowsVersion = rowsVersion
            boxedID = AnyHashable(id)
        }
    }

    /// The live rows found by index for the current data and view (``rowsVersion``, ``viewVersion``): a container
    /// asks for the rows in view at every layout, and finding one here takes an integer lookup instead of applying
    /// the id's key path, hashing the id and boxing it again.
    private var rowsByIndex: [Int: LiveRow] = [:]
    /// The versions ``rowsByIndex`` holds rows for.
    private var rowsByIndexVersions = (rows: -1, view: -1)

    /// A live row's identity: its id, or for a repeated id (bad input) the id and the row index.
    private enum RowKey: Hashable {
        case id(ID)
        case duplicate(ID, Int)

        /// The row's id, repeated or not.
        var id: ID {
            switch self {
            case .id(let id), .duplicate(let id, _): id
            }
        }
    }
    private var liveRows: [RowKey: LiveRow] = [:]

    /// The key of the row at `index` with `id` and where its live row is, if there is one: the id, unless another
    /// row of the current data already holds it (a duplicate id: a one-time diagnostic, and the first occurrence
    /// keeps the identity). One hash lookup for the usual, unique id.
    private func slot(for id: ID, at index: Int) -> (key: RowKey, live: Dictionary<RowKey, LiveRow>.Index?) {
        let key = RowKey.id(id)
        guard let live = liveRows.index(forKey: key) else { return (key, nil) }
        let holder = liveRows.values[live]
        guard holder.rowsVersion == rowsVersion, holder.index != index else { return (key, live) }
        ForEach<Data, ID, Content>.reportDuplicate(id)
        let duplicate = RowKey.duplicate(id, index)
        return (duplicate, liveRows.index(forKey: duplicate))
    }

    private var isLazy: Bool {
        environment.rowsAreLazy && ViewListCounter.count(of: Content.self) == .unary
    }

    override func setView(_ view: any View) -> Bool {
        let new = view as! ForEach<Data, ID, Content>
        guard let old = self.view else {
            self.view = new
            return true
        }
        self.view = new
        if ViewComparison.isSame(old, new) { return false }
        viewVersion += 1
        if !ViewComparison.isSame(old.data, new.data) {
            rowsVersion += 1
            // The old data is often held by nothing else now: free a large one off the frame's path.
            if old.data.count >= BackgroundRelease.minimumCount { BackgroundRelease.release(consume old) }
        }
        return true
    }

    /// A `ForEach` run again over the same data lays out what it did: its layout is its rows'. Lazy, the rows built
    /// are brought up to date at once (``refreshLiveRows(with:)``), and each marks itself changed if it did.
    override var reevaluationMayKeepLayout: Bool { true }

    /// The data version of the latest evaluation.
    private var evaluatedRowsVersion = -1

    override func evaluate() {
        guard let view else { return }
        if isLazy {
            // Rows are built by the container: live rows refresh from the new value (or from what changed in
            // the reads of their content closures) now, or when next used.
            viewVersion += 1
            if evaluatedRowsVersion != rowsVersion {
                evaluatedRowsVersion = rowsVersion
                markChanged()
            } else {
                refreshLiveRows(with: view)
            }
            // Drop eagerly built children (if the context changed).
            if liveRows.isEmpty, !children.isEmpty {
                for child in children { child.unmount() }
                children = []
            }
            return
        }
        evaluatedRowsVersion = rowsVersion
        if !liveRows.isEmpty { releaseRows(unusedSince: .max) }
        // Computing the children runs user code that may read state, environment values and `@Observable`
        // properties (the data, `ForEach($items)` bindings, the content closure): track those reads so that a
        // change re-computes the children even when no body re-runs.
        reconcileChildren(trackingReads { view.keyedChildren() })
    }

    /// Updates the live rows of the current data with the view value that replaced the one they were built from,
    /// before the next layout: a row whose view changed marks itself changed, so that a layout follows it (with the
    /// same data, the rows and their order are the ones laid out).
    private func refreshLiveRows(with view: ForEach<Data, ID, Content>) {
        let count = view.data.count
        let current = liveRows.filter { !$0.value.isReleased && $0.value.rowsVersion == rowsVersion && $0.value.index < count }
        for (key, row) in current {
            let element = view.element(at: row.index)
            guard view.identify(element) == key.id else { continue }
            update(row, to: element, of: view)
        }
    }

    /// Gives a built row the view `view` makes of `element`, its content closure's reads tracked anew.
    private func update(_ row: LiveRow, to element: Data.Element, of view: ForEach<Data, ID, Content>) {
        row.observation.end()
        row.node.update(view: trackingReads(in: row.observation) { view.content(element) },
                        environment: environmentForChildren)
        row.version = viewVersion
    }

    override func collectRows(into rows: inout [RowSegment]) {
        if isLazy { rows.append(.lazy(self)) } else { super.collectRows(into: &rows) }
    }

    // MARK: LazyRowSource

    var rowCount: Int { view?.data.count ?? 0 }

    func rowElement(at index: Int) -> LayoutElement? {
        guard let view, index >= 0, index < view.data.count else { return nil }
        if let row = knownRow(at: index) {
            row.lastUsed = graph.layoutPass.generation
            return row.node.layoutElements().first
        }
        let element = view.element(at: index)
        return liveRow(for: view.identify(element), at: index, element: element, view: view).layoutElements().first
    }

    /// The live row found at `index` before, if the data and the view are still the ones it was found for (the
    /// element there then has the same id: reading it again applies the id's key path) and it is still live and up
    /// to date.
    private func knownRow(at index: Int) -> LiveRow? {
        guard rowsByIndexVersions == (rowsVersion, viewVersion), let row = rowsByIndex[index], !row.isReleased,
              row.index == index, row.rowsVersion == rowsVersion, row.version == viewVersion else { return nil }
        return row
    }

    /// Notes that the row at `index` is `row`, for ``knownRow(at:)``.
    private func remember(_ row: LiveRow, at index: Int) {
        if rowsByIndexVersions != (rowsVersion, viewVersion) {
            rowsByIndex.removeAll(keepingCapacity: true)
            rowsByIndexVersions = (rowsVersion, viewVersion)
        }
        rowsByIndex[index] = row
    }

    /// The live row for an id (created, or updated when the view changed), marked used at `index`.
    private func liveRow(for id: ID, at index: Int, element: Data.Element, view: ForEach<Data, ID, Content>) -> ViewNode {
        let (key, live) = slot(for: id, at: index)
        let generation = graph.layoutPass.generation
        func markUsed(_ row: inout LiveRow) {
            row.lastUsed = generation
            row.index = index
            row.rowsVersion = rowsVersion
        }
        if let live {
            var row = liveRows.values[live]
            guard row.version != viewVersion else {
                markUsed(&row)
                remember(row, at: index)
                return row.node
            }
            update(row, to: element, of: view)
            // Updating runs user code, which may have built or released rows: `live` may be stale, the key is not.
            var updated = liveRows[key] ?? row
            updated.version = viewVersion
            markUsed(&updated)
            liveRows[key] = updated
            remember(updated, at: index)
            return row.node
        }
        let childKey: ChildKey
        switch key {
        case .id(let id): childKey = .id(AnyHashable(id))
        case .duplicate(let id, let index): childKey = .duplicate(AnyHashable(id), index)
        }
        let observation = ObservationScope()
        let node = makeChild(for: trackingReads(in: observation) { view.content(element) }, key: childKey)
        let row = LiveRow(node: node, observation: observation, version: viewVersion, lastUsed: generation, index: index,
                          rowsVersion: rowsVersion, id: id)
        liveRows[key] = row
        remember(row, at: index)
        children.append(node)
        return node
    }

    func rowNode(at index: Int) -> ViewNode? {
        guard let view, rowElement(at: index) != nil else { return nil }
        let id = view.identify(view.element(at: index))
        if let row = liveRows[.id(id)], row.index == index { return row.node }
        return liveRows[.duplicate(id, index)]?.node
    }

    /// Where the live row at `index` is, if it is built (nothing is built or updated).
    private func liveRow(at index: Int) -> Dictionary<RowKey, LiveRow>.Index? {
        guard let view, index >= 0, index < view.data.count else { return nil }
        return slot(for: view.identify(view.element(at: index)), at: index).live
    }

    func hasLiveRow(at index: Int) -> Bool { liveRow(at: index) != nil }

    func keepLiveRow(at index: Int) {
        guard let live = liveRow(at: index) else { return }
        liveRows.values[live].lastUsed = graph.layoutPass.generation
    }

    func rowID(at index: Int) -> AnyHashable? {
        guard let view, index >= 0, index < view.data.count else { return nil }
        return knownRow(at: index)?.boxedID ?? AnyHashable(view.identify(view.element(at: index)))
    }

    /// The index of the element whose id is `id`, scanning the ids only (O(n), no row is built); an id that
    /// does not cast to the `ForEach`'s id type matches no row.
    func rowIndex(of id: AnyHashable) -> Int? {
        guard let view, let target = id.base as? ID else { return nil }
        // A row in view (the usual target of a keyboard jump) is known without a scan.
        if let live = liveRows[.id(target)], live.rowsVersion == rowsVersion { return live.index }
        let data = view.data
        return data.firstIndex { view.identify($0) == target }.map { data.distance(from: data.startIndex, to: $0) }
    }

    func releaseRows(unusedSince generation: Int) {
        // Most layouts release nothing: look before building the list of what to release.
        guard liveRows.values.contains(where: { $0.lastUsed < generation }) else { return }
        let stale = liveRows.filter { $0.value.lastUsed < generation }
        for (id, row) in stale {
            row.isReleased = true
            row.observation.end()
            row.node.unmount()
            liveRows[id] = nil
        }
        let released = Set(stale.values.map { ObjectIdentifier($0.node) })
        children.removeAll { released.contains(ObjectIdentifier($0)) }
        // The subtree lost children without an evaluation.
        markChanged()
    }

    override func willUnmount() {
        for row in liveRows.values {
            row.isReleased = true
            row.observation.end()
        }
        liveRows.removeAll()
        rowsByIndex.removeAll()
        // A list leaving the screen: its data may be large and held by nothing else.
        if let view, view.data.count >= BackgroundRelease.minimumCount {
            self.view = nil
            BackgroundRelease.release(consume view)
        }
    }
}

extension ForEachNode: CollectionEditsCarrying {
    /// The edits of the bound collection, for a `ForEach` made with `editActions:`.
    var collectionEdits: CollectionEdits? { view?.edits }
}
