import Observation

/// A node that hands its content a modified environment. The previous output is reused when the written
/// values are unchanged, so that readers are not re-evaluated.
@MainActor
final class EnvironmentWriterNode<Modifier: EnvironmentWriter>: ModifierNode<Modifier> {
    /// The writer lays out nothing of its own: what it writes reaches its content as an environment, reused while
    /// the values written are the same (``ViewNode/derivingEnvironment(slot:_:)``), and a content given another one
    /// marks itself changed. Run again to the same content node, it keeps its layout.
    override var reevaluationMayKeepLayout: Bool { true }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment { modifier.write(into: &$0) }
    }
}

/// A modifier that writes into the environment of its content.
@MainActor
protocol EnvironmentWriter {
    /// Writes the modifier's values.
    func write(into environment: inout EnvironmentValues)
}

/// Writes one value at a key path.
struct EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentWriter, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func write(into environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }

    static func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Self>(graph: graph) }
}

/// Transforms the environment with a closure.
struct EnvironmentTransformModifier<Value>: ViewModifier, EnvironmentWriter, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func write(into environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }

    static func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Self>(graph: graph) }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms an environment value for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an `@Observable` object in the environment, readable with `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentClosureModifier { $0[ObservableObjectKey<T>.self] = object })
    }
}

/// Writes into the environment with a closure (for values stored under generic keys).
struct EnvironmentClosureModifier: ViewModifier, EnvironmentWriter, PrimitiveModifier {
    let write: (inout EnvironmentValues) -> Void
    func write(into environment: inout EnvironmentValues) { write(&environment) }
    static func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Self>(graph: graph) }
}
