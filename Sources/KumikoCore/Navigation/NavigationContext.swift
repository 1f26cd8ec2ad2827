/// What a `NavigationStack` offers the views inside it: pushing and popping, and the destinations that
/// `navigationDestination` modifiers register for value types.
@MainActor
final class NavigationContext {
    /// The stack.
    weak var stack: (any NavigationStackNodeProtocol)?
    /// Destinations by the type of value they show; the latest registration of a type wins.
    private var destinations: [ObjectIdentifier: [(owner: ObjectIdentifier, make: (AnyHashable) -> any View)]] = [:]

    init(stack: any NavigationStackNodeProtocol) { self.stack = stack }

    /// Registers a destination for values of `type`, owned by a node.
    func register(_ type: Any.Type, owner: ObjectIdentifier, make: @escaping (AnyHashable) -> any View) {
        var list = destinations[ObjectIdentifier(type)] ?? []
        list.removeAll { $0.owner == owner }
        list.append((owner, make))
        destinations[ObjectIdentifier(type)] = list
    }

    /// Removes a node's registrations.
    func unregister(owner: ObjectIdentifier) {
        for key in destinations.keys { destinations[key]?.removeAll { $0.owner == owner } }
    }

    /// The view for a value, from the destination registered for its type.
    func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?.last?.make(value)
    }

    /// The titles of the stack's screens, by the screen's node (the stack's child).
    private var titles: [ObjectIdentifier: String] = [:]
    /// The screens' toolbar items and hidden bars.
    let bars = ScreenBars()

    /// Sets the title of the screen holding `node` (nil removes it).
    func setTitle(_ title: String?, from node: ViewNode) {
        guard let screen = screen(holding: node) else { return }
        titles[ObjectIdentifier(screen)] = title
    }

    /// The title of a screen (a child of the stack).
    func title(of screen: ViewNode) -> String? { titles[ObjectIdentifier(screen)] }

    /// The title display modes the stack's screens chose, by the screen's node.
    private var titleDisplayModes: [ObjectIdentifier: NavigationBarItem.TitleDisplayMode] = [:]

    /// Sets how the title of the screen holding `node` shows (nil: as the screen chose nothing).
    func setTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode?, from node: ViewNode) {
        guard let screen = screen(holding: node) else { return }
        titleDisplayModes[ObjectIdentifier(screen)] = mode
    }

    /// Whether the title of the top one of `screens` (the stack's children, root first) shows large: a screen
    /// that chose `large` or `inline` decides; one that chose nothing (or `automatic`) shows it as the screen
    /// before it does, and the first screen large (SwiftUI's default on iOS).
    func showsLargeTitle(screens: [ViewNode]) -> Bool {
        screens.reduce(true) { large, screen in
            switch titleDisplayModes[ObjectIdentifier(screen)] {
            case .large?: true
            case .inline?: false
            case .automatic?, nil: large
            }
        }
    }

    /// The stack's child that holds `node`.
    func screen(holding node: ViewNode) -> ViewNode? {
        node.selfAndAncestors().first { $0.parent != nil && $0.parent === stack }
    }

    /// Pushes a value (onto the bound path, if any).
    func push(_ value: AnyHashable) { push(entry: .value(value)) }

    /// Pushes a view (a `NavigationLink` with a destination view).
    func push(view: any View) { push(entry: .view(view)) }

    /// Where this stack's pushes go instead, when set: a split view's leading column shows its links in the
    /// next column.
    var redirectsPushes: ((NavigationEntry) -> Void)?

    /// The back button's title at the root ("‹ " and it), when set: a collapsed split view's column names the
    /// column under it.
    var rootBackTitle: String?

    private func push(entry: NavigationEntry) {
        if let redirectsPushes { redirectsPushes(entry) } else { stack?.push(entry) }
    }

    /// Pops the top view; returns whether there was one.
    @discardableResult
    func pop() -> Bool { stack?.pop() ?? false }
}

/// What a navigation context asks of its stack's node.
@MainActor
protocol NavigationStackNodeProtocol: AnyObject {
    /// Pushes an entry.
    func push(_ entry: NavigationEntry)
    /// Pops the top entry; returns whether there was one.
    func pop() -> Bool
}

/// One screen pushed onto a navigation stack: a value (shown through its registered destination) or a view.
enum NavigationEntry {
    case value(AnyHashable)
    case view(any View)
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The innermost navigation stack's context.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
