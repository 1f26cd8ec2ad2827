import Foundation

/// How a platform lays out presentations: sheets, alerts, dialogs, popovers and menus (their widths, margins, edges), in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct PresentationMetrics: Equatable, Sendable {
    /// Creates metrics.
    package init() {}

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    package static let iOS = PresentationMetrics()
}
