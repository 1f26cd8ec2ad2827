import Foundation

/// How a platform lays out a table's lines and columns: column spacing, header and row heights, the room its rules take, in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct TableMetrics: Equatable, Sendable {
    /// The room between two neighbouring columns (the column separator sits at its leading edge).
    package var columnSpacing: CGFloat
    /// The room a column separator takes, at the leading edge of the spacing between two columns.
    package var columnSeparatorWidth: CGFloat
    /// The header's inset at each side, so that its titles stand over the rows' cells (a row's inset is its
    /// list row's).
    package var headerInset: CGFloat
    /// The height of the header's line of titles.
    package var headerHeight: CGFloat
    /// The height of the rule under the header's titles.
    package var headerRuleHeight: CGFloat
    /// The least height of a row.
    package var rowMinimumHeight: CGFloat
    /// The width of the sort indicator at the trailing end of the sorted column's title.
    package var sortIndicatorWidth: CGFloat
    /// The room kept between a sorted column's title and its sort indicator.
    package var sortIndicatorSpacing: CGFloat
    /// How much a column narrows or widens for one press of a resizing key.
    package var resizeStep: CGFloat
    /// The width each column gets when the table's width is unspecified (its separators included).
    package var unspecifiedColumnWidth: CGFloat
    /// Whether a searchable table's search field sits above its header (iOS: in the navigation bar's area, over
    /// the whole table) rather than as the rows' first line under the header.
    package var searchFieldAboveHeader = false

    /// Creates metrics.
    package init(columnSpacing: CGFloat, columnSeparatorWidth: CGFloat, headerInset: CGFloat, headerHeight: CGFloat,
                 headerRuleHeight: CGFloat, rowMinimumHeight: CGFloat, sortIndicatorWidth: CGFloat,
                 sortIndicatorSpacing: CGFloat, resizeStep: CGFloat, unspecifiedColumnWidth: CGFloat) {
        self.columnSpacing = columnSpacing
        self.columnSeparatorWidth = columnSeparatorWidth
        self.headerInset = headerInset
        self.headerHeight = headerHeight
        self.headerRuleHeight = headerRuleHeight
        self.rowMinimumHeight = rowMinimumHeight
        self.sortIndicatorWidth = sortIndicatorWidth
        self.sortIndicatorSpacing = sortIndicatorSpacing
        self.resizeStep = resizeStep
        self.unspecifiedColumnWidth = unspecifiedColumnWidth
    }

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    ///
    /// - Rows are at least 44 pt tall (the HIG's least hit target, a list row's default height); the header's
    ///   titles line is 32 pt (estimate: a plain section header on iPadOS) over a 1 pt hairline rule.
    /// - The header keeps the 16 pt inset of a list row's content (the HIG's default layout margins).
    /// - Columns are 16 pt apart with a 1 pt hairline between them; the sort chevron is 12 pt wide, 4 pt after
    ///   its title; a resizing key moves a column's edge by 8 pt; with no width, a column gets 112 pt: estimates
    ///   (SwiftUI documents none of these).
    /// - The search field of a searchable table is above the header, as iOS shows it under the title.
    package static let iOS: TableMetrics = {
        var metrics = TableMetrics(
            columnSpacing: 16, columnSeparatorWidth: 1, headerInset: 16, headerHeight: 32, headerRuleHeight: 1,
            rowMinimumHeight: 44, sortIndicatorWidth: 12, sortIndicatorSpacing: 4, resizeStep: 8, unspecifiedColumnWidth: 112
        )
        metrics.searchFieldAboveHeader = true
        return metrics
    }()
}
