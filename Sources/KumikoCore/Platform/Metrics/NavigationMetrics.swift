import Foundation

/// How a platform lays out navigation chrome: the bar, the back button, split-view columns, the tab bar, in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct NavigationMetrics: Equatable, Sendable {
    /// The height of a navigation bar (and of a stack's bottom toolbar).
    package var barHeight: CGFloat
    /// The room between the bar's edges and its first and last items.
    package var barMargin: CGFloat
    /// The room between neighbouring items on a bar (the back button, toolbar items, the title).
    package var barItemSpacing: CGFloat
    /// The room of the back button's indicator (the chevron before the previous screen's title).
    package var backIndicatorWidth: CGFloat
    /// The narrowest a split view's leading column (sidebar or content) gets by default: by default it takes a
    /// quarter of the split view's width, within this and ``splitLeadingColumnMaximumWidth``.
    package var splitLeadingColumnMinimumWidth: CGFloat
    /// The widest a split view's leading column gets by default.
    package var splitLeadingColumnMaximumWidth: CGFloat
    /// The least width a split view's detail keeps before its leading columns shrink.
    package var splitDetailMinimumWidth: CGFloat
    /// The room the divider between two split-view columns takes.
    package var splitDividerWidth: CGFloat
    /// The height of a tab view's tab bar.
    package var tabBarHeight: CGFloat
    /// The least room kept between the labels of two neighbouring tab bar items.
    package var tabItemSpacing: CGFloat
    /// The height a large title adds under the bar (nil: the platform shows titles inline only).
    package var largeTitleHeight: CGFloat?
    /// The font of a large title.
    package var largeTitleFont = ResolvedFont(size: 34, weight: .bold, textStyle: .largeTitle)
    /// How a tab bar item is laid out: its icon over a small title (iOS), or the icon, the title and the badge on
    /// one line of body text (nil: a terminal's bar).
    package var stackedTabItem: StackedTabItemMetrics?
    /// The size of one page indicator (the dot of a page-style tab view).
    package var pageIndicatorSize: CGSize
    /// The room between two page indicators.
    package var pageIndicatorSpacing: CGFloat
    /// The least width of the window that is a regular horizontal size class.
    package var regularWidth: CGFloat
    /// The least height of the window that is a regular vertical size class.
    package var regularHeight: CGFloat

    /// Creates metrics.
    package init(barHeight: CGFloat, barMargin: CGFloat, barItemSpacing: CGFloat, backIndicatorWidth: CGFloat,
                 splitLeadingColumnMinimumWidth: CGFloat,
                 splitLeadingColumnMaximumWidth: CGFloat, splitDetailMinimumWidth: CGFloat,
                 splitDividerWidth: CGFloat, tabBarHeight: CGFloat, tabItemSpacing: CGFloat, pageIndicatorSize: CGSize,
                 pageIndicatorSpacing: CGFloat, regularWidth: CGFloat, regularHeight: CGFloat,
                 largeTitleHeight: CGFloat? = nil, stackedTabItem: StackedTabItemMetrics? = nil) {
        self.largeTitleHeight = largeTitleHeight
        self.stackedTabItem = stackedTabItem
        self.barHeight = barHeight
        self.barMargin = barMargin
        self.barItemSpacing = barItemSpacing
        self.backIndicatorWidth = backIndicatorWidth
        self.splitLeadingColumnMinimumWidth = splitLeadingColumnMinimumWidth
        self.splitLeadingColumnMaximumWidth = splitLeadingColumnMaximumWidth
        self.splitDetailMinimumWidth = splitDetailMinimumWidth
        self.splitDividerWidth = splitDividerWidth
        self.tabBarHeight = tabBarHeight
        self.tabItemSpacing = tabItemSpacing
        self.pageIndicatorSize = pageIndicatorSize
        self.pageIndicatorSpacing = pageIndicatorSpacing
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour), tab items stacked.
    ///
    /// - A large title (the default of a stack's screens) is 34 pt bold (the `largeTitle` text style) in 52 pt
    ///   under the bar, which is then 96 pt tall (UINavigationBar with `prefersLargeTitles`).
    /// - A navigation bar and a toolbar are 44 pt tall (UIKit's bars on iPhone since iOS 7), a tab bar 49 pt
    ///   (UITabBar without the home indicator's inset).
    /// - The bar's margins are the 16 pt layout margins of an iPhone's root view; items are 8 pt apart and the
    ///   back chevron takes 23 pt (13 pt glyph and a 10 pt gap before the title): estimates from screenshots.
    /// - A sidebar is at most 320 pt wide (`UISplitViewController.maximumPrimaryColumnWidth`'s automatic value),
    ///   with no minimum of its own (its `minimumPrimaryColumnWidth`'s); the detail keeps 320 pt (the narrowest
    ///   iPhone, an estimate) and the divider is a 1 pt hairline (estimate: UIKit draws it 1 pixel wide).
    /// - A tab bar's items keep 8 pt apart (estimate). Page dots are 7 pt with 9 pt between them (UIPageControl's
    ///   dots as measured before iOS 14; an estimate).
    /// - Size classes: the narrowest regular width is 678 pt (a 12.9" iPad's half of a landscape split view; 639 pt
    ///   is compact), the lowest regular height 568 pt (an iPhone SE in portrait; phones in landscape, up to
    ///   440 pt, are compact). iOS decides by device as well as by size: these are the nearest thresholds.
    package static let iOS = NavigationMetrics(
        barHeight: 44, barMargin: 16, barItemSpacing: 8, backIndicatorWidth: 23,
        splitLeadingColumnMinimumWidth: 0, splitLeadingColumnMaximumWidth: 320, splitDetailMinimumWidth: 320, splitDividerWidth: 1,
        tabBarHeight: 49, tabItemSpacing: 8, pageIndicatorSize: CGSize(width: 7, height: 7), pageIndicatorSpacing: 9,
        regularWidth: 678, regularHeight: 568, largeTitleHeight: 52, stackedTabItem: .iOS
    )
}

/// A stacked tab bar item (iOS's): the icon centred over a small title, the badge a capsule at the icon's
/// top-trailing corner, in points.
package struct StackedTabItemMetrics: Equatable, Sendable {
    /// The icon's font (an SF Symbol's size follows its font).
    package var iconFont: ResolvedFont
    /// The title's font.
    package var titleFont: ResolvedFont
    /// The icon's top, from the bar's top.
    package var iconTop: CGFloat
    /// The height the icon is centred in.
    package var iconHeight: CGFloat
    /// The room between the icon's box and the title.
    package var titleSpacing: CGFloat
    /// The badge's font.
    package var badgeFont: ResolvedFont
    /// The badge's height (and its least width: one digit's badge is a circle).
    package var badgeHeight: CGFloat

    /// Creates the metrics.
    package init(iconFont: ResolvedFont, titleFont: ResolvedFont, iconTop: CGFloat, iconHeight: CGFloat, titleSpacing: CGFloat,
                 badgeFont: ResolvedFont, badgeHeight: CGFloat) {
        self.iconFont = iconFont
        self.titleFont = titleFont
        self.iconTop = iconTop
        self.iconHeight = iconHeight
        self.titleSpacing = titleSpacing
        self.badgeFont = badgeFont
        self.badgeHeight = badgeHeight
    }

    /// iOS's portrait iPhone tab bar (UITabBarItem; the HIG's "Tab bars": the title under the symbol, 10 pt;
    /// estimates from screenshots for the rest): symbols in a 22 pt font, centred in 28 pt from 4 pt below the
    /// bar's top; the title 10 pt medium right under them; badges 18 pt tall with 13 pt text.
    package static let iOS = StackedTabItemMetrics(
        iconFont: ResolvedFont(size: 22), titleFont: ResolvedFont(size: 10, weight: .medium), iconTop: 4, iconHeight: 28,
        titleSpacing: 1, badgeFont: ResolvedFont(size: 13), badgeHeight: 18
    )
}
