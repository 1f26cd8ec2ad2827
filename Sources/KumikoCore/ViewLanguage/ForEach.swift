/// Computes views on demand from a collection of identified data, as SwiftUI's `ForEach`.
///
/// Each element's id is its explicit identity: when the data changes, elements with surviving ids keep their
/// nodes and state, moves included (DESIGN.md §3.1). Duplicate ids get a one-time diagnostic; the first
/// occurrence keeps the identity and later ones are shown with a derived identity.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Builds the view for an element.
    public var content: (Data.Element) -> Content
    /// Reads an element's id.
    let identify: (Data.Element) -> ID
    /// The edits of the bound collection that `editActions:` allows (nil for other initialisers).
    var edits: CollectionEdits?
}

extension ForEach: View where Content: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }

    /// Creates views for a collection of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
        identify = { $0.id }
    }

    /// Creates views for a collection, identifying elements by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    /// Creates views for a range of integers (ids are the integers).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        identify = { $0 }
    }

    /// Creates views for bindings to the elements of a mutable collection of identifiable elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindings<C>, ID == C.Element.ID, C.Element: Identifiable {
        self.data = IndexedBindings(base: data)
        self.content = content
        identify = { $0.wrappedValue.id }
    }

    /// Creates views for bindings to the elements of a mutable collection, identified by a key path.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindings<C> {
        self.data = IndexedBindings(base: data)
        self.content = content
        identify = { $0.wrappedValue[keyPath: id] }
    }

    /// Reports a repeated id once per id type: ids must be unique; the first occurrence keeps the identity.
    static func reportDuplicate(_ id: ID) {
        Diagnostics.warnOnce("ForEach.duplicate.\(ID.self)",
            "ForEach: the id \(id) occurs more than once; ids must be unique. The first occurrence keeps the identity.")
    }

    /// The element at an offset from the start of the data.
    func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    /// The keyed child views.
    func keyedChildren() -> [(ChildKey, any View)] {
        var seen: [ID: Int] = [:]
        seen.reserveCapacity(data.count)
        var children: [(ChildKey, any View)] = []
        children.reserveCapacity(data.count)
        for element in data {
            let id = identify(element)
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            let key: ChildKey
            if occurrence == 0 {
                key = .id(AnyHashable(id))
            } else {
                Self.reportDuplicate(id)
                key = .duplicate(AnyHashable(id), occurrence)
            }
            children.append((key, content(element)))
        }
        return children
    }
}

extension ForEach: PrimitiveView where Content: View {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ForEachNode<Data, ID, Content>(graph: graph)
    }
}

/// The bindings to each element of a collection, for `ForEach($items) { $item in … }`.
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection {
    let base: Binding<Base>
    /// The first index.
    public var startIndex: Base.Index { base.wrappedValue.startIndex }
    /// The past-the-end index.
    public var endIndex: Base.Index { base.wrappedValue.endIndex }
    /// The index after `i`.
    public func index(after i: Base.Index) -> Base.Index { base.wrappedValue.index(after: i) }
    /// The index before `i`.
    public func index(before i: Base.Index) -> Base.Index { base.wrappedValue.index(before: i) }
    /// The binding to the element at `position`.
    public subscript(position: Base.Index) -> Binding<Base.Element> { base[position] }
}

extension IndexedBindings: PropertyComparable {
    /// The elements behind the same binding may have changed: never the same data (a `ForEach` re-reads it).
    func isSameProperty(as other: IndexedBindings) -> Bool { false }
}
