/// The rows of a lazy stack's overscan (``LazyStackElement/overscanRows`` beyond each edge of its visible window)
/// that are not built yet, when a backend builds them while it is idle rather than in the frame that answers an
/// event.
///
/// A scroll by one row brings one row into the overscan; building it (its nodes, its measure, its placement and
/// drawing, and in a browser its encoding) costs several times a warm frame. A backend serving many sessions on one
/// main actor (the browser's) turns that on (``ViewGraph/defersRowsAhead``): a layout then builds the rows in view
/// and uses the overscan rows that are built already, and leaves the others out, noting the stack; when nothing
/// else waits, the backend asks for them (``ViewGraph/buildRowsAhead()``) and sends the frame that adds them. This
/// is UIKit's prefetching of collection view cells (`UICollectionView.isPrefetchingEnabled`), which SwiftUI's
/// lists on iOS sit on: cells beyond the visible ones are prepared in idle time so that a scroll finds them ready.
/// Rows in view are always built in the frame itself, so an idle time that never comes leaves the overscan
/// empty, never a visible row.
struct RowsAhead {
    /// Whether lazy stacks leave out the overscan rows not built yet until asked.
    var deferred = false
    /// Whether the current layout builds them.
    var building = false
    /// The lazy stacks that left rows out since the rows ahead were last built.
    var waiting: [LayoutElement] = []
}

extension ViewGraph {
    /// Whether lazy stacks leave the overscan rows they have not built yet out of a layout, until
    /// ``buildRowsAhead()``; off by default (every layout builds them).
    package var defersRowsAhead: Bool {
        get { rowsAhead.deferred }
        set { rowsAhead.deferred = newValue }
    }

    /// Whether a layout left overscan rows out (``defersRowsAhead``), for the backend to build when idle.
    package var hasRowsAheadToBuild: Bool { !rowsAhead.waiting.isEmpty }

    /// Whether the current layout builds every row of a lazy stack's overscan.
    var buildsRowsAhead: Bool { !rowsAhead.deferred || rowsAhead.building }

    /// A lazy stack left rows of its overscan out of the current layout.
    func leftRowsAhead(in element: LayoutElement) {
        if !rowsAhead.waiting.contains(where: { $0 === element }) { rowsAhead.waiting.append(element) }
    }

    /// Asks the next layout to build the overscan rows left out (laying out again what holds them); false when
    /// none were left out. The backend then settles and draws a frame, which shows them.
    @discardableResult
    package func buildRowsAhead() -> Bool {
        guard !rowsAhead.waiting.isEmpty else { return false }
        let waiting = rowsAhead.waiting
        rowsAhead.waiting.removeAll()
        rowsAhead.building = true
        for element in waiting { setNeedsLayout(inside: element) }
        return true
    }
}
