import Foundation

/// The width a column's content asks of its ``NavigationSplitView``, in points.
struct SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width in whole columns of `cellWidth` points: the ideal rounded, kept within the bounds; nil when
    /// the ideal is not a usable number (with a diagnostic).
    func columns(cellWidth: CGFloat) -> (min: Int, ideal: Int, max: Int)? {
        guard ideal.isFinite, ideal >= 0, cellWidth > 0 else {
            Diagnostics.warnOnce("navigationSplitViewColumnWidth.ideal",
                                 "navigationSplitViewColumnWidth: the ideal width \(ideal) is not a width; the default is used.")
            return nil
        }
        func cells(_ points: CGFloat?, _ fallback: Int) -> Int {
            guard let points, points.isFinite, points >= 0 else { return fallback }
            return (points / cellWidth).clampedInt()
        }
        let idealCells = cells(ideal, 0)
        let low = cells(min, idealCells), high = Swift.max(cells(max, idealCells), low)
        return (low, Swift.min(Swift.max(idealCells, low), high), high)
    }
}

/// Carries a column's width up to its split view (the first one set in the column wins).
struct SplitColumnWidthKey: PreferenceKey {
    static var defaultValue: SplitColumnWidth? { nil }
    static func reduce(value: inout SplitColumnWidth?, nextValue: () -> SplitColumnWidth?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets a fixed width for the ``NavigationSplitView`` column that holds this view (the sidebar or the
    /// content column; the detail takes what is left). A terminal rounds it to whole columns of 8 pt.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets a preferred width, with optional bounds, for the ``NavigationSplitView`` column that holds this
    /// view (the sidebar or the content column; the detail takes what is left). When the window is too narrow
    /// for every column's width, the leading columns shrink towards their minimums first.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}
