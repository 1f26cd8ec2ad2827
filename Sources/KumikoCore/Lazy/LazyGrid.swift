import Foundation

/// A grid that grows vertically, building its cells only as they come into view, as SwiftUI's `LazyVGrid`.
///
/// Its columns are described by ``GridItem``s; the views of its content fill them line by line, and each line
/// is as tall as its tallest cell.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid with the given columns; `spacing` is the distance between lines (nil: the default).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// A grid that grows horizontally, building its cells only as they come into view, as SwiftUI's `LazyHGrid`.
///
/// Its rows are described by ``GridItem``s; the views of its content fill them column by column, and each
/// column is as wide as its widest cell.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid with the given rows; `spacing` is the distance between columns (nil: the default).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension LazyVGrid: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LazyStackNode<LazyVGrid>(graph: graph, element: LazyGridElement(axis: .vertical), content: { $0.content }) { view, element in
            (element as! LazyGridElement).configure(
                items: view.columns, lineSpacing: view.spacing, alignment: Alignment(horizontal: view.alignment, vertical: .center),
                pinnedViews: view.pinnedViews)
        }
    }
}

extension LazyHGrid: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LazyStackNode<LazyHGrid>(graph: graph, element: LazyGridElement(axis: .horizontal), content: { $0.content }) { view, element in
            (element as! LazyGridElement).configure(
                items: view.rows, lineSpacing: view.spacing, alignment: Alignment(horizontal: .center, vertical: view.alignment),
                pinnedViews: view.pinnedViews)
        }
    }
}
