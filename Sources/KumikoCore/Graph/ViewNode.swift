import Foundation
import Observation

/// One persistent node of the view graph: the live counterpart of a view value at one identity.
///
/// Nodes hold what must survive updates (state, subscriptions, child nodes) and are re-evaluated only when
/// invalidated or given a changed view value. Subclasses implement the behaviour of each kind of view.
@MainActor
class ViewNode {
    /// The graph this node belongs to.
    unowned let graph: ViewGraph
    /// The parent node; nil for the root (and once the parent is freed).
    var parent: ViewNode? {
        get { parentReference?.target }
        set { parentReference = newValue?.reference }
    }
    private var parentReference: NodeReference?
    // The roles a node plays in focus and key handling (ViewNode+Roles.swift): nil, or the node itself in the
    // kinds of node that conform to the protocol (which override the property).

    /// The node as a focus target, if it is one.
    var focusTarget: (any FocusTarget)? { playsNoRole((any FocusTarget).self) }
    /// The node as a responder to the keys going to a focused view inside it (`onKeyPress`), if it is one.
    var keyResponder: (any KeyResponder)? { playsNoRole((any KeyResponder).self) }
    /// The node as a responder to the keys a focused view inside it left, if it is one.
    var fallbackKeyResponder: (any FallbackKeyResponder)? { playsNoRole((any FallbackKeyResponder).self) }
    /// The node as a `focused(_:)` binding, if it is one.
    var focusBinding: (any FocusBindingNode)? { playsNoRole((any FocusBindingNode).self) }
    /// The node as a container that hides some of its children, if it is one.
    var childHiding: (any ChildHidingNode)? { playsNoRole((any ChildHidingNode).self) }
    /// The node as a control that runs an action (a button, a link, a menu), if it is one.
    var actionProvider: (any ActionProviding)? { playsNoRole((any ActionProviding).self) }
    /// The node as a row's swipe actions or context menu, if it is one.
    var rowActionsProvider: (any RowActionsProviding)? { playsNoRole((any RowActionsProviding).self) }
    /// The node as one that adds to the key help of a focused view inside it, if it is one.
    var keyHelpAmending: (any KeyHelpAmending)? { playsNoRole((any KeyHelpAmending).self) }
    /// This node's identity among its siblings.
    var key: ChildKey = .position(0)
    /// Distance from the root, used to update parents before children.
    var depth = 0
    /// The child nodes, in order.
    var children: [ViewNode] = []
    /// The environment this node was given by its parent.
    var environment = EnvironmentValues()
    /// Environment keys read while this node last evaluated.
    var environmentReads: Set<ObjectIdentifier> = []
    /// Set when the node must be re-evaluated on the next update.
    var isInvalidated = true
    /// False once the node has been removed from the graph.
    var isMounted = true
    /// Dependencies to drop before the next evaluation (state boxes, observation registrations).
    var dependencies: [any NodeDependency] = []
    /// The latest layout pass (its graph's `LayoutPass.generation` when the change was made) in which anything in
    /// this subtree may have changed what it lays out: a node re-evaluated, given another environment, or (a
    /// leaf) given another view value. Marked up the ancestors, so a node's stamp is the latest of its subtree's:
    /// a layout made in pass `g` still holds while the stamp of its subtree is below `g` (``LayoutElement``'s
    /// kept row layouts, a row's navigation link).
    private(set) var subtreeChangedAt = -1

    /// Whether the subtree holds a navigation link, and the pass that was found in (``containsDisclosingNode``).
    var disclosingMemo: (generation: Int, value: Bool)?

    /// Records that this node's layout inputs changed now, in it and its ancestors (stopping at the first
    /// ancestor already marked in this pass, whose own ancestors are then too).
    final func markChanged() {
        graph.nodeChanges &+= 1
        stampChanged()
    }

    /// Records that this node's layout inputs changed now, as ``markChanged()`` does, where the change is to what
    /// `element` (the node's own) measures and draws alone (a text's words): the next layout measures the element
    /// again at the proposals it was measured at, and lays out only it, where it is, when it measures as it did
    /// (``ViewGraph/setNeedsLayout(measuringAgain:)``), else the whole tree.
    final func markChanged(measuringAgain element: LayoutElement) {
        graph.setNeedsLayout(measuringAgain: element)
        stampChanged()
    }

    /// Stamps this node and its ancestors changed in the current pass (``subtreeChangedAt``).
    private func stampChanged() {
        let now = graph.layoutPass.generation
        var node: ViewNode? = self
        while let current = node, current.subtreeChangedAt < now {
            current.subtreeChangedAt = now
            node = current.parent
        }
    }

    /// The node's identity in its graph, stamped on what its element draws.
    let identity: ViewIdentity

    init(graph: ViewGraph) {
        self.graph = graph
        identity = graph.makeIdentity()
    }

    /// The reference through which anything holds this node without keeping it alive, and through which
    /// anything, on any thread, can invalidate it (made on first use).
    final var reference: NodeReference {
        if let storedReference { return storedReference }
        let made = NodeReference(self)
        storedReference = made
        return made
    }
    private var storedReference: NodeReference?

    deinit { storedReference?.nodeEnded() }

    /// The type of view this node represents; a child of another type at the same key replaces the node.
    var viewType = ObjectIdentifier(Never.self)

    /// Stores a new view value. Returns whether it differs from the previous one (or cannot be compared).
    func setView(_ view: any View) -> Bool { fatalError("subclass") }

    /// Recomputes this node's children from its current view value.
    func evaluate() {}

    /// The environment handed to the children.
    var environmentForChildren: EnvironmentValues { environment }

    /// The environment handed to the child with `key`; by default ``environmentForChildren``.
    func environment(forChild key: ChildKey) -> EnvironmentValues { environmentForChildren }

    private var lastDerivedEnvironments: [EnvironmentValues?] = []

    /// This node's environment with `write` applied, reusing the previous result of the same `slot` when the
    /// written values are unchanged (so that descendants are not told the environment changed). A node deriving
    /// different environments for different children uses one slot for each.
    final func derivingEnvironment(slot: Int = 0, _ write: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var written = environment
        write(&written)
        while lastDerivedEnvironments.count <= slot { lastDerivedEnvironments.append(nil) }
        // The next derivation compares these values with the ones written now: their comparisons, prepared ahead.
        if lastDerivedEnvironments[slot] == nil {
            for type in written.valueTypes(over: environment) { graph.comparisonsAhead.note(type) }
        }
        let result = written.reusing(lastDerivedEnvironments[slot], over: environment)
        lastDerivedEnvironments[slot] = result
        return result
    }

    /// The layout elements this node contributes to its container, flattened (transparent nodes contribute
    /// their children's elements).
    func collectElements(into elements: inout [LayoutElement]) {
        for child in children { child.collectElements(into: &elements) }
    }

    /// Whether this node's list row navigates somewhere (a navigation link: the row shows a disclosure
    /// indicator). A property rather than a protocol to cast to: every list row asks it of its whole subtree in
    /// every layout, and a dynamic cast to a protocol of a generic node type is a conformance lookup each time.
    var isDisclosing: Bool { false }

    /// The preference key this node writes (``PreferenceWriterNode``), if any: what a preference walk asks every
    /// node instead of casting it.
    var writtenPreferenceKey: ObjectIdentifier? { nil }

    /// Whether this node draws or lays out itself (leaves, layout containers, layout modifiers), rather than
    /// passing its children through.
    var producesElements: Bool { false }

    /// The rows this node contributes to a lazy container: its own layout elements when it produces elements,
    /// otherwise its children's rows, so that a lazy `ForEach` inside transparent structure is found.
    func collectRows(into rows: inout [RowSegment]) {
        if producesElements {
            rows += layoutElements().map { .element($0) }
        } else {
            for child in children { child.collectRows(into: &rows) }
        }
    }

    /// The children's layout elements, flattened (what a container lays out).
    final func childElements() -> [LayoutElement] {
        var elements: [LayoutElement] = []
        for child in children { child.collectElements(into: &elements) }
        return elements
    }

    /// The children's rows (what a lazy container lays out).
    final func childRows() -> [RowSegment] {
        var rows: [RowSegment] = []
        for child in children { child.collectRows(into: &rows) }
        return rows
    }

    /// The node's layout elements as an array.
    final func layoutElements() -> [LayoutElement] {
        var elements: [LayoutElement] = []
        collectElements(into: &elements)
        return elements
    }

    /// Called once after the node is first evaluated in the graph.
    func didMount() {}
    /// Called once when the node leaves the graph, before its children are unmounted.
    func willUnmount() {}

    // MARK: Updating

    /// Brings the node up to date with a view value from its parent and the parent's environment.
    final func update(view: any View, environment newEnvironment: EnvironmentValues) {
        let viewChanged = setView(view)
        let readsChanged = newEnvironment.differs(from: environment, in: environmentReads)
        let environmentReplaced = !newEnvironment.isIdentical(to: environment)
        environment = newEnvironment
        if environmentReplaced { markChanged() }
        if viewChanged || isInvalidated || readsChanged {
            reevaluate()
        } else if environmentReplaced {
            for child in children { child.propagate(environment: environment(forChild: child.key)) }
        }
    }

    /// Hands a changed environment down without a new view value.
    final func propagate(environment newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        let readsChanged = newEnvironment.differs(from: environment, in: environmentReads)
        environment = newEnvironment
        markChanged()
        if readsChanged || isInvalidated {
            reevaluate()
        } else {
            for child in children { child.propagate(environment: environment(forChild: child.key)) }
        }
    }

    /// Runs `body` with this node as the reader of the state, environment values (DESIGN.md §3.2) and
    /// `@Observable` properties it reads; a later change to any of them invalidates this node. The
    /// `@Observable` registrations belong to `scope` (by default the node's own, ended when the node evaluates
    /// again or leaves the graph; a lazy `ForEach` passes a row's).
    final func trackingReads<T>(in scope: ObservationScope? = nil, _ body: () -> T) -> T {
        let reference = self.reference
        let scope = scope ?? ownObservationScope
        return DependencyTracking.evaluate(for: self) {
            scope.track(body, handle: ObservationScope.TrackingHandle(reference: reference, scope: scope))
        }
    }

    /// The scope of this node's own `@Observable` registrations, made on first use.
    private var observationScope: ObservationScope?
    private var ownObservationScope: ObservationScope {
        if let observationScope { return observationScope }
        let scope = ObservationScope()
        observationScope = scope
        return scope
    }

    /// Re-evaluates this node now (its children update recursively).
    ///
    /// A re-evaluation changes what the node lays out (``markChanged()``), unless its kind lays out nothing of its
    /// own beyond its children (``reevaluationMayKeepLayout``) and its children came out as the same nodes, in the
    /// same order: a body that ran again and made the same views (a state it shows changed only a text under it)
    /// changes nothing above the nodes under it that did change, and those mark themselves. A node's first
    /// evaluation always changes what it lays out.
    final func reevaluate() {
        isInvalidated = false
        observationScope?.end()
        for dependency in dependencies { dependency.cancel() }
        dependencies.removeAll(keepingCapacity: true)
        environmentReads.removeAll(keepingCapacity: true)
        guard hasEvaluated, reevaluationMayKeepLayout else {
            hasEvaluated = true
            markChanged()
            evaluate()
            return
        }
        let before = children
        isReevaluating = true
        evaluate()
        isReevaluating = false
        if !children.elementsEqual(before, by: ===) { markChanged() }
    }

    /// Whether the node was evaluated before (its next evaluation is a re-evaluation).
    private var hasEvaluated = false
    /// Whether ``reevaluate()`` is running the node's ``evaluate()`` (its children's reconciliation then leaves the
    /// decision to mark the node changed to it).
    private var isReevaluating = false

    /// Whether a re-evaluation that gives the node the same child nodes may leave what it lays out as it was: true
    /// only for kinds whose layout is their children's (a body, a transparent group), or that mark themselves changed
    /// in ``evaluate()`` when anything else they lay out changed (a layout container's layout). False by default: a
    /// kind whose element reads its view value (a modifier's padding) changes its layout whenever it re-evaluates, and
    /// is marked changed before its ``evaluate()`` runs.
    var reevaluationMayKeepLayout: Bool { false }

    /// Marks the node for re-evaluation on the graph's next update.
    final func invalidate() {
        guard isMounted, !isInvalidated else { return }
        isInvalidated = true
        graph.scheduleUpdate(of: self)
    }

    // MARK: Children

    /// Reconciles the children with a new keyed list of child views; see ``ChildReconciler``.
    final func reconcileChildren(_ newChildren: [(ChildKey, any View)]) {
        // Also outside an evaluation (a geometry reader builds its content while it is placed); in a re-evaluation,
        // ``reevaluate()`` marks the node once it knows whether its children changed.
        if !isReevaluating { markChanged() }
        children = ChildReconciler.reconcile(old: children, new: newChildren, parent: self)
    }

    /// Reconciles a single child (a body or a modifier's content).
    final func reconcileChild(_ view: any View) {
        reconcileChildren([(.position(0), view)])
    }

    /// Creates, attaches and evaluates a child node for a view.
    final func makeChild(for view: any View, key: ChildKey) -> ViewNode {
        let child = graph.makeNode(for: view)
        child.parent = self
        child.key = key
        child.depth = depth + 1
        child.update(view: view, environment: environment(forChild: key))
        child.didMount()
        return child
    }

    /// Removes this node and its subtree from the graph.
    final func unmount() {
        guard isMounted else { return }
        willUnmount()
        isMounted = false
        observationScope?.end()
        observationScope = nil
        for dependency in dependencies { dependency.cancel() }
        dependencies.removeAll()
        for child in children { child.unmount() }
    }
}

/// Something a node depends on (a state box, an observation registration, a publisher subscription) that
/// must be released when the node re-evaluates or leaves the graph.
@MainActor
protocol NodeDependency {
    /// Stops delivering invalidations to the node.
    func cancel()
}
