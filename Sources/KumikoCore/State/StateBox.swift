import Foundation

/// The storage of one ``State``: a value plus the nodes that read it during their last evaluation.
///
/// Reading during a body evaluation subscribes the evaluating node; writing a different value (from any
/// thread) invalidates exactly the subscribed nodes (DESIGN.md §3.2).
final class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value
    /// Subscribed readers by node identity.
    private var readers: [ObjectIdentifier: NodeReference] = [:]

    init(_ value: Value) { storage = value }

    /// The box in slot `slot` of `host`, created with `initialValue` the first time (`@State`, `@FocusState`).
    @MainActor
    static func installed(in host: PropertyHost, slot: Int, initialValue: @autoclosure () -> Value) -> StateBox {
        if let existing = host.propertySlots[slot] as? StateBox<Value> { return existing }
        let box = StateBox(initialValue())
        host.propertySlots[slot] = box
        return box
    }

    /// The value; reads are tracked, writes notify readers.
    var value: Value {
        get {
            DependencyTracking.withCurrent { node in self.subscribe(node) }
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            if DependencyTracking.current != nil {
                // The write still happens; the reader is re-evaluated on the next update, and a body that writes
                // on every evaluation stops at the graph's settle limit instead of looping forever.
                Diagnostics.warnOnce("State.modifiedDuringUpdate",
                    "Modifying state during view update; this will cause undefined behavior. Move the change to an action, onAppear or task.")
            }
            lock.lock()
            let unchanged = ViewComparison.isSame(storage, newValue)
            storage = newValue
            let notified = unchanged ? [] : Array(readers.values)
            lock.unlock()
            for reader in notified { reader.invalidate() }
        }
    }

    /// The value, read without subscribing the evaluating node (a gesture's callback reads it mid-change).
    var untrackedValue: Value {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    @MainActor private func subscribe(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        lock.lock()
        let isNew = readers[id] == nil
        if isNew { readers[id] = node.reference }
        lock.unlock()
        if isNew { node.dependencies.append(StateSubscription(box: self, id: id)) }
    }

    fileprivate func unsubscribe(_ id: ObjectIdentifier) {
        lock.lock()
        readers[id] = nil
        lock.unlock()
    }
}

/// A node's subscription to a state box, dropped when the node re-evaluates.
private struct StateSubscription<Value>: NodeDependency {
    let box: StateBox<Value>
    let id: ObjectIdentifier
    func cancel() { box.unsubscribe(id) }
}
