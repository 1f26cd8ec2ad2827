import Foundation

/// UIKit's tab bar. Old SwiftUI code styled `TabView`'s bar through its appearance proxy
/// (`UITabBar.appearance().unselectedItemTintColor = .gray`): that compiles and has no effect; use `tint(_:)` and
/// `toolbarBackground(_:for:)` with `.tabBar`.
@MainActor
open class UITabBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The colour of the items that are not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The image of the bar's shadow line.
    open var shadowImage: UIImage?
    /// The bar's look.
    open var standardAppearance = UITabBarAppearance()
    /// The bar's look when the content is scrolled to its bottom.
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// The look of a tab bar (UIKit's `UITabBarAppearance`): kept, and styling nothing in Kumiko.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items with the title under the icon.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The look of items with the title beside the icon.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The look of items with the title beside the icon, in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// The look of a tab bar's items in each state (UIKit's `UITabBarItemAppearance`).
@MainActor
open class UITabBarItemAppearance: NSObject {
    /// An item that is not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// A disabled item.
    open var disabled = UITabBarItemStateAppearance()
    /// A focused item.
    open var focused = UITabBarItemStateAppearance()

    /// The platform's default look.
    public override init() { super.init() }
}

/// The look of a tab bar item in one state (UIKit's `UITabBarItemStateAppearance`).
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?

    /// The platform's default look.
    public override init() { super.init() }
}
