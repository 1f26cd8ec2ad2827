import Foundation

/// `safeAreaInset`: the inset view sits at one edge of the modified view, as tall (wide) as it wants to be and
/// as wide (tall) as the space offered; the modified view is offered what is left, less the spacing, and placed
/// beside it, so nothing it shows lies under the inset view (a list's last row scrolls into view above a bottom
/// inset). The two together take the modified view's size plus the inset's along the edge's axis.
struct SafeAreaInsetLayout: Layout {
    /// The edge the inset view sits at.
    let edge: Edge
    /// How the inset view is aligned along its edge, as a fraction (0 leading or top, 0.5 centre, 1 trailing or
    /// bottom).
    let alignment: CGFloat
    /// The room between the inset view and the modified view.
    let spacing: CGFloat

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset view's length along the axis for a proposal across it.
    private func insetLength(_ inset: LayoutSubview, across: CGFloat?) -> CGFloat {
        let size = axis == .vertical ? inset.sizeThatFits(ProposedViewSize(width: across, height: nil))
                                     : inset.sizeThatFits(ProposedViewSize(width: nil, height: across))
        return max(size[axis], 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let across = axis == .vertical ? proposal.width : proposal.height
        let along = axis == .vertical ? proposal.height : proposal.width
        let inset = insetLength(subviews[1], across: across)
        let room = along.map { max($0 - inset - spacing, 0) }
        let main = subviews[0].sizeThatFits(axis == .vertical ? ProposedViewSize(width: across, height: room)
                                                               : ProposedViewSize(width: room, height: across))
        let insetAcross = (axis == .vertical ? subviews[1].sizeThatFits(ProposedViewSize(width: across, height: nil)).width
                                             : subviews[1].sizeThatFits(ProposedViewSize(width: nil, height: across)).height)
        let total = main[axis] + spacing + inset
        let width = axis == .vertical ? max(main.width, across.flatMap { $0.isFinite ? min(insetAcross, $0) : nil } ?? insetAcross) : total
        let height = axis == .vertical ? total : max(main.height, across.flatMap { $0.isFinite ? min(insetAcross, $0) : nil } ?? insetAcross)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let across = axis == .vertical ? bounds.width : bounds.height
        let inset = min(insetLength(subviews[1], across: across), bounds.size[axis])
        let room = max(bounds.size[axis] - inset - spacing, 0)
        let insetSize = subviews[1].sizeThatFits(axis == .vertical ? ProposedViewSize(width: across, height: inset)
                                                                   : ProposedViewSize(width: inset, height: across))
        let offsetAcross = max(across - min(insetSize[axis.other], across), 0) * alignment
        switch edge {
        case .top:
            subviews[1].place(at: CGPoint(x: bounds.minX + offsetAcross, y: bounds.minY), proposal: ProposedViewSize(width: across, height: inset))
            subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY + inset + spacing), proposal: ProposedViewSize(width: across, height: room))
        case .bottom:
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: across, height: room))
            subviews[1].place(at: CGPoint(x: bounds.minX + offsetAcross, y: bounds.maxY - inset), proposal: ProposedViewSize(width: across, height: inset))
        case .leading:
            subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.minY + offsetAcross), proposal: ProposedViewSize(width: inset, height: across))
            subviews[0].place(at: CGPoint(x: bounds.minX + inset + spacing, y: bounds.minY), proposal: ProposedViewSize(width: room, height: across))
        case .trailing:
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: room, height: across))
            subviews[1].place(at: CGPoint(x: bounds.maxX - inset, y: bounds.minY + offsetAcross), proposal: ProposedViewSize(width: inset, height: across))
        }
    }
}

/// The modifier behind `safeAreaInset`.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let inset: Inset
    let edge: Edge
    let alignment: CGFloat
    let spacing: CGFloat?

    static func makeNode(graph: ViewGraph) -> ViewNode { SafeAreaInsetNode<Inset>(graph: graph) }
}

/// Holds the modified content and the inset view as two children and lays them out side by side.
@MainActor
final class SafeAreaInsetNode<Inset: View>: ModifierNode<SafeAreaInsetModifier<Inset>> {
    override var producesElements: Bool { true }

    private lazy var host = LayoutHostElement(layout: SafeAreaInsetLayout(edge: .bottom, alignment: 0.5, spacing: 0), node: self)
    private lazy var mainStack = LayoutHostElement(layout: ZStackLayout(), node: self)
    private lazy var insetStack = LayoutHostElement(layout: VStackLayout(spacing: 0), node: self)

    /// The inset view is in a bar of its own: not in the surrounding stack, list or scroll view.
    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        let isInset = key == .position(1)
        return derivingEnvironment(slot: isInset ? 1 : 0) {
            $0.rowsAreLazy = false
            if isInset {
                let vertical = self.modifier.edge == .top || self.modifier.edge == .bottom
                $0.stackAxis = vertical ? .vertical : .horizontal
                $0.isInList = false
                $0.scrollViewport = nil
            }
        }
    }

    override func evaluate() {
        guard let content else { return }
        reconcileChildren([(.position(0), content), (.position(1), modifier.inset)])
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        guard children.count == 2 else { return }
        let vertical = modifier.edge == .top || modifier.edge == .bottom
        let main = single(children[0].layoutElements(), stack: mainStack)
        insetStack.layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        let inset = single(children[1].layoutElements(), stack: insetStack)
        let spacing = modifier.spacing.flatMap { $0.isFinite ? max($0, 0) : nil }
            ?? (vertical ? environment.platformMetrics.verticalSpacing : environment.platformMetrics.horizontalSpacing)
        host.layout = SafeAreaInsetLayout(edge: modifier.edge, alignment: modifier.alignment, spacing: spacing)
        host.setSubviews([main, inset])
        elements.append(host)
    }

    private func single(_ elements: [LayoutElement], stack: LayoutHostElement) -> LayoutElement {
        if elements.count == 1 { return elements[0] }
        stack.setSubviews(elements)
        return stack
    }
}

extension View {
    /// Shows `content` at the top or bottom edge of this view, this view being inset by its height (and
    /// `spacing`) so that nothing of it lies beneath: a bar of buttons under a list, the list's rows above it.
    ///
    /// - Parameters:
    ///   - edge: The edge the view sits at.
    ///   - alignment: How the view is aligned along the edge.
    ///   - spacing: The room between it and this view (nil: the platform's spacing).
    ///   - content: The view.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom,
                                       alignment: alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5, spacing: spacing))
    }

    /// Shows `content` at the leading or trailing edge of this view, this view being inset by its width (and
    /// `spacing`).
    ///
    /// - Parameters:
    ///   - edge: The edge the view sits at.
    ///   - alignment: How the view is aligned along the edge.
    ///   - spacing: The room between it and this view (nil: the platform's spacing).
    ///   - content: The view.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing,
                                       alignment: alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5, spacing: spacing))
    }

    /// Adds room to this view's safe area at every edge: its content keeps that far from the edges (a terminal
    /// has no safe area of its own, so this is padding).
    ///
    /// - Parameter insets: The room at each edge.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Adds room to this view's safe area along `edges` (nil: the platform's default padding).
    ///
    /// - Parameters:
    ///   - edges: The edges.
    ///   - length: The room.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }

    /// Adds `length` of room to this view's safe area at every edge.
    ///
    /// - Parameter length: The room.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
}
