/// A piece of user interface: a value describing what to show, as in SwiftUI.
///
/// Implement ``body`` to compose other views. Kumiko's built-in views (``Text``, ``HStack``, …) have a body of
/// type `Never` and are rendered by the framework itself.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body type of the primitive views.
extension Never: View {
    /// `Never` has no body; it is the body type of primitive views.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view the framework renders itself: it builds its own graph node instead of evaluating a body.
@MainActor
protocol PrimitiveView {
    /// Creates the graph node that represents views of this type.
    static func makeNode(graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
    /// Reports a call to a primitive view's `body`, which is never evaluated by Kumiko.
    func bodyError() -> Never {
        fatalError("\(type(of: self)) is a primitive view; its body is never evaluated")
    }
}
