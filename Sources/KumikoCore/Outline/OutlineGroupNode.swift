import Foundation

/// The node of an ``OutlineGroup``.
///
/// Among a list's rows (a lazy container inside a `List`), its child is a lazy `ForEach` over the
/// ``OutlineRows`` of the data, each row the element's content in an ``OutlineRowModifier``; the node keeps the
/// ids of the expanded elements, so they survive changes to the data. Elsewhere its child is a `ForEach` of
/// nested ``DisclosureGroup``s (each keeps its own expansion, under the element's id).
@MainActor
final class OutlineGroupNode<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: ViewNode {
    private var view: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>?
    /// The ids of the expanded elements (rows in a list).
    private(set) var expanded: Set<ID> = []

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! OutlineGroup<Data, ID, Parent, Leaf, Subgroup>)
        return true
    }

    override func evaluate() {
        guard let view else { return }
        if environment.isInList && environment.rowsAreLazy {
            reconcileChild(rows(of: view))
        } else {
            shownRows = nil
            reconcileChild(groups(of: view))
        }
    }

    /// The rows of the latest evaluation in a list.
    private var shownRows: OutlineRows<Data, ID>?

    /// Expands or collapses the elements with id `id` (rows in a list); returns how many rows that adds
    /// (negative: removes) to the rows of the latest evaluation.
    @discardableResult
    func setExpanded(_ isExpanded: Bool, id: ID) -> Int {
        let changed = isExpanded ? expanded.insert(id).inserted : expanded.remove(id) != nil
        guard changed else { return 0 }
        invalidate()
        guard var rows = shownRows else { return 0 }
        let before = rows.count
        rows.setExpanded(isExpanded, for: id)
        return rows.count - before
    }

    // MARK: In a list

    /// A lazy `ForEach` of the visible rows: each the element's content indented (an ``OutlineRowModifier``), or
    /// given its disclosure when the content draws it itself (an ``OutlineDisclosingRow``: a table's row).
    private func rows(of view: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>) -> any View {
        let rows = switch view.roots {
        case .collection(let data): OutlineRows(roots: data, children: view.children, id: view.id, expanded: expanded)
        case .one(let root): OutlineRows(root: root, children: view.children, id: view.id, expanded: expanded)
        }
        shownRows = rows
        let content = view.content
        let disclosure = { [weak self] (entry: OutlineRows<Data, ID>.Entry) in
            OutlineDisclosure(depth: entry.depth, hasChildren: entry.hasChildren, isExpanded: entry.isExpanded,
                              parentDistance: entry.parent.map { entry.index - $0 }, showsChildren: entry.showsChildren,
                              expand: { expanded in self?.setExpanded(expanded, id: entry.id) ?? 0 })
        }
        if Leaf.self is any OutlineDisclosingRow.Type {
            return ForEach(rows, id: \.id) { entry in
                (content(entry.element) as! any OutlineDisclosingRow).disclosing(disclosure(entry)) as! Leaf
            }
        }
        return ForEach(rows, id: \.id) { entry in
            content(entry.element).modifier(OutlineRowModifier(disclosure: disclosure(entry)))
        }
    }

    // MARK: Elsewhere

    /// The roots, each a disclosure group when it can have children.
    private func groups(of view: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>) -> any View {
        let (id, children, content) = (view.id, view.children, view.content)
        switch view.roots {
        case .collection(let data):
            return ForEach(data, id: id) { element in
                OutlineElementView(element: element, id: id, children: children, content: content)
            }
        case .one(let root):
            return OutlineElementView(element: root, id: id, children: children, content: content).id(root[keyPath: id])
        }
    }
}

/// One element of an outline group outside a list: its content, in a ``DisclosureGroup`` of its children when
/// they are non-nil.
struct OutlineElementView<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    var body: some View {
        if let kids = element[keyPath: children] {
            let (id, children, content) = (id, children, content)
            DisclosureGroup {
                OutlineSubgroupChildren(content: AnyView(
                    OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>>(
                        roots: .collection(kids), id: id, children: children, content: content)))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}
