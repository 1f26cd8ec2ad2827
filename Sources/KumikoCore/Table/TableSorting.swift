import Foundation

/// A table's `sortOrder` binding, whatever its comparator type, seen through the columns' comparators.
///
/// Activating a column's header puts the column's comparator first in the sort order, or reverses it when it
/// is first already (SwiftUI's `TableColumn(_:sortUsing:content:)`: "When a person taps or clicks the column
/// header, the containing table's `sortOrder` incorporates this value, potentially with a flipped order", as
/// `NSTableView` does with its sort descriptors). The table only changes the binding: the data is sorted by
/// the app (`onChange(of: sortOrder) { people.sort(using: $0) }`).
@MainActor
struct TableSorting {
    /// The column whose comparator is first in the sort order, and whether that comparator is ascending.
    let current: ([TableColumnSpec]) -> (column: Int, ascending: Bool)?
    /// Activates a column's header; returns whether the column sorts in this table.
    let activate: (TableColumnSpec) -> Bool
    /// Whether a column sorts in this table (its comparator is of the sort order's type).
    let sorts: (TableColumnSpec) -> Bool

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        /// Whether two comparators are the same but for their order.
        func matches(_ prototype: Sort, _ other: Sort) -> Bool {
            var prototype = prototype
            prototype.order = other.order
            return prototype == other
        }
        current = { columns in
            guard let first = binding.wrappedValue.first else { return nil }
            for (index, column) in columns.enumerated() {
                if let prototype = column.comparator?.base as? Sort, matches(prototype, first) {
                    return (index, first.order == .forward)
                }
            }
            return nil
        }
        activate = { column in
            guard let prototype = column.comparator?.base as? Sort else { return false }
            var order = binding.wrappedValue
            if let first = order.first, matches(prototype, first) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { matches(prototype, $0) }
                order.insert(prototype, at: 0)
            }
            binding.wrappedValue = order
            return true
        }
        sorts = { $0.comparator?.base is Sort }
    }
}
