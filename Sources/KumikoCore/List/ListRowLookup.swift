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
