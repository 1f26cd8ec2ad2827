import Foundation

/// A button that pushes onto the enclosing navigation stack, as SwiftUI's `NavigationLink`: a value (shown
/// through the stack's `navigationDestination(for:)`) or a destination view. In a list its row gets a "›"
/// at the trailing end and Return opens it.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    /// A link to a destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    /// A link to a destination view (deprecated argument order).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value (nil: a disabled link).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link titled with a localized key that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with a string that pushes a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key to a destination view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string to a destination view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a localized key to a destination view (deprecated argument order).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationLinkNode<Label, Destination>(graph: graph) }
}

/// The node of a link: its label is its child; it offers its push as an action (Return, a click, a list row).
@MainActor
final class NavigationLinkNode<Label: View, Destination: View>: ViewNode, ActionProviding {
    override var focusTarget: (any FocusTarget)? { self }
    override var actionProvider: (any ActionProviding)? { self }
    private var link: NavigationLink<Label, Destination>?

    override var isDisclosing: Bool { true }

    override func setView(_ view: any View) -> Bool {
        link = (view as! NavigationLink<Label, Destination>)
        return true
    }

    override func evaluate() {
        guard let link else { return }
        reconcileChild(link.label)
    }

    var action: ViewAction? {
        guard let link, let context = environment.navigationContext else { return nil }
        switch link.target {
        case .value(let value?):
            return ViewAction(title: plainText(of: self), role: nil, isEnabled: isEnabled) { context.push(value) }
        case .value(nil):
            return nil
        case .view(let destination):
            return ViewAction(title: plainText(of: self), role: nil, isEnabled: isEnabled) { context.push(view: destination) }
        }
    }
}

/// A link wraps its label: a static list row's root is the link, so Return finds its action.
extension NavigationLinkNode: SingleContentNode {}

extension ViewNode {
    /// Whether this subtree holds a navigation link: found by a walk of the subtree, remembered while the subtree
    /// is unchanged (``ViewNode/subtreeChangedAt``: no node in it re-evaluated, so none gained or lost children),
    /// as every list row asks it in every layout.
    var containsDisclosingNode: Bool {
        let now = graph.layoutPass.generation
        if let memo = disclosingMemo, subtreeChangedAt < memo.generation { return memo.value }
        let value = isDisclosing || children.contains { $0.containsDisclosingNode }
        disclosingMemo = (now, value)
        return value
    }

    /// Whether the list row drawn by this node (the node of a row's element) navigates: a link around it, up
    /// to the list, or inside it.
    func isInDisclosingRow(of list: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node, current !== list {
            if current.isDisclosing { return true }
            node = current.parent
        }
        return containsDisclosingNode
    }
}

extension NavigationLinkNode: FocusTarget {
    /// A link in a list row is reached through the row; elsewhere it takes the focus as a button does.
    var acceptsFocus: Bool { !environment.isInList && action != nil }

    var keyHelp: [KeyHelp] { [KeyHelp([.return], plainText(of: self).isEmpty ? "open" : plainText(of: self))] }
}
