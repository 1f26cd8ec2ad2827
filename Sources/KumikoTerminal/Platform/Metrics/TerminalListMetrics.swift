import Foundation
import KumikoCore

extension ListMetrics {
    /// The terminal's, in cells of 8 × 16 points: a column of padding at each side of a row, rows at least one
    /// line tall; the `.inset` margin two columns, the `.insetGrouped` margin the box's one-column side edge, its
    /// top and bottom edges a line each; a blank line between grouped sections; a separator a line of its own,
    /// under rows taller than one line only (one-line rows are already apart on the line grid); the trailing
    /// mark one column with a blank column after it, a badge one column before what follows; edit controls one
    /// column, each with a blank column outside it; the cursor one column; outline levels two columns apart,
    /// the triangle a column and a space.
    package static let terminal: ListMetrics = {
        var metrics = ListMetrics()
        metrics.rowInsets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        metrics.minimumRowHeight = 16
        metrics.insetMargin = 16
        metrics.insetGroupedMargin = 8
        metrics.groupedBoxEdges = EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8)
        metrics.sectionSpacing = 16
        metrics.separatorRoom = 16
        metrics.separatesOneLineRows = false
        metrics.trailingMarkRoom = 16
        metrics.trailingMarkWidth = 8
        metrics.badgeSpacing = 8
        metrics.editControlRoom = 16
        metrics.editControlWidth = 8
        metrics.rowCursorWidth = 8
        metrics.outlineIndent = 16
        metrics.disclosureTriangleRoom = 16
        metrics.disclosureTriangleWidth = 8
        // A gap column and the label's column; one line per label.
        metrics.sectionIndexWidth = 16
        metrics.sectionIndexEntryHeight = 16
        return metrics
    }()
}
