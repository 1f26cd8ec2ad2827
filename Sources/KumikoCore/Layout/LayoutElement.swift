import Foundation

/// One participant in layout: what a container sees of a child (size for a proposal, guides, spacing, traits)
/// and, after placement, where it is. Elements are persistent (owned by their graph nodes) and draw
/// themselves into the display list.
@MainActor
class LayoutElement {
    /// The node whose environment the element reads (nil once it is freed).
    var node: ViewNode? {
        get { nodeReference?.target }
        set {
            nodeReference = newValue?.reference
            if let newValue { pass = newValue.graph.layoutPass }
        }
    }
    private var nodeReference: NodeReference?
    /// The layout passes of the node's graph (nil while the element has no node: its caches then last as long
    /// as it does).
    private var pass: LayoutPass?
    /// The placed frame, in global coordinates (points), after the latest layout pass.
    private(set) var frame: CGRect = .zero
    /// The proposal the element was placed with.
    private(set) var placedProposal: ProposedViewSize = .unspecified
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    private var cacheGeneration = -1

    init(node: ViewNode?) {
        nodeReference = node?.reference
        pass = node?.graph.layoutPass
    }

    /// The current layout pass of the element's graph (0 while it has no node).
    final var layoutGeneration: Int { pass?.generation ?? 0 }

    /// The environment of the element's node.
    var environment: EnvironmentValues { node?.environment ?? EnvironmentValues() }

    /// The size for a proposal, computed once per proposal per layout pass (or, for a row that keeps its layout,
    /// once while nothing it lays out changes).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let generation = layoutGeneration
        if cacheGeneration != generation { startPass(generation) }
        if let size = sizeCache[proposal] { return size }
        let size = computeSize(proposal.sanitized).sanitized
        if let kept = keptForCheck?[proposal], kept != size {
            assertionFailure("A kept row layout went stale: \(type(of: self)) kept \(kept) for \(proposal), measures \(size)")
        }
        sizeCache[proposal] = size
        return size
    }

    /// Places the element at `frame` (global coordinates) and then its children.
    ///
    /// Placed by a container in a right-to-left environment, the frame is mirrored within the container's: a
    /// subview placed at `x` with width `w` in a container of width `W` is placed at `W - x - w`, SwiftUI's "flips
    /// the x position of each view within its parent". Every container's placement goes through here, so stacks,
    /// frames, padding, overlays, lists and custom layouts all mirror alike, and mirrored placements nest into a
    /// mirror image of the whole subtree; the elements' frames (drawing, hit-testing, focus) are the mirrored ones.
    final func place(in frame: CGRect, proposal: ProposedViewSize) {
        var frame = frame.sanitized
        let proposal = proposal.sanitized
        let generation = layoutGeneration
        let placing = Self.placing.flatMap { $0.pass === pass ? $0 : nil }
        if let placing, placing.placesRightToLeft { frame = frame.mirrored(within: placing.frame) }
        // A row that kept its sizes and is placed where it was, as it was, keeps its placement too: every
        // element under it is where it was.
        // Placed elsewhere at the same size (its list scrolled), by a distance on the device's grid, it moves its
        // placement there: every element under it moves as far.
        let keepsLayout = keptGeneration == generation && placedGeneration == keptFrom && proposal == placedProposal
            && frame.size == self.frame.size
        let offset = CGSize(width: frame.minX - self.frame.minX, height: frame.minY - self.frame.minY)
        let keepsPlacement = keepsLayout && (offset == .zero || isOnGrid(offset))
        placedGeneration = generation
        placementKeptIn = keepsPlacement ? generation : -1
        if let placing, container !== placing { containerReference = placing.reference }
        if keepsPlacement, !checksKeptLayouts {
            // Moved by nothing, it still marks the elements under it placed in this pass.
            movePlacement(by: offset)
            return
        }
        let kept = keepsPlacement ? placedFrames().map { $0.offsetBy(dx: offset.width, dy: offset.height) } : nil
        if !keepsPlacement { layoutComputedIn = generation }
        self.frame = frame
        placedProposal = proposal
        let outer = Self.placing
        Self.placing = self
        placeContent(in: self.frame, proposal: placedProposal)
        Self.placing = outer
        if let kept, !kept.elementsEqual(placedFrames(), by: { $0.isAlike(to: $1, within: Self.movedTolerance) }) {
            assertionFailure("A kept row placement went stale: \(type(of: self)) at \(frame)")
        }
    }

    /// The element being placed now (whose ``placeContent(in:proposal:)`` is running), if any.
    private static var placing: LayoutElement?

    /// Whether the element's environment is right to left: it mirrors the placement of its subviews
    /// (``place(in:proposal:)``). Looked up once per environment the element's node is given (and then once per pass).
    final var placesRightToLeft: Bool {
        direction.value(for: environment, in: layoutGeneration) { $0.isRightToLeft }
    }
    private var direction = EnvironmentCached<Bool>()
    /// The element whose placement last placed this one (nil for one placed by its graph: the root, a
    /// presentation, and once it is freed), of the same graph.
    private var container: LayoutElement? { containerReference?.element }
    private var containerReference: ElementReference?
    /// The reference to this element that its placed elements hold (made as one first needs it).
    private var storedReference: ElementReference?
    private var reference: ElementReference {
        if let storedReference { return storedReference }
        let made = ElementReference(self)
        storedReference = made
        return made
    }

    deinit { storedReference?.elementEnded() }

    /// The latest layout pass in which an element under this one was placed as a region of the tree
    /// (``ViewGraph/setNeedsLayout(inside:)``), which this element then draws afresh.
    private var regionPlacedIn = -1

    /// Records that this element is placed as a region of the tree in pass `generation`: the elements above it,
    /// as they last placed it, draw afresh in that pass (what is under them changed), not as they drew before.
    final func markPlacedAsRegion(in generation: Int) {
        var element = container
        while let current = element, current.regionPlacedIn < generation {
            current.regionPlacedIn = generation
            element = current.container
        }
    }

    // MARK: Layouts kept across passes

    /// Set by a lazy container on each row's own element (under a list's chrome): the row keeps the sizes it
    /// measured, and its placement, across layout passes while nothing it lays out changed (see
    /// ``layoutUnchanged(since:)``), so that a frame in which one row's selection changed does not measure and
    /// place every row in view again.
    var keepsLayoutAcrossPasses = false
    /// Set by a lazy container on each row it places (with its list's chrome): what it draws is a unit that the
    /// next frames likely append whole, as the list scrolls or its selection moves (``DrawnRun/isRow``).
    var isLazyRow = false
    /// The pass in which this element (a row that keeps its layout) last kept it, and the pass it kept it from.
    private var keptGeneration = -1, keptFrom = -1
    /// The pass the element was last placed in (or moved in with a container that kept its placement).
    private var placedGeneration = -1
    /// The latest pass that measured or placed the element itself, rather than keep (or move) what an earlier one
    /// did: a drawing made since reflects its layout.
    private var layoutComputedIn = -1
    /// Whether the element was placed in layout pass `generation`.
    final func wasPlaced(inPass generation: Int) -> Bool { placedGeneration == generation }
    /// Whether the element was placed in layout pass `generation` or a later one.
    final func wasPlaced(since generation: Int) -> Bool { placedGeneration >= generation }
    /// The sizes kept from an earlier pass while ``checksKeptLayouts``: measured again and compared.
    private var keptForCheck: [ProposedViewSize: CGSize]?

    /// Whether kept layouts are measured and placed again and compared with what was kept (a failed assertion
    /// when they differ): on in debug builds, so that every test laying rows out checks that nothing a kept row
    /// depends on escaped ``layoutUnchanged(since:)``; tests of the kept path itself turn it off for a graph.
    private var checksKeptLayouts: Bool { node?.graph.checksKeptLayouts ?? false }

    /// Starts layout pass `generation` for this element: its sizes are forgotten, unless it is a row that keeps
    /// its layout and nothing under it changed since its sizes were measured.
    private func startPass(_ generation: Int) {
        let from = cacheGeneration
        if keepsLayoutAcrossPasses, from >= 0, layoutUnchanged(since: from) {
            keptGeneration = generation
            keptFrom = from
            if !checksKeptLayouts {
                carryLayout(into: generation)
                return
            }
            keptForCheck = sizeCache
        } else {
            keptForCheck = nil
            layoutComputedIn = generation
        }
        cacheGeneration = generation
        sizeCache.removeAll(keepingCapacity: true)
        if !guidesAsked.isEmpty { guidesAsked.removeAll() }
        beginPass()
    }

    /// Whether nothing this element's sizes and placement depend on changed since layout pass `generation` (in
    /// which they were measured): its node's subtree was not re-evaluated, given another environment or another
    /// leaf value since (``ViewNode/subtreeChangedAt``), and the same holds for every element under it. Only kinds
    /// of element whose layout is a function of exactly that (and the proposal) override this (stacks and layout
    /// modifiers, text, images, shapes, spacers, dividers); any other kind answers false (a lazy stack reads the
    /// scroll position, a text field its editing buffer, a geometry reader builds its content while placed, …),
    /// so a row holding one is laid out again in every pass.
    func layoutUnchanged(since generation: Int) -> Bool { false }

    /// Whether the element's node's subtree is unchanged since pass `generation` (false without a node).
    final func nodeUnchanged(since generation: Int) -> Bool {
        guard let node else { return false }
        return node.subtreeChangedAt < generation
    }

    /// Carries the sizes measured earlier into pass `generation`, here and under the element (whose layout is
    /// unchanged: ``layoutUnchanged(since:)``).
    func carryLayout(into generation: Int) {
        cacheGeneration = generation
    }

    /// The frames of the element and of every element under it (for the check of a kept placement).
    func placedFrames() -> [CGRect] { [frame] }

    /// Moves the element's placement, and that of every element under it, by `offset` (a row that kept its layout,
    /// placed elsewhere at the same size): overridden by the kinds that keep layouts (``layoutUnchanged(since:)``)
    /// and hold elements, to move them too. Each kind that keeps a layout places its content relative to its frame
    /// alone, so a move by a distance on the device's grid (which rounding then leaves as it is) is a placement.
    func movePlacement(by offset: CGSize) {
        frame = frame.offsetBy(dx: offset.width, dy: offset.height)
        // Placed in this pass, where its container's kept placement puts it.
        placedGeneration = layoutGeneration
    }

    /// How far a coordinate moved with ``movePlacement(by:)`` may be from the same placed again, relative to its size
    /// (floating-point rounding), for the debug checks of kept placements and drawings.
    private static let movedTolerance: CGFloat = 1e-9

    /// Whether `offset` is a whole number of the device grid's units along both axes.
    private func isOnGrid(_ offset: CGSize) -> Bool {
        let grid = environment.platform.grid
        return grid.rounded(offset.width, along: .horizontal) == offset.width
            && grid.rounded(offset.height, along: .vertical) == offset.height
    }

    /// The element's dimensions (size and explicit guides) for a proposal.
    final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] key in
            let value = self.explicitAlignment(key, size: size, proposal: proposal)
            if self.measuresAloneWhatItsViewSays, !self.guidesAsked.contains(where: { $0.key == key && $0.proposal == proposal }) {
                self.guidesAsked.append((key, proposal, value))
            }
            return value
        }
    }

    // MARK: Measured again

    /// Whether the element's size, guides and drawing are a function of its node's view value, its environment and
    /// the proposal alone, and its container reads nothing else of it that the view value sets (its spacing and
    /// traits come from its environment): a new view value then needs the element measured again, not the whole
    /// tree laid out (``ViewGraph/setNeedsLayout(measuringAgain:)``). True for text.
    var measuresAloneWhatItsViewSays: Bool { false }

    /// Counts the view values the element's leaf node was given that differ from the one before
    /// (``LeafNode/setView(_:)``): an element that caches what it made of its view value compares this count rather
    /// than the values.
    var viewVersion = 0

    /// The explicit guides asked of the element in the pass its sizes are from, with their answers (kept only for
    /// elements that ``measuresAloneWhatItsViewSays``).
    private var guidesAsked: [(key: AlignmentKey, proposal: ProposedViewSize, value: CGFloat?)] = []

    /// Measures the element again, in the current pass, at every proposal it was measured at in the last pass it was
    /// measured in, and asks it again every guide asked then: whether every answer is the one it gave then (its
    /// container, asking the same, would lay it and its siblings out as they are). Its sizes and guides are then
    /// the current pass's.
    final func measuresAsInItsLastPass() -> Bool {
        let generation = layoutGeneration
        guard cacheGeneration >= 0, cacheGeneration < generation, !sizeCache.isEmpty else { return false }
        let sizes = sizeCache, guides = guidesAsked
        for (proposal, size) in sizes where sizeThatFits(proposal) != size { return false }
        for guide in guides
        where explicitAlignment(guide.key, size: sizeThatFits(guide.proposal), proposal: guide.proposal) != guide.value {
            return false
        }
        guidesAsked = guides
        return true
    }

    // MARK: Overridden by kinds of element

    /// Called once per layout pass before the first measurement.
    func beginPass() {}
    /// The size for a (sanitised) proposal.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    /// Places children inside the element's frame.
    func placeContent(in frame: CGRect, proposal: ProposedViewSize) {}
    /// An explicit value for a guide, in the element's own coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Traits the element exposes to its container.
    var traits: LayoutTraits { LayoutTraits() }
    /// The element's preferred spacing.
    var spacing: ViewSpacing { ViewSpacing(metrics: environment.platformMetrics) }
    /// Spacers sort after everything else in a stack and absorb spacing (research §2–3).
    var isSpacer: Bool { false }
    /// Appends the element's drawing commands, each stamped with the identity of the element's node.
    ///
    /// An element appends what it drew last time rather than drawing again when nothing it draws from changed
    /// since: a row that kept its layout and its placement in this pass (``keepsLayoutAcrossPasses``) appends what
    /// it drew in the pass it kept them from, and any element not placed in a layout of regions of the tree
    /// (``ViewGraph/setNeedsLayout(inside:)``: a list's cursor moved, a scroll view scrolled), with no such region
    /// under it and no node under it changed, appends what it drew after it was last placed. An element draws
    /// nothing but what its node, its placement and what is under it say (a change of anything else, such as the
    /// focus or a field's text, lays out the whole tree), so a frame in which one row's selection changed draws
    /// that row and the elements above it, not the window. Debug builds draw it anyway and compare
    /// (``ViewGraph/checksKeptLayouts``). The graph keeps the drawing (``DrawingMemory``).
    final func render(into list: inout DisplayList) {
        let outer = list.owner
        let generation = layoutGeneration
        let start = list.entries.count
        let memory = node?.graph.drawingMemory
        var kept: (drawn: ArraySlice<DisplayList.Entry>, drawing: KeptDrawing)?
        if let drawing = keptDrawing, drawing.owner == outer, drawing.modes == DrawingModes(list),
           keepsDrawing(drawing, in: generation) {
            let offset = CGSize(width: frame.minX - drawing.origin.x, height: frame.minY - drawing.origin.y)
            // Appended from the list it was drawn into, unless it moved (then copied, moved).
            let drawn = offset == .zero ? drawing.drawn : Self.moved(drawing.drawn, by: offset)?[...]
            if let drawn, !checksKeptLayouts {
                list.append(kept: drawn, slot: memory?.slot(for: self, owner: outer, generation: generation) ?? -1,
                            version: drawing.version, isRow: isLazyRow,
                            translation: CGSize(width: drawing.translation.width + offset.width,
                                                height: drawing.translation.height + offset.height))
                Self.noteDrawn(start..<list.entries.count)
                return
            }
            if let drawn { kept = (drawn, drawing) }
        }
        if let identity = drawingIdentity { list.owner = identity }
        let mirrors = mirrorsOwnDrawing && placesRightToLeft
        if mirrors { Self.childrenDrawn.append([]) }
        list.accessibilityElement(accessibilityElement) { draw(into: &$0) }
        if mirrors {
            // What the element drew itself, not what its children drew (already placed mirrored).
            let children = Self.childrenDrawn.removeLast()
            list.mirror((start..<list.entries.count).lazy.filter { index in !children.contains { $0.contains(index) } },
                        within: frame)
        }
        Self.noteDrawn(start..<list.entries.count)
        list.owner = outer
        if let kept, !kept.drawn.elementsEqual(list.entries[start...], by: {
            $0.owner == $1.owner && $0.item.drawsAlike($1.item, movedBy: .zero, tolerance: Self.movedTolerance)
        }) {
            assertionFailure("A kept drawing went stale: \(type(of: self)) at \(frame)")
        }
        if let memory, let slot = memory.slot(for: self, owner: outer, generation: generation) {
            list.endRun(from: start, slot: slot, version: memory.nextVersion(), isRow: isLazyRow)
        }
    }

    /// `drawn` moved by `offset`; nil when an entry cannot be moved (an effect).
    private static func moved(_ drawn: ArraySlice<DisplayList.Entry>, by offset: CGSize) -> [DisplayList.Entry]? {
        var entries: [DisplayList.Entry] = []
        entries.reserveCapacity(drawn.count)
        for entry in drawn {
            guard let item = entry.item.moved(by: offset) else { return nil }
            entries.append(DisplayList.Entry(item: item, owner: entry.owner))
        }
        return entries
    }

    /// Whether the element appends `drawing` in pass `generation` rather than drawing again (``render(into:)``).
    private func keepsDrawing(_ drawing: KeptDrawing, in generation: Int) -> Bool {
        // Drawn in this pass already (after it laid out: another list made of the same layout).
        if drawing.generation == generation { return true }
        // A row that kept its placement in this pass draws what it drew since its layout was last computed (kept or
        // moved since, with what is under it).
        if placementKeptIn == generation { return drawing.generation >= layoutComputedIn }
        // Not placed in this pass, drawn since it was last placed, and nothing under it placed as a region.
        guard placedGeneration < generation, drawing.generation >= placedGeneration, regionPlacedIn < generation,
              let node else { return false }
        // A row that keeps its layout draws from its layout alone; anything else, only in a layout of regions,
        // and while no node under it changed since it drew.
        return keepsLayoutAcrossPasses
            || (node.graph.isLayoutOfRegions(generation) && node.subtreeChangedAt < drawing.generation)
    }

    /// The pass in which the element's placement was kept (-1: not in the latest pass it was placed in).
    private var placementKeptIn = -1
    /// What the element drew last, and in which pass, for which display list (``DrawingMemory``).
    private var keptDrawing: KeptDrawing?

    /// Keeps what the element drew into the list its graph made (nil: nothing to keep).
    final func keep(_ drawing: KeptDrawing?) { keptDrawing = drawing }

    /// The identity its drawing carries (``DisplayList/Entry/owner``): its node's, unless the element draws for a
    /// view of its own (a list row: its content's).
    var drawingIdentity: ViewIdentity? { node?.identity }

    /// What the element is in the accessibility tree, around its drawing (nil: nothing of its own, its children
    /// may be). Asked only while drawing into a list that describes accessibility.
    var accessibilityElement: AccessibilityElement? { nil }

    /// Draws the element: overridden by each kind of element; children are drawn with `render(into:)`.
    func draw(into list: inout DisplayList) {}

    /// Whether what the element draws itself (its decorations: a row's separator and marks, a bar's titles, a split
    /// view's dividers), worked out from its frame as if left to right, is mirrored within its frame when its
    /// environment is right to left (``render(into:)``); its children are placed mirrored already. False for views
    /// that draw what the app gives them (a shape's path, a canvas), which SwiftUI does not mirror.
    var mirrorsOwnDrawing: Bool { false }

    /// `rect` (global) mirrored within the element's frame when its environment is right to left: where something
    /// worked out as if left to right is on screen (a hit region of what the element draws itself), or where
    /// something placed mirrored would be left to right (a child's frame read to work out a decoration).
    final func mirroredIfRightToLeft(_ rect: CGRect) -> CGRect {
        placesRightToLeft ? rect.mirrored(within: frame) : rect
    }

    /// For each element drawing now whose own drawing is mirrored, the ranges of the list its children drew.
    private static var childrenDrawn: [[Range<Int>]] = []

    /// Notes the range an element drew, for the element drawing it, if that one mirrors its own drawing.
    private static func noteDrawn(_ range: Range<Int>) {
        guard !childrenDrawn.isEmpty, !range.isEmpty else { return }
        childrenDrawn[childrenDrawn.count - 1].append(range)
    }
}

extension ProposedViewSize {
    /// The proposal with NaN and negative dimensions replaced (NaN → nil, negative → 0).
    var sanitized: ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN { return nil }
            return max(value, 0)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

/// A reference to a layout element that does not keep it, cleared as the element is freed: what an element holds
/// of its container (``LayoutElement``'s `container`). Not `weak`: an object that is ever the target of a weak
/// reference gets a side table, and every retain and release of it takes the runtime's slow path (the same reason
/// as ``NodeReference``).
final class ElementReference: @unchecked Sendable {
    nonisolated(unsafe) private unowned(unsafe) var target: LayoutElement?

    @MainActor init(_ element: LayoutElement) { target = element }

    /// The element; nil once it is freed.
    @MainActor var element: LayoutElement? { target }

    /// Called by the element as it is freed: the reference answers nil from now on.
    func elementEnded() { target = nil }
}
