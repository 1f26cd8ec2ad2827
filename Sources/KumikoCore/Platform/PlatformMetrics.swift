import Foundation

/// A platform's default metrics, in points (DESIGN.md §3.5): default spacing and padding, and how each area
/// (lists, tables, navigation, presentations, controls) lays out its chrome. iOS's are here; each backend brings
/// its own (the terminal's are in `KumikoTerminal/Platform/Metrics/`).
package struct PlatformMetrics: Equatable, Sendable {
    /// Default distance between horizontally adjacent views.
    package var horizontalSpacing: CGFloat
    /// Default distance between vertically adjacent views.
    package var verticalSpacing: CGFloat
    /// `padding()` without a length.
    package var defaultPadding: EdgeInsets
    /// How lists lay out their rows.
    package var list = ListMetrics.iOS
    /// How tables lay out their lines and columns.
    package var table = TableMetrics.iOS
    /// How navigation bars, split views and tab bars are laid out.
    package var navigation = NavigationMetrics.iOS
    /// How sheets, alerts, dialogs, popovers and menus are laid out.
    package var presentation = PresentationMetrics.iOS
    /// How controls are laid out.
    package var controls = ControlMetrics.iOS

    /// Creates metrics.
    package init(horizontalSpacing: CGFloat, verticalSpacing: CGFloat, defaultPadding: EdgeInsets) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.defaultPadding = defaultPadding
    }

    /// iOS's layout defaults (8 pt spacing on both axes, 16 pt padding), for comparing layouts with measured
    /// SwiftUI behaviour.
    package static let iOS = PlatformMetrics(horizontalSpacing: 8, verticalSpacing: 8, defaultPadding: EdgeInsets(all: 16))
}

extension EnvironmentValues {
    /// The platform metrics in effect: the metrics of ``platform``.
    package var platformMetrics: PlatformMetrics {
        get { platform.metrics }
        set { platform.metrics = newValue }
    }
}
