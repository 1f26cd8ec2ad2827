import Foundation

/// Overlay and background: the primary view decides the size; the secondary view is offered that size and
/// aligned on it (research §9; Apple's overlay/background documentation). Several secondary views form an
/// implicit ZStack. A primary of several views is stacked vertically first (a documented divergence: SwiftUI
/// applies the layer to each view).
struct SecondaryLayerLayout: ForwardsFirstSubviewGuides {
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        // The layer is aligned on the primary view's guides, explicit values included (research §9, OpenSwiftUI
        // OverlayModifier; fatbobman "SwiftUI 布局 —— 对齐": moving the primary's .trailing/.top guides moves a
        // topTrailing overlay).
        let primary = subviews[0].dimensions(in: proposal)
        let layer = subviews[1].dimensions(in: secondaryProposal)
        let x = primary[alignment.horizontal] - layer[alignment.horizontal]
        let y = primary[alignment.vertical] - layer[alignment.vertical]
        subviews[1].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: secondaryProposal)
    }

    /// The primary view's spacing: the layer does not change how the view sits among its siblings.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}

/// The modifier behind `overlay`, `background` and `mask`.
struct SecondaryLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    /// What the layer is to the view.
    enum Role {
        case overlay, background
        /// Laid out as an overlay and not drawn: the view is drawn only where the layer would be (clipped to the
        /// layer's frame, inside an ``Effect/mask(_:)`` with the layer's drawing).
        case mask
    }
    let layer: Layer
    let alignment: Alignment
    let role: Role

    static func makeNode(graph: ViewGraph) -> ViewNode { SecondaryLayerNode<Layer>(graph: graph) }
}

/// Holds the content and the layer as two children and combines their elements.
@MainActor
final class SecondaryLayerNode<Layer: View>: ModifierNode<SecondaryLayerModifier<Layer>> {
    override var producesElements: Bool { true }

    private lazy var host = LayoutHostElement(layout: SecondaryLayerLayout(alignment: .center), node: self, isUnaryModifier: true)
    private lazy var primaryStack = LayoutHostElement(layout: VStackLayout(), node: self)
    private lazy var layerStack = LayoutHostElement(layout: ZStackLayout(), node: self)

    /// The layer is not in the surrounding stack (a Spacer or Divider in it is not oriented by the stack);
    /// the primary content still is.
    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        let isLayer = key == .position(1)
        return derivingEnvironment(slot: isLayer ? 1 : 0) {
            $0.rowsAreLazy = false
            if isLayer { $0.stackAxis = nil }
        }
    }

    override func evaluate() {
        guard let content else { return }
        reconcileChildren([(.position(0), content), (.position(1), modifier.layer)])
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        guard children.count == 2 else { return }
        let primary = single(children[0].layoutElements(), stack: primaryStack)
        let layer = single(children[1].layoutElements(), stack: layerStack)
        layerStack.layout = ZStackLayout(alignment: modifier.alignment)
        host.layout = SecondaryLayerLayout(alignment: modifier.alignment)
        host.setSubviews([primary, layer])
        host.drawingOrder = modifier.role == .background ? [1, 0] : [0, 1]
        host.maskIndex = modifier.role == .mask ? 1 : nil
        elements.append(host)
    }

    private func single(_ elements: [LayoutElement], stack: LayoutHostElement) -> LayoutElement {
        if elements.count == 1 { return elements[0] }
        stack.setSubviews(elements)
        return stack
    }
}

extension View {
    /// Layers views in front of this view, aligned on it and sized by it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, role: .overlay))
    }

    /// Layers a view in front of this view (deprecated form; a `Color` argument picks the shape-style form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, role: .overlay))
    }

    /// Layers a shape style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// Layers views behind this view, aligned on it and sized by it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, role: .background))
    }

    /// Layers a view behind this view (deprecated form; a `Color` argument picks the shape-style form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, role: .background))
    }

    /// Fills the area behind this view with a shape style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }

    /// Fills the area behind this view with a shape style in a shape.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style) }
    }

    /// Masks the view with another view: the view shows only where the mask is opaque. The mask is laid out as an
    /// overlay (offered the view's size, aligned on it); a platform that cannot mask by the mask's drawing (a
    /// terminal) clips the view to the mask's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryLayerModifier(layer: mask(), alignment: alignment, role: .mask))
    }

    /// Masks the view with another view (deprecated in SwiftUI in favour of `mask(alignment:_:)`).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryLayerModifier(layer: mask, alignment: .center, role: .mask))
    }

    /// Draws a border inside the view's bounds: box-drawing lines in a terminal.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
