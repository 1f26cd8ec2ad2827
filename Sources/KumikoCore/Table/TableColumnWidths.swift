import Foundation

/// A column's width as declared with `TableColumn.width(_:)` or `width(min:ideal:max:)`, in points; bad numbers
/// (NaN, infinite, negative) are dropped where they enter, with a one-time diagnostic.
struct TableColumnWidth: Equatable {
    /// The narrowest the column gets (nil: one cell).
    var min: CGFloat?
    /// The width it starts at (nil: an equal share of the width left by the other columns).
    var ideal: CGFloat?
    /// The widest it gets (nil: no limit).
    var max: CGFloat?

    /// A flexible column sharing the width with the others.
    static let flexible = TableColumnWidth()

    /// A width of `width` exactly (nil: flexible).
    static func fixed(_ width: CGFloat?) -> TableColumnWidth {
        guard let width = sanitized(width, "width") else { return .flexible }
        return TableColumnWidth(min: width, ideal: width, max: width)
    }

    /// Bounds and a starting width; a minimum above the maximum raises the maximum to it.
    static func bounded(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> TableColumnWidth {
        var width = TableColumnWidth(min: sanitized(min, "min"), ideal: sanitized(ideal, "ideal"), max: sanitized(max, "max"))
        if let low = width.min, let high = width.max, low > high {
            Diagnostics.warnOnce("TableColumn.minAboveMax", "A TableColumn's minimum width \(low) is above its maximum \(high); the maximum is raised to the minimum.")
            width.max = low
        }
        return width
    }

    private static func sanitized(_ value: CGFloat?, _ name: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            Diagnostics.warnOnce("TableColumn.badWidth.\(name)", "A TableColumn's \(name) width \(value) is not a finite, non-negative number; it is ignored.")
            return nil
        }
        return value
    }

    /// The bounds in whole cells (points rounded to the nearest cell): at least one cell, the maximum never
    /// below the minimum.
    func cellBounds(cell: CGFloat) -> ClosedRange<Int> {
        let low = Swift.max(min.map { Self.cells($0, cell) } ?? 1, 1)
        let high = max.map { Swift.max(Self.cells($0, cell), low) } ?? Int.max
        return low...high
    }

    /// The starting width in whole cells, if the column has one.
    func idealCells(cell: CGFloat) -> Int? { ideal.map { Self.cells($0, cell) } }

    static func cells(_ points: CGFloat, _ cell: CGFloat) -> Int { (points / Swift.max(cell, 1)).clampedInt() }
}

/// How a table shares its width among its columns, in whole cells (docs/TERMINAL-LOOK.md, "Tables"):
///
/// 1. A column resized by the user keeps the width it was given; otherwise a column with an ideal (or fixed)
///    width starts there; each within its bounds.
/// 2. The columns without a width share what is left equally (the first ones take the odd cells), each
///    within its bounds; a column held at a bound gives its share back to the others.
/// 3. When the columns are wider than the table, they shrink from the last to their minimums, those the user
///    did not resize first; what still does not fit is cut off at the table's edge.
///
/// Two cells between neighbouring columns are kept for the separator and a space after it.
enum TableColumnWidths {
    /// The cells between two columns: the separator `│` and a space.
    static let gap = 2

    /// The widths in cells of columns declared as `widths` (with user-set widths `resized`, in cells) in
    /// `available` cells.
    static func resolve(_ widths: [TableColumnWidth], resized: [Int: Int], available: Int, cell: CGFloat) -> [Int] {
        let count = widths.count
        guard count > 0 else { return [] }
        let bounds = widths.map { $0.cellBounds(cell: cell) }
        let room = max(available - gap * (count - 1), 0)
        var result = [Int](repeating: 0, count: count)
        var flexible: [Int] = []
        for index in 0..<count {
            if let set = resized[index] ?? widths[index].idealCells(cell: cell) {
                result[index] = clamp(set, bounds[index])
            } else {
                flexible.append(index)
            }
        }
        // Share the rest among the flexible columns, giving back the shares of those held at a bound.
        var open = flexible
        while !open.isEmpty {
            let taken = (0..<count).filter { !open.contains($0) }.reduce(0) { $0 + result[$1] }
            let rest = max(room - taken, 0)
            let share = rest / open.count, odd = rest % open.count
            var held: [Int] = []
            for (position, index) in open.enumerated() {
                let wanted = share + (position < odd ? 1 : 0)
                result[index] = clamp(wanted, bounds[index])
                if result[index] != wanted { held.append(index) }
            }
            if held.isEmpty { break }
            open.removeAll { held.contains($0) }
        }
        // Too wide: shrink from the last column, the ones not resized by the user first.
        var excess = result.reduce(0, +) - room
        for pass in 0..<2 where excess > 0 {
            for index in stride(from: count - 1, through: 0, by: -1) where excess > 0 && (resized[index] != nil) == (pass == 1) {
                let give = min(result[index] - bounds[index].lowerBound, excess)
                result[index] -= give
                excess -= give
            }
        }
        return result
    }

    private static func clamp(_ value: Int, _ bounds: ClosedRange<Int>) -> Int {
        min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}
