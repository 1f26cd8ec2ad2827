/// A view that shows tree-structured data as rows that expand and collapse, as SwiftUI's `OutlineGroup`.
///
/// In a `List` (directly, or in a `Section`) every visible element is a row of the list: a disclosure triangle
/// (`▸` collapsed, `▾` expanded) before the content of each element whose children are non-nil, indented two
/// columns per level. Rows are built lazily, only those in view, from `OutlineRows`. Which elements are
/// expanded is kept by id, so reordering or replacing the data keeps them open; everything starts collapsed.
///
/// Elsewhere (a stack, a scroll view) the elements are nested ``DisclosureGroup``s, as SwiftUI shows them. Among a
/// `Table`'s rows, an outline group of ``TableRow``s makes every visible element a row of the table, the triangle
/// and the indentation in its first column (`Table/OutlineTableRows.swift`).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The roots: a collection, or a single root element.
    enum Roots {
        case collection(Data)
        case one(Data.Element)
    }

    let roots: Roots
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension OutlineGroup: PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    static func makeNode(graph: ViewGraph) -> ViewNode { OutlineGroupNode<Data, ID, Parent, Leaf, Subgroup>(graph: graph) }
}

extension OutlineGroup: ViewListCounting where Parent: View, Leaf: View, Subgroup: View {
    /// One view per visible element.
    static var viewListCount: ViewListCount { .variable }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline group from a root element and a key path to its children.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - children: A key path to an element's children: nil for a leaf; an empty collection for an element
    ///     that can have children but has none now (it still shows a disclosure triangle).
    ///   - content: The view of one element.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: .one(root), id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root elements and a key path to an element's children.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children: nil for a leaf; an empty collection for an element
    ///     that can have children but has none now.
    ///   - content: The view of one element.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: .collection(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root element, a key path to an element's id and one to its children.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - content: The view of one element.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: .one(root), id: id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root elements, a key path to an element's id and one to its
    /// children.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - id: A key path to an element's identifier.
    ///   - children: A key path to an element's children (nil for a leaf).
    ///   - content: The view of one element.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: .collection(data), id: id, children: children, content: content)
    }
}

/// The children of an element in an outline group, as the content of the ``DisclosureGroup`` that shows the
/// element outside a list (SwiftUI's type-erased `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    /// The child outline group.
    public var body: some View { content }
}
