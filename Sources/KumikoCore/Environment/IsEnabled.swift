/// Whether the views in a subtree take input: `disabled(_:)` and `\.isEnabled`, as in SwiftUI.
///
/// A disabled control takes no focus, clicks, keys or keyboard shortcuts, its actions (a row's buttons, swipe
/// and context-menu actions) do nothing, and it is drawn in the platform's disabled look (a
/// ``DisplayList/Mark/disabled`` mark, see ``DisabledMark``). The value is inherited and only ever turned off
/// further down: `disabled(false)` inside a disabled subtree does not enable it again.
private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows user
    /// interaction. The default is `true`; `disabled(true)` on a view or one of its ancestors makes it `false`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Turns `isEnabled` off for the content when `disabled` is true (never on: an outer `disabled(true)` wins).
struct DisabledModifier: ViewModifier, EnvironmentWriter, PrimitiveModifier {
    let disabled: Bool
    func write(into environment: inout EnvironmentValues) {
        if disabled { environment.isEnabled = false }
    }
    static func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Self>(graph: graph) }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// The higher views in a view hierarchy can override the value you set on this view: a control inside
    /// `.disabled(true)` stays disabled whatever `disabled(false)` says closer to it. A disabled control does
    /// not take the keyboard focus, ignores clicks and keys, and is drawn the way the platform draws disabled
    /// controls (dimmed in a terminal).
    ///
    /// - Parameter disabled: A Boolean value that determines whether users can interact with this view.
    /// - Returns: A view that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisabledModifier(disabled: disabled))
    }
}

extension ViewNode {
    /// Whether this node takes input: no `disabled(true)` above it.
    var isEnabled: Bool { environment.isEnabled }

    /// Whether the content this node hands its children takes input (a row whose root is `disabled(true)`).
    var isEnabledForChildren: Bool { environmentForChildren.isEnabled }
}
