import Foundation

/// The live graph of one root view: persistent nodes, invalidation, and the update → layout → actions cycle
/// shared by every backend (headless rendering, the terminal).
@MainActor
package final class ViewGraph {
    /// The root node (it holds the root view as its only child).
    private(set) var root: RootNode!
    /// Nodes invalidated since the last update.
    private var invalidated: [ViewNode] = []
    /// Invalidations arriving from any thread (state writes, observation, publishers).
    let inbox = InvalidationInbox()
    /// The keyboard focus and key routing.
    private(set) lazy var focus = FocusCoordinator(graph: self)
    /// The pointer: clicks, drags and releases turned into gestures.
    private(set) lazy var pointer = PointerRouter(graph: self)
    /// The views watching the pointer hover (`onHover`, `onContinuousHover`) and which it is over.
    let hover = HoverTracker()
    /// This graph's layout passes (per-pass caches of its elements and nodes read it).
    let layoutPass = LayoutPass()
    /// Whether list rows that keep their layout across passes (``LayoutElement/keepsLayoutAcrossPasses``) are
    /// measured and placed again anyway and compared with what they kept, an assertion failing on a difference: on
    /// in debug builds, so that every test checks that nothing a kept row depends on escapes its change marks;
    /// tests of the kept path itself turn it off.
    package var checksKeptLayouts = _isDebugAssertConfiguration()
    /// The sheets, alerts and dialogs shown over the root.
    let presentations = PresentationLayer()
    /// The `onOpenURL` handlers in the graph, by their node.
    var urlHandlers: [ObjectIdentifier: (URL) -> Void] = [:]
    /// Actions to run after the current update (appearance, change handlers, preference handlers).
    private var pendingActions: [() -> Void] = []
    /// The types of views and environment values whose comparisons are still to prepare (``ComparisonsAhead``).
    var comparisonsAhead = ComparisonsAhead()
    /// What makes the selections lists' cursor keys recorded (DeferredCursorSelection.swift).
    var deferredSelections: [@MainActor () -> Void] = []
    /// Called when the graph needs an update (a backend schedules a frame): once when something changes while
    /// the graph is idle, not again until the backend has run an update, layout or settle, and never from
    /// inside one (what changes during a settle is settled by it). So one state write, or several in one turn
    /// of the main actor, wake the backend once.
    package var onNeedsUpdate: (() -> Void)?
    /// Whether the backend was woken and has not run a cycle since.
    private var wakeUpPending = false
    /// How many update, layout, action or settle calls are running (they nest).
    private var cycleDepth = 0
    /// Nodes that observe preferences, checked after each layout.
    var preferenceObservers: [ObjectIdentifier: PreferenceObserving] = [:]
    /// Counts body evaluations, for tests and benchmarks.
    package private(set) var evaluationCount = 0
    /// Counts layouts of the whole tree (not those of regions of it: ``setNeedsLayout(inside:)``), for tests.
    package private(set) var wholeLayoutCount = 0
    /// The most recent layout's root element.
    private(set) var rootElement: LayoutElement?
    /// The size the root chose in the most recent layout, in points.
    package private(set) var rootSize: CGSize = .zero
    /// The size of what the most recent layout draws: the root's, or the whole window offered while a sheet or
    /// alert is shown over it.
    package private(set) var drawnSize: CGSize = .zero

    /// The number of nodes created so far: the next node's identity.
    private var nodesCreated: UInt64 = 0

    /// A new node identity, unique in this graph.
    func makeIdentity() -> ViewIdentity {
        nodesCreated &+= 1
        return ViewIdentity(rawValue: nodesCreated)
    }

    /// Creates a graph for a root view with a base environment.
    package init<Root: View>(root view: Root, environment: EnvironmentValues = EnvironmentValues()) {
        root = RootNode(graph: self)
        // Posts come from any thread: the wake-up hops to the main actor, where the backend's frames run; by
        // then an update may have taken the post already.
        inbox.onPost = { [weak self] in
            Task { @MainActor in
                guard let self, !self.invalidated.isEmpty || !self.inbox.isEmpty else { return }
                self.wakeUp()
            }
        }
        root.viewType = ObjectIdentifier(RootNode.self)
        root.environment = environment
        inbox.drawsAnimations = environment.platform.drawsAnimations
        root.setRoot(view)
    }

    /// Replaces the root view (its node is kept when the type is the same).
    package func setRootView<Root: View>(_ view: Root) {
        root.setRoot(view)
    }

    /// Changes the base environment (a backend learning the window's colour scheme): the views that read what
    /// changed are evaluated again at the next update.
    package func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = root.environment
        change(&environment)
        root.environment = environment
        inbox.drawsAnimations = environment.platform.drawsAnimations
        root.invalidate()
    }

    /// Whether a new layout is needed without any body changing (scrolling).
    private var layoutRequested = false

    /// Whether an update or a new layout is pending.
    package var needsUpdate: Bool {
        !invalidated.isEmpty || !pendingActions.isEmpty || !inbox.isEmpty || layoutRequested || !regionsRequested.isEmpty
            || !deferredSelections.isEmpty
    }

    /// Asks for a new layout (and frame) without re-evaluating anything.
    func setNeedsLayout() {
        layoutRequested = true
        wakeUp()
    }

    /// Asks for a new layout of what is inside `element` only: a change that moves or redraws nothing outside it
    /// and leaves its size as it is (a list's keyboard cursor moving from row to row restyles two rows' chrome).
    /// The next layout places `element` again where it is and leaves the rest of the tree as the last layout left
    /// it, unless anything else asks for more (a node re-evaluated, another window size, ``setNeedsLayout()``),
    /// or `element` is not in the last layout; then it lays out the whole tree, as it also does when placing the
    /// element again changes its content's size (a lazy stack asks for a whole layout then). Debug builds lay out
    /// the whole tree after each such layout and assert that it draws the same (``checksKeptLayouts``).
    func setNeedsLayout(inside element: LayoutElement) {
        if !regionsRequested.containsElement(element) { regionsRequested.append(element) }
        wakeUp()
    }

    /// Asks for `element` to be measured again at the proposals its container measured it at, because its node's
    /// view changed what the element alone shows (a text's words: ``LayoutElement/measuresAloneWhatItsViewSays``).
    /// When it measures as it did, with the same guides, its container would lay everything out as it is, so the
    /// next layout places only the element again, where it is, as a region (``setNeedsLayout(inside:)``); otherwise,
    /// or when anything else changed, it lays out the whole tree.
    func setNeedsLayout(measuringAgain element: LayoutElement) {
        if !elementsToMeasureAgain.containsElement(element) { elementsToMeasureAgain.append(element) }
        wakeUp()
    }

    /// The elements whose content asks to be placed again (``setNeedsLayout(inside:)``).
    private var regionsRequested: [LayoutElement] = []
    /// The elements to measure again (``setNeedsLayout(measuringAgain:)``), since the latest layout.
    private var elementsToMeasureAgain: [LayoutElement] = []
    /// How many times a node of the graph changed what it lays out (``ViewNode/markChanged()``), and how many
    /// times as the latest layout ended (a layout accounts for the rows it builds itself).
    var nodeChanges = 0
    private var nodeChangesLaidOut = -1
    /// The proposal and the pass of the latest layout of the whole tree.
    private var wholeLayoutProposal: ProposedViewSize?
    private var wholeLayoutPass = -1

    /// Whether layout pass `generation` laid out regions of the tree only (``setNeedsLayout(inside:)``).
    func isLayoutOfRegions(_ generation: Int) -> Bool { generation > wholeLayoutPass }

    /// What the graph's elements drew into its latest display list, for the next (``LayoutElement/render(into:)``).
    let drawingMemory = DrawingMemory()
    /// The overscan rows of lazy stacks left for the backend to build when idle (``defersRowsAhead``).
    var rowsAhead = RowsAhead()

    /// Tells the backend that an update is needed, unless it was told already and has not run a cycle since, or
    /// a cycle is running now.
    func wakeUp() {
        guard cycleDepth == 0, !wakeUpPending, let onNeedsUpdate else { return }
        wakeUpPending = true
        onNeedsUpdate()
    }

    /// Runs one of the cycle's steps: the backend has come (a pending wake-up is answered), and what the step
    /// changes is the cycle's to handle; whatever is still pending when the outermost step ends wakes the
    /// backend again (a settle that hit its limit, an update without a layout).
    private func cycle<T>(_ body: () -> T) -> T {
        wakeUpPending = false
        cycleDepth += 1
        let result = body()
        cycleDepth -= 1
        if cycleDepth == 0, needsUpdate { wakeUp() }
        return result
    }

    // MARK: Nodes

    /// Creates the node for a view: its own node if primitive, otherwise a body node.
    func makeNode(for view: any View) -> ViewNode {
        let node: ViewNode
        if let primitive = view as? any PrimitiveView {
            node = type(of: primitive).makeNode(graph: self)
        } else {
            node = makeBodyNode(for: view)
        }
        node.viewType = ObjectIdentifier(type(of: view))
        comparisonsAhead.note(type(of: view))
        return node
    }

    private func makeBodyNode(for view: any View) -> ViewNode {
        func make<V: View>(_: V) -> ViewNode {
            BodyNode<V>(graph: self, propertyType: V.self, propertyOffset: 0) { view in
                view.body
            }
        }
        return make(view)
    }

    /// Records a node for re-evaluation and asks the backend for an update.
    func scheduleUpdate(of node: ViewNode) {
        invalidated.append(node)
        wakeUp()
    }

    /// Queues an action to run after the current update.
    func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        wakeUp()
    }

    /// Counts one body evaluation.
    func countEvaluation() { evaluationCount += 1 }

    // MARK: Update cycle

    /// Re-evaluates invalidated nodes, parents first; a node re-evaluated as part of its parent is skipped.
    package func update() {
        cycle(updateNodes)
    }

    private func updateNodes() {
        applyDeferredSelections()
        if let animation = inbox.takeAnimation() { animate(with: animation) }
        for reference in inbox.drain() { reference.target?.invalidate() }
        while !invalidated.isEmpty {
            let batch = invalidated.sorted { $0.depth < $1.depth }
            invalidated.removeAll()
            for node in batch where node.isMounted && node.isInvalidated {
                node.reevaluate()
            }
        }
    }

    // MARK: Animation

    /// The animation the changes shown by the next frame ask for (see ``takeFrameAnimation()``).
    private var frameAnimation: Animation?

    /// Asks for the changes of the current update to be shown with `animation` (a change made in an animated
    /// transaction, an `animation(_:value:)` whose value changed); the latest request wins. A graph whose backend
    /// draws no animations shows end states and keeps nothing (an animation that repeats forever is noted once).
    func animate(with animation: Animation) {
        guard inbox.drawsAnimations else {
            Animation.noteEndState(of: animation)
            return
        }
        frameAnimation = animation
    }

    /// Asks for the current update to be shown with the default animation unless a change asked for another: what
    /// SwiftUI animates by itself (a sheet or an alert coming and going).
    func animateByDefault() {
        guard inbox.drawsAnimations, frameAnimation == nil else { return }
        frameAnimation = .default
    }

    /// The transaction of the current update's changes, changed by `transform` (a `transaction(_:)` modifier): its
    /// animation becomes the one the frame is shown with (none when the transform disables animations).
    func transformFrameTransaction(_ transform: (inout Transaction) -> Void) {
        var transaction = Transaction(animation: frameAnimation)
        transform(&transaction)
        frameAnimation = transaction.playedAnimation
    }

    /// The animation the frame drawn from the latest settle is shown with, if its changes asked for one; taken
    /// once (the backend draws the frame, and the next starts with none).
    package func takeFrameAnimation() -> Animation? {
        if let animation = inbox.takeAnimation() { animate(with: animation) }
        defer { frameAnimation = nil }
        return frameAnimation
    }

    /// Runs queued actions; returns whether there were any.
    @discardableResult
    package func runPendingActions() -> Bool {
        guard !pendingActions.isEmpty else { return false }
        return cycle {
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
            return true
        }
    }

    /// Lays out the root for `proposal` and places it at the origin; returns the root's size.
    @discardableResult
    package func layout(proposal: ProposedViewSize) -> CGSize {
        cycle { PlacementSession.isolated { layOut(proposal: proposal) } }
    }

    private func layOut(proposal: ProposedViewSize) -> CGSize {
        // Rows ahead asked for are built by this layout (and by a whole layout it falls back to), not later ones.
        defer { rowsAhead.building = false }
        let regions = regionsRequested, measuredAgain = elementsToMeasureAgain
        regionsRequested.removeAll()
        // What changes while laying out (rows built) is laid out by this layout.
        defer { elementsToMeasureAgain.removeAll() }
        if !regions.isEmpty || !measuredAgain.isEmpty,
           layOutRegions(regions, measuringAgain: measuredAgain, proposal: proposal) { return rootSize }
        return layOutWhole(proposal: proposal)
    }

    /// Lays out what is inside `regions` again (``setNeedsLayout(inside:)``) and the elements of `measuredAgain` that
    /// measure as they did (``setNeedsLayout(measuringAgain:)``), the rest of the tree as it is; false (nothing
    /// placed) when the whole tree needs a layout.
    private func layOutRegions(_ regions: [LayoutElement], measuringAgain measuredAgain: [LayoutElement],
                               proposal: ProposedViewSize) -> Bool {
        // Nothing else changed since the last layout, which laid out the whole tree at this proposal, or only
        // regions of it; every region is in the tree as laid out since (placed in the latest whole layout or after).
        guard !layoutRequested, rootElement != nil, wholeLayoutProposal == proposal, nodeChanges == nodeChangesLaidOut,
              regions.allSatisfy({ $0.wasPlaced(since: wholeLayoutPass) }),
              measuredAgain.allSatisfy({ $0.node?.isMounted == true && $0.wasPlaced(since: wholeLayoutPass) })
        else { return false }
        layoutPass.begin()
        guard measuredAgain.allSatisfy({ $0.measuresAsInItsLastPass() }) else { return false }
        let regions = regions + measuredAgain
        // A region inside another placed before it (a list's rows in its scrolled frame) is placed already.
        for region in regions where !region.wasPlaced(inPass: layoutPass.generation) {
            region.markPlacedAsRegion(in: layoutPass.generation)
            region.place(in: region.frame, proposal: region.placedProposal)
        }
        nodeChangesLaidOut = nodeChanges
        for observer in preferenceObservers.values { observer.checkPreferences() }
        // A region whose content changed size (a lazy stack that measured rows new to it) asked for a layout of the
        // whole tree, which follows before anything is drawn: what this one drew is not shown, nor comparable.
        if checksKeptLayouts, !layoutRequested { checkRegionLayout(proposal: proposal) }
        return true
    }

    /// Lays out the whole tree after a layout of regions of it and asserts that it draws what that did.
    private func checkRegionLayout(proposal: ProposedViewSize) {
        func drawing() -> DisplayList {
            displayList(describingAccessibility: true, scrollingNatively: true, editingTextNatively: true,
                        describingTransitions: true)
        }
        let regional = drawing()
        layOutWhole(proposal: proposal)
        let whole = drawing()
        if !regional.entries.elementsEqual(whole.entries, by: { $0.owner == $1.owner && $0.item.drawsAlike($1.item) }) {
            assertionFailure("A layout of changed regions drew other than a layout of the whole tree")
        }
    }

    /// Lays out the whole tree for `proposal` and places it at the origin; returns the root's size.
    @discardableResult
    private func layOutWhole(proposal: ProposedViewSize) -> CGSize {
        layoutPass.begin()
        layoutRequested = false
        wholeLayoutProposal = proposal
        wholeLayoutPass = layoutPass.generation
        wholeLayoutCount += 1
        let element = root.rootElement()
        rootElement = element
        let size = element.sizeThatFits(proposal).sanitized
        element.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
        rootSize = size
        // Presentations cover the whole window offered, not only what the root took of it.
        let window = CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
        presentations.layout(in: CGRect(origin: .zero, size: window))
        drawnSize = presentations.shown.isEmpty ? size : window
        nodeChangesLaidOut = nodeChanges
        for observer in preferenceObservers.values { observer.checkPreferences() }
        return size
    }

    /// Updates, lays out and runs actions until nothing changes (at most `limit` rounds), so that appearance
    /// actions and the state changes they make settle before a frame is drawn (DESIGN.md §3.8).
    @discardableResult
    package func settle(proposal: ProposedViewSize, limit: Int = 16) -> CGSize {
        cycle { settleCycle(proposal: proposal, limit: limit) }
    }

    private func settleCycle(proposal: ProposedViewSize, limit: Int) -> CGSize {
        var size = CGSize.zero
        root.adoptSizeClasses(for: proposal)
        for _ in 0..<limit {
            update()
            size = layout(proposal: proposal)
            if !runPendingActions() && invalidated.isEmpty && inbox.isEmpty && !layoutRequested && regionsRequested.isEmpty {
                return size
            }
        }
        Diagnostics.warnOnce("ViewGraph.settle", "The view graph did not settle after \(limit) updates; state keeps changing during layout.")
        update()
        return layout(proposal: proposal)
    }

    /// How many commands and runs the last display list had: the next is made with room for as many.
    private var lastDisplayListSize = (entries: 0, runs: 0)

    /// The display list of the most recent layout, in points, for a backend without a screen reader that
    /// scrolls nothing itself (the terminal).
    package func displayList() -> DisplayList { displayList(describingAccessibility: false, scrollingNatively: false) }

    /// The display list of the most recent layout, in points. With `describingAccessibility` it has the
    /// accessibility elements around what draws them (a backend with a screen reader); with `scrollingNatively`,
    /// scroll views' content in scroll regions (a backend that scrolls them itself); with `editingTextNatively`,
    /// text fields as ``TextInput``s (a backend with text fields of its own); with `describingTransitions`, views'
    /// transitions around their drawing (a backend that animates views coming and going).
    package func displayList(describingAccessibility: Bool, scrollingNatively: Bool, editingTextNatively: Bool = false,
                             describingTransitions: Bool = false) -> DisplayList {
        var list = DisplayList(describingAccessibility: describingAccessibility, scrollingNatively: scrollingNatively,
                               editingTextNatively: editingTextNatively, describingTransitions: describingTransitions)
        list.reserveCapacity(entries: lastDisplayListSize.entries, runs: lastDisplayListSize.runs)
        drawingMemory.begin()
        rootElement?.render(into: &list)
        presentations.render(into: &list)
        drawingMemory.end(list)
        lastDisplayListSize = (list.entries.count, list.runs.count)
        return list
    }
}

/// The node at the top of a graph; several root views stack vertically, as at the root of an iOS window.
@MainActor
final class RootNode: ViewNode {
    private var rootView: (any View)?
    /// The app's edit mode, for `EditButton` and lists when no ancestor provides one.
    private let editMode: Binding<EditMode> = {
        let box = StateBox(EditMode.inactive)
        return Binding(location: BindingLocation(box), get: { box.value }, set: { box.value = $0 })
    }()

    /// The size classes of the size the root is laid out at (see `UserInterfaceSizeClass`).
    var laidOutSizeClasses = LaidOutSizeClasses()

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment { environment in
            if environment.editMode == nil { environment.editMode = editMode }
            environment.adoptSizeClasses(laidOutSizeClasses)
        }
    }
    private lazy var implicitStack = LayoutHostElement(layout: VStackLayout(), node: self)

    func setRoot(_ view: any View) {
        rootView = view
        isInvalidated = false
        invalidate()
    }

    override func setView(_ view: any View) -> Bool { true }

    override func evaluate() {
        guard let rootView else { return }
        reconcileChild(rootView)
    }

    /// The element the root lays out: the single element, or an implicit VStack of several.
    func rootElement() -> LayoutElement {
        let elements = layoutElements()
        if elements.count == 1 { return elements[0] }
        implicitStack.setSubviews(elements)
        return implicitStack
    }
}
