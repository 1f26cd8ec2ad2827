import Foundation

/// How a menu looks, as SwiftUI's `MenuStyle`: `.automatic`, `.button` and `.borderlessButton`. A terminal
/// draws every menu the same way (its label in the accent colour); the styles are accepted so that code
/// written for iOS compiles and runs. (Custom menu styles are not supported.)
public protocol MenuStyle: Sendable {}

/// The platform's default menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

/// A menu style that shows a button which opens the menu.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

/// A menu style that shows a borderless button which opens the menu.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button that opens the menu.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button that opens the menu.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style of the menus in this view, as SwiftUI's `menuStyle(_:)`; accepted, and drawn as the
    /// default style in a terminal.
    ///
    /// - Parameter style: The style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
