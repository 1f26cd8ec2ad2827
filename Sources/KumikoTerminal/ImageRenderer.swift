import Foundation
import KumikoCore
import KumikoCombine

/// Renders a view headlessly, as SwiftUI's `ImageRenderer`: a full update and layout (appearance actions
/// and the state changes they make settle first; preferences and geometry callbacks fire), then drawing into
/// a ``TerminalImage`` of the view's size in cells (DESIGN.md §3.8).
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view to render. Assigning it re-evaluates the root on the next render; otherwise a render
    /// updates only what was invalidated since the last one.
    public var content: Content {
        didSet { contentChanged = true }
    }
    private var contentChanged = false
    /// The size proposed to the view, in points (default: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The display scale (cells do not scale; kept for source compatibility).
    public var scale: CGFloat = 1
    /// The environment the view is rendered in.
    package var environment = EnvironmentValues()
    private var graph: ViewGraph?

    /// The largest image rendered, in cells, so that an infinite or huge size cannot exhaust memory.
    static var maximumCells: (columns: Int, rows: Int) { (4096, 4096) }

    /// Creates a renderer for a view.
    public init(content: Content) { self.content = content }

    /// The view rendered into cells, or nil if it has no size.
    ///
    /// Kumiko extension, not SwiftUI API: SwiftUI's renderer makes a `CGImage`; a terminal's image is cells (docs/PUBLIC-API.md).
    public var terminalImage: TerminalImage? {
        let graph = self.graph ?? ViewGraph(root: content, environment: .terminal(environment))
        if self.graph != nil, contentChanged { graph.setRootView(content) }
        contentChanged = false
        self.graph = graph
        graph.settle(proposal: proposedSize)
        let size = graph.drawnSize
        // A terminal image is cells of the terminal's size, whatever platform the view was laid out for.
        let cell = Platform.terminalCellSize
        func cells(_ length: CGFloat, _ unit: CGFloat, _ limit: Int) -> Int {
            guard length.isFinite else {
                Diagnostics.warnOnce("ImageRenderer.infinite", "ImageRenderer: the view's size is infinite; the image is limited to \(limit) cells.")
                return limit
            }
            // Rounded as the rasterizer rounds edges (nearest cell, ties up), so no blank row or column is added.
            let count = (length / unit + 0.5).clampedInt(.down)
            if count > limit {
                Diagnostics.warnOnce("ImageRenderer.huge", "ImageRenderer: the view is larger than \(limit) cells; the image is cut.")
            }
            return min(count, limit)
        }
        let columns = cells(size.width, cell.width, Self.maximumCells.columns)
        let rows = cells(size.height, cell.height, Self.maximumCells.rows)
        guard columns > 0, rows > 0 else { return nil }
        var buffer = CellBuffer(columns: columns, rows: rows)
        Rasterizer(cellSize: cell).draw(graph.displayList(), into: &buffer)
        return TerminalImage(buffer: buffer)
    }

    /// The graph behind the renderer (after a render), for inspection in tests.
    package var viewGraph: ViewGraph? { graph }
}
