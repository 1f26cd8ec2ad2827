import Foundation

/// One line (or group of lines) of a popup menu, found in the menu's content views: a picker's option, a
/// button, a control (a toggle), a submenu, a section header, a separator, or a view that only shows
/// something. Its elements are the content view's own, laid out by the popup.
@MainActor
struct MenuEntry {
    /// What the entry is and does.
    enum Kind {
        /// A picker option: its selection value (its `tag`, or its `ForEach` id; nil without either) and the
        /// selection it sets.
        case option(value: AnyHashable?, selection: ListSelection)
        /// A button.
        case action(ViewAction)
        /// A control that takes keys (a toggle): choosing it sends it Return.
        case control(any FocusTarget)
        /// A nested menu, opened as another popup.
        case submenu(any SubmenuSource)
        /// A section's header.
        case header
        /// A line between groups (a `Divider`, or between sections).
        case separator
        /// A view that only shows something.
        case text
    }

    /// What the entry is.
    let kind: Kind
    /// The content node the entry comes from (nil for the separators between sections).
    let node: ViewNode?
    /// The node's layout elements.
    let elements: [LayoutElement]

    /// Whether the entry can be chosen (a disabled button, control or submenu cannot: it is drawn greyed).
    var isSelectable: Bool {
        switch kind {
        case .option(let value, _): value != nil && (node?.isEnabled ?? true)
        case .action(let action): action.isEnabled
        case .control, .submenu: node?.isEnabled ?? true
        case .header, .separator, .text: false
        }
    }

    /// Whether the entry is a picker option whose value is the selection's.
    var isChecked: Bool {
        guard case .option(let value?, let selection) = kind else { return false }
        return selection.selectedValues().contains(value)
    }

    /// Whether the entry is a destructive button.
    var isDestructive: Bool {
        guard case .action(let action) = kind else { return false }
        return action.role == .destructive
    }

    /// Whether the entry opens a submenu.
    var isSubmenu: Bool {
        if case .submenu = kind { return true }
        return false
    }

    /// Whether the entry is a separator.
    var isSeparator: Bool {
        if case .separator = kind { return true }
        return false
    }

    /// The entry's selection value, for an option.
    var optionValue: AnyHashable? {
        guard case .option(let value, _) = kind else { return nil }
        return value
    }

    /// The entry's text: its texts and images in view order, joined by spaces, as its platform shows text and
    /// images in a line (``SymbolImages/inlineText(forSymbol:)``; a picker shows the selected option's title as
    /// its value).
    var title: String { node.map { Self.title(of: $0, symbols: $0.environment.platform.symbols) } ?? "" }

    private static func title(of node: ViewNode, symbols: any SymbolImages) -> String {
        if let text = (node as? LeafNode<Text>)?.view { return text.plainString(symbols: symbols) }
        if let image = (node as? LeafNode<Image>)?.view { return Text.inlineString(of: image, symbols: symbols) }
        return node.children.map { title(of: $0, symbols: symbols) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// A picker whose options show inline in a menu (a `Picker` inside a `Menu`).
@MainActor
protocol MenuOptionsSource: ViewNode {
    /// The node holding the picker's option views.
    var optionsRoot: ViewNode? { get }
    /// The picker's selection.
    var optionsSelection: ListSelection? { get }
}

/// A menu nested in another menu's content: a line of the outer popup that opens its own popup.
@MainActor
protocol SubmenuSource: ViewNode {
    /// Opens the nested menu's popup.
    func openMenu()
}

/// A `Section` in a menu's content: its header, content and footer children.
@MainActor
protocol MenuSectionParts: ViewNode {}

extension SectionNode: MenuSectionParts {}

/// Finds the entries of a popup menu in its content views.
@MainActor
enum MenuEntries {
    /// The entries in the content under `root`, in view order. With a `selection` (a picker's popup), every
    /// view that draws is an option of that selection; a `Picker` inside a menu's content contributes its
    /// options. Separators never lead, trail or repeat.
    static func collect(in root: ViewNode?, selection: ListSelection?) -> [MenuEntry] {
        guard let root else { return [] }
        var entries: [MenuEntry] = []
        add(root, selection: selection, forEachID: nil, into: &entries)
        var tidy: [MenuEntry] = []
        for entry in entries {
            if entry.isSeparator, tidy.last?.isSeparator ?? true { continue }
            tidy.append(entry)
        }
        if tidy.last?.isSeparator == true { tidy.removeLast() }
        return tidy
    }

    /// The options of a picker's content (its views that draw, with their values).
    static func options(in root: ViewNode?, selection: ListSelection) -> [MenuEntry] {
        collect(in: root, selection: selection).filter { if case .option = $0.kind { true } else { false } }
    }

    private static func walk(_ node: ViewNode, selection: ListSelection?, forEachID: AnyHashable?, into entries: inout [MenuEntry]) {
        for child in node.children {
            var id = forEachID
            if node is any LazyRowSource {
                switch child.key {
                case .id(let rowID), .duplicate(let rowID, _): id = rowID
                default: break
                }
            }
            add(child, selection: selection, forEachID: id, into: &entries)
        }
    }

    private static func add(_ node: ViewNode, selection: ListSelection?, forEachID: AnyHashable?, into entries: inout [MenuEntry]) {
        if let picker = node as? any MenuOptionsSource {
            if let root = picker.optionsRoot, let pickerSelection = picker.optionsSelection {
                add(root, selection: pickerSelection, forEachID: nil, into: &entries)
            }
        } else if let kind = interactiveKind(of: node) {
            entries.append(MenuEntry(kind: kind, node: node, elements: node.layoutElements()))
        } else if node.actionProvider != nil {
            return                                                          // a button without an action
        } else if node is LeafNode<Divider> {
            entries.append(MenuEntry(kind: .separator, node: node, elements: []))
        } else if node is any MenuSectionParts {
            addSection(node, selection: selection, into: &entries)
        } else if node.producesElements {
            let elements = node.layoutElements()
            guard !elements.isEmpty else { return }
            if let selection {
                let value = LazyStackElement.selectionValue(tag: elements.first?.listRowTraits.tag, id: forEachID)
                entries.append(MenuEntry(kind: .option(value: value, selection: selection), node: node, elements: elements))
            } else {
                // A button inside a layout modifier (`padding`, `frame`…) is still the line's action.
                let kind = firstInteractiveKind(in: node) ?? .text
                entries.append(MenuEntry(kind: kind, node: node, elements: elements))
            }
        } else {
            walk(node, selection: selection, forEachID: forEachID, into: &entries)
        }
    }

    /// What choosing a node does, when it is a submenu, a button with an action, or a control.
    private static func interactiveKind(of node: ViewNode) -> MenuEntry.Kind? {
        if let submenu = node as? any SubmenuSource { return .submenu(submenu) }
        if let button = node.actionProvider { return button.action.map { .action($0) } }
        if let control = node.focusTarget { return .control(control) }
        return nil
    }

    /// The first interactive node's kind in a subtree (depth first), if there is one.
    private static func firstInteractiveKind(in node: ViewNode) -> MenuEntry.Kind? {
        for child in node.children {
            if let kind = interactiveKind(of: child) ?? firstInteractiveKind(in: child) { return kind }
        }
        return nil
    }

    /// A section: a separator, its header, its content, its footer (as text), a separator.
    private static func addSection(_ section: ViewNode, selection: ListSelection?, into entries: inout [MenuEntry]) {
        entries.append(MenuEntry(kind: .separator, node: nil, elements: []))
        for part in section.children {
            switch part.key {
            case .position(0):
                let elements = part.layoutElements()
                if !elements.isEmpty { entries.append(MenuEntry(kind: .header, node: part, elements: elements)) }
            case .position(1):
                add(part, selection: selection, forEachID: nil, into: &entries)
            default:
                let elements = part.layoutElements()
                if !elements.isEmpty { entries.append(MenuEntry(kind: .text, node: part, elements: elements)) }
            }
        }
        entries.append(MenuEntry(kind: .separator, node: nil, elements: []))
    }
}
