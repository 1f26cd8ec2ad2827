import Foundation

/// The platform's default metrics, in points: the one place where Kumiko's terminal look is decided
/// (DESIGN.md §3.5). A cell is 8 × 16 points; explicit numbers in user code keep their proportions.
package struct PlatformMetrics: Equatable, Sendable {
    /// The size of one terminal cell in points.
    package var cellSize: CGSize
    /// Default distance between horizontally adjacent views (one column).
    package var horizontalSpacing: CGFloat
    /// Default distance between vertically adjacent views. Zero: terminal rows already separate lines,
    /// and half-row gaps cannot be drawn.
    package var verticalSpacing: CGFloat
    /// `padding()` without a length: one row above and below, two columns at the sides.
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
    package init(cellSize: CGSize, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, defaultPadding: EdgeInsets) {
        self.cellSize = cellSize
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.defaultPadding = defaultPadding
    }

    /// The terminal: 8 × 16 pt cells, 8 pt (one column) horizontal and 0 pt vertical default spacing,
    /// 16 pt default padding.
    package static let terminal = PlatformMetrics(
        cellSize: CGSize(width: 8, height: 16), horizontalSpacing: 8, verticalSpacing: 0,
        defaultPadding: EdgeInsets(all: 16)
    )

    /// iOS's layout defaults (8 pt spacing on both axes, 16 pt padding), for comparing layouts with measured
    /// SwiftUI behaviour.
    package static let iOS = PlatformMetrics(
        cellSize: CGSize(width: 8, height: 16), horizontalSpacing: 8, verticalSpacing: 8,
        defaultPadding: EdgeInsets(all: 16)
    )
}

extension EnvironmentValues {
    /// The platform metrics in effect: the metrics of ``platform``.
    package var platformMetrics: PlatformMetrics {
        get { platform.metrics }
        set { platform.metrics = newValue }
    }
}
