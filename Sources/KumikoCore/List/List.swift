import Foundation

/// A scrolling list of rows, optionally selectable, as SwiftUI's `List`.
///
/// Rows are built lazily: only those in view (plus a few) exist, so a list of a million rows starts as fast as
/// a list of ten (DESIGN.md §3.3). A row's selection value is its `tag`, or else its `ForEach` id.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension List {
    /// A list with multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = if let selection { ListSelection(set: selection) } else { nil }
    }

    /// A list with single, optional selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = if let selection { ListSelection(optional: selection) } else { nil }
    }

    /// A list with single, required selection (SwiftUI: macOS 13). Disfavoured, so that a `Binding<V?>` or a
    /// `Binding<Set<V>>` picks the optional or multiple-selection initialiser, as on iOS where this one does not
    /// exist.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(value: selection)
    }

    /// A list of identifiable data with multiple selection.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
            Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of data identified by a key path, with multiple selection.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of identifiable data with single selection.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
            Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of data identified by a key path, with single selection.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list of identifiable data.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of data identified by a key path.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a range of integers.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { ListNode<SelectionValue, Content>(graph: graph) }
}
