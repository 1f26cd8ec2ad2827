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

extension _ConditionalContent: PropertyComparable {
    /// The same branch holding the same view (an `if` whose condition held again, its view made alike) is the same
    /// content: compared as any view is (``ViewComparison``), so that an `if` inside a view does not run the views
    /// around it again whenever their parent runs.
    func isSameProperty(as other: _ConditionalContent) -> Bool {
        switch (storage, other.storage) {
        case let (.trueContent(a), .trueContent(b)): ViewComparison.isSame(a, b)
        case let (.falseContent(a), .falseContent(b)): ViewComparison.isSame(a, b)
        default: false
        }
    }
}

extension Optional: PropertyComparable where Wrapped: View {
    /// Nothing and nothing, or the same view (an `if` without `else` whose condition held again, its view made
    /// alike), is the same content, for the reason ``_ConditionalContent`` compares its branch.
    func isSameProperty(as other: Optional) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case let (a?, b?): ViewComparison.isSame(a, b)
        default: false
        }
    }
}
