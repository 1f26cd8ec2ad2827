import Foundation
import KumikoCore

extension TableMetrics {
    /// The terminal's, in cells of 8 × 16 points: columns two cells apart, a "│" in the first and a space; the
    /// header one column in from each side, a row of titles over a row of "─"; rows at least one row tall; the
    /// sort mark one cell after a space; resizing by one column; fourteen columns a column when unspecified.
    package static let terminal = TableMetrics(
        columnSpacing: 16, columnSeparatorWidth: 8, headerInset: 8, headerHeight: 16, headerRuleHeight: 16,
        rowMinimumHeight: 16, sortIndicatorWidth: 8, sortIndicatorSpacing: 8, resizeStep: 8, unspecifiedColumnWidth: 112
    )
}
