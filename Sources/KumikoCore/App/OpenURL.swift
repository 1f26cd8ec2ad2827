import Foundation

/// The modifier behind `onOpenURL`: registers a handler for URLs the app is asked to open.
struct OpenURLHandlerModifier: ViewModifier, PrimitiveModifier {
    let action: (URL) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { OpenURLHandlerNode(graph: graph) }
}

/// Keeps its handler registered with the graph while it is in it.
@MainActor
final class OpenURLHandlerNode: ModifierNode<OpenURLHandlerModifier> {
    override func evaluate() {
        super.evaluate()
        graph.urlHandlers[ObjectIdentifier(self)] = modifier.action
    }

    override func willUnmount() {
        graph.urlHandlers[ObjectIdentifier(self)] = nil
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL, as SwiftUI's `onOpenURL(perform:)`. A terminal app
    /// is asked through its command line: `swift run MyApp myapp://profile/42` delivers the URL after the
    /// first update, to every `onOpenURL` handler in the window (as iOS delivers it to the scene's handlers).
    ///
    /// - Parameter action: Called with the URL.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OpenURLHandlerModifier(action: action))
    }
}

extension ViewGraph {
    /// Delivers a URL to the `onOpenURL` handlers, after the next update (so handlers of views not yet
    /// evaluated receive it too); a URL no handler takes is reported on standard error.
    package func open(_ url: URL) {
        enqueue { [weak self] in
            guard let self else { return }
            let handlers = Array(self.urlHandlers.values)
            if handlers.isEmpty {
                Diagnostics.warnOnce("onOpenURL.unhandled", "onOpenURL: no view handles URLs; \(url.absoluteString) was not opened.")
            }
            for handler in handlers { handler(url) }
        }
    }

    /// The URLs among command-line arguments (those with a scheme, such as `myapp://item/3`).
    package static func urls(inArguments arguments: [String]) -> [URL] {
        arguments.compactMap { argument in
            guard argument.contains("://"), let url = URL(string: argument), url.scheme != nil else { return nil }
            return url
        }
    }
}
