import Foundation

/// The rows of a hierarchical table, created by the `Table(_:children:…)` initialisers as the table's `Rows`
/// type, as SwiftUI's `TableOutlineGroupContent` (to make hierarchical rows explicitly, use an
/// ``OutlineGroup`` of ``TableRow``s).
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRowContent
where Data.Element: Identifiable {
    /// The rows' value type.
    public typealias TableRowValue = Data.Element
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("TableOutlineGroupContent has no body") }

    func tableRowViews(_ table: TableState) -> [AnyView] {
        OutlineGroup<Data, Data.Element.ID, TableRow<Data.Element>, TableRow<Data.Element>, TableRow<Data.Element>>(
            data, children: children).tableRowViews(table)
    }
}

/// An ``OutlineGroup`` of table rows: every visible element of the tree is a row of the table, its first cell
/// indented two columns per level after a disclosure triangle (`▸` collapsed, `▾` expanded) when its children
/// are non-nil, exactly as a hierarchical list's rows.
extension OutlineGroup: TableRowContent
where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    /// The rows' value type.
    public typealias TableRowValue = Leaf.TableRowValue

    /// Primitive: never evaluated.
    public var tableRowBody: Never { return fatalError("OutlineGroup has no row body") }

    /// Creates an outline group of table rows from a root element and a key path to its children.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - children: A key path to an element's children: nil for a leaf; an empty collection for an element
    ///     that can have children but has none now (it still shows a disclosure triangle).
    ///   - content: The row of one element (a ``TableRow`` of it).
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: .one(root), id: \.id, children: children, content: content)
    }

    /// Creates an outline group of table rows from a collection of root elements and a key path to an element's
    /// children.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children: nil for a leaf; an empty collection for an element
    ///     that can have children but has none now.
    ///   - content: The row of one element (a ``TableRow`` of it).
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: .collection(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
                             Data.Element == Parent.TableRowValue {
    /// Creates an outline group of table rows, one ``TableRow`` per element, from a root element and a key path to
    /// its children.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - children: A key path to an element's children (nil for a leaf; empty for an element that can have
    ///     children but has none now).
    @MainActor
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: .one(root), id: \.id, children: children, content: { TableRow($0) })
    }

    /// Creates an outline group of table rows, one ``TableRow`` per element, from a collection of root elements
    /// and a key path to an element's children.
    ///
    /// - Parameters:
    ///   - data: The roots of the tree.
    ///   - children: A key path to an element's children (nil for a leaf; empty for an element that can have
    ///     children but has none now).
    @MainActor
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: .collection(data), id: \.id, children: children, content: { TableRow($0) })
    }
}

extension OutlineGroup: PrimitiveTableRowContent
where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    /// The outline as list rows: an ``OutlineGroup`` view (the one outline of lists, lazy, keeping the expanded
    /// ids) whose rows are table lines that draw the disclosure in their first cell.
    func tableRowViews(_ table: TableState) -> [AnyView] {
        let content = content
        let roots: OutlineGroup<Data, ID, TableRowLine, TableRowLine, TableRowLine>.Roots = switch self.roots {
        case .collection(let data): .collection(data)
        case .one(let root): .one(root)
        }
        return [AnyView(OutlineGroup<Data, ID, TableRowLine, TableRowLine, TableRowLine>(
            roots: roots, id: id, children: children,
            content: { element in
                // The row's value is the element's own (a `TableRow` of it; anything else shows the element).
                guard let row = content(element) as? any SingleTableRow else {
                    Diagnostics.warnOnce("OutlineGroup.tableRow", "OutlineGroup in a Table: an element's content is not one TableRow; the row shows the element.")
                    return TableRowLine(table: table, value: element)
                }
                return TableRowLine(table: table, value: row.rowValue)
            }))]
    }
}
