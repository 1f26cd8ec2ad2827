import Foundation

/// A run of consecutive grid items (built views and lazy `ForEach` rows of one section) seen as lines of
/// `tracksPerLine` cells: the lazy row source a ``LazyGridElement`` gives its stack. A line's cells are built
/// only when the line is asked for.
@MainActor
final class GridLineRun: LazyRowSource {
    private unowned let grid: LazyGridElement
    /// The items' segments, and where each starts among the items.
    private var items: [RowSegment] = []
    private var itemLayout = RowSegmentLayout([])
    private var tracksPerLine = 1
    /// Lines handed out, by line index, kept while they are in use.
    private var lineElements: [Int: (element: GridLineElement, lastUsed: Int)] = [:]

    private(set) var rowsVersion = 0

    init(grid: LazyGridElement) { self.grid = grid }

    /// Sets the items and the number of cells per line; the version changes when either may have changed.
    func setItems(_ items: [RowSegment], tracksPerLine: Int) {
        let layout = RowSegmentLayout(items)
        let perLine = max(tracksPerLine, 1)
        let changed = layout.signature != itemLayout.signature || perLine != self.tracksPerLine
        self.items = items
        itemLayout = layout
        self.tracksPerLine = perLine
        if changed {
            rowsVersion += 1
            lineElements.removeAll()
        }
    }

    /// The number of items.
    private var itemCount: Int { itemLayout.total }

    /// Whether `source` supplies some of the run's items.
    func holds(_ source: any LazyRowSource) -> Bool {
        items.contains { if case .lazy(let lazy) = $0.source { lazy === source } else { false } }
    }

    /// The segment holding item `item` and the item's index in it.
    private func locate(_ item: Int) -> (segment: RowSegment, index: Int)? {
        guard item >= 0, item < itemCount else { return nil }
        let position = itemLayout.segmentIndex(ofRow: item)
        return (items[position], item - itemLayout.starts[position])
    }

    /// The element of item `item`, building it if needed.
    private func itemElement(_ item: Int) -> LayoutElement? {
        guard let (segment, index) = locate(item) else { return nil }
        switch segment.source {
        case .element(let element): return element
        case .lazy(let source): return source.rowElement(at: index)
        }
    }

    /// The items of line `line`.
    private func itemRange(ofLine line: Int) -> Range<Int> {
        let first = line * tracksPerLine
        return first..<min(first + tracksPerLine, itemCount)
    }

    // MARK: LazyRowSource

    var rowCount: Int { (itemCount + tracksPerLine - 1) / tracksPerLine }

    func rowElement(at index: Int) -> LayoutElement? {
        guard index >= 0, index < rowCount else { return nil }
        let cells = itemRange(ofLine: index).compactMap(itemElement)
        let line = lineElements[index]?.element ?? GridLineElement(grid: grid)
        line.cells = cells
        lineElements[index] = (line, grid.layoutGeneration)
        return line
    }

    /// The lazy `ForEach` rows among line `line`'s items, each with its index in its source (built views are not).
    private func lazyItems(ofLine line: Int) -> [(source: any LazyRowSource, index: Int)] {
        itemRange(ofLine: line).compactMap { item in
            guard let (segment, index) = locate(item), case .lazy(let source) = segment.source else { return nil }
            return (source, index)
        }
    }

    func hasLiveRow(at index: Int) -> Bool {
        guard index >= 0, index < rowCount else { return false }
        return lazyItems(ofLine: index).allSatisfy { $0.source.hasLiveRow(at: $0.index) }
    }

    func keepLiveRow(at index: Int) {
        guard index >= 0, index < rowCount else { return }
        for item in lazyItems(ofLine: index) { item.source.keepLiveRow(at: item.index) }
        lineElements[index]?.lastUsed = grid.layoutGeneration
    }

    func rowNode(at index: Int) -> ViewNode? {
        guard let (segment, item) = locate(index * tracksPerLine) else { return nil }
        switch segment.source {
        case .element(let element): return element.node
        case .lazy(let source): return source.rowNode(at: item)
        }
    }

    func rowID(at index: Int) -> AnyHashable? {
        guard let (segment, item) = locate(index * tracksPerLine), case .lazy(let source) = segment.source else { return nil }
        return source.rowID(at: item)
    }

    func rowIndex(of id: AnyHashable) -> Int? {
        for (position, segment) in items.enumerated() {
            guard case .lazy(let source) = segment.source, let item = source.rowIndex(of: id) else { continue }
            return (itemLayout.starts[position] + item) / tracksPerLine
        }
        return nil
    }

    func releaseRows(unusedSince generation: Int) {
        for segment in items {
            if case .lazy(let source) = segment.source { source.releaseRows(unusedSince: generation) }
        }
        lineElements = lineElements.filter { $0.value.lastUsed >= generation }
    }
}

/// One line of a lazy grid: its cells laid out across the grid at the tracks' offsets, each proposed its
/// track's length across and nothing along (it takes the length it wants); the line is as long as its longest
/// cell, and a cell sits in its track × line rectangle at its item's alignment (or the grid's).
@MainActor
final class GridLineElement: LayoutElement {
    private unowned let grid: LazyGridElement
    /// The cells, in track order.
    var cells: [LayoutElement] = []

    init(grid: LazyGridElement) {
        self.grid = grid
        super.init(node: grid.node)
    }

    private var axis: Axis { grid.axis }

    private func cellProposal(_ track: GridTracks.Track) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: track.length, axis: axis)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let across = proposal[axis.other]
        let tracks = grid.tracks(for: across).tracks
        var length: CGFloat = 0
        for (cell, track) in zip(cells, tracks) {
            length = max(length, cell.sizeThatFits(cellProposal(track))[axis])
        }
        return CGSize(major: length, minor: across ?? grid.tracks(for: nil).total, axis: axis)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let tracks = grid.tracks(for: frame.size[axis.other]).tracks
        let length = frame.size[axis]
        for (cell, track) in zip(cells, tracks) {
            let size = cell.sizeThatFits(cellProposal(track))
            let alignment = track.alignment ?? grid.cellAlignment
            let free = CGSize(major: length - size[axis], minor: track.length - size[axis.other], axis: axis)
            let origin = CGPoint(
                x: (axis == .vertical ? frame.minX + track.offset : frame.minX) + free.width * alignment.horizontal.fraction,
                y: (axis == .vertical ? frame.minY : frame.minY + track.offset) + free.height * alignment.vertical.fraction)
            cell.place(in: CGRect(origin: origin, size: size), proposal: cellProposal(track))
        }
    }

    override func draw(into list: inout DisplayList) {
        for cell in cells { cell.render(into: &list) }
    }
}
