import Foundation
import KumikoCore

/// Draws a graph into a screen of cells: the one frame routine of the terminal (interactive, one-shot and
/// test terminals alike).
@MainActor
struct ScreenRenderer {
    /// The size of a cell in points.
    let cellSize: CGSize

    /// Updates and lays out the graph for `columns` × `rows` cells (settling appearance actions and the state
    /// changes they make), then rasterizes it into a buffer of `screenRows` rows (at least `rows`; the rest is
    /// left blank for the backend's own lines).
    func render(_ graph: ViewGraph, columns: Int, rows: Int, screenRows: Int = 0) -> CellBuffer {
        let columns = max(columns, 1), rows = max(rows, 1)
        graph.settle(proposal: ProposedViewSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(rows) * cellSize.height))
        var buffer = CellBuffer(columns: columns, rows: max(rows, screenRows))
        Rasterizer(cellSize: cellSize).draw(graph.displayList(), into: &buffer)
        return buffer
    }
}
