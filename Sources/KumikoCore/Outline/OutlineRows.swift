/// The rows of an outline: a tree of data flattened into the sequence of rows it shows, given which elements are
/// expanded, as a random-access collection that a lazy `ForEach` walks (so a list builds only the rows in view).
///
/// Every root is a row; the children of an expanded element (one whose children are non-nil and whose id is in
/// the expanded set) follow it, one level deeper. `List(_:children:)` and `OutlineGroup` in a list show these
/// rows; a hierarchical `Table` can use them the same way.
///
/// The flattening never visits the children of a collapsed element and does not copy the data: the rows are
/// kept as runs of consecutive siblings, so with nothing expanded a million roots cost one run, and otherwise
/// the cost is one id lookup per row of the expanded levels. Reading a row finds its run by binary search.
///
/// Bad input: duplicate ids are allowed (an id that is expanded expands every element that has it); an element
/// that turns up again inside itself (possible with reference types) is not expanded there, with a diagnostic.
/// Deep trees are flattened without recursion.
struct OutlineRows<Data: RandomAccessCollection, ID: Hashable>: RandomAccessCollection {
    /// One row of the outline.
    struct Entry {
        /// The element shown by the row.
        let element: Data.Element
        /// The element's id.
        let id: ID
        /// The row's position among the rows.
        let index: Int
        /// How deep the element is: 0 for a root.
        let depth: Int
        /// The position of the parent's row; nil for a root.
        let parent: Int?
        /// Whether the element can have children (its children are non-nil, possibly empty).
        let hasChildren: Bool
        /// Whether the element's children are shown (it has children and is expanded).
        let isExpanded: Bool
        /// Whether at least one child row follows (expanded and the children are not empty): the first child is
        /// the row at `index + 1`.
        var showsChildren: Bool { isExpanded && childCount > 0 }
        /// The number of children (0 when nil).
        let childCount: Int
    }

    /// A level of siblings: a collection, or the single root of `OutlineGroup(_ root:children:)`.
    private enum Siblings {
        case collection(Data)
        case one(Data.Element)

        var count: Int {
            switch self {
            case .collection(let data): data.count
            case .one: 1
            }
        }

        subscript(offset: Int) -> Data.Element {
            switch self {
            case .collection(let data): data[data.index(data.startIndex, offsetBy: offset)]
            case .one(let element): element
            }
        }
    }

    /// Consecutive siblings shown as consecutive rows; only the last one of a run may be expanded.
    private struct Run {
        let siblings: Siblings
        /// The offset of the run's first element among the siblings.
        let start: Int
        let count: Int
        let depth: Int
        let parent: Int?
        /// The row of the run's first element.
        let firstRow: Int
        /// Whether the run's last element is expanded (its children's runs follow).
        let endsExpanded: Bool
    }

    /// The key path to an element's children.
    let children: KeyPath<Data.Element, Data?>
    /// The key path to an element's id.
    let id: KeyPath<Data.Element, ID>
    /// The ids of the expanded elements.
    private(set) var expanded: Set<ID>
    private let roots: Siblings
    private var runs: [Run] = []
    private var rowCount = 0

    /// The rows of a tree whose roots are `roots`.
    init(roots: Data, children: KeyPath<Data.Element, Data?>, id: KeyPath<Data.Element, ID>, expanded: Set<ID>) {
        self.init(roots: .collection(roots), children: children, id: id, expanded: expanded)
    }

    /// The rows of a tree with a single root.
    init(root: Data.Element, children: KeyPath<Data.Element, Data?>, id: KeyPath<Data.Element, ID>, expanded: Set<ID>) {
        self.init(roots: .one(root), children: children, id: id, expanded: expanded)
    }

    private init(roots: Siblings, children: KeyPath<Data.Element, Data?>, id: KeyPath<Data.Element, ID>, expanded: Set<ID>) {
        self.roots = roots
        self.children = children
        self.id = id
        self.expanded = expanded
        flatten()
    }

    // MARK: Expanding

    /// Expands or collapses the elements with id `id` (the rows are flattened again).
    mutating func setExpanded(_ isExpanded: Bool, for id: ID) {
        let changed = isExpanded ? expanded.insert(id).inserted : expanded.remove(id) != nil
        if changed { flatten() }
    }

    /// Expands the collapsed element with id `id`, or collapses the expanded one.
    mutating func toggle(_ id: ID) {
        setExpanded(!expanded.contains(id), for: id)
    }

    /// The position of the first row whose element has id `id` (a scan of the rows' ids; nil if none).
    func firstIndex(ofID id: ID) -> Int? {
        for run in runs {
            for offset in 0..<run.count where run.siblings[run.start + offset][keyPath: self.id] == id {
                return run.firstRow + offset
            }
        }
        return nil
    }

    // MARK: Flattening

    /// A level being walked: its siblings, where the walk is, and the row of the parent.
    private struct Level {
        let siblings: Siblings
        var next: Int
        let depth: Int
        let parent: Int?
        /// The id of the parent element (to catch an element inside itself).
        let parentID: ID?
    }

    private mutating func flatten() {
        runs = []
        var row = 0
        var levels = [Level(siblings: roots, next: 0, depth: 0, parent: nil, parentID: nil)]
        // The ids of the expanded elements on the path from the root to the level being walked.
        var path: [ID: Int] = [:]
        while let level = levels.last {
            let count = level.siblings.count
            // The next expanded element with children from `level.next` (none to look for when nothing is
            // expanded: then the whole level is one run, whatever its size).
            var found: (offset: Int, children: Data)?
            if !expanded.isEmpty {
                for offset in level.next..<Swift.max(count, level.next) {
                    let element = level.siblings[offset]
                    let elementID = element[keyPath: id]
                    guard expanded.contains(elementID), let kids = element[keyPath: children] else { continue }
                    if path[elementID] != nil {
                        Diagnostics.warnOnce("OutlineRows.cycle", "OutlineGroup: the element with id \(elementID) contains itself; it is not expanded inside itself.")
                        continue
                    }
                    found = (offset, kids)
                    break
                }
            }
            let end = found.map { $0.offset + 1 } ?? count
            if end > level.next {
                runs.append(Run(siblings: level.siblings, start: level.next, count: end - level.next, depth: level.depth,
                                parent: level.parent, firstRow: row, endsExpanded: found != nil))
                row += end - level.next
            }
            guard let found else {
                levels.removeLast()
                if let parentID = level.parentID {
                    let remaining = path[parentID, default: 1] - 1
                    path[parentID] = remaining > 0 ? remaining : nil
                }
                continue
            }
            levels[levels.count - 1].next = end
            let parentID = level.siblings[found.offset][keyPath: id]
            path[parentID, default: 0] += 1
            levels.append(Level(siblings: .collection(found.children), next: 0, depth: level.depth + 1, parent: row - 1,
                                parentID: parentID))
        }
        rowCount = row
    }

    // MARK: Collection

    var startIndex: Int { 0 }
    var endIndex: Int { rowCount }

    subscript(position: Int) -> Entry {
        let run = runs[runIndex(ofRow: position)]
        let offset = position - run.firstRow
        let element = run.siblings[run.start + offset]
        let kids = element[keyPath: children]
        return Entry(element: element, id: element[keyPath: id], index: position, depth: run.depth, parent: run.parent,
                     hasChildren: kids != nil, isExpanded: run.endsExpanded && offset == run.count - 1,
                     childCount: kids?.count ?? 0)
    }

    /// The run holding row `row` (binary search over the runs' first rows).
    private func runIndex(ofRow row: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstRow <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
