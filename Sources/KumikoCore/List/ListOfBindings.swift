/// `List` over a binding to a collection: each row gets a binding to its element (`List($items) { $item in … }`),
/// optionally with edit actions on the collection, as SwiftUI's.
///
/// A binding to a mutable collection is itself a collection of bindings to the elements, so without edit
/// actions `List($items) { $item in … }` also fits the initialisers that take any collection, which give the
/// rows the same bindings; the forms here are disfavoured so the two do not clash, and serve where only they
/// fit (an `id:` key path into the element, such as `\.self` on strings).
extension List where SelectionValue == Never {
    /// A list of bindings to identifiable elements.
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach<IndexedBindings<Data>, Data.Element.ID, RowContent>(data, content: rowContent) }
    }

    /// A list of bindings to elements identified by a key path.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, RowContent>, Data: MutableCollection,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init { ForEach<IndexedBindings<Data>, ID, RowContent>(data, id: id, content: rowContent) }
    }

    /// A list of bindings to identifiable elements that the user can delete or move as `editActions` allow.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
            Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
            Data.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of bindings to elements identified by a key path that the user can delete or move as
    /// `editActions` allow.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, EditableCollectionContent<RowContent, Data>>,
            Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
            Data.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List {
    /// A list of bindings to identifiable elements, with multiple selection.
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach<IndexedBindings<Data>, Data.Element.ID, RowContent>(data, content: rowContent) }
    }

    /// A list of bindings to identifiable elements, with single selection.
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach<IndexedBindings<Data>, Data.Element.ID, RowContent>(data, content: rowContent) }
    }

    /// A list of bindings to elements identified by a key path, with multiple selection.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, RowContent>, Data: MutableCollection,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection) { ForEach<IndexedBindings<Data>, ID, RowContent>(data, id: id, content: rowContent) }
    }

    /// A list of bindings to elements identified by a key path, with single selection.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, RowContent>, Data: MutableCollection,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection) { ForEach<IndexedBindings<Data>, ID, RowContent>(data, id: id, content: rowContent) }
    }

    /// A list of bindings to identifiable elements, editable as `editActions` allow, with multiple selection.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
            Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
            Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of bindings to identifiable elements, editable as `editActions` allow, with single selection.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
            Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
            Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of bindings to elements identified by a key path, editable as `editActions` allow, with
    /// multiple selection.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, EditableCollectionContent<RowContent, Data>>,
            Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
            Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// A list of bindings to elements identified by a key path, editable as `editActions` allow, with single
    /// selection.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, EditableCollectionContent<RowContent, Data>>,
            Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
            Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
