/// The storage of one ``State``: a value plus the nodes that read it during their last evaluation.
///
/// Reading during a body evaluation subscribes the evaluating node; writing a different value invalidates
/// exactly the subscribed nodes (DESIGN.md §3.2).
final class StateBox<Value>: @unchecked Sendable {
    private var storage: Value
    /// Subscribed readers by node identity. Main thread only.
    private var readers: [ObjectIdentifier: Reader] = [:]

    private struct Reader {
        weak var node: ViewNode?
    }

    init(_ value: Value) { storage = value }

    /// The value; reads are tracked, writes notify readers.
    var value: Value {
        get {
            if let node = DependencyTracking.current { subscribe(node) }
            return storage
        }
        set {
            let unchanged = ViewComparison.isSame(storage, newValue)
            storage = newValue
            if !unchanged { notifyReaders() }
        }
    }

    private func subscribe(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        guard readers[id] == nil else { return }
        readers[id] = Reader(node: node)
        DependencyTracking.onMain {
            node.dependencies.append(StateSubscription(box: self, id: id))
        }
    }

    fileprivate func unsubscribe(_ id: ObjectIdentifier) { readers[id] = nil }

    private func notifyReaders() {
        let nodes = readers.values.compactMap(\.node)
        DependencyTracking.onMain {
            for node in nodes { node.invalidate() }
        }
    }
}

/// A node's subscription to a state box, dropped when the node re-evaluates.
private struct StateSubscription<Value>: NodeDependency {
    let box: StateBox<Value>
    let id: ObjectIdentifier
    func cancel() { box.unsubscribe(id) }
}
