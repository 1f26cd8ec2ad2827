import Foundation

/// How a platform lays out navigation chrome: the bar, the back button, split-view columns, the tab bar, in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct NavigationMetrics: Equatable, Sendable {
    /// Creates metrics.
    package init() {}

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    package static let iOS = NavigationMetrics()
}
