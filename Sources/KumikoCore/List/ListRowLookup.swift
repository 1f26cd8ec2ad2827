/// Finding the `ForEach` behind a list row, for edit actions.
extension LazyStackElement {
    /// The lazy source of row `row` and the row's index in it, or nil for a row that is not a `ForEach` row.
    func lazySource(ofRow row: Int) -> (source: any LazyRowSource, index: Int)? {
        guard row >= 0, row < rowCount else { return nil }
        let low = segmentIndex(ofRow: row)
        guard case .lazy(let source) = segments[low].source else { return nil }
        return (source, row - segmentStarts[low])
    }
}

extension LazyStackElement {
    /// What row `row` is to its section (content row, header, footer, or a list's own line), nil when out of
    /// range.
    func role(ofRow row: Int) -> RowSegment.Role? {
        guard row >= 0, row < rowCount else { return nil }
        return segments[segmentIndex(ofRow: row)].role
    }

    /// The nearest row from `row` in a direction (`step` +1 or -1), `row` itself included, that satisfies
    /// `isStop`; nil when there is none that way.
    func nearestRow(from row: Int, step: Int, where isStop: (Int) -> Bool) -> Int? {
        var candidate = row
        while candidate >= 0, candidate < rowCount {
            if isStop(candidate) { return candidate }
            candidate += step
        }
        return nil
    }

    /// The nearest content row from `row` in a direction, `row` itself included.
    func contentRow(from row: Int, step: Int) -> Int? {
        nearestRow(from: row, step: step) { role(ofRow: $0) == .row }
    }
}

extension LazyStackElement {
    /// The collapsible section whose header is row `row`, if it is one.
    func collapsibleSection(headerRow row: Int) -> (any CollapsibleSection)? {
        guard row >= 0, row < rowCount else { return nil }
        return segments[segmentIndex(ofRow: row)].collapsible
    }

    /// The header row of the collapsible section holding row `row` (the row itself when it is that header).
    func collapsibleHeaderRow(around row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        var position = segmentIndex(ofRow: row)
        let section = segments[position].section
        guard section != nil else { return nil }
        while position >= 0, segments[position].section == section {
            if segments[position].collapsible != nil { return segmentStarts[position] }
            position -= 1
        }
        return nil
    }
}
