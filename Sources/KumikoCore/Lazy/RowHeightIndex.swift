import Foundation

/// Row lengths of a lazy container with O(log n) prefix sums and offset search (Fenwick trees), so that the
/// offset of row 500,000 of 1,000,000, or the row at an offset, is found without walking the rows
/// (DESIGN.md §3.3). Rows never measured count with the estimate.
///
/// Two trees hold what was measured: the sum of the measured lengths and the number of measured rows, so the
/// offset of a row is `measured sum + estimate × unmeasured rows` and changing the estimate costs nothing.
/// Storage is paged and a page exists only once a row in it is measured: creating an index of a million rows
/// (which a lazy stack does whenever its data changes) allocates a few kilobytes and touches nothing else,
/// and memory grows with the rows measured, not with the rows there are.
struct RowHeightIndex {
    /// Fenwick tree (1-based) of the measured lengths.
    private var sums: PagedArray<Double>
    /// Fenwick tree (1-based) of the number of measured rows.
    private var counts: PagedArray<Int32>
    /// The measured length of each row, or NaN when not measured.
    private var measured: PagedArray<Double>
    /// The length assumed for rows not measured yet.
    private(set) var estimate: Double

    /// The number of rows.
    let count: Int

    /// Creates an index of `count` unmeasured rows (O(count / 4096), no row storage).
    init(count: Int, estimate: Double) {
        self.count = max(count, 0)
        sums = PagedArray(count: self.count + 1, defaultValue: 0)
        counts = PagedArray(count: self.count + 1, defaultValue: 0)
        measured = PagedArray(count: self.count, defaultValue: .nan)
        self.estimate = estimate.isFinite ? estimate : 0
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
        let old = measured[row]
        guard old != length else { return }
        measured[row] = length
        if old.isNaN {
            add(length, counting: 1, at: row)
        } else {
            add(length - old, counting: 0, at: row)
        }
    }

    /// Changes the estimate used for unmeasured rows (O(1): the trees hold measured rows only).
    mutating func setEstimate(_ newEstimate: Double) {
        guard newEstimate.isFinite else { return }
        estimate = newEstimate
    }

    /// The sum of the lengths of rows before `row` (the offset of `row`).
    func offset(of row: Int) -> Double {
        let end = min(max(row, 0), count)
        var index = end
        var sum = 0.0
        var measuredRows = 0
        while index > 0 {
            sum += sums[index]
            measuredRows += Int(counts[index])
            index &= index - 1
        }
        return sum + estimate * Double(end - measuredRows)
    }

    /// The total length of all rows.
    var total: Double { offset(of: count) }

    /// The row containing `offset` (the last row when beyond the end; 0 when empty or before the start).
    func row(at offset: Double) -> Int {
        guard count > 0, offset > 0 else { return 0 }
        // Binary lifting over the trees: find the largest prefix whose length is <= offset.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = sums[next] + estimate * Double(step - Int(counts[next]))
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Adds `delta` to the measured length and `rows` to the measured rows at `row`.
    private mutating func add(_ delta: Double, counting rows: Int32, at row: Int) {
        var index = row + 1
        while index <= count {
            sums.modify(at: index) { $0 += delta }
            if rows != 0 { counts.modify(at: index) { $0 += rows } }
            index += index & -index
        }
    }
}

/// A fixed-size array whose elements all start as one value, stored in pages that are allocated only when
/// one of their elements is written; reading an unwritten element returns the default without allocating.
private struct PagedArray<Element> {
    /// log2 of the elements per page.
    private static var pageShift: Int { 12 }
    /// The elements per page (4,096: 32 KB of `Double`).
    private static var pageSize: Int { 1 << pageShift }

    /// The pages; an empty page holds only default values.
    private var pages: [[Element]]
    /// The value of every element never written.
    private let defaultValue: Element

    /// Creates an array of `count` default values (only the table of pages is allocated).
    init(count: Int, defaultValue: Element) {
        pages = Array(repeating: [], count: (max(count, 0) + Self.pageSize - 1) >> Self.pageShift)
        self.defaultValue = defaultValue
    }

    /// The element at `index`.
    subscript(index: Int) -> Element {
        get {
            let page = pages[index >> Self.pageShift]
            return page.isEmpty ? defaultValue : page[index & (Self.pageSize - 1)]
        }
        set {
            modify(at: index) { $0 = newValue }
        }
    }

    /// Changes the element at `index` in place, allocating its page first if needed.
    mutating func modify(at index: Int, _ change: (inout Element) -> Void) {
        let page = index >> Self.pageShift
        if pages[page].isEmpty {
            pages[page] = Array(repeating: defaultValue, count: Self.pageSize)
        }
        change(&pages[page][index & (Self.pageSize - 1)])
    }
}
