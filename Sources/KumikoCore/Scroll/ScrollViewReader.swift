/// A view that gives its content a proxy to scroll the scroll views inside it to a view by id, as SwiftUI's
/// `ScrollViewReader`.
///
/// The reader adds nothing to layout: its content views pass through to the enclosing container, as a
/// `Group`'s do. Call the proxy from actions (buttons, `onAppear`, `onChange`), not while the body is
/// computed; a scroll takes effect at the next layout.
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content is built with a scroll proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ScrollViewReader: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { ScrollViewReaderNode<Content>(graph: graph) }
}

extension ScrollViewReader: ViewListCounting {
    /// The reader is transparent: it contributes its content's views.
    static var viewListCount: ViewListCount { ViewListCounter.count(of: Content.self) }
}

/// Scrolls the scroll views of a ``ScrollViewReader``'s content, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: Sendable {
    /// The reader this proxy belongs to (the same object for every evaluation, so that views holding the
    /// proxy compare unchanged).
    let reader: ReaderReference

    /// A weak reference to a reader's node.
    @MainActor
    final class ReaderReference {
        /// The reader's node; nil once it left the graph.
        @WeakNode var node: ViewNode?

        /// Creates a reference to a reader's node.
        init(node: ViewNode) { self.node = node }
    }

    /// Scrolls the innermost scroll view (`ScrollView` or `List`) that contains the view with identifier
    /// `id` (a `ForEach` id, or an `.id(_:)`) so that the view shows.
    ///
    /// The scroll views in the reader's content are searched first, in order, then the scroll view around
    /// the reader. With a nil `anchor` the scroll is the smallest that shows the view wholly (none if it
    /// already does); otherwise the view's `anchor` point is aligned with the same point of the visible area
    /// (`.top`: the view's top at the top), within the scrollable range. Rows of lazy stacks and lists are
    /// found without being built. An id that matches nothing changes nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, node.isMounted,
              let target = ScrollTargetSearch.find(AnyHashable(id), from: node) else { return }
        target.scroll(anchor: anchor)
    }
}

/// The node of a scroll view reader: builds its content with a proxy and passes its children through.
@MainActor
final class ScrollViewReaderNode<Content: View>: ViewNode {
    private var view: ScrollViewReader<Content>?
    private lazy var proxy = ScrollViewProxy(reader: ScrollViewProxy.ReaderReference(node: self))

    override func setView(_ view: any View) -> Bool {
        let new = view as! ScrollViewReader<Content>
        defer { self.view = new }
        return self.view.map { !ViewComparison.isSame($0, new) } ?? true
    }

    override func evaluate() {
        guard let view else { return }
        let proxy = self.proxy
        reconcileChild(trackingReads { view.content(proxy) })
    }
}
