import Foundation

/// Outlines over a binding to tree-structured data: `OutlineGroup($items, children: \.children) { $item in … }`
/// and `List($items, children: \.children) { $item in … }` give each row a binding to its element, so a row can
/// edit it (a `TextField` of a folder's name, a `Toggle` of a task's state). They are the one outline
/// (``OutlineGroupNode`` over ``OutlineRows``): its data is the elements' bindings (``IndexedBindings``, as
/// `ForEach($items)`'s), an element's children the bindings to its children.
extension Binding {
    /// The bindings to the children of the bound element at `path`; nil when the element has none (a leaf).
    subscript<C: MutableCollection & RandomAccessCollection>(outlineChildren path: WritableKeyPath<Value, C?>) -> IndexedBindings<C>? {
        guard let current = wrappedValue[keyPath: path] else { return nil }
        let element = self
        return IndexedBindings(base: Binding<C>(get: { element.wrappedValue[keyPath: path] ?? current },
                                                set: { element.wrappedValue[keyPath: path] = $0 }))
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline group of a tree's root, bound, each element's view made from a binding to it.
    ///
    /// - Parameters:
    ///   - root: A binding to the root of the tree.
    ///   - children: A key path to an element's children (nil for a leaf; empty for an element that can have
    ///     children but has none now).
    ///   - content: The view of one element, from a binding to it.
    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == IndexedBindings<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: .one(root), id: \Binding<E>.wrappedValue.id, children: \Binding<E>.[outlineChildren: children], content: content)
    }

    /// An outline group of a tree's roots, bound, each element's view made from a binding to it.
    ///
    /// - Parameters:
    ///   - data: A binding to the roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - content: The view of one element, from a binding to it.
    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == IndexedBindings<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: .collection(IndexedBindings(base: data)), id: \Binding<E>.wrappedValue.id,
                  children: \Binding<E>.[outlineChildren: children], content: content)
    }

    /// An outline group of a tree's root, bound and identified by a key path.
    ///
    /// - Parameters:
    ///   - root: A binding to the root of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - content: The view of one element, from a binding to it.
    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == IndexedBindings<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: .one(root), id: (\Binding<E>.wrappedValue).appending(path: id),
                  children: \Binding<E>.[outlineChildren: children], content: content)
    }

    /// An outline group of a tree's roots, bound and identified by a key path.
    ///
    /// - Parameters:
    ///   - data: A binding to the roots of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - content: The view of one element, from a binding to it.
    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == IndexedBindings<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: .collection(IndexedBindings(base: data)), id: (\Binding<E>.wrappedValue).appending(path: id),
                  children: \Binding<E>.[outlineChildren: children], content: content)
    }
}

extension List {
    /// A hierarchical list of bound identifiable data with multiple selection; each row gets a binding to its
    /// element.
    ///
    /// - Parameters:
    ///   - data: A binding to the roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - selection: A binding to the selected ids.
    ///   - rowContent: The view of one element, from a binding to it.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<IndexedBindings<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of bound identifiable data with single selection.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<IndexedBindings<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of bound data identified by a key path, with multiple selection.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<IndexedBindings<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A hierarchical list of bound data identified by a key path, with single selection.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<IndexedBindings<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list of bound identifiable data; each row gets a binding to its element.
    ///
    /// - Parameters:
    ///   - data: A binding to the roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - rowContent: The view of one element, from a binding to it.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<IndexedBindings<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of bound data identified by a key path; each row gets a binding to its element.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<IndexedBindings<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
