import Foundation

/// The current hovering state and value of the pointer, as SwiftUI's `HoverPhase`: what
/// `onContinuousHover(coordinateSpace:perform:)` passes its action.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the view's frame.
    ///
    /// In the browser the page reports the mouse (or a pen hovering) over the app; a touch does not hover. A
    /// terminal reports no pointer motion, so the action is never called there.
    ///
    /// - Parameter action: The action to perform whenever the pointer enters or exits this view's frame. If the
    ///   pointer is in the view's frame, the `action` closure passes `true` as a parameter; otherwise, `false`.
    /// - Returns: A view that triggers `action` when the pointer enters or exits this view's frame.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(action: .inside(action)))
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's bounds.
    ///
    /// - Parameters:
    ///   - coordinateSpace: The coordinate space for the location values (the view's own by default).
    ///   - action: The action to perform whenever the pointer enters, moves within, or exits the view's bounds:
    ///     ``HoverPhase/active(_:)`` with the pointer's location while it is within them, then
    ///     ``HoverPhase/ended`` once it leaves.
    /// - Returns: A view that calls `action` as the pointer hovers over it.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(HoverModifier(action: .continuous(coordinateSpace, action)))
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's bounds.
    ///
    /// - Parameters:
    ///   - coordinateSpace: The coordinate space for the location values (the view's own by default).
    ///   - action: The action to perform whenever the pointer enters, moves within, or exits the view's bounds:
    ///     ``HoverPhase/active(_:)`` with the pointer's location while it is within them, then
    ///     ``HoverPhase/ended`` once it leaves.
    /// - Returns: A view that calls `action` as the pointer hovers over it.
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}

/// The modifier behind `onHover` and `onContinuousHover`.
struct HoverModifier: ViewModifier, PrimitiveModifier {
    /// What the view is told.
    enum Action {
        /// Whether the pointer is inside, when that changes.
        case inside((Bool) -> Void)
        /// Where the pointer is inside, in a coordinate space, on every move; then that it left.
        case continuous(CoordinateSpace, (HoverPhase) -> Void)
    }

    let action: Action
    static func makeNode(graph: ViewGraph) -> ViewNode { HoverNode(graph: graph) }
}

/// A view that watches the pointer hover over its frame: registered with its graph's ``HoverTracker`` while it is
/// in the graph.
@MainActor
final class HoverNode: ModifierNode<HoverModifier> {
    override func didMount() { graph.hover.register(self) }
    override func willUnmount() { graph.hover.unregister(self) }

    /// The pointer is at `point` (root coordinates) inside the view; `entered` when it was not before.
    func pointerMoved(to point: CGPoint, entered: Bool) {
        switch modifier.action {
        case .inside(let action):
            if entered { action(true) }
        case .continuous(let space, let action):
            let context = GestureContext(frame: layoutElements().first?.frame ?? .zero, environment: environment)
            action(.active(context.convert(point, to: space)))
        }
    }

    /// The pointer left the view.
    func pointerLeft() {
        switch modifier.action {
        case .inside(let action): action(false)
        case .continuous(_, let action): action(.ended)
        }
    }
}

/// The views of a graph that watch the pointer hover, and which of them it is inside.
@MainActor
final class HoverTracker {
    /// The hover views in the graph.
    private var nodes: [HoverNode] = []
    /// The ones the pointer is inside, as last told.
    private var inside: Set<ObjectIdentifier> = []

    /// Whether the graph has any hover views (a backend reports the pointer's moves only then).
    var isEmpty: Bool { nodes.isEmpty }

    func register(_ node: HoverNode) { nodes.append(node) }

    /// A view that leaves the graph leaves the tracker, without being told the pointer left.
    func unregister(_ node: HoverNode) {
        nodes.removeAll { $0 === node }
        inside.remove(ObjectIdentifier(node))
    }

    /// The pointer moved to `point` (nil: it left the window): the views it left are told first, innermost first,
    /// then the views it is inside, outermost first.
    func move(to point: CGPoint?, in graph: ViewGraph) {
        let now = point.map { point in
            nodes.filter { $0.isShown && graph.focus.isInteractive($0) && $0.isHit(by: point) }.sorted { $0.depth < $1.depth }
        } ?? []
        let wasInside = inside
        inside = Set(now.map(ObjectIdentifier.init))
        let left = nodes.filter { wasInside.contains(ObjectIdentifier($0)) && !inside.contains(ObjectIdentifier($0)) }
        for node in left.sorted(by: { $0.depth > $1.depth }) { node.pointerLeft() }
        guard let point else { return }
        for node in now { node.pointerMoved(to: point, entered: !wasInside.contains(ObjectIdentifier(node))) }
    }
}
