import Foundation

/// `Table(_:children:…)`: a hierarchical table (SwiftUI's outline tables), its rows a ``TableOutlineGroupContent``.
///
/// Every visible element of the tree is a row; the first column's cell starts with the indentation (two columns
/// per level) and the disclosure triangle (`▸` collapsed, `▾` expanded, blank for a leaf), as the rows of
/// `List(_:children:)`. → expands a row and then goes to its first child, ← collapses it and then goes to its
/// parent; a click on a triangle toggles it. Everything starts collapsed; the expanded rows are kept by id, so
/// sorting or replacing the data keeps them open. Rows are built lazily. A header activation only changes
/// `sortOrder`: the app sorts the roots and the children.
extension Table {
    /// A hierarchical table of identifiable data.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf; empty for an element that can have
    ///     children but has none now).
    ///   - columns: The columns.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: nil, sorting: nil)
    }

    /// A sortable hierarchical table of identifiable data: activating a sortable column's header changes
    /// `sortOrder` (the caller sorts the data and the children).
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - sortOrder: A binding to the ordered sorting of columns.
    ///   - columns: The columns.
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
                            @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: nil,
                  sorting: TableSorting(sortOrder))
    }

    /// A hierarchical table of identifiable data with single selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected row's id.
    ///   - columns: The columns.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
                      @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: ListSelection(optional: selection), sorting: nil)
    }

    /// A sortable hierarchical table of identifiable data with single selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected row's id.
    ///   - sortOrder: A binding to the ordered sorting of columns.
    ///   - columns: The columns.
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
                            sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: ListSelection(optional: selection), sorting: TableSorting(sortOrder))
    }

    /// A hierarchical table of identifiable data with multiple selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected rows' ids.
    ///   - columns: The columns.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
                      @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: ListSelection(set: selection), sorting: nil)
    }

    /// A sortable hierarchical table of identifiable data with multiple selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected rows' ids.
    ///   - sortOrder: A binding to the ordered sorting of columns.
    ///   - columns: The columns.
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
                            sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: ListSelection(set: selection), sorting: TableSorting(sortOrder))
    }
}
