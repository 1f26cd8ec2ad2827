import Foundation

/// The width a column's content asks of its ``NavigationSplitView``, in points.
struct SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width in whole units of `unit` points (the platform's grid: a terminal's columns): the ideal
    /// rounded, kept within the bounds; nil when the ideal is not a usable number (with a diagnostic).
    func units(of unit: CGFloat) -> (min: Int, ideal: Int, max: Int)? {
        guard ideal.isFinite, ideal >= 0, unit > 0 else {
            Diagnostics.warnOnce("navigationSplitViewColumnWidth.ideal",
                                 "navigationSplitViewColumnWidth: the ideal width \(ideal) is not a width; the default is used.")
            return nil
        }
        func units(_ points: CGFloat?, _ fallback: Int) -> Int {
            guard let points, points.isFinite, points >= 0 else { return fallback }
            return (points / unit).clampedInt()
        }
        let idealUnits = units(ideal, 0)
        let low = units(min, idealUnits), high = Swift.max(units(max, idealUnits), low)
        return (low, Swift.min(Swift.max(idealUnits, low), high), high)
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
    /// content column; the detail takes what is left), rounded to the platform's grid (a terminal's whole
    /// columns of 8 pt).
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
