import Foundation

/// Row lengths of a lazy container with O(log n) prefix sums and offset search (a Fenwick tree), so that the
/// offset of row 500,000 of 1,000,000, or the row at an offset, is found without walking the rows
/// (DESIGN.md §3.3). Rows never measured count with the estimate.
struct RowHeightIndex {
    /// Fenwick tree over (length − estimate) per row: only measured rows differ from the estimate.
    private var tree: [Double]
    /// The measured length of each row, or NaN when not measured.
    private var measured: [Double]
    /// The length assumed for rows not measured yet.
    private(set) var estimate: Double

    /// The number of rows.
    var count: Int { measured.count }

    /// Creates an index of `count` unmeasured rows.
    init(count: Int, estimate: Double) {
        tree = Array(repeating: 0, count: count + 1)
        measured = Array(repeating: .nan, count: count)
        self.estimate = estimate
    }

    /// The length of one row (measured or estimated).
    func length(of row: Int) -> Double {
        let value = measured[row]
        return value.isNaN ? estimate : value
    }

    /// Whether a row has been measured.
    func isMeasured(_ row: Int) -> Bool { !measured[row].isNaN }

    /// Records a row's measured length.
    mutating func setLength(_ length: Double, of row: Int) {
        guard row >= 0, row < count, length.isFinite else { return }
        let old = measured[row].isNaN ? estimate : measured[row]
        measured[row] = length
        add(length - old, at: row)
    }

    /// Changes the estimate used for unmeasured rows (the deltas stored in the tree stay valid for measured
    /// rows only because they are relative to the estimate, so they are rebuilt).
    mutating func setEstimate(_ newEstimate: Double) {
        guard newEstimate.isFinite, newEstimate != estimate else { return }
        estimate = newEstimate
        rebuild()
    }

    /// The sum of the lengths of rows before `row` (the offset of `row`).
    func offset(of row: Int) -> Double {
        var index = min(max(row, 0), count)
        var sum = 0.0
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum + estimate * Double(min(max(row, 0), count))
    }

    /// The total length of all rows.
    var total: Double { offset(of: count) }

    /// The row containing `offset` (the last row when beyond the end; 0 when empty or before the start).
    func row(at offset: Double) -> Int {
        guard count > 0, offset > 0 else { return 0 }
        // Binary lifting over the tree: find the largest prefix whose sum is <= offset.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = tree[next] + estimate * Double(step)
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    private mutating func add(_ delta: Double, at row: Int) {
        var index = row + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// Rebuilds the tree from the measured lengths in O(n).
    private mutating func rebuild() {
        for index in tree.indices { tree[index] = 0 }
        for row in 0..<count where !measured[row].isNaN {
            tree[row + 1] += measured[row] - estimate
        }
        var index = 1
        while index < tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
            index += 1
        }
    }
}
