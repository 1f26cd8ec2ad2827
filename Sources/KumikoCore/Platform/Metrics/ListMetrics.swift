import Foundation

/// How a platform lays out a list's rows: insets, margins, the room separators and section gaps take, the room of accessories, in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct ListMetrics: Equatable, Sendable {
    /// Creates metrics.
    package init() {}

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    package static let iOS = ListMetrics()
}
