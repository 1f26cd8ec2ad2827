import Foundation

/// Finds the view with an id for `ScrollViewProxy.scrollTo`, walking the view graph in content order.
///
/// A view matches when its node's key is `.id(id)`: a `ForEach` row (eager) or the content of `.id(_:)`.
/// Lazy rows (stacks and lists) are found by scanning their `ForEach` ids, never by building them; a built
/// view inside a lazy container is placed by the row that holds it (whose offset is known even when the row
/// is out of view), any other view by its element's frame.
@MainActor
enum ScrollTargetSearch {
    /// Where the walk is: the innermost scroll view, lazy container and row of that container.
    private struct Context {
        /// The innermost scroll view.
        var scrollable: (any ScrollableNode)?
        /// The innermost lazy container inside that scroll view.
        var rows: (any LazyRowsNode)?
        /// The row of that container the walk is inside.
        var row: Row?
    }

    /// A row of a lazy container, as the walk enters it.
    private enum Row {
        /// A built row (a static view), by its node.
        case node(ViewNode)
        /// A lazy `ForEach` row, by its source and id.
        case lazy(any LazyRowSource, AnyHashable)
    }

    /// The view with `id` in the reader's content, else in the scroll view around the reader.
    static func find(_ id: AnyHashable, from reader: ViewNode) -> ScrollTarget? {
        if let found = visit(reader, id, Context()) { return found }
        var ancestor = reader.parent
        while let node = ancestor {
            if node is any ScrollableNode { return visit(node, id, Context()) }
            ancestor = node.parent
        }
        return nil
    }

    /// The first match in `node`'s subtree.
    private static func visit(_ node: ViewNode, _ id: AnyHashable, _ context: Context) -> ScrollTarget? {
        if let scrollable = context.scrollable, node.key == .id(id) {
            if let found = target(of: node, in: scrollable, context) { return found }
        }
        var inner = context
        if let scrollable = node as? any ScrollableNode { inner = Context(scrollable: scrollable) }
        if let host = node as? any LazyRowsNode, let scrollable = inner.scrollable {
            inner.rows = host
            inner.row = nil
            if let row = host.lazyRowsElement.row(withID: id) {
                return rowsTarget(row...row, of: host.lazyRowsElement, in: scrollable)
            }
        } else if inner.rows != nil, inner.row == nil, node.producesElements {
            inner.row = .node(node)
        }
        var lazySource: (any LazyRowSource)?
        if inner.row == nil, let source = node as? any LazyRowSource,
           inner.rows?.lazyRowsElement.holdsLazyRows(of: source) == true {
            lazySource = source
        }
        for child in node.children {
            var childContext = inner
            if let lazySource, case .id(let rowID) = child.key { childContext.row = .lazy(lazySource, rowID) }
            if let found = visit(child, id, childContext) { return found }
        }
        return nil
    }

    /// The target for a matching node: by its row inside a lazy container, else by its frame.
    private static func target(of node: ViewNode, in scrollable: any ScrollableNode, _ context: Context) -> ScrollTarget? {
        if let element = context.rows?.lazyRowsElement {
            var rows: [Int] = []
            switch context.row {
            case .lazy(let source, let rowID):
                rows = element.row(withID: rowID, in: source).map { [$0] } ?? []
            case .node(let rowNode):
                rows = rowNode.layoutElements().prefix(1).compactMap(element.row(of:))
            case nil:
                // The node is a row, or holds several (a group).
                rows = node.layoutElements().compactMap(element.row(of:))
            }
            if let first = rows.min(), let last = rows.max() {
                return rowsTarget(first...last, of: element, in: scrollable)
            }
        }
        return ScrollTarget(scrollable: scrollable) { [weak node] contentOrigin in
            guard let node, node.isMounted else { return nil }
            let frames = node.layoutElements().map(\.frame)
            guard let first = frames.first else { return nil }
            return frames.dropFirst().reduce(first) { $0.union($1) }
                .offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
        }
    }

    /// The target spanning rows `rows` of a lazy container: along its axis from the rows' offsets, across it
    /// the container's extent.
    private static func rowsTarget(_ rows: ClosedRange<Int>, of element: LazyStackElement,
                                   in scrollable: any ScrollableNode) -> ScrollTarget {
        ScrollTarget(scrollable: scrollable) { [weak element] contentOrigin in
            guard let element, let first = element.extent(ofRow: rows.lowerBound),
                  let last = element.extent(ofRow: rows.upperBound) else { return nil }
            let axis = element.axis
            let stack = element.frame
            let along = stack.origin[axis] - contentOrigin[axis] + first.offset
            let length = last.offset + last.length - first.offset
            let across = stack.origin[axis.other] - contentOrigin[axis.other]
            return axis == .vertical
                ? CGRect(x: across, y: along, width: stack.width, height: length)
                : CGRect(x: along, y: across, width: length, height: stack.height)
        }
    }
}
