import Foundation
import KumikoCore

extension NavigationMetrics {
    /// The terminal's, in cells of 8 × 16 points.
    package static let terminal = NavigationMetrics()
}
