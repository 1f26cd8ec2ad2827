/// A view that shows a navigation stack, or columns, as SwiftUI's deprecated `NavigationView` (use
/// ``NavigationStack`` or ``NavigationSplitView`` in new code).
///
/// One child is the root of a stack. Two or three children are columns, as a ``NavigationSplitView``'s: the
/// first is the sidebar, the last the detail, which shows its placeholder (the last child as written) until a
/// `NavigationLink` in a leading column shows its destination there. `navigationViewStyle(.stack)` makes any
/// number of children one stack; at a compact width the columns collapse into a stack anyway, as on iPhone.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view of the given children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension NavigationView: SplitColumnsView {
    /// The children a `ViewBuilder` block made (a tuple's elements), or the content alone.
    var columnViews: [any View] {
        guard let tuple = content as? any ViewTuple else { return [content] }
        let views = tuple.tupleChildren
        if views.count > 3 {
            Diagnostics.warnOnce("NavigationView.columns",
                                 "NavigationView: \(views.count) children; the first two and the last are shown as columns.")
            return Array(views.prefix(2)) + [views[views.count - 1]]
        }
        return views.isEmpty ? [EmptyView()] : views
    }
    var columnVisibilityBinding: Binding<NavigationSplitViewVisibility>? { nil }
    var preferredCompactColumnBinding: Binding<NavigationSplitViewColumn>? { nil }
    var followsNavigationViewStyle: Bool { true }
}

extension NavigationView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationSplitViewNode(graph: graph) }
}

/// A view made of a tuple of views (what a `ViewBuilder` block of several views makes).
protocol ViewTuple {
    /// The views, in order.
    var tupleChildren: [any View] { get }
}

extension TupleView: ViewTuple {
    var tupleChildren: [any View] { children }
}
