import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`.
///
/// Along its scroll axes it takes the space proposed and offers its content unlimited space (a nil
/// proposal); across them it passes its proposal on and is as large as its content (SwiftUI Field Guide,
/// "Scroll View"). Several content views stack vertically (horizontally for a horizontal scroll view).
public struct ScrollView<Content: View>: View {
    /// The content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether a scroll indicator is drawn when the content is larger than the view.
    public var showsIndicators: Bool

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ScrollView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { ScrollViewNode<Content>(graph: graph) }
}

/// What a scroll view shows of its content, shared with lazy content so that it builds only what is visible.
@MainActor
final class ScrollViewport {
    /// The visible part of the content, in the content's own coordinates.
    var visibleRect: CGRect = .zero
    /// The content's origin in global coordinates, as placed last.
    var contentOrigin: CGPoint = .zero
    /// The offset a pending `scrollTo` wants, asked again once the content is placed (the rows around its
    /// target are measured only then); the next layout consumes it.
    var pendingScroll: (() -> CGPoint?)?
    /// Whether the last scroll request asked for the end (kept at the end as measured lengths change).
    var pinnedToEnd = false
    /// Whether the content has been placed once (the default scroll anchor applies before that).
    var hasBeenPlaced = false
}

private struct ScrollViewportKey: EnvironmentKey {
    static let defaultValue: ScrollViewport? = nil
}

extension EnvironmentValues {
    /// The viewport of the innermost scroll view.
    var scrollViewport: ScrollViewport? {
        get { self[ScrollViewportKey.self] }
        set { self[ScrollViewportKey.self] = newValue }
    }
}

/// A node that scrolls: for its element, scroll readers, tests and the terminal's keys.
@MainActor
protocol ScrollableNode: ViewNode {
    /// The scrollable axes.
    var axes: Axis.Set { get }
    /// Whether an indicator is drawn.
    var showsIndicators: Bool { get }
    /// How far the content is moved up and left.
    var offset: CGPoint { get set }
    /// What is visible, shared with lazy content.
    var viewport: ScrollViewport { get }
    /// The largest offset, as of the last layout.
    var maximumOffset: CGPoint { get }
    /// The visible size, as of the last layout.
    var viewportSize: CGSize { get }
    /// What the platform draws behind the content, across the visible frame (a list's background); nil: nothing.
    var contentBackground: Chrome? { get }
    /// The element of the visible frame, whose size the offset does not change: a scroll lays out only what is
    /// inside it (``ViewGraph/setNeedsLayout(inside:)``).
    var viewportElement: ScrollViewElement { get }
}

extension ScrollableNode {
    /// A plain scroll view draws no background of its own.
    var contentBackground: Chrome? { nil }
}

extension ScrollableNode {
    /// Scrolls so that the content's point `offset` is at the top-leading corner (clamped at the next layout).
    func scroll(to offset: CGPoint) {
        self.offset = offset
        // A request at or past the end keeps the end in view while row lengths are still being measured.
        viewport.pinnedToEnd = offset.y >= maximumOffset.y && offset.y > 0
        // The content moves within the visible frame, which keeps its place and size.
        graph.setNeedsLayout(inside: viewportElement)
    }
}

/// The node of a scroll view: keeps the scroll offset across updates.
@MainActor
final class ScrollViewNode<Content: View>: ViewNode, ScrollableNode {
    override var producesElements: Bool { true }
    private var view: ScrollView<Content>?
    let viewport = ScrollViewport()
    var offset: CGPoint = .zero
    private lazy var element = ScrollViewElement(node: self)
    var viewportElement: ScrollViewElement { element }

    var axes: Axis.Set { view?.axes ?? .vertical }
    var showsIndicators: Bool { (view?.showsIndicators ?? true) && !environment.scrollSettings.hiddenIndicators.contains(.vertical) }
    var maximumOffset: CGPoint { element.maximumOffset }
    var viewportSize: CGSize { element.frame.size }

    override func setView(_ view: any View) -> Bool {
        let new = view as! ScrollView<Content>
        defer { self.view = new }
        return self.view.map { !ViewComparison.isSame($0, new) } ?? true
    }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment {
            $0.stackAxis = nil
            $0.rowsAreLazy = false
            $0.scrollViewport = viewport
        }
    }

    override func evaluate() {
        guard let view else { return }
        reconcileChild(view.content)
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        element.setContent(childElements())
        elements.append(element)
    }
}

/// Lays out a scroll view: the content at the negative offset, clipped to the frame, with an indicator.
@MainActor
final class ScrollViewElement: LayoutElement {
    private lazy var stack = LayoutHostElement(layout: VStackLayout(), node: node)
    private var content: LayoutElement?
    private(set) var maximumOffset: CGPoint = .zero
    private var contentSize: CGSize = .zero
    private var scrollNode: (any ScrollableNode)? { node as? any ScrollableNode }
    private var axes: Axis.Set { scrollNode?.axes ?? .vertical }

    /// Sets the content's elements (several stack along the scroll axis).
    func setContent(_ elements: [LayoutElement]) {
        if elements.count == 1 {
            content = elements[0]
        } else {
            stack.layout = axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            stack.setSubviews(elements)
            content = stack
        }
    }

    /// The room around the content (`contentMargins`).
    private var margins: EdgeInsets { environment.scrollSettings.contentMargins }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let margins = self.margins
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
                                height: axes.contains(.vertical) ? nil : proposal.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The content's size with its margins.
    private func withMargins(_ size: CGSize) -> CGSize {
        let margins = self.margins
        return CGSize(width: size.width + margins.leading + margins.trailing, height: size.height + margins.top + margins.bottom)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = withMargins(content?.sizeThatFits(contentProposal(proposal)) ?? .zero)
        return CGSize(width: axes.contains(.horizontal) ? (proposal.width ?? size.width) : size.width,
                      height: axes.contains(.vertical) ? (proposal.height ?? size.height) : size.height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        guard let content, let node = scrollNode else { return }
        let childProposal = contentProposal(ProposedViewSize(frame.size))
        node.viewport.visibleRect = CGRect(origin: node.offset, size: frame.size)
        contentSize = content.sizeThatFits(childProposal)
        let total = withMargins(contentSize)
        maximumOffset = CGPoint(x: max(total.width - frame.width, 0), y: max(total.height - frame.height, 0))
        if !node.viewport.hasBeenPlaced {
            node.viewport.hasBeenPlaced = true
            // `defaultScrollAnchor`: the anchor's point of the content at the same point of the view.
            if let anchor = environment.scrollSettings.defaultAnchor {
                node.offset = CGPoint(x: anchor.x * maximumOffset.x, y: anchor.y * maximumOffset.y)
                node.viewport.pinnedToEnd = anchor.y >= 1 && maximumOffset.y > 0
            }
        }
        placeScrolled(content, of: node, in: frame, proposal: childProposal)
        // A `scrollTo` aimed with estimated row lengths: aim again with the rows now measured (a few rounds).
        if let aim = node.viewport.pendingScroll {
            node.viewport.pendingScroll = nil
            for _ in 0..<4 {
                guard let wanted = aim().map(clamped), wanted != node.offset else { break }
                node.offset = wanted
                placeScrolled(content, of: node, in: frame, proposal: childProposal)
            }
        }
    }

    /// The offset limited to the scrollable range.
    private func clamped(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, 0), maximumOffset.x), y: min(max(offset.y, 0), maximumOffset.y))
    }

    /// Places the content at the node's (clamped) offset.
    private func placeScrolled(_ content: LayoutElement, of node: any ScrollableNode, in frame: CGRect, proposal: ProposedViewSize) {
        if node.viewport.pinnedToEnd { node.offset.y = maximumOffset.y }
        let offset = clamped(node.offset)
        if offset != node.offset { node.offset = offset }
        let margins = self.margins
        node.viewport.visibleRect = CGRect(x: offset.x - margins.leading, y: offset.y - margins.top, width: frame.width, height: frame.height)
        let origin = CGPoint(x: frame.minX - offset.x + margins.leading, y: frame.minY - offset.y + margins.top)
        node.viewport.contentOrigin = origin
        content.place(in: CGRect(origin: origin, size: contentSize), proposal: proposal)
    }

    override func draw(into list: inout DisplayList) {
        if let background = scrollNode?.contentBackground { list.append(background, frame: frame) }
        let clips = !environment.scrollSettings.clipDisabled
        if list.scrollsNatively, clips, let node = scrollNode {
            // The backend scrolls the region itself (and draws its own indicator).
            list.append(.beginScroll(ScrollRegion(id: node.identity, frame: frame, contentSize: withMargins(contentSize),
                                                  offset: node.offset, axes: axes)))
            content?.render(into: &list)
            list.append(.endScroll)
            return
        }
        if clips { list.pushClip(frame) }
        content?.render(into: &list)
        if clips { list.popClip() }
        renderIndicator(into: &list)
    }

    /// The vertical indicator at the trailing edge while the content is taller than the view: the platform
    /// draws it (``Chrome/scrollIndicator(_:visible:position:)``) as wide as its `scrollIndicatorWidth`.
    private func renderIndicator(into list: inout DisplayList) {
        let total = withMargins(contentSize)
        guard let node = scrollNode, node.showsIndicators, axes.contains(.vertical),
              total.height > frame.height, frame.height > 0 else { return }
        let width = environment.platformMetrics.controls.scrollIndicatorWidth
        let track = CGRect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
        list.append(.scrollIndicator(.vertical, visible: Double(frame.height / total.height),
                                     position: Double(node.offset.y / max(maximumOffset.y, 1))), frame: track)
    }
}
