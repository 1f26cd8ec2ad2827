import Foundation

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns this view in its grid cell so that `anchor` of the view sits on `anchor` of the cell, instead of
    /// the grid's, row's or column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Sets the horizontal alignment of every cell in this view's grid column. Apply it to one cell of the
    /// column; when cells disagree, the topmost one wins (SwiftUI leaves that undefined).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Asks the grid not to size this view's row or column by it on `axes`: the view is measured as if absent
    /// there and then given the cell's size, so a flexible view (`Color`, `Divider`, `Spacer`) does not widen
    /// its column or heighten its row.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// The number of columns a cell spans.
enum GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

/// A cell's own anchor, if any.
enum GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

/// A column's alignment, set from one of its cells.
enum GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

/// The axes on which a cell does not size its row or column.
enum GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}
