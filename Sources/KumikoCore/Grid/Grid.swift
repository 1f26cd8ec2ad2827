import Foundation

/// A container that arranges its content in rows and columns, as SwiftUI's `Grid` (iOS 16).
///
/// Each ``GridRow`` is a row whose views are successive cells; any other view directly in the grid (a `Divider`,
/// a coloured line) is a row of its own that spans every column. The grid is eager: all of its views are built
/// and measured, so columns are as wide as their widest cell and rows as tall as their tallest. It is laid out
/// by ``GridLayout``.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: Where each view sits inside its cell (rows, columns and cells can override it).
    ///   - horizontalSpacing: The distance between columns, or nil for the platform's default spacing.
    ///   - verticalSpacing: The distance between rows, or nil for the platform's default spacing.
    ///   - content: The rows of the grid.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Primitive: arranged by ``GridLayout``.
    public var body: Never { bodyError() }
}

extension Grid: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        // Not a stack: a Divider among the rows is horizontal and a Spacer in a cell grows both ways.
        LayoutContainerNode<Grid>(graph: graph, layout: { $0.layout }, stackAxis: { _ in nil }, content: { $0.content })
    }
}
