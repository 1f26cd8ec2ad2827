import Foundation

/// Where a scroll view is and how big its content is, as SwiftUI's `ScrollGeometry` (`onScrollGeometryChange`).
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled: the content's point at the view's top-leading corner.
    public var contentOffset: CGPoint
    /// The size of the content, its margins included.
    public var contentSize: CGSize
    /// The room around the content (`contentMargins`).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its size at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What the scroll views inside a view report after each layout.
@MainActor
enum ScrollObservation {
    /// The first scroll view (or list) in `node`'s subtree, outermost first.
    static func scrollable(in node: ViewNode) -> (any ScrollableNode)? {
        if let scrollable = node as? any ScrollableNode { return scrollable }
        for child in node.children { if let found = scrollable(in: child) { return found } }
        return nil
    }

    /// The geometry of a scroll view as of its latest layout.
    static func geometry(of scrollable: any ScrollableNode) -> ScrollGeometry {
        let size = scrollable.viewportSize
        let maximum = scrollable.maximumOffset
        return ScrollGeometry(contentOffset: scrollable.offset,
                              contentSize: CGSize(width: size.width + maximum.x, height: size.height + maximum.y),
                              contentInsets: scrollable.environment.scrollSettings.contentMargins, containerSize: size)
    }

    /// The id of the top-most (leading-most) view with an id that shows in the scroll view: a row of a lazy stack
    /// or list (by its `ForEach` id, read without building it) or a view with an explicit identity (a `ForEach`
    /// row, `.id(_:)`) in eager content; nil when none shows.
    static func topmostID(in scrollable: any ScrollableNode) -> AnyHashable? {
        let visible = scrollable.viewport.visibleRect
        let origin = scrollable.viewport.contentOrigin
        let axis: Axis = scrollable.axes.contains(.vertical) ? .vertical : .horizontal
        // The line the top-most view must reach past, in global coordinates.
        let edge = origin[axis] + visible.origin[axis]
        var found: (position: CGFloat, id: AnyHashable)?
        func consider(_ position: CGFloat, _ id: AnyHashable) {
            if found.map({ position < $0.position }) ?? true { found = (position, id) }
        }
        func visit(_ node: ViewNode, depth: Int) {
            if let rows = node as? any LazyRowsNode {
                let element = rows.lazyRowsElement
                let start = element.frame.origin[element.axis]
                if let row = element.row(atOffset: edge - start),
                   let id = (row..<min(row + 8, element.rowCount)).lazy.compactMap({ element.rowID(ofRow: $0) }).first,
                   let extent = element.extent(ofRow: element.row(withID: id) ?? row) {
                    consider(start + extent.offset, id)
                }
                return
            }
            if case .id(let id) = node.key {
                let frames = node.layoutElements().map(\.frame)
                if let first = frames.first {
                    let frame = frames.dropFirst().reduce(first) { $0.union($1) }
                    let end = frame.origin[axis] + frame.size[axis]
                    if end > edge + 0.001 {
                        consider(frame.origin[axis], id)
                        return
                    }
                }
            }
            guard depth < 64 else { return }
            for child in node.children { visit(child, depth: depth + 1) }
        }
        if scrollable is any LazyRowsNode {
            visit(scrollable, depth: 0)
        } else {
            for child in scrollable.children { visit(child, depth: 0) }
        }
        return found?.id
    }
}

/// The modifier behind `scrollPosition(id:anchor:)`.
struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?
    static func makeNode(graph: ViewGraph) -> ViewNode { ScrollPositionNode<ID>(graph: graph) }
}

/// Keeps a binding and the top-most view of the scroll view inside it in step: after each layout the binding
/// gets the id of the top-most view with an id; when the app sets it to another id, the scroll view scrolls
/// to that view (its `anchor` point at the same point of the view; the top when nil).
@MainActor
final class ScrollPositionNode<ID: Hashable>: ModifierNode<ScrollPositionModifier<ID>>, PreferenceObserving {
    /// The id the binding held when last read or written (nil before the first evaluation).
    private var known: ID??
    /// Whether a scroll to the binding's id waits for the next actions (the top-most id is not written meanwhile).
    private var scrollPending = false

    override func didMount() { graph.preferenceObservers[ObjectIdentifier(self)] = self }
    override func willUnmount() { graph.preferenceObservers[ObjectIdentifier(self)] = nil }

    override func evaluate() {
        let binding = modifier.id
        let value = trackingReads { binding.wrappedValue }
        let previous = known
        known = .some(value)
        super.evaluate()
        // The app set the position (initially, or since the last write): scroll once the content is laid out.
        guard let value, previous.map({ $0 != value }) ?? true else { return }
        let anchor = modifier.anchor ?? .top
        scrollPending = true
        graph.enqueue { [weak self] in
            guard let self else { return }
            self.scrollPending = false
            guard self.isMounted, let target = ScrollTargetSearch.find(AnyHashable(value), from: self) else { return }
            target.scroll(anchor: anchor)
        }
    }

    /// After layout: the top-most view's id goes into the binding when it changed.
    func checkPreferences() {
        guard !scrollPending, let scrollable = ScrollObservation.scrollable(in: self),
              let id = ScrollObservation.topmostID(in: scrollable)?.base as? ID,
              known.map({ $0 != id }) ?? true else { return }
        known = .some(id)
        let binding = modifier.id
        graph.enqueue { binding.wrappedValue = id }
    }
}

/// The modifier behind `onScrollGeometryChange(for:of:action:)`.
struct ScrollGeometryModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { ScrollGeometryNode<T>(graph: graph) }
}

/// Calls its action after a layout in which the transformed geometry of the scroll view inside it changed.
@MainActor
final class ScrollGeometryNode<T: Equatable>: ModifierNode<ScrollGeometryModifier<T>>, PreferenceObserving {
    private var last: T?

    override func didMount() { graph.preferenceObservers[ObjectIdentifier(self)] = self }
    override func willUnmount() { graph.preferenceObservers[ObjectIdentifier(self)] = nil }

    func checkPreferences() {
        guard let scrollable = ScrollObservation.scrollable(in: self) else { return }
        let value = modifier.transform(ScrollObservation.geometry(of: scrollable))
        guard let old = last else {
            last = value
            return
        }
        guard old != value else { return }
        last = value
        let action = modifier.action
        graph.enqueue { action(old, value) }
    }
}

extension View {
    /// Keeps `id` in step with the scroll view inside this view: as it scrolls, `id` becomes the id of its
    /// top-most (leading-most) view with an id (a `ForEach` row, `.id(_:)`); setting `id` scrolls that view's
    /// `anchor` point (the top when nil) to the same point of the scroll view.
    ///
    /// - Parameters:
    ///   - id: The id of the top-most view.
    ///   - anchor: The point of the view and of the scroll view aligned when `id` is set.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }

    /// Calls `action` with the old and new value of `transform` applied to the geometry of the scroll view inside
    /// this view, after each layout in which that value changed (a scroll, a change of the content's size).
    ///
    /// - Parameters:
    ///   - type: The type of the observed value.
    ///   - transform: The value observed, from the scroll geometry.
    ///   - action: What to do when it changes.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollGeometryModifier(transform: transform, action: action))
    }
}
