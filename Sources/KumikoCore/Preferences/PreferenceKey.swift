/// A named value produced by a view and read by its ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines a sequence of values, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node that contributes a preference value for its subtree.
@MainActor
final class PreferenceWriterNode<K: PreferenceKey>: ModifierNode<PreferenceWritingModifier<K>> {
    override var writtenPreferenceKey: ObjectIdentifier? { ObjectIdentifier(K.self) }
}

/// The modifier behind `preference(key:value:)`.
struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value
    static func makeNode(graph: ViewGraph) -> ViewNode { PreferenceWriterNode<K>(graph: graph) }
}

/// Collects preference values from a subtree, in view order (SwiftUI: the first value, then `reduce` for
/// each following one; nil when no view in the subtree sets the key).
@MainActor
enum PreferenceCollector {
    static func value<K: PreferenceKey>(of key: K.Type, in node: ViewNode) -> K.Value? {
        var result: K.Value?
        collect(key, ObjectIdentifier(key), node, &result)
        return result
    }

    /// Walks the subtree: a node is asked which key it writes rather than cast to the writer of `key`, a generic
    /// class (a cast to one is a metadata lookup for every node of the subtree, in every layout).
    private static func collect<K: PreferenceKey>(_ key: K.Type, _ id: ObjectIdentifier, _ node: ViewNode,
                                                  _ result: inout K.Value?) {
        if node.writtenPreferenceKey == id {
            let value = unsafeDowncast(node, to: PreferenceWriterNode<K>.self).modifier.value
            if result == nil { result = value } else { K.reduce(value: &result!, nextValue: { value }) }
            return
        }
        for child in node.children { collect(key, id, child, &result) }
    }
}

/// Something that checks preference values after layout.
@MainActor
protocol PreferenceObserving: AnyObject {
    /// Compares the subtree's value with the last one and calls the action when it changed.
    func checkPreferences()
}

/// The modifier behind `onPreferenceChange`.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { PreferenceChangeNode<K>(graph: graph) }
}

/// Calls its action after layout when its subtree's value for a key changes (and once at first).
@MainActor
final class PreferenceChangeNode<K: PreferenceKey>: ModifierNode<PreferenceChangeModifier<K>>, PreferenceObserving
where K.Value: Equatable {
    private var lastValue: K.Value?

    override func didMount() {
        graph.preferenceObservers[ObjectIdentifier(self)] = self
    }

    override func willUnmount() {
        graph.preferenceObservers[ObjectIdentifier(self)] = nil
    }

    func checkPreferences() {
        let value = PreferenceCollector.value(of: K.self, in: self) ?? K.defaultValue
        guard value != lastValue else { return }
        lastValue = value
        let action = modifier.action
        graph.enqueue { action(value) }
    }
}

extension View {
    /// Sets a preference value for ancestors to read.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Calls `action` when the value of a preference key produced by this view's subtree changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}

extension ViewGraph {
    /// The value of a preference as the root sees it after the last layout (what an `onPreferenceChange` at the
    /// root would be given): for tests and tools that read a settled graph.
    package func rootPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        PreferenceCollector.value(of: key, in: root)
    }
}
