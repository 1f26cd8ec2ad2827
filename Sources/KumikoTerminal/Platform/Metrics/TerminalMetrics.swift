import Foundation
import KumikoCore

extension PlatformMetrics {
    /// The terminal's metrics, in cells of 8 × 16 points: one column (8 pt) of horizontal and no vertical default
    /// spacing (rows already part lines, and half-row gaps cannot be drawn), 16 pt of default padding (one row
    /// above and below, two columns at the sides), and the layout of its lists, tables, navigation chrome,
    /// presentations and controls.
    package static let terminal: PlatformMetrics = {
        var metrics = PlatformMetrics(horizontalSpacing: 8, verticalSpacing: 0, defaultPadding: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        metrics.list = .terminal
        metrics.table = .terminal
        metrics.navigation = .terminal
        metrics.presentation = .terminal
        metrics.controls = .terminal
        return metrics
    }()
}
