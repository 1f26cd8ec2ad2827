import Foundation
import KumikoCore

extension ListMetrics {
    /// The terminal's, in cells of 8 × 16 points.
    package static let terminal = ListMetrics()
}
