import Foundation

/// A row of a ``Grid``, as SwiftUI's `GridRow`: each of its views is one cell, in successive columns.
///
/// The row does not lay anything out itself: its cells become the grid's subviews, each carrying the row it
/// belongs to. So a modifier on a row applies to each of its cells (as on a `Group`), as in SwiftUI. Outside a
/// grid, a row's views are laid out as if it were not there.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - alignment: The vertical alignment of the row's cells, or nil for the grid's.
    ///   - content: The cells of the row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The cells, each marked as belonging to this row.
    public var body: some View {
        content.modifier(GridRowCells(alignment: alignment))
    }
}

/// Which row of a grid a cell belongs to, and the row's alignment.
struct GridRowMarker {
    /// The identity of the row (its cells' modifier node).
    let row: ObjectIdentifier
    /// The row's vertical alignment, if set.
    let alignment: VerticalAlignment?
}

/// The layout value carrying a cell's ``GridRowMarker``; views directly in a grid have none.
enum GridRowMarkerKey: LayoutValueKey {
    static var defaultValue: GridRowMarker? { nil }
}

/// Marks each view of a ``GridRow``'s content as a cell of that row.
struct GridRowCells: UnaryLayoutModifier {
    let alignment: VerticalAlignment?
    var layout: any Layout { PassthroughLayout() }

    static func makeNode(graph: ViewGraph) -> ViewNode { EagerGridRowNode(graph: graph) }
}

/// The node of a ``GridRow``'s cells: each cell's element is wrapped (as by any unary modifier) in a host whose
/// traits name this row.
@MainActor
final class EagerGridRowNode: LayoutModifierNode<GridRowCells> {
    override func writeEnvironment(_ environment: inout EnvironmentValues) {
        // Cells are not in a stack (a Divider in a cell is horizontal, a Spacer grows both ways).
        environment.stackAxis = nil
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        let start = elements.count
        super.collectElements(into: &elements)
        let marker = GridRowMarker(row: ObjectIdentifier(self), alignment: modifier.alignment)
        let traits = LayoutTraits(values: [ObjectIdentifier(GridRowMarkerKey.self): marker])
        for case let host as LayoutHostElement in elements[start...] { host.ownTraits = traits }
    }
}
