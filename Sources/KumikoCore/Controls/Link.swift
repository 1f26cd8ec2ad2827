import Foundation

/// A control for navigating to a URL, as SwiftUI's `Link`.
///
/// A link is a button (it takes the focus, Return, Space and clicks activate it, and the button style in effect
/// draws it: the label in the accent colour by default) whose action opens its destination with the
/// environment's ``OpenURLAction`` (`\.openURL`). From a terminal the system action cannot open a browser: the
/// URL is written on standard error once (see ``OpenURLAction``); an app that sets its own `openURL` handles it.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    @Environment(\.openURL) private var openURL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    ///
    /// - Parameters:
    ///   - destination: The URL to open.
    ///   - label: A view that describes the destination.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination.
    public var body: some View {
        let openURL = self.openURL, destination = self.destination
        return Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// Creates a link titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the link's localized title.
    ///   - destination: The URL to open.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// Creates a link titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: The URL to open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination, label: { Text(title) })
    }
}
