import Foundation

/// A vertical stack that builds its rows only as they come into view, as SwiftUI's `LazyVStack`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// A horizontal stack that builds its columns only as they come into view, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// Which section parts stay pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyVStack: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LazyStackNode<LazyVStack>(graph: graph, element: LazyStackElement(node: nil, axis: .vertical), content: { $0.content }) { view, element in
            element.rowSpacing = view.spacing
            element.crossAlignment = view.alignment.fraction
            element.pinnedViews = view.pinnedViews
        }
    }
}

extension LazyHStack: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LazyStackNode<LazyHStack>(graph: graph, element: LazyStackElement(node: nil, axis: .horizontal), content: { $0.content }) { view, element in
            element.rowSpacing = view.spacing
            element.crossAlignment = view.alignment.fraction
            element.pinnedViews = view.pinnedViews
        }
    }
}

/// The node of a lazy stack or grid: its content's `ForEach`es build rows on demand.
@MainActor
final class LazyStackNode<V: View>: ViewNode {
    override var producesElements: Bool { true }
    private var view: V?
    private let content: (V) -> any View
    private let configure: (V, LazyStackElement) -> Void
    private let element: LazyStackElement

    init(graph: ViewGraph, element: LazyStackElement, content: @escaping (V) -> any View,
         configure: @escaping (V, LazyStackElement) -> Void) {
        self.content = content
        self.configure = configure
        self.element = element
        super.init(graph: graph)
        element.node = self
    }

    override func setView(_ view: any View) -> Bool {
        let new = view as! V
        defer { self.view = new }
        return self.view.map { !ViewComparison.isSame($0, new) } ?? true
    }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment {
            $0.stackAxis = element.axis
            $0.rowsAreLazy = true
        }
    }

    override func evaluate() {
        guard let view else { return }
        configure(view, element)
        reconcileChild(content(view))
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        element.setRows(childRows())
        elements.append(element)
    }
}

/// A node whose rows a ``LazyStackElement`` lays out (lazy stacks, lists): `ScrollViewProxy.scrollTo` finds
/// rows through it by id without building them.
@MainActor
protocol LazyRowsNode: ViewNode {
    /// The element that lays out the rows.
    var lazyRowsElement: LazyStackElement { get }
}

extension LazyStackNode: LazyRowsNode {
    /// The stack's element.
    var lazyRowsElement: LazyStackElement { element }
}

/// A row as a lazy container lays it out, with what a list needs to draw its chrome.
@MainActor
struct RowContext {
    /// The row's index among all rows.
    let row: Int
    /// The row's own element.
    let element: LayoutElement
    /// The row's `ForEach` id, if it comes from one.
    let id: AnyHashable?
    /// Header, footer or content row.
    let role: RowSegment.Role
    /// Whether it is the first content row of its section (or of a run of rows outside sections).
    let isFirstInGroup: Bool
    /// Whether it is the last content row of its section (or run).
    let isLastInGroup: Bool
    /// Whether it is the container's first row.
    let isFirstRow: Bool
    /// Whether it directly follows its section's header.
    let followsHeader: Bool
    /// For the header of a collapsible section: whether the section is expanded (nil otherwise).
    let isExpanded: Bool?
}

/// Lays out a lazy stack: rows along the axis, only those in the visible window (plus some overscan) built
/// and measured; the offsets of the others come from measured lengths where known and an estimate elsewhere
/// (``RowHeightIndex``).
@MainActor
class LazyStackElement: LayoutElement {
    let axis: Axis
    /// The spacing argument; nil uses the platform's spacing along the axis.
    var rowSpacing: CGFloat?
    /// Where rows sit across the axis, as a fraction of the free space (0 leading/top, 0.5 centre, 1).
    var crossAlignment: CGFloat = 0.5
    /// Wraps each row before it is laid out (a list adds its row chrome); nil lays rows out as they are.
    var decorate: ((RowContext) -> LayoutElement)?
    /// Section headers and footers that stay at the window's edges while their section is in view.
    var pinnedViews: PinnedScrollableViews = []
    /// What the stack is in the accessibility tree (a list's rows are a list), if anything.
    var accessibilityRole: AccessibilityElement.Role?

    private(set) var segments: [RowSegment] = []
    /// Where the segments start and what the length index was built for.
    private var segmentLayout = RowSegmentLayout([])
    /// The first row index of each segment, plus the total at the end.
    var segmentStarts: [Int] { segmentLayout.starts }
    private var index = RowHeightIndex(count: 0, estimate: 16)
    private var measuredAny = false
    /// Rows placed in the latest pass, in order, for drawing.
    private(set) var placedRows: [LayoutElement] = []
    /// Pinned headers and footers placed in the latest pass, drawn over the rows on an erased band.
    private var placedPins: [(element: LayoutElement, band: CGRect)] = []
    /// The largest ideal row extent across the axis measured so far (rows measured with no cross proposal): the
    /// stack's own cross length when it is offered none. Lengths measured for a cross proposal (an infinite one
    /// while a stack around this one measures its flexibility) are not ideal lengths and do not count.
    private var widestRow: CGFloat = 0

    init(node: ViewNode?, axis: Axis) {
        self.axis = axis
        super.init(node: node)
    }

    /// Rows of overscan kept beyond each edge of the visible window.
    static let overscanRows = 4

    /// Sets the rows; the length index is rebuilt when their identities may have changed.
    func setRows(_ rows: [RowSegment]) {
        segments = rows
        fetchedRows = (-1, [:])
        let layout = RowSegmentLayout(rows)
        let changed = layout.signature != segmentLayout.signature
        segmentLayout = layout
        if changed { index = RowHeightIndex(count: layout.total, estimate: index.estimate) }
    }

    private var gap: CGFloat {
        rowSpacing ?? (axis == .vertical ? environment.platformMetrics.verticalSpacing : environment.platformMetrics.horizontalSpacing)
    }

    /// Row `row`'s place among the content rows (from 0; headers, footers and the container's own lines are not
    /// content rows), and how many content rows there are.
    func contentPlace(ofRow row: Int) -> (index: Int, count: Int) {
        (segmentLayout.contentIndex(ofRow: row, segment: segmentIndex(ofRow: row)), contentRowCount)
    }

    /// How many content rows there are (rows that are not headers, footers or the container's own lines).
    var contentRowCount: Int { segmentLayout.contentStarts.last ?? 0 }

    /// The index of the segment holding row `row` (binary search over the segments' first rows).
    func segmentIndex(ofRow row: Int) -> Int { segmentLayout.segmentIndex(ofRow: row) }

    /// The element of row `row` (decorated), building it if needed.
    /// The rows' elements fetched in the current layout pass: a pass measures the rows in view at each proposal
    /// the stack is offered and places them after, and fetching one runs its `ForEach`'s lookup and its list's
    /// chrome each time. Forgotten when the rows change.
    private var fetchedRows: (generation: Int, elements: [Int: LayoutElement?]) = (-1, [:])

    /// The element of row `row`, with its list's chrome, once per layout pass.
    private func rowElement(_ row: Int) -> LayoutElement? {
        // Without a graph there are no passes to keep them for.
        guard node != nil else { return fetchRowElement(row) }
        let generation = layoutGeneration
        if fetchedRows.generation != generation { fetchedRows = (generation, [:]) }
        if let fetched = fetchedRows.elements[row] { return fetched }
        let element = fetchRowElement(row)
        fetchedRows.elements[row] = element
        return element
    }

    private func fetchRowElement(_ row: Int) -> LayoutElement? {
        let low = segmentIndex(ofRow: row)
        guard low < segments.count else { return nil }
        let segment = segments[low]
        let element: LayoutElement?
        let id: AnyHashable?
        switch segment.source {
        case .element(let built):
            element = built
            id = nil
        case .lazy(let source):
            element = source.rowElement(at: row - segmentStarts[low])
            id = source.rowID(at: row - segmentStarts[low])
        }
        guard let element else { return nil }
        // A row keeps its layout across passes while nothing in it changes (its chrome is laid out every pass).
        element.keepsLayoutAcrossPasses = true
        let placed = decorate.map { decorate in decorate(RowContext(
            row: row, element: element, id: id, role: segment.role,
            isFirstInGroup: row == segmentStarts[low] && !continuesGroup(from: low - 1, to: low),
            isLastInGroup: row == segmentStarts[low + 1] - 1 && !continuesGroup(from: low, to: low + 1),
            isFirstRow: row == 0,
            followsHeader: row == segmentStarts[low] && low > 0 && segments[low - 1].role == .header
                && segments[low - 1].section == segment.section,
            isExpanded: segment.collapsible?.isExpanded)) } ?? element
        placed.isLazyRow = true
        return placed
    }

    /// Whether the content rows of two neighbouring segments belong to one group (same section, both rows).
    private func continuesGroup(from first: Int, to second: Int) -> Bool {
        guard first >= 0, second < segments.count else { return false }
        let a = segments[first], b = segments[second]
        return a.role == .row && b.role == .row && a.section == b.section
    }

    /// The visible window along the axis, in this stack's coordinates.
    private func window(proposedLength: CGFloat?) -> ClosedRange<CGFloat> {
        // A scroll view publishes its viewport to its content; a list that is itself the scrollable node (and
        // whose rows are this element) publishes it only to its children, so ask the node too.
        if let viewport = environment.scrollViewport ?? (node as? any ScrollableNode)?.viewport {
            let visible = viewport.visibleRect
            let myOffset = frame.origin[axis] - viewport.contentOrigin[axis]
            let start = visible.origin[axis] - (hasBeenPlaced ? myOffset : 0)
            let end = start + visible.size[axis]
            return start...max(end, start)
        }
        return 0...(proposedLength ?? .greatestFiniteMagnitude)
    }

    private var hasBeenPlaced = false

    /// The rows intersecting the window, extended by `overscan` rows beyond each edge.
    private func visibleRows(in window: ClosedRange<CGFloat>, overscan: Int = overscanRows) -> Range<Int> {
        guard index.count > 0 else { return 0..<0 }
        let first = max(index.row(at: Double(window.lowerBound)) - overscan, 0)
        // The window's end is exclusive: a row starting exactly there is not visible.
        var last = index.row(at: Double(max(window.upperBound - 0.001, window.lowerBound)))
        last = min(last + overscan, index.count - 1)
        return first..<(last + 1)
    }

    /// While the graph builds rows ahead when idle (``RowsAhead``), rows built beyond the overscan are kept for as
    /// many rows again (``overscanRows``), and released only further away: a scroll that turns back (reading up and
    /// down a few rows, the keyboard's cursor going back) finds them built rather than building them again each time
    /// (idle time on a server is shared by every session), and what a list holds stays bounded by its window.
    private func keepRowsBeyondOverscan(in window: ClosedRange<CGFloat>) {
        let used = visibleRows(in: window)
        let kept = visibleRows(in: window, overscan: 2 * Self.overscanRows)
        for row in kept where !used.contains(row) {
            if let (source, index) = lazySource(ofRow: row) { source.keepLiveRow(at: index) }
        }
    }

    /// The element of row `row` of the window's rows, for this pass: built if needed when the row is in view
    /// (`inView`) or the graph builds the rows ahead now; otherwise only when built already, and nil, noted for the
    /// backend to build when idle (``RowsAhead``), when not.
    private func rowElement(_ row: Int, inView: Range<Int>) -> LayoutElement? {
        guard let graph = node?.graph, !graph.buildsRowsAhead, !inView.contains(row), !isBuilt(row) else {
            return rowElement(row)
        }
        graph.leftRowsAhead(in: self)
        return nil
    }

    /// Whether row `row` has an element without building one (fetched in this pass, built by its `ForEach`, or not
    /// lazy at all).
    private func isBuilt(_ row: Int) -> Bool {
        if fetchedRows.generation == layoutGeneration, fetchedRows.elements[row] != nil { return true }
        guard let (source, index) = lazySource(ofRow: row) else { return true }
        return source.hasLiveRow(at: index)
    }

    /// Measures the rows in the window (rows may grow or shrink the window's content as they are measured).
    /// The first window measured sets the estimate for unmeasured rows: the median of its row lengths, so that
    /// one unusual row (a list section's first row carries its box border) does not skew the offsets of a
    /// million others.
    private func measure(crossProposal: CGFloat?, window: ClosedRange<CGFloat>) {
        var rows = visibleRows(in: window)
        var inView = visibleRows(in: window, overscan: 0)
        var row = rows.lowerBound
        var lengths: [Double] = []
        defer {
            if !measuredAny, !lengths.isEmpty {
                measuredAny = true
                index.setEstimate(lengths.sorted()[lengths.count / 2])
            }
        }
        while row < rows.upperBound {
            if let element = rowElement(row, inView: inView) {
                let size = element.sizeThatFits(ProposedViewSize(major: nil, minor: crossProposal, axis: axis))
                let length = Double(size[axis] + gap)
                if !measuredAny { lengths.append(length) }
                index.setLength(length, of: row)
                if crossProposal == nil, size[axis.other].isFinite { widestRow = max(widestRow, size[axis.other]) }
            }
            row += 1
            if row == rows.upperBound {
                rows = visibleRows(in: window)
                inView = visibleRows(in: window, overscan: 0)
            }
        }
    }

    /// The total length reported by the latest size computation.
    private var reportedTotal = 0.0
    /// The total length reported for each proposal in this layout pass: a container measures the stack at several
    /// proposals (a stack around it, for its flexibility) before placing it with one of them.
    private var reportedTotals: [ProposedViewSize: Double] = [:]

    override func beginPass() {
        super.beginPass()
        reportedTotals.removeAll(keepingCapacity: true)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let window = window(proposedLength: proposal[axis])
        var cross = proposal[axis.other]
        if cross == nil {
            // Offered no cross length, the stack takes its widest row's and places its rows across that: measure
            // them there too, so that placing finds the lengths reported (a row that wraps again when placed would
            // otherwise change the total, ask for another layout, be measured ideally again, and never settle).
            measure(crossProposal: nil, window: window)
            cross = widestRow
        }
        measure(crossProposal: cross, window: window)
        reportedTotal = index.total
        reportedTotals[proposal] = reportedTotal
        let length = max(CGFloat(index.total) - (index.count > 0 ? gap : 0), 0)
        return CGSize(major: length, minor: cross ?? widestRow, axis: axis)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        hasBeenPlaced = true
        let cross = frame.size[axis.other]
        let window = window(proposedLength: frame.size[axis])
        measure(crossProposal: cross, window: window)
        placedRows.removeAll(keepingCapacity: true)
        placedPins.removeAll(keepingCapacity: true)
        let pins = pinnedRows(in: window, crossProposal: cross)
        let inView = visibleRows(in: window, overscan: 0)
        for row in visibleRows(in: window) where !pins.contains(where: { $0.row == row }) {
            guard let element = rowElement(row, inView: inView) else { continue }
            place(element, at: CGFloat(index.offset(of: row)), in: frame)
            placedRows.append(element)
        }
        for pin in pins {
            guard let element = rowElement(pin.row) else { continue }
            let placed = place(element, at: pin.offset, in: frame)
            let band = axis == .vertical
                ? CGRect(x: frame.minX, y: placed.minY, width: frame.width, height: placed.height)
                : CGRect(x: placed.minX, y: frame.minY, width: placed.width, height: frame.height)
            placedPins.append((element, band))
        }
        if let graph = node?.graph, graph.defersRowsAhead { keepRowsBeyondOverscan(in: window) }
        for segment in segments {
            if case .lazy(let source) = segment.source { source.releaseRows(unusedSince: layoutGeneration) }
        }
        // Rows measured while placing (newly in view) changed the total: the container sized this stack with
        // the old one (e.g. a scroll view's end), so lay out once more.
        // Compared with the total reported for the proposal the stack is placed with, not the latest: measuring at
        // another proposal (0 or ∞ across, for a surrounding stack's flexibility) changes wrapping rows' lengths
        // and would otherwise ask for a layout on every pass.
        if index.total != reportedTotals[proposal] ?? reportedTotal { node?.graph.setNeedsLayout() }
    }

    /// Places a row `offset` along the axis from the stack's start, aligned across it; returns its frame.
    @discardableResult
    private func place(_ element: LayoutElement, at offset: CGFloat, in frame: CGRect) -> CGRect {
        let cross = frame.size[axis.other]
        let rowProposal = ProposedViewSize(major: nil, minor: cross, axis: axis)
        let size = element.sizeThatFits(rowProposal)
        let along = frame.origin[axis] + offset
        let across = frame.origin[axis.other] + (cross - size[axis.other]) * crossAlignment
        let origin = axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        let placed = CGRect(origin: origin, size: size)
        element.place(in: placed, proposal: rowProposal)
        return placed
    }

    override var accessibilityElement: AccessibilityElement? {
        accessibilityRole.map { AccessibilityElement(role: $0, count: contentRowCount) }
    }

    override func draw(into list: inout DisplayList) {
        for row in placedRows { row.render(into: &list) }
        for pin in placedPins {
            list.append(.erase(pin.band))
            pin.element.render(into: &list)
        }
    }

    // MARK: Pinned headers and footers

    /// The headers and footers to pin, with their offsets: the header of the section at the window's start
    /// once it has scrolled past that edge, pushed back by the section's end; the footer of the section at
    /// the window's end while it is beyond that edge, held below the section's header (SwiftUI's
    /// `pinnedViews`, which behave as UIKit's floating section headers and footers).
    private func pinnedRows(in window: ClosedRange<CGFloat>, crossProposal: CGFloat?) -> [(row: Int, offset: CGFloat)] {
        guard !pinnedViews.isEmpty, index.count > 0 else { return [] }
        var pins: [(row: Int, offset: CGFloat)] = []
        if pinnedViews.contains(.sectionHeaders),
           let section = sectionRows(at: index.row(at: Double(window.lowerBound))),
           let header = section.header {
            let length = measuredLength(ofRow: header, crossProposal: crossProposal)
            let natural = CGFloat(index.offset(of: header))
            if natural < window.lowerBound {
                let end = CGFloat(index.offset(of: section.rows.upperBound - 1) + index.length(of: section.rows.upperBound - 1)) - gap
                pins.append((header, min(window.lowerBound, end - length)))
            }
        }
        if pinnedViews.contains(.sectionFooters),
           let section = sectionRows(at: index.row(at: Double(max(window.upperBound - 0.001, window.lowerBound)))),
           let footer = section.footer, !pins.contains(where: { $0.row == footer }) {
            let length = measuredLength(ofRow: footer, crossProposal: crossProposal)
            let natural = CGFloat(index.offset(of: footer))
            if natural + length > window.upperBound {
                // Never above the section's own header.
                let top = section.header.map { CGFloat(index.offset(of: $0 + 1)) } ?? CGFloat(index.offset(of: section.rows.lowerBound))
                pins.append((footer, max(window.upperBound - length, top)))
            }
        }
        return pins
    }

    /// The rows of the section holding row `row` (all its segments, header and footer included) and its header
    /// and footer rows; nil outside sections.
    private func sectionRows(at row: Int) -> (rows: Range<Int>, header: Int?, footer: Int?)? {
        let position = segmentIndex(ofRow: row)
        guard position < segments.count, let section = segments[position].section else { return nil }
        var first = position, last = position
        while first > 0, segments[first - 1].section == section { first -= 1 }
        while last + 1 < segments.count, segments[last + 1].section == section { last += 1 }
        let header = (first...last).first { segments[$0].role == .header }.map { segmentStarts[$0] }
        let footer = (first...last).last { segments[$0].role == .footer }.map { segmentStarts[$0] }
        return (segmentStarts[first]..<segmentStarts[last + 1], header, footer)
    }

    /// The length of row `row` with the spacing after it removed, measuring it first if it never was (a pinned
    /// header far from where the rows were measured).
    private func measuredLength(ofRow row: Int, crossProposal: CGFloat?) -> CGFloat {
        if let element = rowElement(row) {
            let size = element.sizeThatFits(ProposedViewSize(major: nil, minor: crossProposal, axis: axis))
            index.setLength(Double(size[axis] + gap), of: row)
        }
        return max(CGFloat(index.length(of: row)) - gap, 0)
    }

    /// The number of rows.
    var rowCount: Int { index.count }

    // MARK: Finding rows (scroll readers)

    /// The row of the lazy `ForEach` row with `id` (only among `source`'s rows when given), found by scanning
    /// the ids without building any row.
    func row(withID id: AnyHashable, in source: (any LazyRowSource)? = nil) -> Int? {
        for (position, segment) in segments.enumerated() {
            guard case .lazy(let lazy) = segment.source, source.map({ $0 === lazy }) ?? true,
                  let row = lazy.rowIndex(of: id) else { continue }
            return segmentStarts[position] + row
        }
        return nil
    }

    /// Whether `source` supplies lazy rows of this stack (its children are then rows built on demand).
    func holdsLazyRows(of source: any LazyRowSource) -> Bool {
        segments.contains { if case .lazy(let lazy) = $0.source { lazy === source } else { false } }
    }

    /// The row whose own (undecorated) element is `element`: a static view among the rows.
    func row(of element: LayoutElement) -> Int? {
        for (position, segment) in segments.enumerated() {
            if case .element(let built) = segment.source, built === element { return segmentStarts[position] }
        }
        return nil
    }

    /// Where row `row` lies along the axis, in the stack's coordinates: its offset and its length without the
    /// spacing after it (measured, or the estimate for a row never measured).
    func extent(ofRow row: Int) -> (offset: CGFloat, length: CGFloat)? {
        guard row >= 0, row < index.count else { return nil }
        return (CGFloat(index.offset(of: row)), max(CGFloat(index.length(of: row)) - gap, 0))
    }

    /// The row at `offset` along the axis, in the stack's coordinates (the last row past the end); nil without
    /// rows.
    func row(atOffset offset: CGFloat) -> Int? {
        guard index.count > 0 else { return nil }
        return min(max(index.row(at: Double(max(offset, 0))), 0), index.count - 1)
    }

    /// The `ForEach` id of row `row`, read without building it (nil for a static view).
    func rowID(ofRow row: Int) -> AnyHashable? {
        guard row >= 0, row < index.count else { return nil }
        let position = segmentIndex(ofRow: row)
        guard case .lazy(let source) = segments[position].source else { return nil }
        return source.rowID(at: row - segmentStarts[position])
    }

    /// The selection value of a row: its `tag`, or else its `ForEach` id.
    func selectionValue(ofRow row: Int) -> AnyHashable? {
        guard row >= 0, row < index.count else { return nil }
        let position = segmentIndex(ofRow: row)
        switch segments[position].source {
        case .element(let built):
            return Self.selectionValue(tag: built.listRowTraits.tag, id: nil)
        case .lazy(let source):
            let index = row - segmentStarts[position]
            return Self.selectionValue(tag: source.rowElement(at: index)?.listRowTraits.tag, id: source.rowID(at: index))
        }
    }

    /// A row's selection value from its `tag` and its `ForEach` id: the tag wins; optionals are unwrapped (a
    /// `tag(Optional(x))` selects `x`, as SwiftUI's optional selection does).
    static func selectionValue(tag: AnyHashable?, id: AnyHashable?) -> AnyHashable? {
        (tag ?? id)?.unwrappingOptionals
    }
}
