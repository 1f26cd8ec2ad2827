import Foundation

/// A result builder that creates table column content from closures, as SwiftUI's `TableColumnBuilder`.
///
/// Kumiko accepts any column whose row value matches, sortable or not, in any table: a column whose
/// comparator is not of the table's `Sort` type simply does not sort there (its header is not a sort
/// button). SwiftUI's overloads are stricter about the comparator types; every combination they accept is
/// accepted here.
@MainActor @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column expression.
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue {
        content
    }

    /// A single column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue {
        column
    }

    /// 2 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
        .init(c0, c1)
    }

    /// 3 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
        .init(c0, c1, c2)
    }

    /// 4 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue {
        .init(c0, c1, c2, c3)
    }

    /// 5 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue {
        .init(c0, c1, c2, c3, c4)
    }

    /// 6 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue {
        .init(c0, c1, c2, c3, c4, c5)
    }

    /// 7 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue {
        .init(c0, c1, c2, c3, c4, c5, c6)
    }

    /// 8 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue {
        .init(c0, c1, c2, c3, c4, c5, c6, c7)
    }

    /// 9 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue {
        .init(c0, c1, c2, c3, c4, c5, c6, c7, c8)
    }

    /// 10 columns, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C9.TableRowValue == RowValue {
        .init(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)
    }

    /// Columns shown only when a condition holds.
    public static func buildIf<Column: TableColumnContent>(_ column: Column?) -> Column?
    where Column.TableRowValue == RowValue {
        column
    }

    /// The columns of an `if` branch.
    public static func buildEither<TrueContent: TableColumnContent, FalseContent: TableColumnContent>(first: TrueContent)
        -> _ConditionalTableColumnContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == RowValue, FalseContent.TableRowValue == RowValue {
        _ConditionalTableColumnContent(storage: .first(first))
    }

    /// The columns of an `else` branch.
    public static func buildEither<TrueContent: TableColumnContent, FalseContent: TableColumnContent>(second: FalseContent)
        -> _ConditionalTableColumnContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == RowValue, FalseContent.TableRowValue == RowValue {
        _ConditionalTableColumnContent(storage: .second(second))
    }

    /// Columns behind an availability check.
    public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue {
        column
    }
}
