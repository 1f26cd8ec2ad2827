import Foundation
import KumikoCore

extension PlatformMetrics {
    /// The terminal's metrics: its spacing and padding (``PlatformMetrics/terminal``) with the layout of its
    /// lists, tables, navigation chrome, presentations and controls, each in cells of 8 × 16 points.
    package static let terminalPlatform: PlatformMetrics = {
        var metrics = PlatformMetrics.terminal
        metrics.list = .terminal
        metrics.table = .terminal
        metrics.navigation = .terminal
        metrics.presentation = .terminal
        metrics.controls = .terminal
        return metrics
    }()
}
