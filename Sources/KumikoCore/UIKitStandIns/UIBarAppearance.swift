import Foundation

/// The size class of a bar a background image is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    /// The bar's regular height.
    case `default` = 0
    /// The bar's compact height.
    case compact = 1
    /// The bar's regular height with a prompt.
    case defaultPrompt = 101
    /// The bar's compact height with a prompt.
    case compactPrompt = 102
}

/// The look of a bar (UIKit's `UIBarAppearance`), configured in old SwiftUI code and handed to a bar's appearance
/// proxy (`UINavigationBar.appearance().standardAppearance = appearance`). It keeps what is set on it and styles
/// nothing: Kumiko draws its bars from SwiftUI's `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`.
@MainActor
open class UIBarAppearance: NSObject {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The colour of the bar's shadow line.
    open var shadowColor: UIColor?
    /// The image of the bar's shadow line.
    open var shadowImage: UIImage?

    /// An appearance with the platform's default background.
    public override init() { super.init() }

    /// Gives the bar the platform's default background.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// Gives the bar an opaque background in the system background colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = nil
    }

    /// Gives the bar no background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}
