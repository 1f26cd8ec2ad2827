import Foundation

/// Internal: what opens a popup menu (a `Menu`'s label, a menu-style `Picker`'s row). Like a button it is a
/// focus target drawn in reverse video while focused, and in a list row it is reached through the row (the
/// list's Return and click run its action). Return, Space and a click open the menu; with a primary action,
/// Return and a click run that action and Space opens the menu.
struct MenuTrigger<Label: View>: View, PrimitiveView {
    /// The key help while focused.
    let keyHelp: [KeyHelp]
    /// The action Return and a click run instead of opening the menu (`Menu(primaryAction:)`).
    let primaryAction: (() -> Void)?
    /// Opens the menu.
    let open: () -> Void
    let label: Label

    init(keyHelp: [KeyHelp], primaryAction: (() -> Void)? = nil, open: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.keyHelp = keyHelp
        self.primaryAction = primaryAction
        self.open = open
        self.label = label()
    }

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { MenuTriggerNode<Label>(graph: graph) }
}

/// The node of a ``MenuTrigger``: its label is its only child (so a list finds the trigger from its row).
@MainActor
final class MenuTriggerNode<Label: View>: ViewNode, SingleContentNode, ActionProviding, FocusTarget {
    override var focusTarget: (any FocusTarget)? { self }
    override var actionProvider: (any ActionProviding)? { self }
    private var trigger: MenuTrigger<Label>?

    override func setView(_ view: any View) -> Bool {
        trigger = (view as! MenuTrigger<Label>)
        return true
    }

    override func evaluate() {
        guard let trigger else { return }
        reconcileChild(trigger.label)
    }

    var action: ViewAction? {
        guard let trigger else { return nil }
        return ViewAction(title: plainText(of: self), role: nil, isEnabled: isEnabled, perform: trigger.primaryAction ?? trigger.open)
    }

    /// Inside a list row it is reached through the row; elsewhere it takes the focus.
    var acceptsFocus: Bool { trigger != nil && !environment.isInList }

    var keyHelp: [KeyHelp] { trigger?.keyHelp ?? [] }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard let trigger else { return .ignored }
        if press.is(.return) {
            (trigger.primaryAction ?? trigger.open)()
        } else if press.is(.space) {
            trigger.open()
        } else {
            return .ignored
        }
        return .handled
    }

    func handleClick(at point: CGPoint) { action?.perform() }

    /// The label, drawn in reverse video while the control has the focus.
    private lazy var focusMark = FocusMark(node: self)

    override func collectElements(into elements: inout [LayoutElement]) {
        elements += focusMark.marking(childElements(), when: acceptsFocus)
    }
}
