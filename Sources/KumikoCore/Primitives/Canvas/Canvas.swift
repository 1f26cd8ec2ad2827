import Foundation

/// A view for immediate-mode 2D drawing, as SwiftUI's `Canvas`: its renderer draws into a ``GraphicsContext``
/// each time the canvas is drawn, given the canvas's size.
///
/// Like a shape, the canvas takes the space offered (10 × 10 points when nothing is offered). What the renderer
/// draws is the canvas's drawing, clipped to its frame; see ``GraphicsContext`` for what a platform draws. In a
/// ``TimelineView`` the canvas is drawn again at each of the timeline's dates (`context.date` in the renderer).
/// `rendersAsynchronously` and `colorMode` change nothing (the renderer runs with the frame); symbols
/// (`Canvas(renderer:symbols:)`) are not resolved, which it says once.
public struct Canvas<Symbols: View>: View {
    /// The views the renderer may draw by id (`resolveSymbol(id:)`).
    public var symbols: Symbols
    /// The closure that draws the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is opaque (a hint).
    public var isOpaque: Bool
    /// The colour precision of the drawing.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread (a hint).
    public var rendersAsynchronously: Bool

    /// Creates a canvas that draws with `renderer`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is opaque.
    ///   - colorMode: The colour precision of the drawing.
    ///   - rendersAsynchronously: Whether the canvas may draw off the main thread.
    ///   - renderer: Draws into the context, given the canvas's size.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
                  symbols: { EmptyView() })
    }

    /// Creates a canvas that draws with `renderer`, which may draw `symbols` by their tags (not resolved by
    /// Kumiko: `resolveSymbol(id:)` is nil).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Canvas: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<Canvas>(graph: graph) { CanvasElement(node: $0, draw: { node, context, size in
            guard let canvas = (node as? LeafNode<Canvas>)?.view else { return }
            if Symbols.self != EmptyView.self {
                Diagnostics.warnOnce("Canvas.symbols", "Canvas(renderer:symbols:): symbols are not resolved by Kumiko; resolveSymbol(id:) is nil.")
            }
            canvas.renderer(&context, size)
        }) }
    }
}

/// Lays out and draws a ``Canvas``: as big as offered, its drawing the renderer's items, clipped to its frame.
@MainActor
final class CanvasElement: LayoutElement {
    private let renderer: @MainActor (ViewNode?, inout GraphicsContext, CGSize) -> Void

    init(node: ViewNode, draw: @escaping @MainActor (ViewNode?, inout GraphicsContext, CGSize) -> Void) {
        renderer = draw
        super.init(node: node)
    }

    /// The size when nothing is offered along an axis, as a shape's.
    static let defaultLength: CGFloat = 10

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ value: CGFloat?) -> CGFloat {
            guard let value else { return Self.defaultLength }
            return value.isFinite ? max(value, 0) : Self.defaultLength
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    override func draw(into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, origin: frame.origin, environment: environment)
        renderer(node, &context, frame.size)
        guard !recorder.items.isEmpty else { return }
        list.pushClip(frame)
        for item in recorder.items { list.append(item) }
        list.popClip()
    }
}
