import Foundation

/// How a platform lays out controls: sliders, steppers, pickers, text fields, toggles, scroll indicators, dividers and images of symbols, in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct ControlMetrics: Equatable, Sendable {
    /// Creates metrics.
    package init() {}

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    package static let iOS = ControlMetrics()
}
