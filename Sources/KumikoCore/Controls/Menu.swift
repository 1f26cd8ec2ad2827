import Foundation

/// A control that shows a menu of actions, as SwiftUI's `Menu`.
///
/// In a terminal the menu is its label in the accent colour, a focus target like a button (in reverse video
/// while focused; in a list row, the row's Return or a click opens it). Return, Space or a click opens a popup
/// menu just below it (above it when there is no room): one line for each button (a destructive one in red),
/// `Divider`s and `Section`s as separators (a section's header in grey), a `Toggle` as itself, a `Picker` as
/// its options with a `✓` on the selected one, and a nested `Menu` as a line ending in `›` that opens another
/// popup below it. ↑↓ move, Return or a click chooses (a button runs and every open menu closes), → opens a
/// submenu and ← goes back from it, Escape closes the innermost popup. With a primary action, Return and a
/// click run that action and Space opens the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// Creates a menu with a custom label.
    ///
    /// - Parameters:
    ///   - content: The menu's items: buttons, dividers, sections, toggles, pickers, nested menus.
    ///   - label: A view that describes the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// Creates a menu with a custom label and a primary action (run by Return or a click; Space opens the menu).
    ///
    /// - Parameters:
    ///   - content: The menu's items.
    ///   - label: A view that describes the menu.
    ///   - primaryAction: What Return and a click on the menu do.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Menu where Label == Text {
    /// Creates a menu titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the menu's localized title.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - content: The menu's items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu titled with a localized string key, with a primary action.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the menu's localized title.
    ///   - content: The menu's items.
    ///   - primaryAction: What Return and a click on the menu do.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu titled with a string (not localized), with a primary action.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - content: The menu's items.
    ///   - primaryAction: What Return and a click on the menu do.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == KumikoCore.Label<Text, Image> {
    /// Creates a menu titled with a localized string key and a system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the menu's localized title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { KumikoCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu titled with a string (not localized) and a system image.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - content: The menu's items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { KumikoCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a menu titled with a localized string key and a system image, with a primary action.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the menu's localized title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - content: The menu's items.
    ///   - primaryAction: What Return and a click on the menu do.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { KumikoCore.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Menu: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { MenuNode<Label, Content>(graph: graph) }
}

/// The node of a ``Menu``: its child is the label (in a ``MenuTrigger``, or bare inside another menu's
/// popup, which draws it as a submenu's line) with the popup presented from it while open.
@MainActor
final class MenuNode<Label: View, Content: View>: ViewNode, SubmenuSource {
    private var menu: Menu<Label, Content>?
    /// Whether the popup is open.
    private let isOpen = StateBox(false)

    override func setView(_ view: any View) -> Bool {
        menu = (view as! Menu<Label, Content>)
        return true
    }

    override func evaluate() {
        guard let menu else { return }
        let isOpen = self.isOpen
        let openBinding = Binding(location: BindingLocation(isOpen), get: { isOpen.value }, set: { isOpen.value = $0 })
        let content = menu.content
        let popup = { MenuPopup(content: content, selection: nil) }
        if trackingReads({ environment.isMenuContent }) {
            reconcileChild(menu.label.presentation(.menu, isPresented: openBinding, onDismiss: nil, content: popup))
            return
        }
        let keyHelp = menu.primaryAction == nil ? [KeyHelp([.return], "open")] : [KeyHelp([.return], "run"), KeyHelp([.space], "menu")]
        let trigger = MenuTrigger(keyHelp: keyHelp, primaryAction: menu.primaryAction, open: { [weak self] in self?.openMenu() }) {
            menu.label.foregroundStyle(Color.accentColor)
        }
        reconcileChild(trigger.presentation(.menu, isPresented: openBinding, onDismiss: nil, content: popup))
    }

    func openMenu() { isOpen.value = true }
}
