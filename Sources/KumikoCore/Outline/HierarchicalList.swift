/// `List(_:children:)`: a list of tree-structured data, its rows an ``OutlineGroup`` (SwiftUI's hierarchical
/// list initialisers).
extension List {
    /// A hierarchical list of identifiable data with multiple selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf; empty for an element that can have
    ///     children but has none now).
    ///   - selection: A binding to the selected ids.
    ///   - rowContent: The view of one element.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of data identified by a key path, with multiple selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected ids.
    ///   - rowContent: The view of one element.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A hierarchical list of identifiable data with single selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected id.
    ///   - rowContent: The view of one element.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of data identified by a key path, with single selection.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected id.
    ///   - rowContent: The view of one element.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list of identifiable data.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf; empty for an element that can have
    ///     children but has none now).
    ///   - rowContent: The view of one element.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of data identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - rowContent: The view of one element.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
