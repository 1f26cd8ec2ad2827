/// A modifier that you apply to a view to produce a different version of it, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view this modifier produces.
    associatedtype Body: View
    /// The content view type passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>
    /// The view that results from applying the modifier to `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// A modifier the framework implements itself with its own graph node.
@MainActor
protocol PrimitiveModifier {
    /// Creates the node that applies this modifier.
    static func makeNode(graph: ViewGraph) -> ViewNode
}

extension PrimitiveModifier {
    /// Primitive modifiers have no body.
    func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
        fatalError("\(Self.self) is a primitive modifier")
    }
}

/// The placeholder for the modified view inside a ``ViewModifier``'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension _ViewModifier_Content: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<_ViewModifier_Content>(graph: graph) { view, _ in [(.position(0), view.content)] }
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines this modifier with another into one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension EmptyModifier: PrimitiveModifier {
    static func makeNode(graph: ViewGraph) -> ViewNode { ModifierNode<EmptyModifier>(graph: graph) }
}

/// A modifier that does nothing.
public struct EmptyModifier: ViewModifier {
    /// The identity modifier.
    public static let identity = EmptyModifier()
    /// Creates the modifier.
    public init() {}
    /// Primitive: never evaluated.
    public func body(content: Content) -> Never { fatalError("EmptyModifier is a primitive modifier") }
}
