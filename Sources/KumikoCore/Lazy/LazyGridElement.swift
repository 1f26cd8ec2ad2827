import Foundation

/// Lays out a lazy grid: a ``LazyStackElement`` whose rows are the grid's *lines* (a `LazyVGrid`'s rows of
/// cells, a `LazyHGrid`'s columns), so the grid scrolls, measures only what is in view, pins section headers
/// and finds rows by id exactly as a lazy stack does.
///
/// The content's rows (its items) are grouped into lines once the number of tracks is known, which for adaptive
/// items depends on the length across the grid: each run of consecutive items of one section becomes a
/// ``GridLineRun`` of ⌈items / tracks⌉ lines; section headers and footers stay lines of their own, across the
/// whole grid. The tracks are resolved by ``GridTracks`` for the length the grid is offered (its reported
/// size) and again for the length it is given (where its cells are drawn).
@MainActor
final class LazyGridElement: LazyStackElement {
    /// The grid's columns (or rows).
    var items: [GridItem] = []
    /// Where cells sit in their tracks when their item gives no alignment.
    var cellAlignment: Alignment = .center

    /// The content's rows as the grid's node collected them.
    private var contentRows: [RowSegment] = []
    /// One run per group of consecutive items, reused by position so that their identities (and so the
    /// measured line lengths) survive updates.
    private var runs: [GridLineRun] = []
    /// The number of tracks the lines were grouped for.
    private var groupedTrackCount = 1
    /// The last tracks resolved, with the length they were resolved for.
    private var resolved: (length: CGFloat?, tracks: GridTracks)?

    init(axis: Axis) {
        super.init(node: nil, axis: axis)
    }

    /// Takes a grid view's parameters: its tracks, the spacing between lines, the alignment of cells (its
    /// component across the lines also places section headers) and the pinned views.
    func configure(items: [GridItem], lineSpacing: CGFloat?, alignment: Alignment, pinnedViews: PinnedScrollableViews) {
        self.items = items
        rowSpacing = lineSpacing
        cellAlignment = alignment
        crossAlignment = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        self.pinnedViews = pinnedViews
    }

    /// The default spacing between tracks: the platform's spacing across the grid's lines.
    private var trackSpacing: CGFloat {
        axis == .vertical ? environment.platformMetrics.horizontalSpacing : environment.platformMetrics.verticalSpacing
    }

    /// The tracks for a length across the grid (cached for the last length asked).
    func tracks(for length: CGFloat?) -> GridTracks {
        if let resolved, resolved.length == length { return resolved.tracks }
        let tracks = GridTracks(items: items, length: length, defaultSpacing: trackSpacing)
        resolved = (length, tracks)
        return tracks
    }

    override func setRows(_ rows: [RowSegment]) {
        contentRows = rows
        resolved = nil
        super.setRows(lines())
    }

    /// Groups the items again when the number of tracks for `length` differs from the one they are grouped for.
    private func regroup(for length: CGFloat?) {
        let count = tracks(for: length).count
        guard count != groupedTrackCount else { return }
        groupedTrackCount = count
        super.setRows(lines())
    }

    /// The content's rows as lines: runs of items grouped by `groupedTrackCount`, headers and footers as they are.
    private func lines() -> [RowSegment] {
        var lines: [RowSegment] = []
        var pending: [RowSegment] = []
        var runIndex = 0
        func closeRun() {
            guard let first = pending.first else { return }
            if runIndex == runs.count { runs.append(GridLineRun(grid: self)) }
            runs[runIndex].setItems(pending, tracksPerLine: groupedTrackCount)
            var segment = RowSegment.lazy(runs[runIndex])
            segment.section = first.section
            lines.append(segment)
            runIndex += 1
            pending.removeAll()
        }
        for row in contentRows {
            if row.role == .row, pending.first.map({ $0.section == row.section }) ?? true {
                pending.append(row)
            } else if row.role == .row {
                closeRun()
                pending.append(row)
            } else {
                closeRun()
                lines.append(row)
            }
        }
        closeRun()
        runs.removeLast(runs.count - runIndex)
        return lines
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let across = proposal[axis.other]
        regroup(for: across)
        let size = super.computeSize(proposal)
        return CGSize(major: size[axis], minor: tracks(for: across).total, axis: axis)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        regroup(for: frame.size[axis.other])
        super.placeContent(in: frame, proposal: proposal)
    }

    override func holdsLazyRows(of source: any LazyRowSource) -> Bool {
        super.holdsLazyRows(of: source) || runs.contains { $0.holds(source) }
    }

    override func row(withID id: AnyHashable, in source: (any LazyRowSource)? = nil) -> Int? {
        guard let source, !(source is GridLineRun) else { return super.row(withID: id, in: source) }
        for run in runs where run.holds(source) {
            return super.row(withID: id, in: run)
        }
        return nil
    }
}
