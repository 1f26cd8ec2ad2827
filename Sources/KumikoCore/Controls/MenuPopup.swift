import Foundation

/// Internal: the popup of a `Menu` or of a menu-style `Picker`, presented as a ``PresentationKind/menu``
/// (a rounded box below the control, the focus trapped in it, Escape closing it).
///
/// Its content is the menu's (or the picker's) content views, built here again; the popup lays out one line per
/// entry (see ``MenuEntries``): ↑↓ move the highlight (reverse video), Return or Space chooses (a button runs
/// and every open menu closes; an option is selected; a submenu opens another popup, as → does), a click
/// chooses the line under it, and in a submenu ← goes back. A picker's popup checks its selected option.
struct MenuPopup<Content: View>: View, PrimitiveView {
    let content: Content
    /// The picker's selection, for a picker's popup (every view of the content is then an option).
    let selection: ListSelection?

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { MenuPopupNode<Content>(graph: graph) }
}

/// The node of a ``MenuPopup``: its content is its only child, hidden from focus and clicks (the popup
/// takes both and acts for its entries); it lays the entries out in one ``MenuPopupElement``.
@MainActor
final class MenuPopupNode<Content: View>: ViewNode, FocusTarget, ChildHidingNode {
    override var childHiding: (any ChildHidingNode)? { self }
    override var focusTarget: (any FocusTarget)? { self }
    private var popup: MenuPopup<Content>?
    private lazy var element = MenuPopupElement(node: self)
    /// The highlighted entry's index, once chosen.
    private var highlighted: Int?

    override var producesElements: Bool { true }

    override func setView(_ view: any View) -> Bool {
        popup = (view as! MenuPopup<Content>)
        return true
    }

    override func evaluate() {
        guard let popup else { return }
        reconcileChild(popup.content)
    }

    override var environmentForChildren: EnvironmentValues {
        let closeMenus = self.closeMenus
        return derivingEnvironment { environment in
            environment.isMenuContent = true
            environment.closeMenus = closeMenus
            // Menu lines are drawn in the primary colour (a destructive button's in red, by the popup).
            environment.buttonStyle = .primitive(PlainButtonStyle())
            environment.rowsAreLazy = false
        }
    }

    /// Closes every open menu: the outermost popup's presentation.
    private var closeMenus: DismissAction { environment.closeMenus ?? environment.dismiss }

    /// Whether this popup is a submenu of another.
    private var isSubmenu: Bool { environment.closeMenus != nil }

    /// The entries now, with the highlight resolved (in a picker's popup the selected option, else the first
    /// entry that can be chosen).
    private func currentEntries() -> [MenuEntry] {
        let entries = MenuEntries.collect(in: children.first, selection: popup?.selection)
        if let index = highlighted, entries.indices.contains(index), entries[index].isSelectable { return entries }
        let checked = popup?.selection == nil ? nil : entries.firstIndex { $0.isChecked }
        highlighted = checked ?? entries.firstIndex(where: \.isSelectable)
        if entries.isEmpty {
            Diagnostics.warnOnce("Menu.empty", "A menu has no items: its content has no buttons, options or other views.")
        }
        return entries
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        element.entries = currentEntries()
        element.highlighted = highlighted
        elements.append(element)
    }

    // MARK: Keys and clicks

    var acceptsFocus: Bool { popup != nil }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        let entries = currentEntries()
        switch (press.key, press.modifiers) {
        case (.downArrow, []): moveHighlight(in: entries, from: (highlighted ?? -1) + 1, step: 1)
        case (.upArrow, []): moveHighlight(in: entries, from: (highlighted ?? entries.count) - 1, step: -1)
        case (.home, []), (.pageUp, []): moveHighlight(in: entries, from: 0, step: 1)
        case (.end, []), (.pageDown, []): moveHighlight(in: entries, from: entries.count - 1, step: -1)
        case (.return, []), (.space, []):
            if let index = highlighted, entries.indices.contains(index) { choose(entries[index]) }
        case (.rightArrow, []):
            guard let index = highlighted, entries.indices.contains(index), entries[index].isSubmenu else { return .ignored }
            choose(entries[index])
        case (.leftArrow, []):
            guard isSubmenu else { return .ignored }
            environment.dismiss()
        default:
            return .ignored
        }
        graph.setNeedsLayout()
        return .handled
    }

    /// Highlights the nearest entry that can be chosen from `start` in a direction (`step` +1 or -1); the
    /// highlight stays when there is none that way.
    private func moveHighlight(in entries: [MenuEntry], from start: Int, step: Int) {
        var index = start
        while entries.indices.contains(index) {
            if entries[index].isSelectable {
                highlighted = index
                return
            }
            index += step
        }
    }

    /// Does what choosing an entry does: an option is selected and a button runs (every open menu closing
    /// first), a control takes Return, a submenu opens.
    private func choose(_ entry: MenuEntry) {
        switch entry.kind {
        case .option(let value?, let selection):
            closeMenus()
            selection.select(value)
        case .action(let action):
            closeMenus()
            action.perform()
        case .control(let control):
            closeMenus()
            _ = control.handleKey(KeyPress(key: .return))
        case .submenu(let submenu):
            submenu.openMenu()
        case .option, .header, .separator, .text:
            break
        }
    }

    var keyHelp: [KeyHelp] {
        var help = [KeyHelp([.upArrow, .downArrow], "move"), KeyHelp([.return], "choose")]
        if let index = highlighted, element.entries.indices.contains(index), element.entries[index].isSubmenu {
            help.append(KeyHelp([.rightArrow], "open"))
        }
        if isSubmenu { help.append(KeyHelp([.leftArrow], "back")) }
        return help
    }

    func handleClick(at point: CGPoint) {
        let entries = currentEntries()
        guard let index = element.entryIndex(at: point), entries.indices.contains(index), entries[index].isSelectable else { return }
        highlighted = index
        graph.setNeedsLayout()
        choose(entries[index])
    }

    // MARK: Hiding the content

    /// The content's views are reached only through the popup.
    func shows(_ child: ViewNode) -> Bool { false }

    /// A submenu's popup (presented from inside the content) is shown.
    func shows(_ descendant: ViewNode, inside child: ViewNode) -> Bool {
        var node: ViewNode? = descendant
        while let current = node, current !== child {
            if let presenter = current.parent as? PresentationNode, presenter.presentedNode === current { return true }
            node = current.parent
        }
        return false
    }
}

private struct IsMenuContentKey: EnvironmentKey {
    static let defaultValue = false
}

private struct CloseMenusKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Whether views here are the content of a popup menu (a `Menu` there is a submenu; a `Picker` shows its
    /// options inline).
    var isMenuContent: Bool {
        get { self[IsMenuContentKey.self] }
        set { self[IsMenuContentKey.self] = newValue }
    }

    /// Closes every open menu (set inside a popup menu's content).
    var closeMenus: DismissAction? {
        get { self[CloseMenusKey.self] }
        set { self[CloseMenusKey.self] = newValue }
    }
}
