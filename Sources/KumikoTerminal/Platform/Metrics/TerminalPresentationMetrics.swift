import Foundation
import KumikoCore

extension PresentationMetrics {
    /// The terminal's, in cells of 8 × 16 points.
    package static let terminal = PresentationMetrics()
}
