import Foundation

/// A container that presents rows of data arranged in columns, optionally selectable and sortable, as
/// SwiftUI's `Table`.
///
/// In a terminal (docs/TERMINAL-LOOK.md, "Tables") a header line of column titles, with the sort mark of the
/// column whose comparator is first in `sortOrder`, stays at the top over a rule while the rows scroll under
/// it. The rows are a plain ``List``'s rows (lazy: a table of a million rows starts and scrolls as fast as a
/// list; the same keys, selection and context menus), each a line of cells at the columns' shared widths.
/// Tab moves the focus between the rows and the header, whose cells ←/→ choose; Return or a click on a
/// header sorts by its column, `<`/`>` or Shift-←/→ (or dragging its separator) resize it.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns
    let selection: ListSelection?
    let sorting: TableSorting?

    init(rows: Rows, columns: Columns, selection: ListSelection?, sorting: TableSorting?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Table {
    /// A table of the rows of a collection of identifiable values.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil)
    }

    /// A sortable table of the rows of a collection of identifiable values: activating a sortable
    /// column's header changes `sortOrder` (the data is sorted by the caller, typically in `onChange(of:)`).
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A table of the given columns and rows.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// A sortable table of the given columns and rows.
    public init<Sort>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A table of the given columns and rows (`valueType` names the row type).
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// A sortable table of the given columns and rows (`valueType` names the row type).
    public init<Sort>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A table of the rows of a collection of identifiable values with single selection.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(optional: selection), sorting: nil)
    }

    /// A sortable table of the rows of a collection of identifiable values with single selection: activating a sortable
    /// column's header changes `sortOrder` (the data is sorted by the caller, typically in `onChange(of:)`).
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(optional: selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the given columns and rows with single selection.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(optional: selection), sorting: nil)
    }

    /// A sortable table of the given columns and rows with single selection.
    public init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(optional: selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the given columns and rows with single selection (`valueType` names the row type).
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(optional: selection), sorting: nil)
    }

    /// A sortable table of the given columns and rows with single selection (`valueType` names the row type).
    public init<Sort>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(optional: selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the rows of a collection of identifiable values with multiple selection.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(set: selection), sorting: nil)
    }

    /// A sortable table of the rows of a collection of identifiable values with multiple selection: activating a sortable
    /// column's header changes `sortOrder` (the data is sorted by the caller, typically in `onChange(of:)`).
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the given columns and rows with multiple selection.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(set: selection), sorting: nil)
    }

    /// A sortable table of the given columns and rows with multiple selection.
    public init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the given columns and rows with multiple selection (`valueType` names the row type).
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(set: selection), sorting: nil)
    }

    /// A sortable table of the given columns and rows with multiple selection (`valueType` names the row type).
    public init<Sort>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder))
    }
}

extension Table: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { TableNode<Value, Rows, Columns>(graph: graph) }
}
