import Foundation

/// UIKit's navigation bar. Before `toolbarBackground(_:for:)`, SwiftUI code styled navigation bars through its
/// appearance proxy (`UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]`,
/// `.standardAppearance = appearance`): that compiles and has no effect; use the SwiftUI modifiers.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether the bar shows large titles.
    open var prefersLargeTitles = false
    /// The attributes of the bar's title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the bar's large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The image of the bar's shadow line.
    open var shadowImage: UIImage?
    /// The image of the back button's chevron.
    open var backIndicatorImage: UIImage?
    /// The mask of the back button's chevron during a transition.
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The bar's look at a standard height.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look at a compact height.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's look when the content is scrolled to its top.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look at a compact height when the content is scrolled to its top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the bar's background image for a bar size.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The bar's background image for a bar size.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }
}

/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`): kept, and styling nothing in Kumiko.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the bar's title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the bar's large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The image of the back button's chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back button's chevron during a transition.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
