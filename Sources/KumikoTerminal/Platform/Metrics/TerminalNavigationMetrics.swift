import Foundation
import KumikoCore

extension NavigationMetrics {
    /// The terminal's, in cells of 8 × 16 points: every bar is one row; items are two columns apart; the back
    /// indicator is "‹ " (two columns); a sidebar takes 20 to 40 columns, the detail keeps 20, and the divider
    /// between columns is one column of "│"; page dots are one cell, one column apart; regular from 100 columns
    /// and 20 rows.
    package static let terminal = NavigationMetrics(
        barHeight: 16, barMargin: 0, barItemSpacing: 16, backIndicatorWidth: 16,
        splitLeadingColumnMinimumWidth: 160, splitLeadingColumnMaximumWidth: 320, splitDetailMinimumWidth: 160, splitDividerWidth: 8,
        tabBarHeight: 16, tabItemSpacing: 8, pageIndicatorSize: CGSize(width: 8, height: 16), pageIndicatorSpacing: 8,
        regularWidth: 800, regularHeight: 320
    )
}
