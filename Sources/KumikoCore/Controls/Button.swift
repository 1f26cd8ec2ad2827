import Foundation

/// A control that performs an action, as SwiftUI's `Button`. It is drawn by the button style in effect
/// (`buttonStyle(_:)`; the platform's look by default); the terminal activates it with a key or a click, tests
/// through the views that collect actions (swipe actions, context menus).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    /// The configuration a primitive style made this button from (`init(_:)`): it draws the platform's look, and
    /// the button being styled keeps the focus and the action.
    var styled: PrimitiveButtonStyleConfiguration?

    /// Creates a button with a label view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role and a label view.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom interaction
    /// behaviour: use it in a `PrimitiveButtonStyle`'s `makeBody(configuration:)` to keep the platform's look of
    /// the button and add to it (a border, a background).
    ///
    /// - Parameter configuration: The configuration the style was given.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
        styled = configuration
    }
}

extension Button where Label == Text {
    /// Creates a button titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a role, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == KumikoCore.Label<Text, Image> {
    /// Creates a button with a title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { KumikoCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role, a title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { KumikoCore.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { ButtonNode<Label>(graph: graph) }
}

/// An action a user can trigger, collected from buttons (for swipe actions, context menus, tests, keys).
///
/// Kumiko extension, not SwiftUI API: what `ListController` returns for a row's swipe and context-menu actions (docs/PUBLIC-API.md).
public struct ViewAction {
    /// The button's label as plain text.
    public let title: String
    /// The button's role.
    public let role: ButtonRole?
    /// Runs the action (nothing, when the button is disabled).
    public let perform: () -> Void
    /// Whether the button is enabled (`disabled(_:)`): a disabled action is shown but does nothing.
    let isEnabled: Bool
    /// The button's `tint` (a swipe action's colour), nil when none is set around it.
    var tint: ResolvedColor?

    init(title: String, role: ButtonRole?, isEnabled: Bool = true, perform: @escaping () -> Void) {
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.perform = isEnabled ? perform : {}
    }
}

/// The node of a button: its child is the body the button style in effect makes of its label; it exposes its
/// action.
@MainActor
final class ButtonNode<Label: View>: ViewNode, ActionProviding {
    override var focusTarget: (any FocusTarget)? { self }
    override var actionProvider: (any ActionProviding)? { self }
    private(set) var button: Button<Label>?

    override func setView(_ view: any View) -> Bool {
        self.button = (view as! Button<Label>)
        return true
    }

    override func evaluate() {
        guard let button else { return }
        if let styled = button.styled { return reconcileChild(PlatformButtonLook(kind: .automatic, configuration: styled)) }
        let style = trackingReads { environment.buttonStyle }
        let label = AnyView(button.label)
        switch style {
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(
                role: button.role, label: .init(content: label), action: { [weak self] in self?.action?.perform() })
            reconcileChild(style.makeBody(configuration: configuration))
        case .standard(let style):
            let configuration = ButtonStyleConfiguration(role: button.role, label: .init(content: label), isPressed: isPressed)
            reconcileChild(style.makeBody(configuration: configuration))
        }
    }

    /// Whether a press is being shown (a `ButtonStyle`'s `isPressed`).
    private var isPressed = false
    private var pressRelease: Task<Void, Never>?

    /// Shows the press to a `ButtonStyle` for ``ButtonNode/pressDuration``, then lets go. The built-in styles
    /// do not draw presses, so nothing is invalidated for them.
    private func showPress() {
        guard case .standard = environment.buttonStyle else { return }
        isPressed = true
        invalidate()
        pressRelease?.cancel()
        pressRelease = Task { @MainActor [weak self] in
            try? await Task.sleep(for: ButtonNode.pressDuration)
            guard !Task.isCancelled, let self, self.isMounted else { return }
            self.isPressed = false
            self.invalidate()
        }
    }

    /// How long a press shows after Return, Space or a click.
    static var pressDuration: Duration { .milliseconds(150) }

    override func willUnmount() {
        pressRelease?.cancel()
        pressRelease = nil
    }

    /// Return or Space presses the button and runs its action.
    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard press.is(.return) || press.is(.space), let action, action.isEnabled else { return .ignored }
        showPress()
        action.perform()
        return .handled
    }

    /// A click presses the button and runs its action.
    func handleClick(at point: CGPoint) {
        guard let action, action.isEnabled else { return }
        showPress()
        action.perform()
    }

    var action: ViewAction? {
        guard let button, button.styled == nil else { return nil }
        var action: ViewAction
        if environment.endsPresentationOnAction {
            // An alert's or a dialog's button ends it, whatever its action does.
            let dismiss = environment.dismiss
            let perform = button.action
            action = ViewAction(title: plainText(of: self), role: button.role, isEnabled: isEnabled) { perform(); dismiss() }
        } else {
            action = ViewAction(title: plainText(of: self), role: button.role, isEnabled: isEnabled, perform: button.action)
        }
        action.tint = environment.tint == nil ? nil : environment.accentColor
        return action
    }

    /// The label, drawn in reverse video while the control has the focus, dimmed while it is disabled.
    private lazy var focusMark = FocusMark(node: self)

    override func collectElements(into elements: inout [LayoutElement]) {
        elements += focusMark.marking(childElements(), when: acceptsFocus)
    }
}

/// A button wraps its label: a static list row whose root is a button is opened by Return like a link's.
extension ButtonNode: SingleContentNode {}

extension ButtonNode: FocusTarget {
    /// A button inside a list row is reached through the row; elsewhere it takes the focus.
    var acceptsFocus: Bool { !environment.isInList && button?.styled == nil }

    var keyHelp: [KeyHelp] { [KeyHelp([.return], plainText(of: self).isEmpty ? "press" : plainText(of: self))] }
}

extension FocusTarget where Self: ActionProviding {
    /// Return or Space runs the action (buttons, links).
    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard press.is(.return) || press.is(.space), let action else { return .ignored }
        action.perform()
        return .handled
    }

    /// A click runs the action.
    func handleClick(at point: CGPoint) { action?.perform() }
}

/// A node that offers an action (buttons).
@MainActor
protocol ActionProviding: ViewNode {
    /// The action, if the node has one.
    var action: ViewAction? { get }
}

/// The actions of every button in a subtree, in order.
@MainActor
func collectActions(in node: ViewNode) -> [ViewAction] {
    if let provider = node.actionProvider { return provider.action.map { [$0] } ?? [] }
    // A row's swipe actions and context menu are not part of what it shows (child 1 is not laid out).
    if node.rowActionsProvider != nil { return node.children.first.map { collectActions(in: $0) } ?? [] }
    return node.children.flatMap { collectActions(in: $0) }
}

/// The characters of every `Text` in a subtree, joined by spaces (a button's title for tests and key help).
@MainActor
func plainText(of node: ViewNode) -> String {
    if let text = (node as? LeafNode<Text>)?.view { return text.plainString(symbols: node.environment.platform.symbols) }
    return node.children.map { plainText(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
}
