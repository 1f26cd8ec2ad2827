import Foundation

/// A type that represents rows of a table, as SwiftUI's `TableRowContent`: ``TableRow``s, `ForEach`es of
/// them, groups, or a custom type whose ``tableRowBody`` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value of the rows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the rows' body.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
}

/// `Never` is the body type of the primitive table row contents.
extension Never: TableRowContent {
    /// Never has a body.
    public var tableRowBody: Never { return fatalError("Never has no row body") }
}

/// Rows that give their views directly (built-in row types).
@MainActor
protocol PrimitiveTableRowContent {
    /// The list rows of this content: lazy `ForEach`es stay lazy.
    func tableRowViews(_ table: TableState) -> [AnyView]
}

extension TableRowContent {
    /// The list rows this content is made of, in order.
    @MainActor
    func tableRowViews(_ table: TableState) -> [AnyView] {
        if let primitive = self as? any PrimitiveTableRowContent { return primitive.tableRowViews(table) }
        return tableRowBody.tableRowViews(table)
    }
}

/// A row that represents a data value in a table, as SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    /// The row's value type.
    public typealias TableRowValue = Value
    let value: Value

    /// A row for `value`; the table's columns draw its cells.
    public init(_ value: Value) { self.value = value }

    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("TableRow has no body") }

    func tableRowViews(_ table: TableState) -> [AnyView] {
        // A static row is selected by its value's id, as a `ForEach` row is.
        [AnyView(TableRowLine(table: table, value: value).tag(value.id))]
    }
}

/// The rows of a table made from a collection, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRowContent
where Data.Element: Identifiable {
    /// The rows' value type.
    public typealias TableRowValue = Data.Element
    let data: Data

    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }

    func tableRowViews(_ table: TableState) -> [AnyView] {
        [AnyView(ForEach(data) { TableRowLine(table: table, value: $0) })]
    }
}

/// Several rows built together, as SwiftUI's `TupleTableRowContent`.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, PrimitiveTableRowContent {
    /// The rows' value type.
    public typealias TableRowValue = Value
    /// The rows.
    public let value: T
    private let views: (TableState) -> [AnyView]

    init<each R: TableRowContent>(_ rows: repeat each R) where T == (repeat each R) {
        value = (repeat each rows)
        views = { table in
            var views: [AnyView] = []
            for row in repeat each rows { views += row.tableRowViews(table) }
            return views
        }
    }

    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }

    func tableRowViews(_ table: TableState) -> [AnyView] { views(table) }
}

/// An optional row content: the rows an `if` without an `else` gives in a table row builder.
extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("Optional has no row body") }
}

extension Optional: PrimitiveTableRowContent where Wrapped: TableRowContent {
    func tableRowViews(_ table: TableState) -> [AnyView] { self?.tableRowViews(table) ?? [] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The rows' value type.
    public typealias TableRowValue = Content.TableRowValue
    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("ForEach has no row body") }

    /// Rows for a collection of identifiable values, as SwiftUI's `ForEach` of table rows.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable, V == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0.id })
    }

    /// One ``TableRow`` per element of a collection of identifiable values, as SwiftUI's `ForEach(_:)` of table
    /// rows.
    @MainActor
    public init<V>(_ data: Data) where ID == V.ID, Content == TableRow<V>, V == Data.Element {
        self.init(data: data, content: { TableRow($0) }, identify: { $0.id })
    }

    /// Rows for a collection identified by a key path.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension ForEach: PrimitiveTableRowContent where Content: TableRowContent {
    /// One lazy `ForEach` of list rows with the same ids (a `ForEach` of one `TableRow` per element); other
    /// row contents are built as they come.
    func tableRowViews(_ table: TableState) -> [AnyView] {
        let content = content
        if Content.self is any SingleTableRow.Type {
            // One row per element: a lazy `ForEach` of row lines.
            return [AnyView(ForEach<Data, ID, TableRowLine>(data: data, content: { element in
                TableRowLine(table: table, value: (content(element) as! any SingleTableRow).rowValue)
            }, identify: identify))]
        }
        return [AnyView(ForEach<Data, ID, TableRowGroup>(data: data, content: { TableRowGroup(views: content($0).tableRowViews(table)) },
                                                         identify: identify))]
    }
}

/// Row content that is exactly one row (a ``TableRow``).
@MainActor
protocol SingleTableRow {
    /// The row's value.
    var rowValue: Any { get }
}

extension TableRow: SingleTableRow {
    var rowValue: Any { value }
}

/// The list rows of some table row content, side by side in a list (a transparent group of any number of
/// rows, so a `ForEach` of it is built eagerly).
struct TableRowGroup: View, PrimitiveView, ViewListCounting {
    static var viewListCount: ViewListCount { .variable }
    let views: [AnyView]
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<TableRowGroup>(graph: graph) { group, _ in
            group.views.enumerated().map { (ChildKey.position($0.offset), $0.element as any View) }
        }
    }
}

/// A result builder that creates table row content from closures, as SwiftUI's `TableRowBuilder`.
@MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// A row expression.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// A single row content.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// 2 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value {
        .init(c0, c1)
    }

    /// 3 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        .init(c0, c1, c2)
    }

    /// 4 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        .init(c0, c1, c2, c3)
    }

    /// 5 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value {
        .init(c0, c1, c2, c3, c4)
    }

    /// 6 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value {
        .init(c0, c1, c2, c3, c4, c5)
    }

    /// 7 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value {
        .init(c0, c1, c2, c3, c4, c5, c6)
    }

    /// 8 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value {
        .init(c0, c1, c2, c3, c4, c5, c6, c7)
    }

    /// 9 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value {
        .init(c0, c1, c2, c3, c4, c5, c6, c7, c8)
    }

    /// 10 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value, C9.TableRowValue == Value {
        .init(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)
    }

    /// Rows shown only when a condition holds.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value {
        content
    }

    /// The rows of an `if`'s first branch (or a `switch`'s first case).
    public static func buildEither<TrueContent: TableRowContent, FalseContent: TableRowContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == Value, FalseContent.TableRowValue == Value {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The rows of an `else` branch (or a `switch`'s later case).
    public static func buildEither<TrueContent: TableRowContent, FalseContent: TableRowContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == Value, FalseContent.TableRowValue == Value {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// The rows of an `if`/`else` or `switch` in a ``TableRowBuilder``: one of two branches.
extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The rows' value type.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("_ConditionalContent has no row body") }
}

extension _ConditionalContent: PrimitiveTableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    func tableRowViews(_ table: TableState) -> [AnyView] {
        switch storage {
        case .trueContent(let rows): rows.tableRowViews(table)
        case .falseContent(let rows): rows.tableRowViews(table)
        }
    }
}
