/// The view an `if`/`else` or `switch` builds: one of two branches. Switching branch replaces the subtree.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch is shown.
    package enum Storage {
        /// The first (true) branch.
        case trueContent(TrueContent)
        /// The second (false) branch.
        case falseContent(FalseContent)
    }
    /// The shown branch.
    package let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        WrapperNode<_ConditionalContent>(graph: graph) { view in
            switch view.storage {
            case .trueContent(let content): (.branch(true), content)
            case .falseContent(let content): (.branch(false), content)
            }
        }
    }
}

/// An optional view: nothing when nil; what an `if` without an `else` gives in a view builder.
extension Optional: View where Wrapped: View {
    /// Primitive: never evaluated.
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<Optional>(graph: graph) { view, _ in
            view.map { [(.position(0), $0)] } ?? []
        }
    }
}
