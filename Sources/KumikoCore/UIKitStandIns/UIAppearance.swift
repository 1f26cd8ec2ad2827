import Foundation

/// UIKit's appearance protocol: `UINavigationBar.appearance()`, `UITableView.appearance()` and the like, which
/// SwiftUI code written before SwiftUI had modifiers for them sets in an `init()`. They compile, and the
/// settings are kept on one proxy per class; Kumiko draws no UIKit view, so they style nothing. The first proxy of
/// each class says so once on standard error, naming the SwiftUI modifiers that do the same.
@MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy that configures every view of this class.
    static func appearance() -> Self
    /// The proxy that configures views of this class inside the given containers: the same proxy as
    /// ``appearance()``.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances can contain views styled by an appearance proxy (UIKit's `UIAppearanceContainer`).
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy that configures every view of this class; its settings have no effect on Kumiko's views.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(for: self)
    }

    /// The proxy that configures views of this class inside the given containers: the same proxy as
    /// ``appearance()``.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(for: self)
    }
}

/// One appearance proxy per UIKit class, made on first use.
@MainActor
enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: UIView] = [:]

    static func proxy<View: UIView>(for type: View.Type) -> View {
        if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
        let name = String(describing: type)
        Diagnostics.warnOnce("UIAppearance.\(name)",
            "\(name).appearance(): UIKit's appearance proxies do not style Kumiko's views; the settings are kept and have no effect. "
            + "SwiftUI's modifiers do the same: toolbarBackground, toolbarColorScheme, scrollContentBackground, "
            + "listRowBackground, listRowSeparator, tint.")
        let proxy = type.init()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}
