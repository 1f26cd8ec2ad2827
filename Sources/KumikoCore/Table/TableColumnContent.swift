import Foundation

/// A type that represents columns of a table, as SwiftUI's `TableColumnContent`: built-in columns
/// (``TableColumn``), groups of them, or a custom type whose ``tableColumnBody`` is made of them.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of the table's rows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator the columns sort with.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the columns' body.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
}

/// `Never` is the body type of the primitive table column contents.
extension Never: TableColumnContent {
    /// Never rows.
    public typealias TableRowValue = Never
    /// Never sorts.
    public typealias TableColumnSortComparator = Never
    /// Never has a body.
    public var tableColumnBody: Never { return fatalError("Never has no column body") }
}

/// What a table knows of one column, whatever its generic types: its title, how it draws a row's cell, the
/// comparator its header puts first in the sort order, and its width.
@MainActor
struct TableColumnSpec {
    /// The header's title.
    let title: Text
    /// The cell of a row (the row's value is the table's `Value`).
    let cell: (Any) -> AnyView
    /// The column's comparator (of the table's `Sort` type when the column is sortable in that table).
    let comparator: AnyHashable?
    /// The declared width.
    let width: TableColumnWidth
}

/// Columns that give their specs directly (built-in column types).
@MainActor
protocol PrimitiveTableColumnContent {
    /// Appends this content's columns.
    func collectColumns(into columns: inout [TableColumnSpec])
}

extension TableColumnContent {
    /// Appends the columns this content is made of, in order.
    @MainActor
    func collectTableColumns(into columns: inout [TableColumnSpec]) {
        if let primitive = self as? any PrimitiveTableColumnContent {
            primitive.collectColumns(into: &columns)
        } else {
            tableColumnBody.collectTableColumns(into: &columns)
        }
    }

    /// The columns this content is made of.
    @MainActor
    var tableColumnSpecs: [TableColumnSpec] {
        var columns: [TableColumnSpec] = []
        collectTableColumns(into: &columns)
        return columns
    }
}

/// Several columns built together, as SwiftUI's `TupleTableColumnContent`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent, PrimitiveTableColumnContent {
    /// The row value type.
    public typealias TableRowValue = RowValue
    /// The comparator type.
    public typealias TableColumnSortComparator = Sort
    /// The columns.
    public let value: T
    private let collect: (inout [TableColumnSpec]) -> Void

    init<each C: TableColumnContent>(_ columns: repeat each C) where T == (repeat each C) {
        value = (repeat each columns)
        collect = { specs in
            for column in repeat each columns { column.collectTableColumns(into: &specs) }
        }
    }

    /// Primitive: never evaluated.
    public var tableColumnBody: Never { return fatalError("TupleTableColumnContent has no body") }

    func collectColumns(into columns: inout [TableColumnSpec]) { collect(&columns) }
}

/// An optional column content: the columns an `if` without an `else` gives in a table column builder.
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The wrapped columns' row value.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The wrapped columns' comparator.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// Primitive: never evaluated.
    public var tableColumnBody: Never { return fatalError("Optional has no column body") }
}

extension Optional: PrimitiveTableColumnContent where Wrapped: TableColumnContent {
    func collectColumns(into columns: inout [TableColumnSpec]) { self?.collectTableColumns(into: &columns) }
}

/// One of two column contents, chosen by a condition in a ``TableColumnBuilder``.
public struct _ConditionalTableColumnContent<TrueContent: TableColumnContent, FalseContent: TableColumnContent>: TableColumnContent, PrimitiveTableColumnContent
where TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The row value type.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The comparator type.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    /// Primitive: never evaluated.
    public var tableColumnBody: Never { return fatalError("_ConditionalTableColumnContent has no body") }

    func collectColumns(into columns: inout [TableColumnSpec]) {
        switch storage {
        case .first(let content): content.collectTableColumns(into: &columns)
        case .second(let content): content.collectTableColumns(into: &columns)
        }
    }
}
