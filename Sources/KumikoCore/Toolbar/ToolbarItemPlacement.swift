/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. A terminal has iOS's bars: the navigation
/// bar line at the top of a navigation stack (leading items after the back button, trailing items at the
/// end, a principal item instead of the title) and a bottom bar line below the stack's content.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case leading
        case principal
        case trailing
        case bottom
        /// Not shown in a terminal (the software keyboard's bar).
        case none
    }

    let bar: Bar
    let name: String

    /// The platform's choice: the trailing end of the navigation bar, as on iOS.
    public static let automatic = ToolbarItemPlacement(bar: .trailing, name: "automatic")
    /// The middle of the navigation bar, instead of the title.
    public static let principal = ToolbarItemPlacement(bar: .principal, name: "principal")
    /// Navigation actions: the leading end of the navigation bar.
    public static let navigation = ToolbarItemPlacement(bar: .leading, name: "navigation")
    /// The main action: the trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(bar: .trailing, name: "primaryAction")
    /// Less important actions: the trailing end of the navigation bar (iOS folds them into a menu).
    public static let secondaryAction = ToolbarItemPlacement(bar: .trailing, name: "secondaryAction")
    /// Status: the bottom bar.
    public static let status = ToolbarItemPlacement(bar: .bottom, name: "status")
    /// Confirming a modal view: the trailing end of the navigation bar.
    public static let confirmationAction = ToolbarItemPlacement(bar: .trailing, name: "confirmationAction")
    /// Cancelling a modal view: the leading end of the navigation bar.
    public static let cancellationAction = ToolbarItemPlacement(bar: .leading, name: "cancellationAction")
    /// A destructive action in a modal view: the trailing end of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(bar: .trailing, name: "destructiveAction")
    /// Above the software keyboard; a terminal has none, so the item is not shown.
    public static let keyboard = ToolbarItemPlacement(bar: .none, name: "keyboard")
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(bar: .leading, name: "topBarLeading")
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(bar: .trailing, name: "topBarTrailing")
    /// The leading end of the navigation bar (deprecated name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(bar: .leading, name: "navigationBarLeading")
    /// The trailing end of the navigation bar (deprecated name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(bar: .trailing, name: "navigationBarTrailing")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(bar: .bottom, name: "bottomBar")
}

/// A bar a toolbar modifier can address, as SwiftUI's `ToolbarPlacement` (for `toolbar(_:for:)` and the
/// bar appearance modifiers).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The platform's bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A tab view's tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}
