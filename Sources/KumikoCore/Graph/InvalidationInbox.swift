import Foundation

/// The thread-safe way into a graph for invalidations that may come from any thread: state writes,
/// `@Observable` changes and `ObservableObject` publishers. The graph drains it on the main actor at the start
/// of each update, so a write is seen by the next update however it arrived.
final class InvalidationInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [NodeReference] = []
    /// The animation the changes posted since the last update ask for (the latest one's), if any.
    private var animation: Animation?
    /// Whether the graph's backend draws animations (``Platform/drawsAnimations``).
    private var animates = false
    /// Called (on any thread) when the inbox goes from empty to non-empty.
    var onPost: (@Sendable () -> Void)?

    /// Whether the graph's backend draws animations: a change made in an animated transaction then plays, and the
    /// transaction's completions wait for it.
    var drawsAnimations: Bool {
        get { lock.withLock { animates } }
        set { lock.withLock { animates = newValue } }
    }

    /// Records that the referenced node must be re-evaluated: the one place every state write, `@Observable`
    /// change and `ObservableObject` publisher reaches a graph, so also where the animation of the change is
    /// taken from the transaction it is made in (``TransactionScope``), for the graph's next update.
    func post(_ reference: NodeReference) {
        let changeAnimation = TransactionScope.animationOfChange(toGraphDrawingAnimations: drawsAnimations)
        lock.lock()
        let wasEmpty = pending.isEmpty
        pending.append(reference)
        if let changeAnimation { animation = changeAnimation }
        let onPost = wasEmpty ? self.onPost : nil
        lock.unlock()
        onPost?()
    }

    /// Takes every pending reference.
    func drain() -> [NodeReference] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending.removeAll()
        return taken
    }

    /// Takes the animation the changes posted since the last call ask for.
    func takeAnimation() -> Animation? {
        lock.lock()
        defer { lock.unlock() }
        let taken = animation
        animation = nil
        return taken
    }

    /// Whether anything is pending.
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty
    }

    #if DEBUG
    private var trackings = 0

    /// The `@Observable` registrations of this graph's nodes that Observation still holds (debug builds only).
    var liveTrackings: Int {
        lock.lock()
        defer { lock.unlock() }
        return trackings
    }

    /// Counts a registration made (1) or gone (-1), from any thread.
    func countTracking(_ change: Int) {
        lock.lock()
        trackings += change
        lock.unlock()
    }
    #endif
}

/// The one reference to a node that does not keep it alive: what a child holds of its parent, an element of its
/// node, a controller or a container of a node it remembers, and what anything, on any thread, invalidates the node
/// through (its graph's inbox).
///
/// It answers nil once the node is freed, as a `weak` reference would, but without one: a Swift object that is
/// ever the target of a `weak` reference gets a side table, and from then on every retain and release of it
/// takes the runtime's slow path. Nodes are retained and released on every frame, so the graph keeps them free of
/// `weak` references (measured under 200 active web sessions of the Staff Directory: those slow paths and
/// `swift_weakLoadStrong` were 30% of the server's main-thread samples, and CPU per event fell by about 15%
/// without them). The node clears the reference as it is freed (``ViewNode``'s deinit); the graph's nodes live
/// and die on the main actor, where ``target`` is read.
final class NodeReference: @unchecked Sendable {
    nonisolated(unsafe) private unowned(unsafe) var node: ViewNode?
    /// The inbox of the node's graph.
    let inbox: InvalidationInbox

    @MainActor init(_ node: ViewNode) {
        self.node = node
        inbox = node.graph.inbox
    }

    /// Asks for the node to be re-evaluated on the graph's next update.
    func invalidate() { inbox.post(self) }

    /// The node, on the main actor; nil once it is freed.
    @MainActor var target: ViewNode? { node }

    /// Called by the node as it is freed: the reference answers nil from now on.
    func nodeEnded() { node = nil }
}
