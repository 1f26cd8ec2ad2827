import Foundation

/// How a platform lays out a table's lines and columns: column spacing, header and row heights, the room its rules take, in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct TableMetrics: Equatable, Sendable {
    /// Creates metrics.
    package init() {}

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    package static let iOS = TableMetrics()
}
