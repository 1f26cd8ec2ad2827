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
///
/// A row measured at exactly the estimate (every row of a list whose rows are alike) is not stored in the
/// trees, whose offsets it would not change: one bit records it, so that scrolling through 100,000 such rows
/// keeps 12 KB, not 2 MB. Should the estimate change, those rows are stored with the old estimate first, so a
/// measured row keeps its length whatever the estimate becomes.
struct RowHeightIndex {
    /// Fenwick tree (1-based) of the measured lengths.
    private var sums: PagedArray<Double>
    /// Fenwick tree (1-based) of the number of measured rows.
    private var counts: PagedArray<Int32>
    /// The measured length of each row, or NaN when not measured or measured at the estimate.
    private var measured: PagedArray<Double>
    /// One bit a row (64 rows a word): set when the row was measured at exactly the estimate and is not stored.
    private var atEstimate: PagedArray<UInt64>
    /// The number of rows whose bit is set in `atEstimate`.
    private var rowsAtEstimate = 0
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
        atEstimate = PagedArray(count: (self.count + 63) / 64, defaultValue: 0)
        self.estimate = estimate.isFinite ? estimate : 0
    }

    /// The length of one row (measured or estimated).
    func length(of row: Int) -> Double {
        let value = measured[row]
        return value.isNaN ? estimate : value
    }

    /// Whether a row has been measured.
    func isMeasured(_ row: Int) -> Bool { !measured[row].isNaN || isAtEstimate(row) }

    /// The number of rows whose measured lengths the trees hold (rows measured at the estimate are not held).
    var storedRowCount: Int { prefix(upTo: count).rows }

    /// Records a row's measured length.
    mutating func setLength(_ length: Double, of row: Int) {
        guard row >= 0, row < count, length.isFinite else { return }
        let old = measured[row]
        if length == estimate {
            if !old.isNaN {
                measured[row] = .nan
                add(-old, counting: -1, at: row)
            }
            setAtEstimate(row, true)
            return
        }
        setAtEstimate(row, false)
        guard old != length else { return }
        measured[row] = length
        if old.isNaN {
            add(length, counting: 1, at: row)
        } else {
            add(length - old, counting: 0, at: row)
        }
    }

    /// Changes the estimate used for unmeasured rows: O(1) when no row was measured at the old estimate, as the
    /// trees hold measured rows only; otherwise those rows are stored with the old estimate first.
    mutating func setEstimate(_ newEstimate: Double) {
        guard newEstimate.isFinite, newEstimate != estimate else { return }
        if rowsAtEstimate > 0 { storeRowsAtEstimate() }
        estimate = newEstimate
    }

    /// Whether `row` was measured at exactly the estimate.
    private func isAtEstimate(_ row: Int) -> Bool {
        atEstimate[row >> 6] & (1 << UInt64(row & 63)) != 0
    }

    /// Sets or clears the bit of a row measured at the estimate (allocating its page only to set it).
    private mutating func setAtEstimate(_ row: Int, _ isSet: Bool) {
        let bit: UInt64 = 1 << UInt64(row & 63)
        let word = atEstimate[row >> 6]
        guard (word & bit != 0) != isSet else { return }
        atEstimate[row >> 6] = isSet ? word | bit : word & ~bit
        rowsAtEstimate += isSet ? 1 : -1
    }

    /// Moves every row measured at the estimate into the trees with that length (before the estimate changes).
    private mutating func storeRowsAtEstimate() {
        for wordIndex in 0..<((count + 63) / 64) {
            var word = atEstimate[wordIndex]
            guard word != 0 else { continue }
            atEstimate[wordIndex] = 0
            while word != 0 {
                let row = wordIndex * 64 + word.trailingZeroBitCount
                word &= word - 1
                measured[row] = estimate
                add(estimate, counting: 1, at: row)
            }
        }
        rowsAtEstimate = 0
    }

    /// The sum of the lengths of rows before `row` (the offset of `row`).
    func offset(of row: Int) -> Double {
        let end = min(max(row, 0), count)
        let stored = prefix(upTo: end)
        return stored.sum + estimate * Double(end - stored.rows)
    }

    /// The sum of the stored lengths of the rows before `end`, and how many they are.
    private func prefix(upTo end: Int) -> (sum: Double, rows: Int) {
        var index = end
        var sum = 0.0
        var rows = 0
        while index > 0 {
            sum += sums[index]
            rows += Int(counts[index])
            index &= index - 1
        }
        return (sum, rows)
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

    /// Adds `delta` to the measured length and `rows` to the measured rows at `row` (`rows` is -1 when a row's
    /// length leaves the trees).
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
    /// The number of elements (the last page holds only those it covers: a 2,000-row list's bit page is 32
    /// words, not 4,096).
    private let count: Int

    /// Creates an array of `count` default values (only the table of pages is allocated).
    init(count: Int, defaultValue: Element) {
        self.count = max(count, 0)
        pages = Array(repeating: [], count: (self.count + Self.pageSize - 1) >> Self.pageShift)
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
            pages[page] = Array(repeating: defaultValue, count: min(Self.pageSize, count - (page << Self.pageShift)))
        }
        change(&pages[page][index & (Self.pageSize - 1)])
    }
}
