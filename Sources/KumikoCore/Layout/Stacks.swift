import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Primitive: arranged by ``HStackLayout``.
    public var body: Never { bodyError() }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Primitive: arranged by ``VStackLayout``.
    public var body: Never { bodyError() }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// Primitive: arranged by ``ZStackLayout``.
    public var body: Never { bodyError() }
}

extension HStack: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LayoutContainerNode<HStack>(
            graph: graph, layout: { $0.layout }, stackAxis: { _ in HStackLayout.layoutProperties.stackOrientation },
            content: { $0.content })
    }
}

extension VStack: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LayoutContainerNode<VStack>(
            graph: graph, layout: { $0.layout }, stackAxis: { _ in VStackLayout.layoutProperties.stackOrientation },
            content: { $0.content })
    }
}

extension ZStack: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LayoutContainerNode<ZStack>(
            graph: graph, layout: { $0.layout }, stackAxis: { _ in ZStackLayout.layoutProperties.stackOrientation },
            content: { $0.content })
    }
}
