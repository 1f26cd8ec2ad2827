import Foundation

/// A column that displays a view for each row in a table, as SwiftUI's `TableColumn`.
///
/// A column has a title, a cell for each row and, when sortable, a comparator: activating its header (a click,
/// or Return on the focused header cell) puts that comparator first in the table's `sortOrder`, or reverses
/// it when it is first already; the table never sorts the data itself. Its width is flexible unless set
/// with ``width(_:)`` or ``width(min:ideal:max:)``.
///
/// SwiftUI's string columns compare with `String.StandardComparator.localizedStandard` by default; the
/// Foundation of Linux toolchains has only `.lexical`, which is the default here.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent, PrimitiveTableColumnContent {
    /// The row value type.
    public typealias TableRowValue = RowValue
    /// The comparator type.
    public typealias TableColumnSortComparator = Sort

    let title: Text
    let comparator: Sort?
    let content: (RowValue) -> Content
    var width = TableColumnWidth.flexible

    private init(title: Text, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.title = title
        self.comparator = comparator
        self.content = content
    }

    /// Primitive: never evaluated.
    public var tableColumnBody: Never { return fatalError("TableColumn has no body") }

    func collectColumns(into columns: inout [TableColumnSpec]) {
        let content = content
        columns.append(TableColumnSpec(
            title: title,
            cell: { value in (value as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            comparator: comparator.map(AnyHashable.init),
            width: width))
    }

    /// A column exactly `width` points wide (whole cells in a terminal); nil keeps it flexible.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = .fixed(width)
        return column
    }

    /// A column between `min` and `max` points wide, starting at `ideal` (nil bounds: one cell, no limit;
    /// no ideal: a share of the width left by the other columns).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = .bounded(min: min, ideal: ideal, max: max)
        return column
    }
}

extension TableColumn {
    /// An unsortable column drawing each row's cell with `content`, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == Never, Label == Text {
        self.init(title: Text(titleKey), comparator: nil, content: content)
    }

    /// A sortable column showing a string property verbatim, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column sorted by a string property, drawing each row's cell with `content`, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), content: content)
    }

    /// A column sorted by a comparable property, drawing each row's cell with `content`, titled with a localized key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(sendableKeyPath(value)), content: content)
    }

    /// A column sorted by an optional comparable property (nil first), drawing each row's cell with `content`, titled with a localized key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(sendableKeyPath(value)), content: content)
    }

    /// A column whose header puts `comparator` first in the table's sort order (reversed when it is already first), drawing each row's cell with `content`, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue, Label == Text {
        self.init(title: Text(titleKey), comparator: comparator, content: content)
    }

    /// An unsortable column drawing each row's cell with `content`, titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == Never, Label == Text {
        self.init(title: Text(title), comparator: nil, content: content)
    }

    /// A sortable column showing a string property verbatim, titled with a string.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        self.init(title: Text(title), comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column sorted by a string property, drawing each row's cell with `content`, titled with a string.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: Text(title), comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), content: content)
    }

    /// A column sorted by a comparable property, drawing each row's cell with `content`, titled with a string.
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: Text(title), comparator: KeyPathComparator(sendableKeyPath(value)), content: content)
    }

    /// A column sorted by an optional comparable property (nil first), drawing each row's cell with `content`, titled with a string.
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V?>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: Text(title), comparator: KeyPathComparator(sendableKeyPath(value)), content: content)
    }

    /// A column whose header puts `comparator` first in the table's sort order (reversed when it is already first), drawing each row's cell with `content`, titled with a string.
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue, Label == Text {
        self.init(title: Text(title), comparator: comparator, content: content)
    }

    /// An unsortable column drawing each row's cell with `content`, titled with a text.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == Never, Label == Text {
        self.init(title: text, comparator: nil, content: content)
    }

    /// A sortable column showing a string property verbatim, titled with a text.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        self.init(title: text, comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column sorted by a string property, drawing each row's cell with `content`, titled with a text.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: text, comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), content: content)
    }

    /// A column sorted by a comparable property, drawing each row's cell with `content`, titled with a text.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: text, comparator: KeyPathComparator(sendableKeyPath(value)), content: content)
    }

    /// A column sorted by an optional comparable property (nil first), drawing each row's cell with `content`, titled with a text.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V?>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(title: text, comparator: KeyPathComparator(sendableKeyPath(value)), content: content)
    }

    /// A column whose header puts `comparator` first in the table's sort order (reversed when it is already first), drawing each row's cell with `content`, titled with a text.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue, Label == Text {
        self.init(title: text, comparator: comparator, content: content)
    }
}

/// A key path as `Sendable`, for Foundation's `KeyPathComparator` (SwiftUI's columns take plain key paths; a
/// key path to a stored or computed property holds no state of its own).
func sendableKeyPath<Root, Value>(_ path: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(path, to: (KeyPath<Root, Value> & Sendable).self)
}
